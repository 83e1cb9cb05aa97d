/*
 * D125: a clerk's request for a supervisor's approval, sent through head office to the supervisors
 * of the clerk's branch, and their decision, as the workstations and head office exchange them.
 * Every request is signed by the workstation that sends it (wire.ts, SIGNATURE_HEADER); the
 * decision head office records is signed with head office's key, so the asking workstation keeps
 * a decision it can check and nobody could have written for it.
 */

/** How long a request waits for a supervisor: a customer does not stand at a counter longer. */
export const APPROVAL_REQUEST_TTL_MS = 15 * 60_000;

/** The most waiting requests one answer lists (a branch has a few counters). */
export const MAX_WAITING_REQUESTS = 100;

/**
 * What a supervisor decides at their desk (the purposes of approvals/approvals.ts): the
 * threshold's approval (D125) and the duplicate guard's (D131).
 */
export const REMOTE_APPROVAL_PURPOSES = ['amount-threshold', 'duplicate-transfer'] as const;
export type RemoteApprovalPurpose = (typeof REMOTE_APPROVAL_PURPOSES)[number];

/** Why an approval is asked: the threshold's rules (D81), and the duplicate guard's (D131). */
export const APPROVAL_GROUND_RULES = ['amount', 'customer', 'recipient', 'duplicate'] as const;

/**
 * One rule that asks for the approval (D81): its total with this transfer, and the earlier ones.
 * D131: 'duplicate' names the earlier transfers still waiting for an outcome that this draft may
 * repeat (its total is the draft's amount).
 */
export interface ApprovalGroundWire {
  rule: (typeof APPROVAL_GROUND_RULES)[number];
  total: string;
  /** The references of the day's earlier transfers it added up, or that it may repeat. */
  earlier: string[];
}

/** POST /api/v1/approval-ask, signed: the clerk asks; the same request id asks once. */
export interface ApprovalAsk {
  workstationId: string;
  /** A UUID the clerk's workstation makes once per ask: a resend is the same request. */
  requestId: string;
  purpose: RemoteApprovalPurpose;
  draftId: string;
  /** The draft's fingerprint (duplicate-guard.ts): the decision is for this draft exactly. */
  fingerprint: string;
  amount: string;
  currency: string;
  /** The recipient in words: name, and bank and account or wallet and number. */
  recipient: string;
  /** The customer in words: name and the ID document seen. */
  customer: string;
  grounds: ApprovalGroundWire[];
  requesterId: string;
  requesterName: string;
}

/** A request as head office keeps it, and as the branch's supervisors read it. */
export interface ApprovalRequestView extends Omit<ApprovalAsk, 'workstationId'> {
  /** The asking workstation, and its number in the branch. */
  askedBy: string;
  workstationNumber: number;
  branchCode: string;
  /** Head office's clock. */
  askedAt: string;
  expiresAt: string;
}

/** POST /api/v1/approval-waiting, signed: the branch's requests no supervisor has decided yet. */
export interface ApprovalWaitingRequest {
  workstationId: string;
}

export interface ApprovalWaitingAnswer {
  requests: ApprovalRequestView[];
  at: string;
}

export type ApprovalVerdict = 'approved' | 'refused';

/** POST /api/v1/approval-decide, signed by the supervisor's workstation, naming them. */
export interface ApprovalDecide {
  workstationId: string;
  requestId: string;
  decision: ApprovalVerdict;
  approverId: string;
  approverName: string;
  /** Why they approve, or why they refuse. */
  reason: string;
}

/** A decision as head office recorded it, signed with its key (approvalDecisionBytes). */
export interface ApprovalDecision {
  requestId: string;
  /** The workstation that asked, and what it asked about. */
  askedBy: string;
  purpose: RemoteApprovalPurpose;
  draftId: string;
  fingerprint: string;
  requesterId: string;
  decision: ApprovalVerdict;
  approverId: string;
  approverName: string;
  reason: string;
  /** The supervisor's workstation. */
  decidedBy: string;
  decidedAt: string;
  /** base64 Ed25519 over approvalDecisionBytes, with head office's key. */
  signature: string;
}

/** POST /api/v1/approval-status, signed by the asking workstation: where its request stands. */
export interface ApprovalStatusRequest {
  workstationId: string;
  requestId: string;
}

export interface ApprovalStatusAnswer {
  requestId: string;
  state: 'waiting' | 'expired' | 'decided';
  expiresAt: string;
  decision: ApprovalDecision | null;
}

/** The exact text head office signs for a decision: every field, in a fixed order. */
export function approvalDecisionBytes(decision: Omit<ApprovalDecision, 'signature'>): string {
  return JSON.stringify([
    'remit-desk-approval-decision-1',
    decision.requestId,
    decision.askedBy,
    decision.purpose,
    decision.draftId,
    decision.fingerprint,
    decision.requesterId,
    decision.decision,
    decision.approverId,
    decision.approverName,
    decision.reason,
    decision.decidedBy,
    decision.decidedAt,
  ]);
}
