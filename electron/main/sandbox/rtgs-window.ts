/**
 * D6: RTGS runs on weekdays from 09:00 to 15:00 in the destination country's zone. The sandbox
 * reckons it itself (not with the client's code), so a client that gets a zone or a boundary
 * wrong disagrees with the sandbox and its tests fail. 09:00:00 is inside, 15:00:00 is outside.
 * Bank holidays are not modelled: the admin-kept holiday list is the client's business.
 */
export const WINDOW_OPENS_MINUTE = 9 * 60;
export const WINDOW_CLOSES_MINUTE = 15 * 60;

/** `auto` follows the clock; `open` and `closed` force it, for training. */
export type RtgsWindowMode = 'auto' | 'open' | 'closed';
export const RTGS_WINDOW_MODES: readonly RtgsWindowMode[] = ['auto', 'open', 'closed'];

interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  minuteOfDay: number;
  /** Minutes east of UTC at that instant. */
  offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function localTime(instant: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    minuteOfDay: hour * 60 + minute,
    offsetMinutes: Math.round((wall - wholeSecond) / 60_000),
  };
}

export function isWindowOpen(instant: number, timeZone: string): boolean {
  const t = localTime(instant, timeZone);
  return (
    t.weekday >= 1 &&
    t.weekday <= 5 &&
    t.minuteOfDay >= WINDOW_OPENS_MINUTE &&
    t.minuteOfDay < WINDOW_CLOSES_MINUTE
  );
}

/**
 * The next instant strictly after `instant` at which the window opens, as ISO-8601 with the
 * zone's own offset (`2026-11-30T09:00:00+03:00`): an instant a machine reads and a trainer can
 * read at a glance.
 */
export function nextWindowOpening(instant: number, timeZone: string): string {
  const today = localTime(instant, timeZone);
  for (let days = 0; days <= 8; days += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const wall = date.getTime() + WINDOW_OPENS_MINUTE * 60_000;
    // The offset at the opening itself, which differs from today's across a DST change.
    let opening = wall - today.offsetMinutes * 60_000;
    opening = wall - localTime(opening, timeZone).offsetMinutes * 60_000;
    if (opening > instant) return formatWithOffset(opening, timeZone);
  }
  throw new Error(`No RTGS window found within a week in ${timeZone}.`);
}

function formatWithOffset(instant: number, timeZone: string): string {
  const t = localTime(instant, timeZone);
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const sign = t.offsetMinutes < 0 ? '-' : '+';
  const hh = Math.floor(t.minuteOfDay / 60);
  const mm = t.minuteOfDay % 60;
  const ss = Math.floor((instant % 60_000) / 1000);
  const offset = `${sign}${pad(Math.trunc(t.offsetMinutes / 60))}:${pad(t.offsetMinutes % 60)}`;
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(hh)}:${pad(mm)}:${pad(ss)}${offset}`;
}
