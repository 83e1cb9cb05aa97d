import { text } from '../i18n/catalog';
import { worded } from '../i18n/worded';
import type { AppError, Result } from '../result';
import {
  WEEKDAY_NAMES,
  addDays,
  isCalendarDate,
  weekdayOf,
  zonedParts,
  zonedTimeToEpochMs,
} from './calendar-date';
import type { CountryCode } from './countries';
import { COUNTRIES } from './countries';
import { zonedMomentText } from './zoned-time';

/**
 * D6: the RTGS window is weekdays from the bank's opening time to its cut-off in the destination
 * country's zone, except that country's public holidays. Each country keeps its own calendar: the
 * six countries share neither holidays nor, often, the bank's cut-off, which is usually earlier
 * than the central bank's 15:00. A send outside the window is still sent (the service queues it);
 * this module only tells the clerk, before confirming, when it will go.
 */

/** A public holiday of one country: the whole day is closed. */
export interface Holiday {
  /** YYYY-MM-DD in the country's own zone. */
  date: string;
  /** As the admin wrote it ("Jamhuri Day"), for the admin's list and the clerk's notice. */
  name: string;
}

/** One country's RTGS calendar, as an admin sets it. */
export interface CountryCalendar {
  /** HH:MM, 00:00–23:59: the window opens. */
  opensAt: string;
  /** HH:MM after `opensAt`, at most 24:00: from this minute on, a send waits for the next window. */
  cutOff: string;
  holidays: readonly Holiday[];
}

/** D6's hours, until an admin sets the bank's own. */
export const DEFAULT_OPENS_AT = '09:00';
export const DEFAULT_CUT_OFF = '15:00';

export function defaultCountryCalendar(): CountryCalendar {
  return { opensAt: DEFAULT_OPENS_AT, cutOff: DEFAULT_CUT_OFF, holidays: [] };
}

export interface WindowMoment {
  /** The instant, as ISO 8601 UTC (`2026-11-23T06:00:00.000Z`). */
  at: string;
  epochMs: number;
  /** Wall-clock date and time in the destination zone, for the clerk. */
  localDate: string;
  localTime: string;
  weekday: (typeof WEEKDAY_NAMES)[number];
  timeZone: string;
  /** `Monday 2026-11-23 at 09:00 (Africa/Nairobi time)` */
  text: string;
}

export type RtgsWindowStatus =
  { open: true; closesAt: WindowMoment } | { open: false; nextOpen: WindowMoment };

export type RtgsWindowSettingsError = AppError<'invalid-rtgs-settings'>;

