import { describe, expect, it } from 'vitest';
import { amountInFigures, amountInWords } from '@shared/domain/amount-words';

describe('amountInWords', () => {
  it('says whole units and cents, each from the text as an integer', () => {
    expect(amountInWords('1250.50', 'KES')).toBe(
      'One thousand two hundred fifty Kenyan shillings and fifty cents',
    );
    expect(amountInWords('1.01', 'USD')).toBe('One US dollar and one cent');
    expect(amountInWords('0.99', 'RWF')).toBe('Zero Rwandan francs and ninety-nine centimes');
    expect(amountInWords('250000.00', 'UGX')).toBe(
      'Two hundred fifty thousand Ugandan shillings only',
    );
    expect(amountInWords('1234.56', 'KES')).toBe(
      'One thousand two hundred thirty-four Kenyan shillings and fifty-six cents',
    );
  });

  it('stays exact beyond what a float holds', () => {
    // 90071992547409.93 as a float is 90071992547409.94: the words must follow the text.
    expect(amountInWords('90071992547409.93', 'TZS')).toBe(
      'Ninety trillion seventy-one billion nine hundred ninety-two million five hundred forty-seven ' +
        'thousand four hundred nine Tanzanian shillings and ninety-three cents',
    );
  });

  it('refuses text that is not an amount with two decimals', () => {
    expect(() => amountInWords('12.5', 'KES')).toThrow(/two decimals/);
    expect(() => amountInWords('-1.00', 'KES')).toThrow(/two decimals/);
  });
});

describe('one name for a currency, in figures and in words (D57)', () => {
  it('names the currency in figures as the words do: plural but for exactly one unit', () => {
    expect(amountInFigures('1234.56', 'KES')).toBe('1,234.56 Kenyan shillings (KES)');
    expect(amountInWords('1234.56', 'KES')).toContain(' Kenyan shillings ');
    expect(amountInFigures('1.00', 'USD')).toBe('1.00 US dollar (USD)');
    expect(amountInWords('1.00', 'USD')).toBe('One US dollar only');
    expect(amountInFigures('0.50', 'RWF')).toBe('0.50 Rwandan francs (RWF)');
    expect(amountInWords('0.50', 'RWF')).toBe('Zero Rwandan francs and fifty centimes');
  });
});
