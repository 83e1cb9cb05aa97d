import type { Database } from 'better-sqlite3';
import { changeHash } from '../../../hq/protocol/chain';
import { GENESIS } from '../../../hq/protocol/wire';
import { recordNaming } from './outbox-naming';

/**
 * The outbox's chain recomputed (D97): each record's hash from its own fields and the hash
 * before it (hq/protocol/chain.ts, what head office checks), and at the acknowledged seq the head
 * head office signed. A record rewritten in place no longer hashes to its hash; a chain rewritten
 * from some record on no longer reaches the acknowledged head.
 */

export type ChainFindingKind = 'missing' | 'relinked' | 'edited' | 'ack-differs' | 'short';

export interface ChainFinding {
  kind: ChainFindingKind;
  seq: number;
  /** The record's table and the values that name its row (null: no record to name). */
  table: string | null;
  naming: string | null;
}

/** What head office acknowledged: its seq and the hash there. */
export interface AckPoint {
  seq: number;
  head: string;
}

interface Row {
  seq: number;
  at: string;
  tbl: string;
  op: 'insert' | 'update' | 'delete';
  key: string;
  row: string | null;
  prev: string | null;
  hash: string | null;
}

/**
 * Walks the hashed records after `from` (a seq and its hash; seq 0 and GENESIS for the start)
 * up to `through` (all, by default), a batch at a time, yielding the records read between
 * batches. Returns the first finding, or null. When `ack` is given, the record at its seq must
 * carry its head and the chain must reach it.
 */
export function* walkChain(
  db: Database,
  options: { from?: AckPoint; through?: number; ack?: AckPoint | null; batchRows?: number },
): Generator<number, ChainFinding | null> {
  const batch = options.batchRows ?? 500;
  const through = options.through ?? Number.MAX_SAFE_INTEGER;
  const ack = options.ack ?? null;
  const next = db.prepare('SELECT * FROM outbox WHERE seq > ? AND seq <= ? ORDER BY seq LIMIT ?');
  let seq = options.from?.seq ?? 0;
  let prev = options.from?.head ?? GENESIS;
  let read = 0;
  for (;;) {
    const rows = next.all(seq, through, batch) as Row[];
    for (const row of rows) {
      if (row.hash === null) return reaches(seq, ack);
      const found = (kind: ChainFindingKind): ChainFinding => ({
        kind,
        seq: row.seq,
        table: row.tbl,
        naming: recordNaming(row.tbl, row.key, row.row),
      });
      if (row.seq !== seq + 1) return { kind: 'missing', seq: seq + 1, table: null, naming: null };
      if (row.prev !== prev) return found('relinked');
      if (changeHash({ ...row, table: row.tbl, prev }) !== row.hash) return found('edited');
      if (ack && row.seq === ack.seq && row.hash !== ack.head) return found('ack-differs');
      seq = row.seq;
      prev = row.hash;
    }
    read += rows.length;
    if (rows.length < batch) break;
    yield read;
  }
  return reaches(seq, ack);
}

/** The walk ended at `last`: it must have reached the acknowledged seq. */
function reaches(last: number, ack: AckPoint | null): ChainFinding | null {
  return ack && last < ack.seq ? { kind: 'short', seq: ack.seq, table: null, naming: null } : null;
}
