import type { Database } from 'better-sqlite3';
import { replicateTables } from './outbox-triggers';
import { sealRows } from './row-seal-triggers';

export const version = 32;
export const name = 'checked-offline';

/**
 * D128: a transfer whose IMT daily total this counter counted alone, because head office, with
 * which it is enrolled, could not be reached: its offline limits applied, and compliance reads the
 * mark (the desk's receipt log, head office's flagged list). Written with the reservation and never
 * changed; covered by the row's seal (the triggers made again, D68) and carried to head office in
 * the row (D97). Rows journaled before are 0: they were counted as the counter counted then.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE transfers ADD COLUMN checked_offline INTEGER NOT NULL DEFAULT 0
      CHECK (checked_offline IN (0, 1));
    CREATE TRIGGER transfers_checked_offline_immutable BEFORE UPDATE OF checked_offline ON transfers
    BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
  `);
  sealRows(db, 'transfers', { whole: false });
  // Last, so the outbox's triggers fire first (outbox-triggers.ts).
  replicateTables(db);
}