export interface ClockTime {
  hour: number;
  minute: number;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `"14:30"` → 14:30; `"24:00"` only where `endOfDay` allows it (a cut-off at midnight). */
export function parseClockTime(value: unknown, endOfDay = false): ClockTime | null {
  if (typeof value !== 'string') return null;
  if (endOfDay && value === '24:00') return { hour: 24, minute: 0 };
  const match = CLOCK_TIME.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** A problem with one field of a country's calendar; `field` is its path inside the calendar. */
export interface CalendarProblem {
  field: 'opensAt' | 'cutOff' | `holidays[${number}].date`;
  message: string;
}

/** Far above any country's public holidays over several years, so a list stays readable. */
export const MAX_HOLIDAYS_PER_COUNTRY = 200;

/**
 * Every problem of one country's calendar that the window depends on (times, dates), in the
 * admin's words. The settings schema and `rtgsWindow` share it, so a bad setting is named the same
 * way wherever it shows up; the schema adds the rules for the holidays' names.
 */
export function calendarProblems(country: CountryCode, calendar: unknown): CalendarProblem[] {
  const name = COUNTRIES[country].name;
  const value = (calendar ?? {}) as Partial<Record<keyof CountryCalendar, unknown>>;
  const problems: CalendarProblem[] = [];
  const opens = parseClockTime(value.opensAt);
  const cut = parseClockTime(value.cutOff, true);
  if (!opens) {
    problems.push({
      field: 'opensAt',
      message: text('calendar.country.opensFormat', { name }),
    });
  }
  if (!cut) {
    problems.push({
      field: 'cutOff',
      message: text('calendar.country.cutOffFormat', { name }),
    });
  } else if (opens && cut.hour * 60 + cut.minute <= opens.hour * 60 + opens.minute) {
    problems.push({
      field: 'cutOff',
      message: text('calendar.country.cutOffAfter', {
        name,
        cutOff: String(value.cutOff),
        opensAt: String(value.opensAt),
      }),
    });
  }
  const holidays: unknown = value.holidays;
  if (!Array.isArray(holidays)) {
    problems.push({
      field: 'holidays[0].date',
      message: text('calendar.country.holidaysList', { name }),
    });
    return problems;
  }
  if (holidays.length > MAX_HOLIDAYS_PER_COUNTRY) {
    problems.push({
      field: `holidays[${MAX_HOLIDAYS_PER_COUNTRY}].date`,
      message: text('calendar.country.tooManyHolidays', { name, max: MAX_HOLIDAYS_PER_COUNTRY }),
    });
  }
  const seen = new Map<string, number>();
  holidays.forEach((holiday: unknown, i) => {
    const entry = (holiday ?? {}) as Partial<Record<keyof Holiday, unknown>>;
    if (!isCalendarDate(entry.date)) {
      problems.push({
        field: `holidays[${i}].date`,
        message: text('calendar.country.holidayNoDate', {
          name,
          index: i + 1,
          said: String(entry.date),
        }),
      });
    } else if (seen.has(entry.date)) {
      problems.push({
        field: `holidays[${i}].date`,
        message: text('calendar.country.holidayTwice', {
          name,
          date: entry.date,
          first: seen.get(entry.date)! + 1,
          second: i + 1,
        }),
      });
    } else {
      seen.set(entry.date, i);
    }
  });
  return problems;
}

function moment(epochMs: number, timeZone: string): WindowMoment {
  const { date, hour, minute } = zonedParts(epochMs, timeZone);
  const localTime = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  // weekdayOf gives 0 to 6: the fallback is for the type only.
  const weekday = WEEKDAY_NAMES[weekdayOf(date)] ?? '';
  return {
    at: new Date(epochMs).toISOString(),
    epochMs,
    localDate: date,
    localTime,
    weekday,
    timeZone,
    text: zonedMomentText(epochMs, timeZone),
  };
}

/**
 * Whether the RTGS window to `countryCode` is open at `nowMs`; if it is not, when it next opens.
 * Pure: the clock and the country's calendar are arguments. A calendar that fails its check is
 * refused with the reason rather than guessed around.
 */
export function rtgsWindow(
  countryCode: CountryCode,
  nowMs: number,
  calendar: CountryCalendar = defaultCountryCalendar(),
): Result<RtgsWindowStatus, RtgsWindowSettingsError> {
  const problems = calendarProblems(countryCode, calendar);
  if (problems.length > 0) {
    return {
      ok: false,
      error: worded('invalid-rtgs-settings', 'calendar.wrongSettings', {
        problem: problems[0]!.message,
      }),
    };
  }
  const opens = parseClockTime(calendar.opensAt)!;
  const cut = parseClockTime(calendar.cutOff, true)!;
  const timeZone = COUNTRIES[countryCode].rtgsTimeZone;
  const holidaySet = new Set(calendar.holidays.map((holiday) => holiday.date));
  const isBusinessDay = (date: string) => {
    const weekday = weekdayOf(date);
    return weekday !== 0 && weekday !== 6 && !holidaySet.has(date);
  };
  const opensOn = (date: string) => zonedTimeToEpochMs(date, opens.hour, timeZone, opens.minute);

  const now = zonedParts(nowMs, timeZone);
  if (isBusinessDay(now.date)) {
    const opensAt = opensOn(now.date);
    const closesAt = zonedTimeToEpochMs(now.date, cut.hour, timeZone, cut.minute);
    if (nowMs >= opensAt && nowMs < closesAt) {
      return { ok: true, value: { open: true, closesAt: moment(closesAt, timeZone) } };
    }
    if (nowMs < opensAt) {
      return { ok: true, value: { open: false, nextOpen: moment(opensAt, timeZone) } };
    }
  }
  // Every holiday can push the window one more day, and a week always holds a weekday, so this
  // many days always reach a business day.
  const horizon = holidaySet.size + 7;
  let day = now.date;
  for (let i = 0; i < horizon; i += 1) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) {
      return { ok: true, value: { open: false, nextOpen: moment(opensOn(day), timeZone) } };
    }
  }
  throw new Error('Unreachable: no business day within the holiday horizon.');
}
