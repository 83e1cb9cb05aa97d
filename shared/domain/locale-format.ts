import type { Language } from '../i18n/registry';
import { AMOUNT_PATTERN, groupedAmount } from './money';
import { zoneLabel, zonedTimeText } from './zoned-time';

/*
 * Numbers, amounts and times as each language writes them (D85), through Intl and never through a
 * float: an amount's whole part is formatted as a BigInt for its grouping, and its two decimals are
 * put after the language's decimal sign as they stand in the text. English keeps the app's own
 * forms (`1,234.56`, `2026-11-24 11:00:05 EAT`), which its receipts have always printed. A zone's
 * code (`EAT`) and a currency's code are never translated.
 */

/** The locale each language formats with: French as in France, Swahili as in Kenya. */
export const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  fr: 'fr-FR',
  sw: 'sw-KE',
};

const grouping = new Map<Language, Intl.NumberFormat>();

function numberFormat(language: Language): Intl.NumberFormat {
  let format = grouping.get(language);
  if (!format) grouping.set(language, (format = new Intl.NumberFormat(LOCALES[language])));
  return format;
}

/** `1 234 567` in French: a whole number (BigInt) grouped as the language groups it. */
export function localeInteger(value: bigint, language: Language): string {
  return numberFormat(language).format(value);
}

/** The language's decimal sign: `,` in French, `.` in English and Swahili. */
export function decimalSign(language: Language): string {
  return numberFormat(language)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')!.value;
}

/**
 * `1 234 567,89` (French), `1,234,567.89` (English, Swahili): amount text (D9) as the language
 * writes it, its digits exactly those of the text. Anything that is not amount text comes back
 * unchanged.
 */
export function localeAmount(amount: string, language: Language): string {
  if (language === 'en' || !AMOUNT_PATTERN.test(amount)) return groupedAmount(amount);
  const [whole = '0', decimals = '00'] = amount.split('.');
  return `${localeInteger(BigInt(whole), language)}${decimalSign(language)}${decimals}`;
}

function instantOf(at: string | number): number {
  return typeof at === 'number' ? at : Date.parse(at);
}

/**
 * `24 novembre 2026 11:00:05 EAT`, `24 Novemba 2026 11:00:05 EAT`: an instant on `timeZone`'s
 * clock, the date in the language's words (Intl), the time on a 24-hour clock, and the zone's
 * code (D32). English keeps `2026-11-24 11:00:05 EAT`. Text that is not a time comes back as it is.
 */
export function localeTimeText(
  at: string | number,
  timeZone: string,
  language: Language,
  options: { seconds?: boolean } = {},
): string {
  const ms = instantOf(at);
  if (language === 'en' || Number.isNaN(ms)) return zonedTimeText(at, timeZone, options);
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone });
  const clock = new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    timeZone,
  });
  return `${date.format(ms)} ${clock.format(ms)} ${zoneLabel(ms, timeZone)}`;
}

/** `lundi 30 novembre 2026`: a day in the language's words, on `timeZone`'s calendar. */
export function localeDayText(at: string | number, timeZone: string, language: Language): string {
  const ms = instantOf(at);
  if (Number.isNaN(ms)) return String(at);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full', timeZone }).format(ms);
}
