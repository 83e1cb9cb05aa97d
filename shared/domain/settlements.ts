import { isMessageKey, text, wordRef } from '../i18n/catalog';
import type { ReceiptView } from './receipt';
import type { TransferState } from './transfer-states';
import type { ReturnKind, TransferReturnView } from './transfer-returns';
import { journaledFailureKind } from './transport-failures';

/**
 * A supervisor settles a transfer whose outcome is unknown (or accepted but not final) after
 * checking with the bank. Each step is a row of its own; the transfer and its attempts stay as
 * they were written.
 *   - succeeded: the bank confirms it, with its transactionId;
 *   - failed: the bank confirms it never arrived, or refused it: no money moved;
 *   - still_unknown: the bank cannot say yet; a note records what was asked;
 *   - resend: the bank confirms it never arrived, so the same body goes again under the same
 *     reference (D7), newly signed, its attempts appended.
 */
export const SETTLEMENT_OUTCOMES = ['succeeded', 'failed', 'still_unknown', 'resend'] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];

/** Why a failed transfer moved no money, as the bank confirmed it. */
export const SETTLEMENT_FAILURES = ['never_arrived', 'refused'] as const;
export type SettlementFailure = (typeof SETTLEMENT_FAILURES)[number];

/** The states a supervisor settles: outcome unknown, or accepted but not final (D7, D10). */
export const SETTLEABLE_STATES: readonly TransferState[] = ['unknown', 'accepted_pending'];

/** What a supervisor records (a re-send has its own request: it goes to the bank). */
export type SettleRequest =
  | { reference: string; outcome: 'succeeded'; transactionId: string; note?: string }
  | { reference: string; outcome: 'failed'; failure: SettlementFailure; note: string }
  | { reference: string; outcome: 'still_unknown'; note: string };

export interface ResendRequest {
  reference: string;
  /** What the bank said, and who at the bank: it confirmed the transfer never arrived. */
  note: string;
}

export const SETTLEMENT_NOTE_MAX = 500;
export const TRANSACTION_ID_MAX = 64;

export interface SettlementView {
  at: string;
  operatorId: string;
  outcome: SettlementOutcome;
  /** In words, for the screen: "Confirmed by the bank as sent", … */
  outcomeLabel: string;
  failure: SettlementFailure | null;
  fromState: TransferState;
  toState: TransferState;
  transactionId: string | null;
  note: string;
}

/** One try of a send as the journal holds it: never a token, never a signature. */
export interface AttemptView {
  n: number;
  startedAt: string;
  finishedAt: string | null;
  httpStatus: number | null;
  /** The whole answer text, as received. */
  response: string | null;
  /** The transport failure, in words, when there was no answer. */
  error: string | null;
  /** The answer proves the service did not process this try. */
  notProcessed: boolean;
}

/**
 * An attempt as a supervisor reads it (D62): what happened in words first, from main's reading of
 * the answer (D7, D8, D10); the HTTP status by its name and the bank's own message beside it; the
 * whole answer (`response`) only behind a disclosure, for support.
 */
export interface AttemptInWords extends AttemptView {
  /** What happened on this try, in a sentence: "The bank refused the transfer: …". */
  happened: string;
  /** The HTTP status and its standard name, `400 Bad Request`; null when no answer came. */
  statusText: string | null;
  /** The message the bank's answer carried; null when it carried none. */
  bankMessage: string | null;
}

/** A transfer with everything a supervisor needs to settle it. */
export interface TransferHistory {
  /** With the bank's and the wallet's names as the branch lists hold them, as on the receipt screen. */
  receipt: ReceiptView;
  /** The payment purpose's name in the cached list, shown before its code; null when not known. */
  purposeName: string | null;
  /** The exact JSON text that was signed and sent on every attempt. */
  body: string;
  attempts: AttemptInWords[];
  settlements: SettlementView[];
  /** Whether a supervisor can still settle it (and who may not: the operator who sent it). */
  settleable: boolean;
  /** D120: the bank's return or recall of it, once recorded; null before. */
  returned: TransferReturnView | null;
  /** D120: what a supervisor may record of it now (a return, a recall), none once one is. */
  returnKinds: ReturnKind[];
}

export const SETTLEMENT_LABELS: Readonly<Record<SettlementOutcome, string>> = {
  succeeded: text('settle.outcome.succeeded'),
  failed: text('settle.outcome.failed'),
  still_unknown: text('settle.outcome.still_unknown'),
  resend: text('settle.outcome.resend'),
};

/**
 * `Connection refused`: what a journaled transport failure (`refused: connect ECONNREFUSED …`,
 * transport-failures.ts) was, in words (`settle.transportFailure`), for an attempt's sentence on
 * the supervisor's screen (D62); the detail as journaled stays for support. Kinds an earlier
 * version journaled (`tls`, `unreachable`) are named too. Words only: whether the try reached the
 * service is `AttemptView.notProcessed`, main's reading by today's rules. Null for text in
 * another shape, or of a kind the catalog does not name.
 */
export function attemptFailureWords(error: string): string | null {
  const kind = journaledFailureKind(error);
  if (kind === null) return null;
  const key = `settle.transportFailure.${kind}`;
  return isMessageKey(key) ? wordRef({ key }) : null;
}
