import { randomUUID } from 'node:crypto';
import { approvalView, type Approvals } from '../approvals/approvals';
import type {
  DeskApprovalAsked,
  DeskApprovalPurpose,
  DeskApprovalState,
  DeskDecisionRequest,
  DeskDecisionView,
  WaitingApprovals,
} from '@shared/domain/desk-approvals';
import { THRESHOLD_APPROVAL_PURPOSE } from '@shared/domain/controls';
import { DUPLICATE_APPROVAL_PURPOSE } from '@shared/domain/approvals';
import type { Session } from '@shared/domain/operators';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { IpcError } from '@shared/ipc/define';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type Result } from '@shared/result';
import type { ApprovalDecision } from '../../../hq/protocol/approval-wire';
import type { HeadOfficeApprovals } from '../head-office/head-office-approvals';
import type { HeadOfficeError } from '../head-office/head-office-client';
import type { Journal } from '../journal/journal';
import { groundsAudited, type ApprovalNeed } from './control-desk';
import { approvalMatchFor } from './duplicate-guard';
import { refusalMessage } from './refusals';
import { deskAsk, deskDuplicateAsk } from './desk-ask';

/*
 * D125: a supervisor's approval from their own desk, through head office. The clerk's review asks
 * the branch's supervisors; the supervisor's desk lists what waits and sends a decision as the
 * signed-in supervisor (audited here); the clerk's review polls, and a decision signed by head
 * office for exactly this draft and clerk is kept as an approval at the counter is (the same
 * fingerprint, so the send finds it; its audit names the approver and keeps head office's
 * signature), or a refusal as one at the counter is (the draft ends).
 */

export const DESK_APPROVAL_ACTIONS = {
  asked: 'approval.desk-asked',
  decided: 'approval.desk-decided',
} as const;

export type DeskAskError = IpcError<
  'no-approval-needed' | 'draft-refused' | 'head-office-unavailable'
>;

export interface DeskApprovals {
  ask(
    draft: TransferDraft,
    clerk: Session,
    purpose?: DeskApprovalPurpose,
  ): Promise<Result<DeskApprovalAsked, DeskAskError>>;
  status(
    draft: TransferDraft,
    requestId: string,
    clerk: Session,
  ): Promise<Result<DeskApprovalState, IpcError<'head-office-unavailable' | 'draft-changed'>>>;
  waiting(): Promise<Result<WaitingApprovals, IpcError<'head-office-unavailable'>>>;
  decide(
    request: DeskDecisionRequest,
    supervisor: Session,
  ): Promise<Result<DeskDecisionView, IpcError<'head-office-unavailable' | 'decision-refused'>>>;
}

export interface DeskApprovalsDeps {
  headOffice: HeadOfficeApprovals;
  journal: Journal;
  approvals: Approvals;
  /** Why the draft needs a supervisor's approval now (D42, D81), or null. */
  approvalNeed: (draft: TransferDraft) => ApprovalNeed | null;
  /**
   * D131: the references of the earlier transfers still waiting that the draft may repeat (the
   * duplicate guard's, D33), none when it repeats nothing.
   */
  duplicateNeed: (draft: TransferDraft) => Promise<readonly string[]>;
  timeZone: () => string;
  now: () => number;
}

/** Head office not enrolled or not answering: the review offers the dialog at the counter. */
function unavailable(error: HeadOfficeError): IpcError<'head-office-unavailable'> {
  return worded('head-office-unavailable', 'approvals.desk.unavailable', {
    reason: error.message,
  });
}

export function createDeskApprovals(deps: DeskApprovalsDeps): DeskApprovals {
  const { journal, headOffice } = deps;
  const iso = () => new Date(deps.now()).toISOString();
  /** The requests whose approval this run has kept: a poll after it answers the same. */
  const admitted = new Map<string, DeskApprovalState>();

  /** An approval head office signed for this draft as it is now, asked by this clerk. */
  function admit(draft: TransferDraft, decision: ApprovalDecision): DeskApprovalState {
    const kept = admitted.get(decision.requestId);
    if (kept) return kept;
    const match = approvalMatchFor(decision.purpose, draft, decision.requesterId);
    const approval = deps.approvals.admit({
      ...match,
      approver: {
        operatorId: decision.approverId,
        displayName: decision.approverName,
        role: 'supervisor',
      },
      reason: decision.reason,
      details: {
        amount: draft.transfer.amount,
        currency: draft.transfer.currencyCode,
        ...decisionDetails(decision),
      },
    });
    const state: DeskApprovalState = { state: 'approved', approval: approvalView(approval) };
    admitted.set(decision.requestId, state);
    return state;
  }

  return {
    async ask(draft, clerk, purpose = THRESHOLD_APPROVAL_PURPOSE) {
      const refused = journal.controls.refusalOf(draft.draftId);
      if (refused) return fail({ code: 'draft-refused', message: refusalMessage(refused) });
      const clerkNamed = {
        operatorId: clerk.operatorId,
        displayName: nameOf(journal, clerk.operatorId),
      };
      const asking = await askFor(deps, draft, purpose, randomUUID(), clerkNamed);
      if (!asking) return fail(worded('no-approval-needed', 'send.controls.noApprovalNeeded'));
      const { request, audited } = asking;
      const asked = await headOffice.ask(request);
      if (!asked.ok) return fail(unavailable(asked.error));
      journal.audit.append({
        at: iso(),
        operatorId: clerk.operatorId,
        action: DESK_APPROVAL_ACTIONS.asked,
        details: {
          requestId: request.requestId,
          purpose: request.purpose,
          subject: draft.draftId,
          amount: request.amount,
          currency: request.currency,
          ...audited,
          expiresAt: asked.value.expiresAt,
        },
      });
      return ok({ requestId: request.requestId, expiresAt: asked.value.expiresAt });
    },

    async status(draft, requestId, clerk) {
      const kept = admitted.get(requestId);
      if (kept) return ok(kept);
      const answer = await headOffice.status(requestId);
      if (!answer.ok) return fail(unavailable(answer.error));
      const { state, decision, expiresAt } = answer.value;
      if (state === 'waiting') return ok({ state, expiresAt });
      if (state === 'expired' || !decision) return ok({ state: 'expired' });
      const match = approvalMatchFor(decision.purpose, draft, clerk.operatorId);
      if (
        decision.draftId !== match.subject ||
        decision.fingerprint !== match.fingerprint ||
        decision.requesterId !== clerk.operatorId
      ) {
        return fail(worded('draft-changed', 'approvals.desk.draftChanged'));
      }
      return ok(
        decision.decision === 'approved' ? admit(draft, decision) : refuse(deps, draft, decision),
      );
    },

    async waiting() {
      if (headOffice.workstationId() === null) {
        return ok({ enrolled: false, requests: [], timeZone: deps.timeZone() });
      }
      const answer = await headOffice.waiting();
      if (!answer.ok) return fail(unavailable(answer.error));
      return ok({
        enrolled: true,
        requests: answer.value.requests.map((request) => ({
          requestId: request.requestId,
          purpose: request.purpose,
          amount: request.amount,
          currency: request.currency,
          recipient: request.recipient,
          customer: request.customer,
          grounds: request.grounds,
          requesterId: request.requesterId,
          requesterName: request.requesterName,
          workstationNumber: request.workstationNumber,
          askedAt: request.askedAt,
          expiresAt: request.expiresAt,
        })),
        timeZone: deps.timeZone(),
      });
    },

    decide: (request, supervisor) => decide(deps, request, supervisor),
  };
}

