import type { Change } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import {
  instantOf,
  integerKey,
  integerOf,
  lastImages,
  textOf,
  type ProjectedDesk,
} from './projection';
import { byColumn } from './transfers';

/*
 * What compliance reads beside the transfers (D102): the controls' marks (reportable, a split
 * series and its window) and the suspicion flags with their reviews, each workstation's own rows.
 * A transfer's marks and whether it is flagged are copied onto its log row, so the log filters
 * them without a join.
 */

export async function projectMarks(
  tx: Queryable,
  ws: ProjectedDesk,
  changes: readonly Change[],
): Promise<number[]> {
  const images = lastImages(
    changes,
    (key, row) => {
      const transferId = integerKey('transfer_id')(key, row);
      const mark = textOf(key, 'mark') ?? (row ? textOf(row, 'mark') : null);
      return transferId === null || mark === null ? null : { transferId, mark };
    },
    (key) => `${key.transferId}\u0000${key.mark}`,
  );
  for (const { key, row } of images) {
    if (row === null) {
      await tx.query(
        'DELETE FROM hq_control_marks WHERE workstation_id = $1 AND transfer_id = $2 AND mark = $3',
        [ws.id, key.transferId, key.mark],
      );
    }
  }
  const rows = images
    .filter((image) => image.row !== null)
    .map(({ key, row }) => [
      key.transferId,
      key.mark,
      textOf(row!, 'series'),
      instantOf(row!, 'at') ?? new Date(0).toISOString(),
    ]);
  if (rows.length > 0) {
    await tx.query(
      `INSERT INTO hq_control_marks (workstation_id, transfer_id, mark, series, at)
       SELECT $1, u.* FROM unnest($2::bigint[], $3::text[], $4::text[], $5::timestamptz[]) AS u
       ON CONFLICT (workstation_id, transfer_id, mark) DO UPDATE SET series = EXCLUDED.series, at = EXCLUDED.at`,
      [ws.id, ...byColumn(rows, 4)],
    );
  }
  return images.map((image) => image.key.transferId);
}

export async function projectFlags(
  tx: Queryable,
  ws: ProjectedDesk,
  changes: readonly Change[],
): Promise<number[]> {
  const images = lastImages(changes, integerKey('id'), String);
  const touched: number[] = [];
  for (const { key, row } of images) {
    if (row === null) {
      const [gone] = await tx.query<{ transfer_id: number }>(
        'DELETE FROM hq_suspicion_flags WHERE workstation_id = $1 AND flag_id = $2 RETURNING transfer_id',
        [ws.id, key],
      );
      if (gone) touched.push(gone.transfer_id);
    }
  }
  const rows = images.flatMap(({ key, row }) => {
    const transferId = row ? integerOf(row, 'transfer_id') : null;
    if (row === null || transferId === null) return [];
    touched.push(transferId);
    return [
      [
        key,
        transferId,
        instantOf(row, 'at') ?? new Date(0).toISOString(),
        textOf(row, 'operator_id') ?? '',
        textOf(row, 'note') ?? '',
      ],
    ];
  });
  if (rows.length > 0) {
    await tx.query(
      `INSERT INTO hq_suspicion_flags (workstation_id, branch_code, workstation_number, flag_id, transfer_id, at, operator_id, note)
       SELECT $1, $2, $3, u.* FROM unnest($4::bigint[], $5::bigint[], $6::timestamptz[], $7::text[], $8::text[]) AS u
       ON CONFLICT (workstation_id, flag_id) DO UPDATE SET
         transfer_id = EXCLUDED.transfer_id, at = EXCLUDED.at, operator_id = EXCLUDED.operator_id, note = EXCLUDED.note`,
      [ws.id, ws.branchCode, ws.number, ...byColumn(rows, 5)],
    );
  }
  return touched;
}

/** A flag's review (no action, or reported with the report's reference), onto its flag. */
export async function projectFlagReviews(
  tx: Queryable,
  ws: ProjectedDesk,
  changes: readonly Change[],
): Promise<void> {
  const images = lastImages(changes, integerKey('flag_id'), String);
  for (const { key, row } of images) {
    await tx.query(
      `UPDATE hq_suspicion_flags SET outcome = $3, report_reference = $4, review_note = $5,
         reviewed_by = $6, reviewed_at = $7 WHERE workstation_id = $1 AND flag_id = $2`,
      [
        ws.id,
        key,
        row && textOf(row, 'outcome'),
        row && textOf(row, 'report_reference'),
        row && textOf(row, 'note'),
        row && textOf(row, 'reviewed_by'),
        row && instantOf(row, 'reviewed_at'),
      ],
    );
  }
}

/** The marks and the flag onto the log rows of the transfers whose marks or flags changed. */
export async function refreshTransferMarks(
  tx: Queryable,
  ws: ProjectedDesk,
  transferIds: readonly number[],
): Promise<void> {
  if (transferIds.length === 0) return;
  await tx.query(
    `UPDATE hq_transfers t SET
       marks = COALESCE((SELECT array_agg(m.mark ORDER BY m.mark) FROM hq_control_marks m
                          WHERE m.workstation_id = t.workstation_id AND m.transfer_id = t.transfer_id), '{}'),
       flagged = EXISTS (SELECT 1 FROM hq_suspicion_flags f
                          WHERE f.workstation_id = t.workstation_id AND f.transfer_id = t.transfer_id)
     WHERE t.workstation_id = $1 AND t.transfer_id = ANY($2::bigint[])`,
    [ws.id, [...new Set(transferIds)]],
  );
}
