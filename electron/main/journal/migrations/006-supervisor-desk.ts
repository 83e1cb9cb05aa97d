import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';

export const version = 6;
export const name = 'supervisor-desk';

/** The receipt log's search columns, in the order searchValues gives them. */
const SEARCH_COLUMNS = `rowid, reference, transaction_id, source_name, sender_name, recipient_name,
  source_account, recipient_number, sender_mobile`;

/** The searchable text of a transfer row, read from the exact body that was signed. */
function searchValues(row: string): string {
  const body = (path: string) => `json_extract(${row}.body, '$.${path}')`;
  return `${row}.id, ${row}.reference, coalesce(${row}.transaction_id, ''),
    coalesce(${body('source.name')}, ''), coalesce(${body('sender.name')}, ''),
    coalesce(${body('destination.name')}, ''), coalesce(${body('source.accountNumber')}, ''),
    coalesce(${body('destination.accountNumber')}, ${body('destination.mobileNumber')}, ''),
    coalesce(${body('sender.mobileNumber')}, '')`;
}

/**
 * The supervisor desk (D33, D31). Indexes for the receipt log's filters: single-column ones give
 * each filter's rows newest first (an index is ordered by its column, then the rowid), and
 * (operator_id, created_at) serves a clerk's own transfers over a date range. A trigram index
 * finds any three or more characters of a reference, transactionId, name, account or mobile
 * number, read from the exact body that was signed; it is contentless (the text is already in
 * the body) and kept by triggers, so no writer can forget it. Settlements and day closings are
 * their own append-only tables: the transfer row and its attempts stay as they were written.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE INDEX transfers_operator ON transfers (operator_id);
    CREATE INDEX transfers_operator_created_at ON transfers (operator_id, created_at);
    CREATE INDEX transfers_kind ON transfers (kind);
    CREATE INDEX transfers_currency ON transfers (currency);
    CREATE INDEX transfers_state_only ON transfers (state);
    -- The duplicate guard: unsettled transfers with the same accounts, amount and currency.
    CREATE INDEX transfers_waiting_match ON transfers
      (source_account, recipient_account, currency, amount, created_at)
      WHERE state IN ('unknown', 'accepted_pending');

    CREATE VIRTUAL TABLE transfers_search USING fts5 (
      reference, transaction_id, source_name, sender_name, recipient_name, source_account,
      recipient_number, sender_mobile,
      content = '', contentless_delete = 1, tokenize = 'trigram remove_diacritics 1'
    );
    INSERT INTO transfers_search (${SEARCH_COLUMNS}) SELECT ${searchValues('transfers')} FROM transfers;
    CREATE TRIGGER transfers_search_insert AFTER INSERT ON transfers
    BEGIN
      INSERT INTO transfers_search (${SEARCH_COLUMNS}) VALUES (${searchValues('NEW')});
    END;
    -- A contentless index row is replaced whole: SQLite cannot update some of its columns.
    CREATE TRIGGER transfers_search_transaction_id AFTER UPDATE OF transaction_id ON transfers
    WHEN NEW.transaction_id IS NOT OLD.transaction_id
    BEGIN
      DELETE FROM transfers_search WHERE rowid = NEW.id;
      INSERT INTO transfers_search (${SEARCH_COLUMNS}) VALUES (${searchValues('NEW')});
    END;

    CREATE TABLE settlements (
      id INTEGER PRIMARY KEY,
      transfer_id INTEGER NOT NULL REFERENCES transfers (id),
      at TEXT NOT NULL,
      operator_id TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('succeeded', 'failed', 'still_unknown', 'resend')),
      failure TEXT CHECK (failure IN ('never_arrived', 'refused')),
      from_state TEXT NOT NULL,
      to_state TEXT NOT NULL,
      transaction_id TEXT,
      note TEXT NOT NULL
    );
    CREATE INDEX settlements_transfer ON settlements (transfer_id, id);
    ${appendOnly('settlements', 'settlements are append-only')}

    CREATE TABLE day_closings (
      day TEXT PRIMARY KEY CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      time_zone TEXT NOT NULL,
      closed_at TEXT NOT NULL,
      closed_by TEXT NOT NULL,
      totals TEXT NOT NULL
    );
    ${appendOnly('day_closings', 'a closed day stays closed')}

    CREATE TABLE backups (
      id INTEGER PRIMARY KEY,
      at TEXT NOT NULL,
      automatic INTEGER NOT NULL CHECK (automatic IN (0, 1)),
      operator_id TEXT,
      file TEXT NOT NULL,
      bytes INTEGER NOT NULL
    );
    ${appendOnly('backups', 'backup records are append-only')}
  `);
}
