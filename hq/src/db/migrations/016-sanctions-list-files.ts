import type { HqMigration } from './migration';

/**
 * D135: the sanctions list files a head-office admin uploads, each read whole with the
 * workstation's own parser (shared/list-files) before it is kept. A file is a row of
 * `sanctions_list_files` (its list, format, name, the list's own date, SHA-256, size and entry
 * count) and its bytes in 1 MiB rows of `sanctions_list_chunks`, so no statement carries a whole
 * list of up to 128 MB. Both append-only: a list published once stays, as the version a
 * workstation screened against.
 */
export const migration: HqMigration = {
  version: 16,
  name: 'sanctions-list-files',
  sql: `
    CREATE TABLE sanctions_list_files (
      id bigint PRIMARY KEY,
      at timestamptz NOT NULL,
      by_operator text NOT NULL,
      list text NOT NULL CHECK (list IN ('un', 'ofac', 'bank')),
      format text NOT NULL CHECK (format IN ('un-xml', 'ofac-xml', 'ofac-csv', 'bank-csv')),
      file_name text NOT NULL,
      list_date text NOT NULL,
      sha256 text NOT NULL,
      size bigint NOT NULL CHECK (size > 0),
      entries integer NOT NULL,
      chunks integer NOT NULL CHECK (chunks > 0)
    );
    CREATE INDEX sanctions_list_files_newest ON sanctions_list_files (list, id);
    CREATE TABLE sanctions_list_chunks (
      file_id bigint NOT NULL REFERENCES sanctions_list_files (id),
      n integer NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (file_id, n)
    );
    CREATE FUNCTION sanctions_list_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'sanctions list files are append-only'; END $$;
    CREATE TRIGGER sanctions_list_files_append_only
      BEFORE UPDATE OR DELETE ON sanctions_list_files
      FOR EACH ROW EXECUTE FUNCTION sanctions_list_append_only();
    CREATE TRIGGER sanctions_list_chunks_append_only
      BEFORE UPDATE OR DELETE ON sanctions_list_chunks
      FOR EACH ROW EXECUTE FUNCTION sanctions_list_append_only();
  `,
};
