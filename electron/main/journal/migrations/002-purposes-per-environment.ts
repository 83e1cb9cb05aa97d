import type { Database } from 'better-sqlite3';

export const version = 2;
export const name = 'purposes-per-environment';

/**
 * Payment purposes differ between the sandbox, test and live services: a list fetched from one
 * must never be offered, or checked against, while another is in use (D18). The cache is only a
 * copy of the service's list, so the old one is dropped and fetched again.
 */
export function up(db: Database): void {
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
}
