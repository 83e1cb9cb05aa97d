import { DIGIT_GRAM, gramsOf } from './migrations/digit-grams';

/*
 * The receipt log's index of digits (D76), the reading side: a search word of five or more
 * digits is the phrase of its grams in `transfers_digits` (migrations/digit-grams.ts).
 */

/** Whether the index of digits serves a search word: digits only, five or more. */
export function isDigitsWord(word: string): boolean {
  return /^\d+$/.test(word) && word.length >= DIGIT_GRAM;
}

/** The full-text query of a digits word: the phrase of its grams. */
export function digitsPhrase(word: string): string {
  return `"${gramsOf(word).join(' ')}"`;
}
