import {
  AUDIT_PAGE_SIZE,
  auditGroupOf,
  detailsText,
  type AuditTrailExport,
  type AuditTrailPage,
  type AuditTrailQuery,
  type AuditTrailRow,
} from '@shared/domain/audit-trail';
import type { Session } from '@shared/domain/operators';
import { textFor, type Language } from '@shared/i18n/catalog';
import { saidInEveryLanguage, saying, worded } from '@shared/i18n/worded';
import type { IpcError } from '@shared/ipc/define';
import { fail, ok, type Result } from '@shared/result';
import type { AuditRow } from '../journal/audit-chain';
import type { AuditRowFilter } from '../journal/audit-trail-queries';
import { daysFilter, type JournalReportOptions } from './branch-zone';
import { localTimeCell, writeCsvFile } from './csv-file';

/** The audit row of a saved audit trail: what was saved, by whom, and the chain checked. */
export const AUDIT_EXPORTED_ACTION = 'audit.exported';

export type AuditExportError = IpcError<'cannot-write' | 'chain-broken'>;

/**
 * The audit trail for admins, auditors and compliance officers (D79): the keyed audit log, paged
 * and filtered, each entry shown with whether its MAC checks; and the same entries as CSV, written
 * only after the whole chain was walked and each entry's MAC checked again as it is read, so the
 * file holds the chain's own entries. The file carries each entry's MAC and the one before it,
 * for head office to check with the workstation's key. Its headers and kinds of action are in the
 * language of whoever saves it (D88); actions, details and MACs are the journal's own text.
 */
export interface AuditTrail {
  page(query: AuditTrailQuery): AuditTrailPage;
  exportCsv(
    query: AuditTrailQuery,
    destination: string,
    by: Session,
    language?: Language,
  ): Promise<Result<AuditTrailExport, AuditExportError>>;
}

export function createAuditTrail(options: JournalReportOptions): AuditTrail {
  const { journal } = options;

  function filterOf(query: AuditTrailQuery, zone: string): AuditRowFilter {
    const { fromInstant, toInstant } = daysFilter(query, zone);
    return {
      ...(query.operatorId !== undefined ? { operatorId: query.operatorId } : {}),
      ...(query.group !== undefined ? { group: query.group } : {}),
      ...(fromInstant !== undefined ? { from: fromInstant } : {}),
      ...(toInstant !== undefined ? { to: toInstant } : {}),
      ...(query.reference !== undefined ? { reference: query.reference } : {}),
    };
  }

  /** The entry with its keyed MAC checked: undefined when it does not check. */
  const checked = (row: AuditRow) => journal.audit.sealedEntry(row.seq) !== undefined;

  return {
    page(query) {
      const zone = options.timeZone();
      const filter = filterOf(query, zone);
      const total = journal.auditTrail.count(filter);
      const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
      const page = Math.min(query.page ?? 1, pages);
      const rows = journal.auditTrail
        .page(filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE)
        .map((row): AuditTrailRow => ({
          seq: row.seq,
          at: row.at,
          operatorId: row.operator_id,
          action: row.action,
          group: auditGroupOf(row.action),
          details: detailsText(row.details),
          checked: checked(row),
        }));
      return { rows, page, pages, total, timeZone: zone };
    },

    async exportCsv(query, destination, by, language = 'en') {
      const say = textFor(language);
      const walked = journal.audit.verify();
      if (!walked.ok) {
        // In every language: the oversight pages hold no journal words (D93).
        const what = saidInEveryLanguage(walked);
        return fail(worded('chain-broken', 'oversight.audit.chainBroken', { what }));
      }
      const last = walked.last;
      const zone = options.timeZone();
      const filter: AuditRowFilter = { ...filterOf(query, zone), throughSeq: last?.seq ?? 0 };
      let rows = 0;
      let broken: AuditRow | null = null;
      function* records(): Generator<Record<string, string>> {
        for (const row of journal.auditTrail.rows(filter)) {
          // Checked again as it is read: the file holds only entries whose MAC is right.
          if (!checked(row)) {
            broken = row;
            throw new Error(`audit entry ${row.seq} does not check`);
          }
          rows += 1;
          const group = auditGroupOf(row.action);
          yield {
            seq: String(row.seq),
            at: localTimeCell(row.at, zone),
            atUtc: row.at,
            operator: row.operator_id ?? '',
            group: group ? say(`oversight.audit.groups.${group}`) : '',
            action: row.action,
            details: detailsText(row.details),
            previousMac: row.prev_hash,
            mac: row.hash,
          };
        }
      }
      const written = await writeCsvFile(
        records(),
        [
          { key: 'seq', header: say('oversight.audit.csv.seq') },
          { key: 'at', header: say('oversight.audit.csv.at', { zone }) },
          { key: 'atUtc', header: say('oversight.audit.csv.atUtc') },
          { key: 'operator', header: say('oversight.audit.csv.operator') },
          { key: 'group', header: say('oversight.audit.csv.group') },
          { key: 'action', header: say('oversight.audit.csv.action') },
          { key: 'details', header: say('oversight.audit.csv.details') },
          { key: 'previousMac', header: say('oversight.audit.csv.previousMac') },
          { key: 'mac', header: say('oversight.audit.csv.mac') },
        ],
        destination,
      );
      const entry = broken as AuditRow | null;
      if (entry) {
        return fail(
          worded('chain-broken', 'oversight.audit.chainBroken', {
            what: saidInEveryLanguage(
              saying('journal.audit.changedSinceCheck', { seq: entry.seq }),
            ),
          }),
        );
      }
      if (!written.ok) return written;
      const exported: AuditTrailExport = {
        file: destination,
        rows,
        chainFirst: last ? 1 : 0,
        chainLast: last?.seq ?? 0,
      };
      journal.audit.append({
        at: new Date(options.now()).toISOString(),
        operatorId: by.operatorId,
        action: AUDIT_EXPORTED_ACTION,
        details: { ...query, rows, chainLast: exported.chainLast },
      });
      return ok(exported);
    },
  };
}
