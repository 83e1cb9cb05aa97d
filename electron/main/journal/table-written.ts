import type { Database } from 'better-sqlite3';

/** The SQL function the watch's temporary triggers call with the table a write touched. */
export const TABLE_WRITTEN_FUNCTION = 'remit_table_written';

/**
 * Temporary triggers (this connection's only, gone with it) that tell TABLE_WRITTEN_FUNCTION
 * that `table` was written; on the set of its seals too (row_seal_sets), which the check of a
 * table held whole reads with it (row-seal.ts).
 */
export function markWritesOf(db: Database, table: string): void {
  const mark = `SELECT ${TABLE_WRITTEN_FUNCTION}('${table}');`;
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    const name = `remit_written_${table}_${event.toLowerCase()}`;
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name} AFTER ${event} ON main.${table}
      BEGIN ${mark} END`);
  }
  for (const [event, row] of [
    ['INSERT', 'new'],
    ['UPDATE', 'new'],
    ['DELETE', 'old'],
  ] as const) {
    const name = `remit_written_sets_${table}_${event.toLowerCase()}`;
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name} AFTER ${event} ON main.row_seal_sets
      WHEN ${row}.table_name = '${table}' BEGIN ${mark} END`);
  }
}
