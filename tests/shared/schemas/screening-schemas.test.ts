import { describe, expect, it } from 'vitest';
import { validateSettingsSection } from '@shared/schemas/settings-schemas';
import { validateHoldDecision, validateListImport } from '@shared/schemas/screening-schemas';

describe('the screening settings (D78)', () => {
  it('keeps a match score of 0.70 to 1.00 in hundredths and a list age of 1 to 90 days', () => {
    expect(validateSettingsSection('screening', { threshold: 0.88, maxListAgeDays: 7 })).toEqual({
      ok: true,
      value: { threshold: 0.88, maxListAgeDays: 7 },
    });
    for (const threshold of [0.69, 1.01, 0.885, '0.9']) {
      const checked = validateSettingsSection('screening', { threshold, maxListAgeDays: 7 });
      expect(checked.ok, String(threshold)).toBe(false);
      expect(!checked.ok && checked.error.message).toMatch(
        /Match score must be a number from 0\.70 to 1\.00/,
      );
    }
    for (const maxListAgeDays of [0, 91, 2.5]) {
      const checked = validateSettingsSection('screening', { threshold: 0.88, maxListAgeDays });
      expect(!checked.ok && checked.error.message).toMatch(/whole number of days from 1 to 90/);
    }
    expect(
      validateSettingsSection('screening', { threshold: 0.88, maxListAgeDays: 7, x: 1 }).ok,
    ).toBe(false);
  });
});

describe('a compliance decision and a list import, as main receives them', () => {
  it('asks a held transfer’s reference and a reason that says what was checked', () => {
    expect(
      validateHoldDecision({ reference: '100282816139', reason: 'Passport seen, born 1990.' }).ok,
    ).toBe(true);
    const short = validateHoldDecision({ reference: '100282816139', reason: '  ok  ' });
    expect(!short.ok && short.error.message).toMatch(/at least 10 characters/);
    expect(
      validateHoldDecision({ reference: 'QDi.401', reason: 'Passport seen, born 1990.' }).ok,
    ).toBe(false);
    expect(
      validateHoldDecision({
        reference: '100282816139',
        reason: 'Passport seen, born 1990.',
        score: 1,
      }).ok,
    ).toBe(false);
  });

  it('asks which list the file is, and a date only as YYYY-MM-DD', () => {
    expect(validateListImport({ format: 'un-xml', publishedOn: null }).ok).toBe(true);
    expect(validateListImport({ format: 'bank-csv', publishedOn: '2026-11-20' }).ok).toBe(true);
    expect(validateListImport({ format: 'eu-xml', publishedOn: null }).ok).toBe(false);
    expect(validateListImport({ format: 'bank-csv', publishedOn: '20/11/2026' }).ok).toBe(false);
  });
});
