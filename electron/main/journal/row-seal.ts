import type { KeyObject } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { useDigitGrams } from './migrations/digit-grams';
import {
  ROW_SEAL_FUNCTION,
  SEAL_COLUMN,
  SEAL_SET_FUNCTION,
  sealedColumns,
} from './migrations/row-seal-triggers';
import { AuditKeyMissingError, finding } from './audit-chain';
import { rowMacOf, rowSealKey, setDigest } from './row-seal-mac';
import { markWritesOf, TABLE_WRITTEN_FUNCTION } from './table-written';
import { lastSealingSeq, sealRowsWrittenBeforeKey } from './unsealed-rows';
import { RowSealError, type RowCheck, type RowSealBreak } from './row-seal-error';
import {
  MARKED_TABLE_NAMES,
  newerColumnOf,
  SEALED_TABLE_NAMES,
  SEALED_TABLES,
  startQueryOf,
  WHOLE_TABLE_NAMES,
  type SealedTableName,
  type WholeTableName,
} from './sealed-tables';

export { finding } from './audit-chain';

/**
 * The row seal (D68): every row the app decides from carries a MAC over its table, and every
 * column but the MAC (its identity, the primary key, among them), under a key derived from the
 * workstation's audit key. Triggers seal each row as it is written (migrations/row-seal-triggers.ts),
 * through the SQL function registered here, so whoever edits the file without the keychain cannot
 * seal a row. Rows are verified where they are read for a decision (`verifyRow`), at each start
 * (the rows written since the last start, every row still open, the small tables whole) and by the
 * admin's full check (every row of every table).
 *
 * A table of a few rows that a decision reads as a whole (settings, operators, the branch lists)
 * also keeps the set of its seals (row_seal_sets), so a row deleted, or added with another row's
 * seal, shows too.
 *
 * A new table the app decides from: `sealRows(db, table, { whole })` in its migration, and an entry
 * in SEALED_TABLES (sealed-tables.ts, with its row's name in `named`, and `lists` for a whole table, of each
 * language's `shared/i18n/<language>/journal.ts`); its repository passes each row it reads with
 * `SELECT *` through `verifyRow(table, row)`.
 */

type Row = Record<string, unknown>;

/** Rows read per step of the full check, between which other work runs. */
const DEFAULT_BATCH_ROWS = 5_000;

export class RowSeals {
  private key: KeyObject | null = null;
  private readonly listeners = new Set<(found: RowSealBreak) => void>();
  private readonly columns = new Map<SealedTableName, string[]>();
  /**
   * The tables held whole found intact and not written since, with SQLite's `data_version` at
   * that check. This connection's writes mark a table through temporary triggers (they fire for
   * this connection only); another connection's commit (a program editing the file while the app
   * runs) changes `data_version`, which forgets every table. A table read for a decision is read
   * again whenever either may have changed it.
   */
  private readonly intact = new Set<WholeTableName>();
  private readonly watched = new Set<WholeTableName>();
  private intactAt: unknown = null;
  private readonly generations = new Map<WholeTableName, number>();
  /**
   * SQLite's `data_version`, read before each table held whole is trusted (31 times a send):
   * prepared once, as `db.pragma` prepares a statement at every call (0.17 ms a send, now 0.07).
   */
  private readonly dataVersion;

  constructor(private readonly db: Database) {
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
    // A write of a transfer also calls the search's function (D76): registered here too, so a
    // connection given its seals can write whatever the triggers index.
    useDigitGrams(db);
    // Called by the triggers with the row as stored; NULL before the key is given (migrations run
    // then), which the first start with the key seals and audits (seal-rows.ts).
    db.function(ROW_SEAL_FUNCTION, { varargs: true, deterministic: true }, (...args: unknown[]) => {
      const key = this.key;
      if (!key) return null;
      const [table, ...rest] = args;
      const pairs: [string, unknown][] = [];
      for (let i = 0; i + 1 < rest.length; i += 2) pairs.push([String(rest[i]), rest[i + 1]]);
      return rowMacOf(key, String(table), pairs);
    });
    db.aggregate(SEAL_SET_FUNCTION, {
      start: () => [] as string[],
      step: (seals: string[], seal: unknown) => {
        seals.push(typeof seal === 'string' ? seal : '');
        return seals;
      },
      result: (seals: string[]) => setDigest(seals),
    });
    db.function(TABLE_WRITTEN_FUNCTION, { deterministic: false }, (table: unknown) => {
      this.intact.delete(table as WholeTableName);
      return null;
    });
  }

  /** The audit key: the row key is derived from it. Nothing is sealed or verified before. */
  useKey(auditKey: KeyObject): void {
    this.key = rowSealKey(auditKey);
  }

