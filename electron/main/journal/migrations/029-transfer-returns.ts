import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { replicateTables } from './outbox-triggers';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 29;
export const name = 'transfer-returns';

// catalog-ignore: SQL, not words
const DATE = "GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'";

/**
 * D120: what the bank tells the branch after a transfer went. `transfer_returns` keeps a return
 * (the beneficiary's bank sent the money back) or a recall (a queued RTGS stopped before its
 * window opened), at most one per transfer, with the bank's reference and date, the reason and the
 * amount refunded, on the business day it was learnt (D113: never a closed one), pointing at the
 * transfer, which stays as it was. `refund_receipt_prints` keeps every print of the customer's
 * refund receipt, the original and each numbered copy, as `receipt_prints` does for a receipt.
 * Both are append-only, sealed (D68) and replicated to head office (D97).
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE transfer_returns (
      id INTEGER PRIMARY KEY,
      transfer_id INTEGER NOT NULL UNIQUE REFERENCES transfers (id),
      kind TEXT NOT NULL CHECK (kind IN ('return', 'recall')),
      bank_reference TEXT NOT NULL CHECK (length(bank_reference) > 0),
      bank_date TEXT NOT NULL CHECK (bank_date ${DATE}),
      reason TEXT NOT NULL CHECK (length(reason) > 0),
      note TEXT NOT NULL,
      amount TEXT NOT NULL,
      currency TEXT NOT NULL CHECK (length(currency) = 3),
      at TEXT NOT NULL,
      operator_id TEXT NOT NULL,
      business_day TEXT NOT NULL CHECK (business_day ${DATE})
    );
    CREATE INDEX transfer_returns_business_day ON transfer_returns (business_day);
    ${appendOnly('transfer_returns', 'returns are append-only')}

    CREATE TABLE refund_receipt_prints (
      id INTEGER PRIMARY KEY,
      return_id INTEGER NOT NULL REFERENCES transfer_returns (id),
      copy_number INTEGER NOT NULL CHECK (copy_number >= 0),
      at TEXT NOT NULL,
      operator_id TEXT NOT NULL,
      output TEXT NOT NULL CHECK (output IN ('printer', 'pdf')),
      paper TEXT NOT NULL CHECK (paper IN ('a4', 'roll80')),
      UNIQUE (return_id, copy_number)
    );
    ${appendOnly('refund_receipt_prints', 'receipt prints are append-only')}
  `);
  for (const [table, why] of [
    ['transfer_returns', 'returns are append-only'],
    ['refund_receipt_prints', 'receipt prints are append-only'],
  ] as const) {
    sealRows(db, table, { whole: false });
    appendOnlyButSeal(db, table, why);
  }
  // Last, so the outbox's triggers fire first (outbox-triggers.ts); the new tables are empty.
  replicateTables(db);
}
