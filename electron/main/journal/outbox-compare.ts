import type { Database, Statement } from 'better-sqlite3';
import {
  jsonOf,
  replicatedTables,
  tableShape,
  type TableShape,
} from './migrations/outbox-triggers';
import { namingOf } from './outbox-naming';

/**
 * Every replicated row held to the latest record the outbox keeps of its key (D97): a row
 * rewritten behind the triggers' back (with them dropped, by another program) no longer equals
 * it; a row deleted so leaves a record without its row; a row added so has no record. Read on a
 * connection of its own inside one read transaction, so the app's commits meanwhile neither show
 * nor count, a batch of keys at a time.
 *
 * Driven from the records: for each key, its latest record (the (tbl, key, seq) index, read in
 * order) and the row by its primary key, compared as SQLite makes the record's text. A table
 * holding more rows than live records has a row without one, searched for only then.
 */

export type RowMismatchKind = 'differs' | 'no-row' | 'no-record';

export interface RowMismatch {
  kind: RowMismatchKind;
  table: string;
  /** The values that name the row for a person (a transfer's reference, an audit row's seq). */
  naming: string;
  /** The latest record of the row's key (null: none). */
  seq: number | null;
}

export interface CompareOptions {
  /** Keys per statement, between which other work runs. */
  batchRows?: number;
  /** How many mismatches to name before stopping. */
  limit?: number;
}

interface KeyRow {
  key: string;
  seq: number;
  op: string;
  present: number;
  same: number;
}

/** Keys per statement: a few milliseconds of the main thread each. */
const DEFAULT_BATCH = 500;

/**
 * Compares every replicated table; yields the records read so far between batches and returns
 * the mismatches found (at most `limit`).
 */
export function* compareRows(
  db: Database,
  options: CompareOptions = {},
): Generator<number, RowMismatch[]> {
  const batch = options.batchRows ?? DEFAULT_BATCH;
  const limit = options.limit ?? 10;
  const found: RowMismatch[] = [];
  let read = 0;
  for (const table of replicatedTables(db)) {
    const shape = tableShape(db, table);
    const statement = db.prepare(keysStatement(shape));
    let after = '';
    let matched = 0;
    for (;;) {
      const rows = statement.all({ table, after, limit: batch }) as KeyRow[];
      for (const row of rows) {
        const outcome = classify(db, shape, row);
        if (outcome === 'matched') matched += 1;
        else if (outcome) found.push(outcome);
        if (found.length >= limit) return found;
      }
      read += rows.length;
      if (rows.length < batch) break;
      after = rows[rows.length - 1]!.key;
      yield read;
    }
    const held = yield* countRows(db, shape, batch * 10);
    const counted = matched + found.filter((f) => f.table === table && f.kind !== 'no-row').length;
    if (held > counted) {
      const named = new Set(found.map((f) => `${f.table}\n${f.naming}`));
      const unrecorded = rowsWithoutRecord(db, shape, limit);
      found.push(...unrecorded.filter((f) => !named.has(`${f.table}\n${f.naming}`)));
      if (found.length >= limit) return found.slice(0, limit);
    }
    yield read;
  }
  return found;
}

/**
 * The rows whose latest record is one of the records after `from` up to `through` (those head
 * office has just acknowledged), each against that record, on the app's own connection.
 */
export function compareRecords(
  db: Database,
  from: number,
  through: number,
  limit = 10,
): RowMismatch[] {
  const latest = db
    .prepare(
      `SELECT o.tbl AS tbl, o.key AS key FROM outbox o WHERE o.seq > ? AND o.seq <= ?
         AND o.seq = (SELECT max(seq) FROM outbox WHERE tbl = o.tbl AND key = o.key)`,
    )
    .all(from, through) as { tbl: string; key: string }[];
  const found: RowMismatch[] = [];
  const tables = new Map<string, { shape: TableShape; statement: Statement }>();
  for (const record of latest) {
    let table = tables.get(record.tbl);
    if (!table) {
      const shape = tableShape(db, record.tbl);
      table = { shape, statement: db.prepare(keysStatement(shape, 'key = @key')) };
      tables.set(record.tbl, table);
    }
    const { shape } = table;
    const row = table.statement.get({ table: shape.table, key: record.key }) as KeyRow;
    const outcome = classify(db, shape, row);
    if (outcome && outcome !== 'matched') found.push(outcome);
    if (found.length >= limit) break;
  }
  return found;
}

