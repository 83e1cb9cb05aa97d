import type { Database, Statement } from 'better-sqlite3';
import type { Change } from '../../../hq/protocol/wire';
import { text } from '@shared/i18n/catalog';
import type { AuditLog } from './audit-log';
import {
  dropOutboxTriggers,
  replicatedTables,
  replicateTables,
  tableShape,
  type TableShape,
} from './migrations/outbox-triggers';

/**
 * A journal rebuilt from head office's changes (D98), on the SQLite side: each change copied into
 * the outbox as it is (seq, hashes and all), so the chain goes on from its head, and applied to
 * its table by key: an insert with the record's values, an update of the columns whose values
 * differ (so the journal's own triggers, which refuse a change of what never changes, see what
 * the first writes made), a delete. The outbox's triggers are off meanwhile, inside the same
 * transaction; the row seal's are on, so every row is sealed under this workstation's key.
 */

/** Why a change cannot be applied: what it names that this journal does not hold. */
export type RebuildProblem = 'no-table' | 'no-column' | 'no-row';

/** A change that cannot be applied to this journal's schema or rows. */
export class RebuildError extends Error {
  constructor(
    readonly seq: number,
    readonly table: string,
    readonly problem: RebuildProblem,
  ) {
    super(text('replication.rebuild.cannotApply', { seq, table }));
    this.name = 'RebuildError';
  }
}

export class RebuildWriter {
  private readonly shapes: Map<string, TableShape>;
  private readonly statements = new Map<string, Statement>();
  private readonly copy: Statement;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
  ) {
    this.shapes = new Map(replicatedTables(db).map((table) => [table, tableShape(db, table)]));
    this.copy = db.prepare(
      `INSERT INTO outbox (seq, at, tbl, op, key, row, prev, hash)
       VALUES (@seq, @at, @table, @op, @key, @row, @prev, @hash)`,
    );
  }

  /**
   * Copies and applies `changes` (checked already: in order, chained) in one transaction, and
   * seals the audit rows they hold under this workstation's key (D98).
   */
  apply(changes: readonly Change[]): void {
    this.db.transaction(() => {
      dropOutboxTriggers(this.db);
      for (const change of changes) {
        this.copy.run(change);
        this.applyRow(change);
      }
      this.audit.sealRebuiltRows();
      replicateTables(this.db);
    })();
  }

  /**
   * Makes the reference counter continue after the highest reference the rebuilt transfers hold
   * (a write like any other: the outbox records it). Returns the counter.
   */
  continueReferences(): number | null {
    const highest = this.db
      .prepare('SELECT max(CAST(substr(reference, 3) AS INTEGER)) FROM transfers')
      .pluck()
      .get() as number | null;
    const held = this.db
      .prepare('SELECT last_counter FROM reference_state WHERE id = 1')
      .pluck()
      .get() as number | undefined;
    const counter = Math.max(highest ?? -1, held ?? -1);
    if (counter < 0) return null;
    if (held === undefined || held < counter) {
      this.db
        .prepare(
          `INSERT INTO reference_state (id, last_counter) VALUES (1, ?)
           ON CONFLICT (id) DO UPDATE SET last_counter = excluded.last_counter`,
        )
        .run(counter);
    }
    return counter;
  }

  private applyRow(change: Change): void {
    const shape = this.shapes.get(change.table);
    if (!shape) throw new RebuildError(change.seq, change.table, 'no-table');
    const present = this.statement(shape, 'present', []).pluck().get({ key: change.key });
    if (change.op === 'delete') {
      if (!present) throw new RebuildError(change.seq, change.table, 'no-row');
      this.statement(shape, 'delete', []).run({ key: change.key });
      return;
    }
    const columns = this.columnsOf(change, shape);
    if (change.op === 'insert' && !present) {
      this.statement(shape, 'insert', columns).run({ row: change.row });
      return;
    }
    if (!present) throw new RebuildError(change.seq, change.table, 'no-row');
    const differs = this.statement(shape, 'differs', columns)
      .raw()
      .get({ key: change.key, row: change.row }) as number[];
    const changed = columns.filter((_, i) => differs[i] === 1);
    if (changed.length > 0) {
      this.statement(shape, 'update', changed).run({ key: change.key, row: change.row });
    }
  }

  /** The record's columns, each one the table has (a record naming another is refused). */
  private columnsOf(change: Change, shape: TableShape): string[] {
    const columns = Object.keys(JSON.parse(change.row ?? '{}') as object);
    const unknown = columns.find((column) => !shape.columns.includes(column));
    if (unknown) throw new RebuildError(change.seq, change.table, 'no-column');
    return columns;
  }

  private statement(
    shape: TableShape,
    kind: 'present' | 'delete' | 'insert' | 'differs' | 'update',
    columns: string[],
  ): Statement {
    const id = `${shape.table}\n${kind}\n${columns.join(',')}`;
    let statement = this.statements.get(id);
    if (!statement) {
      statement = this.db.prepare(sqlOf(shape, kind, columns));
      this.statements.set(id, statement);
    }
    return statement;
  }
}

function sqlOf(shape: TableShape, kind: string, columns: string[]): string {
  const { table, keys } = shape;
  const byKey = keys.map((k) => `${k} = (@key ->> '$.${k}')`).join(' AND ');
  const value = (column: string) => `(@row ->> '$.${column}')`;
  switch (kind) {
    case 'present':
      return `SELECT EXISTS (SELECT 1 FROM ${table} WHERE ${byKey})`;
    case 'delete':
      return `DELETE FROM ${table} WHERE ${byKey}`;
    case 'insert':
      return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(value).join(', ')})`;
    case 'differs':
      // catalog-ignore: SQL, not words
      return `SELECT ${columns.map((c) => `${c} IS NOT ${value(c)}`).join(', ')} FROM ${table} WHERE ${byKey}`;
    default:
      return `UPDATE ${table} SET ${columns.map((c) => `${c} = ${value(c)}`).join(', ')} WHERE ${byKey}`;
  }
}
