import type { HqMigration } from './migration';

/**
 * Who may send to head office (D96): branches, their workstations (one row per workstation number,
 * whatever PC it runs on), the one-time codes that enrol a PC's key for a workstation, the keys a
 * replacement retired, and head office's own signing key.
 */
export const migration: HqMigration = {
  version: 2,
  name: 'enrolment',
  sql: `
    CREATE TABLE branches (
      code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{1,15}$'),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      country text NOT NULL CHECK (country IN ('KE', 'UG', 'TZ', 'RW', 'SS', 'CD')),
      time_zone text NOT NULL,
      created_at timestamptz NOT NULL
    );

    -- public_key is null until the workstation's first PC enrols; state says whether its
    -- pushes are taken. A replacement keeps the row (and so the id and the chain) with a new key.
    CREATE TABLE workstations (
      id text PRIMARY KEY,
      branch_code text NOT NULL REFERENCES branches (code),
      number integer NOT NULL CHECK (number BETWEEN 1 AND 9999),
      label text,
      public_key text UNIQUE,
      state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'revoked')),
      created_at timestamptz NOT NULL,
      enrolled_at timestamptz,
      revoked_at timestamptz,
      last_seen_at timestamptz,
      UNIQUE (branch_code, number)
    );

    -- A key a replacement retired: a push it signs is refused as 'revoked', not as a forgery.
    CREATE TABLE retired_keys (
      public_key text PRIMARY KEY,
      workstation_id text NOT NULL REFERENCES workstations (id),
      enrolled_at timestamptz,
      retired_at timestamptz NOT NULL
    );
    CREATE INDEX retired_keys_workstation ON retired_keys (workstation_id);

    -- Only the code's SHA-256: the code itself is shown once, to the admin who issued it.
    CREATE TABLE enrolment_codes (
      code_hash text PRIMARY KEY,
      workstation_id text NOT NULL REFERENCES workstations (id),
      purpose text NOT NULL CHECK (purpose IN ('enrol', 'replace')),
      issued_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      superseded_at timestamptz
    );
    CREATE INDEX enrolment_codes_workstation ON enrolment_codes (workstation_id);

    -- Head office's Ed25519 pair that signs every acknowledgement: one row, made by whichever
    -- instance starts first (INSERT … ON CONFLICT DO NOTHING), read by all.
    CREATE TABLE head_office_keys (
      purpose text PRIMARY KEY CHECK (purpose = 'ack'),
      public_key text NOT NULL,
      private_key text NOT NULL,
      created_at timestamptz NOT NULL
    );
  `,
};
