import type { Database } from 'better-sqlite3';
import { AUDIT_GROUP_PATTERNS, type AuditGroup } from '@shared/domain/audit-trail';
import type { AuditRow } from './audit-chain';

/** What the audit trail is filtered by, as main has read it: instants, not days (D79). */
export interface AuditRowFilter {
  operatorId?: string;
  group?: AuditGroup;
  /** ISO instants, [from, to). */
  from?: string;
  to?: string;
  /** A transfer's reference (12 digits, checked by the schema) in the entry's details. */
  reference?: string;
  /** Only entries up to this one (an export stops at the end of the chain it checked). */
  throughSeq?: number;
}

/**
 * The audit log read as a trail (D79): filtered, counted and paged newest first, or every match
 * oldest first for a file. Read-only; the rows are the audit table's own, MACs included.
 */
export class AuditTrailQueries {
  constructor(private readonly db: Database) {}

  count(filter: AuditRowFilter): number {
    const { where, params } = conditions(filter);
    // catalog-ignore: SQL, not words
    const sql = `SELECT count(*) AS n FROM audit ${where}`;
    return (this.db.prepare(sql).get(params) as { n: number }).n;
  }

  /** One page, newest first. */
  page(filter: AuditRowFilter, limit: number, offset: number): AuditRow[] {
    const { where, params } = conditions(filter);
    // catalog-ignore: SQL, not words
    const sql = `SELECT * FROM audit ${where} ORDER BY seq DESC LIMIT @limit OFFSET @offset`;
    return this.db.prepare(sql).all({ ...params, limit, offset }) as AuditRow[];
  }

  /** Every match, oldest first, one row at a time. */
  *rows(filter: AuditRowFilter): Generator<AuditRow> {
    const { where, params } = conditions(filter);
    // catalog-ignore: SQL, not words
    const sql = `SELECT * FROM audit ${where} ORDER BY seq`;
    yield* this.db.prepare(sql).iterate(params) as Iterable<AuditRow>;
  }
}

function conditions(filter: AuditRowFilter): { where: string; params: Record<string, unknown> } {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.operatorId !== undefined) {
    parts.push('operator_id = @operatorId');
    params.operatorId = filter.operatorId;
  }
  if (filter.group !== undefined) {
    const likes = AUDIT_GROUP_PATTERNS[filter.group].map((pattern, i) => {
      params[`pattern${i}`] = pattern;
      // catalog-ignore: SQL, not words
      return `action LIKE @pattern${i}`;
    });
    // catalog-ignore: SQL, not words
    parts.push(`(${likes.join(' OR ')})`);
  }
  if (filter.from !== undefined) {
    parts.push('at >= @from');
    params.from = filter.from;
  }
  if (filter.to !== undefined) {
    parts.push('at < @to');
    params.to = filter.to;
  }
  if (filter.reference !== undefined) {
    // Digits only (the schema's check), so no LIKE wildcard can come in with it.
    parts.push(`instr(details, @reference) > 0`);
    params.reference = filter.reference;
  }
  if (filter.throughSeq !== undefined) {
    parts.push('seq <= @throughSeq');
    params.throughSeq = filter.throughSeq;
  }
  return { where: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}
