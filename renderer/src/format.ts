import { COUNTRIES, isCountryCode } from '../../shared/domain/countries';
import type { EnvironmentName } from '../../shared/domain/environments';
import type { Role } from '../../shared/domain/roles';
import { zonedTimeText, zoneText } from '../../shared/domain/zoned-time';
import { branchTimeZone } from './branch-time';

/*
 * Words and times as the screens show them. Dates are written YYYY-MM-DD HH:MM everywhere, the
 * way the receipt log and transfer.date write them, never in a locale's order that a customer
 * from another country could read the other way round.
 */

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  clerk: 'Clerk',
  supervisor: 'Supervisor',
  admin: 'Admin',
};

export const ENVIRONMENT_TEXT: Readonly<Record<EnvironmentName, string>> = {
  sandbox: 'Training – sandbox bank, no real money',
  test: 'Test environment',
  live: 'LIVE – real money',
};

// A sentence's words for an environment ("the bank’s test service"): main's messages use them too.
export { ENVIRONMENT_WORDS, environmentWordsFirst } from '../../shared/domain/environments';

/** How the window title names the environment, first, so a shortened title still shows it (D5). */
export const ENVIRONMENT_TITLE: Readonly<Record<EnvironmentName, string>> = {
  sandbox: 'TRAINING',
  test: 'TEST',
  live: 'LIVE',
};

/** `LIVE · Bank connection – Remit Desk`: the window's title, environment first. */
export function windowTitle(
  pageTitle: string | undefined,
  environment: EnvironmentName | null,
): string {
  const page = pageTitle ? `${pageTitle} – Remit Desk` : 'Remit Desk';
  return environment ? `${ENVIRONMENT_TITLE[environment]} · ${page}` : page;
}

/**
 * `2026-11-23 10:15 EAT`: in the branch's zone (D32) unless another is named, and always saying
 * which (issue 10, item 12); the input if unreadable. Read in a template, it follows the zone the
 * status brings.
 */
export function dateTimeText(iso: string, timeZone: string = branchTimeZone()): string {
  return zonedTimeText(iso, timeZone);
}

/** `East Africa Time (EAT)`: the zone a list's times are in, as a sentence says it. */
export function zoneWords(timeZone: string, at: number = Date.now()): string {
  return zoneText(at, timeZone);
}

/** `10:15 EAT`: the time alone, for a list of one day. */
export function timeText(iso: string, timeZone: string = branchTimeZone()): string {
  return zonedTimeText(iso, timeZone, { date: false });
}

// The receipt's words use it too, so it lives beside them in shared/.
export { windowOpeningText } from '../../shared/domain/receipt-words';

/** `just now`, `1 minute ago`, `3 hours ago`, `2 days ago`. */
export function ageText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  const whole = Math.floor(minutes);
  if (whole < 60) return whole === 1 ? '1 minute ago' : `${whole} minutes ago`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

// Named as the printed receipt names them; the names live in shared/ beside the codes.
export { currencyText } from '../../shared/domain/countries';

/** `Kenya (KE)`, or the code alone when it is not one of ours. */
export function countryText(code: string): string {
  return isCountryCode(code) ? `${COUNTRIES[code].name} (${code})` : code;
}
