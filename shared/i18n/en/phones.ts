import { countries } from './countries';
import { codesOf, countryIn, type CodeList } from '../lists';

/** The example number's two spellings, and the countries, go as values and codes (D87). */
type Like = { label: string; national: string; e164: string };

/** Two spellings of one example number ("0712 … or +254 …"). */
const like = ({ national, e164 }: { national: string; e164: string }) => `${national} or ${e164}`;
const countryNamed = (code: string) => countryIn('en', countries.name, code);
// English has always said every country with "or": "a Kenya or Uganda or Tanzania number".
const countriesNamed = (list: CodeList) => codesOf(list).map(countryNamed).join(' or ');

/** A mobile number checked against its country's numbering plan. */
export const phones = {
  format: ({ label, ...example }: Like) =>
    `${label} must be digits, with + only in front and no spaces, for example ${like(example)}.`,
  /** `names`: the countries it may be from; `country`: the one chosen (service or ISO codes). */
  otherCountry: {
    international: ({
      label,
      names,
      country,
      ...example
    }: Like & { names: CodeList; country: string }) =>
      `${label} is a ${countriesNamed(names)} number, not a ${countryNamed(country)} one. Enter a ${countryNamed(country)} mobile number like ${like(example)}, or change the country.`,
    national: ({
      label,
      names,
      country,
      ...example
    }: Like & { names: CodeList; country: string }) =>
      `${label} looks like a ${countriesNamed(names)} number, not a ${countryNamed(country)} one. Enter a ${countryNamed(country)} mobile number like ${like(example)}, or change the country.`,
  },
  invalid: ({ label, country, ...example }: Like & { country: string }) =>
    `${label} is not a valid ${countryNamed(country)} mobile number. Enter one like ${like(example)}.`,
  spelling: ({ label, national, e164 }: { label: string; national: string; e164: string }) =>
    `${label}: write it as ${national} or ${e164}.`,
} as const;
