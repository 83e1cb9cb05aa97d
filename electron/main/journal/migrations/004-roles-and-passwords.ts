import type { Database } from 'better-sqlite3';

export const version = 4;
export const name = 'roles-and-passwords';

/**
 * Operators' roles and passwords: an admin's reset leaves a password the operator must replace
 * at the next sign-in (must_change_password), and the journal itself refuses any change that
 * leaves no active admin, behind the service's own check, since nobody could then manage
 * operators or settings again.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE operators ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0
      CHECK (must_change_password IN (0, 1));

    CREATE TRIGGER operators_keep_an_admin AFTER UPDATE OF role, active ON operators
    WHEN OLD.role = 'admin' AND OLD.active = 1 AND NOT (NEW.role = 'admin' AND NEW.active = 1)
      AND NOT EXISTS (SELECT 1 FROM operators WHERE role = 'admin' AND active = 1)
    BEGIN SELECT RAISE(ABORT, 'the last active admin cannot be deactivated or demoted'); END;
  `);
}
