import {
  DUPLICATE_APPROVAL_PURPOSE,
  type ApprovalView,
  type DuplicateCheck,
  type DuplicateOverrideRequest,
} from '@shared/domain/approvals';
import type { Session } from '@shared/domain/operators';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { IpcError } from '@shared/ipc/define';
import { fail, ok, type Result } from '@shared/result';
import { approvalView, type Approvals, type ApproverVerifier } from '../approvals/approvals';
import type { Journal } from '../journal/journal';
import type { ApproverError } from '../operators/operator-service';
import { duplicateApprovalMatch, duplicateCheckView, waitingDuplicates } from './duplicate-guard';
import { worded } from '@shared/i18n/worded';
import type { BranchFacts } from './branch-merge';

export type DuplicateApprovalError = ApproverError | IpcError<'no-duplicate'>;

export interface DuplicateDesk {
  /** What the review shows before the clerk confirms: the earlier transfers this draft repeats. */
  check(draft: TransferDraft): DuplicateCheck;
  /**
   * A supervisor lets a draft that repeats a waiting transfer through: their id and password are
   * checked (see Approvals), and the approval is bound to this draft as it is now and to the clerk.
   */
  approve(
    request: DuplicateOverrideRequest,
    requester: Session,
    verifyApprover: ApproverVerifier,
  ): Promise<Result<ApprovalView, DuplicateApprovalError>>;
}

export function createDuplicateDesk(options: {
  journal: Journal;
  approvals: Approvals;
  now: () => number;
  /** D133: what head office answered at the draft's review (branch-facts.ts). */
  branchFacts?: (draft: TransferDraft) => BranchFacts | null;
}): DuplicateDesk {
  const { journal, approvals } = options;
  const waiting = (draft: TransferDraft) =>
    waitingDuplicates(journal, draft, options.now(), options.branchFacts?.(draft)?.waiting);
  return {
    check: (draft) => duplicateCheckView(waiting(draft)),

    async approve(request, requester, verifyApprover) {
      const earlier = waiting(request.draft);
      if (earlier.length === 0) {
        return fail(worded('no-duplicate', 'send.repeats.noDuplicate'));
      }
      const match = duplicateApprovalMatch(request.draft, requester.operatorId);
      const granted = await approvals.grant({
        purpose: DUPLICATE_APPROVAL_PURPOSE,
        subject: match.subject,
        fingerprint: match.fingerprint,
        reason: request.reason,
        details: { earlier: earlier.map((record) => record.reference) },
        approver: request.approver,
        requester,
        approverRoles: ['supervisor'],
        verifyApprover,
      });
      return granted.ok ? ok(approvalView(granted.value)) : granted;
    },
  };
}
