import type * as english from '../en/phones';
import type { SameShape } from '../messages';
import { countries } from './countries';
import { codesOf, countryIn, eitherOf, type CodeList } from '../lists';

/** The example number’s two spellings, and the countries, go as values and codes (D87). */

/** Two spellings of one example number ("0712 … or +254 …"). */
const like = ({ national, e164 }: { national: string; e164: string }) => `${national} ou ${e164}`;
const countryNamed = (code: string) => countryIn('fr', countries.name, code);
const countriesNamed = (list: CodeList) => eitherOf('fr', codesOf(list).map(countryNamed));

/** A mobile number checked against its country’s numbering plan. */
export const phones: SameShape<typeof english.phones> = {
  format: ({ label, ...example }) =>
    `${label} : uniquement des chiffres, avec + seulement au début et sans espaces, par exemple ${like(example)}.`,
  /** `names`: the countries it may be from; `country`: the one chosen (service or ISO codes). */
  otherCountry: {
    international: ({ label, names, country, ...example }) =>
      `${label} est un numéro d’un autre pays (${countriesNamed(names)}), pas de ce pays (${countryNamed(country)}). Saisissez un numéro de mobile de ce pays, comme ${like(example)}, ou changez de pays.`,
    national: ({ label, names, country, ...example }) =>
      `${label} ressemble à un numéro d’un autre pays (${countriesNamed(names)}), pas de ce pays (${countryNamed(country)}). Saisissez un numéro de mobile de ce pays, comme ${like(example)}, ou changez de pays.`,
  },
  invalid: ({ label, country, ...example }) =>
    `${label} n’est pas un numéro de mobile valide pour ce pays (${countryNamed(country)}). Saisissez-en un comme ${like(example)}.`,
  spelling: ({ label, national, e164 }) =>
    `${label} : écrivez-le sous la forme ${national} ou ${e164}.`,
};
