type Country = { name: string };

/** Each country's RTGS calendar: hours, public holidays, holiday files and the coming year's gaps. */
export const calendar = {
  /** A country's calendar as the settings check it; `name` is the country's. */
  country: {
    opensType: ({ name }: Country) => `${name}: muda wa kufungua lazima uwe maandishi kama 09:00.`,
    opensRequired: ({ name }: Country) => `${name}: muda wa kufungua unahitajika, kama 09:00.`,
    opensFormat: ({ name }: Country) =>
      `${name}: muda wa kufungua lazima uandikwe HH:MM, kuanzia 00:00 hadi 23:59, kama 09:00.`,
    cutOffType: ({ name }: Country) => `${name}: muda wa mwisho lazima uwe maandishi kama 15:00.`,
    cutOffRequired: ({ name }: Country) => `${name}: muda wa mwisho unahitajika, kama 15:00.`,
    cutOffFormat: ({ name }: Country) =>
      `${name}: muda wa mwisho lazima uandikwe HH:MM, usizidi 24:00, kama 15:00.`,
    cutOffAfter: ({ name, cutOff, opensAt }: Country & { cutOff: string; opensAt: string }) =>
      `${name}: muda wa mwisho (${cutOff}) lazima uwe baada ya muda wa kufungua (${opensAt}).`,
    holidayDateType: ({ name }: Country) => `${name}: tarehe ya sikukuu lazima iwe maandishi.`,
    holidayDateRequired: ({ name }: Country) =>
      `${name}: tarehe ya sikukuu inahitajika, iliyoandikwa YYYY-MM-DD.`,
    holidayNameLabel: ({ name }: Country) => `${name}: jina la sikukuu`,
    holidayOnly: ({ name }: Country) => `${name}: sikukuu ina tarehe na jina lake pekee.`,
    holidaysList: ({ name }: Country) =>
      `${name}: sikukuu za umma lazima ziwe orodha ya tarehe pamoja na majina.`,
    tooManyHolidays: ({ name, max }: Country & { max: number }) =>
      `${name}: sikukuu za umma zisizozidi ${max} ndizo zinazoweza kuhifadhiwa. Ondoa zilizopita kwanza.`,
    /** `said`: what the date field holds instead. */
    holidayNoDate: ({ name, index, said }: Country & { index: number; said: string }) =>
      `${name}: sikukuu ${index} haina tarehe halisi iliyoandikwa YYYY-MM-DD (imeandikwa "${said}").`,
    holidayTwice: ({
      name,
      date,
      first,
      second,
    }: Country & { date: string; first: number; second: number }) =>
      `${name}: ${date} imeorodheshwa mara mbili (sikukuu ${first} na ${second}). Bakiza moja.`,
    only: ({ name }: Country) =>
      `${name}: kalenda ya RTGS ina muda wa kufungua, muda wa mwisho na sikukuu pekee.`,
    missing: ({ name }: Country) => `${name}: kalenda ya RTGS haipo.`,
  },
  countriesOnly: 'Kalenda ya RTGS ina nchi sita pekee (KE, UG, TZ, RW, SS, DRC).',
  /** `problem`: the first problem of the country's calendar, a sentence. */
  wrongSettings: ({ problem }: { problem: string }) =>
    `Kalenda ya RTGS katika mipangilio si sahihi: ${problem} Mwombe msimamizi wa mfumo airekebishe katika Mipangilio.`,
  /** No holiday entered for the coming year (today and the 365 days after). */
  gap: ({ country, today, last }: { country: string; today: string; last: string }) =>
    `Hakuna sikukuu za umma zilizoingizwa kwa ${country} kati ya ${today} na ${last}: siku ya sikukuu, makarani wangeambiwa kwamba muda wa RTGS uko wazi. Ziingize katika Mipangilio, Kalenda ya RTGS.`,
  gapsSummary: ({ countries }: { countries: string }) =>
    `Hakuna sikukuu za umma zilizoingizwa kwa mwaka ujao kwa ${countries}. Hadi ziingizwe, makarani huambiwa kwamba muda wa RTGS uko wazi siku hizo. Ziingize katika Mipangilio, Kalenda ya RTGS.`,
  /** A holiday file, one holiday a line; `line` is its number. */
  file: {
    tooManyLines: ({ max }: { max: number }) =>
      `Faili ina zaidi ya mistari ${max}: hii si orodha ya sikukuu. Chagua faili sahihi.`,
    notDate: ({ line, date }: { line: number; date: string }) =>
      `Mstari ${line}: "${date}" si tarehe iliyoandikwa YYYY-MM-DD. Kila mstari ni tarehe, nafasi na jina la sikukuu, kama 2026-12-25 Siku ya Krismasi.`,
    notReal: ({ line, date }: { line: number; date: string }) =>
      `Mstari ${line}: ${date} si siku halisi ya kalenda.`,
    noName: ({ line, date }: { line: number; date: string }) =>
      `Mstari ${line}: sikukuu ya ${date} haina jina. Liandike baada ya tarehe, kama ${date} Siku ya Krismasi.`,
    hidden: ({ line, date }: { line: number; date: string }) =>
      `Mstari ${line}: jina la sikukuu ya ${date} lina herufi iliyofichwa. Liandike upya.`,
    nameTooLong: ({ line, date, max }: { line: number; date: string; max: number }) =>
      `Mstari ${line}: jina la sikukuu ya ${date} lina zaidi ya herufi ${max}.`,
    twice: ({ line, date, earlier }: { line: number; date: string; earlier: number }) =>
      `Mstari ${line}: ${date} tayari iko kwenye mstari ${earlier}. Bakiza mmoja wao.`,
    empty:
      'Faili haina sikukuu yoyote. Kila mstari ni tarehe, nafasi na jina, kama 2026-12-25 Siku ya Krismasi.',
  },
  /** A holiday file as the admin's page sends it. */
  import: {
    notText: 'Faili ya sikukuu lazima iwe maandishi.',
    choose: 'Chagua faili ya sikukuu.',
    tooLarge: ({ kb }: { kb: number }) =>
      `Faili ya sikukuu ni kubwa kuliko KB ${kb}: hii si orodha ya sikukuu. Chagua faili sahihi.`,
    only: 'Uingizaji wa sikukuu una nchi na maandishi ya faili pekee.',
  },
} as const;
