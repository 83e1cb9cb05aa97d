import { text, textIn, type Language } from '../i18n/catalog';
import { WEEKDAY_NAMES, weekdayOf, zoneOffsetMs, zonedParts } from './calendar-date';

/*
 * Every time Remit Desk shows or prints says where it is, so that no one reads a time in another
 * zone as their own (D32): the branch's zone
 * (D32), named as people at the branch say it ("EAT"), or by its offset from UTC where no short
 * name is settled. One formatter for the screens, the printed receipt and the end of day.
 */

/**
 * The short names of the zones of the countries served, at their standard offsets (no DST), and
 * the short name whose words (`dates.zone.*`) a sentence calls them by.
 */
type ZoneWords = 'EAT' | 'CAT' | 'WAT';
const ZONE_NAMES: Readonly<
  Record<string, { name: string; offsetHours: number; words: ZoneWords | null }>
> = {
  'Africa/Nairobi': { name: 'EAT', offsetHours: 3, words: 'EAT' },
  'Africa/Kampala': { name: 'EAT', offsetHours: 3, words: 'EAT' },
  'Africa/Dar_es_Salaam': { name: 'EAT', offsetHours: 3, words: 'EAT' },
  'Africa/Kigali': { name: 'CAT', offsetHours: 2, words: 'CAT' },
  'Africa/Juba': { name: 'CAT', offsetHours: 2, words: 'CAT' },
  'Africa/Lubumbashi': { name: 'CAT', offsetHours: 2, words: 'CAT' },
  'Africa/Kinshasa': { name: 'WAT', offsetHours: 1, words: 'WAT' },
  UTC: { name: 'UTC', offsetHours: 0, words: null },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `UTC+3`, `UTC-4:30`, `UTC`: the zone's offset at an instant. */
export function utcOffsetText(epochMs: number, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(epochMs, timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${pad(rest)}`}`;
}

/**
 * What a time's zone is called at an instant: `EAT` for the East African zones, `UTC+1` for one
 * with no settled short name (a workstation's own zone before the branch's country is set), and
 * the offset too whenever a named zone's offset is not its usual one.
 */
export function zoneLabel(epochMs: number, timeZone: string): string {
  const offset = utcOffsetText(epochMs, timeZone);
  const named = ZONE_NAMES[timeZone];
  if (!named) return offset;
  const usual = named.offsetHours === 0 ? 'UTC' : `UTC+${named.offsetHours}`;
  return offset === usual ? named.name : offset;
}

/**
 * `East Africa Time (EAT)`: a zone as a sentence on a screen names it, never by its IANA name
 * (`Africa/Nairobi`); its offset (`UTC+1`) where it has no settled name, or is off its usual one.
 */
export function zoneText(epochMs: number, timeZone: string, language: Language = 'en'): string {
  const label = zoneLabel(epochMs, timeZone);
  const named = ZONE_NAMES[timeZone];
  return named?.words && label === named.name
    ? `${textIn(language, `dates.zone.${named.words}`)} (${label})`
    : label;
}

function instantOf(at: string | number): number {
  return typeof at === 'number' ? at : Date.parse(at);
}

/**
 * `2026-11-24 14:05 EAT` (with `:07` seconds when asked): an instant as the branch's clock shows
 * it. Text that is not a time comes back as it is.
 */
export function zonedTimeText(
  at: string | number,
  timeZone: string,
  options: { seconds?: boolean; date?: boolean } = {},
): string {
  const ms = instantOf(at);
  if (Number.isNaN(ms)) return String(at);
  const { date, hour, minute, second } = zonedParts(ms, timeZone);
  const clock = `${pad(hour)}:${pad(minute)}${options.seconds ? `:${pad(second)}` : ''}`;
  return `${options.date === false ? '' : `${date} `}${clock} ${zoneLabel(ms, timeZone)}`;
}

/** A moment to come in parts, on `timeZone`'s clock; null for text that is not a time. */
export function zonedMomentParts(
  at: string | number,
  timeZone: string,
): { weekday: string; date: string; time: string } | null {
  const ms = instantOf(at);
  if (Number.isNaN(ms)) return null;
  const { date } = zonedParts(ms, timeZone);
  return {
    weekday: WEEKDAY_NAMES[weekdayOf(date)] ?? '',
    date,
    time: zonedTimeText(ms, timeZone, { date: false }),
  };
}

/** `Monday 2026-11-30 at 09:00 EAT`: a moment to come, with its weekday. */
export function zonedMomentText(at: string | number, timeZone: string): string {
  const parts = zonedMomentParts(at, timeZone);
  return parts ? text('dates.moment', parts) : String(at);
}

/**
 * The workstation's own zone (the OS's, through Intl): what "a day" means until an admin names the
 * branch's country in the workstation section, whose zone the composition root uses then (D32).
 */
export function workstationTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
