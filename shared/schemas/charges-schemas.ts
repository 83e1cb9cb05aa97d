import type { Schema } from 'yup';
import { array, lazy, number, object, string } from 'yup';
import {
  PERCENT_PATTERN,
  RATE_MAX_AGE_HOURS,
  RATE_PATTERN,
  scaledDecimal,
  RATE_DECIMALS,
  type ExchangeRates,
  type Tariff,
} from '../domain/charges';
import {
  CURRENCY_CODES,
  IMT_CURRENCY_CODES,
  inCurrencyText,
  WHOLE_UNIT_CURRENCIES,
  type CurrencyCode,
} from '../domain/countries';
import { amountToMinorUnits, isAmountText } from '../domain/money';
import { text, type Worded } from '../i18n/catalog';
import { maxNotBelowMin } from './schema-paths';
import { TEXT_LIMITS } from './text-rules';

/*
 * D119: the branch's tariff and the day's exchange rates, as the admin's forms and main check
 * them. Amounts are two-decimal text (D9), whole in UGX and RWF; percentages and rates are
 * decimal text, never numbers, so what the admin typed is what is reckoned with.
 */

type Product = 'rtgs' | 'imt';

const feeLabel = (product: Product, currency: CurrencyCode) => () =>
  text('charges.tariff.label', {
    product: text(`settings.amounts.product.${product}`),
    currency: inCurrencyText(currency),
  });

/** A fee amount: zero or more, two decimals, whole in a currency without a minor unit. */
function feeAmount(label: Worded, currency: CurrencyCode, zeroAllowed = true) {
  return string()
    .strict()
    .typeError(() => text('charges.tariff.amount', { label: label() }))
    .required(() => text('charges.tariff.amount', { label: label() }))
    .test('amount', function (value) {
      // The open band's upper amount: `.nullable()` lets it through, the test must too.
      if (value === null) return true;
      const wrong = (key: 'amount' | 'whole') =>
        this.createError({
          message: () => text(`charges.tariff.${key}`, { label: label() }),
        });
      if (!isAmountText(value) || value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
        return wrong('amount');
      }
      const minor = amountToMinorUnits(value);
      if (!zeroAllowed && minor === 0n) return wrong('amount');
      if (WHOLE_UNIT_CURRENCIES.includes(currency) && minor % 100n !== 0n) return wrong('whole');
      return true;
    });
}

function feeRule(label: Worded, currency: CurrencyCode) {
  const only = () => text('charges.tariff.only', { label: label() });
  const fixed = object({
    kind: string().strict().required(),
    fee: feeAmount(label, currency),
  })
    .strict()
    .noUnknown(only);
  const percent = object({
    kind: string().strict().required(),
    percent: string()
      .strict()
      .required(() => text('charges.tariff.percent', { label: label() }))
      .matches(PERCENT_PATTERN, () => text('charges.tariff.percent', { label: label() })),
    min: feeAmount(label, currency),
    max: feeAmount(label, currency),
  })
    .strict()
    .noUnknown(only)
    .test(
      'min-below-max',
      maxNotBelowMin(() => text('charges.tariff.maxBelowMin', { label: label() })),
    );
  const bands = object({
    kind: string().strict().required(),
    bands: array(
      object({
        upTo: feeAmount(label, currency, false).nullable().defined(),
        fee: feeAmount(label, currency),
      })
        .strict()
        .noUnknown(only),
    )
      .strict()
      .required(() => text('charges.tariff.bands', { label: label() }))
      .min(1, () => text('charges.tariff.bands', { label: label() }))
      .max(20, () => text('charges.tariff.bands', { label: label() }))
      .test('ascending', function (list) {
        const bounds = (list ?? []).map((band) => band.upTo);
        const last = bounds.length - 1;
        const open = bounds.findIndex((bound) => bound === null);
        const rising = bounds.slice(0, last).every((bound, i) => {
          const next = bounds[i + 1];
          return (
            bound !== null &&
            isAmountText(bound) &&
            (next === null ||
              next === undefined ||
              !isAmountText(next) ||
              amountToMinorUnits(bound) < amountToMinorUnits(next))
          );
        });
        if (open === last && rising) return true;
        return this.createError({
          message: () => text('charges.tariff.bandsOrder', { label: label() }),
        });
      }),
  })
    .strict()
    .noUnknown(only);
  return lazy((value: unknown) => {
    // No rule for the currency: no fee (D119).
    if (value === undefined) return string().optional();
    const kind = (value as { kind?: unknown } | undefined)?.kind;
    if (kind === 'fixed') return fixed;
    if (kind === 'percent') return percent;
    if (kind === 'bands') return bands;
    return string().test(
      'kind',
      () => text('charges.tariff.kind', { label: label() }),
      () => false,
    );
  });
}

function perProduct(product: Product, codes: readonly CurrencyCode[]) {
  return object(
    Object.fromEntries(
      codes.map((currency) => [currency, feeRule(feeLabel(product, currency), currency)]),
    ),
  )
    .strict()
    .noUnknown(() => text('charges.tariff.currencies', { codes: codes.join(', ') }))
    .required();
}

/** D119: a fee rule per product and currency, each optional (none: no fee). */
export const tariffSettingsSchema = object({
  rtgs: perProduct('rtgs', CURRENCY_CODES),
  imt: perProduct('imt', IMT_CURRENCY_CODES),
})
  .strict()
  .noUnknown(() => text('charges.tariff.products'))
  .required() as unknown as Schema<Tariff>;

const AGE_RANGE = () => text('charges.rates.ageRange', RATE_MAX_AGE_HOURS);

function rateEntry(currency: CurrencyCode) {
  const wrong = () => text('charges.rates.rate', { currency: inCurrencyText(currency) });
  return object({
    rate: string()
      .strict()
      .required(wrong)
      .matches(RATE_PATTERN, wrong)
      .test('above-zero', wrong, (v) => v === undefined || scaledDecimal(v, RATE_DECIMALS) > 0n),
    // Stamped by main at each save (who and when), whatever a window sent: optional on the way in.
    setAt: string().strict().optional(),
    setBy: string().strict().optional(),
  })
    .strict()
    .noUnknown(wrong)
    .optional()
    .default(undefined);
}

/** D119: the day's rates into the branch's currency, and the greatest age of one. */
export const ratesSettingsSchema = object({
  maxAgeHours: number()
    .strict()
    .typeError(AGE_RANGE)
    .required(AGE_RANGE)
    .integer(AGE_RANGE)
    .min(RATE_MAX_AGE_HOURS.min, AGE_RANGE)
    .max(RATE_MAX_AGE_HOURS.max, AGE_RANGE),
  rates: object(Object.fromEntries(CURRENCY_CODES.map((code) => [code, rateEntry(code)])))
    .strict()
    .noUnknown(() => text('charges.rates.currencies', { codes: CURRENCY_CODES.join(', ') }))
    .required(),
})
  .strict()
  .noUnknown(() => text('charges.rates.only'))
  .required() as unknown as Schema<ExchangeRates>;
