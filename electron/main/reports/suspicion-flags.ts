import type { Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import type {
  FlagReviewRequest,
  SuspicionFlagList,
  SuspicionFlagQuery,
  SuspicionFlagReceipt,
  SuspicionFlagRequest,
  SuspicionFlagView,
} from '@shared/domain/controls';
import { sameOperator, type Session } from '@shared/domain/operators';
import type { IpcError } from '@shared/ipc/define';
import { fail, ok, type Result } from '@shared/result';
import { daysFilter, type JournalReportOptions } from './branch-zone';
import { logRowOf } from './log-row';
import { writeCsvFile } from './csv-file';
import { auditFileOut } from './file-audit';
import { flagCsvColumns, flagCsvRows } from './suspicion-flags-csv';

/**
 * The flags' CSV saved: the list names customers and what staff suspected of them, so who took it
 * out, when and where to is in the trail (what was asked for, never the flags themselves).
 */
export const FLAGS_EXPORTED_ACTION = 'suspicion.exported';

export type FlagError = IpcError<'not-found'>;
export type FlagReviewError = IpcError<'not-found' | 'reviewed-already' | 'own-transfer'>;

export interface FlagExportResult {
  file: string;
  rows: number;
  bytes: number;
}

export interface SuspicionFlags {
  /**
   * A clerk or a supervisor flags a transfer as suspicious, with a note. A clerk may flag only a
   * transfer they sent (the only ones they see), and is told only that it was recorded.
   */
  raise(request: SuspicionFlagRequest, by: Session): Result<SuspicionFlagReceipt, FlagError>;
  /** The compliance officer's list (and the auditor's), newest first (D79). */
  list(query: SuspicionFlagQuery): SuspicionFlagList;
  /** A compliance officer's outcome of a flag, once (D79): the flag as listed afterwards. */
  review(request: FlagReviewRequest, by: Session): Result<SuspicionFlagView, FlagReviewError>;
  /**
   * The same list as CSV (csv-file.ts: UTF-8 with BOM, formulas neutralised, written whole), its
   * headers and words in `language`, the operator's (D88; English when not given); audited for
   * `by` once written.
   */
  exportCsv(
    query: SuspicionFlagQuery,
    destination: string,
    by: Session,
    language?: Language,
  ): Promise<Result<FlagExportResult, IpcError<'cannot-write'>>>;
}

const EVER = { from: '0000-01-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' };

export function createSuspicionFlags(options: JournalReportOptions): SuspicionFlags {
  const { journal } = options;

  function list(query: SuspicionFlagQuery): SuspicionFlagList {
    const zone = options.timeZone();
    const { fromInstant = EVER.from, toInstant = EVER.to } = daysFilter(query, zone);
    const stored = journal.controls.flags(fromInstant, toInstant);
    const marks = journal.controls.marksOf(stored.map((flag) => flag.transfer.id));
    const reviews = journal.flagReviews.reviewsOf(stored.map((flag) => flag.id));
    const flags: SuspicionFlagView[] = stored
      .map((flag) => ({
        id: flag.id,
        flaggedAt: flag.at,
        flaggedBy: flag.operatorId,
        note: flag.note,
        transfer: logRowOf(flag.transfer, marks.get(flag.transfer.id)),
        review: reviews.get(flag.id) ?? null,
      }))
      .filter(
        (flag) =>
          query.status === undefined || (flag.review === null) === (query.status === 'open'),
      );
    return { flags, timeZone: zone };
  }

  function review(
    request: FlagReviewRequest,
    by: Session,
  ): Result<SuspicionFlagView, FlagReviewError> {
    const missing = () =>
      fail(worded('not-found', 'oversight.flags.notFound', { flag: request.flagId }));
    if (!journal.flagReviews.flagExists(request.flagId)) return missing();
    const listed = () => list({}).flags.find((flag) => flag.id === request.flagId);
    const before = listed();
    if (!before) return missing();
    // D149: nobody closes a suspicion about a transfer they entered themselves (a clerk since
    // made a compliance officer): another officer decides, as for a held transfer.
    if (sameOperator(before.transfer.operatorId, by.operatorId)) {
      const { reference } = before.transfer;
      return fail(
        worded('own-transfer', 'oversight.flags.ownTransfer', { flag: request.flagId, reference }),
      );
    }
    const recorded = journal.flagReviews.record(
      {
        flagId: request.flagId,
        outcome: request.outcome,
        reportReference: request.outcome === 'reported' ? request.reportReference! : null,
        note: request.note,
        reviewedBy: by.operatorId,
        reviewedAt: new Date(options.now()).toISOString(),
      },
      before.transfer.reference,
    );
    const after = listed()!;
    if (!recorded) {
      return fail(
        worded('reviewed-already', 'oversight.flags.reviewedAlready', {
          flag: request.flagId,
          by: after.review!.reviewedBy,
        }),
      );
    }
    return ok(after);
  }

  return {
    raise(request, by) {
      const transfer = journal.transfers.getByReference(request.reference);
      // A clerk's call learns nothing of transfers that are not theirs, not even that they exist.
      if (!transfer || (by.role === 'clerk' && transfer.operatorId !== by.operatorId)) {
        return fail(
          worded('not-found', 'reports.flags.notFound', { reference: request.reference }),
        );
      }
      const at = new Date(options.now()).toISOString();
      journal.controls.flag(transfer, at, by.operatorId, request.note);
      return ok({ reference: transfer.reference, flaggedAt: at });
    },

    list,
    review,

    async exportCsv(query, destination, by, language = 'en') {
      const { flags, timeZone } = list(query);
      const written = await writeCsvFile(
        flagCsvRows(flags, timeZone, language),
        flagCsvColumns(timeZone, language),
        destination,
      );
      if (!written.ok) return written;
      auditFileOut(journal, options.now(), by, FLAGS_EXPORTED_ACTION, {
        ...query,
        file: destination,
        rows: flags.length,
      });
      return ok({ file: destination, rows: flags.length, bytes: written.value.bytes });
    },
  };
}
