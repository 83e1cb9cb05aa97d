import { perLanguage, textIn, type Language } from '@shared/i18n/catalog';
import { Readable } from 'node:stream';
import { zonedWallClock } from '@shared/domain/calendar-date';
import {
  CHECKED_OFFLINE_MARK,
  marksOfCodes,
  NO_MARKS,
  type ControlMarks,
} from '@shared/domain/control-marks';
import type { Session } from '@shared/domain/operators';
import type { TransferLogFilters } from '@shared/domain/transfer-log';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { streamAtomically } from '../files/atomic-file';
import { cannotWrite, csvRecord, marksText } from './csv-file';
import { customerAndDeskCells, customerAndDeskHeaders } from './customer-columns';
import type { LogLine } from '../journal/transfer-log';
import type { ReceiptLog } from './receipt-log';
import { kindNameIn, paymentMethodIn, stateNameIn } from './report-words';
import { counterText } from './branch-day-words';
import type { BranchTransferRow } from '../../../hq/protocol/branch-desk';
import { worded } from '@shared/i18n/worded';
import type { SendOperation } from '@shared/api/paths';
import type { TransferState } from '@shared/domain/transfer-states';

export interface CsvExportProgress {
  /** Rows written so far. */
  rows: number;
}

export interface CsvExportResult {
  file: string;
  rows: number;
  bytes: number;
}

export type CsvExportError = AppError<'cannot-write' | 'head-office-unavailable'>;

export interface CsvExport {
  /**
   * Writes the log rows that match `filters` (a clerk's narrowed to their own, as in the log) to
   * `destination`, newest first. Streams: rows are read a page at a time and written as the file
   * takes them, so memory stays flat for any number of rows. The file appears only complete
   * (`streamAtomically`), replacing a file of that name: the person chose it in a save dialog,
   * which asked. Headers and words in `language`, the operator's (D88; English when not given).
   */
  exportLog(
    filters: TransferLogFilters,
    session: Session,
    destination: string,
    onProgress?: (progress: CsvExportProgress) => void,
    language?: Language,
  ): Promise<Result<CsvExportResult, CsvExportError>>;
}

/** Head office did not answer a page: the file is not written half, the person is told why. */
export class BranchRowsUnavailable extends Error {}

/** D132: the branch's other counters (branch-desk/branch-log-csv.ts reads them from head office). */
export interface OtherCounters {
  /** This workstation's number in the branch. */
  number: number;
  /** The other counters' rows matching the filters, newest first, a page at a time. */
  pages: AsyncIterable<BranchTransferRow[]>;
}

/** UTF-8's byte-order mark, so spreadsheet programs read names in any script. */
const BOM = '\uFEFF';

/** Progress is told every this many rows, and at the end. */
const PROGRESS_EVERY = 500;

/**
 * The receipt log as CSV, written as csv-stringify (the csv project's writer) writes the other
 * CSV files, by `csvRecord`, which is held to it: RFC 4180 quoting (a field holding a comma, a
 * quote or a line break is quoted, quotes doubled), CRLF records, a UTF-8 byte-order mark, and
 * `formulaSafe`, which puts a `'` before a cell starting with =, +, -, @, a tab or a carriage
 * return, so a name like =HYPERLINK(...) is shown as text, never run as a formula (a negative
 * amount stays a number, D154).
 * The lines come from SQLite a page at a time (`ReceiptLog.lines`, no body parsed here); each page
 * becomes one chunk of text, written as the file takes it (the pipeline waits while the file's
 * buffer is full): one chunk per row through three streams cost more than reading the rows.
 */
export function createCsvExport(options: {
  log: ReceiptLog;
  timeZone: () => string;
  /** D132: the branch's other counters, on an enrolled workstation's desk; null otherwise. */
  otherCounters?: (filters: TransferLogFilters, session: Session) => OtherCounters | null;
}): CsvExport {
  return {
    async exportLog(filters, session, destination, onProgress, language = 'en') {
      const timeZone = options.timeZone();
      const wallClock = zonedWallClock(timeZone);
      let rows = 0;
      const log = options.log;
      const others = options.otherCounters?.(filters, session) ?? null;
      // D132: the counter, last, so the columns before keep their places.
      const own = others ? [counterText(language, { number: others.number, own: true })] : [];
      const counted = (count: number) => {
        const before = rows;
        rows += count;
        if (Math.floor(rows / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY))
          onProgress?.({ rows });
      };
      async function* chunks(): AsyncGenerator<string> {
        // The byte-order mark and the header come first, whatever follows (no rows: only them).
        const counterHeader = others ? [textIn(language, 'branchDesk.counterColumn')] : [];
        yield `${BOM}${csvRecord([...headersOf(timeZone, language), ...counterHeader])}`;
        for (const lines of log.lines(filters, session)) {
          counted(lines.length);
          let chunk = '';
          for (const line of lines) {
            chunk += csvRecord([...cellsOf(line, wallClock, language), ...own]);
          }
          yield chunk;
        }
        if (!others) return;
        for await (const page of others.pages) {
          counted(page.length);
          let chunk = '';
          for (const row of page) chunk += csvRecord(branchCellsOf(row, wallClock, language));
          yield chunk;
        }
      }
      let bytes: number;
      try {
        ({ bytes } = await streamAtomically(destination, [
          Readable.from(chunks(), { highWaterMark: 1 }),
        ]));
      } catch (error) {
        if (error instanceof BranchRowsUnavailable) {
          return fail(
            worded('head-office-unavailable', 'branchDesk.csvUnreachable', {
              reason: error.message,
            }),
          );
        }
        return fail(cannotWrite(destination, error));
      }
      onProgress?.({ rows });
      return ok({ file: destination, rows, bytes });
    },
  };
}

