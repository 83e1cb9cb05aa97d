import type {
  ApprovalFailures,
  ApprovalView,
  DuplicateCheck,
  DuplicateOverrideRequest,
} from '../domain/approvals';
import type {
  ControlsCheck,
  DraftRefusalView,
  SuspicionFlagList,
  SuspicionFlagQuery,
  SuspicionFlagReceipt,
  SuspicionFlagRequest,
  ThresholdDecisionRequest,
  ThresholdGrounds,
  ThresholdGroundsRequest,
} from '../domain/controls';
import type { Charges } from '../domain/charges';
import type { RepeatCheck, RepeatCheckRequest } from '../domain/repeats';
import type { TransferDraft } from '../domain/transfer-drafts';
import { op } from './define';

/*
 * The review's checks and a supervisor's decisions at the counter (D33, D42, D46, D48), and
 * suspicion flags (D43). The review asks what a draft needs: a waiting transfer it repeats, an
 * approval above the admin's threshold, a refusal, reportable, a split series, an earlier
 * transfer it may repeat. A supervisor approves or refuses at the clerk's workstation with their
 * own id and password, checked in main without a new session. Clerks and supervisors flag a
 * transfer as suspicious; only compliance officers and auditors read the flags (D79), and a
 * clerk's flag answer names no other flag.
 */

/** Why main refused a supervisor's id and password typed at a clerk's workstation. */
export type ApproverRefusal =
  | 'bad-credentials'
  | 'locked-out'
  | 'journal-check-failed'
  | 'own-approval'
  | 'approver-not-allowed'
  | 'approver-must-change-password'
  | 'head-office-silent'
  // D73: wrong passwords typed into approvals here paused them for a while.
  | 'approvals-paused';

export const controlsOperations = {
  checkDuplicates: op<TransferDraft, DuplicateCheck>()('transfers:check-duplicates', 'clerk'),
  approveDuplicate: op<DuplicateOverrideRequest, ApprovalView, 'no-duplicate' | ApproverRefusal>()(
    'approvals:duplicate',
    'clerk',
  ),
  checkControls: op<TransferDraft, ControlsCheck>()('transfers:check-controls', 'clerk'),
  // D81: why the transfer needs the supervisor's approval, once their id and password are checked.
  thresholdGrounds: op<
    ThresholdGroundsRequest,
    ThresholdGrounds,
    'no-approval-needed' | 'draft-refused' | ApproverRefusal
  >()('approvals:threshold-grounds', 'clerk'),
  approveThreshold: op<
    ThresholdDecisionRequest,
    ApprovalView,
    'no-approval-needed' | 'draft-refused' | ApproverRefusal
  >()('approvals:threshold', 'clerk'),
  refuseApproval: op<
    ThresholdDecisionRequest,
    DraftRefusalView,
    'no-approval-needed' | 'draft-refused' | ApproverRefusal
  >()('approvals:refuse', 'clerk'),
  flagSuspicion: op<SuspicionFlagRequest, SuspicionFlagReceipt, 'not-found'>()('flags:raise', [
    'clerk',
    'supervisor',
  ]),
  // D79: the compliance officer reads the flags, the auditor too; supervisors no longer.
  listSuspicionFlags: op<SuspicionFlagQuery, SuspicionFlagList>()('flags:list', [
    'compliance',
    'auditor',
  ]),
  exportSuspicionFlags: op<
    SuspicionFlagQuery,
    { file: string; rows: number } | null,
    'cannot-write'
  >()('flags:export', ['compliance', 'auditor']),
  // D46: what the review names before a second transfer: earlier transfers with the same
  // details in the repeat window, or the same instruction form number (the clerk confirms).
  checkRepeats: op<RepeatCheckRequest, RepeatCheck>()('transfers:check-repeats', 'clerk'),
  // D124: the fee, rate and total to pay the review shows, priced in main from the settings now.
  priceDraft: op<TransferDraft, Charges, 'rate-missing' | 'rate-stale'>()(
    'transfers:price',
    'clerk',
  ),
  // D73: the failed approvals typed at this workstation in the last day, and any pause now.
  approvalFailures: op<void, ApprovalFailures>()('approvals:failures', ['supervisor', 'admin']),
};
