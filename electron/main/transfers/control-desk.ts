import type { ApprovalView } from '@shared/domain/approvals';
import { SPLIT_MARKS } from '@shared/domain/control-marks';
import {
  THRESHOLD_APPROVAL_PURPOSE,
  type ApprovalGround,
  type ControlsCheck,
  type DraftRefusalView,
  type ThresholdDecisionRequest,
  type ThresholdGrounds,
  type ThresholdGroundsRequest,
} from '@shared/domain/controls';
import type { Session } from '@shared/domain/operators';
import type { ControlThresholds } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { IpcError } from '@shared/ipc/define';
import { fail, ok, type Result } from '@shared/result';
import { approvalView, type Approvals, type ApproverVerifier } from '../approvals/approvals';
import type { CustomerDocument } from '../journal/control-totals';
import type { Journal } from '../journal/journal';
import type { TransferRecord } from '../journal/transfers-repo';
import type { ApproverError } from '../operators/operator-service';
import {
  accountToRecipientOf,
  approvalGroundsOf,
  approvalLimitOf,
  approvalMessage,
  customerDocumentOf,
  isReportable,
  reportingThresholdOf,
  sameRecipientAs,
} from './controls';
import { branchDayOf } from './daily-limit';
import { approvalMatchFor, waitingDuplicates } from './duplicate-guard';
import { flagAnotherIdentity } from './identity-flag';
import { refusalMessage } from './refusals';
import {
  splitSeriesAt,
  widestWindowOf,
  type SeriesTransfer,
  type WindowSeries,
} from './split-windows';
import { isJournalRow, mergedInSpan, mergedToRecipient, type BranchFacts } from './branch-merge';
import { worded } from '@shared/i18n/worded';

export type ThresholdApprovalError =
  ApproverError | IpcError<'no-approval-needed' | 'draft-refused'>;

/**
 * D42, D81: why a draft needs a supervisor's approval now: the admin's amount for its product and
 * currency, the branch's day its totals are of, and each rule that asks (never empty).
 */
export interface ApprovalNeed {
  threshold: string;
  day: string;
  grounds: ApprovalGround[];
}

export interface ControlDesk {
  /** What the review shows: an approval needed, a refusal, a compliance note (D80). */
  check(draft: TransferDraft): ControlsCheck;
  /**
   * Why this draft needs a supervisor's approval now (D42, D81), or null when it needs none; D133:
   * counted with `facts`, head office's, when given, else with the review's last read.
   */
  approvalNeed(draft: TransferDraft, facts?: BranchFacts | null): ApprovalNeed | null;
  /** D81: why, for the supervisor, once their id and password are checked. */
  grounds(
    request: ThresholdGroundsRequest,
    requester: Session,
    verifyApprover: ApproverVerifier,
  ): Promise<Result<ThresholdGrounds, ThresholdApprovalError>>;
  /** A supervisor approves a draft that needs it at the clerk's workstation. */
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
  /**
   * Inside a reservation's transaction: marks it reportable, and its customer's series split, the
   * series counted with head office's `facts` (D133).
   */
  markReserved(record: TransferRecord, draft: TransferDraft, facts?: BranchFacts | null): void;
}

export interface ControlDeskDeps {
  journal: Journal;
  approvals: Approvals;
  thresholds: () => ControlThresholds;
  /** The branch's zone (D32). */
  timeZone: () => string;
  now: () => number;
  /** D133: what head office answered at the draft's review (branch-facts.ts); absent: none. */
  branchFacts?: (draft: TransferDraft) => BranchFacts | null;
}

/** The control desk's steps bound to one set of dependencies. */
export function createControlDesk(deps: ControlDeskDeps): ControlDesk {
  return {
    check: (draft) => checkControls(deps, draft),
    approvalNeed: (draft, facts) =>
      approvalNeedOf(deps, draft, deps.now(), facts ?? deps.branchFacts?.(draft) ?? null),
    grounds: (request, requester, verifyApprover) =>
      thresholdGrounds(deps, request, requester, verifyApprover),
    approve: (request, requester, verifyApprover) =>
      approveOverThreshold(deps, request, requester, verifyApprover),
    refuse: (request, requester, verifyApprover) =>
      refuseDraft(deps, request, requester, verifyApprover),
    markReserved: (record, draft, facts) => markReserved(deps, record, draft, facts ?? null),
  };
}

/**
 * D42, D81: the draft needs a supervisor's approval when its amount, the customer's transfers of
 * the branch's day with it, or the source account's of the day to the same recipient with it, are
 * above the admin's amount for its product and currency. The day's transfers are read from the
 * journal at `nowMs` (those that did not fail, in the draft's currency); D133: the customer's
 * merged with head office's `facts` of the other counters.
 */
