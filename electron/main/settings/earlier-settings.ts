import { COUNTRY_CODES, CURRENCY_CODES, IMT_CURRENCY_CODES } from '@shared/domain/countries';
import { compareAmounts, isAmountText } from '@shared/domain/money';
import type { Holiday } from '@shared/domain/rtgs-window';
import {
  DEFAULT_LIMITS,
  type AmountLimits,
  type AmountRange,
  type SettingsSection,
} from '@shared/domain/settings';
import { text } from '@shared/i18n/catalog';

/*
 * D37: sections as an earlier version stored them, read in today's shape until an admin saves them
 * again. Nothing is rewritten behind the admin's back: the earlier rows stay as they were (they are
 * the record of what was set), the conversion is the same at every read, and the result is checked
 * like any stored value, so an earlier value that was wrong is named, never silently replaced.
 *
 *   - `workstation` was the number alone and `branchName` a row of its own: they become the
 *     workstation section, with no branch code and no country yet (for the admin to enter).
 *   - `maxAmounts` (one maximum per currency, for both products) becomes the RTGS maximums; a
 *     currency without one gets today's default. The mobile-wallet maximum is the lower of the
 *     earlier limit and today's wallet default, so no transfer the admin refused before is allowed
 *     now. Minimums and daily totals are today's defaults (never above the maximum).
 *   - `rtgsWindow` (whole hours and one holiday list for every country) becomes the same hours
 *     and the same holidays in each of the six countries, named "Bank holiday", since that is how
 *     they were applied; the admin then removes the ones a country does not keep.
 */

/** The name an earlier holiday (a date alone) is given. */
export const EARLIER_HOLIDAY_NAME = text('journal.earlierHolidayName');

type Read = (key: string) => { value: unknown } | undefined;

/** A section's own row that an earlier version wrote (the workstation number alone). */
export function isEarlierShape(section: SettingsSection, value: unknown): boolean {
  return section === 'workstation' && !isPlainObject(value);
}

/**
 * The section in today's shape from the earlier rows, or undefined when there is nothing earlier
 * to read. Called when the section's own row is missing or in its earlier shape.
 */
export function readEarlierSection(section: SettingsSection, read: Read): unknown {
  switch (section) {
    case 'workstation': {
      const number = read('workstation');
      const branchName = read('branchName');
      if (number === undefined && branchName === undefined) return undefined;
      return {
        number: number?.value ?? null,
        branchName: branchName === undefined ? '' : branchName.value,
        branchCode: '',
        countryCode: null,
      };
    }
    case 'limits': {
      const earlier = read('maxAmounts');
      return earlier === undefined ? undefined : limitsFromMaxAmounts(earlier.value);
    }
    case 'rtgsCalendar': {
      const earlier = read('rtgsWindow');
      return earlier === undefined ? undefined : calendarFromWindow(earlier.value);
    }
    default:
      return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lower(a: string, b: string): string {
  return compareAmounts(a, b) <= 0 ? a : b;
}

function range(defaults: AmountRange, max: unknown): { min: string; max: unknown } {
  // A max that is not amount text stays as it was, so the check names it.
  if (!isAmountText(max)) return { min: defaults.min, max };
  return { min: lower(defaults.min, max), max };
}

export function limitsFromMaxAmounts(maxAmounts: unknown): unknown {
  if (!isPlainObject(maxAmounts)) return { rtgs: maxAmounts, imt: {}, imtDailyPerDocument: {} };
  const earlier = (currency: string): unknown => maxAmounts[currency];
  const rtgs: Record<string, unknown> = {};
  for (const currency of CURRENCY_CODES) {
    const defaults = DEFAULT_LIMITS.rtgs[currency];
    rtgs[currency] = range(defaults, earlier(currency) ?? defaults.max);
  }
  const imt: Record<string, unknown> = {};
  const daily: Record<string, unknown> = {};
  for (const currency of IMT_CURRENCY_CODES) {
    const defaults = DEFAULT_LIMITS.imt[currency]!;
    const was = earlier(currency);
    const max = isAmountText(was) ? lower(was, defaults.max) : (was ?? defaults.max);
    imt[currency] = range(defaults, max);
    const dailyDefault = DEFAULT_LIMITS.imtDailyPerDocument[currency]!;
    daily[currency] = isAmountText(max) ? lower(dailyDefault, max) : dailyDefault;
    // A daily total below the minimum would refuse every transfer: no lower than the minimum.
    const min = (imt[currency] as { min: string }).min;
    if (compareAmounts(daily[currency] as string, min) < 0) daily[currency] = min;
  }
  // Unknown currencies stay, so the check names them instead of dropping an admin's value.
  for (const key of Object.keys(maxAmounts)) {
    if (!(CURRENCY_CODES as readonly string[]).includes(key)) rtgs[key] = maxAmounts[key];
  }
  return { rtgs, imt, imtDailyPerDocument: daily } satisfies Omit<
    Record<keyof AmountLimits, unknown>,
    'offlineImtDailyPerDocument'
  >;
}

function clockText(hour: unknown): unknown {
  if (typeof hour !== 'number' || !Number.isInteger(hour) || hour < 0 || hour > 24) return hour;
  return `${String(hour).padStart(2, '0')}:00`;
}

export function calendarFromWindow(window: unknown): unknown {
  if (!isPlainObject(window)) return window;
  const openHour = window['openHour'] ?? 9;
  const closeHour = window['closeHour'] ?? 15;
  const dates: unknown = window['holidays'] ?? [];
  const holidays: unknown = Array.isArray(dates)
    ? dates.map((date): Holiday | unknown =>
        typeof date === 'string' ? { date, name: EARLIER_HOLIDAY_NAME } : date,
      )
    : dates;
  return Object.fromEntries(
    COUNTRY_CODES.map((code) => [
      code,
      {
        opensAt: clockText(openHour),
        cutOff: clockText(closeHour),
        holidays: Array.isArray(holidays)
          ? holidays.map((h: unknown) => structuredClone(h))
          : holidays,
      },
    ]),
  );
}
