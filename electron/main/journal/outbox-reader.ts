import type { DatabaseKey } from './journal-cipher';
import { openKeyed } from './journal-cipher';
import { walkChain, type AckPoint, type ChainFinding } from './outbox-chain';
import { compareRows, type CompareOptions, type RowMismatch } from './outbox-compare';

/**
 * The outbox and the rows it records, read on a connection of the check's own inside one read
 * transaction (D97): one snapshot however long the check takes, while the app's connection goes
 * on committing (WAL), so what the counter writes meanwhile is neither read nor miscounted.
 */
export interface OutboxReading {
  /** The whole chain from the first record, against what head office acknowledged. */
  chain(ack: AckPoint | null): Generator<number, ChainFinding | null>;
  /** Every replicated row against its latest record (outbox-compare.ts). */
  rows(options?: CompareOptions): Generator<number, RowMismatch[]>;
  close(): void;
}

export function openOutboxReading(path: string, key: DatabaseKey): OutboxReading {
  const db = openKeyed(path, key, { readonly: true, fileMustExist: true });
  // Page cache for the walk's own reads, apart from the app's (D70: pages are decrypted once).
  db.pragma('cache_size = -8000');
  db.exec('BEGIN');
  return {
    chain: (ack) => walkChain(db, { ack, batchRows: 250 }),
    rows: (options) => compareRows(db, options),
    close: () => {
      if (!db.open) return;
      if (db.inTransaction) db.exec('COMMIT');
      db.close();
    },
  };
}