export function approvalNeedOf(
  deps: Pick<ControlDeskDeps, 'journal' | 'thresholds' | 'timeZone'>,
  draft: TransferDraft,
  nowMs: number,
  facts: BranchFacts | null = null,
): ApprovalNeed | null {
  const threshold = approvalLimitOf(draft, deps.thresholds());
  if (threshold === null) return null;
  const { day, from, to } = branchDayOf(nowMs, deps.timeZone());
  const currency = draft.transfer.currencyCode;
  const totals = deps.journal.controlTotals;
  const customer = customerDocumentOf(draft);
  const grounds = approvalGroundsOf(draft, threshold, {
    ofCustomer: customer
      ? mergedInSpan(totals.ofCustomer(customer, currency, from, to), facts, { currency, from, to })
      : [],
    // D137: the other counters' too, from head office (their bank or wallet is not told there).
    toRecipient: mergedToRecipient(
      totals
        .toRecipient(accountToRecipientOf(draft), currency, from, to)
        .filter((record) => sameRecipientAs(draft, record)),
      facts,
      { currency, from, to },
    ),
  });
  return grounds.length === 0 ? null : { threshold, day, grounds };
}

/**
 * What the review shows: an approval needed (its amount only), a refusal, and (D80) a neutral
 * compliance note when the transfer will be marked reportable or split; never a threshold, a
 * mark, a series, a total or an earlier transfer, since the customer reads the review too.
 */
