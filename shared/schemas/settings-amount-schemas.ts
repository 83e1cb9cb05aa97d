import type { Schema } from 'yup';
import { number, object, string } from 'yup';
import {
  CURRENCY_CODES,
  IMT_CURRENCY_CODES,
  inCurrencyText,
  type CurrencyCode,
} from '../domain/countries';
import { amountToMinorUnits, groupedAmount, isAmountText } from '../domain/money';
import { REPEAT_WINDOW_DAYS } from '../domain/repeats';
import type { AppSettings } from '../domain/settings';
import { joinPath } from './schema-paths';
import { TEXT_LIMITS } from './text-rules';

/*
 * The settings sections made of amounts per product and currency: the limits, with the daily
 * total per ID document, and the thresholds (approval, reporting) with the repeat check's days.
 * Every amount is two-decimal text compared as BigInt minor units, never as floats (D9).
 */

/** How each bound of a limit is named in the admin's forms and every message. */
export const LIMIT_LABELS = {
  min: 'minimum',
  max: 'maximum',
  daily: 'daily total per ID document',
} as const;

const REPEAT_WINDOW_RANGE = `Days the repeat check looks back must be a whole number from ${REPEAT_WINDOW_DAYS.min} (today only) to ${REPEAT_WINDOW_DAYS.max}.`;

const PRODUCT_LABELS = { rtgs: 'RTGS', imt: 'Mobile-wallet (IMT)' } as const;

/**
 * `RTGS maximum in Kenyan shillings (KES)`, the way each limit is named in every message: the
 * currency's name before its code, as the screen's heading over the limit says it.
 */
export function limitLabel(
  product: keyof typeof PRODUCT_LABELS,
  bound: 'min' | 'max' | 'daily',
  currency: string,
): string {
  return `${PRODUCT_LABELS[product]} ${LIMIT_LABELS[bound]} in ${inCurrencyText(currency)}`;
}

function limitAmount(label: string) {
  return string()
    .strict()
    .typeError(`${label} must be an amount with two decimals, like 500000.00.`)
    .required(`${label} is required.`)
    .test('amount', function (value) {
      if (!isAmountText(value) || amountToMinorUnits(value) <= 0n) {
        return this.createError({
          message: () =>
            `${label} must be an amount above 0 written with two decimals, like 500000.00.`,
        });
      }
      if (value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
        return this.createError({
          message: () =>
            `${label} must have at most ${TEXT_LIMITS.amountDigits.max} digits before the point.`,
        });
      }
      return true;
    });
}

function range(product: keyof typeof PRODUCT_LABELS, currency: CurrencyCode) {
  const minLabel = limitLabel(product, 'min', currency);
  const maxLabel = limitLabel(product, 'max', currency);
  return object({ min: limitAmount(minLabel), max: limitAmount(maxLabel) })
    .strict()
    .noUnknown(
      `${PRODUCT_LABELS[product]} limits in ${inCurrencyText(currency)} hold only a minimum and a maximum.`,
    )
    .required(`${PRODUCT_LABELS[product]} limits in ${inCurrencyText(currency)} are missing.`)
    .test('min-below-max', function (value) {
      const { min, max } = value as { min: unknown; max: unknown };
      if (!isAmountText(min) || !isAmountText(max)) return true;
      if (amountToMinorUnits(min) <= amountToMinorUnits(max)) return true;
      return this.createError({
        path: joinPath(this.path, 'max'),
        message: () =>
          `${maxLabel} (${groupedAmount(max)}) must not be below the ${LIMIT_LABELS.min} (${groupedAmount(min)}).`,
      });
    });
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
    .noUnknown(`RTGS limits exist for ${CURRENCY_CODES.join(', ')} only.`)
    .required(),
  imt: object(perCurrency(IMT_CURRENCY_CODES, (currency) => range('imt', currency)))
    .strict()
    .noUnknown(`Mobile-wallet limits exist for ${IMT_CURRENCY_CODES.join(', ')} only.`)
    .required(),
  imtDailyPerDocument: object(
    perCurrency(IMT_CURRENCY_CODES, (currency) =>
      limitAmount(limitLabel('imt', 'daily', currency)).test('above-min', function (value) {
        const min = (this.from?.[1]?.value as AppSettings['limits'] | undefined)?.imt?.[currency]
          ?.min;
        if (!isAmountText(value) || !isAmountText(min)) return true;
        return amountToMinorUnits(value) >= amountToMinorUnits(min)
          ? true
          : this.createError({
              message: () =>
                `${limitLabel('imt', 'daily', currency)} (${groupedAmount(value)}) must be at least the ${limitLabel('imt', 'min', currency)} (${groupedAmount(min)}), or no transfer could be sent.`,
            });
      }),
    ),
  )
    .strict()
    .noUnknown(`Daily totals exist for ${IMT_CURRENCY_CODES.join(', ')} only.`)
    .required(),
})
  .strict()
  .noUnknown('Amount limits hold the RTGS and mobile-wallet limits and the daily totals only.')
  .required() as unknown as Schema<AppSettings['limits']>;

/**
 * A threshold the admin may leave unset (absent: no control for that currency); when set, an
 * amount above 0 with two decimals, as the limits are.
 */
function thresholdAmount(label: string) {
  return string()
    .strict()
    .optional()
    .typeError(`${label} must be an amount with two decimals, like 1000000.00, or left empty.`)
    .test('amount', function (value) {
      if (value === undefined) return true;
      if (!isAmountText(value) || amountToMinorUnits(value) <= 0n) {
        return this.createError({
          message: () =>
            `${label} must be an amount above 0 written with two decimals, like 1000000.00, or left empty.`,
        });
      }
      if (value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
        return this.createError({
          message: () =>
            `${label} must have at most ${TEXT_LIMITS.amountDigits.max} digits before the point.`,
        });
      }
      return true;
    });
}

const approvalLabel = (product: keyof typeof PRODUCT_LABELS, currency: CurrencyCode) =>
  `${PRODUCT_LABELS[product]} supervisor's approval above, in ${inCurrencyText(currency)}`;

export const controlsSettingsSchema = object({
  approvalAbove: object({
    rtgs: object(
      perCurrency(CURRENCY_CODES, (currency) => thresholdAmount(approvalLabel('rtgs', currency))),
    )
      .strict()
      .noUnknown(`RTGS approval thresholds exist for ${CURRENCY_CODES.join(', ')} only.`)
      .required(),
    imt: object(
      perCurrency(IMT_CURRENCY_CODES, (currency) =>
        thresholdAmount(approvalLabel('imt', currency)),
      ),
    )
      .strict()
      .noUnknown(
        `Mobile-wallet approval thresholds exist for ${IMT_CURRENCY_CODES.join(', ')} only.`,
      )
      .required(),
  })
    .strict()
    .noUnknown('Approval thresholds exist for RTGS and mobile-wallet transfers only.')
    .required(),
  reportableFrom: object(
    perCurrency(CURRENCY_CODES, (currency) =>
      thresholdAmount(`Reportable from, in ${inCurrencyText(currency)}`),
    ),
  )
    .strict()
    .noUnknown(`Reporting thresholds exist for ${CURRENCY_CODES.join(', ')} only.`)
    .required(),
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
  .noUnknown(
    'Thresholds hold the approval thresholds, the reporting thresholds and the days the repeat check looks back only.',
  )
  .required() as unknown as Schema<AppSettings['controls']>;
