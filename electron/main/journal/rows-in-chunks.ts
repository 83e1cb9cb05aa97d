import type { Database } from 'better-sqlite3';

/** Values bound per statement: far under SQLite's limit on a statement's parameters. */
const VALUES_PER_QUERY = 500;

/**
 * The rows `select` finds for every one of `values`, asked a chunk at a time, as a page's or a
 * statement's lists may be long: `select` is given the chunk's `?, ?, …` to put in its `IN (…)`.
 */
export function rowsInChunks<Row>(
  db: Database,
  values: readonly (string | number)[],
  select: (placeholders: string) => string,
): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < values.length; i += VALUES_PER_QUERY) {
    const chunk = values.slice(i, i + VALUES_PER_QUERY);
    rows.push(...(db.prepare(select(chunk.map(() => '?').join(', '))).all(...chunk) as Row[]));
  }
  return rows;
}
