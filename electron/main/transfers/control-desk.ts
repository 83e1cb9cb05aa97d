import type { ApprovalView } from '@shared/domain/approvals';
import {
  THRESHOLD_APPROVAL_PURPOSE,
  type ControlsCheck,
  type DraftRefusalView,
  type ThresholdDecisionRequest,
} from '@shared/domain/controls';
import type { Session } from '@shared/domain/operators';
import type { ControlThresholds } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { IpcError } from '@shared/ipc/define';
import { fail, ok, type Result } from '@shared/result';
import { approvalView, type Approvals, type ApproverVerifier } from '../approvals/approvals';
import type { Journal } from '../journal/journal';
import type { TransferRecord } from '../journal/transfers-repo';
import type { ApproverError } from '../operators/operator-service';
import {
  approvalMessage,
  approvalThresholdOf,
  isReportable,
  isSplitSeries,
  reportingThresholdOf,
  seriesDocumentOf,
} from './controls';
import { branchDayOf } from './daily-limit';
import { approvalMatchFor, waitingDuplicates } from './duplicate-guard';
import { refusalMessage } from './refusals';
import { worded } from '@shared/i18n/worded';

export type ThresholdApprovalError =
  ApproverError | IpcError<'no-approval-needed' | 'draft-refused'>;

export interface ControlDesk {
  /** What the review shows: an approval needed, a refusal, a compliance note (D80). */
  check(draft: TransferDraft): ControlsCheck;
  /** The admin's approval threshold this draft is above (D42), or null when it needs none. */
  approvalThreshold(draft: TransferDraft): string | null;
  /** A supervisor approves a draft above the threshold at the clerk's workstation. */
  approve(
    request: ThresholdDecisionRequest,
    requester: Session,
    verifyApprover: ApproverVerifier,
  ): Promise<Result<ApprovalView, ThresholdApprovalError>>;
  /** A supervisor refuses a draft that needs their approval: it ends, and cannot be sent. */
  refuse(
    request: ThresholdDecisionRequest,
    requester: Session,
    verifyApprover: ApproverVerifier,
  ): Promise<Result<DraftRefusalView, ThresholdApprovalError>>;
  /** Inside a reservation's transaction: marks it reportable, and its series split. */
  markReserved(record: TransferRecord, draft: TransferDraft): void;
}

export interface ControlDeskDeps {
  journal: Journal;
  approvals: Approvals;
  thresholds: () => ControlThresholds;
  /** The branch's zone (D32). */
  timeZone: () => string;
  now: () => number;
}

/** The control desk's steps bound to one set of dependencies. */
export function createControlDesk(deps: ControlDeskDeps): ControlDesk {
  return {
    check: (draft) => checkControls(deps, draft),
    approvalThreshold: (draft) => approvalThresholdOf(draft, deps.thresholds()),
    approve: (request, requester, verifyApprover) =>
      approveOverThreshold(deps, request, requester, verifyApprover),
    refuse: (request, requester, verifyApprover) =>
      refuseDraft(deps, request, requester, verifyApprover),
    markReserved: (record, draft) => markReserved(deps, record, draft),
  };
}

/**
 * What the review shows: an approval needed (its amount only), a refusal, and (D80) a neutral
 * compliance note when the transfer will be marked reportable or split; never a threshold, a
 * mark, a series or a total, since the customer reads the review too.
 */
export function checkControls(deps: ControlDeskDeps, draft: TransferDraft): ControlsCheck {
  const thresholds = deps.thresholds();
  const refusal = deps.journal.controls.refusalOf(draft.draftId);
  const reportingAt = reportingThresholdOf(draft.transfer.currencyCode, thresholds);
  return {
    approval:
      approvalThresholdOf(draft, thresholds) === null ? null : { message: approvalMessage(draft) },
    refused: refusal
      ? {
          reason: refusal.reason,
          approverId: refusal.approverId,
          message: refusalMessage(refusal),
        }
      : null,
    complianceNote:
      reportingAt !== null &&
      (isReportable(draft.transfer.amount, reportingAt) || splitsWith(deps, draft, reportingAt)),
  };
}

/** The sender document's day with this draft reaches the reporting threshold: a split series. */
function splitsWith(deps: ControlDeskDeps, draft: TransferDraft, reportingAt: string): boolean {
  const series = seriesOf(deps, draft, deps.now());
  if (!series || series.members.length === 0) return false;
  return isSplitSeries(
    [...series.members.map((m) => m.amount), draft.transfer.amount],
    reportingAt,
  );
}

