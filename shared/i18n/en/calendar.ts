type Country = { name: string };

/** Each country's RTGS calendar: hours, public holidays, holiday files and the coming year's gaps. */
export const calendar = {
  /** A country's calendar as the settings check it; `name` is the country's. */
  country: {
    opensType: ({ name }: Country) => `${name}: the opening time must be text like 09:00.`,
    opensRequired: ({ name }: Country) => `${name}: the opening time is required, like 09:00.`,
    opensFormat: ({ name }: Country) =>
      `${name}: the opening time must be written HH:MM, from 00:00 to 23:59, like 09:00.`,
    cutOffType: ({ name }: Country) => `${name}: the cut-off time must be text like 15:00.`,
    cutOffRequired: ({ name }: Country) => `${name}: the cut-off time is required, like 15:00.`,
    cutOffFormat: ({ name }: Country) =>
      `${name}: the cut-off time must be written HH:MM, at most 24:00, like 15:00.`,
    cutOffAfter: ({ name, cutOff, opensAt }: Country & { cutOff: string; opensAt: string }) =>
      `${name}: the cut-off time (${cutOff}) must be after the opening time (${opensAt}).`,
    holidayDateType: ({ name }: Country) => `${name}: a holiday's date must be text.`,
    holidayDateRequired: ({ name }: Country) =>
      `${name}: a holiday's date is required, written YYYY-MM-DD.`,
    holidayNameLabel: ({ name }: Country) => `${name}: the holiday's name`,
    holidayOnly: ({ name }: Country) => `${name}: a holiday holds only its date and its name.`,
    holidaysList: ({ name }: Country) =>
      `${name}: the public holidays must be a list of dates with names.`,
    tooManyHolidays: ({ name, max }: Country & { max: number }) =>
      `${name}: at most ${max} public holidays can be kept. Remove past ones first.`,
    /** `said`: what the date field holds instead. */
    holidayNoDate: ({ name, index, said }: Country & { index: number; said: string }) =>
      `${name}: holiday ${index} has no real date written YYYY-MM-DD (it says "${said}").`,
    holidayTwice: ({
      name,
      date,
      first,
      second,
    }: Country & { date: string; first: number; second: number }) =>
      `${name}: ${date} is listed twice (holidays ${first} and ${second}). Keep one.`,
    only: ({ name }: Country) =>
      `${name}: the RTGS calendar holds only the opening time, the cut-off and the holidays.`,
    missing: ({ name }: Country) => `${name}: the RTGS calendar is missing.`,
  },
  countriesOnly: 'The RTGS calendar holds the six countries only (KE, UG, TZ, RW, SS, DRC).',
  /** `problem`: the first problem of the country's calendar, a sentence. */
  wrongSettings: ({ problem }: { problem: string }) =>
    `The RTGS calendar in the settings is wrong: ${problem} Ask an admin to correct it in Settings.`,
  /** No holiday entered for the coming year (today and the 365 days after). */
  gap: ({ country, today, last }: { country: string; today: string; last: string }) =>
    `No public holidays are entered for ${country} between ${today} and ${last}: on a holiday, clerks would be told the RTGS window is open. Enter them in Settings, RTGS calendar.`,
  gapsSummary: ({ countries }: { countries: string }) =>
    `No public holidays are entered for the coming year for ${countries}. Until they are, clerks are told the RTGS window is open on those days. Enter them in Settings, RTGS calendar.`,
  /** A holiday file, one holiday a line; `line` is its number. */
  file: {
    tooManyLines: ({ max }: { max: number }) =>
      `The file has more than ${max} lines: this is not a holiday list. Choose the right file.`,
    notDate: ({ line, date }: { line: number; date: string }) =>
      `Line ${line}: "${date}" is not a date written YYYY-MM-DD. Each line is a date, a space and the holiday's name, like 2026-12-25 Christmas Day.`,
    notReal: ({ line, date }: { line: number; date: string }) =>
      `Line ${line}: ${date} is not a real day of the calendar.`,
    noName: ({ line, date }: { line: number; date: string }) =>
      `Line ${line}: the holiday on ${date} has no name. Write it after the date, like ${date} Christmas Day.`,
    hidden: ({ line, date }: { line: number; date: string }) =>
      `Line ${line}: the name of the holiday on ${date} contains a hidden character. Retype it.`,
    nameTooLong: ({ line, date, max }: { line: number; date: string; max: number }) =>
      `Line ${line}: the name of the holiday on ${date} is longer than ${max} characters.`,
    notUtf8: ({ line }: { line: number }) =>
      `Line ${line}: a character cannot be read: the file is not saved as UTF-8 text. Save it again as UTF-8 (in Notepad: Save as, Encoding UTF-8), then import it again.`,
    twice: ({ line, date, earlier }: { line: number; date: string; earlier: number }) =>
      `Line ${line}: ${date} is already on line ${earlier}. Keep one of them.`,
    empty:
      'The file holds no holidays. Each line is a date, a space and the name, like 2026-12-25 Christmas Day.',
  },
  /** A holiday file as the admin's page sends it. */
  import: {
    notText: 'The holiday file must be text.',
    choose: 'Choose a holiday file.',
    tooLarge: ({ kb }: { kb: number }) =>
      `The holiday file is larger than ${kb} KB: this is not a holiday list. Choose the right file.`,
    only: 'A holiday import holds only the country and the text of the file.',
  },
} as const;
