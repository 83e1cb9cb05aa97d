/*
 * A length of time inside a sentence, worded by the sentence's own language (D87): an answer
 * carries the milliseconds as a count, and each language's message words them with its own
 * units, so a French sign-in refusal never says "15 minutes" in English's words.
 */

/** A unit of time that a sentence counts in. */
export type TimeUnit = 'second' | 'minute' | 'hour';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `count` of `unit` as `locale`'s data names it, through Intl ("15 minutes", "15 secondes",
 * "dakika 15"): the plural and the word order are the locale's, not written by hand. Node's and
 * Chromium's ICU say the same in the three languages (checked when this was written).
 */
export function unitCount(locale: string, unit: TimeUnit, count: number): string {
  const name = `${locale}:${unit}`;
  let format = formats.get(name);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    formats.set(name, format);
  }
  return format.format(count);
}

/** A language's units, each a message of a count ("5 minutes", "dakika 5"). */
export interface DurationWords {
  seconds(values: { count: number }): string;
  minutes(values: { count: number }): string;
  hours(values: { count: number }): string;
}

/**
 * `ms` in whole minutes; in seconds below half a minute, since only a test's workstation counts
 * in seconds and a sentence must not say "1 minute" for them.
 */
export function minutesIn(words: DurationWords, ms: number): string {
  if (ms < 30_000) return words.seconds({ count: Math.max(1, Math.round(ms / 1_000)) });
  return words.minutes({ count: Math.max(1, Math.round(ms / 60_000)) });
}

/** Whole hours as hours ("12 hours"), anything else as `minutesIn` says it. */
export function durationIn(words: DurationWords, ms: number): string {
  const hours = ms / 3_600_000;
  return Number.isInteger(hours) && hours >= 1
    ? words.hours({ count: hours })
    : minutesIn(words, ms);
}
