import type { Session } from '../../../shared/domain/operators';
import type { TransferLogFilters, TransferLogRow } from '../../../shared/domain/transfer-log';
import { ok, type Result } from '../../../shared/result';
import { KIND_WORDS, localTimeCell, marksText, writeCsvFile, type CsvWriteError } from './csv-file';
import type { ReceiptLog } from './receipt-log';

export interface CsvExportProgress {
  /** Rows written so far. */
  rows: number;
}

export interface CsvExportResult {
  file: string;
  rows: number;
  bytes: number;
}

export type CsvExportError = CsvWriteError;

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

/** Progress is told every this many rows, and at the end. */
const PROGRESS_EVERY = 500;

/** The receipt log as CSV, spreadsheet-safe and written whole or not at all (csv-file.ts). */
export function createCsvExport(options: { log: ReceiptLog; timeZone: () => string }): CsvExport {
  return {
    async exportLog(filters, session, destination, onProgress) {
      const timeZone = options.timeZone();
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
      function* cells(): Generator<Record<string, string>> {
        for (const row of options.log.rows(filters, session)) {
          rows += 1;
          if (rows % PROGRESS_EVERY === 0) onProgress?.({ rows });
          yield cellsOf(row, timeZone);
        }
      }
      const written = await writeCsvFile(cells(), columns, destination);
      if (!written.ok) return written;
      onProgress?.({ rows });
      return ok({ file: destination, rows, bytes: written.value.bytes });
    },
  };
}

function cellsOf(row: TransferLogRow, timeZone: string): Record<string, string> {
  return {
    reference: row.reference,
    localTime: localTimeCell(row.createdAt, timeZone),
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
