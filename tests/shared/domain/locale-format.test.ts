import { describe, expect, it } from 'vitest';
import {
  decimalSign,
  localeAmount,
  localeDayText,
  localeTimeText,
} from '@shared/domain/locale-format';

describe('an amount in the language’s figures (D85)', () => {
  it('groups the whole part as the language does and keeps the text’s decimals', () => {
    expect(localeAmount('1234567.89', 'fr')).toBe('1\u202f234\u202f567,89');
    expect(localeAmount('1234567.89', 'sw')).toBe('1,234,567.89');
    expect(localeAmount('1234567.89', 'en')).toBe('1,234,567.89');
    expect(localeAmount('0.05', 'fr')).toBe('0,05');
    expect(decimalSign('fr')).toBe(',');
  });

  it('never goes through a float', () => {
    // 90071992547409.93 as a float is 90071992547409.94.
    expect(localeAmount('90071992547409.93', 'fr')).toBe(
      '90\u202f071\u202f992\u202f547\u202f409,93',
    );
    expect(localeAmount('12345678901234567.01', 'sw')).toBe('12,345,678,901,234,567.01');
  });

  it('gives back what is not amount text unchanged', () => {
    expect(localeAmount('12.5', 'fr')).toBe('12.5');
  });
});

describe('a time in the language’s words, on the branch’s clock', () => {
  const at = '2026-11-24T08:00:05.000Z';

  it('writes the date in words, a 24-hour clock and the zone’s code', () => {
    expect(localeTimeText(at, 'Africa/Kigali', 'fr', { seconds: true })).toBe(
      '24 novembre 2026 10:00:05 CAT',
    );
    expect(localeTimeText(at, 'Africa/Nairobi', 'sw')).toBe('24 Novemba 2026 11:00 EAT');
    expect(localeTimeText(at, 'Africa/Nairobi', 'en', { seconds: true })).toBe(
      '2026-11-24 11:00:05 EAT',
    );
  });

  it('names a day in the language', () => {
    expect(localeDayText(at, 'Africa/Kigali', 'fr')).toBe('mardi 24 novembre 2026');
    expect(localeDayText(at, 'Africa/Nairobi', 'sw')).toBe('Jumanne, 24 Novemba 2026');
  });
});
