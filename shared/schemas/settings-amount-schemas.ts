import type { Schema } from 'yup';
import { lazy, mixed, number, object, string } from 'yup';
import {
  CURRENCY_CODES,
  IMT_CURRENCY_CODES,
  inCurrencyText,
  type CurrencyCode,
} from '../domain/countries';
import { amountToMinorUnits, groupedAmount, isAmountText } from '../domain/money';
import { REPEAT_WINDOW_DAYS } from '../domain/repeats';
import type { AppSettings } from '../domain/settings';
import { text, type Worded, wordedWhenRead } from '../i18n/catalog';
import { maxNotBelowMin } from './schema-paths';
import { TEXT_LIMITS } from './text-rules';

/*
 * The settings sections made of amounts per product and currency: the limits, with the daily
 * total per ID document, and the thresholds (approval, reporting) with the repeat check's days.
 * Every amount is two-decimal text compared as BigInt minor units, never as floats (D9).
 */

/** How each bound of a limit is named in the admin's forms and every message. */
export const LIMIT_LABELS = wordedWhenRead({
  min: () => text('settings.amounts.bound.min'),
  max: () => text('settings.amounts.bound.max'),
  daily: () => text('settings.amounts.bound.daily'),
  offlineDaily: () => text('settings.amounts.bound.offlineDaily'),
} as const);

const REPEAT_WINDOW_RANGE = () => text('settings.amounts.repeatWindowRange', REPEAT_WINDOW_DAYS);

type Product = 'rtgs' | 'imt';
const productLabel = (product: Product) => text(`settings.amounts.product.${product}`);

/**
 * `RTGS maximum in Kenyan shillings (KES)`, the way each limit is named in every message: the
 * currency's name before its code, as the screen's heading over the limit says it.
 */
export function limitLabel(
  product: Product,
  bound: 'min' | 'max' | 'daily' | 'offlineDaily',
  currency: string,
): string {
  return text('settings.amounts.limitLabel', {
    product: productLabel(product),
    bound: LIMIT_LABELS[bound],
    currency: inCurrencyText(currency),
  });
}

function limitAmount(label: Worded) {
  return string()
    .strict()
    .typeError(() => text('settings.amounts.limit.type', { label: label() }))
    .required(() => text('settings.amounts.limit.required', { label: label() }))
    .test('amount', function (value) {
      if (!isAmountText(value) || amountToMinorUnits(value) <= 0n) {
        return this.createError({
          message: () => text('settings.amounts.limit.aboveZero', { label: label() }),
        });
      }
      if (value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
        return this.createError({ message: () => tooManyDigits(label) });
      }
      return true;
    });
}

const tooManyDigits = (label: Worded) =>
  text('settings.amounts.digits', { label: label(), max: TEXT_LIMITS.amountDigits.max });

function range(product: Product, currency: CurrencyCode) {
  // Worded as a message is made, in the language of whoever reads it (D89), never as the schema
  // is built.
  const minLabel = () => limitLabel(product, 'min', currency);
  const maxLabel = () => limitLabel(product, 'max', currency);
  const named = () => ({ product: productLabel(product), currency: inCurrencyText(currency) });
  return object({ min: limitAmount(minLabel), max: limitAmount(maxLabel) })
    .strict()
    .noUnknown(() => text('settings.amounts.limit.rangeOnly', named()))
    .required(() => text('settings.amounts.limit.rangeMissing', named()))
    .test(
      'min-below-max',
      maxNotBelowMin((min, max) =>
        text('settings.amounts.limit.maxBelowMin', {
          label: maxLabel(),
          max: groupedAmount(max),
          bound: LIMIT_LABELS.min,
          min: groupedAmount(min),
        }),
      ),
    );
}

function perCurrency<T>(codes: readonly CurrencyCode[], build: (currency: CurrencyCode) => T) {
  return Object.fromEntries(codes.map((currency) => [currency, build(currency)])) as Record<
    string,
    T
  >;
}

export const limitsSettingsSchema = object({
  rtgs: object(perCurrency(CURRENCY_CODES, (currency) => range('rtgs', currency)))
    .strict()
    .noUnknown(() => text('settings.amounts.limit.rtgsOnly', { codes: CURRENCY_CODES.join(', ') }))
    .required(),
  imt: object(perCurrency(IMT_CURRENCY_CODES, (currency) => range('imt', currency)))
    .strict()
    .noUnknown(() =>
      text('settings.amounts.limit.imtOnly', { codes: IMT_CURRENCY_CODES.join(', ') }),
    )
    .required(),
  imtDailyPerDocument: object(
    perCurrency(IMT_CURRENCY_CODES, (currency) =>
      limitAmount(() => limitLabel('imt', 'daily', currency)).test('above-min', function (value) {
        const min = (this.from?.[1]?.value as AppSettings['limits'] | undefined)?.imt?.[currency]
          ?.min;
        if (!isAmountText(value) || !isAmountText(min)) return true;
        return amountToMinorUnits(value) >= amountToMinorUnits(min)
          ? true
          : this.createError({
              message: () =>
                text('settings.amounts.limit.dailyBelowMin', {
                  label: limitLabel('imt', 'daily', currency),
                  daily: groupedAmount(value),
                  minLabel: limitLabel('imt', 'min', currency),
                  min: groupedAmount(min),
                }),
            });
      }),
    ),
  )
    .strict()
    .noUnknown(() =>
      text('settings.amounts.limit.dailyOnly', { codes: IMT_CURRENCY_CODES.join(', ') }),
    )
    .required(),
  offlineImtDailyPerDocument: object(
    perCurrency(IMT_CURRENCY_CODES, (currency) =>
      // A currency left out takes the default (D128); one given is checked as any limit.
      lazy((given) => (given === undefined ? mixed().optional() : offlineDaily(currency))),
    ),
  )
    .strict()
    .noUnknown(() =>
      text('settings.amounts.limit.dailyOnly', { codes: IMT_CURRENCY_CODES.join(', ') }),
    )
    .optional()
    .default(undefined),
})
  .strict()
  .noUnknown(() => text('settings.amounts.limit.only'))
  .required() as unknown as Schema<AppSettings['limits']>;

