import { ToWords } from 'to-words/en-US';
import type { CurrencyCode } from './countries';
import { amountToMinorUnits } from './money';

/*
 * The amount in words, as a receipt or a cheque writes it: "One Thousand Two Hundred Fifty Kenyan
 * Shillings and Fifty Cents". The whole units and the minor units are read from the amount text as
 * integers (BigInt) and each converted on its own, never through a float, so the words say exactly
 * what the figures say. `to-words` does the counting; its own currency mode is not used because it
 * takes a number, and it knows none of these currencies.
 */

interface CurrencyWords {
  one: string;
  many: string;
  minorOne: string;
  minorMany: string;
}

const CURRENCY_WORDS: Readonly<Record<CurrencyCode, CurrencyWords>> = {
  KES: { one: 'Kenyan Shilling', many: 'Kenyan Shillings', minorOne: 'Cent', minorMany: 'Cents' },
  UGX: { one: 'Ugandan Shilling', many: 'Ugandan Shillings', minorOne: 'Cent', minorMany: 'Cents' },
  TZS: {
    one: 'Tanzanian Shilling',
    many: 'Tanzanian Shillings',
    minorOne: 'Cent',
    minorMany: 'Cents',
  },
  RWF: {
    one: 'Rwandan Franc',
    many: 'Rwandan Francs',
    minorOne: 'Centime',
    minorMany: 'Centimes',
  },
  USD: { one: 'US Dollar', many: 'US Dollars', minorOne: 'Cent', minorMany: 'Cents' },
};

// The English locale alone (to-words/en-US): the package's root brings every locale it has, over
// a megabyte in the renderer's first chunk.
const words = new ToWords();

/** Throws AmountTextError for anything but canonical two-decimal amount text. */
export function amountInWords(amount: string, currency: CurrencyCode): string {
  const minorUnits = amountToMinorUnits(amount);
  const whole = minorUnits / 100n;
  const cents = minorUnits % 100n;
  const names = CURRENCY_WORDS[currency];
  const major = `${words.convert(whole)} ${whole === 1n ? names.one : names.many}`;
  if (cents === 0n) return `${major} Only`;
  return `${major} and ${words.convert(cents)} ${cents === 1n ? names.minorOne : names.minorMany}`;
}
