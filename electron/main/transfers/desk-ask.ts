import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { ApprovalAsk } from '../../../hq/protocol/approval-wire';
import { groundsAudited, type ApprovalNeed } from './control-desk';
import { draftFingerprint } from './duplicate-guard';

/*
 * D125: what a clerk's request tells the branch's supervisors, from the draft and why it needs
 * their approval: the amount, who sends and who receives in words, the rules that ask with their
 * totals and earlier transfers, and the clerk. The admin's threshold stays at the counter.
 */

/** The recipient as a supervisor reads them: name, then bank and account or wallet and number. */
export function recipientWords(draft: TransferDraft): string {
  const to = draft.destination;
  const where =
    draft.kind === 'rtgs'
      ? `${draft.destination.bankCode} ${draft.destination.accountNumber}`
      : `${draft.destination.walletName} ${draft.destination.mobileNumber}`;
  return `${to.name} · ${where}`;
}

/** The customer: the name and the document seen (D77), else the paying account's name. */
export function customerWords(draft: TransferDraft): string {
  const customer = draft.customer;
  if (customer) {
    return `${customer.name} · ${customer.documentType} ${customer.documentNumber} (${customer.documentCountry})`;
  }
  if (draft.kind === 'imt') {
    return `${draft.sender.name} · ${draft.sender.documentType} ${draft.sender.documentNumber}`;
  }
  return `${draft.source.name} · ${draft.source.accountNumber}`;
}

/** What the desks are asked for `purpose`, on these grounds: the draft in words, and the clerk. */
function askOf(
  draft: TransferDraft,
  purpose: ApprovalAsk['purpose'],
  grounds: ApprovalAsk['grounds'],
  requestId: string,
  clerk: { operatorId: string; displayName: string },
): Omit<ApprovalAsk, 'workstationId'> {
  return {
    requestId,
    purpose,
    draftId: draft.draftId,
    fingerprint: draftFingerprint(draft),
    amount: draft.transfer.amount,
    currency: draft.transfer.currencyCode,
    recipient: recipientWords(draft),
    customer: customerWords(draft),
    grounds,
    requesterId: clerk.operatorId,
    requesterName: clerk.displayName,
  };
}

export function deskAsk(
  draft: TransferDraft,
  need: ApprovalNeed,
  requestId: string,
  clerk: { operatorId: string; displayName: string },
): Omit<ApprovalAsk, 'workstationId'> {
  return askOf(draft, 'amount-threshold', groundsAudited(need.grounds), requestId, clerk);
}

/**
 * D131: the duplicate guard's request: the draft repeats these earlier transfers, still waiting
 * for their outcome, and the supervisor decides whether it may go anyway (the same words of the
 * draft as the threshold's request, so the desk reads both alike).
 */
export function deskDuplicateAsk(
  draft: TransferDraft,
  earlier: readonly string[],
  requestId: string,
  clerk: { operatorId: string; displayName: string },
): Omit<ApprovalAsk, 'workstationId'> {
  const grounds = [
    { rule: 'duplicate' as const, total: draft.transfer.amount, earlier: [...earlier] },
  ];
  return askOf(draft, 'duplicate-transfer', grounds, requestId, clerk);
}
