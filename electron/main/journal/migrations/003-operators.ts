import type { Database } from 'better-sqlite3';

export const version = 3;
export const name = 'operators';

/**
 * Operator accounts. The id is journaled with every action, so it has one spelling (lower case,
 * unique without regard to case) and an account is never deleted or renamed: it is deactivated.
 * password_hash holds only a self-describing scrypt hash, never a password.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE operators (
      operator_id TEXT PRIMARY KEY COLLATE NOCASE
        CHECK (length(operator_id) BETWEEN 3 AND 32 AND operator_id GLOB '[a-z]*'
          AND operator_id NOT GLOB '*[^a-z0-9.-]*'),
      display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 2 AND 60),
      role TEXT NOT NULL CHECK (role IN ('clerk', 'supervisor', 'admin')),
      password_hash TEXT NOT NULL CHECK (password_hash GLOB 'scrypt$*'),
      active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
      locked_until TEXT,
      created_at TEXT NOT NULL,
      -- Null only for the first admin, who was created by nobody.
      created_by TEXT REFERENCES operators (operator_id),
      password_changed_at TEXT NOT NULL
    );

    CREATE TRIGGER operators_no_delete BEFORE DELETE ON operators
    BEGIN SELECT RAISE(ABORT, 'operators are never deleted: deactivate them instead'); END;
    CREATE TRIGGER operators_immutable BEFORE UPDATE OF operator_id, created_at, created_by
      ON operators
    BEGIN SELECT RAISE(ABORT, 'an operator''s id and creation are immutable'); END;
  `);
}
