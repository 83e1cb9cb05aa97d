import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../shared/domain/amount-words';

describe('amountInWords', () => {
  it('says whole units and cents, each from the text as an integer', () => {
    expect(amountInWords('1250.50', 'KES')).toBe(
      'One Thousand Two Hundred Fifty Kenyan Shillings and Fifty Cents',
    );
    expect(amountInWords('1.01', 'USD')).toBe('One US Dollar and One Cent');
    expect(amountInWords('0.99', 'RWF')).toBe('Zero Rwandan Francs and Ninety Nine Centimes');
    expect(amountInWords('250000.00', 'UGX')).toBe(
      'Two Hundred Fifty Thousand Ugandan Shillings Only',
    );
  });

  it('stays exact beyond what a float holds', () => {
    // 90071992547409.93 as a float is 90071992547409.94: the words must follow the text.
    expect(amountInWords('90071992547409.93', 'TZS')).toBe(
      'Ninety Trillion Seventy One Billion Nine Hundred Ninety Two Million Five Hundred Forty Seven ' +
        'Thousand Four Hundred Nine Tanzanian Shillings and Ninety Three Cents',
    );
  });

  it('refuses text that is not an amount with two decimals', () => {
    expect(() => amountInWords('12.5', 'KES')).toThrow(/two decimals/);
    expect(() => amountInWords('-1.00', 'KES')).toThrow(/two decimals/);
  });
});
