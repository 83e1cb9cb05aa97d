import type { HqMigration } from './migration';

/**
 * D126: the settings head office publishes to the branches. Each row is one section's value as a
 * head-office admin saved it, for the whole bank (branch_code NULL) or one branch (its own value;
 * a NULL value takes the branch back to the bank's), numbered by one bank-wide version allocated
 * under a lock so versions commit in order. Append-only: the table is both the audit of who set
 * what and the publication the workstations fetch. The value is the JSON text the shared schema
 * accepted, kept as text so what is signed is byte for byte what was checked.
 */
export const migration: HqMigration = {
  version: 10,
  name: 'published-settings',
  sql: `
    CREATE TABLE settings_versions (
      version bigint PRIMARY KEY,
      at timestamptz NOT NULL,
      by_operator text NOT NULL,
      branch_code text REFERENCES branches (code),
      section text NOT NULL CHECK (section IN
        ('bankIdentity', 'rtgsCalendar', 'limits', 'controls', 'screening')),
      value text CHECK (value IS NOT NULL OR branch_code IS NOT NULL)
    );
    CREATE INDEX settings_versions_scope ON settings_versions (branch_code, section, version);
    CREATE FUNCTION settings_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'settings versions are append-only'; END $$;
    CREATE TRIGGER settings_versions_append_only
      BEFORE UPDATE OR DELETE ON settings_versions
      FOR EACH ROW EXECUTE FUNCTION settings_versions_append_only();
  `,
};
