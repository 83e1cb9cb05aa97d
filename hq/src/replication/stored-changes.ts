import type { Ack, Change } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import { jsonRecordset, jsonRows, type JsonColumn } from '../db/json-rows';

/** A row of `changes` as read back (the columns named as in the table). */
export interface ChangeRow {
  seq: number;
  at: string;
  table_name: string;
  op: Change['op'];
  key: string;
  row: string | null;
  prev: string;
  hash: string;
}

/** The stored columns of a change, as the JSON parameter names them (the Change's own fields). */
const CHANGE_COLUMNS: readonly JsonColumn[] = [
  ['seq', 'bigint'],
  ['at', 'text'],
  ['table', 'text'],
  ['op', 'text'],
  ['key', 'text'],
  ['row', 'text'],
  ['prev', 'text'],
  ['hash', 'text'],
];

/**
 * Stores changes the locked head has just accepted and moves the head to the last of them, signed
 * by `ack`, in one statement: the batch as one JSON parameter (D123), so a batch of 500 is one
 * round trip whatever its size.
 */
export async function storeChanges(
  tx: Queryable,
  workstationId: string,
  changes: readonly Change[],
  receivedAt: Date,
  ack: Ack,
): Promise<void> {
  await tx.query(
    `WITH stored AS (
       INSERT INTO changes (workstation_id, received_at, seq, at, table_name, op, key, row, prev, hash)
       SELECT $1::text, $2::timestamptz, c.* FROM ${jsonRecordset('$3', 'c', CHANGE_COLUMNS)})
     UPDATE workstation_heads SET seq = $4, head = $5, ack_at = $6, ack_signature = $7, updated_at = $2,
            journaled_at = COALESCE($8::timestamptz, journaled_at)
      WHERE workstation_id = $1`,
    [
      workstationId,
      receivedAt,
      jsonRows(
        CHANGE_COLUMNS,
        changes.map((c) => [c.seq, c.at, c.table, c.op, c.key, c.row, c.prev, c.hash]),
      ),
      ack.seq,
      ack.head,
      ack.at,
      ack.signature,
      journaledAt(changes),
    ],
    { prepared: true },
  );
}

/**
 * D137: when the batch's last change was journaled, by the workstation's clock, or null when it
 * names no instant; the last, not the latest, so a clock set back never proves too much.
 */
function journaledAt(changes: readonly Change[]): string | null {
  const at = Date.parse(changes.at(-1)?.at ?? '');
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** The stored hash of each of the workstation's changes from `from` to `to`. */
export async function storedHashes(
  tx: Queryable,
  workstationId: string,
  from: number,
  to: number,
): Promise<Map<number, string>> {
  if (to < from) return new Map();
  const rows = await tx.query<{ seq: number; hash: string }>(
    'SELECT seq, hash FROM changes WHERE workstation_id = $1 AND seq BETWEEN $2 AND $3',
    [workstationId, from, to],
  );
  return new Map(rows.map((r) => [Number(r.seq), r.hash]));
}

/**
 * The workstation's stored changes after `after`, in order, at most `limit` of them and, past the
 * first, no more than `maxChars` of row text: a rebuild's page.
 */
export async function readChanges(
  tx: Queryable,
  workstationId: string,
  after: number,
  limit: number,
  maxChars: number,
): Promise<Change[]> {
  const rows = await tx.query<ChangeRow>(
    `SELECT seq, at, table_name, op, key, row, prev, hash FROM changes
      WHERE workstation_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    [workstationId, after, limit],
  );
  const page: Change[] = [];
  let chars = 0;
  for (const r of rows) {
    chars += r.key.length + (r.row?.length ?? 0);
    if (page.length > 0 && chars > maxChars) break;
    page.push(toChange(r));
  }
  return page;
}

/** A stored row as the Change the workstation sent. */
export function toChange(r: ChangeRow): Change {
  return {
    seq: Number(r.seq),
    at: r.at,
    table: r.table_name,
    op: r.op,
    key: r.key,
    row: r.row,
    prev: r.prev,
    hash: r.hash,
  };
}
