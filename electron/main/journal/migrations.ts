import type { Database } from 'better-sqlite3';

/**
 * Schema versions, applied in order and recorded in `PRAGMA user_version`. Never edit a released
 * migration: add the next one.
 */
export const MIGRATIONS: readonly ((db: Database) => void)[] = [
  (db) => {
    db.exec(`
      CREATE TABLE transfers (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE CHECK (length(reference) = 12),
        draft_id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('rtgs', 'imt')),
        body TEXT NOT NULL,
        amount TEXT NOT NULL,
        currency TEXT NOT NULL,
        destination_country TEXT NOT NULL,
        recipient_name TEXT NOT NULL,
        recipient_account TEXT NOT NULL,
        source_account TEXT NOT NULL,
        operator_id TEXT NOT NULL,
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
        state TEXT NOT NULL CHECK (state IN ('reserved', 'sending', 'succeeded', 'queued',
          'accepted_pending', 'rejected', 'not_sent', 'unknown', 'no_response_test')),
        service_status TEXT,
        transaction_id TEXT,
        error_code TEXT,
        error_message TEXT,
        queued_until TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        resolved_by TEXT,
        resolved_at TEXT,
        resolution_note TEXT
      );
      CREATE INDEX transfers_created_at ON transfers (created_at);
      CREATE INDEX transfers_state ON transfers (state, created_at);

      CREATE TABLE attempts (
        id INTEGER PRIMARY KEY,
        transfer_id INTEGER NOT NULL REFERENCES transfers (id),
        n INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        http_status INTEGER,
        response TEXT,
        error TEXT,
        -- 1 when the answer proves the service did not process this attempt (refused
        -- connection, 401, 403): what lets recovery tell "not sent" from "outcome unknown".
        not_processed INTEGER NOT NULL DEFAULT 0 CHECK (not_processed IN (0, 1)),
        UNIQUE (transfer_id, n)
      );

      CREATE TABLE audit (
        seq INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        operator_id TEXT,
        action TEXT NOT NULL,
        details TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
      );

      CREATE TABLE reference_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        last_counter INTEGER NOT NULL
      );

      CREATE TABLE purposes_cache (
        position INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        value TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      );

      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      -- What was sent, and its reference, never change once written.
      CREATE TRIGGER transfers_immutable BEFORE UPDATE OF reference, draft_id, kind, body, amount,
        currency, operator_id, environment, created_at ON transfers
      BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
      CREATE TRIGGER transfers_no_delete BEFORE DELETE ON transfers
      BEGIN SELECT RAISE(ABORT, 'transfer records are never deleted'); END;

      -- An attempt is written when it starts and completed once; after that it is history.
      CREATE TRIGGER attempts_complete_once BEFORE UPDATE ON attempts
      WHEN OLD.finished_at IS NOT NULL
      BEGIN SELECT RAISE(ABORT, 'attempt records are immutable once finished'); END;
      CREATE TRIGGER attempts_no_delete BEFORE DELETE ON attempts
      BEGIN SELECT RAISE(ABORT, 'attempt records are never deleted'); END;

      CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit
      BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit
      BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
    `);
  },
  // Payment purposes differ between the sandbox, test and live services: a list fetched from one
  // must never be offered, or checked against, while another is in use.
  (db) => {
    db.exec(`
      DROP TABLE purposes_cache;
      CREATE TABLE purposes_cache (
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
        position INTEGER NOT NULL,
        code TEXT NOT NULL,
        value TEXT NOT NULL,
        fetched_at TEXT NOT NULL,
        PRIMARY KEY (environment, position),
        UNIQUE (environment, code)
      );
    `);
  },
  // Operator accounts. The id is journaled with every action, so it has one spelling (lower case,
  // unique without regard to case) and an account is never deleted or renamed: it is deactivated.
  // password_hash holds only a self-describing scrypt hash, never a password.
  (db) => {
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
  },
  // Operators' roles and passwords: an admin's reset leaves a password the operator must replace
  // at the next sign-in (must_change_password), and the journal itself refuses any change that
  // leaves no active admin, behind the service's own check, since nobody could then manage
  // operators or settings again.
  (db) => {
    db.exec(`
      ALTER TABLE operators ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0
        CHECK (must_change_password IN (0, 1));

      CREATE TRIGGER operators_keep_an_admin AFTER UPDATE OF role, active ON operators
      WHEN OLD.role = 'admin' AND OLD.active = 1 AND NOT (NEW.role = 'admin' AND NEW.active = 1)
        AND NOT EXISTS (SELECT 1 FROM operators WHERE role = 'admin' AND active = 1)
      BEGIN SELECT RAISE(ABORT, 'the last active admin cannot be deactivated or demoted'); END;
    `);
  },
  // The audit chain becomes keyed (HMAC-SHA256, key in the OS keychain). Each row says which kind
  // of seal it carries, rather than re-sealing the old rows: rewriting them would mean lifting the
  // append-only triggers and changing the very evidence being protected. Rows already written stay
  // as they are, marked 'sha256'; every row from now on is 'hmac-sha256', and the first of them
  // (an audited 'audit.keyed' row, written at the next start) carries the last old hash, so its MAC
  // seals the old rows as well. audit-chain.ts refuses an unkeyed row after a keyed one.
  (db) => {
    db.exec(`
      ALTER TABLE audit ADD COLUMN chain TEXT NOT NULL DEFAULT 'sha256'
        CHECK (chain IN ('sha256', 'hmac-sha256'));
    `);
  },
];
