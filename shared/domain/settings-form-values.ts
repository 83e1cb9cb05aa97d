import { CURRENCY_CODES, IMT_CURRENCY_CODES, type CurrencyCode } from './countries';
import { amountToMinorUnits, groupedAmount, isAmountText, normaliseAmountInput } from './money';
import { REPEAT_WINDOW_DAYS } from './repeats';
import type { ScreeningSettings } from './screening';
import {
  DEFAULT_OFFLINE_DAILY,
  type AmountLimits,
  type BankIdentity,
  type ControlThresholds,
} from './settings';

/*
 * The settings sections as a form holds them and back: amounts grouped as the clerks type them
 * (`250,000.00`) and kept as two-decimal text (D9), numbers as text. The workstation's Settings
 * page and head office's console (D126, D129) edit the same sections with the same conversions,
 * and each checks what they make with the section's own schema.
 */

/** Every string of a value, trimmed. */
export function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmed) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) as T;
  }
  return value;
}

/** `"42"` → 42, `""` → null; anything else stays text, so the schema names it. */
export function wholeNumberOrText(text: string): number | string | null {
  const tidy = text.trim();
  if (tidy === '') return null;
  return /^\d{1,9}$/.test(tidy) ? Number(tidy) : tidy;
}

/** "0.88" as the number it is; anything else as typed, for the schema to name. */
export function decimalOrText(value: string): number | string {
  const tidy = value.trim();
  return /^\d(\.\d+)?$/.test(tidy) ? Number(tidy) : value;
}

type Amounts = Record<string, string>;

function mapAmounts<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, mapAmounts(inner, map)]),
  ) as T;
}

/** Typed amount text as two-decimal text, or as typed (trimmed) for the schema to name. */
function tidyAmount(text: string): string {
  const amount = normaliseAmountInput(text);
  return amount.ok ? amount.value : text.trim();
}

export interface LimitsForm {
  rtgs: Record<string, { min: string; max: string }>;
  imt: Record<string, { min: string; max: string }>;
  imtDailyPerDocument: Amounts;
  offlineImtDailyPerDocument: Amounts;
}

/**
 * D128: the totals a counter allows while head office is out of reach, as set, else the default
 * (never above the day's total, which the check asks of them).
 */
function offlineTotals(limits: AmountLimits): Amounts {
  const totals: Amounts = {};
  for (const currency of IMT_CURRENCY_CODES) {
    const set = limits.offlineImtDailyPerDocument?.[currency];
    const fallback = DEFAULT_OFFLINE_DAILY[currency];
    const daily = limits.imtDailyPerDocument[currency];
    if (set !== undefined) totals[currency] = set;
    else if (fallback !== undefined && isAmountText(daily))
      totals[currency] =
        amountToMinorUnits(fallback) <= amountToMinorUnits(daily) ? fallback : daily;
  }
  return totals;
}

export function limitsToForm(value: AmountLimits): LimitsForm {
  const copy = JSON.parse(JSON.stringify(value)) as LimitsForm;
  return mapAmounts({ ...copy, offlineImtDailyPerDocument: offlineTotals(value) }, groupedAmount);
}

export function limitsFromForm(form: LimitsForm): unknown {
  return mapAmounts(form, tidyAmount);
}

export interface ControlsForm {
  approvalAbove: { rtgs: Amounts; imt: Amounts };
  reportableFrom: Amounts;
  customerDetailsAbove: Amounts;
  repeatWindowDays: string;
}

/** Every currency gets a field; an unset threshold is an empty one. */
function toFields(codes: readonly CurrencyCode[], set: Partial<Record<CurrencyCode, string>>) {
  return Object.fromEntries(
    codes.map((code) => [code, set[code] === undefined ? '' : groupedAmount(set[code])]),
  );
}

/** An empty field is no threshold; typed amounts are kept as two-decimal text. */
function fromFields(fields: Amounts | undefined): Amounts {
  const kept: Amounts = {};
  for (const [code, text] of Object.entries(fields ?? {})) {
    if (text.trim() === '') continue;
    kept[code] = tidyAmount(text);
  }
  return kept;
}

export function controlsToForm(value: ControlThresholds): ControlsForm {
  return {
    approvalAbove: {
      rtgs: toFields(CURRENCY_CODES, value.approvalAbove.rtgs),
      imt: toFields(IMT_CURRENCY_CODES, value.approvalAbove.imt),
    },
    reportableFrom: toFields(CURRENCY_CODES, value.reportableFrom),
    customerDetailsAbove: toFields(CURRENCY_CODES, value.customerDetailsAbove ?? {}),
    repeatWindowDays: String(value.repeatWindowDays ?? REPEAT_WINDOW_DAYS.default),
  };
}

export function controlsFromForm(form: Partial<ControlsForm>): unknown {
  return {
    approvalAbove: {
      rtgs: fromFields(form.approvalAbove?.rtgs),
      imt: fromFields(form.approvalAbove?.imt),
    },
    reportableFrom: fromFields(form.reportableFrom),
    customerDetailsAbove: fromFields(form.customerDetailsAbove),
    repeatWindowDays: wholeNumberOrText(form.repeatWindowDays ?? ''),
  };
}

export interface ScreeningForm {
  threshold: string;
  maxListAgeDays: string;
  calendarDaysAhead: string;
}

export function screeningToForm(value: ScreeningSettings): ScreeningForm {
  return {
    threshold: value.threshold.toFixed(2),
    maxListAgeDays: String(value.maxListAgeDays),
    // Absent stays absent (empty), so a section saved without it is saved the same again.
    calendarDaysAhead: value.calendarDaysAhead === undefined ? '' : String(value.calendarDaysAhead),
  };
}

/** D129: the calendar's days ahead left empty (or a form without them) is none: today's year. */
export function screeningFromForm(form: Partial<ScreeningForm>): unknown {
  const ahead = wholeNumberOrText(form.calendarDaysAhead ?? '');
  return {
    threshold: decimalOrText(form.threshold ?? ''),
    maxListAgeDays: wholeNumberOrText(form.maxListAgeDays ?? ''),
    ...(ahead === null ? {} : { calendarDaysAhead: ahead }),
  };
}

export function bankIdentityToForm(value: BankIdentity): BankIdentity {
  return { ...value };
}

export function bankIdentityFromForm(form: Partial<BankIdentity>): unknown {
  return trimmed({ ...form });
}
