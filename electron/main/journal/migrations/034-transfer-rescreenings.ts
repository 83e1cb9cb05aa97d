import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { replicateTables } from './outbox-triggers';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 34;
export const name = 'transfer-rescreenings';

/**
 * D159: a held transfer screened again at a compliance officer's release, when that screening
 * found possible matches no earlier screening of it had (a list imported while it waited, a
 * threshold lowered). Each is a row: the lists and threshold it was screened against and the new
 * matches only, so every match of a transfer is on exactly one of its screenings (018's
 * `transfer_screenings` row, then these in order), and the officer's next release is decided
 * on all of them. Append-only, sealed (D68): a match removed outside the app would let a
 * release go on a match nobody was shown. Replicated to head office (D97).
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE transfer_rescreenings (
      id INTEGER PRIMARY KEY,
      transfer_id INTEGER NOT NULL REFERENCES transfers (id),
      at TEXT NOT NULL,
      lists TEXT NOT NULL,
      threshold TEXT NOT NULL,
      matches TEXT NOT NULL CHECK (matches <> '[]')
    );
    CREATE INDEX transfer_rescreenings_transfer ON transfer_rescreenings (transfer_id, id);
    ${appendOnly('transfer_rescreenings', 'screenings are append-only')}
  `);
  sealRows(db, 'transfer_rescreenings', { whole: false });
  appendOnlyButSeal(db, 'transfer_rescreenings', 'screenings are append-only');
  // Last, so the outbox's triggers fire first (outbox-triggers.ts); the table is empty.
  replicateTables(db);
}
