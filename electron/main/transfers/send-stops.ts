import { THRESHOLD_APPROVAL_PURPOSE } from '@shared/domain/controls';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { missingCustomer } from '@shared/schemas/customer-schemas';
import { INSTRUCTION_FIELD_PREFIX, missingInstruction } from '@shared/schemas/instruction-required';
import { missingPaymentMethod } from '@shared/schemas/payment-method';
import type { Approvals } from '../approvals/approvals';
import type { Journal } from '../journal/journal';
import type { TransferRecord } from '../journal/transfers-repo';
import type { ApprovalNeed } from './control-desk';
import type { BranchFacts } from './branch-merge';
import { approvalMessage } from './controls';
import { correctionLinkProblem } from './correction';
import {
  approvalMatchFor,
  duplicateApprovalMatch,
  duplicateMessage,
  waitingDuplicates,
  type WaitingTransfer,
} from './duplicate-guard';
import { refusalMessage } from './refusals';
import {
  detailFindings,
  unconfirmedRepeats,
  type RepeatFinding,
  type RepeatGuard,
} from './repeat-guard';
import type { SendError } from './send-errors';

/** What the checks that stop a draft before anything is reserved read. */
export interface SendStopDeps {
  journal: Journal;
  now: () => number;
  /** Supervisors' approvals: what lets a possible duplicate through (none: never). */
  approvals?: Pick<Approvals, 'has' | 'take' | 'auditUse'>;
  /**
   * Why a draft needs a supervisor's approval now (null: it needs none): its amount, or its
   * customer's or its recipient's total of the day (D42, D81); and what a reservation marks
   * (reportable, a split series), run inside its transaction (D43, D81).
   */
  controls?: {
    approvalNeed(draft: TransferDraft, facts?: BranchFacts | null): ApprovalNeed | null;
    markReserved(record: TransferRecord, draft: TransferDraft, facts?: BranchFacts | null): void;
  };
  /** D133: what head office answered at the draft's review (branch-facts.ts); absent: none. */
  branchFacts?: (draft: TransferDraft) => BranchFacts | null;
  /**
   * D46: what a new draft repeats (the same details in the repeat window, or the same instruction
   * form); none when absent. The clerk's confirmation, or the duplicate guard's supervisor
   * approval, lets it through.
   */
  repeats?: RepeatGuard;
}

/**
 * Why a new draft may not go, in the order the review meets them: no signed instruction (D41), no
 * payment method (D124), no customer (D77), a correction it may not make (D47), a waiting transfer it repeats (D33), a
 * supervisor's refusal, an unconfirmed repeat (D46), an amount above the approval threshold
 * (D42). Null when it may go.
 */
export function firstSendStop(
  deps: SendStopDeps,
  draft: TransferDraft,
  operatorId: string,
): SendError | null {
  const unsigned = missingInstruction(draft);
  if (unsigned) return unsigned;
  const unpaid = missingPaymentMethod(draft);
  if (unpaid) return unpaid;
  const nobody = missingCustomer(draft);
  if (nobody) return nobody;
  const link = correctionLinkProblem(deps.journal, draft, operatorId);
  if (link) return link;
  const duplicates = unapprovedDuplicates(deps, draft, operatorId);
  if (duplicates.length > 0) return possibleDuplicate(duplicates);
  const refused = refusalStop(deps.journal, draft);
  if (refused) return refused;
  const approved = deps.approvals?.has(duplicateApprovalMatch(draft, operatorId)) ?? false;
  const repeated = repeatStop(deps, draft, approved, repeatsOf(deps, draft, deps.now()));
  if (repeated) return repeated;
  return controlStop(deps, draft, operatorId);
}

/** The earlier transfers a draft repeats, unless a supervisor's approval for it is live. */
export function unapprovedDuplicates(
  deps: SendStopDeps,
  draft: TransferDraft,
  operatorId: string,
): WaitingTransfer[] {
  const elsewhere = deps.branchFacts?.(draft)?.waiting;
  const earlier = waitingDuplicates(deps.journal, draft, deps.now(), elsewhere);
  if (earlier.length === 0) return [];
  const approved = deps.approvals?.has(duplicateApprovalMatch(draft, operatorId)) ?? false;
  return approved ? [] : earlier;
}

export function possibleDuplicate(earlier: readonly WaitingTransfer[]): SendError {
  return { code: 'possible-duplicate', message: duplicateMessage(earlier) };
}

/** D46: what the draft repeats at `nowMs` (nothing without a repeat guard). */
export function repeatsOf(
  deps: Pick<SendStopDeps, 'repeats'>,
  draft: TransferDraft,
  nowMs: number,
): RepeatFinding[] {
  return deps.repeats?.find(draft, draft.instruction?.formNumber ?? null, nowMs) ?? [];
}

/**
 * D80: a draft giving an instruction form number already used never goes, whoever confirms or
 * approves. D46, D48: a draft that repeats earlier transfers goes only with the clerk's
 * confirmation naming each of them, or with the duplicate guard's supervisor approval, which
 * answers for the whole stop (`supervisorApproved`). Null when it may go.
 */
export function repeatStop(
  deps: Pick<SendStopDeps, 'repeats'>,
  draft: TransferDraft,
  supervisorApproved: boolean,
  findings: readonly RepeatFinding[],
): SendError | null {
  const formNumber = draft.instruction?.formNumber;
  const used = formNumber ? deps.repeats?.formNumberUsed(formNumber, findings) : null;
  if (used) {
    return {
      code: 'form-number-used',
      message: used,
      fields: [{ path: `${INSTRUCTION_FIELD_PREFIX}formNumber`, message: used }],
    };
  }
  if (supervisorApproved) return null;
  const unconfirmed = unconfirmedRepeats(detailFindings(findings), draft.repeat);
  return unconfirmed.length === 0
    ? null
    : { code: 'repeat-unconfirmed', message: deps.repeats!.refusal(unconfirmed) };
}

/** A supervisor refused this draft: it never goes, whatever else it needs. */
export function refusalStop(journal: Journal, draft: TransferDraft): SendError | null {
  const refusal = journal.controls.refusalOf(draft.draftId);
  return refusal ? { code: 'draft-refused', message: refusalMessage(refusal) } : null;
}

/**
 * Why this draft may not go without more: a supervisor refused it (for good), or it needs a
 * supervisor's approval (its amount, or a day's total with it, D81) and none for it is live. Null
 * when it may go.
 */
export function controlStop(
  deps: SendStopDeps,
  draft: TransferDraft,
  operatorId: string,
): SendError | null {
  const refused = refusalStop(deps.journal, draft);
  if (refused) return refused;
  if ((deps.controls?.approvalNeed(draft) ?? null) === null) return null;
  const match = approvalMatchFor(THRESHOLD_APPROVAL_PURPOSE, draft, operatorId);
  return deps.approvals?.has(match) ? null : needsApproval(draft);
}

/** D49, D80: said with the transfer's own amount only, whichever rule asks for the approval. */
export function needsApproval(draft: TransferDraft): SendError {
  return { code: 'needs-approval', message: approvalMessage(draft) };
}
