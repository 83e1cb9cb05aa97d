import type { CurrencyCode } from '@shared/domain/countries';
import {
  amountToMinorUnits,
  groupedAmount,
  isAmountText,
  minorUnitsToAmount,
} from '@shared/domain/money';
import type { ControlThresholds } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { senderDocumentKey } from '../journal/sender-totals';
import { text } from '@shared/i18n/catalog';

/** The admin's approval threshold this draft is above, or null when it needs no approval. */
export function approvalThresholdOf(
  draft: TransferDraft,
  thresholds: ControlThresholds,
): string | null {
  const currency = draft.transfer.currencyCode as CurrencyCode;
  const threshold = thresholds.approvalAbove[draft.kind][currency];
  if (threshold === undefined || !isAmountText(threshold)) return null;
  if (!isAmountText(draft.transfer.amount)) return null;
  return amountToMinorUnits(draft.transfer.amount) > amountToMinorUnits(threshold)
    ? threshold
    : null;
}

/**
 * What the clerk reads, on the review the customer may see too: the amount and what to do, never
 * the threshold itself (the brief's compliance rule: no screen a customer may see tells one).
 */
export function approvalMessage(draft: TransferDraft): string {
  const currency = draft.transfer.currencyCode;
  return text('send.controls.approvalNeeded', {
    amount: groupedAmount(draft.transfer.amount),
    currency,
    product: text(`send.controls.product.${draft.kind}`),
  });
}

/** The reporting threshold of a currency, or null when the admin set none. */
export function reportingThresholdOf(
  currency: string,
  thresholds: ControlThresholds,
): string | null {
  const threshold = thresholds.reportableFrom[currency as CurrencyCode];
  return threshold !== undefined && isAmountText(threshold) ? threshold : null;
}

/** At or above the currency's reporting threshold. */
export function isReportable(amount: string, threshold: string | null): boolean {
  return (
    threshold !== null &&
    isAmountText(amount) &&
    amountToMinorUnits(amount) >= amountToMinorUnits(threshold)
  );
}

/**
 * The sender ID document a draft's series is filed under: the key the journal fills from the
 * signed body. Only a mobile-wallet body names the sender's document; an RTGS body names the
 * branch's source account, which is not a customer's, so an RTGS joins no series.
 */
export function seriesDocumentOf(draft: TransferDraft): string | null {
  return draft.kind === 'imt'
    ? senderDocumentKey(draft.sender.documentType, draft.sender.documentNumber)
    : null;
}

/** The total of amounts, exactly. */
export function totalOf(amounts: readonly string[]): string {
  return minorUnitsToAmount(amounts.reduce((sum, amount) => sum + amountToMinorUnits(amount), 0n));
}

/**
 * A split series: two or more transfers of one document in a day and currency whose total reaches
 * the reporting threshold, even when each is below it.
 */
export function isSplitSeries(amounts: readonly string[], threshold: string | null): boolean {
  return amounts.length >= 2 && isReportable(totalOf(amounts), threshold);
}
