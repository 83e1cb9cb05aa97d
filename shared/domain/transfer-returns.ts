import type { SendOperation } from '../api/paths';
import type { PrintOutput } from './desk-files';
import type { TransferState } from './transfer-states';

/*
 * What the bank tells the branch after a transfer went (D120): a sent transfer the beneficiary's
 * bank sent back (a return), or a queued RTGS the branch asked the bank to stop before its window
 * opened (a recall). Either way the money comes back to the customer, who is refunded at the
 * counter with a receipt. The transfer itself stays as it was journaled; the return is a record of
 * its own, on the day it was learnt, pointing at it.
 */

export const RETURN_KINDS = ['return', 'recall'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** Why the money came back, as the bank's notice says it; `other` needs the note to say it. */
export const RETURN_REASONS = [
  'account-closed',
  'account-not-found',
  'name-mismatch',
  'beneficiary-refused',
  'customer-request',
  'sent-in-error',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_NOTE_MAX = 500;
/** A note that stands for the reason (`other`) says at least this much. */
export const RETURN_NOTE_MIN = 10;
export const BANK_REFERENCE_MAX = 64;

/** What a supervisor records, from the bank's notice. */
export interface TransferReturnRequest {
  reference: string;
  kind: ReturnKind;
  /** The bank's own reference of the return or the recall. */
  bankReference: string;
  /** The date the bank returned or stopped it (YYYY-MM-DD), as its notice says. */
  bankDate: string;
  reason: ReturnReason;
  /** Free text; required when the reason is `other`. */
  note: string;
}

/** A refund receipt to print: the return of the transfer with this reference. */
export interface RefundPrintRequest {
  reference: string;
  output: PrintOutput;
}

/** A recorded return or recall, as the transfer's page and the receipt log show it. */
export interface TransferReturnView {
  kind: ReturnKind;
  bankReference: string;
  bankDate: string;
  reason: ReturnReason;
  note: string;
  /** What the customer is refunded: the transfer's amount, in its currency. */
  amount: string;
  currency: string;
  at: string;
  operatorId: string;
  /** D113: the business day it was learnt, which the end of day counts it on. */
  businessDay: string;
  /** Refund receipts printed so far (the next is COPY n once one is out). */
  prints: number;
}

/** D120: how a list marks a returned or recalled transfer (the receipt log, the statement). */
export interface ReturnMark {
  kind: ReturnKind;
  /** The bank's date of the return or recall (YYYY-MM-DD). */
  bankDate: string;
  /** The business day it was learnt. */
  businessDay: string;
}

/** What a return is decided from: the transfer as journaled, and now. */
export interface ReturnCase {
  state: TransferState;
  kind: SendOperation;
  /** D6: when the window of a queued RTGS opens (null: not known). */
  queuedUntil: string | null;
  /** The transfer's own business day, or the day it was made (YYYY-MM-DD). */
  day: string;
  /** Whether a return or recall is recorded for it already. */
  recorded: boolean;
  nowMs: number;
  /** Today's date in the branch's zone (YYYY-MM-DD). */
  today: string;
}

export type ReturnRefusal =
  'returned-already' | 'not-returnable' | 'not-recallable' | 'window-opened' | 'date-out-of-range';

/** States in which the bank took the transfer: the money left and may come back. */
const RETURNABLE: readonly TransferState[] = ['succeeded', 'queued'];

/**
 * Whether `kind` may be recorded for the transfer now, with the bank's date: one return or recall
 * per transfer; a return only of a transfer the bank took; a recall only of a queued RTGS whose
 * window has not opened (once it opens the bank sends it, and only a return brings it back); the
 * bank's date neither before the transfer's day nor after today.
 */
export function returnRefusal(
  of: ReturnCase,
  kind: ReturnKind,
  bankDate: string,
): ReturnRefusal | null {
  if (of.recorded) return 'returned-already';
  if (kind === 'return' && !RETURNABLE.includes(of.state)) return 'not-returnable';
  if (kind === 'recall') {
    if (of.state !== 'queued' || of.kind !== 'rtgs') return 'not-recallable';
    const opens = of.queuedUntil === null ? Number.NaN : Date.parse(of.queuedUntil);
    // A window not known to be still ahead may have opened: only a return is safe then.
    if (!(of.nowMs < opens)) return 'window-opened';
  }
  if (bankDate < of.day || bankDate > of.today) return 'date-out-of-range';
  return null;
}

/** The kinds a supervisor may record now (none once one is recorded). */
export function returnKindsOpen(of: ReturnCase): ReturnKind[] {
  return RETURN_KINDS.filter((kind) => {
    const refused = returnRefusal(of, kind, of.today);
    return refused === null || refused === 'date-out-of-range';
  });
}
