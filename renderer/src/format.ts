import type { SplitMarkWindow } from '@shared/domain/control-marks';
import { COUNTRIES, isCountryCode } from '@shared/domain/countries';
import type { EnvironmentName } from '@shared/domain/environments';
import { ROLES } from '@shared/domain/roles';
import { localeAmount } from '@shared/domain/locale-format';
import { zonedTimeText, zoneText } from '@shared/domain/zoned-time';
import { branchTimeZone } from './branch-time';
import { i18n, t } from './i18n';

/*
 * Words and times as the screens show them. Dates are written YYYY-MM-DD HH:MM everywhere, the
 * way the receipt log and transfer.date write them, never in a locale's order that a customer
 * from another country could read the other way round.
 */

/**
 * A record of words by code, each read from the catalog when it is read, so a template that reads
 * one follows the operator's language.
 */
function wordedByCode<C extends string>(
  codes: readonly C[],
  word: (code: C) => string,
): Readonly<Record<C, string>> {
  const record = {} as Record<C, string>;
  for (const code of codes)
    Object.defineProperty(record, code, { get: () => word(code), enumerable: true });
  return record;
}

const ENVIRONMENTS: readonly EnvironmentName[] = ['sandbox', 'test', 'live'];

export const ROLE_LABELS = wordedByCode(ROLES, (role) => t(`formats.role.${role}`));

export const ENVIRONMENT_TEXT = wordedByCode(ENVIRONMENTS, (name) =>
  t(`formats.environment.text.${name}`),
);

// A sentence's words for an environment ("the bank’s test service"): main's messages use them too.
export { ENVIRONMENT_WORDS, environmentWordsFirst } from '@shared/domain/environments';

/** How the window title names the environment, first, so a shortened title still shows it (D5). */
export const ENVIRONMENT_TITLE = wordedByCode(ENVIRONMENTS, (name) =>
  t(`formats.environment.title.${name}`),
);

/** `LIVE · Bank connection – Remit Desk`: the window's title, environment first. */
export function windowTitle(
  pageTitle: string | undefined,
  environment: EnvironmentName | null,
): string {
  const page = pageTitle ? t('app.windowTitle', { page: pageTitle }) : t('app.name');
  return environment
    ? t('formats.environment.titled', { environment: ENVIRONMENT_TITLE[environment], page })
    : page;
}

/**
 * `2026-11-23 10:15 EAT`: in the branch's zone (D32) unless another is named, and always saying
 * which; the input if unreadable. Read in a template, it follows the zone the status brings.
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
export { windowOpeningText } from '@shared/domain/receipt-words';

/**
 * `12,345` in English, `12 345` in French and Swahili's own way: a count as the operator's
 * language writes it (Intl, D84). Never an amount: amounts keep the catalog's own format.
 */
export function countText(count: number): string {
  return new Intl.NumberFormat(i18n.global.locale.value).format(count);
}

/**
 * `1 234 567,89` in French, `1,234,567.89` in English: an amount (D9 text) shown in the
 * operator's language (D85's separators). Display only: an amount typed in a field stays in the
 * service's format, digits and a point (AmountField).
 */
export function amountText(amount: string): string {
  return localeAmount(amount, i18n.global.locale.value);
}

/** `just now`, `1 minute ago`, `3 hours ago`, `2 days ago`. */
export function ageText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 1) return t('formats.age.justNow');
  const whole = Math.floor(minutes);
  if (whole < 60) return t('formats.age.minutes', { count: whole });
  const hours = Math.floor(whole / 60);
  if (hours < 48) return t('formats.age.hours', { count: hours });
  return t('formats.age.days', { count: Math.floor(hours / 24) });
}

// Named as the printed receipt names them; the names live in shared/ beside the codes.
export { currencyText } from '@shared/domain/countries';

/** `Kenya (KE)`, or the code alone when it is not one of ours. */
export function countryText(code: string): string {
  return isCountryCode(code) ? t('formats.named', { name: COUNTRIES[code].name, code }) : code;
}

/**
 * D81: a split series' mark with the windows it was found in, as the CSV says it: `Split series
 * (24 hours, 7 days)`; a mark written before D81 says `branch day`.
 */
export function splitMarkText(windows: readonly SplitMarkWindow[]): string {
  if (windows.length === 0) return t('reports.marks.split');
  const named = windows.map((window) => t(`reports.marks.window.${window}`));
  return t('reports.marks.splitIn', { windows: named.join(', ') });
}
