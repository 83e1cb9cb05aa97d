import type { Schema } from 'yup';
import { mixed, number, object, string } from 'yup';
import { isCalendarDate } from '../domain/calendar-date';
import {
  CALENDAR_DAYS_AHEAD,
  LIST_AGE_DAYS,
  LIST_FORMATS,
  SCREENING_THRESHOLD,
  type HoldDecisionRequest,
  type ListFormat,
  type ListImportRequest,
  type ScreeningSettings,
} from '../domain/screening';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { validateWithSchema, type InvalidInput } from './invalid-input';

const THRESHOLD_RANGE = () => text('settings.screening.thresholdRange', SCREENING_THRESHOLD);
const AGE_RANGE = () => text('settings.screening.ageRange', LIST_AGE_DAYS);
const AHEAD_RANGE = () => text('settings.screening.calendarAheadRange', CALENDAR_DAYS_AHEAD);

/** D78: the match score a transfer is held from, and how old a list may be. */
export const screeningSettingsSchema = object({
  threshold: number()
    .strict()
    .typeError(THRESHOLD_RANGE)
    .required(THRESHOLD_RANGE)
    .min(SCREENING_THRESHOLD.min, THRESHOLD_RANGE)
    .max(SCREENING_THRESHOLD.max, THRESHOLD_RANGE)
    .test('two-decimals', THRESHOLD_RANGE, (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9),
  maxListAgeDays: number()
    .strict()
    .typeError(AGE_RANGE)
    .required(AGE_RANGE)
    .integer(AGE_RANGE)
    .min(LIST_AGE_DAYS.min, AGE_RANGE)
    .max(LIST_AGE_DAYS.max, AGE_RANGE),
  // D129: optional, a row saved before it was a setting has none (today's year only, D126).
  calendarDaysAhead: number()
    .strict()
    .typeError(AHEAD_RANGE)
    .optional()
    .integer(AHEAD_RANGE)
    .min(CALENDAR_DAYS_AHEAD.min, AHEAD_RANGE)
    .max(CALENDAR_DAYS_AHEAD.max, AHEAD_RANGE),
})
  .strict()
  .noUnknown(() => text('settings.screening.only')) as Schema<ScreeningSettings>;

/** A compliance officer's release or refusal: the transfer's reference and why. */
export const holdDecisionSchema = object({
  reference: string()
    .strict()
    .required(() => text('screening.decision.reference'))
    .matches(/^\d{12}$/, () => text('screening.decision.reference')),
  reason: string()
    .strict()
    .required(() => text('screening.decision.reasonRequired'))
    .trim(() => text('screening.decision.reasonRequired'))
    .min(10, () => text('screening.decision.reasonShort', { min: 10 }))
    .max(500, () => text('screening.decision.reasonLong', { max: 500 })),
  // D159: the screenings the officer was shown; absent, the first only.
  screeningsShown: number()
    .strict()
    .optional()
    .typeError(() => text('screening.decision.screeningsShown'))
    .integer(() => text('screening.decision.screeningsShown'))
    .min(1, () => text('screening.decision.screeningsShown'))
    .max(1000, () => text('screening.decision.screeningsShown')),
})
  .strict()
  .noUnknown(() => text('screening.decision.only'));

/** An admin's import: the file's format and, for a file that carries none, the list's date. */
export const listImportSchema = object({
  format: mixed<ListFormat>()
    .required(() => text('screening.import.format'))
    .oneOf([...LIST_FORMATS], () => text('screening.import.format')),
  publishedOn: string()
    .strict()
    .nullable()
    .defined(() => text('screening.import.dateForm'))
    .matches(/^\d{4}-\d{2}-\d{2}$/, () => text('screening.import.dateForm'))
    // A day of the calendar (D153): 2026-02-30 would never make the list too old (D78).
    .test(
      'calendar-day',
      () => text('screening.import.dateForm'),
      (value) => value === null || value === undefined || isCalendarDate(value),
    ),
})
  .strict()
  .noUnknown(() => text('screening.import.only'));

export function validateHoldDecision(input: unknown): Result<HoldDecisionRequest, InvalidInput> {
  return validateWithSchema(holdDecisionSchema as Schema<HoldDecisionRequest>, input);
}

export function validateListImport(input: unknown): Result<ListImportRequest, InvalidInput> {
  return validateWithSchema(listImportSchema as Schema<ListImportRequest>, input);
}
