import type { KeyObject } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  AuditKeyMissingError,
  ChainWalk,
  finding,
  GENESIS_HASH,
  rebuiltMac,
  rowIsSealed,
  rowMac,
  type AuditRow,
  type AuditRowRead,
  type ChainBreak,
  type ChainPoint,
} from './audit-chain';
import { ref, text, type MessageRef } from '@shared/i18n/catalog';

export { GENESIS_HASH, type ChainPoint } from './audit-chain';

export interface AuditEntry {
  seq: number;
  at: string;
  operatorId: string | null;
  action: string;
  details: Record<string, unknown>;
}

export type AuditVerification =
  | { ok: true; rowsRead: number; last: ChainPoint | null }
  | ({ ok: false; rowsRead: number; message: string; text: MessageRef } & ChainBreak);

export interface VerifyOptions {
  /** A row checked before, whose MAC the keychain kept: only the rows after it are read. */
  from?: ChainPoint | null;
  /** The last row this workstation wrote, as the keychain holds it. */
  head?: ChainPoint | null;
  /** Rows read per step of `verification()`. */
  batchRows?: number;
}

/** A failed check: what is wrong, then what to do and what not to, in words and as a message. */
export function brokenChain(found: ChainBreak, rowsRead: number): AuditVerification {
  return {
    ok: false,
    rowsRead,
    ...found,
    message: text('journal.audit.broken', { what: found.finding }),
    text: ref('journal.audit.broken', { what: found.finding }),
  };
}

/**
 * Operator actions, append-only and chained (audit-chain.ts says how). Triggers refuse UPDATE and
 * DELETE through SQLite; the keyed chain catches changes made around them (another tool, a
 * hand-edited file), and the head the keychain holds (journal-seal.ts) catches rows removed from
 * the end.
 */
export class AuditLog {
  private key: KeyObject | null = null;
  private readonly listeners = new Set<(seq: number) => void>();
  private readonly statements;
  private rebuiltStatements: ReturnType<typeof rebuiltStatementsOf> | null = null;

  constructor(
    private readonly db: Database,
    /** Told the key when it is set: the row seal derives its own from it (row-seal.ts). */
    private readonly onKey: (key: KeyObject) => void = () => undefined,
  ) {
    this.statements = {
      insert: db.prepare(
        'INSERT INTO audit (seq, at, operator_id, action, details, prev_hash, hash, chain) VALUES (@seq, @at, @operator_id, @action, @details, @prev_hash, @hash, @chain)',
      ),
      last: db.prepare('SELECT seq, hash, chain FROM audit ORDER BY seq DESC LIMIT 1'),
      all: db.prepare('SELECT * FROM audit ORDER BY seq'),
      firstKeyed: db.prepare("SELECT min(seq) AS seq FROM audit WHERE chain = 'hmac-sha256'"),
      newestFirst: db.prepare('SELECT * FROM audit ORDER BY seq DESC'),
    };
  }

  /** The workstation's audit key (from the keychain): nothing is appended before it is set. */
  useKey(key: KeyObject): void {
    this.key = key;
    this.onKey(key);
  }

  get keyed(): boolean {
    return this.key !== null;
  }

