import type { HqMigration } from './migration';

/**
 * The branches' operators, managed once for the whole bank at head office (D115). `branch_operators`
 * holds each operator as they stand now; `branch_operator_versions` every change, numbered by one
 * bank-wide version (allocated under a lock, so versions commit in order and a workstation that
 * asks for what came after version V never misses one), append-only: it is both the audit of who
 * changed what and the publication the workstations of the operator's branch fetch. Only a scrypt
 * verifier is kept, never a password.
 */
export const migration: HqMigration = {
  version: 7,
  name: 'branch-operators',
  sql: `
    CREATE TABLE branch_operators (
      operator_id text PRIMARY KEY,
      branch_code text NOT NULL REFERENCES branches (code),
      display_name text NOT NULL,
      role text NOT NULL CHECK (role IN ('clerk', 'supervisor', 'compliance', 'auditor', 'admin')),
      verifier text NOT NULL CHECK (verifier LIKE 'scrypt$%'),
      active boolean NOT NULL DEFAULT true,
      version bigint NOT NULL,
      created_at timestamptz NOT NULL,
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL
    );
    -- The workstation compares ids without regard to case: so does head office.
    CREATE UNIQUE INDEX branch_operators_id_nocase ON branch_operators (lower(operator_id));
    CREATE INDEX branch_operators_branch ON branch_operators (branch_code);

    CREATE TABLE branch_operator_versions (
      version bigint PRIMARY KEY,
      at timestamptz NOT NULL,
      by_operator text NOT NULL,
      action text NOT NULL CHECK (action IN
        ('created', 'deactivated', 'reactivated', 'unlocked', 'role-changed', 'password-set')),
      operator_id text NOT NULL REFERENCES branch_operators (operator_id),
      branch_code text NOT NULL,
      display_name text NOT NULL,
      role text NOT NULL,
      verifier text NOT NULL,
      active boolean NOT NULL
    );
    CREATE INDEX branch_operator_versions_branch ON branch_operator_versions (branch_code, version);
    CREATE FUNCTION branch_operator_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'branch operator versions are append-only'; END $$;
    CREATE TRIGGER branch_operator_versions_append_only
      BEFORE UPDATE OR DELETE ON branch_operator_versions
      FOR EACH ROW EXECUTE FUNCTION branch_operator_versions_append_only();
  `,
};
