import type { Database } from 'better-sqlite3';
import { replicateTables } from './outbox-triggers';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 30;
export const name = 'refund-payouts';

// catalog-ignore: SQL, not words
const DATE = "GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'";

/**
 * D122: the business day each refund receipt was printed on, fixed when it is printed as a
 * transfer's is (D113), since the original handed to the customer is when the refund leaves a
 * teller's drawer and a day's cash must not move once it is closed. Prints made before keep NULL:
 * no refund was taken from a drawer then. The seal and the append-only rule are made again to
 * cover the column, and the outbox's triggers to carry it to head office (D97).
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE refund_receipt_prints ADD COLUMN business_day TEXT
      CHECK (business_day IS NULL OR business_day ${DATE});
    CREATE INDEX refund_receipt_prints_business_day
      ON refund_receipt_prints (business_day) WHERE copy_number = 0;
  `);
  sealRows(db, 'refund_receipt_prints', { whole: false });
  appendOnlyButSeal(db, 'refund_receipt_prints', 'receipt prints are append-only');
  // Last, so the outbox's triggers fire first (outbox-triggers.ts).
  replicateTables(db);
}
