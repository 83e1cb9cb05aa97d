import { text } from '../i18n/catalog';
import type { ApproverCredentials } from './approvals';
import type { TransferDraft } from './transfer-drafts';
import type { TransferLogRow } from './transfer-log';
import type { TransferState } from './transfer-states';

/*
 * The counter's controls: a supervisor's approval above an amount (D42), reportable transfers,
 * split series and suspicion flags (D43).
 */

/** The approval purpose of a transfer above the admin's threshold (approvals/approvals.ts). */
export const THRESHOLD_APPROVAL_PURPOSE = 'amount-threshold';

/**
 * What the review shows before the clerk confirms. The review is read with the customer, so it
 * carries no threshold, no reporting mark and no split series (D80: no tipping-off): those stay
 * in main, on the bank's copy and on the supervisor's and compliance screens.
 */
export interface ControlsCheck {
  /** The draft needs a supervisor's approval (said with its own amount only); null when not. */
  approval: { message: string } | null;
  /** A supervisor refused this draft: it cannot be sent (start a new one only if they agree). */
  refused: { reason: string; approverId: string; message: string } | null;
  /**
   * D80: the transfer will be marked for the bank's compliance records (reportable, or one of a
   * split series). The clerk sees a neutral "compliance note" and nothing of why; false when not.
   */
  complianceNote: boolean;
}

/**
 * D81: why a transfer needs a supervisor's approval: its own amount, the customer's transfers of
 * the branch's day with it, or the source account's of the day to the same recipient with it.
 */
export const APPROVAL_RULES = ['amount', 'customer', 'recipient'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

/** An earlier transfer of the day that a rule added up, as the supervisor reads it. */
export interface GroundTransfer {
  reference: string;
  createdAt: string;
  amount: string;
  state: TransferState;
  stateLabel: string;
}

/** One rule that asks for the approval: the total it found, this transfer included. */
export interface ApprovalGround {
  rule: ApprovalRule;
  total: string;
  /** The day's earlier transfers it added this one to, oldest first (none for `amount`). */
  earlier: GroundTransfer[];
}

/**
 * D81: what the supervisor reads once main has checked their id and password, before they decide:
 * every rule that asks for the approval. Never on the review or in a clerk's answer, since the
 * customer may read those (D80); the admin's amount is not in it either.
 */
export interface ThresholdGrounds {
  currency: string;
  /** The branch's day the totals are of (`YYYY-MM-DD`) and its zone, for the times. */
  day: string;
  timeZone: string;
  grounds: ApprovalGround[];
}

/** The supervisor's id and password, typed to read why a transfer needs their approval. */
export interface ThresholdGroundsRequest {
  draft: TransferDraft;
  approver: ApproverCredentials;
}

/** A supervisor's approval or refusal at the counter, on the clerk's review. */
export interface ThresholdDecisionRequest {
  draft: TransferDraft;
  /** Why they approve, or why they refuse. */
  reason: string;
  approver: ApproverCredentials;
}

export interface DraftRefusalView {
  draftId: string;
  approverId: string;
  approverName: string;
  requesterId: string;
  reason: string;
  refusedAt: string;
}

/** An approval that let a transfer through, as the bank's copy of the receipt prints it. */
export interface ReceiptApproval {
  purpose: string;
  /** In words: "Above the approval threshold", "Repeats a transfer waiting for a supervisor". */
  purposeLabel: string;
  approverId: string;
  approverName: string;
  requesterId: string;
  reason: string;
  grantedAt: string;
}

export const APPROVAL_PURPOSE_LABELS: Readonly<Record<string, string>> = {
  [THRESHOLD_APPROVAL_PURPOSE]: text('approvals.purpose.threshold'),
  'duplicate-transfer': text('approvals.purpose.duplicate'),
};

export const SUSPICION_NOTE_LIMITS = { min: 3, max: 500 } as const;

/** A clerk or a supervisor flags a transfer as suspicious. */
export interface SuspicionFlagRequest {
  reference: string;
  note: string;
}

/** What a clerk gets back: that it was recorded, nothing of other flags. */
export interface SuspicionFlagReceipt {
  reference: string;
  flaggedAt: string;
}

export interface SuspicionFlagView {
  id: number;
  flaggedAt: string;
  flaggedBy: string;
  note: string;
  transfer: TransferLogRow;
  /** The compliance officer's outcome (D79); null while the flag is open. */
  review: FlagReview | null;
}

export interface SuspicionFlagQuery {
  /** First day, `YYYY-MM-DD` in the branch's zone (by when the flag was raised). */
  from?: string;
  /** Last day, included. */
  to?: string;
  /** Only the flags still open, or only those reviewed (D79); every flag when absent. */
  status?: FlagStatus;
}

export interface SuspicionFlagList {
  flags: SuspicionFlagView[];
  timeZone: string;
}

/*
 * D79: a compliance officer reviews a flag to an outcome, once: no action, or reported to the
 * financial intelligence unit with the report's reference.
 */
export const FLAG_OUTCOMES = ['no_action', 'reported'] as const;
export type FlagOutcome = (typeof FLAG_OUTCOMES)[number];

export const FLAG_STATUSES = ['open', 'reviewed'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

export const FLAG_REVIEW_NOTE_LIMITS = { min: 3, max: 500 } as const;
export const REPORT_REFERENCE_LIMITS = { min: 3, max: 64 } as const;

export interface FlagReview {
  outcome: FlagOutcome;
  /** The report's reference (its number at the financial intelligence unit); only when reported. */
  reportReference: string | null;
  note: string;
  reviewedBy: string;
  reviewedAt: string;
}

export interface FlagReviewRequest {
  flagId: number;
  outcome: FlagOutcome;
  /** Required when reported, absent otherwise. */
  reportReference?: string;
  note: string;
}
