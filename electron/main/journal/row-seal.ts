import { createHash, createHmac, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { useDigitGrams } from './migrations/digit-grams';
import {
  ROW_SEAL_FUNCTION,
  SEAL_COLUMN,
  SEAL_SET_FUNCTION,
  sealedColumns,
} from './migrations/row-seal-triggers';
import { AuditKeyMissingError, finding } from './audit-chain';
import type { MessageRef } from '@shared/i18n/catalog';

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
 * in SEALED_TABLES (with its row's name in `named`, and `lists` for a whole table, of each
 * language's `shared/i18n/<language>/journal.ts`); its repository passes each row it reads with
 * `SELECT *` through `verifyRow(table, row)`.
 */

export interface SealedTable {
  /** A few rows, read as a whole: every row, and the set of them, checked at every start. */
  readonly whole: boolean;
  /** The columns that name a row for the admin. */
  readonly naming: readonly string[];
  /** What grows with each new row, for the start's "written since the last check" (default rowid). */
  readonly newer?: string;
  /** Rows a later action may still act on, whatever their age: checked at every start too. */
  readonly open?: string;
}

/**
 * The states a send can still leave from: a restart's recovery (reserved, sending), a
 * supervisor's re-send (unknown) and a compliance officer's release (held, D78). A settlement of
 * the others reads and verifies its row.
 */
// catalog-ignore: SQL, not words
const SENDABLE_STATES = "('reserved', 'sending', 'unknown', 'held')";

export const SEALED_TABLES = {
  settings: { whole: true, naming: ['key'] },
  operators: { whole: true, naming: ['operator_id'] },
  branch_source_accounts: { whole: true, naming: ['environment', 'position'] },
  branch_banks: { whole: true, naming: ['environment', 'position'] },
  branch_wallets: { whole: true, naming: ['environment', 'position'] },
  reference_state: { whole: true, naming: ['id'] },
  // catalog-ignore: SQL, not words
  transfers: { whole: false, naming: ['reference'], open: `state IN ${SENDABLE_STATES}` },
  // The attempts recovery and a re-send decide from: those of the transfers above, finished or
  // not (an unknown transfer's last attempt says whether it was processed). Found through the
  // attempts' (transfer_id, n) index: a test of `finished_at` would read every attempt.
  attempts: {
    whole: false,
    naming: ['transfer_id', 'n'],
    open: `transfer_id IN (SELECT id FROM transfers WHERE state IN ${SENDABLE_STATES})`,
  },
  settlements: { whole: false, naming: ['id'] },
  day_closings: { whole: false, naming: ['day'] },
  backups: { whole: false, naming: ['id'] },
  receipt_prints: { whole: false, naming: ['id'] },
  control_marks: { whole: false, naming: ['transfer_id', 'mark'], newer: 'transfer_id' },
  transfer_approvals: { whole: false, naming: ['approval_id'] },
  draft_refusals: { whole: false, naming: ['draft_id'] },
  suspicion_flags: { whole: false, naming: ['id'] },
  flag_reviews: { whole: false, naming: ['flag_id'] },
  unreconciled_references: { whole: false, naming: ['environment', 'reference'] },
  reference_reconciliations: { whole: false, naming: ['entry_id'] },
  row_seal_sets: { whole: false, naming: ['table_name'] },
  row_seal_marks: { whole: false, naming: ['table_name'] },
  sanctions_lists: { whole: false, naming: ['id'] },
  transfer_screenings: { whole: false, naming: ['transfer_id'] },
  compliance_decisions: { whole: false, naming: ['transfer_id'] },
  outbox_acks: { whole: false, naming: ['seq'] },
  // D103–D106: the bank's statements, their lines, the matching's result and settled breaks.
  bank_statements: { whole: false, naming: ['account', 'statement_id'] },
  statement_lines: { whole: false, naming: ['statement', 'n'] },
  statement_items: { whole: false, naming: ['statement', 'n'] },
  statement_resolutions: { whole: false, naming: ['item'] },
  // D115: the version of head office's operator changes applied here.
  head_office_operator_sync: { whole: true, naming: ['id'] },
  // D118: the tellers' opening floats and their counts at the end of the day.
  teller_floats: { whole: false, naming: ['id'] },
  teller_counts: { whole: false, naming: ['id'] },
  // D120: returns and recalls of transfers, and their refund receipts' prints.
  transfer_returns: { whole: false, naming: ['transfer_id'] },
  refund_receipt_prints: { whole: false, naming: ['return_id', 'copy_number'] },
  // D136: messages head office held for this workstation, applied or refused once each.
  head_office_messages: { whole: false, naming: ['message_id'] },
} as const satisfies Record<string, SealedTable>;

export type SealedTableName = keyof typeof SEALED_TABLES;
export const SEALED_TABLE_NAMES = Object.keys(SEALED_TABLES) as SealedTableName[];
export type WholeTableName = {
  [T in SealedTableName]: (typeof SEALED_TABLES)[T]['whole'] extends true ? T : never;
}[SealedTableName];
export const WHOLE_TABLE_NAMES = SEALED_TABLE_NAMES.filter(
  (table): table is WholeTableName => SEALED_TABLES[table].whole,
);

/** The tables whose start check reads only what is new (and open): the rest are read whole. */
export const MARKED_TABLE_NAMES = SEALED_TABLE_NAMES.filter(
  (table) => !SEALED_TABLES[table].whole && table !== 'row_seal_sets' && table !== 'row_seal_marks',
);

/**
 * What the start reads of a table: the rows written since `@since` and those still open. Each
 * part must find its rows through an index (the million-row bench's start, and a test, hold it).
 */
export function startQueryOf(table: SealedTableName): string {
  const { open }: SealedTable = SEALED_TABLES[table];
  const where = [`${newerColumnOf(table)} > @since`, ...(open ? [open] : [])].join(' OR ');
  return `SELECT * FROM ${table} WHERE ${where}`;
}

/** The column that grows with each new row of `table`: how far the start has read it. */
function newerColumnOf(table: SealedTableName): string {
  return (SEALED_TABLES[table] as SealedTable).newer ?? 'rowid';
}

/** A row that does not carry its seal, named in words. */
export interface RowSealBreak {
  table: SealedTableName;
  /** The naming columns' values, joined. */
  key: string;
  /** What is wrong, as a sentence naming the row. */
  what: string;
  /** `what`'s message, by the table's code and the row's key, for each language to word (D65). */
  finding: MessageRef;
}

/** Thrown where a row read for a decision does not carry its seal: the action stops there. */
export class RowSealError extends Error {
  constructor(readonly found: RowSealBreak) {
    super(found.what);
    this.name = 'RowSealError';
  }
}

export function isRowSealError(error: unknown): error is RowSealError {
  return error instanceof RowSealError;
}

/** The row seal's key: derived from the audit key, so the keychain holds one key, not two. */
export function rowSealKey(auditKey: KeyObject): KeyObject {
  const derived = hkdfSync(
    'sha256',
    auditKey.export(),
    Buffer.alloc(0),
    'remit-desk row seal v1',
    32,
  );
  return createSecretKey(Buffer.from(derived));
}

/**
 * The MAC of a row: its table and its columns' values, by name. NULL columns are left out, so a
 * column added later (NULL in the rows before it) leaves their seals as they were.
 */
export function rowMacOf(key: KeyObject, table: string, columns: [string, unknown][]): string {
  const present = columns
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', key)
    .update(JSON.stringify([table, present]))
    .digest('hex');
}

/** The SHA-256 of a table's seals, in any order: what row_seal_sets keeps per table held whole. */
function setDigest(seals: string[]): string {
  return createHash('sha256').update(seals.sort().join('\n')).digest('hex');
}

/** What a check of rows read and found. */
export interface RowCheck {
  rowsRead: number;
  found: RowSealBreak | null;
}

type Row = Record<string, unknown>;

/** Rows read per step of the full check, between which other work runs. */
const DEFAULT_BATCH_ROWS = 5_000;

/** The SQL function the watch's temporary triggers call with the table a write touched. */
const TABLE_WRITTEN_FUNCTION = 'remit_table_written';

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
    const sealed: Record<string, number> = {};
    this.db.transaction(() => {
      for (const table of SEALED_TABLE_NAMES) {
        if (table === 'row_seal_sets') continue;
        const columns = this.columnsOf(table);
        const mac = `${ROW_SEAL_FUNCTION}('${table}', ${columns.map((c) => `'${c}', ${c}`).join(', ')})`;
        const { changes } = this.db
          .prepare(`UPDATE ${table} SET ${SEAL_COLUMN} = ${mac} WHERE ${SEAL_COLUMN} IS NULL`)
          .run();
        if (changes > 0) sealed[table] = changes;
      }
      // The sets, once their rows are sealed (an empty table's too), then their own seals.
      for (const table of WHOLE_TABLE_NAMES) {
        this.db
          .prepare(
            `UPDATE row_seal_sets SET digest = (SELECT ${SEAL_SET_FUNCTION}(${SEAL_COLUMN}) FROM ${table})
             WHERE table_name = ?`,
          )
          .run(table);
      }
      const { changes } = this.db
        .prepare(
          `UPDATE row_seal_sets SET ${SEAL_COLUMN} = ${ROW_SEAL_FUNCTION}('row_seal_sets', 'table_name', table_name, 'digest', digest)`,
        )
        .run();
      if (changes > 0) sealed.row_seal_sets = changes;
    })();
    return sealed;
  }

  /** The last audit row that sealed rows written before the key (seal-rows.ts), or null. */
  lastSealing(): number | null {
    // The literal action matches the partial index of migration 014.
    const row = this.db
      .prepare(
        "SELECT seq FROM audit WHERE action = 'journal.rows-sealed' ORDER BY seq DESC LIMIT 1",
      )
      .get() as { seq: number } | undefined;
    return row?.seq ?? null;
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

  /**
   * Temporary triggers (this connection's only, gone with it) that mark `table` written; on the
   * set of its seals too, which the check reads with it.
   */
  private watch(table: WholeTableName): void {
    if (this.watched.has(table)) return;
    const mark = `SELECT ${TABLE_WRITTEN_FUNCTION}('${table}');`;
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      const name = `remit_written_${table}_${event.toLowerCase()}`;
      this.db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name} AFTER ${event} ON main.${table}
        BEGIN ${mark} END`);
    }
    for (const [event, row] of [
      ['INSERT', 'new'],
      ['UPDATE', 'new'],
      ['DELETE', 'old'],
    ] as const) {
      const name = `remit_written_sets_${table}_${event.toLowerCase()}`;
      this.db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name} AFTER ${event} ON main.row_seal_sets
        WHEN ${row}.table_name = '${table}' BEGIN ${mark} END`);
    }
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
