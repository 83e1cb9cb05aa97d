import type { TransferDraft } from './transfer-drafts';
import type { TransferState } from './transfer-states';

/** A supervisor's id and password, typed at the clerk's workstation; never stored, never echoed. */
export interface ApproverCredentials {
  operatorId: string;
  password: string;
}

/** An approval main has granted: short-lived, single-use, bound to one draft as it was approved. */
export interface ApprovalView {
  approvalId: string;
  /** What it lets through: `duplicate-transfer`, or the approval threshold's (D42). */
  purpose: string;
  draftId: string;
  approverId: string;
  approverName: string;
  /** The clerk who asked for it; only their session can use it. */
  requesterId: string;
  reason: string;
  grantedAt: string;
  /** After this instant it is no longer accepted (ISO). */
  expiresAt: string;
}

/** An earlier transfer a new draft may repeat: still waiting for a supervisor. */
export interface DuplicateMatch {
  reference: string;
  state: TransferState;
  stateLabel: string;
  createdAt: string;
  operatorId: string;
}

export interface DuplicateCheck {
  matches: DuplicateMatch[];
  /** What the review tells the clerk when there are matches; null when there are none. */
  message: string | null;
}

export interface DuplicateOverrideRequest {
  draft: TransferDraft;
  /** Why the supervisor lets it through (what the bank said about the earlier one). */
  reason: string;
  approver: ApproverCredentials;
}

/** The same source account, recipient and amount within this many days stops a new draft. */
export const DUPLICATE_WINDOW_DAYS = 7;
export const DUPLICATE_APPROVAL_PURPOSE = 'duplicate-transfer';
export const OVERRIDE_REASON_LIMITS = { min: 3, max: 200 } as const;

/** D73: a wrong id or password typed into the approval dialog at this workstation. */
export interface ApprovalFailureView {
  at: string;
  /** The operator id typed, when it looked like one. */
  approverTried: string | null;
  /** The clerk at whose session it was typed. */
  requesterId: string;
  /** What was to be approved, in words. */
  purpose: string;
}

/** What supervisors see of failed approvals here: the last day's, and any pause now. */
export interface ApprovalFailures {
  failures: ApprovalFailureView[];
  /** Every approval at this workstation is paused until then (ISO), or null. */
  pausedUntil: string | null;
  /** Operator ids whose approvals at this workstation are paused, and until when. */
  pausedApprovers: { operatorId: string; until: string }[];
  timeZone: string;
}
