import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 15;
export const name = 'unreconciled-references';

/**
 * D69: references issued after the backup a journal was restored from, which the keychain names
 * and the journal does not hold: "not in this journal — reconcile with the bank". Each is one
 * reference, or (`after_reference` set) every reference of the workstation after that one up to
 * `reference`, when the keychain could not name them one by one. A supervisor's settlement with
 * the bank's answer is a row of its own, one per entry; both tables are append-only, so an entry
 * is open exactly while it has no settlement, and the day cannot close while one is open. Both
 * carry the row seal (D68): an answer written outside the app would otherwise close the day.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE unreconciled_references (
      id INTEGER PRIMARY KEY,
      environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
      reference TEXT NOT NULL CHECK (length(reference) = 12),
      after_reference TEXT CHECK (after_reference IS NULL OR length(after_reference) = 12),
      issued_at TEXT NOT NULL,
      found_at TEXT NOT NULL,
      found_by TEXT NOT NULL,
      UNIQUE (environment, reference)
    );
    ${appendOnly('unreconciled_references', 'references to reconcile are append-only')}

    CREATE TABLE reference_reconciliations (
      entry_id INTEGER PRIMARY KEY REFERENCES unreconciled_references (id),
      at TEXT NOT NULL,
      operator_id TEXT NOT NULL,
      bank_answer TEXT NOT NULL CHECK (bank_answer IN ('paid', 'refused', 'not_held')),
      transaction_id TEXT,
      note TEXT NOT NULL CHECK (length(note) > 0)
    );
    ${appendOnly('reference_reconciliations', 'reconciliations are append-only')}
  `);
  sealRows(db, 'unreconciled_references', { whole: false });
  appendOnlyButSeal(db, 'unreconciled_references', 'references to reconcile are append-only');
  sealRows(db, 'reference_reconciliations', { whole: false });
  appendOnlyButSeal(db, 'reference_reconciliations', 'reconciliations are append-only');
}
