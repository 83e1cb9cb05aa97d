import type { CountryCode } from './countries';
import { mobileSearchDigits } from './phone';

/*
 * The receipt log's search text read into words. Apart from transfer-log.ts, which the renderer's
 * first chunk imports for its constants, because reading a mobile number brings the numbering
 * plans of every country (libphonenumber-js's metadata), which sign-in does not need.
 */

/**
 * The words a search text is made of (D60). Digits typed in groups (`0712 345 678`, `+254 712 345
 * 678`) are one number, as a person reads a number out; a number that is a mobile number of these
 * countries, in any spelling, becomes the digits both stored spellings hold (`mobileSearchDigits`,
 * with the branch's country first). The schema checks each word's length on this same reading.
 */
export function searchWords(text: string, branchCountry: CountryCode | null = null): string[] {
  const tokens = text.split(/\s+/).filter((word) => word !== '');
  const words: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let end = i + 1;
    if (/^\+?\d+$/.test(tokens[i]!)) {
      while (end < tokens.length && /^\d+$/.test(tokens[end]!)) end += 1;
    }
    const word = tokens.slice(i, end).join('');
    words.push(mobileSearchDigits(word, branchCountry) ?? word);
    i = end;
  }
  return words;
}
