import type { Database } from 'better-sqlite3';
import { replicateTables } from './outbox-triggers';
import { sealRows } from './row-seal-triggers';

export const version = 27;
export const name = 'head-office-operators';

/**
 * D115: operators managed at head office. `operators.head_office_version` is the bank-wide version
 * of head office's last change applied to the operator (NULL: an operator of this workstation's
 * own, as every operator before enrolment), so every row keeps its seal at the upgrade (a NULL
 * column is left out of the MAC, D68). `head_office_operator_sync` holds the one version the
 * workstation asks after next, and head office's clock on the answer that moved it. Both are
 * sealed, and replicated to head office (D97) like every row the app decides from.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE operators ADD COLUMN head_office_version INTEGER
      CHECK (head_office_version IS NULL OR head_office_version > 0);

    CREATE TABLE head_office_operator_sync (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      through INTEGER NOT NULL CHECK (through >= 0),
      signed_at TEXT NOT NULL,
      applied_at TEXT NOT NULL
    );
  `);
  sealRows(db, 'operators', { whole: true });
  sealRows(db, 'head_office_operator_sync', { whole: true });
  // Last, so the outbox's triggers cover the new column and table (outbox-triggers.ts).
  replicateTables(db);
}
