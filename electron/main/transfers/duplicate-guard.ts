import { createHash } from 'node:crypto';
import {
  DUPLICATE_APPROVAL_PURPOSE,
  DUPLICATE_WINDOW_DAYS,
  type DuplicateCheck,
} from '@shared/domain/approvals';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import type { Journal } from '../journal/journal';
import type { TransferRecord } from '../journal/transfers-repo';
import type { ApprovalMatch } from '../approvals/approvals';
import { summaryOf } from './transfer-body';
import { text } from '@shared/i18n/catalog';
import { listed } from './listed';
import type { BranchTransfer } from '../../../hq/protocol/wire';
import { mergedByReference } from './branch-merge';

const DAY_MS = 86_400_000;

/**
 * Earlier transfers a new draft may repeat: the same source account, the same recipient account
 * or mobile number, the same amount and currency, recorded in the last seven days, whose outcome a
 * supervisor has not settled (unknown, or accepted but not final). Sending again while one of
 * these may still pay out could pay the recipient twice.
 */
export function waitingDuplicates(
  journal: Journal,
  draft: TransferDraft,
  nowMs: number,
  /** D133: the other counters' that head office found, merged by reference. */
  elsewhere: readonly BranchTransfer[] = [],
): WaitingTransfer[] {
  const summary = summaryOf(draft);
  const local = journal.transfers.waitingMatches(
    summary,
    new Date(nowMs - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString(),
  );
  return mergedByReference(local, elsewhere);
}

/** What the guard tells of a waiting transfer, here or at another counter (D133). */
export type WaitingTransfer = Pick<
  TransferRecord,
  'reference' | 'state' | 'createdAt' | 'operatorId'
>;

export function duplicateMessage(earlier: readonly WaitingTransfer[]): string {
  const references = earlier.map((record) => record.reference);
  const which =
    references.length === 1
      ? text('send.repeats.transfer', { reference: references[0]! })
      : text('send.repeats.transfers', { references: listed(references) });
  return text('send.repeats.waiting', {
    which,
    days: DUPLICATE_WINDOW_DAYS,
    count: references.length,
  });
}

export function duplicateCheckView(earlier: readonly WaitingTransfer[]): DuplicateCheck {
  return {
    matches: earlier.map((record) => ({
      reference: record.reference,
      state: record.state,
      stateLabel: STATE_LABELS[record.state],
      createdAt: record.createdAt,
      operatorId: record.operatorId,
    })),
    message: earlier.length > 0 ? duplicateMessage(earlier) : null,
  };
}

/**
 * The draft's content, keys sorted: an approval is for this draft exactly as it was approved.
 * The customer's instruction (form number, ID checked) and the clerk's confirmation of a second
 * transfer (D46) are left out: they are the counter's paperwork, typed on the review while the
 * supervisor is called, and never part of what is signed and sent.
 */
export function draftFingerprint(draft: TransferDraft): string {
  return (
    createHash('sha256')
      // The receipt's language (D86) is how the customer reads the receipt, and how they pay
      // (D124) how the counter takes the money, not what is approved: the review asks for the
      // approval with the draft as it was reviewed, before either is in it, and sends with both.
      .update(
        canonical({
          ...draft,
          instruction: undefined,
          repeat: undefined,
          receiptLanguage: undefined,
          paymentMethod: undefined,
          // D154: the total the review showed is priced from the draft, not part of it.
          reviewedTotal: undefined,
        }),
      )
      .digest('hex')
  );
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a duplicate approval for this draft, asked by this operator, is filed under. */
export function duplicateApprovalMatch(draft: TransferDraft, requesterId: string): ApprovalMatch {
  return approvalMatchFor(DUPLICATE_APPROVAL_PURPOSE, draft, requesterId);
}

/** What an approval of `purpose` for this draft, asked by this operator, is filed under. */
export function approvalMatchFor(
  purpose: string,
  draft: TransferDraft,
  requesterId: string,
): ApprovalMatch {
  return { purpose, subject: draft.draftId, fingerprint: draftFingerprint(draft), requesterId };
}
