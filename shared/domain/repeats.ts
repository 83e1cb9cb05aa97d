import type { TransferDraft } from './transfer-drafts';
import type { TransferState } from './transfer-states';

/*
 * D46: a new transfer that repeats one that may have moved money (the same customer or source
 * account, recipient, amount and currency within the repeat window) stops at the review until the
 * clerk confirms that the customer asked for a second transfer. D80: one that gives an instruction
 * form number already used is refused, naming the earlier transfer: no confirmation lets it go.
 */

/** Why an earlier transfer is named: its details, or the customer's instruction form. */
export type RepeatGround = 'details' | 'form-number';

/** An earlier transfer a new draft repeats, as the review names it. */
export interface RepeatMatch {
  reference: string;
  state: TransferState;
  stateLabel: string;
  createdAt: string;
  grounds: RepeatGround[];
  /**
   * Its outcome waits for a supervisor (unknown, or accepted but not final): the duplicate guard
   * (D33) holds the draft back for a supervisor's approval, which then answers for the whole stop.
   */
  waiting: boolean;
}

/** The review asks with the draft and the instruction form number typed so far (if any). */
export interface RepeatCheckRequest {
  draft: TransferDraft;
  formNumber?: string;
}

export interface RepeatCheck {
  /** The earlier transfers with the same details (ground `details`): the clerk may confirm. */
  matches: RepeatMatch[];
  /** What the review tells the clerk; null when the draft repeats nothing. */
  message: string | null;
  /**
   * D80: the instruction form number typed was given for an earlier transfer, named with its
   * time and state, and what to do; null when it is unused. Nothing lets such a draft go.
   */
  formNumberUsed: string | null;
  /** How far back the same details count, in words ("today, since 00:00 EAT"). */
  window: string;
}

/** The repeat window (an admin's setting): branch days back, today counting as the first. */
export const REPEAT_WINDOW_DAYS = { min: 1, max: 31, default: 1 } as const;
