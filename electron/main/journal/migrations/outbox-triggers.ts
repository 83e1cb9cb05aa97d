import type { Database } from 'better-sqlite3';
import { SEAL_COLUMN } from './row-seal-triggers';

/**
 * The SQL side of replication to head office (D97): triggers that copy every committed change of
 * a replicated table into the outbox, in the change's own transaction, so no change can commit
 * without its record and a rolled-back one leaves none. They are made from the tables' columns as
 * they are when a migration calls `replicateTables`: a migration that adds a table or a column
 * calls it again (a test fails while a table is neither replicated nor listed below, or a
 * column is missing from its triggers).
 *
 * Each record holds the table, the operation, the row's primary key as JSON and the row as JSON
 * (`json_object` of every column but the row seal, whose MAC is this workstation's alone and is
 * made again under a replacement's key, D98). An update that changes no column records nothing.
 *
 * SQLite fires a table's triggers newest first: made last, these record a row's insert before
 * the updates other AFTER INSERT triggers make to it (transfers' sender document), which a
 * rebuild replays in that order. So `replicateTables` is called after any trigger a migration
 * adds to a replicated table, and a test holds the order.
 */

export const OUTBOX_TABLE = 'outbox';

/** The operations an outbox record names (the wire's ChangeOp). */
export const OUTBOX_OPS = ['insert', 'update', 'delete'] as const;

/** Every table of the journal that is not replicated, and why. Any other table is. */
export const NOT_REPLICATED: Readonly<Record<string, string>> = {
  outbox: 'the outbox itself',
  outbox_acks: "head office's acknowledgements of the outbox: its own state",
  audit_rebuilt: "a rebuilt journal's audit rows sealed under this workstation's key (D98)",
  purposes_cache: "a cache of the bank's purpose list, fetched again from the bank",
  row_seal_sets: "the row seal's digests, under this workstation's key (D68)",
  row_seal_marks: "how far the row seal's start check has read (D68)",
  transfers_search: 'the receipt log’s search index, made from transfers by their triggers',
  transfers_search_config: 'part of the search index',
  transfers_search_data: 'part of the search index',
  transfers_search_docsize: 'part of the search index',
  transfers_search_idx: 'part of the search index',
  transfers_digits: 'the digits search index, made from transfers by their triggers (D76)',
  transfers_digits_config: 'part of the digits index',
  transfers_digits_data: 'part of the digits index',
  transfers_digits_docsize: 'part of the digits index',
  transfers_digits_idx: 'part of the digits index',
};

/** A replicated table's columns as its records hold them. */
export interface TableShape {
  table: string;
  /** Every column but the row seal, in the table's order. */
  columns: string[];
  /** The primary key's columns, in the key's order. */
  keys: string[];
}

interface ColumnInfo {
  name: string;
  pk: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The tables replicated now, parents before the tables whose foreign keys name them. */
export function replicatedTables(db: Database): string[] {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const replicated = tables.filter((table) => !Object.hasOwn(NOT_REPLICATED, table));
  return parentsFirst(db, replicated);
}

/** A table's shape: its columns but the seal, and its primary key (a table without one is refused). */
export function tableShape(db: Database, table: string): TableShape {
  const info = db.pragma(`table_info(${identifier(table)})`) as ColumnInfo[];
  const columns = info.map((c) => identifier(c.name)).filter((name) => name !== SEAL_COLUMN);
  const keys = info
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  if (keys.length === 0) {
    throw new Error(`The table ${table} has no primary key, so its changes cannot be replicated.`);
  }
  return { table, columns, keys };
}

/** `json_object('a', a, …)` of `names`, read from `from` (`NEW.`, `OLD.` or a table's alias). */
export function jsonOf(names: readonly string[], from = ''): string {
  return `json_object(${names.map((name) => `'${name}', ${from}${name}`).join(', ')})`;
}

/** The insert, update and delete triggers of every replicated table, made again from its columns. */
export function replicateTables(db: Database): void {
  for (const table of replicatedTables(db)) replicateTable(db, tableShape(db, table));
}

/** The outbox's trigger names of `table`. */
export function outboxTriggerNames(table: string): string[] {
  return ['insert', 'update', 'delete'].map((op) => `${table}_outbox_${op}`);
}

/** Removes the outbox's triggers of every replicated table (a rebuild writes their records itself). */
export function dropOutboxTriggers(db: Database): void {
  for (const table of replicatedTables(db)) {
    for (const name of outboxTriggerNames(table)) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
  }
}

/** The time SQLite's clock gives a record: ISO 8601 UTC with milliseconds, as Date writes it. */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

function replicateTable(db: Database, shape: TableShape): void {
  const { table, columns, keys } = shape;
  const [onInsert, onUpdate, onDelete] = outboxTriggerNames(table);
  const record = (op: string, key: string, row: string) =>
    `INSERT INTO ${OUTBOX_TABLE} (at, tbl, op, key, row) VALUES (${NOW}, '${table}', '${op}', ${key}, ${row});`;
  const changed = columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
  db.exec(`
    DROP TRIGGER IF EXISTS ${onInsert};
    DROP TRIGGER IF EXISTS ${onUpdate};
    DROP TRIGGER IF EXISTS ${onDelete};
    CREATE TRIGGER ${onInsert} AFTER INSERT ON ${table}
    BEGIN ${record('insert', jsonOf(keys, 'NEW.'), jsonOf(columns, 'NEW.'))} END;
    CREATE TRIGGER ${onUpdate} AFTER UPDATE OF ${columns.join(', ')} ON ${table}
    WHEN ${changed}
    BEGIN ${record('update', jsonOf(keys, 'NEW.'), jsonOf(columns, 'NEW.'))} END;
    CREATE TRIGGER ${onDelete} AFTER DELETE ON ${table}
    BEGIN ${record('delete', jsonOf(keys, 'OLD.'), 'NULL')} END;
  `);
}

/**
 * Records every row `table` holds now as an insert, in the order it was written (rowid, else its
 * key), at a migration that starts replicating it: head office receives the whole journal.
 */
export function enterExistingRows(db: Database, table: string): number {
  const { columns, keys } = tableShape(db, table);
  const order = hasRowid(db, table) ? 'rowid' : keys.join(', ');
  return db
    .prepare(
      `INSERT INTO ${OUTBOX_TABLE} (at, tbl, op, key, row)
       SELECT ${NOW}, '${table}', 'insert', ${jsonOf(keys)}, ${jsonOf(columns)}
       FROM ${table} ORDER BY ${order}`,
    )
    .run().changes;
}

function hasRowid(db: Database, table: string): boolean {
  const sql = db
    .prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .pluck()
    .get(table) as string;
  return !/WITHOUT\s+ROWID\s*$/i.test(sql.trim());
}

/** Orders tables so each comes after every other table its foreign keys name. */
function parentsFirst(db: Database, tables: string[]): string[] {
  const parents = new Map(
    tables.map((table) => [
      table,
      (db.pragma(`foreign_key_list(${identifier(table)})`) as { table: string }[])
        .map((fk) => fk.table.replaceAll('"', ''))
        .filter((parent) => parent !== table && tables.includes(parent)),
    ]),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys loop through ${path.join(', ')}.`);
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Unexpected name in the journal's schema: ${name}`);
  return name;
}
