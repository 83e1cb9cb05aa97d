import type * as english from '../en/money';
import type { SameShape } from '../messages';

/** An amount as a clerk types it: what is refused, and how to write it instead. */
export const money: SameShape<typeof english.money> = {
  /** What the messages show as accepted: "two decimals" is what is sent, not what is typed. */
  examples: 'par exemple 2,500 ou 2,500.50',
  commaRule:
    'utilisez un point pour les décimales, et des virgules uniquement entre les groupes de trois chiffres qui le précèdent, par exemple 1,234.50.',
  empty: ({ examples }) => `Saisissez le montant en chiffres, ${examples}.`,
  exponent: ({ examples }) =>
    `Saisissez le montant en chiffres simples, ${examples} (sans exposant).`,
  sign: ({ examples }) => `Saisissez le montant sans signe + ou -, ${examples}.`,
  notDigits: ({ examples }) =>
    `Saisissez le montant en chiffres (chiffres uniquement), ${examples}.`,
  misplacedComma: ({ amount, rule }) => `La virgule de ${amount} est mal placée : ${rule}`,
  separators: ({ examples }) =>
    `Écrivez le montant avec un point pour les décimales et des virgules uniquement entre les milliers, ${examples}.`,
  tooManyDecimals: 'Un montant comporte au plus deux décimales, par exemple 2,500.50.',
  pointWithoutDecimals: ({ examples }) =>
    `Ajoutez les décimales après le point, ou supprimez le point : ${examples}.`,
};
