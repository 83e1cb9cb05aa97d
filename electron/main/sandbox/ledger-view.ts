import type { TransactionRow } from './ledger';

/** A ledger entry as the operator routes show it: the request and the answer as JSON. */
export interface LedgerEntry {
  reference: string;
  operation: 'rtgs' | 'imt';
  outcome: 'accepted' | 'account-not-found';
  transactionId: string | null;
  httpStatus: number;
  /** The answer as first given (and replayed since), parsed. */
  answer: unknown;
  queued: boolean;
  nextWindow: string | null;
  mode: 'live' | 'test';
  /** True when the answer was withheld (IMT in test mode). */
  held: boolean;
  /** The request body as first received, parsed. */
  request: unknown;
  /** The same body as the exact text received, for tests that compare bytes. */
  requestText: string;
  /** SHA-256 fingerprint of the registered key whose signature was accepted. */
  signatureKey: string;
  receivedAt: string;
  lastSeenAt: string;
  /** Times the sandbox acted on this reference: 1, or the ledger is wrong. */
  processedCount: number;
  /** Times the identical request came back and got the first answer again. */
  replayedCount: number;
  /** Times a different request came under this reference and was refused. */
  duplicateCount: number;
}

export function ledgerEntry(row: TransactionRow): LedgerEntry {
  return {
    reference: row.reference,
    operation: row.operation,
    outcome: row.outcome,
    transactionId: row.transaction_id,
    httpStatus: row.http_status,
    answer: JSON.parse(row.answer) as unknown,
    queued: row.queued === 1,
    nextWindow: row.next_window,
    mode: row.mode,
    held: row.held === 1,
    request: JSON.parse(row.request_body) as unknown,
    requestText: row.request_body,
    signatureKey: row.signature_key,
    receivedAt: row.received_at,
    lastSeenAt: row.last_seen_at,
    processedCount: row.processed_count,
    replayedCount: row.replayed_count,
    duplicateCount: row.duplicate_count,
  };
}
