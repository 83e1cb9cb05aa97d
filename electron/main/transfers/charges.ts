import { chargesFor, type Charges } from '@shared/domain/charges';
import { COUNTRIES, inCurrencyText, isCurrencyCode } from '@shared/domain/countries';
import type { AppSettings } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { worded } from '@shared/i18n/worded';
import type { AppError, Result } from '@shared/result';
import { priceChanged } from '@shared/schemas/payment-method';

export type ChargesError = AppError<'rate-missing' | 'rate-stale'>;

/**
 * D119: what a draft costs the customer, reckoned in main from the settings as they are now: the
 * renderer only shows it. The branch pays in its country's currency; a workstation without a
 * country yet (it cannot send) is priced in the transfer's own.
 */
export function draftCharges(
  settings: Pick<AppSettings, 'workstation' | 'tariff' | 'rates'>,
  draft: TransferDraft,
  now: number,
): Result<Charges, ChargesError> {
  const { amount, currencyCode } = draft.transfer;
  if (!isCurrencyCode(currencyCode)) throw new RangeError('A draft is validated before pricing.');
  const country = settings.workstation.countryCode;
  const priced = chargesFor({
    product: draft.kind,
    amount,
    currency: currencyCode,
    branchCurrency: country ? COUNTRIES[country].currency : currencyCode,
    tariff: settings.tariff,
    rates: settings.rates,
    now,
  });
  if (priced.ok) return priced;
  const refusal = priced.error;
  const named = {
    currency: inCurrencyText(refusal.currency),
    branch: inCurrencyText(refusal.branchCurrency),
  };
  if (refusal.code === 'rate-missing') {
    return { ok: false, error: worded('rate-missing', 'charges.refusal.missing', named) };
  }
  const hours = Math.floor((now - Date.parse(refusal.setAt)) / 3_600_000);
  return {
    ok: false,
    error: worded('rate-stale', 'charges.refusal.stale', {
      ...named,
      hours,
      max: refusal.maxAgeHours,
    }),
  };
}

/**
 * D124, D154: a draft priced at its send, as `draftCharges` prices it, and refused when the review
 * showed the customer another total (`reviewedTotal`: a rate or the tariff changed since), so that
 * nothing goes at a price the customer was not told, nor is journaled as what they paid.
 */
export function sendCharges(
  settings: Pick<AppSettings, 'workstation' | 'tariff' | 'rates'>,
  draft: TransferDraft,
  now: number,
): Result<Charges, ChargesError | AppError<'price-changed'>> {
  const priced = draftCharges(settings, draft, now);
  if (!priced.ok) return priced;
  const changed = priceChanged(draft, priced.value);
  return changed ? { ok: false, error: changed } : priced;
}
