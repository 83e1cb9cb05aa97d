import type { Database } from 'better-sqlite3';
import { useDigitGrams } from './digit-grams';

/**
 * The SQL side of the row seal (D68): triggers that give each row of a sealed table its MAC
 * whenever it is written, through the SQL functions row-seal.ts registers on the connection. The
 * MAC is computed in main from the row as SQLite stores it, so every write seals itself, whichever
 * statement made it; no repository can forget one. The column list is read from the table when
 * the triggers are made: a migration that adds a column to a sealed table calls `sealRows` again.
 */

/** `remit_row_seal(table, column, value, column, value, …)`: the row's MAC, or NULL without the key. */
export const ROW_SEAL_FUNCTION = 'remit_row_seal';
/** `remit_seal_set(seal)`: an aggregate over a table's seals, for the tables held whole (D68). */
export const SEAL_SET_FUNCTION = 'remit_seal_set';
/** The column that holds each row's MAC. */
export const SEAL_COLUMN = 'seal';

interface ColumnInfo {
  name: string;
  pk: number;
}

/** The columns the MAC covers: every column but the seal, in the table's order. */
export function sealedColumns(db: Database, table: string): string[] {
  return columnsOf(db, table)
    .map((column) => column.name)
    .filter((name) => name !== SEAL_COLUMN);
}

/**
 * Adds the seal column (when absent) and (re)makes the triggers that seal every row written.
 * With `whole`, the table's set of seals is kept too (row_seal_sets), so a row deleted or added
 * outside the app shows, not only a row changed.
 */
export function sealRows(db: Database, table: string, options: { whole: boolean }): void {
  sealFunctionsWithoutKey(db);
  if (!columnsOf(db, table).some((column) => column.name === SEAL_COLUMN)) {
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${SEAL_COLUMN} TEXT`);
  }
  const columns = sealedColumns(db, table);
  const keys = columnsOf(db, table)
    .filter((column) => column.pk > 0)
    .map((column) => column.name);
  // The row just written, found by its primary key (a WITHOUT ROWID table has no rowid).
  const where = (keys.length > 0 ? keys : ['rowid']).map((k) => `${k} = NEW.${k}`).join(' AND ');
  // Bare column names read the row as it is stored now, after every other trigger's change.
  const mac = `${ROW_SEAL_FUNCTION}('${table}', ${columns.map((c) => `'${c}', ${c}`).join(', ')})`;
  db.exec(`
    DROP TRIGGER IF EXISTS ${table}_seal_insert;
    DROP TRIGGER IF EXISTS ${table}_seal_update;
    CREATE TRIGGER ${table}_seal_insert AFTER INSERT ON ${table}
    BEGIN UPDATE ${table} SET ${SEAL_COLUMN} = ${mac} WHERE ${where}; END;
    CREATE TRIGGER ${table}_seal_update AFTER UPDATE OF ${columns.join(', ')} ON ${table}
    BEGIN UPDATE ${table} SET ${SEAL_COLUMN} = ${mac} WHERE ${where}; END;
  `);
  if (!options.whole) return;
  const digest = `UPDATE row_seal_sets SET digest = (SELECT ${SEAL_SET_FUNCTION}(${SEAL_COLUMN}) FROM ${table}) WHERE table_name = '${table}'`;
  db.exec(`
    DROP TRIGGER IF EXISTS ${table}_seal_set;
    DROP TRIGGER IF EXISTS ${table}_seal_set_delete;
    INSERT OR IGNORE INTO row_seal_sets (table_name, digest) VALUES ('${table}', '');
    CREATE TRIGGER ${table}_seal_set AFTER UPDATE OF ${SEAL_COLUMN} ON ${table}
    BEGIN ${digest}; END;
    CREATE TRIGGER ${table}_seal_set_delete AFTER DELETE ON ${table}
    BEGIN ${digest}; END;
  `);
}

/**
 * Append-only triggers that refuse every UPDATE would refuse the seal's own: they are made again
 * to refuse a change of any other column, which is what they were for.
 */
export function appendOnlyButSeal(db: Database, table: string, why: string): void {
  db.exec(`
    DROP TRIGGER IF EXISTS ${table}_no_update;
    CREATE TRIGGER ${table}_no_update BEFORE UPDATE OF ${sealedColumns(db, table).join(', ')}
      ON ${table}
    BEGIN SELECT RAISE(ABORT, '${why}'); END;
  `);
}

/**
 * Migrations run before the keychain is read: rows they write are left unsealed (NULL) by these
 * stand-ins, and sealed, with an audit row, at the first start with the key. The journal's own
 * functions (row-seal.ts) replace them once the connection is the app's.
 */
export function sealFunctionsWithoutKey(db: Database): void {
  db.function(ROW_SEAL_FUNCTION, { varargs: true }, () => null);
  // Not a seal, but the other function a write of a transfer calls (the search's digits, D76).
  useDigitGrams(db);
  db.aggregate(SEAL_SET_FUNCTION, { start: '', step: () => '', varargs: true });
}

function columnsOf(db: Database, table: string): ColumnInfo[] {
  return db.pragma(`table_info(${table})`) as ColumnInfo[];
}
