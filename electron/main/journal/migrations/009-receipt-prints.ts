import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';

export const version = 9;
export const name = 'receipt-prints';

/**
 * Receipts printed (D38): the original and every numbered copy after it, who printed it, when,
 * on what paper and where to. A copy's number is unique per reference, so two prints at once
 * cannot both be COPY 1; rows are history and stay as written.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE receipt_prints (
      id INTEGER PRIMARY KEY,
      transfer_id INTEGER NOT NULL REFERENCES transfers (id),
      copy_number INTEGER NOT NULL CHECK (copy_number >= 0),
      at TEXT NOT NULL,
      operator_id TEXT NOT NULL,
      output TEXT NOT NULL CHECK (output IN ('printer', 'pdf')),
      paper TEXT NOT NULL CHECK (paper IN ('a4', 'roll80')),
      UNIQUE (transfer_id, copy_number)
    );
    ${appendOnly('receipt_prints', 'receipt prints are append-only')}
  `);
}
