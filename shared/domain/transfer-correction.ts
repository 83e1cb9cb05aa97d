import type { ImtDraft, RtgsDraft } from './transfer-drafts';
import type { TransferState } from './transfer-states';

/**
 * "Correct and send as new" (D45) is offered only for a transfer that provably moved
 * no money: one the bank refused, or one that never reached it. Never for an unknown or a
 * not-final outcome, which may still pay out (D7, D10), nor for one sent.
 */
export const CORRECTABLE_STATES: readonly TransferState[] = ['rejected', 'not_sent'];

export function isCorrectable(state: TransferState): boolean {
  return CORRECTABLE_STATES.includes(state);
}

/**
 * A refused transfer's details as a new draft's: no draft id (the form makes one), none of the
 * counter's paperwork (the review asks for it again, and the form adds what it corrects).
 */
type NotCopied = 'draftId' | 'instruction' | 'corrects' | 'repeat';
export type CorrectionDraft = Omit<RtgsDraft, NotCopied> | Omit<ImtDraft, NotCopied>;

/** What the form needs to start a new transfer from a refused one. */
export interface TransferCorrection {
  /** The refused transfer's reference; the new draft gets a reference of its own when sent. */
  correcting: string;
  state: 'rejected' | 'not_sent';
  draft: CorrectionDraft;
  /** The body path the service named, for the form to highlight; null when it named none. */
  field: string | null;
  /** What to say next to that field. */
  fieldMessage: string | null;
  /** Why the transfer was not sent, in the receipt's words. */
  reason: string | null;
}