  /** Called with each row found unsealed, before the action that read it stops. */
  onBreak(listener: (found: RowSealBreak) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The MAC a row of `table` must carry (every column but the seal; extra keys are ignored). */
  sealRow(table: SealedTableName, row: Row): string {
    return rowMacOf(
      this.requireKey(),
      table,
      this.columnsOf(table).map((column) => [column, row[column] ?? null]),
    );
  }

  /**
   * A row read (with `SELECT *`) for a decision: returned as it is when it carries its seal; else
   * the finding is reported and a RowSealError stops the action. `undefined` (no row) passes.
   */
  verifyRow<R>(table: SealedTableName, row: R): R {
    if (row === undefined || row === null) return row;
    const found = this.breakOf(table, row as Row);
    if (found) this.report(found);
    return row;
  }

  /**
   * A check for rows read as arrays (`raw()` statements, `SELECT *`, in `columns`' order), as
   * `verifyRow` checks a row object: for a decision over many rows, where making an object of
   * thirty properties per row cost as much as reading it (the end of day reads a day's
   * transfers). Returns the values as they are, or reports the row and throws.
   */
  rawRowVerifier(table: SealedTableName, columns: readonly string[]): (values: unknown[]) => void {
    const sealAt = columns.indexOf(SEAL_COLUMN);
    if (sealAt < 0) throw new Error(`A row of ${table} was read without its seal column.`);
    // The sealed columns, each with its place in the values (rowMacOf puts them in its order).
    const sealed = this.columnsOf(table).map(
      (column) => [column, columns.indexOf(column)] as const,
    );
    const missing = sealed.find(([, at]) => at < 0);
    if (missing) throw new Error(`A row of ${table} was read without its ${missing[0]} column.`);
    return (values) => {
      const pairs = sealed.map(([column, at]): [string, unknown] => [column, values[at]]);
      const seal = values[sealAt];
      if (typeof seal === 'string' && seal === rowMacOf(this.requireKey(), table, pairs)) return;
      this.report(this.named(table, Object.fromEntries(pairs)));
    };
  }

  /** Each row of a list read for a decision, as `verifyRow`. */
  verifyRows<R>(table: SealedTableName, rows: R[]): R[] {
    for (const row of rows) this.verifyRow(table, row);
    return rows;
  }

  /**
   * A table held whole: the set of its seals as kept, then every row. Reports what it finds.
   * Read again only when the table may have changed since it was last found intact (see
   * `intact`): the send path reads the settings and the branch lists several times a send.
   */
  verifyTable(table: WholeTableName): void {
    const version: unknown = this.dataVersion.get();
    if (version !== this.intactAt) {
      this.intact.clear();
      this.intactAt = version;
    }
    if (this.intact.has(table)) return;
    this.watch(table);
    const found = this.tableBreak(table).found;
    if (found) this.report(found);
    // Inside a transaction the rows read may yet be rolled back, which no trigger hears of.
    if (!this.db.inTransaction) this.intact.add(table);
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
  }

  /**
   * A number that changes whenever `verifyTable(table)` read the table again, so a caller may
   * keep what it made of the rows (a list validated) for as long as it stays the same.
   */
  generationOf(table: WholeTableName): number {
    return this.generations.get(table) ?? 0;
  }

  /**
   * The tables verified whole, and a stamp that stays the same for as long as none of them was
   * read again since: what a repository makes of their rows (settings or a list validated) may
   * be kept under it.
   */
  verifiedStamp(...tables: [WholeTableName, ...WholeTableName[]]): string {
    return tables
      .map((table) => {
        this.verifyTable(table);
        return this.generationOf(table);
      })
      .join('.');
  }

  /**
   * At start: the tables held whole (every row and their sets), the seals' own tables, and in
   * the others the rows written since the last start and those still open. Records how far it
   * read, so the next start reads only what is new. With `everything` (the start after a
   * finding, when the keychain's checked point was cleared), every row of every table. Reports
   * nothing: the caller decides.
   */
  startCheck(options: { everything: boolean }): RowCheck {
    let rowsRead = 0;
    const marks = this.readAll('row_seal_marks');
    const check = (result: RowCheck): RowSealBreak | null => {
      rowsRead += result.rowsRead;
      return result.found;
    };
    // The sets are checked with their tables, below.
    const own = check(this.rowsBreak('row_seal_marks', marks));
    if (own) return { rowsRead, found: own };
    for (const table of WHOLE_TABLE_NAMES) {
      const found = check(this.tableBreak(table));
      if (found) return { rowsRead, found };
    }
    const since = new Map(marks.map((row) => [row.table_name as string, row.last_rowid as number]));
    const reached = new Map<string, number>();
    for (const table of MARKED_TABLE_NAMES) {
      const newer = newerColumnOf(table);
      const from = options.everything ? 0 : (since.get(table) ?? 0);
      const rows = this.db.prepare(startQueryOf(table)).all({ since: from }) as Row[];
      const found = check(this.rowsBreak(table, rows));
      if (found) return { rowsRead, found };
      const last = this.db.prepare(`SELECT max(${newer}) AS n FROM ${table}`).get() as {
        n: number | null;
      };
      reached.set(table, last.n ?? 0);
    }
    const save = this.db.prepare(
      `INSERT INTO row_seal_marks (table_name, last_rowid) VALUES (?, ?)
       ON CONFLICT (table_name) DO UPDATE SET last_rowid = excluded.last_rowid
       WHERE last_rowid IS NOT excluded.last_rowid`,
    );
    this.db.transaction(() => {
      for (const [table, n] of reached) save.run(table, n);
    })();
    return { rowsRead, found: null };
  }

  /**
   * The admin's full check: every row of every sealed table, a batch at a time (yielding the rows
   * read so far between batches), and the sets of the tables held whole.
   */
  *verification(batchRows = DEFAULT_BATCH_ROWS): Generator<number, RowCheck> {
    let rowsRead = 0;
    for (const table of WHOLE_TABLE_NAMES) {
      const result = this.tableBreak(table);
      rowsRead += result.rowsRead;
      if (result.found) return { rowsRead, found: result.found };
    }
    for (const table of SEALED_TABLE_NAMES) {
      if (SEALED_TABLES[table].whole) continue;
      const keys = this.primaryKeyOf(table);
      const cursor = `(${keys.join(', ')})`;
      const first = this.db.prepare(`SELECT * FROM ${table} ORDER BY ${keys.join(', ')} LIMIT ?`);
      const next = this.db.prepare(
        `SELECT * FROM ${table} WHERE ${cursor} > (${keys.map(() => '?').join(', ')})
         ORDER BY ${keys.join(', ')} LIMIT ?`,
      );
      let rows = first.all(batchRows) as Row[];
      for (;;) {
        const result = this.rowsBreak(table, rows);
        rowsRead += result.rowsRead;
        if (result.found) return { rowsRead, found: result.found };
        if (rows.length < batchRows) break;
        const last = rows[rows.length - 1]!;
        yield rowsRead;
        rows = next.all(...keys.map((k) => last[k]), batchRows) as Row[];
      }
    }
    return { rowsRead, found: null };
  }

  /** Rows written before the key was given (an upgrade, a migration's rows): sealed once. */
  sealUnsealed(): Record<string, number> {
    return sealRowsWrittenBeforeKey(this.db);
  }

  /** The last audit row that sealed rows written before the key (seal-rows.ts), or null. */
  lastSealing(): number | null {
    return lastSealingSeq(this.db);
  }

  /** A finding made elsewhere (a transfer's reservation, transfer-records.ts): reported, then thrown. */
  stop(found: RowSealBreak): never {
    return this.report(found);
  }

  private report(found: RowSealBreak): never {
    for (const listener of this.listeners) listener(found);
    throw new RowSealError(found);
  }

  private breakOf(table: SealedTableName, row: Row): RowSealBreak | null {
    const seal = row[SEAL_COLUMN];
    if (!(SEAL_COLUMN in row)) {
      // A programming error, not a finding: the row was not read with SELECT *.
      throw new Error(`A row of ${table} was read without its seal column.`);
    }
    if (typeof seal === 'string' && seal === this.sealRow(table, row)) return null;
    return this.named(table, row);
  }

  private named(table: SealedTableName, row: Row): RowSealBreak {
    const key = SEALED_TABLES[table].naming.map((column) => String(row[column])).join(' / ');
    return { table, key, ...finding('journal.rows.altered', { table, key }) };
  }

  private rowsBreak(table: SealedTableName, rows: Row[]): RowCheck {
    for (const row of rows) {
      const found = this.breakOf(table, row);
      if (found) return { rowsRead: rows.length, found };
    }
    return { rowsRead: rows.length, found: null };
  }

  /**
   * A table held whole: every row, then the set of their seals as kept (whose own row is checked
   * too). A set that does not match, or whose row does not carry its seal, means rows were added
   * or removed outside the app.
   */
  private tableBreak(table: WholeTableName): RowCheck {
    const rows = this.readAll(table);
    const rowsRead = rows.length + 1;
    const result = this.rowsBreak(table, rows);
    if (result.found) return { rowsRead, found: result.found };
    const set = this.db.prepare('SELECT * FROM row_seal_sets WHERE table_name = ?').get(table) as
      Row | undefined;
    if (!set) {
      return {
        rowsRead,
        found: { table, key: table, ...finding('journal.rows.setMissing', { table }) },
      };
    }
    const digest = setDigest(rows.map((row) => (row[SEAL_COLUMN] as string | null) ?? ''));
    if (this.breakOf('row_seal_sets', set) || digest !== set.digest) {
      const what = finding('journal.rows.addedOrRemoved', { table });
      return { rowsRead, found: { table, key: table, ...what } };
    }
    return { rowsRead, found: null };
  }

  private watch(table: WholeTableName): void {
    if (this.watched.has(table)) return;
    markWritesOf(this.db, table);
    this.watched.add(table);
  }

  private readAll(table: SealedTableName): Row[] {
    return this.db.prepare(`SELECT * FROM ${table}`).all() as Row[];
  }

  private columnsOf(table: SealedTableName): string[] {
    let columns = this.columns.get(table);
    if (!columns) {
      columns = sealedColumns(this.db, table);
      this.columns.set(table, columns);
    }
    return columns;
  }

  private primaryKeyOf(table: SealedTableName): string[] {
    const keys = (this.db.pragma(`table_info(${table})`) as { name: string; pk: number }[])
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    return keys.length > 0 ? keys : ['rowid'];
  }

  private requireKey(): KeyObject {
    if (!this.key) throw new AuditKeyMissingError();
    return this.key;
  }
}
