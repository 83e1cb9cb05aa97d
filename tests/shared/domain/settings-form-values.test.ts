import { describe, expect, test } from 'vitest';
import {
  controlsFromForm,
  controlsToForm,
  limitsFromForm,
  limitsToForm,
  screeningFromForm,
  screeningToForm,
} from '../../../shared/domain/settings-form-values';
import { DEFAULT_LIMITS, NO_CONTROL_THRESHOLDS } from '../../../shared/domain/settings';
import { validateSettingsSection } from '../../../shared/schemas/settings-schemas';

/*
 * D129: the sections as the workstation's Settings page and head office's console both edit them:
 * amounts grouped in the form and two-decimal text in the section, never floats, and a form left
 * as it was makes the section it came from.
 */
describe('settings form values', () => {
  test('the limits round-trip, amounts typed as clerks type them kept as text', () => {
    const form = limitsToForm(DEFAULT_LIMITS);
    expect(form.rtgs.KES!.max).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    form.rtgs.KES!.max = ' 75,000,000 ';
    const section = limitsFromForm(form) as typeof DEFAULT_LIMITS;
    expect(section.rtgs.KES.max).toBe('75000000.00');
    expect(validateSettingsSection('limits', section).ok).toBe(true);
  });

  test('an empty threshold is none; a bad one stays as typed for the schema to name', () => {
    const form = controlsToForm(NO_CONTROL_THRESHOLDS);
    expect(form.reportableFrom.KES).toBe('');
    expect(form.repeatWindowDays).toBe('1');
    form.reportableFrom.KES = '1,000,000';
    form.approvalAbove.rtgs.UGX = 'lots';
    const section = controlsFromForm(form) as { reportableFrom: object; approvalAbove: object };
    expect(section.reportableFrom).toEqual({ KES: '1000000.00' });
    const checked = validateSettingsSection('controls', section);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.fields[0]?.path).toBe('approvalAbove.rtgs.UGX');
  });

  test('the screening reads its numbers, and leaves text that is not one for the schema', () => {
    expect(screeningToForm({ threshold: 0.9, maxListAgeDays: 7 })).toEqual({
      threshold: '0.90',
      maxListAgeDays: '7',
      calendarDaysAhead: '',
    });
    // D129: the calendar's days ahead, absent until set, and kept when set.
    expect(
      screeningFromForm({ threshold: '0.90', maxListAgeDays: '7', calendarDaysAhead: '30' }),
    ).toEqual({ threshold: 0.9, maxListAgeDays: 7, calendarDaysAhead: 30 });
    expect(screeningFromForm({ threshold: '0.85', maxListAgeDays: '30' })).toEqual({
      threshold: 0.85,
      maxListAgeDays: 30,
    });
    expect(screeningFromForm({ threshold: 'high', maxListAgeDays: '' })).toEqual({
      threshold: 'high',
      maxListAgeDays: null,
    });
  });
});
