import { WHOLE_UNIT_CURRENCIES, type CurrencyCode } from './countries';
import { amountToMinorUnits, minorUnitsToAmount } from './money';
import type { Result } from '../result';

/*
 * D119: what a transfer costs the customer: the branch's fee for the product and currency, the
 * day's exchange rate into the branch's currency, and the total to pay. Pure arithmetic on text:
 * amounts are two-decimal strings (D9) taken as BigInt hundredths, percentages and rates are
 * decimal strings taken as BigInt with a fixed scale; nothing passes through a float.
 */

export type ChargedProduct = 'rtgs' | 'imt';

/** A fee of one amount whatever is sent. */
export interface FixedFee {
  kind: 'fixed';
  fee: string;
}

/** A share of the amount sent, never below `min` nor above `max` (both amount text). */
export interface PercentFee {
  kind: 'percent';
  /** Percent of the amount, up to four decimals: `"1.5"` is 1.5 %. */
  percent: string;
  min: string;
  max: string;
}

/** One band: amounts up to and including `upTo` pay `fee`; the last band has no `upTo`. */
export interface FeeBand {
  upTo: string | null;
  fee: string;
}

/** Fixed fees by the amount's band, the bands in ascending order of `upTo`. */
export interface BandedFee {
  kind: 'bands';
  bands: FeeBand[];
}

export type FeeRule = FixedFee | PercentFee | BandedFee;
export const FEE_KINDS = ['fixed', 'percent', 'bands'] as const satisfies FeeRule['kind'][];

/** The branch's tariff, per product and the transfer's currency. A currency without one: no fee. */
export interface Tariff {
  rtgs: Partial<Record<CurrencyCode, FeeRule>>;
  imt: Partial<Record<CurrencyCode, FeeRule>>;
}

/** Units of the branch's currency for one unit of another, as an admin set it that day. */
export interface ExchangeRate {
  /** Up to eight decimals, above zero: `"0.0347"` KES for one UGX. */
  rate: string;
  /** When and by whom main saved it (never what a window said). */
  setAt: string;
  setBy: string;
}

/** The day's rates into the branch's currency, and how old one may be before a send is refused. */
export interface ExchangeRates {
  maxAgeHours: number;
  rates: Partial<Record<CurrencyCode, ExchangeRate>>;
}

export const NO_TARIFF: Tariff = { rtgs: {}, imt: {} };
export const RATE_MAX_AGE_HOURS = { min: 1, max: 72, default: 24 } as const;
export const NO_EXCHANGE_RATES: ExchangeRates = {
  maxAgeHours: RATE_MAX_AGE_HOURS.default,
  rates: {},
};

/** Decimals a percentage and a rate may carry: the scale of their BigInt form. */
export const PERCENT_DECIMALS = 4;
export const RATE_DECIMALS = 8;
export const PERCENT_PATTERN = /^(?:0|[1-9]\d{0,2})(?:\.\d{1,4})?$/;
export const RATE_PATTERN = /^(?:0|[1-9]\d{0,9})(?:\.\d{1,8})?$/;

/**
 * D119: where the bank itself converts at settlement (an RTGS debits the customer's account at the
 * bank's own rate when it settles), the total is indicative; an IMT's total is collected at the
 * counter at the day's rate, and is what the customer pays.
 */
export const CONVERTS_AT_SETTLEMENT: Readonly<Record<ChargedProduct, boolean>> = {
  rtgs: true,
  imt: false,
};

