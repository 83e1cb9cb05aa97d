import type { Database } from 'better-sqlite3';

/*
 * The receipt log's index of digits (D76), the writing side: every run of five or more digits in
 * a transfer's searchable text, as the run's overlapping five-digit grams, in a full-text table of
 * its own (`transfers_digits`, migration 016), kept by triggers that call the function below. Digit
 * trigrams are few (a thousand) and common, each in 3 to 40% of a million transfers, so a phrase
 * of them walked lists of hundreds of pages, each decrypted on the way (D70); most five-digit
 * grams are in a few hundred transfers, so at least one of a search's grams is rare.
 */

/** The SQL function the triggers of `transfers_digits` call: `remit_digit_grams(text, …)`. */
export const DIGIT_GRAMS_FUNCTION = 'remit_digit_grams';

/** The length of a gram, and so of the shortest search the index serves. */
export const DIGIT_GRAM = 5;

/** A token between two runs: a phrase cannot span it, so no match straddles two numbers. */
const RUN_GAP = 'x';

/** The grams of one run of digits, in order. */
export function gramsOf(run: string): string[] {
  const grams: string[] = [];
  for (let i = 0; i + DIGIT_GRAM <= run.length; i += 1) grams.push(run.slice(i, i + DIGIT_GRAM));
  return grams;
}

/**
 * The index's text for a transfer's searchable values: each run of five or more digits as its
 * grams, runs apart. A digits-only search matches a value exactly when it lies in one run, as
 * the trigram index matches it in one value: the two agree (a property test holds them to it).
 */
export function digitGrams(values: readonly unknown[]): string {
  const runs: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    for (const run of value.match(/\d{5,}/g) ?? []) runs.push(gramsOf(run).join(' '));
  }
  return runs.join(` ${RUN_GAP} `);
}

/** Registers the function on a connection whose writes may reach `transfers`. */
export function useDigitGrams(db: Database): void {
  db.function(DIGIT_GRAMS_FUNCTION, { varargs: true, deterministic: true }, (...values) =>
    digitGrams(values),
  );
}