  /** Called with the new row's seq inside the appending transaction, before it commits. */
  onAppend(listener: (seq: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Appends inside the caller's transaction when there is one, so the action and its record commit together. */
  append(entry: Omit<AuditEntry, 'seq'>): AuditEntry {
    const key = this.key;
    if (!key) throw new AuditKeyMissingError();
    const write = this.db.transaction(() => {
      const previous = this.last();
      const row: Omit<AuditRow, 'hash'> = {
        seq: (previous?.seq ?? 0) + 1,
        at: entry.at,
        operator_id: entry.operatorId,
        action: entry.action,
        details: JSON.stringify(entry.details),
        prev_hash: previous?.mac ?? GENESIS_HASH,
        chain: 'hmac-sha256',
      };
      this.statements.insert.run({ ...row, hash: rowMac(key, row) });
      for (const listener of this.listeners) listener(row.seq);
      return { ...entry, seq: row.seq };
    });
    return write.immediate();
  }

  /** The last row, committed or in the current transaction. */
  last(): (ChainPoint & { keyed: boolean }) | null {
    const row = this.statements.last.get() as Pick<AuditRow, 'seq' | 'hash' | 'chain'> | undefined;
    return row ? { seq: row.seq, mac: row.hash, keyed: row.chain === 'hmac-sha256' } : null;
  }

  /** The first row sealed with a key, or null while every row is from before the chain was keyed. */
  firstKeyedSeq(): number | null {
    return (this.statements.firstKeyed.get() as { seq: number | null }).seq;
  }

  entry(seq: number): AuditEntry | undefined {
    const row = this.rebuilt.at.get(seq) as AuditRow | undefined;
    return row ? toEntry(row) : undefined;
  }

  /**
   * A keyed row whose MAC is right, else undefined: a single row trusted without walking the
   * chain (its MAC covers its number, its details and the row before it), as a send trusts its
   * transfer's reservation (D68).
   */
  sealedEntry(seq: number): AuditEntry | undefined {
    const row = this.rowAt(seq);
    if (!row || row.chain !== 'hmac-sha256' || !this.key) return undefined;
    return rowIsSealed(this.key, row, this.rebuiltThrough()) ? toEntry(row) : undefined;
  }

  /** D98: the last audit row a rebuild copied from head office, or null (audit-chain.ts). */
  rebuiltThrough(): number | null {
    return this.rebuilt.rebuiltThrough.get() as number | null;
  }

  /**
   * D98: seals under this workstation's key the audit rows a rebuild has copied from head office
   * and not sealed yet (every row after the last rebuilt one): only a rebuild calls it, before it
   * writes its mark, inside its transaction. Returns how many.
   */
  sealRebuiltRows(): number {
    const key = this.key;
    if (!key) throw new AuditKeyMissingError();
    const rows = this.rebuilt.unsealedRebuilt.all() as AuditRow[];
    for (const row of rows) this.rebuilt.sealRebuilt.run(row.seq, rebuiltMac(key, row));
    return rows.length;
  }

  entries(): AuditEntry[] {
    return (this.statements.all.all() as AuditRow[]).map(toEntry);
  }

  /** The whole check at once (see `verification`). */
  verify(options: VerifyOptions = {}): AuditVerification {
    const steps = this.verification(options);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * Checks the chain from `from` (or the first row) to the end, one batch of rows per step, so a
   * caller can let other work run between batches of a long journal. `rowsRead` counts every row
   * fetched from SQLite, the `from` row included: a start after N checked rows reads only the new
   * ones, whatever N is.
   */
  *verification(options: VerifyOptions = {}): Generator<number, AuditVerification> {
    const batch = options.batchRows ?? 5_000;
    const head = options.head ?? null;
    let rowsRead = 0;
    const broken = (found: ChainBreak): AuditVerification => brokenChain(found, rowsRead);

    let start: { seq: number; mac: string; keyed: boolean } | null = null;
    if (options.from) {
      const anchor = this.rebuilt.at.get(options.from.seq) as AuditRow | undefined;
      rowsRead += 1;
      if (!anchor) {
        return broken({
          seq: options.from.seq,
          problem: 'missing',
          ...finding('journal.audit.checkedMissing', { seq: options.from.seq }),
        });
      }
      if (anchor.hash !== options.from.mac) {
        return broken({
          seq: anchor.seq,
          problem: 'edited',
          ...finding('journal.audit.changedSinceCheck', { seq: anchor.seq }),
        });
      }
      start = { seq: anchor.seq, mac: anchor.hash, keyed: anchor.chain === 'hmac-sha256' };
      // A head at or before the trusted point is not among the rows walked below.
      if (head && head.seq <= anchor.seq) {
        const at = head.seq === anchor.seq ? anchor : this.rowAt(head.seq);
        if (head.seq !== anchor.seq) rowsRead += 1;
        if (!at || at.hash !== head.mac) {
          return broken({
            seq: head.seq,
            problem: 'edited',
            ...finding('journal.audit.notOurs', { seq: head.seq }),
          });
        }
      }
    }

    const walk = new ChainWalk(this.key, start, head, this.rebuiltThrough());
    let after = start?.seq ?? 0;
    for (;;) {
      const rows = this.rebuilt.after.all(after, batch) as AuditRowRead[];
      for (const row of rows) {
        rowsRead += 1;
        const problem = walk.next(row);
        if (problem) return broken(problem);
      }
      if (rows.length < batch) break;
      after = rows[rows.length - 1]!.seq;
      yield rowsRead;
    }
    const end = walk.end();
    if (end) return broken(end);
    return { ok: true, rowsRead, last: walk.last };
  }

  /**
   * The rows of `action` written at or after `since` (ISO), newest first: read from the end
   * backwards, stopping at the first older row, so the cost is the recent rows, not the log.
   * What is decided from them (D73: approvals' wrong passwords) is as sealed as the chain.
   */
  recent(action: string, since: string): AuditEntry[] {
    const found: AuditEntry[] = [];
    for (const row of this.statements.newestFirst.iterate() as Iterable<AuditRow>) {
      if (row.at < since) break;
      if (row.action === action) found.push(toEntry(row));
    }
    return found;
  }

  /**
   * The statements that read each row with its rebuilt seal (D98), made at their first use: the
   * table is the schema's since 024, and tools write older journals with this class too.
   */
  private get rebuilt(): ReturnType<typeof rebuiltStatementsOf> {
    this.rebuiltStatements ??= rebuiltStatementsOf(this.db);
    return this.rebuiltStatements;
  }

  private rowAt(seq: number): AuditRowRead | undefined {
    return this.rebuilt.at.get(seq) as AuditRowRead | undefined;
  }
}

function rebuiltStatementsOf(db: Database) {
  const read =
    'SELECT a.*, r.mac AS rebuilt_mac FROM audit a LEFT JOIN audit_rebuilt r ON r.seq = a.seq';
  return {
    at: db.prepare(`${read} WHERE a.seq = ?`),
    after: db.prepare(`${read} WHERE a.seq > ? ORDER BY a.seq LIMIT ?`),
    rebuiltThrough: db.prepare('SELECT max(seq) FROM audit_rebuilt').pluck(),
    unsealedRebuilt: db.prepare(
      'SELECT * FROM audit WHERE seq > coalesce((SELECT max(seq) FROM audit_rebuilt), 0) ORDER BY seq',
    ),
    sealRebuilt: db.prepare('INSERT INTO audit_rebuilt (seq, mac) VALUES (?, ?)'),
  };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    seq: row.seq,
    at: row.at,
    operatorId: row.operator_id,
    action: row.action,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}
