import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { zonedParts } from '../../../shared/domain/calendar-date';
import type { Session } from '../../../shared/domain/operators';
import type { TransferLogFilters, TransferLogRow } from '../../../shared/domain/transfer-log';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import type { ReceiptLog } from './receipt-log';
import { marksText } from './suspicion-flags';

export interface CsvExportProgress {
  /** Rows written so far. */
  rows: number;
}

export interface CsvExportResult {
  file: string;
  rows: number;
  bytes: number;
}

export type CsvExportError = AppError<'cannot-write'>;

export interface CsvExport {
  /**
   * Writes the log rows that match `filters` (a clerk's narrowed to their own, as in the log) to
   * `destination`, newest first. Streams: rows are read a page at a time and written as the file
   * takes them, so memory stays flat for any number of rows. The file appears only complete: it
   * is written beside the destination and renamed at the end (replacing a file of that name: the
   * person chose it in a save dialog, which asked).
   */
  exportLog(
    filters: TransferLogFilters,
    session: Session,
    destination: string,
    onProgress?: (progress: CsvExportProgress) => void,
  ): Promise<Result<CsvExportResult, CsvExportError>>;
}

const KIND_WORDS = { rtgs: 'RTGS bank transfer', imt: 'Mobile wallet (IMT)' } as const;
/** Progress is told every this many rows, and at the end. */
const PROGRESS_EVERY = 500;

/**
 * The receipt log as CSV, with csv-stringify (the csv project's streaming writer): RFC 4180
 * quoting (a field holding a comma, a quote or a line break is quoted, quotes doubled), CRLF
 * records, a UTF-8 byte-order mark so spreadsheet programs read names in any script, and
 * `escape_formulas`, which puts a `'` before a cell starting with =, +, -, @, a tab or a carriage
 * return, so a name like =HYPERLINK(...) is shown as text, never run as a formula.
 */
export function createCsvExport(options: { log: ReceiptLog; timeZone: () => string }): CsvExport {
  return {
    async exportLog(filters, session, destination, onProgress) {
      const timeZone = options.timeZone();
      // A name of its own, so a failure removes only what this export wrote.
      const partial = `${destination}.${randomUUID().slice(0, 8)}.partial`;
      let rows = 0;
      const columns = [
        { key: 'reference', header: 'Reference' },
        { key: 'localTime', header: `Date and time (${timeZone})` },
        { key: 'createdAt', header: 'Recorded at (UTC)' },
        { key: 'kind', header: 'Kind' },
        { key: 'state', header: 'State' },
        { key: 'amount', header: 'Amount' },
        { key: 'currency', header: 'Currency' },
        { key: 'sourceName', header: 'Sender' },
        { key: 'sourceAccount', header: "Sender's account" },
        { key: 'recipientName', header: 'Recipient' },
        { key: 'recipientAccount', header: "Recipient's account or mobile number" },
        { key: 'destinationCountry', header: 'Destination country' },
        { key: 'transactionId', header: "Bank's transaction id" },
        { key: 'operatorId', header: 'Operator' },
        { key: 'marks', header: 'Reporting marks' },
      ];
      const toCells = new Transform({
        objectMode: true,
        transform(row: TransferLogRow, _encoding, done) {
          rows += 1;
          if (rows % PROGRESS_EVERY === 0) onProgress?.({ rows });
          done(null, cellsOf(row, timeZone));
        },
      });
      try {
        await pipeline(
          Readable.from(options.log.rows(filters, session)),
          toCells,
          stringify({
            bom: true,
            header: true,
            columns,
            escape_formulas: true,
            record_delimiter: 'windows',
          }),
          createWriteStream(partial, { flags: 'wx' }),
        );
        await rename(partial, destination);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        return fail({
          code: 'cannot-write',
          message: `The CSV file could not be written to ${destination} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Choose a folder you can write to, with free space, and try again.`,
        });
      }
      onProgress?.({ rows });
      return ok({ file: destination, rows, bytes: (await stat(destination)).size });
    },
  };
}

function cellsOf(row: TransferLogRow, timeZone: string): Record<string, string> {
  const local = zonedParts(Date.parse(row.createdAt), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    reference: row.reference,
    localTime: `${local.date} ${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}`,
    createdAt: row.createdAt,
    kind: KIND_WORDS[row.kind],
    state: row.stateLabel,
    amount: row.amount,
    currency: row.currency,
    sourceName: row.sourceName,
    sourceAccount: row.sourceAccount,
    recipientName: row.recipientName,
    recipientAccount: row.recipientAccount,
    destinationCountry: row.destinationCountry,
    transactionId: row.transactionId ?? '',
    operatorId: row.operatorId,
    marks: marksText(row),
  };
}
