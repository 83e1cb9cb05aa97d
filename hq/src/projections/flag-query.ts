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
  operator_name: string | null;
  note: string;
  outcome: string | null;
  report_reference: string | null;
  reviewed_by: string | null;
  reviewer_name: string | null;
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
    operatorName: record.operator_name,
    note: record.note,
    outcome: record.outcome,
    reportReference: record.report_reference,
    reviewedBy: record.reviewed_by,
    reviewerName: record.reviewer_name,
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
      // Who flagged and who reviewed, each named by a join on the names' primary key.
      select: `SELECT f.workstation_id, f.branch_code, f.workstation_number, f.flag_id, t.reference,
                      t.time_zone, f.at, f.operator_id, flagger.display_name AS operator_name,
                      f.note, f.outcome, f.report_reference, f.reviewed_by,
                      reviewer.display_name AS reviewer_name, f.reviewed_at
                 FROM hq_suspicion_flags f
                 LEFT JOIN LATERAL (SELECT reference, time_zone FROM hq_transfers x
                                     WHERE x.workstation_id = f.workstation_id
                                       AND x.transfer_id = f.transfer_id
                                     LIMIT 1) t ON true
                 LEFT JOIN hq_operator_names flagger
                   ON flagger.workstation_id = f.workstation_id AND flagger.operator_id = f.operator_id
                 LEFT JOIN hq_operator_names reviewer
                   ON reviewer.workstation_id = f.workstation_id
                  AND reviewer.operator_id = f.reviewed_by`,
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
  const currencies = await q.query<{ value: string }>(
    "SELECT value FROM hq_record_values WHERE dimension = 'currency' ORDER BY 1",
  );
  // Each id with the names its workstations give it: a few rows per workstation, read whole.
  const operators = await q.query<{ operator_id: string; names: string[] | null }>(
    `SELECT v.value AS operator_id,
            array_agg(DISTINCT n.display_name ORDER BY n.display_name)
              FILTER (WHERE n.display_name IS NOT NULL) AS names
       FROM hq_record_values v LEFT JOIN hq_operator_names n ON n.operator_id = v.value
      WHERE v.dimension = 'operator'
      GROUP BY v.value ORDER BY v.value`,
  );
  return {
    branches: [...new Map(desks.map((d) => [d.branch_code, d.branch_name ?? d.branch_code]))].map(
      ([code, name]) => ({ code, name }),
    ),
    workstations: desks.map((d) => ({
      branchCode: d.branch_code,
      workstationId: d.workstation_id,
      workstationNumber: d.workstation_number,
    })),
    operators: operators.map((o) => ({ operatorId: o.operator_id, names: o.names ?? [] })),
    currencies: currencies.map((c) => c.value),
  };
}
