import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { replicateTables } from './outbox-triggers';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 25;
export const name = 'bank-statements';

// catalog-ignore: SQL, not words
const KINDS = "('matched', 'app-only', 'bank-only', 'amount-differs')";
// catalog-ignore: SQL, not words
const REASONS = `('paid', 'outcome-unknown', 'not-in-statement', 'not-found', 'no-money-moved',
  'return', 'twice', 'amount', 'currency')`;
// catalog-ignore: SQL, not words
const DATE = "GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'";

/**
 * D103–D106: the bank's statements of the accounts the branch pays from, and their
 * reconciliation with the journal. `bank_statements` keeps each statement a supervisor imported
 * (one per account, statement id and sequence, with the file's SHA-256), `statement_lines` its
 * lines as read, `statement_items` what the matching made of them (the four lists), and
 * `statement_resolutions` a supervisor's settlement of a break, one per item. All four are
 * append-only and sealed (D68), and replicated to head office (D97): a break settled outside
 * the app would hide money the bank moved.
 *
 * Two indexes on transfers serve the matching: the bank's transaction id, and an account's
 * transfers by the time they were made (the statement's period).
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE bank_statements (
      id INTEGER PRIMARY KEY,
      environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
      account TEXT NOT NULL CHECK (length(account) > 0),
      statement_id TEXT NOT NULL CHECK (length(statement_id) > 0),
      sequence TEXT NOT NULL,
      format TEXT NOT NULL CHECK (format IN ('camt053', 'mt940', 'csv')),
      file_name TEXT NOT NULL,
      checksum TEXT NOT NULL CHECK (length(checksum) = 64),
      currency TEXT NOT NULL CHECK (length(currency) = 3),
      period_from TEXT NOT NULL CHECK (period_from ${DATE}),
      period_to TEXT NOT NULL CHECK (period_to ${DATE} AND period_to >= period_from),
      opening_balance TEXT,
      closing_balance TEXT,
      line_count INTEGER NOT NULL CHECK (line_count >= 0),
      imported_at TEXT NOT NULL,
      imported_by TEXT NOT NULL,
      UNIQUE (environment, account, statement_id, sequence)
    );
    CREATE INDEX bank_statements_period ON bank_statements (environment, account, period_from);
    ${appendOnly('bank_statements', 'imported statements are append-only')}

    CREATE TABLE statement_lines (
      id INTEGER PRIMARY KEY,
      statement INTEGER NOT NULL REFERENCES bank_statements (id),
      n INTEGER NOT NULL CHECK (n > 0),
      file_line INTEGER NOT NULL CHECK (file_line > 0),
      direction TEXT NOT NULL CHECK (direction IN ('debit', 'credit')),
      amount TEXT NOT NULL,
      currency TEXT NOT NULL CHECK (length(currency) = 3),
      value_date TEXT NOT NULL CHECK (value_date ${DATE}),
      booking_date TEXT,
      reference TEXT,
      bank_reference TEXT,
      description TEXT NOT NULL,
      return_reason TEXT,
      UNIQUE (statement, n)
    );
    ${appendOnly('statement_lines', 'statement lines are append-only')}

    CREATE TABLE statement_items (
      id INTEGER PRIMARY KEY,
      statement INTEGER NOT NULL REFERENCES bank_statements (id),
      n INTEGER NOT NULL CHECK (n > 0),
      kind TEXT NOT NULL CHECK (kind IN ${KINDS}),
      reason TEXT NOT NULL CHECK (reason IN ${REASONS}),
      matched_by TEXT CHECK (matched_by IS NULL
        OR matched_by IN ('reference', 'transaction-id', 'amount-and-date')),
      line INTEGER REFERENCES statement_lines (id),
      transfer_id INTEGER REFERENCES transfers (id),
      day TEXT NOT NULL CHECK (day ${DATE}),
      CHECK (line IS NOT NULL OR transfer_id IS NOT NULL),
      UNIQUE (statement, n)
    );
    CREATE INDEX statement_items_transfer ON statement_items (transfer_id)
      WHERE transfer_id IS NOT NULL;
    CREATE INDEX statement_items_day ON statement_items (day);
    ${appendOnly('statement_items', 'reconciliation results are append-only')}

    CREATE TABLE statement_resolutions (
      item INTEGER PRIMARY KEY REFERENCES statement_items (id),
      at TEXT NOT NULL,
      operator_id TEXT NOT NULL,
      reason TEXT NOT NULL CHECK (length(reason) >= 10)
    );
    ${appendOnly('statement_resolutions', 'settled breaks are append-only')}

    CREATE INDEX transfers_transaction_id ON transfers (transaction_id)
      WHERE transaction_id IS NOT NULL;
    CREATE INDEX transfers_source_created ON transfers (source_account, created_at);
  `);
  for (const [table, why] of [
    ['bank_statements', 'imported statements are append-only'],
    ['statement_lines', 'statement lines are append-only'],
    ['statement_items', 'reconciliation results are append-only'],
    ['statement_resolutions', 'settled breaks are append-only'],
  ] as const) {
    sealRows(db, table, { whole: false });
    appendOnlyButSeal(db, table, why);
  }
  // Last, so the outbox's triggers fire first (outbox-triggers.ts); the new tables are empty.
  replicateTables(db);
}