/**
 * The header line in `language`; `cellsOf` gives each row's cells in this order, the same in
 * every language (a program reading the file goes by position, not by header).
 */
function headersOf(timeZone: string, language: Language): string[] {
  return [
    textIn(language, 'reports.field.reference'),
    textIn(language, 'reports.field.dateTimeIn', { zone: timeZone }),
    ...fixedHeaders(language),
  ];
}

/** The headers after the zone's, which name no zone: made once per language. */
const fixedHeaders = perLanguage((language): readonly string[] => [
  textIn(language, 'reports.field.recordedAtUtc'),
  textIn(language, 'reports.field.kind'),
  textIn(language, 'reports.field.state'),
  textIn(language, 'reports.field.amount'),
  textIn(language, 'reports.field.currency'),
  textIn(language, 'reports.field.sender'),
  textIn(language, 'customer.csv.accountHolder'),
  textIn(language, 'customer.csv.branchAccount'),
  textIn(language, 'reports.field.recipient'),
  textIn(language, 'reports.field.recipientAccountOrMobile'),
  textIn(language, 'reports.field.destinationCountry'),
  textIn(language, 'reports.field.transactionId'),
  textIn(language, 'reports.field.operator'),
  textIn(language, 'reports.field.marks'),
  ...customerAndDeskHeaders(language),
  // D124: last, so the columns before keep their places for a program that reads them.
  textIn(language, 'charges.review.fee'),
  textIn(language, 'charges.review.total'),
  textIn(language, 'charges.csv.totalCurrency'),
  textIn(language, 'charges.receipt.paidBy'),
]);

/** A line's cells in the order of `headersOf` (arrays: csv-stringify writes them twice as fast). */
function cellsOf(
  line: LogLine,
  wallClock: (epochMs: number) => string,
  language: Language,
): string[] {
  // prettier-ignore
  const [
    , reference, kind, state, createdAt, amount, currency, sourceName, sourceAccount,
    recipientName, recipientAccount, destinationCountry, transactionId, operatorId, reportable, splitMarks,
    checkedOffline, fee, totalToPay, totalCurrency, paymentMethod, senderName, ...customerAndDesk
  ] = line;
  return [
    reference,
    wallClock(Date.parse(createdAt)),
    createdAt,
    kindNameIn(language, kind),
    stateNameIn(language, state),
    amount,
    currency,
    senderName,
    sourceName,
    sourceAccount,
    recipientName,
    recipientAccount,
    destinationCountry,
    transactionId ?? '',
    operatorId,
    marksText(
      { ...lineMarks(reportable, splitMarks), checkedOffline: checkedOffline === 1 },
      language,
    ),
    ...customerAndDeskCells(customerAndDesk, language),
    // D124: '' for a transfer journaled before fees.
    fee ?? '',
    totalToPay ?? '',
    totalCurrency ?? '',
    paymentMethodIn(language, paymentMethod),
  ];
}

/**
 * D132: another counter's row in the same columns, from what head office's copy holds: no
 * customer's or desk's columns, no fees (D127: its rows carry none), the counter last.
 */
function branchCellsOf(
  row: BranchTransferRow,
  wallClock: (epochMs: number) => string,
  language: Language,
): string[] {
  return [
    row.reference,
    wallClock(Date.parse(row.createdAt)),
    row.createdAt,
    // Head office's words are checked text, not the journal's closed sets: shown as they are if new.
    kindNameIn(language, row.kind as SendOperation) ?? row.kind,
    stateNameIn(language, row.state as TransferState) ?? row.state,
    row.amount,
    row.currency,
    row.senderName,
    row.sourceName,
    row.sourceAccount,
    row.recipientName,
    row.recipientAccount,
    row.destinationCountry,
    row.transactionId ?? '',
    row.operatorId,
    marksText(
      { ...marksOfCodes(row.marks), checkedOffline: row.marks.includes(CHECKED_OFFLINE_MARK) },
      language,
    ),
    ...customerAndDeskHeaders(language).map(() => ''),
    '',
    '',
    '',
    '',
    counterText(language, { number: row.workstationNumber, own: false }),
  ];
}

/** A line's marks from its two columns: reportable, and the split marks SQLite joined (D81). */
function lineMarks(reportable: 0 | 1, splitMarks: string | null): ControlMarks {
  if (reportable === 0 && splitMarks === null) return NO_MARKS;
  return marksOfCodes([
    ...(reportable === 1 ? ['reportable'] : []),
    ...(splitMarks?.split(',') ?? []),
  ]);
}