/** D128: an offline daily total: a limit amount no higher than the day's total of its currency. */
function offlineDaily(currency: CurrencyCode) {
  return limitAmount(() => limitLabel('imt', 'offlineDaily', currency)).test(
    'not-above-daily',
    function (value) {
      const limits = this.from?.[1]?.value as AppSettings['limits'] | undefined;
      const daily = limits?.imtDailyPerDocument?.[currency];
      if (!isAmountText(value) || !isAmountText(daily)) return true;
      return amountToMinorUnits(value) <= amountToMinorUnits(daily)
        ? true
        : this.createError({
            message: () =>
              text('settings.amounts.limit.offlineAboveDaily', {
                label: limitLabel('imt', 'offlineDaily', currency),
                offline: groupedAmount(value),
                dailyLabel: limitLabel('imt', 'daily', currency),
                daily: groupedAmount(daily),
              }),
          });
    },
  );
}

/**
 * A threshold the admin may leave unset (absent: no control for that currency); when set, an
 * amount above 0 with two decimals, as the limits are.
 */
function thresholdAmount(label: Worded) {
  return string()
    .strict()
    .optional()
    .typeError(() => text('settings.amounts.threshold.type', { label: label() }))
    .test('amount', function (value) {
      if (value === undefined) return true;
      if (!isAmountText(value) || amountToMinorUnits(value) <= 0n) {
        return this.createError({
          message: () => text('settings.amounts.threshold.aboveZero', { label: label() }),
        });
      }
      if (value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
        return this.createError({ message: () => tooManyDigits(label) });
      }
      return true;
    });
}

const approvalLabel = (product: Product, currency: CurrencyCode) =>
  text('settings.amounts.threshold.approvalLabel', {
    product: productLabel(product),
    currency: inCurrencyText(currency),
  });

export const controlsSettingsSchema = object({
  approvalAbove: object({
    rtgs: object(
      perCurrency(CURRENCY_CODES, (currency) =>
        thresholdAmount(() => approvalLabel('rtgs', currency)),
      ),
    )
      .strict()
      .noUnknown(() =>
        text('settings.amounts.threshold.rtgsApprovalOnly', { codes: CURRENCY_CODES.join(', ') }),
      )
      .required(),
    imt: object(
      perCurrency(IMT_CURRENCY_CODES, (currency) =>
        thresholdAmount(() => approvalLabel('imt', currency)),
      ),
    )
      .strict()
      .noUnknown(() =>
        text('settings.amounts.threshold.imtApprovalOnly', {
          codes: IMT_CURRENCY_CODES.join(', '),
        }),
      )
      .required(),
  })
    .strict()
    .noUnknown(() => text('settings.amounts.threshold.approvalOnly'))
    .required(),
  reportableFrom: object(
    perCurrency(CURRENCY_CODES, (currency) =>
      thresholdAmount(() =>
        text('settings.amounts.threshold.reportableLabel', { currency: inCurrencyText(currency) }),
      ),
    ),
  )
    .strict()
    .noUnknown(() =>
      text('settings.amounts.threshold.reportingOnly', { codes: CURRENCY_CODES.join(', ') }),
    )
    .required(),
  // D77: optional, a row saved before it was a setting has none (no amount asks for more).
  customerDetailsAbove: object(
    perCurrency(CURRENCY_CODES, (currency) =>
      thresholdAmount(() => text('customer.setting.label', { currency: inCurrencyText(currency) })),
    ),
  )
    .strict()
    .optional()
    .default(undefined)
    .noUnknown(() => text('customer.setting.only', { codes: CURRENCY_CODES.join(', ') })),
  // Optional: a row saved before it was a setting has none, and means the branch's day (D46).
  repeatWindowDays: number()
    .strict()
    .typeError(REPEAT_WINDOW_RANGE)
    .optional()
    .nonNullable(REPEAT_WINDOW_RANGE)
    .integer(REPEAT_WINDOW_RANGE)
    .min(REPEAT_WINDOW_DAYS.min, REPEAT_WINDOW_RANGE)
    .max(REPEAT_WINDOW_DAYS.max, REPEAT_WINDOW_RANGE),
})
  .strict()
  .noUnknown(() => text('settings.amounts.threshold.only'))
  .required() as unknown as Schema<AppSettings['controls']>;
