import type { Change } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import { projectAudit } from './audit';
import { projectOperatorNames } from './operator-names';
import { projectFlagReviews, projectFlags, projectMarks, refreshTransferMarks } from './oversight';
import type { ChangeProjection, ProjectedDesk, ProjectedWorkstation } from './projection';
import { projectTransfers } from './transfers';

export type { ChangeProjection, ProjectedDesk, ProjectedWorkstation } from './projection';

/** The journal tables of the console's records; besides operators' names, the rest pass it by. */
export const PROJECTED_TABLES = [
  'transfers',
  'control_marks',
  'suspicion_flags',
  'flag_reviews',
  'audit',
] as const;

/** The workstation with its branch's zone (UTC for a branch head office does not know). */
async function deskOf(tx: Queryable, workstation: ProjectedWorkstation): Promise<ProjectedDesk> {
  if (workstation.timeZone) return { ...workstation, timeZone: workstation.timeZone };
  const [branch] = await tx.query<{ time_zone: string }>(
    'SELECT time_zone FROM branches WHERE code = $1',
    [workstation.branchCode],
  );
  return { ...workstation, timeZone: branch?.time_zone ?? 'UTC' };
}

/**
 * The console's projection of a batch (D102): each table's changes in one statement or a few,
 * transfers before what refers to them, then the marks and flags copied onto their log rows. The
 * operators' names first: they are no record, so a batch of them alone makes no desk a filter
 * offers.
 */
export const consoleProjection: ChangeProjection = async (
  tx: Queryable,
  projected: ProjectedWorkstation,
  changes: readonly Change[],
) => {
  const of = (table: string) => changes.filter((change) => change.table === table);
  const operators = of('operators');
  if (operators.length > 0) await projectOperatorNames(tx, projected, operators);
  if (!changes.some((change) => (PROJECTED_TABLES as readonly string[]).includes(change.table)))
    return;
  const workstation = await deskOf(tx, projected);
  await tx.query(
    `INSERT INTO hq_record_desks (workstation_id, branch_code, workstation_number) VALUES ($1, $2, $3)
     ON CONFLICT (workstation_id) DO UPDATE SET branch_code = EXCLUDED.branch_code,
       workstation_number = EXCLUDED.workstation_number
     WHERE hq_record_desks.branch_code <> EXCLUDED.branch_code
        OR hq_record_desks.workstation_number <> EXCLUDED.workstation_number`,
    [workstation.id, workstation.branchCode, workstation.number],
    { prepared: true },
  );
  const transfers = of('transfers');
  if (transfers.length > 0) await projectTransfers(tx, workstation, transfers);
  const marks = of('control_marks');
  const touched = marks.length > 0 ? await projectMarks(tx, workstation, marks) : [];
  const flags = of('suspicion_flags');
  if (flags.length > 0) touched.push(...(await projectFlags(tx, workstation, flags)));
  const reviews = of('flag_reviews');
  if (reviews.length > 0) await projectFlagReviews(tx, workstation, reviews);
  await refreshTransferMarks(tx, workstation, touched);
  const audit = of('audit');
  if (audit.length > 0) await projectAudit(tx, workstation, audit);
};
