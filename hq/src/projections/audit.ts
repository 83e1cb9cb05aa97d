import type { Change } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import { jsonRecordset, jsonRows, type JsonColumn } from '../db/json-rows';
import {
  instantOf,
  integerKey,
  lastImages,
  textOf,
  type JournalRow,
  type ProjectedDesk,
} from './projection';

/*
 * The workstation's audit log as the console's audit trail reads it (D102): every entry with its
 * branch and workstation, and the transfer reference its details name, for the reference filter.
 * The workstation's keyed chain (its MACs) is the workstation's to check; head office's own
 * check of what it received is the replication chain (D91).
 */

function referenceIn(details: string): string | null {
  try {
    const parsed: unknown = JSON.parse(details);
    const reference = (parsed as { reference?: unknown } | null)?.reference;
    return typeof reference === 'string' ? reference : null;
  } catch {
    return null;
  }
}

/** An audit entry's cells, in this order (cellsOf), as its JSON parameter names them. */
const AUDIT_COLUMNS: readonly JsonColumn[] = [
  ['seq', 'bigint'],
  ['at', 'timestamptz'],
  ['operator_id', 'text'],
  ['action', 'text'],
  ['details', 'text'],
  ['reference', 'text'],
];

function cellsOf(seq: number, row: JournalRow): unknown[] | null {
  const at = instantOf(row, 'at');
  const action = textOf(row, 'action');
  if (at === null || action === null) return null;
  const details = textOf(row, 'details') ?? '';
  return [seq, at, textOf(row, 'operator_id'), action, details, referenceIn(details)];
}

export async function projectAudit(
  tx: Queryable,
  ws: ProjectedDesk,
  changes: readonly Change[],
): Promise<void> {
  const images = lastImages(changes, integerKey('seq'), String);
  const gone = images.filter((image) => image.row === null).map((image) => image.key);
  if (gone.length > 0) {
    await tx.query('DELETE FROM hq_audit WHERE workstation_id = $1 AND seq = ANY($2::bigint[])', [
      ws.id,
      gone,
    ]);
  }
  const rows = images.flatMap(({ key, row }) => {
    const cells = row ? cellsOf(key, row) : null;
    return cells ? [cells] : [];
  });
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO hq_audit (workstation_id, branch_code, workstation_number, time_zone, local_day, seq, at, operator_id, action, details, reference)
     SELECT $1, $2, $3, $4, (u.at AT TIME ZONE $4)::date, u.*
       FROM ${jsonRecordset('$5', 'u', AUDIT_COLUMNS)}
     ON CONFLICT (workstation_id, seq, at) DO UPDATE SET operator_id = EXCLUDED.operator_id,
       action = EXCLUDED.action, details = EXCLUDED.details, reference = EXCLUDED.reference`,
    [ws.id, ws.branchCode, ws.number, ws.timeZone, jsonRows(AUDIT_COLUMNS, rows)],
    { prepared: true },
  );
}
