import type { Database } from 'better-sqlite3';
import { replicateTables } from './outbox-triggers';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 26;
export const name = 'day-cut-off';

// catalog-ignore: SQL, not words
const DATE = "GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'";

/**
 * D113–D114: closing a day is a cut-off signed by two people.
 *
 * - `transfers.business_day`: the branch day a transfer belongs to, decided when it is reserved
 *   (the day after the last closed one when today is closed) and never changed after.
 * - `settlements.business_day`: the day a settlement was learnt, which a closed day never is:
 *   the settlement points at its transfer, whose own day stays as it was.
 * - `day_closings.prepared_at`, `checked_by`, `checked_at`: the supervisor who prepared the
 *   closing (`closed_by`, as before) and the second supervisor who checked it at the same desk.
 *
 * Rows written before keep NULL in every new column, so they keep their seals (a NULL column is
 * left out of the MAC, D68): a transfer without a business day belongs to the day it was made,
 * in the branch's zone, as every report read it before. The seal's and the outbox's triggers are
 * made again so both cover the new columns (D97).
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE transfers ADD COLUMN business_day TEXT
      CHECK (business_day IS NULL OR business_day ${DATE});
    CREATE TRIGGER transfers_business_day_immutable BEFORE UPDATE OF business_day ON transfers
    BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;

    ALTER TABLE settlements ADD COLUMN business_day TEXT
      CHECK (business_day IS NULL OR business_day ${DATE});
    CREATE INDEX settlements_business_day ON settlements (business_day)
      WHERE business_day IS NOT NULL;

    ALTER TABLE day_closings ADD COLUMN prepared_at TEXT;
    ALTER TABLE day_closings ADD COLUMN checked_by TEXT;
    ALTER TABLE day_closings ADD COLUMN checked_at TEXT;
  `);
  db.exec(`
    CREATE TRIGGER day_closings_two_people BEFORE INSERT ON day_closings
    WHEN NEW.checked_by IS NULL OR NEW.prepared_at IS NULL OR NEW.checked_at IS NULL
      OR lower(NEW.checked_by) = lower(NEW.closed_by)
    BEGIN SELECT RAISE(ABORT, 'a day is closed by two people'); END;
  `);
  sealRows(db, 'transfers', { whole: false });
  for (const [table, why] of [
    ['settlements', 'settlements are append-only'],
    ['day_closings', 'a closed day stays closed'],
  ] as const) {
    sealRows(db, table, { whole: false });
    appendOnlyButSeal(db, table, why);
  }
  // Last, so the outbox's triggers fire first (outbox-triggers.ts).
  replicateTables(db);
}
