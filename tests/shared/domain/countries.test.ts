import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  CURRENCY_NAMES,
  currencyName,
  currencyText,
  inCurrencyText,
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