/** How the customer paid at the counter (recorded with the transfer). */
export const PAYMENT_METHODS = ['cash', 'account', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * D124: what the customer was charged, as journaled with the transfer and printed on its
 * receipts: `Charges` with the rate as its text alone (the figure kept after the admin changes it).
 */
export interface ChargesRecord {
  /** Two-decimal text in `feeCurrency`, the transfer's currency. */
  fee: string;
  feeCurrency: string;
  /** Units of the branch's currency for one of the transfer's; null in the branch's currency. */
  rate: string | null;
  /** Amount plus fee in `totalCurrency`, the branch's. */
  total: string;
  totalCurrency: string;
  /** The bank converts at settlement: the total may differ by its rate then. */
  indicative: boolean;
}

export interface ChargesInput {
  product: ChargedProduct;
  /** The amount sent, two-decimal text, in `currency`. */
  amount: string;
  currency: CurrencyCode;
  /** The currency the customer pays in: the branch country's. */
  branchCurrency: CurrencyCode;
  tariff: Tariff;
  rates: ExchangeRates;
  /** Milliseconds since the epoch: a rate's age is reckoned from it. */
  now: number;
}

/** What the review shows and the receipts print, journaled with the transfer. */
export interface Charges {
  /** The fee, two-decimal text, in the transfer's currency. */
  fee: string;
  currency: CurrencyCode;
  /** The rate used, or null when the transfer is in the branch's currency. */
  rate: ExchangeRate | null;
  /** Amount plus fee in the branch's currency, rounded to its minor unit. */
  total: string;
  branchCurrency: CurrencyCode;
  /** True where the bank converts at settlement: the total may differ by its rate then. */
  indicative: boolean;
}

export type ChargesRefusal =
  | { code: 'rate-missing'; currency: CurrencyCode; branchCurrency: CurrencyCode }
  | {
      code: 'rate-stale';
      currency: CurrencyCode;
      branchCurrency: CurrencyCode;
      setAt: string;
      maxAgeHours: number;
    };

/** Hundredths in one minor unit of the currency: 100 where it has none (UGX), else 1 (KES). */
export function minorUnitStep(currency: CurrencyCode): bigint {
  return WHOLE_UNIT_CURRENCIES.includes(currency) ? 100n : 1n;
}

/** `"1.5"` at scale 4 → `15000n`. The text is checked by its pattern before it gets here. */
export function scaledDecimal(value: string, scale: number): bigint {
  const [whole = '0', decimals = ''] = value.split('.');
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(decimals.padEnd(scale, '0') || '0');
}

/**
 * `numerator / denominator` hundredths, rounded half up to a whole number of the currency's minor
 * unit (D119): a half goes up, as a teller rounds by hand. Both are non-negative.
 */
export function roundedToMinorUnit(
  numerator: bigint,
  denominator: bigint,
  currency: CurrencyCode,
): bigint {
  const step = minorUnitStep(currency) * denominator;
  return ((2n * numerator + step) / (2n * step)) * minorUnitStep(currency);
}

/** The fee the rule asks for `amount` (hundredths), in hundredths of `currency`. */
export function feeFor(rule: FeeRule | undefined, amount: bigint, currency: CurrencyCode): bigint {
  if (rule === undefined) return 0n;
  switch (rule.kind) {
    case 'fixed':
      return amountToMinorUnits(rule.fee);
    case 'percent': {
      const share = roundedToMinorUnit(
        amount * scaledDecimal(rule.percent, PERCENT_DECIMALS),
        100n * 10n ** BigInt(PERCENT_DECIMALS),
        currency,
      );
      const min = amountToMinorUnits(rule.min);
      const max = amountToMinorUnits(rule.max);
      return share < min ? min : share > max ? max : share;
    }
    case 'bands': {
      const band = rule.bands.find((b) => b.upTo === null || amount <= amountToMinorUnits(b.upTo));
      // Validation ends every tariff's bands with one without an upper bound.
      return band === undefined ? 0n : amountToMinorUnits(band.fee);
    }
  }
}

/** The fee, the rate and the total to pay for a transfer, or why it cannot be priced now. */
export function chargesFor(input: ChargesInput): Result<Charges, ChargesRefusal> {
  const { product, currency, branchCurrency } = input;
  const amount = amountToMinorUnits(input.amount);
  const fee = feeFor(input.tariff[product][currency], amount, currency);
  const charged = { fee: minorUnitsToAmount(fee), currency, branchCurrency };
  if (currency === branchCurrency) {
    const total = minorUnitsToAmount(amount + fee);
    return { ok: true, value: { ...charged, rate: null, total, indicative: false } };
  }
  const rate = input.rates.rates[currency];
  if (rate === undefined) {
    return { ok: false, error: { code: 'rate-missing', currency, branchCurrency } };
  }
  const maxAgeHours = input.rates.maxAgeHours;
  if (input.now - Date.parse(rate.setAt) > maxAgeHours * 3_600_000) {
    const stale = { code: 'rate-stale', currency, branchCurrency, setAt: rate.setAt, maxAgeHours };
    return { ok: false, error: stale as ChargesRefusal };
  }
  const converted = roundedToMinorUnit(
    (amount + fee) * scaledDecimal(rate.rate, RATE_DECIMALS),
    10n ** BigInt(RATE_DECIMALS),
    branchCurrency,
  );
  const indicative = CONVERTS_AT_SETTLEMENT[product];
  return {
    ok: true,
    value: { ...charged, rate, total: minorUnitsToAmount(converted), indicative },
  };
}

/**
 * D119: the rates as saved: a rate the admin changed (or added) is stamped with who saved it and
 * when, one left as it was keeps its stamps. Main stamps, whatever a window sent with the rates.
 */
export function stampedRates(
  saved: ExchangeRates,
  before: ExchangeRates,
  at: string,
  operatorId: string,
): ExchangeRates {
  const rates: ExchangeRates['rates'] = {};
  for (const [code, entry] of Object.entries(saved.rates) as [CurrencyCode, ExchangeRate][]) {
    const earlier = before.rates[code];
    rates[code] =
      earlier !== undefined && earlier.rate === entry.rate
        ? earlier
        : { rate: entry.rate, setAt: at, setBy: operatorId };
  }
  return { maxAgeHours: saved.maxAgeHours, rates };
}
