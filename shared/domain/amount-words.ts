import { toCardinal as englishCardinal } from 'n2words/en-US';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { toCardinal as swahiliCardinal } from 'n2words/sw-KE';
import { textIn, type Language } from '../i18n/catalog';
import type { CurrencyCode } from './countries';
import { localeAmount } from './locale-format';
import { amountToMinorUnits } from './money';

/*
 * The amount in words, as a receipt writes it, in the customer's language (D57, D85): "One
 * thousand two hundred fifty Kenyan shillings and fifty cents", "Mille deux cent cinquante
 * shillings kényans et cinquante cents", "Shilingi za Kenya elfu moja mia mbili hamsini na senti
 * hamsini". The whole units and the hundredths are read from the amount text as integers (BigInt)
 * and each counted on its own by n2words, never through a float, so the words say exactly what
 * the figures say. The catalog's `amountWords` area puts each number in its language's sentence
 * with the currency's name (gender, plural, word order are the language's own, written there).
 */

/**
 * The currencies the amount in words can name: the service's (KES, UGX, TZS, RWF, USD) and the
 * national currencies of South Sudan and the DRC (SSP, CDF), which the service does not carry
 * today (docs/service-interface.md: both send USD) but which a customer's paper may name.
 */
export const WORDED_CURRENCIES = ['KES', 'UGX', 'TZS', 'RWF', 'USD', 'CDF', 'SSP'] as const;
export type WordedCurrency = (typeof WORDED_CURRENCIES)[number];

export function isWordedCurrency(value: unknown): value is WordedCurrency {
  return typeof value === 'string' && (WORDED_CURRENCIES as readonly string[]).includes(value);
}

/** Each language's counting: a whole number, as BigInt, in words, lower case. */
const CARDINAL: Readonly<Record<Language, (units: bigint) => string>> = {
  en: englishCardinal,
  fr: frenchCardinal,
  sw: swahiliCardinal,
};

/** A whole number in `language`'s words, as n2words writes it: "one thousand two hundred fifty". */
export function countedIn(language: Language, units: bigint): string {
  return CARDINAL[language](units);
}

/**
 * The amount in words in `language`; English unless told. Hundredths are said only when there are
 * some: an amount in a currency without minor units (RWF, UGX: ISO 4217 exponent 0) always ends
 * `.00` (D9, the schemas refuse others), so its words never name centimes or cents.
 * Throws AmountTextError for anything but canonical two-decimal amount text.
 */
export function amountInWords(
  amount: string,
  currency: CurrencyCode | WordedCurrency,
  language: Language = 'en',
): string {
  const minorUnits = amountToMinorUnits(amount);
  const whole = minorUnits / 100n;
  const cents = minorUnits % 100n;
  const major = textIn(language, `amountWords.major.${currency}`, {
    words: countedIn(language, whole),
    units: whole.toString(),
  });
  const sentence =
    cents === 0n
      ? textIn(language, 'amountWords.wholeOnly', { major })
      : textIn(language, 'amountWords.withMinor', {
          major,
          minor: textIn(language, `amountWords.minor.${currency}`, {
            words: countedIn(language, cents),
            units: cents.toString(),
          }),
        });
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * `1,234.56 Kenyan shillings (KES)`: an amount in figures with its currency's name, as the printed
 * receipt writes it; in English singular only for exactly one unit. In French and Swahili the figures take
 * the language's separators (`1 234,56 shillings kényans (KES)`, localeAmount) and its
 * grammar. The code is never translated. Throws AmountTextError like amountInWords.
 */
export function amountInFigures(
  amount: string,
  currency: CurrencyCode | WordedCurrency,
  language: Language = 'en',
): string {
  amountToMinorUnits(amount);
  const named = textIn(language, `amountWords.major.${currency}`, {
    words: localeAmount(amount, language),
    units: amount,
  });
  return `${named.charAt(0).toUpperCase()}${named.slice(1)} (${currency})`;
}
