import { bankNameOf, walletLabelOf } from '@shared/domain/branch-lists';
import { APPROVAL_PURPOSE_LABELS } from '@shared/domain/controls';
import type { EnvironmentName } from '@shared/domain/environments';
import type { ReceiptView } from '@shared/domain/receipt';
import type { StoredApproval } from '../journal/controls-repo';
import type { Journal } from '../journal/journal';
import type { BranchListsStore } from '../settings/branch-lists-store';

/** What names a receipt's codes and ids. */
export interface ReceiptNamesDeps {
  journal: Journal;
  branchLists: Pick<BranchListsStore, 'review'>;
}

/** A payment purpose's name in an environment's cached list, for the screens and the prints. */
export function purposeNameOf(
  journal: Journal,
  code: string,
  environment: EnvironmentName,
): string | null {
  return journal.purposes.load(environment)?.purposes.find((p) => p.code === code)?.value ?? null;
}

/**
 * A receipt with names beside its codes and ids: the bank's and the wallet's as the branch lists
 * hold them now, the operator's and the purpose's, who approved what, and what corrected it.
 */
export function namedReceipt(deps: ReceiptNamesDeps, receipt: ReceiptView): ReceiptView {
  const { journal } = deps;
  const lists = deps.branchLists.review(receipt.environment);
  return {
    ...receipt,
    // Names before ids: the receipt says who served the customer as the journal names them now.
    operatorName: journal.operators.get(receipt.operatorId)?.displayName ?? null,
    // A supervisor's screen has no purpose list of its own: main names the code (D62).
    purposeName: receipt.purposeCode
      ? purposeNameOf(journal, receipt.purposeCode, receipt.environment)
      : null,
    approvals: approvalsOf(journal, receipt.reference),
    // D47: a refused transfer corrected once says by which transfer, and cannot be again.
    correctedBy: correctedByOf(journal, receipt.reference),
    bankName: receipt.bankCode
      ? bankNameOf(lists.lists.banks, receipt.destinationCountry, receipt.bankCode)
      : null,
    walletLabel: receipt.walletName
      ? walletLabelOf(lists.lists.wallets, receipt.destinationCountry, receipt.walletName)
      : null,
  };
}

/** The supervisors' approvals kept with the transfer, for the bank's copy. */
function approvalsOf(journal: Journal, reference: string): ReceiptView['approvals'] {
  const record = journal.transfers.getByReference(reference);
  return approvalViews(record ? journal.controls.approvalsOf(record.id) : []);
}

/** Approvals as the bank's copy lists them, each purpose named. */
export function approvalViews(approvals: readonly StoredApproval[]): ReceiptView['approvals'] {
  return approvals.map((approval) => ({
    purpose: approval.purpose,
    purposeLabel: APPROVAL_PURPOSE_LABELS[approval.purpose] ?? approval.purpose,
    approverId: approval.approverId,
    approverName: approval.approverName,
    requesterId: approval.requesterId,
    reason: approval.reason,
    grantedAt: approval.grantedAt,
  }));
}

function correctedByOf(journal: Journal, reference: string): ReceiptView['correctedBy'] {
  const by = journal.transfers.correctedBy(reference);
  return by ? { reference: by.reference, createdAt: by.createdAt } : null;
}