/** A supervisor approves a draft above the threshold at the clerk's workstation. */
export async function approveOverThreshold(
  deps: ControlDeskDeps,
  request: ThresholdDecisionRequest,
  requester: Session,
  verifyApprover: ApproverVerifier,
): Promise<Result<ApprovalView, ThresholdApprovalError>> {
  const refused = alreadyRefused(deps.journal, request.draft);
  if (refused) return fail(refused);
  const threshold = approvalThresholdOf(request.draft, deps.thresholds());
  if (threshold === null) return fail(noApprovalNeeded());
  const match = approvalMatchFor(THRESHOLD_APPROVAL_PURPOSE, request.draft, requester.operatorId);
  const granted = await deps.approvals.grant({
    purpose: THRESHOLD_APPROVAL_PURPOSE,
    subject: match.subject,
    fingerprint: match.fingerprint,
    reason: request.reason,
    details: {
      amount: request.draft.transfer.amount,
      currency: request.draft.transfer.currencyCode,
      threshold,
    },
    approver: request.approver,
    requester,
    approverRoles: ['supervisor'],
    verifyApprover,
  });
  return granted.ok ? ok(approvalView(granted.value)) : granted;
}

/** A supervisor refuses a draft that needs their approval: it ends, and cannot be sent. */
export async function refuseDraft(
  deps: ControlDeskDeps,
  request: ThresholdDecisionRequest,
  requester: Session,
  verifyApprover: ApproverVerifier,
): Promise<Result<DraftRefusalView, ThresholdApprovalError>> {
  const { journal } = deps;
  const refused = alreadyRefused(journal, request.draft);
  if (refused) return fail(refused);
  const threshold = approvalThresholdOf(request.draft, deps.thresholds());
  const earlier = waitingDuplicates(journal, request.draft, deps.now());
  if (threshold === null && earlier.length === 0) return fail(noApprovalNeeded());
  const purpose = threshold !== null ? THRESHOLD_APPROVAL_PURPOSE : 'duplicate-transfer';
  // The refusal is the supervisor's word: checked exactly as an approval is.
  const verified = await verifyApprover(request.approver, {
    requester,
    roles: ['supervisor'],
    purpose,
  });
  if (!verified.ok) return verified;
  const refusal = {
    draftId: request.draft.draftId,
    purpose,
    approverId: verified.value.operatorId,
    approverName: verified.value.displayName,
    requesterId: requester.operatorId,
    reason: request.reason,
    refusedAt: new Date(deps.now()).toISOString(),
  };
  journal.controls.refuse(refusal, {
    amount: request.draft.transfer.amount,
    currency: request.draft.transfer.currencyCode,
    ...(threshold !== null ? { threshold } : {}),
    ...(earlier.length > 0 ? { earlier: earlier.map((record) => record.reference) } : {}),
  });
  return ok(refusal);
}

/** Inside a reservation's transaction: marks it reportable, and its series split (D43). */
export function markReserved(
  deps: ControlDeskDeps,
  record: TransferRecord,
  draft: TransferDraft,
): void {
  const { journal } = deps;
  const threshold = reportingThresholdOf(record.currency, deps.thresholds());
  if (threshold === null) return;
  const at = record.createdAt;
  const details = { threshold, currency: record.currency };
  if (isReportable(record.amount, threshold)) {
    journal.controls.mark('reportable', [record], details, at, record.operatorId);
  }
  // The reserved row is in the series already: its document was filled as it was written.
  const series = seriesOf(deps, draft, Date.parse(at));
  if (!series) return;
  if (
    isSplitSeries(
      series.members.map((m) => m.amount),
      threshold,
    )
  ) {
    journal.controls.mark(
      'split',
      series.members,
      { ...details, series: `${series.document} ${series.day}` },
      at,
      record.operatorId,
    );
  }
}

/** The sender document's series of the day in the draft's currency, without the draft. */
function seriesOf(deps: ControlDeskDeps, draft: TransferDraft, nowMs: number) {
  const document = seriesDocumentOf(draft);
  if (document === null) return null;
  const { day, from, to } = branchDayOf(nowMs, deps.timeZone());
  const members = deps.journal.controls.seriesMembers(
    document,
    draft.transfer.currencyCode,
    from,
    to,
  );
  return { document, day, members };
}

function alreadyRefused(journal: Journal, draft: TransferDraft): IpcError<'draft-refused'> | null {
  const refusal = journal.controls.refusalOf(draft.draftId);
  return refusal ? { code: 'draft-refused', message: refusalMessage(refusal) } : null;
}

function noApprovalNeeded(): IpcError<'no-approval-needed'> {
  return worded('no-approval-needed', 'send.controls.noApprovalNeeded');
}
