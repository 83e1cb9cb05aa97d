import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  CURRENCY_NAMES,
  currencyName,
  currencyPlural,
  currencyText,
  inCurrencyText,
  unitsName,
} from '@shared/domain/countries';

describe('a currency as a person reads it', () => {
  it('names the currency before its code', () => {
    expect(currencyText('KES')).toBe('Kenyan shilling (KES)');
    expect(currencyText('USD')).toBe('US dollar (USD)');
    expect(inCurrencyText('RWF')).toBe('Rwandan francs (RWF)');
    for (const code of CURRENCY_CODES) {
      expect(currencyText(code)).toBe(`${CURRENCY_NAMES[code]} (${code})`);
      expect(currencyName(code)).toBe(CURRENCY_NAMES[code]);
    }
  });

  it('leaves text that is not one of the currencies as it is, with no name made up', () => {
    expect(currencyText('EUR')).toBe('EUR');
    expect(inCurrencyText('')).toBe('');
    expect(currencyName('kes')).toBe('kes');
  });
});

describe('a currency in the language of the sentence (D87)', () => {
  it('is named in the singular and the plural English always wrote', () => {
    expect(CURRENCY_CODES.map((code) => currencyPlural(code))).toEqual(
      CURRENCY_CODES.map((code) => `${CURRENCY_NAMES[code]}s`),
    );
    expect(unitsName('KES', true)).toBe('Kenyan shilling');
    expect(unitsName('KES', false, 'en')).toBe('Kenyan shillings');
  });

  it('takes the French plural of noun and adjective', () => {
    expect(CURRENCY_CODES.map((code) => currencyPlural(code, 'fr'))).toEqual([
      'shillings kényans',
      'shillings ougandais',
      'shillings tanzaniens',
      'francs rwandais',
      'dollars américains',
    ]);
    expect(unitsName('RWF', true, 'fr')).toBe('franc rwandais');
    expect(inCurrencyText('KES', 'fr')).toBe('shillings kényans (KES)');
    expect(currencyText('USD', 'fr')).toBe('dollar américain (USD)');
  });

  it('keeps the Swahili noun and makes its concord plural', () => {
    expect(CURRENCY_CODES.map((code) => currencyPlural(code, 'sw'))).toEqual([
      'Shilingi za Kenya',
      'Shilingi za Uganda',
      'Shilingi za Tanzania',
      'Faranga za Rwanda',
      'Dola za Marekani',
    ]);
    expect(unitsName('TZS', true, 'sw')).toBe('Shilingi ya Tanzania');
    expect(inCurrencyText('UGX', 'sw')).toBe('Shilingi za Uganda (UGX)');
  });

  it('leaves a code that is not ours as it is, in every language', () => {
    expect(currencyText('EUR', 'fr')).toBe('EUR');
    expect(inCurrencyText('EUR', 'sw')).toBe('EUR');
  });
});
