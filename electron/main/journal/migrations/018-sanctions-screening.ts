import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 18;
export const name = 'sanctions-screening';

/** The transfers table's state check as 001 wrote it, and as it reads with the hold (D78). */
// catalog-ignore: SQL, not words
const STATES_BEFORE = "'unknown', 'no_response_test'))";
// catalog-ignore: SQL, not words
const STATES_AFTER = "'unknown', 'no_response_test', 'held'))";

/**
 * D78: sanctions screening. `sanctions_lists` keeps every list file an admin imported, each
 * version a row (its list, format, publisher's date, SHA-256 of the file, entries as gzip'd
 * JSON), so the version a transfer was screened against is always there; `transfer_screenings`
 * what each transfer was screened against and found; `compliance_decisions` a compliance
 * officer's release or refusal of a held transfer, one per transfer. All are append-only and
 * sealed (D68): a list or a release written outside the app would let a listed person's money go.
 *
 * A transfer held for compliance is a new state, `held`. 001's CHECK on `transfers.state` is
 * widened in place (SQLite's documented writable_schema change: a CHECK loosened needs no row
 * rewritten, where a rebuild of the sealed, triggered, indexed table would rewrite every row).
 */
export function up(db: Database): void {
  allowHeldState(db);
  db.exec(`
    CREATE TABLE sanctions_lists (
      id INTEGER PRIMARY KEY,
      list TEXT NOT NULL CHECK (list IN ('un', 'ofac', 'bank')),
      format TEXT NOT NULL CHECK (format IN ('un-xml', 'ofac-xml', 'ofac-csv', 'bank-csv')),
      file_name TEXT NOT NULL,
      published_on TEXT NOT NULL CHECK (published_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      checksum TEXT NOT NULL CHECK (length(checksum) = 64),
      entry_count INTEGER NOT NULL CHECK (entry_count > 0),
      entries TEXT NOT NULL,
      imported_at TEXT NOT NULL,
      imported_by TEXT NOT NULL
    );
    ${appendOnly('sanctions_lists', 'imported lists are append-only')}

    CREATE TABLE transfer_screenings (
      transfer_id INTEGER PRIMARY KEY REFERENCES transfers (id),
      at TEXT NOT NULL,
      lists TEXT NOT NULL,
      threshold TEXT NOT NULL,
      matches TEXT NOT NULL,
      held INTEGER NOT NULL CHECK (held IN (0, 1))
    );
    ${appendOnly('transfer_screenings', 'screenings are append-only')}

    CREATE TABLE compliance_decisions (
      transfer_id INTEGER PRIMARY KEY REFERENCES transfers (id),
      at TEXT NOT NULL,
      operator_id TEXT NOT NULL,
      decision TEXT NOT NULL CHECK (decision IN ('released', 'refused')),
      reason TEXT NOT NULL CHECK (length(reason) > 0)
    );
    ${appendOnly('compliance_decisions', 'compliance decisions are append-only')}
  `);
  for (const [table, why] of [
    ['sanctions_lists', 'imported lists are append-only'],
    ['transfer_screenings', 'screenings are append-only'],
    ['compliance_decisions', 'compliance decisions are append-only'],
  ] as const) {
    sealRows(db, table, { whole: false });
    appendOnlyButSeal(db, table, why);
  }
}

function allowHeldState(db: Database): void {
  const { sql } = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'transfers'")
    .get() as { sql: string };
  if (sql.includes(STATES_AFTER)) return;
  if (!sql.includes(STATES_BEFORE)) throw new Error('The transfers table is not as 001 made it.');
  const schemaVersion = db.pragma('schema_version', { simple: true }) as number;
  // better-sqlite3 opens in defensive mode, which forbids writing the schema; it is lifted for
  // this one statement and set again whatever happens.
  db.unsafeMode(true);
  try {
    db.pragma('writable_schema = ON');
    db.prepare("UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = 'transfers'").run(
      sql.replace(STATES_BEFORE, STATES_AFTER),
    );
    db.pragma(`schema_version = ${schemaVersion + 1}`);
  } finally {
    db.pragma('writable_schema = OFF');
    db.unsafeMode(false);
  }
}
