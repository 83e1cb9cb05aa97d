import { describe, expect, it } from 'vitest';
import { DOCUMENTED_PURPOSE_CODES } from '@shared/api/payment-purpose';
import {
  DEFAULT_ACCOUNT_PATTERN,
  DEFAULT_TRANSFER_RULES,
  compileAccountPattern,
} from '@shared/schemas/transfer-rules';

describe('transfer rule data', () => {
  it('defaults to the documented purposes, no limits and no stricter account patterns', () => {
    expect(DEFAULT_TRANSFER_RULES).toEqual({
      purposeCodes: DOCUMENTED_PURPOSE_CODES,
      limits: { rtgs: {}, imt: {} },
      accountPatterns: {},
    });
    expect(DEFAULT_ACCOUNT_PATTERN.test('0011547896523')).toBe(true);
    expect(DEFAULT_ACCOUNT_PATTERN.test('00115')).toBe(false);
  });

  it('treats an empty pattern as none', () => {
    expect(compileAccountPattern('KE', undefined)).toEqual({ ok: true, value: null });
    expect(compileAccountPattern('KE', '  ')).toEqual({ ok: true, value: null });
  });

  it('anchors a pattern to the whole account number', () => {
    const result = compileAccountPattern('UG', '\\d{4}|X\\d{3}');
    if (!result.ok || !result.value) throw new Error('expected a pattern');
    expect(result.value.test('1234')).toBe(true);
    expect(result.value.test('X123')).toBe(true);
    expect(result.value.test('12345')).toBe(false);
    expect(result.value.test('AX123')).toBe(false);
  });

  it.each(['(', 'a)|(b', '[z-a]', '\\', '*'])(
    'returns a message naming the country for the bad pattern %j, never throws',
    (source) => {
      expect(compileAccountPattern('TZ', source)).toEqual({
        ok: false,
        error: {
          code: 'invalid-account-pattern',
          message:
            'The account number format your admin set for Tanzania is not a valid pattern. Ask an admin to correct it in Settings.',
          text: { key: 'transfer.accountPattern', values: { country: 'Tanzania' } },
        },
      });
    },
  );
});