/** A key's latest record against its row: what is wrong, or that they match. */
function classify(db: Database, shape: TableShape, row: KeyRow): RowMismatch | 'matched' | null {
  const live = row.op !== 'delete';
  if (live && row.present && (row.same || sameColumns(db, shape, row))) return 'matched';
  if (live && row.present) return mismatch(db, shape, 'differs', row);
  if (live) return mismatch(db, shape, 'no-row', row);
  return row.present ? mismatch(db, shape, 'no-record', row) : null;
}

/**
 * Per key of `table` after `after`: its latest record, whether its row is there and whether the
 * row is what the record says (as text, the record's own making).
 */
function keysStatement(
  shape: TableShape,
  // catalog-ignore: SQL, not words
  which = 'key > @after GROUP BY key ORDER BY key LIMIT @limit',
): string {
  const { table, columns, keys } = shape;
  const byKey = keys.map((k) => `${k} = (g.key ->> '$.${k}')`).join(' AND ');
  return `
    SELECT g.key AS key, g.seq AS seq, o.op AS op,
      EXISTS (SELECT 1 FROM ${table} WHERE ${byKey}) AS present,
      o.row IS (SELECT ${jsonOf(columns)} FROM ${table} WHERE ${byKey}) AS same
    FROM (SELECT key, max(seq) AS seq FROM outbox WHERE tbl = @table AND ${which}) g
    JOIN outbox o ON o.seq = g.seq`;
}

/**
 * A row whose text differs from its record may still hold every value the record holds: a
 * column added after the record was made (NULL in the rows before it) is not in the record.
 */
function sameColumns(db: Database, shape: TableShape, row: KeyRow): boolean {
  const { stored, current } = texts(db, shape, row);
  if (stored === null || current === null) return false;
  const before = JSON.parse(stored) as Record<string, unknown>;
  const now = JSON.parse(current) as Record<string, unknown>;
  return shape.columns.every((column) =>
    Object.hasOwn(before, column) ? before[column] === now[column] : now[column] === null,
  );
}

function texts(
  db: Database,
  shape: TableShape,
  row: KeyRow,
): { stored: string | null; current: string | null } {
  const byKey = shape.keys.map((k) => `${k} = (@key ->> '$.${k}')`).join(' AND ');
  const current = db
    .prepare(`SELECT ${jsonOf(shape.columns)} FROM ${shape.table} WHERE ${byKey}`)
    .pluck()
    .get({ key: row.key }) as string | undefined;
  const stored = db.prepare('SELECT row FROM outbox WHERE seq = ?').pluck().get(row.seq) as
    string | null;
  return { stored, current: current ?? null };
}

function mismatch(
  db: Database,
  shape: TableShape,
  kind: RowMismatchKind,
  row: KeyRow,
): RowMismatch {
  const { stored, current } = texts(db, shape, row);
  const values = JSON.parse(current ?? stored ?? row.key) as Record<string, unknown>;
  return {
    kind,
    table: shape.table,
    naming: namingOf(shape.table, values, shape.keys),
    seq: row.seq,
  };
}

/**
 * How many rows `table` holds, counted a batch of keys at a time: a count in one statement reads
 * a long table whole (the audit log has no index a count could read instead).
 */
function* countRows(db: Database, shape: TableShape, batch: number): Generator<number, number> {
  const keys = shape.keys.join(', ');
  const first = db.prepare(`SELECT ${keys} FROM ${shape.table} ORDER BY ${keys} LIMIT ?`).raw();
  const next = db
    .prepare(
      `SELECT ${keys} FROM ${shape.table} WHERE (${keys}) > (${shape.keys.map(() => '?').join(', ')})
       ORDER BY ${keys} LIMIT ?`,
    )
    .raw();
  let held = 0;
  let rows = first.all(batch) as unknown[][];
  for (;;) {
    held += rows.length;
    if (rows.length < batch) return held;
    yield held;
    rows = next.all(...rows[rows.length - 1]!, batch) as unknown[][];
  }
}

/** Rows of `table` whose key has no live record: searched for only when the counts say so. */
function rowsWithoutRecord(db: Database, shape: TableShape, limit: number): RowMismatch[] {
  const { table, columns, keys } = shape;
  const rows = db
    .prepare(
      `SELECT ${jsonOf(columns)} AS row FROM ${table} t
       WHERE NOT EXISTS (SELECT 1 FROM outbox o
         WHERE o.tbl = '${table}' AND o.key = ${jsonOf(keys, 't.')} AND o.op <> 'delete'
           AND o.seq = (SELECT max(seq) FROM outbox WHERE tbl = '${table}' AND key = o.key))
       LIMIT ?`,
    )
    .pluck()
    .all(limit) as string[];
  return rows.map((text) => ({
    kind: 'no-record' as const,
    table,
    naming: namingOf(table, JSON.parse(text) as Record<string, unknown>, keys),
    seq: null,
  }));
}