export function checkControls(deps: ControlDeskDeps, draft: TransferDraft): ControlsCheck {
  const refusal = deps.journal.controls.refusalOf(draft.draftId);
  const reportingAt = reportingThresholdOf(draft.transfer.currencyCode, deps.thresholds());
  return {
    approval:
      approvalNeedOf(deps, draft, deps.now(), factsOf(deps, draft)) === null
        ? null
        : { message: approvalMessage(draft) },
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

/** D81: the draft, sent now, would complete or join a split series of its customer in a window. */
function splitsWith(deps: ControlDeskDeps, draft: TransferDraft, reportingAt: string): boolean {
  const customer = customerDocumentOf(draft);
  if (!customer) return false;
  const atMs = deps.now();
  const currency = draft.transfer.currencyCode;
  const { from, to } = widestWindowOf(atMs);
  const earlier = mergedInSpan(
    deps.journal.controlTotals.ofCustomer(customer, currency, from, to),
    factsOf(deps, draft),
    { currency, from, to },
  );
  const itself = {
    createdAt: new Date(atMs).toISOString(),
    amount: draft.transfer.amount,
    currency,
    state: 'reserved' as const,
  };
  return splitSeriesAt([...earlier, itself], { atMs, currency }, reportingAt).length > 0;
}

/** The approval's and the refusal's audit details: the amounts and why, by reference (D81). */
function needDetails(draft: TransferDraft, need: ApprovalNeed): Record<string, unknown> {
  return {
    amount: draft.transfer.amount,
    currency: draft.transfer.currencyCode,
    threshold: need.threshold,
    grounds: groundsAudited(need.grounds),
  };
}

/** Each rule's total and the references it added up, for an audit row. */
export function groundsAudited(grounds: readonly ApprovalGround[]) {
  return grounds.map((ground) => ({
    rule: ground.rule,
    total: ground.total,
    earlier: ground.earlier.map((transfer) => transfer.reference),
  }));
}

/**
 * D81: why the draft needs the supervisor's approval, answered only once their id and password
 * pass the approver's checks (D73): the rules, their totals and the earlier transfers. The clerk
 * asked for it at their workstation, and the customer may be looking: nothing before that check.
 */
export async function thresholdGrounds(
  deps: ControlDeskDeps,
  request: ThresholdGroundsRequest,
  requester: Session,
  verifyApprover: ApproverVerifier,
): Promise<Result<ThresholdGrounds, ThresholdApprovalError>> {
  const before = decidable(deps, request.draft);
  if (!before.ok) return before;
  const verified = await verifyApprover(request.approver, {
    requester,
    roles: ['supervisor'],
    purpose: THRESHOLD_APPROVAL_PURPOSE,
  });
  if (!verified.ok) return verified;
  // Read again after the check, which may have waited (D73): what the supervisor decides on now.
  const need = decidable(deps, request.draft);
  if (!need.ok) return need;
  return ok({
    currency: request.draft.transfer.currencyCode,
    day: need.value.day,
    timeZone: deps.timeZone(),
    grounds: need.value.grounds,
  });
}

/** A supervisor approves a draft that needs it at the clerk's workstation. */
export async function approveOverThreshold(
  deps: ControlDeskDeps,
  request: ThresholdDecisionRequest,
  requester: Session,
  verifyApprover: ApproverVerifier,
): Promise<Result<ApprovalView, ThresholdApprovalError>> {
  const need = decidable(deps, request.draft);
  if (!need.ok) return need;
  const match = approvalMatchFor(THRESHOLD_APPROVAL_PURPOSE, request.draft, requester.operatorId);
  const granted = await deps.approvals.grant({
    purpose: THRESHOLD_APPROVAL_PURPOSE,
    subject: match.subject,
    fingerprint: match.fingerprint,
    reason: request.reason,
    details: needDetails(request.draft, need.value),
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
  const facts = factsOf(deps, request.draft);
  const need = approvalNeedOf(deps, request.draft, deps.now(), facts);
  const earlier = waitingDuplicates(journal, request.draft, deps.now(), facts?.waiting);
  if (need === null && earlier.length === 0) return fail(noApprovalNeeded());
  const purpose = need !== null ? THRESHOLD_APPROVAL_PURPOSE : 'duplicate-transfer';
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
    ...(need !== null ? needDetails(request.draft, need) : {}),
    ...(earlier.length > 0 ? { earlier: earlier.map((record) => record.reference) } : {}),
  });
  return ok(refusal);
}

/**
 * Inside a reservation's transaction: marks it reportable (D43), and (D81) each series its
 * customer's transfers make in the last 24 hours, 7 and 30 days with it, each with its window;
 * (D160) flags it for compliance when its customer's document was journaled with another person.
 */
export function markReserved(
  deps: ControlDeskDeps,
  record: TransferRecord,
  draft: TransferDraft,
  facts: BranchFacts | null = null,
): void {
  const { journal } = deps;
  flagAnotherIdentity(journal, record);
  const threshold = reportingThresholdOf(record.currency, deps.thresholds());
  if (threshold === null) return;
  const at = record.createdAt;
  const details = { threshold, currency: record.currency };
  if (isReportable(record.amount, threshold)) {
    journal.controls.mark('reportable', [record], details, at, record.operatorId);
  }
  const customer = customerDocumentOf(draft);
  if (!customer) return;
  // The reserved row is among the customer's already: its block was written as it was reserved.
  const atMs = Date.parse(at);
  const { from, to } = widestWindowOf(atMs);
  // D133: the other counters' transfers count in the series; the marks go on this journal's rows
  // (the other counters mark theirs as their own transfers join a series).
  const transfers = mergedInSpan(
    journal.controlTotals.ofCustomer(customer, record.currency, from, to),
    facts,
    { currency: record.currency, from, to },
  );
  for (const series of splitSeriesAt(transfers, { atMs, currency: record.currency }, threshold)) {
    journal.controls.mark(
      SPLIT_MARKS[series.window],
      series.members.filter(isJournalRow),
      { ...details, window: series.window, series: seriesName(customer, series) },
      at,
      record.operatorId,
    );
  }
}

/** A series as its marks and audit row name it: the document, the window and its bounds. */
export function seriesName(
  customer: CustomerDocument,
  series: WindowSeries<SeriesTransfer>,
): string {
  return `${customer.type}:${customer.number}:${customer.country} ${series.window} ${series.from}/${series.to}`;
}

/**
 * What a supervisor decides on: why the draft needs their approval now; or that a supervisor
 * refused it already, or that it needs none, when there is nothing to decide.
 */
function decidable(
  deps: ControlDeskDeps,
  draft: TransferDraft,
): Result<ApprovalNeed, IpcError<'no-approval-needed' | 'draft-refused'>> {
  const refused = alreadyRefused(deps.journal, draft);
  if (refused) return fail(refused);
  const need = approvalNeedOf(deps, draft, deps.now(), factsOf(deps, draft));
  return need === null ? fail(noApprovalNeeded()) : ok(need);
}

/** D133: what head office answered at the draft's review, or null. */
function factsOf(deps: ControlDeskDeps, draft: TransferDraft): BranchFacts | null {
  return deps.branchFacts?.(draft) ?? null;
}

function alreadyRefused(journal: Journal, draft: TransferDraft): IpcError<'draft-refused'> | null {
  const refusal = journal.controls.refusalOf(draft.draftId);
  return refusal ? { code: 'draft-refused', message: refusalMessage(refusal) } : null;
}

function noApprovalNeeded(): IpcError<'no-approval-needed'> {
  return worded('no-approval-needed', 'send.controls.noApprovalNeeded');
}
