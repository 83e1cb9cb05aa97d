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

/**
 * D6: the RTGS window is weekdays 09:00–15:00 in the destination country's zone, except the bank
 * holidays an admin lists; an admin may move the hours. A send outside the window is still sent
 * (the service queues it); this module only tells the clerk, before confirming, when it will go.
 */
export const DEFAULT_OPEN_HOUR = 9;
export const DEFAULT_CLOSE_HOUR = 15;

export interface RtgsWindowSettings {
  /** Whole hour the window opens, 0–23 (default 9). */
  openHour?: number;
  /** Whole hour the window closes, 1–24, after openHour (default 15). 15 means open until 14:59:59. */
  closeHour?: number;
  /** Bank holidays as YYYY-MM-DD dates in the destination country's zone. */
  holidays?: readonly string[];
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

function isWholeHour(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Checks an admin's window settings; the settings form and `rtgsWindow` share it, so a bad setting
 * is named the same way wherever it shows up.
 */
export function checkRtgsWindowSettings(
  settings: RtgsWindowSettings = {},
): Result<Required<RtgsWindowSettings>, RtgsWindowSettingsError> {
  const problem = (message: string) =>
    ({ ok: false, error: { code: 'invalid-rtgs-settings', message } }) as const;
  const openHour = settings.openHour ?? DEFAULT_OPEN_HOUR;
  const closeHour = settings.closeHour ?? DEFAULT_CLOSE_HOUR;
  if (!isWholeHour(openHour, 0, 23)) {
    return problem(
      `RTGS opening hour in settings (${String(openHour)}) must be a whole hour from 0 to 23. Ask an admin to correct it.`,
    );
  }
  if (!isWholeHour(closeHour, 1, 24) || closeHour <= openHour) {
    return problem(
      `RTGS closing hour in settings (${String(closeHour)}) must be a whole hour after the opening hour (${openHour}), at most 24. Ask an admin to correct it.`,
    );
  }
  const holidays = settings.holidays ?? [];
  if (!Array.isArray(holidays)) {
    return problem(
      'Bank holidays in settings must be a list of dates. Ask an admin to correct it.',
    );
  }
  const bad = holidays.find((day) => !isCalendarDate(day));
  if (bad !== undefined) {
    return problem(
      `Bank holiday "${String(bad)}" in settings is not a real date written YYYY-MM-DD. Ask an admin to correct it.`,
    );
  }
  return { ok: true, value: { openHour, closeHour, holidays } };
}

function moment(epochMs: number, timeZone: string): WindowMoment {
  const { date, hour, minute } = zonedParts(epochMs, timeZone);
  const localTime = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const weekday = WEEKDAY_NAMES[weekdayOf(date)] ?? 'Sunday';
  return {
    at: new Date(epochMs).toISOString(),
    epochMs,
    localDate: date,
    localTime,
    weekday,
    timeZone,
    text: `${weekday} ${date} at ${localTime} (${timeZone} time)`,
  };
}

/**
 * Whether the RTGS window to `countryCode` is open at `nowMs`; if it is not, when it next opens.
 * Pure: the clock and the settings are arguments.
 */
export function rtgsWindow(
  countryCode: CountryCode,
  nowMs: number,
  settings: RtgsWindowSettings = {},
): Result<RtgsWindowStatus, RtgsWindowSettingsError> {
  const checked = checkRtgsWindowSettings(settings);
  if (!checked.ok) return checked;
  const { openHour, closeHour, holidays } = checked.value;
  const timeZone = COUNTRIES[countryCode].rtgsTimeZone;
  const holidaySet = new Set(holidays);
  const isBusinessDay = (date: string) => {
    const weekday = weekdayOf(date);
    return weekday !== 0 && weekday !== 6 && !holidaySet.has(date);
  };

  const now = zonedParts(nowMs, timeZone);
  if (isBusinessDay(now.date)) {
    const opensAt = zonedTimeToEpochMs(now.date, openHour, timeZone);
    const closesAt = zonedTimeToEpochMs(now.date, closeHour, timeZone);
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
      const opensAt = zonedTimeToEpochMs(day, openHour, timeZone);
      return { ok: true, value: { open: false, nextOpen: moment(opensAt, timeZone) } };
    }
  }
  throw new Error('Unreachable: no business day within the holiday horizon.');
}
