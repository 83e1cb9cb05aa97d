import type { TransferLogFilters } from './transfer-log';

/*
 * What the supervisor desk writes to files and paper through main: a receipt printed or saved as a
 * PDF, the end of day on A4, the receipt log as CSV, and a copy of the journal. Main opens the
 * dialogs and writes the files; the page only asks and is told where the file went.
 */

/** Where a print goes: the system print dialog, or a PDF file chosen in a save dialog. */
export type PrintOutput = 'printer' | 'pdf';

export interface ReceiptPrintRequest {
  reference: string;
  output: PrintOutput;
}

export interface PrintedView {
  /** The file written, for a PDF; null when it went to a printer. */
  file: string | null;
  /** 0 for the original; n for the n-th reprint, which is marked "COPY n". */
  copyNumber: number;
}

export interface EndOfDayPrintRequest {
  day: string;
  output: PrintOutput;
}

export interface CsvExportRequest {
  filters: TransferLogFilters;
}

export interface WrittenFileView {
  /** Where main wrote it (the person chose it in a dialog). */
  file: string;
  bytes: number;
}

export interface CsvExportView extends WrittenFileView {
  rows: number;
}

export interface BackupView extends WrittenFileView {
  /** Transfers the copy holds, read back from the copy itself. */
  transfers: number;
  at: string;
}

/** Told while a long write runs, to the window that asked for it. */
export type DeskProgressEvent = { task: 'csv'; rows: number } | { task: 'backup'; percent: number };
