// What head office holds, as the partition campaign checks it after each round (checks.ts): read
// in hq-child.ts, where head office's database is open, and handed over as a JSON file.
import type { Change } from '../../../hq/protocol/wire';
import type { Db } from '../../../hq/src/db/db';
import { toChange, type ChangeRow } from '../../../hq/src/replication/stored-changes';

export interface HeadOfficeDump {
  /** Per workstation, every stored change after the seq the campaign already checked, by seq. */
  changes: Record<string, Change[]>;
  /** Per workstation: rows stored, distinct seqs among them, the highest seq. */
  counts: Record<string, { rows: number; distinct: number; max: number }>;
  /** Per workstation: the head head office acknowledged last. */
  heads: Record<string, { seq: number; head: string }>;
  /** Every request head office refused: none may come from a workstation doing its job. */
  refusals: { workstationId: string | null; endpoint: string; reason: string; message: string }[];
}

export async function dumpHeadOffice(
  db: Db,
  after: Record<string, number>,
): Promise<HeadOfficeDump> {
  const dump: HeadOfficeDump = { changes: {}, counts: {}, heads: {}, refusals: [] };
  const counted = await db.query<{
    workstation_id: string;
    rows: string;
    distinct: string;
    max: string;
  }>(
    `SELECT workstation_id, count(*) AS rows, count(DISTINCT seq) AS distinct, max(seq) AS max
       FROM changes GROUP BY workstation_id`,
  );
  for (const row of counted) {
    dump.counts[row.workstation_id] = {
      rows: Number(row.rows),
      distinct: Number(row.distinct),
      max: Number(row.max),
    };
  }
  const heads = await db.query<{ workstation_id: string; seq: string; head: string }>(
    'SELECT workstation_id, seq, head FROM workstation_heads',
  );
  for (const head of heads) {
    dump.heads[head.workstation_id] = { seq: Number(head.seq), head: head.head };
  }
  for (const workstationId of Object.keys(dump.counts)) {
    const rows = await db.query<ChangeRow>(
      `SELECT seq, at, table_name, op, key, row, prev, hash FROM changes
        WHERE workstation_id = $1 AND seq > $2 ORDER BY seq, received_at`,
      [workstationId, after[workstationId] ?? 0],
    );
    dump.changes[workstationId] = rows.map(toChange);
  }
  dump.refusals = (
    await db.query<{
      workstation_id: string | null;
      endpoint: string;
      reason: string;
      message: string;
    }>('SELECT workstation_id, endpoint, reason, message FROM refused_pushes ORDER BY id')
  ).map((r) => ({
    workstationId: r.workstation_id,
    endpoint: r.endpoint,
    reason: r.reason,
    message: r.message,
  }));
  return dump;
}
