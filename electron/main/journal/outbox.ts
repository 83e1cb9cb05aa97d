import type { Database } from 'better-sqlite3';
import { changeHash } from '../../../hq/protocol/chain';
import {
  GENESIS,
  MAX_BATCH_ENTRIES,
  MAX_BODY_BYTES,
  type Ack,
  type Change,
} from '../../../hq/protocol/wire';
import type { RowSeals } from './row-seal';
import { walkChain, type AckPoint, type ChainFinding } from './outbox-chain';
import { compareRecords, type RowMismatch } from './outbox-compare';

/**
 * The outbox's records (D97, migration 024) on the journal's own connection: hashing them in
 * order, the batches a sender pushes, and head office's acknowledgements, kept sealed (D68).
 * The triggers write the records; nothing here writes a record's content.
 */

/** A record as the outbox holds it: a Change whose prev and hash are null until it is hashed. */
export type OutboxRecord = Omit<Change, 'prev' | 'hash'> & {
  prev: string | null;
  hash: string | null;
};

/** An acknowledgement as the journal keeps it, with when it arrived. */
export type KeptAck = Ack & { receivedAt: string };

/** Records hashed per call by default: a step the main thread takes without a pause anyone sees. */
export const HASH_STEP = 4 * MAX_BATCH_ENTRIES;

/** What a batch leaves for the request's own fields, under head office's body limit. */
const BODY_MARGIN = 64 * 1024;

/** A record as SQLite gives it (`tbl`, not the wire's `table`). */
export interface OutboxRow {
  seq: number;
  at: string;
  tbl: string;
  op: Change['op'];
  key: string;
  row: string | null;
  prev: string | null;
  hash: string | null;
}

interface AckRow {
  seq: number;
  head: string;
  at: string;
  workstation_id: string;
  signature: string;
  received_at: string;
  seal: string | null;
}

export class Outbox {
  private readonly statements;

  constructor(
    private readonly db: Database,
    private readonly seals: RowSeals,
  ) {
    this.statements = {
      last: db.prepare('SELECT max(seq) FROM outbox').pluck(),
      firstUnhashed: db.prepare('SELECT min(seq) FROM outbox WHERE hash IS NULL').pluck(),
      at: db.prepare('SELECT * FROM outbox WHERE seq = ?'),
      from: db.prepare('SELECT * FROM outbox WHERE seq >= ? ORDER BY seq LIMIT ?'),
      hashed: db.prepare(
        'SELECT * FROM outbox WHERE seq > ? AND hash IS NOT NULL ORDER BY seq LIMIT ?',
      ),
      setHash: db.prepare('UPDATE outbox SET prev = ?, hash = ? WHERE seq = ?'),
      keepAck: db.prepare(
        `INSERT INTO outbox_acks (seq, head, at, workstation_id, signature, received_at)
         VALUES (@seq, @head, @at, @workstationId, @signature, @receivedAt)
         ON CONFLICT (seq) DO NOTHING`,
      ),
      latestAck: db.prepare('SELECT * FROM outbox_acks ORDER BY seq DESC LIMIT 1'),
    };
  }

  /** The last record's seq; 0 before the first. */
  lastSeq(): number {
    return (this.statements.last.get() as number | null) ?? 0;
  }

  /** The first record not yet hashed, or null when every record is. */
  firstUnhashed(): number | null {
    return this.statements.firstUnhashed.get() as number | null;
  }

  /** The record at `seq`, hashed or not. */
  record(seq: number): OutboxRecord | undefined {
    const row = this.statements.at.get(seq) as OutboxRow | undefined;
    return row && recordOf(row);
  }

  /** Up to `limit` records from `seq` on, in order, hashed or not. */
  recordsFrom(seq: number, limit: number): OutboxRecord[] {
    return (this.statements.from.all(seq, limit) as OutboxRow[]).map(recordOf);
  }

  /**
   * Fills prev and hash of the records not yet hashed, in seq order from the last one hashed, at
   * most `limit` of them, in one transaction (the triggers refuse any other order or a second
   * filling). Returns how many were hashed and the last seq hashed now (0 when none is).
   */
  hashPending(limit: number = HASH_STEP): { hashed: number; through: number } {
    return this.db
      .transaction(() => {
        const first = this.firstUnhashed();
        if (first === null) return { hashed: 0, through: this.lastSeq() };
        let prev = first === 1 ? GENESIS : this.record(first - 1)!.hash!;
        let hashed = 0;
        let through = first - 1;
        while (hashed < limit) {
          const records = this.recordsFrom(through + 1, Math.min(500, limit - hashed));
          if (records.length === 0) break;
          for (const record of records) {
            const hash = changeHash({ ...record, prev });
            this.statements.setHash.run(prev, hash, record.seq);
            prev = hash;
            through = record.seq;
          }
          hashed += records.length;
        }
        return { hashed, through };
      })
      .immediate();
  }

  /**
   * The hashed changes after `afterSeq`, in order: at most `limit` (and MAX_BATCH_ENTRIES), and
   * no more than fit in one request body; always at least one when one is waiting, so a change
   * larger than a body still leaves (and head office says why it cannot take it).
   */
  batch(afterSeq: number, limit: number = MAX_BATCH_ENTRIES): Change[] {
    const rows = this.statements.hashed.all(
      afterSeq,
      Math.max(0, Math.min(limit, MAX_BATCH_ENTRIES)),
    ) as OutboxRow[];
    const changes: Change[] = [];
    let bytes = 0;
    for (const row of rows) {
      const change = recordOf(row) as Change;
      bytes += Buffer.byteLength(JSON.stringify(change)) + 1;
      if (changes.length > 0 && bytes > MAX_BODY_BYTES - BODY_MARGIN) break;
      changes.push(change);
    }
    return changes;
  }

  /**
   * The hashed records after `from` up to `through` recomputed, one batch per step
   * (outbox-chain.ts): the first finding, or null.
   */
  chain(options: {
    from?: AckPoint;
    through?: number;
    ack?: AckPoint | null;
  }): Generator<number, ChainFinding | null> {
    return walkChain(this.db, options);
  }

  /** The rows whose latest record is after `from` up to `through`, each against it. */
  recordedRows(from: number, through: number): RowMismatch[] {
    return compareRecords(this.db, from, through);
  }

  /** Keeps head office's acknowledgement, once per seq; whether it was new. */
  keepAck(ack: Ack, receivedAt: string): boolean {
    return this.statements.keepAck.run({ ...ack, receivedAt }).changes > 0;
  }

  /** The acknowledgement of the highest seq kept, verified against its seal (D68); null before any. */
  latestAck(): KeptAck | null {
    const row = this.seals.verifyRow(
      'outbox_acks',
      this.statements.latestAck.get() as AckRow | undefined,
    );
    if (!row) return null;
    return {
      workstationId: row.workstation_id,
      seq: row.seq,
      head: row.head,
      at: row.at,
      signature: row.signature,
      receivedAt: row.received_at,
    };
  }
}

function recordOf(row: OutboxRow): OutboxRecord {
  return {
    seq: row.seq,
    at: row.at,
    table: row.tbl,
    op: row.op,
    key: row.key,
    row: row.row,
    prev: row.prev,
    hash: row.hash,
  };
}
