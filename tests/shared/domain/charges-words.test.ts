import { describe, expect, it } from 'vitest';
import type { ChargesRecord } from '@shared/domain/charges';
import { chargesRateText } from '@shared/domain/charges-words';
import { textIn } from '@shared/i18n/catalog';

const UGX_IN_KES: ChargesRecord = {
  fee: '1500.00',
  feeCurrency: 'UGX',
  rate: '0.03450000',
  total: '5226.75',
  totalCurrency: 'KES',
  indicative: false,
};

describe('chargesRateText (D124)', () => {
  it('says the rate into the branch currency, and marks it where the bank converts', () => {
    expect(chargesRateText(UGX_IN_KES, 'en')).toBe('1 UGX = 0.03450000 KES');
    expect(chargesRateText({ ...UGX_IN_KES, indicative: true }, 'en')).toBe(
      '1 UGX = 0.03450000 KES (indicative: the bank converts at its own rate when it settles)',
    );
  });

  it('speaks the language asked for', () => {
    expect(chargesRateText({ ...UGX_IN_KES, indicative: true }, 'fr')).toBe(
      `${textIn('fr', 'charges.review.rateValue', { rate: '0.03450000', currency: 'UGX', branchCurrency: 'KES' })} ${textIn('fr', 'charges.review.indicative')}`,
    );
    expect(textIn('fr', 'charges.review.indicative')).not.toBe(
      textIn('en', 'charges.review.indicative'),
    );
  });

  it('says nothing for a transfer in the branch currency', () => {
    expect(chargesRateText({ ...UGX_IN_KES, feeCurrency: 'KES', rate: null }, 'en')).toBeNull();
  });
});
