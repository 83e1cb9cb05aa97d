import { DOCUMENTED_PURPOSE_CODES } from '../api/payment-purpose';
import type { SourceAccountEntry, WalletEntry } from '../domain/branch-lists';
import type { CountryCode, CurrencyCode } from '../domain/countries';
import { COUNTRIES } from '../domain/countries';
import type { AmountRange } from '../domain/settings';
import { worded } from '../i18n/worded';
import type { AppError, Result } from '../result';

/** The two products, as the limits and the messages name them. */
export type Product = 'rtgs' | 'imt';

/** D9: the admin's minimum and maximum per product and currency. A currency without one has none. */
export type ProductLimits = Record<Product, Partial<Record<CurrencyCode, AmountRange>>>;

/**
 * The rule data the transfer schemas are built from. Plain data, so the main process passes it to
 * the renderer (settings and the cached purpose list) and both build the very same schemas.
 */
export interface TransferRules {
  /** RTGS purpose codes currently offered (the service's list, cached). */
  purposeCodes: readonly string[];
  /** Admin minimum and maximum per product and currency, as amount text (D9). */
  limits: ProductLimits;
  /**
   * Admin account-number pattern per country: a regular expression source that the whole account
   * number must match, on top of the D11 default. Stricter only: the default always applies.
   */
  accountPatterns: Partial<Record<CountryCode, string>>;
  /**
   * The branch's accounts a transfer may be paid from: the source must be one of them, as listed.
   * The main process always passes the list of the environment in use (empty: nothing can be sent);
   * left out, as in the wire rules alone, no source is checked against a list.
   */
  sourceAccounts?: readonly SourceAccountEntry[];
  /** The mobile wallets per IMT country: the wallet must be one of its country's. Left out: any. */
  wallets?: readonly WalletEntry[];
  /**
   * D77: the branch's calendar day (`YYYY-MM-DD`) a customer's ID expiry and age are checked
   * against. Main passes it at each send; left out, the UTC day.
   */
  today?: string;
  /** D77: the admin's amount per currency above which occupation and source of funds are required. */
  customerDetailsAbove?: Partial<Record<CurrencyCode, string>>;
}

export const DEFAULT_TRANSFER_RULES: TransferRules = {
  purposeCodes: DOCUMENTED_PURPOSE_CODES,
  limits: { rtgs: {}, imt: {} },
  accountPatterns: {},
};

/** D11 default: 6 to 20 digits or capital letters. */
export const DEFAULT_ACCOUNT_PATTERN = /^[0-9A-Z]{6,20}$/;

export type AccountPatternError = AppError<'invalid-account-pattern'>;

/**
 * Compiles an admin's pattern, anchored so that it must match the whole account number. An empty
 * setting means "no stricter pattern". A pattern that does not compile comes back as an error a
 * person can act on, never as a thrown SyntaxError: the settings form shows it when the admin
 * saves, and the account number field shows it if a bad one is stored anyway.
 *
 * The pattern only ever runs on text that already passed the default (at most 20 characters), so
 * even a badly backtracking pattern stays cheap.
 */
export function compileAccountPattern(
  country: CountryCode,
  source: string | undefined,
): Result<RegExp | null, AccountPatternError> {
  if (source === undefined || source.trim() === '') return { ok: true, value: null };
  try {
    // Compiled alone first: a source such as `a)|(b` would otherwise escape the anchors below.
    new RegExp(source);
    return { ok: true, value: new RegExp(`^(?:${source})$`) };
  } catch {
    return {
      ok: false,
      error: worded('invalid-account-pattern', 'transfer.accountPattern', {
        country: COUNTRIES[country].name,
      }),
    };
  }
}
