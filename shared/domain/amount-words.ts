import { ToWords } from 'to-words/en-US';
import { MINOR_UNIT_NAMES, type CurrencyCode, unitsName } from './countries';
import { amountToMinorUnits, groupedAmount } from './money';

/*
 * The amount in words, as a receipt writes it: "One thousand two hundred fifty Kenyan shillings
 * and fifty cents". The whole units and the minor units are read from the amount text as integers
 * (BigInt) and each converted on its own, never through a float, so the words say exactly what the
 * figures say. `to-words` does the counting. Its own currency mode (`currency: true` with
 * `currencyOptions`) is not used: it reads even a string amount through a JavaScript number
 * (12345678901234567.89 comes back as "… Five Hundred Sixty Eight"), and says "One Kenyan
 * shillings" unless told each singular. The currency is named as everywhere else, singular for one
 * unit and plural otherwise, in the same letters (D57): the sentence is in sentence case, so
 * "Kenyan shillings" in words is "Kenyan shillings" in figures too.
 */

// The English locale alone (to-words/en-US): the package's root brings every locale it has, over
// a megabyte in the renderer's first chunk.
const words = new ToWords();

const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const ONES = 'one|two|three|four|five|six|seven|eight|nine';
const COMPOUND = new RegExp(`\\b(${TENS}) (${ONES})\\b`, 'g');

/** `fifty six` as English writes it: lower case, `fifty-six`. */
function counted(units: bigint): string {
  return words.convert(units).toLowerCase().replace(COMPOUND, '$1-$2');
}

/** Throws AmountTextError for anything but canonical two-decimal amount text. */
export function amountInWords(amount: string, currency: CurrencyCode): string {
  const minorUnits = amountToMinorUnits(amount);
  const whole = minorUnits / 100n;
  const cents = minorUnits % 100n;
  const major = `${counted(whole)} ${unitsName(currency, whole === 1n)}`;
  const minorName = `${MINOR_UNIT_NAMES[currency]}${cents === 1n ? '' : 's'}`;
  const sentence = cents === 0n ? `${major} only` : `${major} and ${counted(cents)} ${minorName}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * `1,234.56 Kenyan shillings (KES)`: an amount in figures with its currency's name, as the printed
 * receipt writes it; singular only for exactly one unit. Throws AmountTextError like
 * amountInWords.
 */
export function amountInFigures(amount: string, currency: CurrencyCode): string {
  const oneUnit = amountToMinorUnits(amount) === 100n;
  return `${groupedAmount(amount)} ${unitsName(currency, oneUnit)} (${currency})`;
}