/** An operator's name as this workstation knows it, else their id. */
function nameOf(journal: Journal, operatorId: string): string {
  return journal.operators.get(operatorId)?.displayName ?? operatorId;
}

/**
 * What the desks are asked, and what the clerk's audit row adds, for the purpose: the
 * threshold's grounds (never the admin's amount to head office), or the duplicate guard's
 * earlier transfers (D131); null when the draft does not need it now.
 */
async function askFor(
  deps: DeskApprovalsDeps,
  draft: TransferDraft,
  purpose: DeskApprovalPurpose,
  requestId: string,
  clerk: { operatorId: string; displayName: string },
): Promise<{ request: ReturnType<typeof deskAsk>; audited: Record<string, unknown> } | null> {
  if (purpose === DUPLICATE_APPROVAL_PURPOSE) {
    const earlier = await deps.duplicateNeed(draft);
    if (earlier.length === 0) return null;
    return { request: deskDuplicateAsk(draft, earlier, requestId, clerk), audited: { earlier } };
  }
  const need = deps.approvalNeed(draft);
  if (!need) return null;
  return {
    request: deskAsk(draft, need, requestId, clerk),
    audited: { threshold: need.threshold, grounds: groundsAudited(need.grounds) },
  };
}

/** A refusal head office signed: kept as one at the counter is, so the draft ends. */
function refuse(
  deps: DeskApprovalsDeps,
  draft: TransferDraft,
  decision: ApprovalDecision,
): DeskApprovalState {
  const { journal } = deps;
  const earlier = journal.controls.refusalOf(draft.draftId);
  if (earlier) return { state: 'refused', message: refusalMessage(earlier) };
  const refusal = {
    draftId: draft.draftId,
    purpose: decision.purpose,
    approverId: decision.approverId,
    approverName: decision.approverName,
    requesterId: decision.requesterId,
    reason: decision.reason,
    refusedAt: new Date(deps.now()).toISOString(),
  };
  journal.controls.refuse(refusal, {
    amount: draft.transfer.amount,
    currency: draft.transfer.currencyCode,
    ...decisionDetails(decision),
  });
  return { state: 'refused', message: refusalMessage(refusal) };
}

/** A supervisor's decision at their desk, through head office, audited here with its signature. */
async function decide(
  deps: DeskApprovalsDeps,
  request: Parameters<DeskApprovals['decide']>[0],
  supervisor: Parameters<DeskApprovals['decide']>[1],
): ReturnType<DeskApprovals['decide']> {
  const { journal, headOffice } = deps;
  const answer = await headOffice.decide({
    requestId: request.requestId,
    decision: request.decision,
    approverId: supervisor.operatorId,
    approverName: nameOf(journal, supervisor.operatorId),
    reason: request.reason,
  });
  if (!answer.ok) {
    const refusal = answer.error.refusal;
    return fail(
      refusal
        ? worded('decision-refused', 'approvals.desk.decisionRefused', {
            message: refusal.message,
          })
        : unavailable(answer.error),
    );
  }
  const decision = answer.value;
  journal.audit.append({
    at: new Date(deps.now()).toISOString(),
    operatorId: supervisor.operatorId,
    action: DESK_APPROVAL_ACTIONS.decided,
    details: {
      ...decisionDetails(decision),
      decision: decision.decision,
      reason: decision.reason,
      askedBy: decision.askedBy,
      requester: decision.requesterId,
      subject: decision.draftId,
      purpose: decision.purpose,
    },
  });
  return ok({
    requestId: decision.requestId,
    decision: decision.decision,
    decidedAt: decision.decidedAt,
  });
}

/** What a decision's audit rows keep of head office's word: the request and its signature. */
function decisionDetails(decision: ApprovalDecision): Record<string, unknown> {
  return {
    requestId: decision.requestId,
    decidedAt: decision.decidedAt,
    decidedBy: decision.decidedBy,
    headOfficeSignature: decision.signature,
    fingerprint: decision.fingerprint,
  };
}
