import type { Session } from '@shared/domain/operators';
import type { Journal } from '../journal/journal';

/**
 * The desk's reports taken out of the app: the receipt log and the end of day. They hold
 * customers' names, accounts and amounts, so an auditor must be able to learn who took which of
 * them, when and where to; `reports.%` is the receipts' kind of action (audit-trail.ts).
 */
export const REPORT_FILE_ACTIONS = {
  logExported: 'reports.log-exported',
  endOfDayExported: 'reports.end-of-day-exported',
  endOfDayPrinted: 'reports.end-of-day-printed',
} as const;

/**
 * Audits a file written (or a document printed: `file` null) for `by`, once it is out (the desk's
 * reports, the flags' CSV, the month's reconciliation, each with its own action): what was
 * asked for and where it went, never its rows, so the trail holds no copy of what left the app.
 * A write that failed or was cancelled gave nothing out and is not audited.
 */
export function auditFileOut(
  journal: Pick<Journal, 'audit'>,
  at: number,
  by: Session,
  action: string,
  details: Record<string, unknown>,
): void {
  journal.audit.append({
    at: new Date(at).toISOString(),
    operatorId: by.operatorId,
    action,
    details,
  });
}
