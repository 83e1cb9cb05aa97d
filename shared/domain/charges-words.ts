import { textIn, type Language } from '../i18n/catalog';
import type { ChargesRecord } from './charges';

/**
 * D124: the rate a transfer was priced at, as its receipts say it on paper and on screen
 * ("1 UGX = 0.03450000 KES"), marked where the bank converts at settlement; null for a transfer
 * in the branch's own currency.
 */
export function chargesRateText(charges: ChargesRecord, language: Language): string | null {
  if (charges.rate === null) return null;
  const value = textIn(language, 'charges.review.rateValue', {
    rate: charges.rate,
    currency: charges.feeCurrency,
    branchCurrency: charges.totalCurrency,
  });
  return charges.indicative ? `${value} ${textIn(language, 'charges.review.indicative')}` : value;
}
