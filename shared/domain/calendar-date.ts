import { text } from '../i18n/catalog';
/**
 * Calendar dates as the service writes them (`YYYY-MM-DD`, transfer.date) and the local date and
 * time of an instant in an IANA zone. Plain arithmetic and Intl only, so the renderer and the main
 * process agree on what "today in Nairobi" is without a date library.
 */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The weekdays' keys in the catalog (`dates.weekday.<key>`), Sunday first as `weekdayOf` counts. */
export const WEEKDAY_KEYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** The days' names, Sunday first, as `weekdayOf` counts them. */
export const WEEKDAY_NAMES: readonly string[] = WEEKDAY_KEYS.map((day) =>
  text(`dates.weekday.${day}`),
);

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real day of the Gregorian calendar, years 0001–9999: `2026-02-29` is not, `2028-02-29` is. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Days since 1970-01-01 of a valid calendar date (proleptic Gregorian, no time zone). */
function epochDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return Math.floor(utc.getTime() / 86_400_000);
}

function fromEpochDay(days: number): string {
  const utc = new Date(days * 86_400_000);
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** `addDays('2026-02-28', 1)` → `2026-03-01`. The input must be a calendar date. */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`"${date}" is not a YYYY-MM-DD calendar date.`);
  return fromEpochDay(epochDay(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`"${date}" is not a YYYY-MM-DD calendar date.`);
  return (((epochDay(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export interface ZonedParts {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

// Building a DateTimeFormat is far slower than using one; the zones in use are a handful.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock date and time of `epochMs` in `timeZone`. Throws RangeError for a zone name Intl
 * does not know (the zones come from the country table, not from input).
 */
export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = parts;
  return { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`, hour, minute, second };
}

/** Today's date in an IANA zone, from an epoch-ms clock: what transfer.date carries. */
export function dateInTimeZone(epochMs: number, timeZone: string): string {
  return zonedParts(epochMs, timeZone).date;
}

/** Offset of the zone from UTC at an instant, in ms (Nairobi: +3 h). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const { date, hour, minute, second } = zonedParts(epochMs, timeZone);
  const wall = epochDay(date) * 86_400_000 + ((hour * 60 + minute) * 60 + second) * 1000;
  return wall - Math.floor(epochMs / 1000) * 1000;
}

const HOUR_MS = 3_600_000;

/**
 * The wall-clock text (`YYYY-MM-DD HH:MM:SS`) of many instants in one zone, as a long list needs
 * it (a CSV of 100,000 rows, where asking Intl for each took half a second): the zone's offset is
 * asked once per hour of UTC and reused for the instants in that hour when it is the same at the
 * hour's start and end (a zone changes its offset at most once in an hour); in an hour where it
 * changes, each instant is asked exactly, as `zonedParts` does.
 */
export function zonedWallClock(timeZone: string): (epochMs: number) => string {
  const hours = new Map<number, number | null>();
  const text = (wallMs: number) => {
    const iso = new Date(wallMs).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  };
  return (epochMs) => {
    const hour = Math.floor(epochMs / HOUR_MS);
    let offset = hours.get(hour);
    if (offset === undefined) {
      const atStart = zoneOffsetMs(hour * HOUR_MS, timeZone);
      offset = atStart === zoneOffsetMs((hour + 1) * HOUR_MS, timeZone) ? atStart : null;
      // Rows come in time order, mostly: keep the map small over a long list.
      if (hours.size > 1_000) hours.clear();
      hours.set(hour, offset);
    }
    if (offset !== null) return text(Math.floor(epochMs / 1000) * 1000 + offset);
    const { date, hour: h, minute, second } = zonedParts(epochMs, timeZone);
    return `${date} ${pad(h)}:${pad(minute)}:${pad(second)}`;
  };
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` at `hour`:`minute`. Two passes
 * settle the offset when the zone changes it around that time; a wall time skipped by a clock
 * change resolves to the instant after the gap.
 */
export function zonedTimeToEpochMs(
  date: string,
  hour: number,
  timeZone: string,
  minute = 0,
): number {
  if (!isCalendarDate(date)) throw new RangeError(`"${date}" is not a YYYY-MM-DD calendar date.`);
  const wall = epochDay(date) * 86_400_000 + hour * 3_600_000 + minute * 60_000;
  const firstOffset = zoneOffsetMs(wall, timeZone);
  const guess = wall - firstOffset;
  const offsetThen = zoneOffsetMs(guess, timeZone);
  if (offsetThen === firstOffset) return guess;
  // The zone changed its offset between the two instants: the later offset is right if the wall
  // time exists under it; otherwise the wall time fell in the gap of a clock change.
  const corrected = wall - offsetThen;
  return zoneOffsetMs(corrected, timeZone) === offsetThen ? corrected : Math.max(guess, corrected);
}
