import { AUDIT_GROUP_PATTERNS } from '../../../shared/domain/audit-trail';
import { zonedTimeText } from '../../../shared/domain/zoned-time';
import {
  PAGE_DEFAULT,
  type AuditFilters,
  type HqAuditRow,
  type Page,
} from '../../console-api/records';
import type { Queryable } from '../db/db';
import { daysFilter, keysetPage, Where } from './where';

/*
 * The audit trail of every workstation (D102): newest first, filtered by branch, workstation,
 * operator, kind of action (the workstation's own groups, shared/domain/audit-trail.ts), days and
 * the transfer reference an entry names.
 */

interface AuditRecord {
  workstation_id: string;
  branch_code: string;
  workstation_number: number;
  seq: number;
  at: Date;
  time_zone: string;
  operator_id: string | null;
  /** The operator's name at their workstation, null when head office has none. */
  operator_name: string | null;
  action: string;
  details: string;
}

function auditWhere(filters: AuditFilters): Where {
  const where = new Where()
    .when(filters.branch, (p, v) => `branch_code = ${p(v)}`)
    .when(filters.workstation, (p, v) => `workstation_id = ${p(v)}`)
    .when(filters.operator, (p, v) => `operator_id = ${p(v.toLowerCase())}`)
    .when(filters.reference, (p, v) => `reference = ${p(v)}`);
  if (filters.group) {
    const patterns = AUDIT_GROUP_PATTERNS[filters.group];
    where.add((p) => `(${patterns.map((pattern) => `action LIKE ${p(pattern)}`).join(' OR ')})`);
  }
  daysFilter(where, 'at', filters.from, filters.to);
  return where;
}

function rowOf(record: AuditRecord): HqAuditRow {
  const at = new Date(record.at).toISOString();
  return {
    branchCode: record.branch_code,
    workstationId: record.workstation_id,
    workstationNumber: record.workstation_number,
    seq: record.seq,
    at,
    localTime: zonedTimeText(at, record.time_zone, { seconds: true }),
    operatorId: record.operator_id,
    operatorName: record.operator_name,
    action: record.action,
    details: record.details,
  };
}

export function auditPage(
  q: Queryable,
  filters: AuditFilters,
  cursor?: string,
  limit = PAGE_DEFAULT,
): Promise<Page<HqAuditRow> | null> {
  return keysetPage(
    q,
    {
      // The name by a join on its primary key; USING keeps every filter's column the entry's own.
      select: `SELECT workstation_id, branch_code, workstation_number, seq, at, time_zone, operator_id,
                      display_name AS operator_name, action, details
                 FROM hq_audit LEFT JOIN hq_operator_names USING (workstation_id, operator_id)`,
      where: auditWhere(filters),
      keyset: {
        columns: ['at', 'workstation_id', 'seq'],
        key: (r: AuditRecord) => [r.at, r.workstation_id, r.seq],
      },
      rowOf,
    },
    cursor,
    limit,
  );
}
