import type { HqMigration } from './migration';

/**
 * What the console reads of every workstation's journal (D102): its transfers, audit rows,
 * control marks and suspicion flags, kept up to date from each replicated change in the same
 * transaction that stores it (hq/src/projections). The stored changes stay the record; these
 * tables are their reading, indexed for the console's filters. Transfers and audit rows grow
 * without end: each is partitioned by month (of the workstation's own time, which every date
 * filter reads), the months made ahead by ensureMonths. Text search uses pg_trgm's trigram index,
 * which PGlite ships and PostgreSQL's contrib has.
 */
export const migration: HqMigration = {
  version: 6,
  name: 'console-projections',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE TABLE hq_transfers (
      workstation_id text NOT NULL,
      branch_code text NOT NULL,
      workstation_number integer NOT NULL,
      transfer_id bigint NOT NULL,
      reference text NOT NULL,
      kind text NOT NULL,
      state text NOT NULL,
      amount text NOT NULL,
      currency text NOT NULL,
      destination_country text NOT NULL,
      sender_name text NOT NULL,
      source_name text NOT NULL,
      source_account text NOT NULL,
      recipient_name text NOT NULL,
      recipient_account text NOT NULL,
      transaction_id text,
      operator_id text NOT NULL,
      customer text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      -- The branch's IANA zone, in which the console shows the time.
      time_zone text NOT NULL,
      -- created_at's calendar day in the branch's zone: what the date filters mean.
      local_day date NOT NULL,
      marks text[] NOT NULL DEFAULT '{}',
      flagged boolean NOT NULL DEFAULT false,
      -- Lower-case words and digits the text filter finds (projections/transfers.ts).
      search text NOT NULL,
      PRIMARY KEY (workstation_id, transfer_id, created_at)
    ) PARTITION BY RANGE (created_at);
    CREATE TABLE hq_transfers_default PARTITION OF hq_transfers DEFAULT;
    CREATE INDEX hq_transfers_newest ON hq_transfers (created_at, workstation_id, transfer_id);
    CREATE INDEX hq_transfers_branch ON hq_transfers (branch_code, created_at);
    CREATE INDEX hq_transfers_workstation ON hq_transfers (workstation_id, created_at);
    CREATE INDEX hq_transfers_operator ON hq_transfers (operator_id, created_at);
    CREATE INDEX hq_transfers_state ON hq_transfers (state, created_at);
    CREATE INDEX hq_transfers_currency ON hq_transfers (currency, created_at);
    CREATE INDEX hq_transfers_day ON hq_transfers (local_day);
    CREATE INDEX hq_transfers_reference ON hq_transfers (reference);
    CREATE INDEX hq_transfers_marked ON hq_transfers (created_at) WHERE marks <> '{}' OR flagged;
    CREATE INDEX hq_transfers_search ON hq_transfers USING gin (search gin_trgm_ops);

    -- What the filters offer, kept as the rows come rather than found by scanning them.
    CREATE TABLE hq_record_desks (
      workstation_id text PRIMARY KEY,
      branch_code text NOT NULL,
      workstation_number integer NOT NULL
    );
    CREATE TABLE hq_record_values (
      dimension text NOT NULL CHECK (dimension IN ('operator', 'currency')),
      value text NOT NULL,
      PRIMARY KEY (dimension, value)
    );

    CREATE TABLE hq_control_marks (
      workstation_id text NOT NULL,
      transfer_id bigint NOT NULL,
      mark text NOT NULL,
      series text,
      at timestamptz NOT NULL,
      PRIMARY KEY (workstation_id, transfer_id, mark)
    );

    CREATE TABLE hq_suspicion_flags (
      workstation_id text NOT NULL,
      flag_id bigint NOT NULL,
      branch_code text NOT NULL,
      workstation_number integer NOT NULL,
      transfer_id bigint NOT NULL,
      at timestamptz NOT NULL,
      operator_id text NOT NULL,
      note text NOT NULL,
      outcome text,
      report_reference text,
      review_note text,
      reviewed_by text,
      reviewed_at timestamptz,
      PRIMARY KEY (workstation_id, flag_id)
    );
    CREATE INDEX hq_suspicion_flags_at ON hq_suspicion_flags (at, workstation_id, flag_id);
    CREATE INDEX hq_suspicion_flags_transfer ON hq_suspicion_flags (workstation_id, transfer_id);

    CREATE TABLE hq_audit (
      workstation_id text NOT NULL,
      branch_code text NOT NULL,
      workstation_number integer NOT NULL,
      seq bigint NOT NULL,
      at timestamptz NOT NULL,
      time_zone text NOT NULL,
      local_day date NOT NULL,
      operator_id text,
      action text NOT NULL,
      details text NOT NULL,
      -- The transfer reference the details name, when they name one.
      reference text,
      PRIMARY KEY (workstation_id, seq, at)
    ) PARTITION BY RANGE (at);
    CREATE TABLE hq_audit_default PARTITION OF hq_audit DEFAULT;
    CREATE INDEX hq_audit_newest ON hq_audit (at, workstation_id, seq);
    CREATE INDEX hq_audit_branch ON hq_audit (branch_code, at);
    CREATE INDEX hq_audit_workstation ON hq_audit (workstation_id, at);
    CREATE INDEX hq_audit_operator ON hq_audit (operator_id, at);
    CREATE INDEX hq_audit_day ON hq_audit (local_day);
    CREATE INDEX hq_audit_reference ON hq_audit (reference) WHERE reference IS NOT NULL;
    CREATE INDEX hq_audit_action ON hq_audit (action text_pattern_ops);
  `,
};
