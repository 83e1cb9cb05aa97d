import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { replicateTables } from './outbox-triggers';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 28;
export const name = 'teller-cash';

// catalog-ignore: SQL, not words
const DATE = "GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'";
// catalog-ignore: SQL, not words
const AMOUNT = "GLOB '[0-9]*.[0-9][0-9]' AND amount NOT GLOB '*[^0-9.]*'";
// catalog-ignore: SQL, not words
const SIGNED = "GLOB '*[0-9].[0-9][0-9]' AND difference NOT GLOB '?*[^0-9.]*'";

/**
 * D118: the teller's cash. `teller_floats` holds the opening float a supervisor typed for a clerk,
 * a business day and a currency; `teller_counts` the cash the clerk counted at the end of that
 * day, with what the app expected then and the difference (counted less expected, signed). Both
 * are records: append-only (a float typed again, or a recount, is a new row; the latest counts),
 * sealed (D68) and replicated to head office (D97) like every row the app decides from.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE teller_floats (
      id INTEGER PRIMARY KEY,
      business_day TEXT NOT NULL CHECK (business_day ${DATE}),
      operator_id TEXT NOT NULL CHECK (length(operator_id) > 0),
      currency TEXT NOT NULL CHECK (length(currency) = 3),
      amount TEXT NOT NULL CHECK (amount ${AMOUNT}),
      set_at TEXT NOT NULL,
      set_by TEXT NOT NULL CHECK (lower(set_by) <> lower(operator_id))
    );
    CREATE INDEX teller_floats_day ON teller_floats (business_day, operator_id);
    ${appendOnly('teller_floats', 'opening floats are append-only')}

    CREATE TABLE teller_counts (
      id INTEGER PRIMARY KEY,
      business_day TEXT NOT NULL CHECK (business_day ${DATE}),
      operator_id TEXT NOT NULL CHECK (length(operator_id) > 0),
      currency TEXT NOT NULL CHECK (length(currency) = 3),
      amount TEXT NOT NULL CHECK (amount ${AMOUNT}),
      expected TEXT NOT NULL,
      difference TEXT NOT NULL CHECK (difference ${SIGNED}),
      counted_at TEXT NOT NULL
    );
    CREATE INDEX teller_counts_day ON teller_counts (business_day, operator_id);
    ${appendOnly('teller_counts', 'cash counts are append-only')}
  `);
  for (const [table, why] of [
    ['teller_floats', 'opening floats are append-only'],
    ['teller_counts', 'cash counts are append-only'],
  ] as const) {
    sealRows(db, table, { whole: false });
    appendOnlyButSeal(db, table, why);
  }
  // Last, so the outbox's triggers fire first (outbox-triggers.ts); the new tables are empty.
  replicateTables(db);
}
