import type { Database } from 'better-sqlite3';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 14;
export const name = 'row-seals';

/**
 * D68: every row the app decides from carries a MAC (column `seal`) under a key derived from the
 * audit key, written by triggers whenever the row is written (row-seal-triggers.ts). The tables
 * of a few rows read whole also keep the set of their seals (row_seal_sets), so a row removed
 * shows; row_seal_marks records how far the last start's check read. Rows that exist now get
 * their seal at the first start with the key, which audits it (journal/seal-rows.ts): nothing
 * here has the key. The append-only triggers that refused every UPDATE now refuse a change of any
 * column but the seal, and an attempt is still finished once. Two partial indexes find a
 * transfer's reservation and the sealing's own audit rows without reading the whole audit log.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE row_seal_sets (
      table_name TEXT PRIMARY KEY,
      digest TEXT NOT NULL
    );
    CREATE TABLE row_seal_marks (
      table_name TEXT PRIMARY KEY,
      last_rowid INTEGER NOT NULL
    );
    CREATE INDEX audit_reservations ON audit (json_extract(details, '$.reference'))
      WHERE action = 'transfer.reserved';
    CREATE INDEX audit_rows_sealed ON audit (seq) WHERE action = 'journal.rows-sealed';
    DROP TRIGGER attempts_complete_once;
  `);
  sealRows(db, 'row_seal_sets', { whole: false });
  sealRows(db, 'row_seal_marks', { whole: false });
  for (const table of [
    'settings',
    'operators',
    'branch_source_accounts',
    'branch_banks',
    'branch_wallets',
    'reference_state',
  ]) {
    sealRows(db, table, { whole: true });
  }
  for (const table of ['transfers', 'attempts', 'control_marks']) {
    sealRows(db, table, { whole: false });
  }
  for (const [table, why] of [
    ['settlements', 'settlements are append-only'],
    ['day_closings', 'a closed day stays closed'],
    ['backups', 'backup records are append-only'],
    ['receipt_prints', 'receipt prints are append-only'],
    ['transfer_approvals', 'approvals are append-only'],
    ['draft_refusals', 'a refused draft stays refused'],
    ['suspicion_flags', 'suspicion flags are append-only'],
  ] as const) {
    sealRows(db, table, { whole: false });
    appendOnlyButSeal(db, table, why);
  }
  appendOnlyButSeal(db, 'control_marks', 'control marks are append-only');
  db.exec(`
    CREATE TRIGGER attempts_complete_once BEFORE UPDATE OF id, transfer_id, n, started_at,
      finished_at, http_status, response, error, not_processed ON attempts
    WHEN OLD.finished_at IS NOT NULL
    BEGIN SELECT RAISE(ABORT, 'attempt records are immutable once finished'); END;
  `);
}
