import { zonedTimeText } from '../../../shared/domain/zoned-time';
import {
  PAGE_DEFAULT,
  type FilterChoices,
  type FlagFilters,
  type HqFlagRow,
  type Page,
} from '../../console-api/records';
import type { Queryable } from '../db/db';
import { keysetPage, Where } from './where';

/*
 * The suspicion flags of every branch (D102), newest first, each with its transfer's reference and
 * the review a compliance officer recorded at the workstation, if any.
 */

interface FlagRecord {
  workstation_id: string;
  branch_code: string;
  workstation_number: number;
  flag_id: number;
  reference: string | null;
  time_zone: string | null;
  at: Date;
  operator_id: string;
  note: string;
  outcome: string | null;
  report_reference: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
}

function rowOf(record: FlagRecord): HqFlagRow {
  const at = new Date(record.at).toISOString();
  return {
    branchCode: record.branch_code,
    workstationId: record.workstation_id,
    workstationNumber: record.workstation_number,
    flagId: record.flag_id,
    reference: record.reference,
    at,
    localTime: record.time_zone ? zonedTimeText(at, record.time_zone) : at,
    operatorId: record.operator_id,
    note: record.note,
    outcome: record.outcome,
    reportReference: record.report_reference,
    reviewedBy: record.reviewed_by,
    reviewedAt: record.reviewed_at ? new Date(record.reviewed_at).toISOString() : null,
  };
}

export function flagPage(
  q: Queryable,
  filters: FlagFilters,
  cursor?: string,
  limit = PAGE_DEFAULT,
): Promise<Page<HqFlagRow> | null> {
  // Dates here are UTC days: a flag's branch zone comes with its transfer, which may be missing.
  const where = new Where()
    .when(filters.branch, (p, v) => `f.branch_code = ${p(v)}`)
    .when(filters.from, (p, v) => `f.at >= ${p(v)}::date`)
    .when(filters.to, (p, v) => `f.at < ${p(v)}::date + 1`);
  if (filters.open === 'yes') where.add(() => 'f.outcome IS NULL');
  return keysetPage(
    q,
    {
      select: `SELECT f.workstation_id, f.branch_code, f.workstation_number, f.flag_id, t.reference,
                      t.time_zone, f.at, f.operator_id, f.note, f.outcome, f.report_reference,
                      f.reviewed_by, f.reviewed_at
                 FROM hq_suspicion_flags f
                 LEFT JOIN LATERAL (SELECT reference, time_zone FROM hq_transfers x
                                     WHERE x.workstation_id = f.workstation_id
                                       AND x.transfer_id = f.transfer_id
                                     LIMIT 1) t ON true`,
      where,
      keyset: {
        columns: ['f.at', 'f.workstation_id', 'f.flag_id'],
        key: (r: FlagRecord) => [r.at, r.workstation_id, r.flag_id],
      },
      rowOf,
    },
    cursor,
    limit,
  );
}

/** What the filters offer: the branches, workstations, operators and currencies on record. */
export async function filterChoices(q: Queryable): Promise<FilterChoices> {
  const desks = await q.query<{
    branch_code: string;
    branch_name: string | null;
    workstation_id: string;
    workstation_number: number;
  }>(
    `SELECT d.branch_code, b.name AS branch_name, d.workstation_id, d.workstation_number
       FROM hq_record_desks d LEFT JOIN branches b ON b.code = d.branch_code
      ORDER BY 2, 1, 4, 3`,
  );
  const values = await q.query<{ dimension: string; value: string }>(
    'SELECT dimension, value FROM hq_record_values ORDER BY 1, 2',
  );
  const of = (dimension: string) =>
    values.filter((v) => v.dimension === dimension).map((v) => v.value);
  return {
    branches: [...new Map(desks.map((d) => [d.branch_code, d.branch_name ?? d.branch_code]))].map(
      ([code, name]) => ({ code, name }),
    ),
    workstations: desks.map((d) => ({
      branchCode: d.branch_code,
      workstationId: d.workstation_id,
      workstationNumber: d.workstation_number,
    })),
    operators: of('operator'),
    currencies: of('currency'),
  };
}
