import type { Database } from 'better-sqlite3';

/** The receipt log's search columns (migration 6), in the order searchValues gives them. */
const SEARCH_COLUMNS = `rowid, reference, transaction_id, source_name, sender_name, recipient_name,
  source_account, recipient_number, sender_mobile`;

/** The searchable text of a transfer row, read from the exact body that was signed. */
function searchValues(row: string): string {
  const body = (path: string) => `json_extract(${row}.body, '$.${path}')`;
  return `${row}.id, ${row}.reference, coalesce(${row}.transaction_id, ''),
    coalesce(${body('source.name')}, ''), coalesce(${body('sender.name')}, ''),
    coalesce(${body('destination.name')}, ''), coalesce(${body('source.accountNumber')}, ''),
    coalesce(${body('destination.accountNumber')}, ${body('destination.mobileNumber')}, ''),
    coalesce(${body('sender.mobileNumber')}, '')`;
}

/** Triggers that refuse to change or delete a table's rows: what is written is history. */
function appendOnly(table: string, why: string): string {
  return `CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${why}'); END;
      CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${why}'); END;`;
}

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
  // The supervisor desk (issue 11). Indexes for the receipt log's filters: single-column ones give
  // each filter's rows newest first (an index is ordered by its column, then the rowid), and
  // (operator_id, created_at) serves a clerk's own transfers over a date range. A trigram index
  // finds any three or more characters of a reference, transactionId, name, account or mobile
  // number, read from the exact body that was signed; it is contentless (the text is already in
  // the body) and kept by triggers, so no writer can forget it. Settlements and day closings are
  // their own append-only tables: the transfer row and its attempts stay as they were written.
  (db) => {
    db.exec(`
      CREATE INDEX transfers_operator ON transfers (operator_id);
      CREATE INDEX transfers_operator_created_at ON transfers (operator_id, created_at);
      CREATE INDEX transfers_kind ON transfers (kind);
      CREATE INDEX transfers_currency ON transfers (currency);
      CREATE INDEX transfers_state_only ON transfers (state);
      -- The duplicate guard: unsettled transfers with the same accounts, amount and currency.
      CREATE INDEX transfers_waiting_match ON transfers
        (source_account, recipient_account, currency, amount, created_at)
        WHERE state IN ('unknown', 'accepted_pending');

      CREATE VIRTUAL TABLE transfers_search USING fts5 (
        reference, transaction_id, source_name, sender_name, recipient_name, source_account,
        recipient_number, sender_mobile,
        content = '', contentless_delete = 1, tokenize = 'trigram remove_diacritics 1'
      );
      INSERT INTO transfers_search (${SEARCH_COLUMNS}) SELECT ${searchValues('transfers')} FROM transfers;
      CREATE TRIGGER transfers_search_insert AFTER INSERT ON transfers
      BEGIN
        INSERT INTO transfers_search (${SEARCH_COLUMNS}) VALUES (${searchValues('NEW')});
      END;
      -- A contentless index row is replaced whole: SQLite cannot update some of its columns.
      CREATE TRIGGER transfers_search_transaction_id AFTER UPDATE OF transaction_id ON transfers
      WHEN NEW.transaction_id IS NOT OLD.transaction_id
      BEGIN
        DELETE FROM transfers_search WHERE rowid = NEW.id;
        INSERT INTO transfers_search (${SEARCH_COLUMNS}) VALUES (${searchValues('NEW')});
      END;

      CREATE TABLE settlements (
        id INTEGER PRIMARY KEY,
        transfer_id INTEGER NOT NULL REFERENCES transfers (id),
        at TEXT NOT NULL,
        operator_id TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('succeeded', 'failed', 'still_unknown', 'resend')),
        failure TEXT CHECK (failure IN ('never_arrived', 'refused')),
        from_state TEXT NOT NULL,
        to_state TEXT NOT NULL,
        transaction_id TEXT,
        note TEXT NOT NULL
      );
      CREATE INDEX settlements_transfer ON settlements (transfer_id, id);
      ${appendOnly('settlements', 'settlements are append-only')}

      CREATE TABLE day_closings (
        day TEXT PRIMARY KEY CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
        time_zone TEXT NOT NULL,
        closed_at TEXT NOT NULL,
        closed_by TEXT NOT NULL,
        totals TEXT NOT NULL
      );
      ${appendOnly('day_closings', 'a closed day stays closed')}

      CREATE TABLE backups (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        automatic INTEGER NOT NULL CHECK (automatic IN (0, 1)),
        operator_id TEXT,
        file TEXT NOT NULL,
        bytes INTEGER NOT NULL
      );
      ${appendOnly('backups', 'backup records are append-only')}
    `);
  },
  // The lists the clerk's forms pick from, kept apart per environment: the sandbox bank knows only
  // its own invented accounts, and a bank's test service often other accounts than its live one.
  // One row per entry, in the admin's order; a code appears once per country.
  (db) => {
    db.exec(`
      CREATE TABLE branch_source_accounts (
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
        position INTEGER NOT NULL CHECK (position >= 0),
        country_code TEXT NOT NULL,
        account_number TEXT NOT NULL,
        holder_name TEXT NOT NULL,
        currency TEXT NOT NULL,
        PRIMARY KEY (environment, position),
        UNIQUE (environment, country_code, account_number)
      );
      CREATE TABLE branch_banks (
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
        position INTEGER NOT NULL CHECK (position >= 0),
        country_code TEXT NOT NULL,
        bank_code TEXT NOT NULL,
        bank_name TEXT NOT NULL,
        PRIMARY KEY (environment, position),
        UNIQUE (environment, country_code, bank_code COLLATE NOCASE)
      );
      CREATE TABLE branch_wallets (
        environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'test', 'live')),
        position INTEGER NOT NULL CHECK (position >= 0),
        country_code TEXT NOT NULL,
        wallet_name TEXT NOT NULL,
        label TEXT NOT NULL,
        PRIMARY KEY (environment, position),
        UNIQUE (environment, country_code, wallet_name COLLATE NOCASE)
      );
    `);
  },
  // The IMT daily total per sender's ID document is summed from the journal at send time. The
  // document is read from the exact body journaled (never from a second copy the app could get
  // wrong), as type and number with the number in capitals and without "-" or "/", so "ab-12/3" and
  // "AB123" are one document. A trigger fills it as the row is written and it never changes after;
  // the index makes the day's sum a range scan however long the journal grows.
  (db) => {
    const documentOf = (row: string) => `
      CASE WHEN ${row}.kind = 'imt' THEN
        json_extract(${row}.body, '$.sender.documentType') || ':' ||
        replace(replace(upper(json_extract(${row}.body, '$.sender.documentNumber')), '-', ''), '/', '')
      END`;
    db.exec(`
      ALTER TABLE transfers ADD COLUMN sender_document TEXT;
      UPDATE transfers SET sender_document = ${documentOf('transfers')} WHERE kind = 'imt';
      CREATE INDEX transfers_sender_document ON transfers (sender_document, created_at)
        WHERE sender_document IS NOT NULL;
      CREATE TRIGGER transfers_sender_document AFTER INSERT ON transfers WHEN NEW.kind = 'imt'
      BEGIN
        UPDATE transfers SET sender_document = ${documentOf('NEW')} WHERE id = NEW.id;
      END;
      CREATE TRIGGER transfers_sender_document_immutable BEFORE UPDATE OF sender_document
        ON transfers WHEN OLD.sender_document IS NOT NULL
      BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
    `);
  },
  // Receipts printed (issue 11): the original and every numbered copy after it, who printed it,
  // when, on what paper and where to. A copy's number is unique per reference, so two prints at
  // once cannot both be COPY 1; rows are history and stay as written.
  (db) => {
    db.exec(`
      CREATE TABLE receipt_prints (
        id INTEGER PRIMARY KEY,
        transfer_id INTEGER NOT NULL REFERENCES transfers (id),
        copy_number INTEGER NOT NULL CHECK (copy_number >= 0),
        at TEXT NOT NULL,
        operator_id TEXT NOT NULL,
        output TEXT NOT NULL CHECK (output IN ('printer', 'pdf')),
        paper TEXT NOT NULL CHECK (paper IN ('a4', 'roll80')),
        UNIQUE (transfer_id, copy_number)
      );
      ${appendOnly('receipt_prints', 'receipt prints are append-only')}
    `);
  },
  // clerk-desk: the customer's signed instruction at the counter (issue 10, item 11): the number
  // of the form and the clerk's confirmation that ID and signature were checked, written with the
  // reservation and never changed after; the bank's copy of the receipt prints them.
  (db) => {
    db.exec(`
      ALTER TABLE transfers ADD COLUMN instruction_form_number TEXT;
      ALTER TABLE transfers ADD COLUMN id_and_signature_checked INTEGER
        CHECK (id_and_signature_checked IS NULL OR id_and_signature_checked = 1);
      CREATE TRIGGER transfers_instruction_immutable BEFORE UPDATE OF instruction_form_number,
        id_and_signature_checked ON transfers
      BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
      `);
  },
  // Issue 12's controls. Marks (reportable, split series) are rows of their own, written with the
  // reservation and, for a series, added to its earlier transfers when it crosses the threshold:
  // the transfer rows stay as written. The approvals a transfer used are kept with it for the
  // bank's copy of the receipt; a supervisor's refusal ends its draft for good; suspicion flags
  // are for supervisors and compliance only. All append-only, each write with its audit row.
  (db) => {
    db.exec(`
      CREATE TABLE control_marks (
        transfer_id INTEGER NOT NULL REFERENCES transfers (id),
        mark TEXT NOT NULL CHECK (mark IN ('reportable', 'split')),
        series TEXT,
        at TEXT NOT NULL,
        PRIMARY KEY (transfer_id, mark)
      ) WITHOUT ROWID;
      CREATE INDEX control_marks_mark ON control_marks (mark, transfer_id);
      ${appendOnly('control_marks', 'control marks are append-only')}

      CREATE TABLE transfer_approvals (
        transfer_id INTEGER NOT NULL REFERENCES transfers (id),
        approval_id TEXT NOT NULL PRIMARY KEY,
        purpose TEXT NOT NULL,
        approver_id TEXT NOT NULL,
        approver_name TEXT NOT NULL,
        requester_id TEXT NOT NULL,
        reason TEXT NOT NULL,
        granted_at TEXT NOT NULL,
        used_at TEXT NOT NULL
      );
      CREATE INDEX transfer_approvals_transfer ON transfer_approvals (transfer_id);
      ${appendOnly('transfer_approvals', 'approvals are append-only')}

      CREATE TABLE draft_refusals (
        draft_id TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        approver_id TEXT NOT NULL,
        approver_name TEXT NOT NULL,
        requester_id TEXT NOT NULL,
        reason TEXT NOT NULL,
        refused_at TEXT NOT NULL
      );
      ${appendOnly('draft_refusals', 'a refused draft stays refused')}

      CREATE TABLE suspicion_flags (
        id INTEGER PRIMARY KEY,
        transfer_id INTEGER NOT NULL REFERENCES transfers (id),
        at TEXT NOT NULL,
        operator_id TEXT NOT NULL,
        note TEXT NOT NULL
      );
      CREATE INDEX suspicion_flags_at ON suspicion_flags (at);
      ${appendOnly('suspicion_flags', 'suspicion flags are append-only')}
    `);
  },
  // The receipt log finds a transfer by its amount (D60): `25,000` typed is the `25000.00`
  // journaled. Its own index, like each of the log's filters, so the search is an index search
  // however long the journal grows; entries are in rowid order within an amount, newest first.
  (db) => {
    db.exec(`CREATE INDEX transfers_amount ON transfers (amount);`);
  },
  // D46, D47: nothing paid twice. A transfer names the refused one it corrects (`corrects`), and
  // a refused transfer is corrected once: the unique index refuses a second row naming it, and
  // a trigger a row naming a transfer that may have moved money, behind the send path's own
  // checks under the reference lock. The clerk's confirmation of a second transfer (the
  // customer's reason, the earlier references) is kept with it. All written with the reservation,
  // in its audit row too, and never changed. Two indexes serve the review's repeat check: the
  // transfers of one amount and currency since the start of the repeat window, and every use of
  // an instruction form number, whatever its case.
  (db) => {
    db.exec(`
      ALTER TABLE transfers ADD COLUMN corrects TEXT;
      ALTER TABLE transfers ADD COLUMN repeat_reason TEXT;
      ALTER TABLE transfers ADD COLUMN repeat_of TEXT;
      CREATE UNIQUE INDEX transfers_corrects ON transfers (corrects) WHERE corrects IS NOT NULL;
      CREATE TRIGGER transfers_corrects_refused BEFORE INSERT ON transfers
      WHEN NEW.corrects IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transfers
        WHERE reference = NEW.corrects AND state IN ('rejected', 'not_sent'))
      BEGIN SELECT RAISE(ABORT, 'only a transfer that moved no money can be corrected'); END;
      CREATE TRIGGER transfers_links_immutable BEFORE UPDATE OF corrects, repeat_reason, repeat_of
        ON transfers
      BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
      CREATE INDEX transfers_repeat_match ON transfers (currency, amount, created_at);
      CREATE INDEX transfers_instruction_form ON transfers
        (instruction_form_number COLLATE NOCASE) WHERE instruction_form_number IS NOT NULL;
    `);
  },
];
