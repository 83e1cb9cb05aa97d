import type { EnvironmentName } from './environments';

/*
 * D69: references issued after the backup a journal was restored from. The keychain names them;
 * the journal holds no transfer under them, so no receipt, log or end of day shows what happened
 * to them. Each is kept as "not in this journal — reconcile with the bank" until a supervisor
 * records the bank's answer, and the day cannot close while one is open.
 */

/** What the bank said of a reference the journal does not hold. */
export const BANK_ANSWERS = ['paid', 'refused', 'not_held'] as const;
export type BankAnswer = (typeof BANK_ANSWERS)[number];

export interface ReconciliationView {
  at: string;
  operatorId: string;
  answer: BankAnswer;
  transactionId: string | null;
  note: string;
}

export interface UnreconciledView {
  id: number;
  environment: EnvironmentName;
  /** The reference, or the last of a span the keychain could not name one by one. */
  reference: string;
  /** A span: every reference of the workstation after this one up to `reference`. */
  afterReference: string | null;
  /** When `reference` was issued, read from its counter (D20): the time to ask the bank about. */
  issuedAt: string;
  /** For a span, when the reference after `afterReference` was issued at the earliest. */
  fromAt: string | null;
  foundAt: string;
  foundBy: string;
  reconciliation: ReconciliationView | null;
}

/** A supervisor's record of the bank's answer about one entry. */
export interface ReconcileRequest {
  id: number;
  answer: BankAnswer;
  /** The bank's id for the transfer: required when it paid a single reference. */
  transactionId?: string;
  /** What the bank said, and who at the bank. */
  note: string;
}
