import type { Database } from 'better-sqlite3';

/**
 * Widens a CHECK of `table` in place: SQLite's documented writable_schema change, for a CHECK
 * loosened (every row that passed the old one passes the new one), so no row is rewritten, where a
 * rebuild of a sealed, triggered, indexed table would rewrite every row and its seal. `before` is
 * the CHECK's text as the table's migration wrote it, `after` its new text; a table already
 * loosened is left as it is, and one that reads neither way is refused.
 */
export function loosenCheck(db: Database, table: string, before: string, after: string): void {
  const { sql } = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table) as { sql: string };
  if (sql.includes(after)) return;
  if (!sql.includes(before)) throw new Error(`The ${table} table is not as its migration made it.`);
  const schemaVersion = db.pragma('schema_version', { simple: true }) as number;
  // better-sqlite3 opens in defensive mode, which forbids writing the schema; it is lifted for
  // this one statement and set again whatever happens.
  db.unsafeMode(true);
  try {
    db.pragma('writable_schema = ON');
    db.prepare("UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = ?").run(
      sql.replace(before, after),
      table,
    );
    db.pragma(`schema_version = ${schemaVersion + 1}`);
  } finally {
    db.pragma('writable_schema = OFF');
    db.unsafeMode(false);
  }
}
