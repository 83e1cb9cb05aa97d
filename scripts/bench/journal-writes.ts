import { rmSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import Database from 'better-sqlite3';
import { openKeyed, type DatabaseKey } from '../../electron/main/journal/journal-cipher';
import { useDigitGrams } from '../../electron/main/journal/migrations/digit-grams';
import { JOURNAL_SETTINGS } from '../../electron/main/journal/open-journal';
import { RowSeals } from '../../electron/main/journal/row-seal';

/*
 * The send-path figure's fair baselines (D108): the very writes a send made to the journal,
 * statement by statement with their values, grouped in the transactions that committed them,
 * made again on a copy of the journal. On a plain copy without the row seal's triggers, they are
 * the journal work every send must do (the same rows, indexes, search, outbox and durable
 * commits) without the seal and the encryption; on an encrypted copy with its seals, the same
 * work as the journal does it. Bench code: it records through better-sqlite3's own methods.
 */

/** One statement a send ran that wrote, with the values it was run with. */
interface Written {
  sql: string;
  params: unknown[];
}

/** The writes of one committed transaction, in order. */
export type WrittenTransaction = Written[];

type Db = Database.Database;

/** better-sqlite3's own statements that begin and end its transactions: not writes. */
const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;
type Run = (this: Database.Statement, ...params: unknown[]) => Database.RunResult;
type TransactionMethod = (this: Db, fn: (...args: unknown[]) => unknown) => unknown;

/**
 * Records what `isJournal`'s connection commits while `recording` is on: better-sqlite3's
 * `Statement.run` (every write of the journal's repositories goes through it; their triggers'
 * writes follow from the statement) and `Database.transaction` (the commits). A write outside a
 * transaction is a transaction of its own, as SQLite commits it.
 */
export function journalWriteRecorder(isJournal: (db: Db) => boolean) {
  const committed: WrittenTransaction[] = [];
  let open: WrittenTransaction | null = null;
  let recording = false;
  /** Writes made inside a transaction this recorder did not see begin: they could not be kept. */
  let unseen = 0;
  let connection: Db | null = null;

  const probe = new Database(':memory:');
  const statementProto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as { run: Run };
  probe.close();
  const run = statementProto.run;
  statementProto.run = function (this: Database.Statement, ...params: unknown[]) {
    const result = run.apply(this, params);
    if (this.readonly || CONTROL.test(this.source) || !isJournal(this.database)) return result;
    connection = this.database;
    if (recording) {
      const written = { sql: this.source, params: params.map(copyOf) };
      if (!this.database.inTransaction) committed.push([written]);
      else if (open) open.push(written);
      else unseen += 1;
    }
    return result;
  };

  const databaseProto = Database.prototype as unknown as { transaction: TransactionMethod };
  const transaction = databaseProto.transaction;
  /** A transaction function of `db` whose outermost calls keep their writes as one commit. */
  const recorded = (db: Db, made: Record<string, unknown>) => {
    const outermost = (variant: (...args: unknown[]) => unknown) =>
      function (this: unknown, ...args: unknown[]) {
        if (!recording || db.inTransaction) return variant.apply(this, args);
        open = [];
        try {
          const result = variant.apply(this, args);
          committed.push(open);
          return result;
        } finally {
          open = null;
        }
      };
    const wrapped = outermost(
      made as unknown as (...args: unknown[]) => unknown,
    ) as unknown as Record<string, unknown>;
    for (const name of ['deferred', 'immediate', 'exclusive']) {
      wrapped[name] = outermost(made[name] as (...args: unknown[]) => unknown);
    }
    wrapped['default'] = wrapped;
    return wrapped;
  };
  databaseProto.transaction = function (this: Db, fn) {
    const made = transaction.call(this, fn) as Record<string, unknown>;
    return isJournal(this) ? recorded(this, made) : made;
  };

  return {
    start(): void {
      recording = true;
    },
    /** The connection that writes the journal (others only read it), once it has written. */
    get connection(): Db {
      if (!connection) throw new Error('The journal has not been written yet.');
      return connection;
    },
    /** The transactions committed since the last call. */
    take(): WrittenTransaction[] {
      if (unseen > 0) throw new Error(`${unseen} journal writes ran in a transaction not seen.`);
      return committed.splice(0);
    },
    stop(): void {
      recording = false;
      statementProto.run = run;
      databaseProto.transaction = transaction;
    },
  };
}

function copyOf(param: unknown): unknown {
  return param !== null && typeof param === 'object' && !Buffer.isBuffer(param)
    ? { ...param }
    : param;
}

/** A copy of the journal that the recorded writes are made again on. */
export interface JournalReplica {
  /** Makes one send's recorded transactions again, each committed as the journal committed it. */
  replay(transactions: readonly WrittenTransaction[]): void;
  /** Rows per table, for the check that the replica did the same work as the journal. */
  rowCounts(tables: readonly string[]): Record<string, number>;
  close(): void;
}

/**
 * The journal at `journal` (its writer's connection, so the copy is what it holds now) copied to
 * `path`. `sealed`: the copy stays encrypted with the journal's key and seals what it writes with
 * the row key derived from `auditKey`, as the journal does. Otherwise the copy is decrypted and
 * its row seal's triggers dropped: plain SQLite with the same schema, indexes, search and outbox.
 * Either way it is opened with the journal's settings (WAL, synchronous=FULL, its page cache).
 */
export function openJournalReplica(
  journal: Db,
  path: string,
  key: DatabaseKey,
  how: { sealed: true; auditKey: KeyObject } | { sealed: false },
): JournalReplica {
  rmSync(path, { force: true });
  journal.prepare('VACUUM INTO ?').run(path);
  let db: Db;
  if (how.sealed) {
    db = openKeyed(path, key);
    new RowSeals(db).useKey(how.auditKey);
  } else {
    const keyed = openKeyed(path, key);
    keyed.pragma('journal_mode = DELETE');
    keyed.pragma("rekey = ''");
    keyed.close();
    db = new Database(path);
    useDigitGrams(db);
    // The triggers row-seal-triggers.ts makes: each row's seal, and the sets of the whole tables.
    const sealTriggers = (
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'trigger'").pluck().all() as string[]
    ).filter((name) => /_seal_(insert|update|set|set_delete)$/.test(name));
    for (const name of sealTriggers) db.exec(`DROP TRIGGER ${name}`);
  }
  for (const setting of JOURNAL_SETTINGS) db.pragma(setting);
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    replay(transactions) {
      for (const writes of transactions) {
        db.transaction(() => {
          for (const { sql, params } of writes) prepared(sql).run(...params);
        }).immediate();
      }
    },
    rowCounts(tables) {
      return Object.fromEntries(
        tables.map((table) => [
          table,
          db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number,
        ]),
      );
    },
    close: () => db.close(),
  };
}
