import type {
  BackupView,
  CsvExportView,
  DeskProgressEvent,
  PrintedView,
  PrintOutput,
} from '../../../shared/domain/desk-files';
import { receiptRefusedForIdentity } from '../../../shared/domain/bank-identity';
import type { EnvironmentName } from '../../../shared/domain/environments';
import type { Session } from '../../../shared/domain/operators';
import type { ReceiptView } from '../../../shared/domain/receipt';
import type { TransferLogFilters } from '../../../shared/domain/transfer-log';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import type { BackupService } from '../backup/backup-service';
import { writeChosenFile } from '../desktop/chosen-files';
import type { Desktop } from '../desktop/desktop';
import type { PrintDocument } from '../desktop/printer';
import type { Journal } from '../journal/journal';
import type { SettingsStore } from '../settings/settings-store';
import type { CsvExport } from './csv-export';
import type { EndOfDay } from './end-of-day';
import { writeEndOfDayCsv } from './end-of-day-csv';
import { endOfDayDocument } from './end-of-day-document';
import { receiptDocument } from './receipt-document';

/*
 * What the supervisor desk writes through the desktop: receipts and the end of day on paper or as
 * PDF, the log as CSV and a copy of the journal. Main asks the person where (the system's dialogs)
 * and writes; the page is told where the file went. Prints are made one at a time, so two clicks
 * cannot both become COPY 1.
 */

type WriteError = AppError<'canceled' | 'write-failed' | 'print-failed'>;
export type ReceiptPrintError =
  WriteError | AppError<'not-found' | 'reprint-not-allowed' | 'bank-identity-missing'>;

export interface DeskFiles {
  printReceipt(
    reference: string,
    output: PrintOutput,
    by: Session,
  ): Promise<Result<PrintedView, ReceiptPrintError>>;
  printEndOfDay(
    day: string,
    output: PrintOutput,
    by: Session,
  ): Promise<Result<PrintedView, WriteError>>;
  /** The end of day's report (its totals, waiting list and marks) to a CSV file the person picks. */
  exportEndOfDayCsv(
    day: string,
  ): Promise<Result<CsvExportView, AppError<'canceled' | 'cannot-write'>>>;
  exportCsv(
    filters: TransferLogFilters,
    by: Session,
    onProgress: (event: DeskProgressEvent) => void,
  ): Promise<Result<CsvExportView, AppError<'canceled' | 'cannot-write' | 'busy'>>>;
  backup(
    by: Session,
    onProgress: (event: DeskProgressEvent) => void,
  ): Promise<Result<BackupView, AppError<'canceled' | 'folder-unusable' | 'backup-failed'>>>;
}

export interface DeskFilesOptions {
  journal: Journal;
  settings: SettingsStore;
  desktop: Desktop;
  environment: EnvironmentName;
  receipt: (reference: string) => ReceiptView | null;
  purposeName: (code: string) => string | null;
  endOfDay: EndOfDay;
  csv: CsvExport;
  backups: BackupService;
  timeZone: () => string;
  now: () => number;
}

const CANCELED = {
  code: 'canceled',
  message: 'Saving was cancelled; no file was written.',
} as const;

