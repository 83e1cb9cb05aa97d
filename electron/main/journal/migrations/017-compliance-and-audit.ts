import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 17;
export const name = 'compliance-and-audit';

/**
 * D79: two roles more, the compliance officer and the auditor. The operators table's CHECK named
 * the three roles of 003, and SQLite cannot change a CHECK in place, so the table is made again
 * with the same columns in the same order, every row copied as it is (its seal too: the MAC
 * covers the values, which do not change, so the table's set of seals stays as it was), and its
 * triggers made again. The copy is written before any trigger exists on the new table, so no
 * seal is recomputed by the migration (it has no key). The table's only reference is its own
 * created_by, held deferred until the transaction ends; the rename makes it name `operators`.
 *
 * A suspicion flag is reviewed to an outcome by a compliance officer, once: no action, or reported
 * with the report's reference (the reference exactly when reported), with a note, who and when.
 * The review is a row of its own, append-only and sealed, so a flag is open exactly while it has
 * none and the flags themselves stay as written.
 */
export function up(db: Database): void {
  db.pragma('defer_foreign_keys = ON');
  db.exec(`
    CREATE TABLE operators_with_roles (
      operator_id TEXT PRIMARY KEY COLLATE NOCASE
        CHECK (length(operator_id) BETWEEN 3 AND 32 AND operator_id GLOB '[a-z]*'
          AND operator_id NOT GLOB '*[^a-z0-9.-]*'),
      display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 2 AND 60),
      role TEXT NOT NULL
        CHECK (role IN ('clerk', 'supervisor', 'admin', 'compliance', 'auditor')),
      password_hash TEXT NOT NULL CHECK (password_hash GLOB 'scrypt$*'),
      active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
      locked_until TEXT,
      created_at TEXT NOT NULL,
      created_by TEXT REFERENCES operators_with_roles (operator_id),
      password_changed_at TEXT NOT NULL,
      must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
      seal TEXT
    );
    INSERT INTO operators_with_roles (rowid, operator_id, display_name, role, password_hash,
      active, failed_attempts, locked_until, created_at, created_by, password_changed_at,
      must_change_password, seal)
    SELECT rowid, operator_id, display_name, role, password_hash, active, failed_attempts,
      locked_until, created_at, created_by, password_changed_at, must_change_password, seal
    FROM operators ORDER BY rowid;
    DROP TABLE operators;
    ALTER TABLE operators_with_roles RENAME TO operators;

    CREATE TRIGGER operators_no_delete BEFORE DELETE ON operators
    BEGIN SELECT RAISE(ABORT, 'operators are never deleted: deactivate them instead'); END;
    CREATE TRIGGER operators_immutable BEFORE UPDATE OF operator_id, created_at, created_by
      ON operators
    BEGIN SELECT RAISE(ABORT, 'an operator''s id and creation are immutable'); END;
    CREATE TRIGGER operators_keep_an_admin AFTER UPDATE OF role, active ON operators
    WHEN OLD.role = 'admin' AND OLD.active = 1 AND NOT (NEW.role = 'admin' AND NEW.active = 1)
      AND NOT EXISTS (SELECT 1 FROM operators WHERE role = 'admin' AND active = 1)
    BEGIN SELECT RAISE(ABORT, 'the last active admin cannot be deactivated or demoted'); END;
  `);
  sealRows(db, 'operators', { whole: true });

  db.exec(`
    CREATE TABLE flag_reviews (
      flag_id INTEGER PRIMARY KEY REFERENCES suspicion_flags (id),
      outcome TEXT NOT NULL CHECK (outcome IN ('no_action', 'reported')),
      report_reference TEXT
        CHECK ((outcome = 'reported') = (report_reference IS NOT NULL AND length(report_reference) > 0)),
      note TEXT NOT NULL CHECK (length(note) > 0),
      reviewed_by TEXT NOT NULL,
      reviewed_at TEXT NOT NULL
    );
    ${appendOnly('flag_reviews', 'a reviewed flag stays reviewed')}
  `);
  sealRows(db, 'flag_reviews', { whole: false });
  appendOnlyButSeal(db, 'flag_reviews', 'a reviewed flag stays reviewed');
}
