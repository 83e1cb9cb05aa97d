import type * as english from '../en/phones';
import type { SameShape } from '../messages';
import { countries } from './countries';
import { codesOf, countryIn, eitherOf, type CodeList } from '../lists';

/** The example number's two spellings, and the countries, go as values and codes (D87). */

/** Two spellings of one example number ("0712 … or +254 …"). */
const like = ({ national, e164 }: { national: string; e164: string }) => `${national} au ${e164}`;
const countryNamed = (code: string) => countryIn('sw', countries.name, code);
const countriesNamed = (list: CodeList) => eitherOf('sw', codesOf(list).map(countryNamed));

/** A mobile number checked against its country's numbering plan. */
export const phones: SameShape<typeof english.phones> = {
  format: ({ label, ...example }) =>
    `${label} lazima iwe tarakimu, na + mbele tu, bila nafasi, kwa mfano ${like(example)}.`,
  /** `names`: the countries it may be from; `country`: the one chosen (service or ISO codes). */
  otherCountry: {
    international: ({ label, names, country, ...example }) =>
      `${label} ni namba ya ${countriesNamed(names)}, si ya ${countryNamed(country)}. Weka namba ya simu ya ${countryNamed(country)} kama ${like(example)}, au badilisha nchi.`,
    national: ({ label, names, country, ...example }) =>
      `${label} inaonekana kuwa namba ya ${countriesNamed(names)}, si ya ${countryNamed(country)}. Weka namba ya simu ya ${countryNamed(country)} kama ${like(example)}, au badilisha nchi.`,
  },
  invalid: ({ label, country, ...example }) =>
    `${label} si namba sahihi ya simu ya ${countryNamed(country)}. Weka namba kama ${like(example)}.`,
  spelling: ({ label, national, e164 }) => `${label}: iandike kama ${national} au ${e164}.`,
};
