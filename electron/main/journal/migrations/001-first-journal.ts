import type { Database } from 'better-sqlite3';

export const version = 1;
export const name = 'first-journal';

/**
 * The first journal: transfers with the exact body sent, their attempts, the audit chain, the
 * reference counter, the cached payment purposes and the settings. What was sent and its reference
 * never change once written, an attempt is completed once, and the audit log is append-only.
 */
export function up(db: Database): void {
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
}
