import type { ApprovalView } from './approvals';
import type { ApprovalRule } from './controls';
import type { TransferDraft } from './transfer-drafts';

/*
 * D125: a supervisor's approval from their own desk. The clerk's review sends the request through
 * head office to the branch's supervisors and waits for the decision; a supervisor signed in at any
 * workstation of the branch reads the waiting requests and approves or refuses there. Nothing of
 * it is on a screen the customer reads beyond what the review already says.
 */

/**
 * What the desks are asked to approve: the threshold (D125), or a draft that repeats a transfer
 * still waiting for its outcome (the duplicate guard, D131).
 */
export const DESK_APPROVAL_PURPOSES = ['amount-threshold', 'duplicate-transfer'] as const;
export type DeskApprovalPurpose = (typeof DESK_APPROVAL_PURPOSES)[number];

/** The clerk's review asks the branch's supervisors, through head office. */
export interface DeskApprovalAsk {
  draft: TransferDraft;
  /** The threshold's approval when absent. */
  purpose?: DeskApprovalPurpose;
}

export interface DeskApprovalAsked {
  requestId: string;
  /** No decision after this instant (ISO): the clerk asks again, or at the counter. */
  expiresAt: string;
}

/** The review asks where its request stands, for the draft as it is now. */
export interface DeskApprovalStatusRequest {
  draft: TransferDraft;
  requestId: string;
}

export type DeskApprovalState =
  | { state: 'waiting'; expiresAt: string }
  | { state: 'expired' }
  | { state: 'approved'; approval: ApprovalView }
  | { state: 'refused'; message: string };

/**
 * One rule that asks for the approval, as the supervisor's desk reads it (D81); D131's
 * 'duplicate' names the earlier transfers still waiting that the draft may repeat.
 */
export interface DeskApprovalGround {
  rule: ApprovalRule | 'duplicate';
  total: string;
  /** The references of the day's earlier transfers it added up, or that it may repeat. */
  earlier: string[];
}

/** A request waiting at head office for a supervisor of this branch. */
export interface WaitingApprovalView {
  requestId: string;
  purpose: DeskApprovalPurpose;
  amount: string;
  currency: string;
  recipient: string;
  customer: string;
  grounds: DeskApprovalGround[];
  requesterId: string;
  requesterName: string;
  /** The asking counter's number in the branch. */
  workstationNumber: number;
  askedAt: string;
  expiresAt: string;
}

export interface WaitingApprovals {
  /** False when this workstation is not enrolled with head office: there is no list to show. */
  enrolled: boolean;
  requests: WaitingApprovalView[];
  /** The branch's zone, for the times. */
  timeZone: string;
}

export const DESK_DECISIONS = ['approved', 'refused'] as const;
export type DeskDecision = (typeof DESK_DECISIONS)[number];

/** A supervisor's decision at their desk: the signed-in supervisor is who decides. */
export interface DeskDecisionRequest {
  requestId: string;
  decision: DeskDecision;
  /** Why they approve, or why they refuse. */
  reason: string;
}

export interface DeskDecisionView {
  requestId: string;
  decision: DeskDecision;
  decidedAt: string;
}
