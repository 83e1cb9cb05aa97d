import type { ApprovalGround } from '@shared/domain/controls';
import type { CurrencyCode } from '@shared/domain/countries';
import { isCountryCode } from '@shared/domain/countries';
import { documentNumberKey } from '@shared/domain/customer';
import { amountToMinorUnits, groupedAmount, isAmountText } from '@shared/domain/money';
import { checkMobileNumber } from '@shared/domain/phone';
import type { ControlThresholds } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { CUSTOMER_STATE_LABELS } from '@shared/domain/transfer-states';
import { text } from '@shared/i18n/catalog';
import type { AccountToRecipient, CustomerDocument } from '../journal/control-totals';
import type { TransferRecord } from '../journal/transfers-repo';
import { reachesAmount, totalOf } from './split-windows';

/** The admin's approval amount for the draft's product and currency (D42), or null: none set. */
export function approvalLimitOf(
  draft: TransferDraft,
  thresholds: ControlThresholds,
): string | null {
  const threshold =
    thresholds.approvalAbove[draft.kind][draft.transfer.currencyCode as CurrencyCode];
  return threshold !== undefined && isAmountText(threshold) ? threshold : null;
}

/**
 * What the clerk reads, on the review the customer may see too: the amount and what to do, never
 * the threshold, nor (D81) that a day's total asked for it (the brief's compliance rule: no screen
 * a customer may see tells one).
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
export const isReportable = reachesAmount;

/**
 * D81: the customer a draft is counted under: the ID document of its customer block (type, number
 * as the journal keys it, issuing country), for RTGS and IMT alike; null without a block (the
 * review's checks may come before it is complete).
 */
export function customerDocumentOf(draft: TransferDraft): CustomerDocument | null {
  const customer = draft.customer;
  if (!customer) return null;
  return {
    type: customer.documentType,
    number: documentNumberKey(customer.documentNumber),
    country: customer.documentCountry,
  };
}

/**
 * D81: the source account and the recipient a draft pays, as the journal's columns hold them: the
 * RTGS account number (given twice), or the wallet's mobile number in both of its spellings (D11),
 * whichever the earlier transfers were typed in.
 */
export function accountToRecipientOf(draft: TransferDraft): AccountToRecipient {
  const sourceAccount = draft.source.accountNumber;
  if (draft.kind === 'rtgs') {
    const account = draft.destination.accountNumber;
    return { sourceAccount, recipientAccounts: [account, account] };
  }
  const typed = draft.destination.mobileNumber;
  const country = draft.destination.countryCode;
  const mobile = isCountryCode(country) ? checkMobileNumber(typed, country) : null;
  return {
    sourceAccount,
    recipientAccounts: mobile?.ok ? [mobile.value.e164, mobile.value.national] : [typed, typed],
  };
}

/**
 * Whether a journaled transfer went to the draft's recipient (its account or mobile number matched
 * already): RTGS to the same bank, IMT to the same wallet in the same country, as the signed body
 * names them.
 */
export function sameRecipientAs(draft: TransferDraft, record: TransferRecord): boolean {
  if (record.kind !== draft.kind || record.destinationCountry !== draft.destination.countryCode) {
    return false;
  }
  const destination = (JSON.parse(record.body) as { destination?: Record<string, unknown> })
    .destination;
  return draft.kind === 'rtgs'
    ? destination?.['bankCode'] === draft.destination.bankCode
    : destination?.['walletName'] === draft.destination.walletName;
}

/** What a day's rule read: the draft's customer's transfers, and the account's to its recipient. */
export interface DayTransfers {
  /** D133: the journal's and, merged, the other counters' (branch-merge.ts). */
  ofCustomer: readonly Pick<TransferRecord, 'reference' | 'createdAt' | 'amount' | 'state'>[];
  /** D137: the journal's and, merged, the other counters' (branch-merge.ts). */
  toRecipient: readonly Pick<TransferRecord, 'reference' | 'createdAt' | 'amount' | 'state'>[];
}

/**
 * D42, D81: why the draft needs a supervisor's approval, or [] when it needs none: each rule
 * whose total, this transfer's amount added to the day's earlier transfers that did not fail, is
 * above the admin's amount (`threshold`: "above", as the setting reads). The customer's and the
 * recipient's rules ask only when an earlier transfer added to it; alone, the amount says it.
 */
export function approvalGroundsOf(
  draft: TransferDraft,
  threshold: string,
  day: DayTransfers,
): ApprovalGround[] {
  const amount = draft.transfer.amount;
  if (!isAmountText(amount)) return [];
  const above = (total: string) => amountToMinorUnits(total) > amountToMinorUnits(threshold);
  const grounds: ApprovalGround[] = [];
  if (above(amount)) grounds.push({ rule: 'amount', total: amount, earlier: [] });
  const rules = [
    ['customer', day.ofCustomer],
    ['recipient', day.toRecipient],
  ] as const;
  for (const [rule, earlier] of rules) {
    if (earlier.length === 0) continue;
    const total = totalOf([...earlier.map((record) => record.amount), amount]);
    if (above(total)) {
      grounds.push({
        rule,
        total,
        earlier: earlier.map((record) => ({
          reference: record.reference,
          createdAt: record.createdAt,
          amount: record.amount,
          state: record.state,
          stateLabel: CUSTOMER_STATE_LABELS[record.state],
        })),
      });
    }
  }
  return grounds;
}
