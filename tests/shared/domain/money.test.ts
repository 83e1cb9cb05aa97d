import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wordRef } from '@shared/i18n/catalog';
import {
  AmountTextError,
  amountToMinorUnits,
  compareAmounts,
  isAmountText,
  minorUnitsToAmount,
  normaliseAmountInput,
} from '@shared/domain/money';

const minorUnits = fc.bigInt({ min: 0n, max: 10n ** 17n });

/** `1234567.50` → `1,234,567.50`, the way a clerk may type it. */
function withThousands(amount: string): string {
  const [whole = '', decimals = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${decimals}`;
}

describe('amount text (D9)', () => {
  it.each(['0.00', '0.50', '1.00', '1000.00', '692194625798.99'])('accepts %s', (text) => {
    expect(isAmountText(text)).toBe(true);
  });

  it.each([
    '00.50',
    '01000.00',
    '1000',
    '1000.0',
    '1000.000',
    '.50',
    '1000.',
    '-1.00',
    '+1.00',
    '1e3',
    ' 1.00',
    '1.00 ',
    '1,000.00',
    '١٠٠٠.٠٠',
    '',
  ])('refuses %j', (text) => {
    expect(isAmountText(text)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isAmountText(1000)).toBe(false);
    expect(isAmountText(null)).toBe(false);
  });

  it('converts to and from minor units exactly', () => {
    expect(amountToMinorUnits('1000.00')).toBe(100000n);
    expect(amountToMinorUnits('0.05')).toBe(5n);
    expect(minorUnitsToAmount(5n)).toBe('0.05');
    expect(minorUnitsToAmount(0n)).toBe('0.00');
    expect(minorUnitsToAmount(100050n)).toBe('1000.50');
    // 2^53 + 1 minor units: a float would lose the last cent.
    expect(amountToMinorUnits('90071992547409.93')).toBe(9007199254740993n);
  });

  it('refuses non-canonical text and negative minor units instead of guessing', () => {
    expect(() => amountToMinorUnits('1000')).toThrow(AmountTextError);
    expect(() => amountToMinorUnits('01.00')).toThrow(/two decimals/);
    expect(() => minorUnitsToAmount(-1n)).toThrow(RangeError);
  });

  it('round-trips every minor-unit value through canonical text', () => {
    fc.assert(
      fc.property(minorUnits, (minor) => {
        const text = minorUnitsToAmount(minor);
        expect(isAmountText(text)).toBe(true);
        expect(amountToMinorUnits(text)).toBe(minor);
      }),
    );
  });

  it('compares exactly, in agreement with BigInt', () => {
    expect(compareAmounts('600000.00', '500000.00')).toBe(1);
    expect(compareAmounts('9.99', '10.00')).toBe(-1); // not a text comparison
    expect(compareAmounts('0.10', '0.10')).toBe(0);
    fc.assert(
      fc.property(minorUnits, minorUnits, (a, b) => {
        const expected = a < b ? -1 : a > b ? 1 : 0;
        expect(compareAmounts(minorUnitsToAmount(a), minorUnitsToAmount(b))).toBe(expected);
      }),
    );
  });
});

describe('normalising what a clerk types', () => {
  it.each([
    ['1,000.5', '1000.50'],
    ['1000.5', '1000.50'],
    [' 1000 ', '1000.00'],
    ['1000', '1000.00'],
    ['1,000', '1000.00'],
    ['1,234,567.89', '1234567.89'],
    ['0.5', '0.50'],
    ['.5', '0.50'],
    ['007.50', '7.50'],
    ['0', '0.00'],
    ['1000.00', '1000.00'],
  ])('%j → %s', (typed, canonical) => {
    expect(normaliseAmountInput(typed)).toEqual({ ok: true, value: canonical });
  });

  it.each([
    ['1.000,50', /point for decimals/],
    ['1,50', /point for decimals/],
    ['1000,50', /point for decimals/],
    ['1,0000.00', /point for decimals/],
    ['1,000,00', /point for decimals/],
    ['1.0.0', /point for decimals/],
    ['12,34.5', /^The comma in 12,34\.5 is in the wrong place: use a point for decimals/],
    ['1.005', /at most two decimals/],
    ['1000.500', /at most two decimals/],
    ['-5', /sign/],
    ['+5.00', /sign/],
    ['1e3', /exponent/],
    ['1E3', /exponent/],
    ['1 000', /digits only/],
    ['KES 100', /digits only/],
    ['١٠٠٠', /digits only/],
    ['NaN', /digits only/],
    ['Infinity', /digits only/],
    ['', /Enter the amount/],
    ['   ', /Enter the amount/],
    ['.', /Enter the amount/],
    ['1000.', /Add the decimals/],
  ])('refuses %j with a message that says what to do', (typed, message) => {
    const result = normaliseAmountInput(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-amount');
      expect(result.error.message).toMatch(message);
      expect(result.error.message).toMatch(/for example/);
    }
  });

  it('carries each refusal as its catalog message, which words to the same sentence', () => {
    for (const typed of ['', '1e3', '-5', 'KES 100', '12,34.5', '1.0.0', '1.005', '1000.']) {
      const result = normaliseAmountInput(typed);
      if (result.ok) throw new Error(`${typed} was accepted`);
      expect(result.error.text?.key).toMatch(/^money\./);
      expect(wordRef(result.error.text!)).toBe(result.error.message);
    }
  });

  it('shows as accepted what is accepted: a whole amount or decimals, never "two decimals"', () => {
    for (const typed of ['', 'ten', 'KES 100', '1e3', '-5', '1.0.0', '1000.', '.']) {
      const result = normaliseAmountInput(typed);
      expect(result.ok, typed).toBe(false);
      if (!result.ok) {
        expect(result.error.message, typed).toContain('for example 2,500 or 2,500.50');
        expect(result.error.message, typed).not.toMatch(/two decimals/);
      }
    }
    // Both spellings the examples show are what a clerk may type.
    expect(normaliseAmountInput('2,500')).toEqual({ ok: true, value: '2500.00' });
    expect(normaliseAmountInput('2,500.50')).toEqual({ ok: true, value: '2500.50' });
  });

  it('gives canonical text back unchanged, and the same text for every way of typing it', () => {
    fc.assert(
      fc.property(
        minorUnits,
        fc.constantFrom('', ' ', '  ', '\t'),
        fc.constantFrom('', ' ', '\n'),
        (minor, before, after) => {
          const canonical = minorUnitsToAmount(minor);
          const spellings = [canonical, withThousands(canonical)];
          if (canonical.endsWith('0')) spellings.push(canonical.slice(0, -1));
          if (canonical.endsWith('.00')) spellings.push(canonical.slice(0, -3));
          for (const spelling of spellings) {
            expect(normaliseAmountInput(`${before}${spelling}${after}`)).toEqual({
              ok: true,
              value: canonical,
            });
          }
        },
      ),
    );
  });

  it('only ever returns canonical amount text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,-+eE '.split('')), maxLength: 16 }),
        (typed) => {
          const result = normaliseAmountInput(typed);
          if (result.ok) expect(isAmountText(result.value)).toBe(true);
        },
      ),
    );
  });

  it('refuses every amount typed with three or more decimals, even trailing zeros', () => {
    fc.assert(
      fc.property(minorUnits, fc.integer({ min: 1, max: 4 }), (minor, extra) => {
        expect(normaliseAmountInput(minorUnitsToAmount(minor) + '0'.repeat(extra)).ok).toBe(false);
      }),
    );
  });
});