export function createDeskFiles(options: DeskFilesOptions): DeskFiles {
  const { journal, desktop } = options;
  let printQueue: Promise<unknown> = Promise.resolve();
  let exporting = false;

  function nameOf(operatorId: string): string {
    return journal.operators.get(operatorId)?.displayName ?? operatorId;
  }

  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = printQueue.then(task);
    printQueue = run.catch(() => undefined);
    return run;
  }

  /** To the printer the person picks, or into the PDF file they name; null file for a printer. */
  async function output(
    document: PrintDocument,
    to: PrintOutput,
    defaultName: string,
  ): Promise<Result<string | null, WriteError>> {
    if (to === 'printer') {
      const printed = await desktop.printer.print(document);
      return printed.ok ? ok(null) : fail(printed.error);
    }
    const path = await desktop.dialogs.saveFile({
      title: `Save ${document.title} as a PDF`,
      defaultName,
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    });
    if (path === null) return fail(CANCELED);
    const written = await writeChosenFile(path, await desktop.printer.pdf(document));
    return written.ok ? ok(path) : fail({ code: 'write-failed', message: written.error.message });
  }

  return {
    printReceipt: (reference, to, by) =>
      oneAtATime(async () => {
        const receipt = options.receipt(reference);
        if (!receipt) {
          return fail({
            code: 'not-found' as const,
            message: `No transfer with reference ${reference} is in this workstation's journal. Check the number on the receipt.`,
          });
        }
        const copyNumber = journal.receiptPrints.printed(reference);
        // The clerk hands over the original of their own transfer; any later print is a reprint,
        // which only a supervisor or an admin makes.
        if (by.role === 'clerk' && (copyNumber > 0 || receipt.operatorId !== by.operatorId)) {
          return fail({
            code: 'reprint-not-allowed' as const,
            message:
              copyNumber > 0
                ? 'This receipt was printed already. Ask a supervisor for a copy: every reprint is marked COPY and recorded.'
                : 'You can print only the receipts of transfers you sent. Ask a supervisor.',
          });
        }
        const { settings } = options.settings.review();
        // D53: no receipt without the bank's name and where to complain; nothing is recorded, so
        // the original is still the clerk's to print once an admin has entered them.
        const unnamed = receiptRefusedForIdentity(settings.bankIdentity);
        if (unnamed) return fail({ code: 'bank-identity-missing' as const, message: unnamed });
        const paper = settings.workstation.receiptPaper ?? 'a4';
        const printedAt = options.now();
        const document = receiptDocument({
          receipt,
          identity: settings.bankIdentity,
          workstation: settings.workstation,
          operatorName: nameOf(receipt.operatorId),
          purposeName: receipt.purposeCode ? options.purposeName(receipt.purposeCode) : null,
          timeZone: options.timeZone(),
          paper,
          copyNumber,
          printedAt,
          printedBy: nameOf(by.operatorId),
        });
        const suffix = copyNumber > 0 ? `-copy-${copyNumber}` : '';
        const sent = await output(document, to, `receipt-${reference}${suffix}.pdf`);
        if (!sent.ok) return sent;
        journal.receiptPrints.record({
          reference,
          copyNumber,
          at: new Date(printedAt).toISOString(),
          operatorId: by.operatorId,
          output: to,
          paper,
        });
        return ok({ file: sent.value, copyNumber });
      }),

    printEndOfDay: (day, to, by) =>
      oneAtATime(async () => {
        const { settings } = options.settings.review();
        const document = endOfDayDocument({
          report: options.endOfDay.report(day),
          identity: settings.bankIdentity,
          workstation: settings.workstation,
          operatorName: nameOf,
          printedAt: options.now(),
          printedBy: nameOf(by.operatorId),
        });
        const sent = await output(document, to, `end-of-day-${day}.pdf`);
        return sent.ok ? ok({ file: sent.value, copyNumber: 0 }) : sent;
      }),

    async exportEndOfDayCsv(day) {
      const path = await desktop.dialogs.saveFile({
        title: `Save the end of day ${day} as a CSV file`,
        defaultName: `remit-desk-end-of-day-${day}.csv`,
        filters: [{ name: 'CSV file', extensions: ['csv'] }],
      });
      if (path === null) return fail(CANCELED);
      const written = await writeEndOfDayCsv(options.endOfDay.report(day), nameOf, path);
      return written.ok ? ok({ file: path, ...written.value }) : written;
    },

    async exportCsv(filters, by, onProgress) {
      if (exporting) {
        return fail({
          code: 'busy' as const,
          message: 'A CSV export is already being written. Wait for it to finish, then try again.',
        });
      }
      exporting = true;
      try {
        const range = [filters.from, filters.to].filter(Boolean).join('-to-') || 'all';
        const path = await desktop.dialogs.saveFile({
          title: 'Save the receipt log as a CSV file',
          defaultName: `remit-desk-log-${range}.csv`,
          filters: [{ name: 'CSV file', extensions: ['csv'] }],
        });
        if (path === null) return fail(CANCELED);
        const written = await options.csv.exportLog(filters, by, path, ({ rows }) =>
          onProgress({ task: 'csv', rows }),
        );
        return written.ok
          ? ok({ file: written.value.file, rows: written.value.rows, bytes: written.value.bytes })
          : written;
      } finally {
        exporting = false;
      }
    },

    async backup(by, onProgress) {
      const folder = await desktop.dialogs.chooseFolder({
        title: 'Choose the folder for the copy of the journal',
      });
      if (folder === null) {
        return fail({
          code: 'canceled' as const,
          message: 'No folder was chosen; nothing was copied.',
        });
      }
      const made = await options.backups.backupTo(folder, by, ({ percent }) =>
        onProgress({ task: 'backup', percent }),
      );
      return made.ok
        ? ok({
            file: made.value.file,
            bytes: made.value.bytes,
            transfers: made.value.transfers,
            at: made.value.at,
          })
        : made;
    },
  };
}
