import type { HqMigration } from './migration';

/**
 * The console's operators, their sessions and the first admin's set-up codes (D101). Sessions
 * live here, not in an instance's memory, so any instance serves any request; tokens and codes
 * are kept only as SHA-256 hashes, so a copy of the database signs nobody in. Every change an
 * operator makes at the console is an event, append-only.
 */
export const migration: HqMigration = {
  version: 5,
  name: 'console-operators',
  sql: `
    CREATE TABLE console_operators (
      operator_id text PRIMARY KEY,
      display_name text NOT NULL,
      role text NOT NULL CHECK (role IN ('hq-admin', 'compliance', 'auditor')),
      password_hash text NOT NULL,
      must_change_password boolean NOT NULL,
      active boolean NOT NULL DEFAULT true,
      failed_attempts integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      created_at timestamptz NOT NULL,
      created_by text,
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE console_sessions (
      token_hash text PRIMARY KEY,
      operator_id text NOT NULL REFERENCES console_operators (operator_id),
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      -- The absolute end; the idle end is last_seen_at plus the idle timeout.
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX console_sessions_operator ON console_sessions (operator_id);
    CREATE INDEX console_sessions_expires ON console_sessions (expires_at);

    CREATE TABLE console_setup_codes (
      code_hash text PRIMARY KEY,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    );

    CREATE TABLE console_events (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      operator_id text,
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'
    );
    CREATE INDEX console_events_at ON console_events (at);
    CREATE FUNCTION console_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'console events are append-only'; END $$;
    CREATE TRIGGER console_events_append_only BEFORE UPDATE OR DELETE ON console_events
      FOR EACH ROW EXECUTE FUNCTION console_events_append_only();
  `,
};
