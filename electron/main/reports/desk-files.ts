import type { EndOfDayReport } from '@shared/domain/end-of-day';
import type {
  BackupView,
  CsvExportView,
  DeskProgressEvent,
  PrintedView,
  PrintOutput,
} from '@shared/domain/desk-files';
import { receiptRefusedForIdentity } from '@shared/domain/bank-identity';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import type { ReceiptView } from '@shared/domain/receipt';
import type { ReceiptPaper } from '@shared/domain/settings';
import type { TransferLogFilters } from '@shared/domain/transfer-log';
import { textIn, type Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, recoded, type AppError, type Result } from '@shared/result';
import type { BackupService } from '../backup/backup-service';
import { writeChosenFile } from '../desktop/chosen-files';
import type { Desktop } from '../desktop/desktop';
import type { PrintDocument } from '../desktop/printer';
import type { TellerCashDayView } from '@shared/domain/teller-cash';
import type { Journal } from '../journal/journal';
import type { ReceiptPrintRecord } from '../journal/receipt-prints-repo';
import { oneAtATime } from '@shared/one-at-a-time';
import type { SettingsStore } from '../settings/settings-store';
import type { CsvExport, CsvExportError } from './csv-export';
import type { EndOfDay } from './end-of-day';
import { writeEndOfDayCsv } from './end-of-day-csv';
import { endOfDayDocument } from './end-of-day-document';
import { auditFileOut, REPORT_FILE_ACTIONS } from './file-audit';
import { receiptDocument } from './receipt-document';

/*
 * What the supervisor desk writes through the desktop: receipts and the end of day on paper or as
 * PDF, the log as CSV and a copy of the journal. Main asks the person where (the system's dialogs)
 * and writes; the page is told where the file went. Prints are made one at a time, so two clicks
 * cannot both become COPY 1. The dialogs, the end of day and the CSV files are in the language of
 * the operator who asked (D88; English when not given); a receipt in its transfer's (D86). Each
 * paper or file that went out is audited once it is out, with who, what and where, never its rows
 * (file-audit.ts); the journal's copy by the backup service.
 */

export type WriteError = AppError<'canceled' | 'write-failed' | 'print-failed'>;
export type ReceiptPrintError =
  WriteError | AppError<'not-found' | 'reprint-not-allowed' | 'bank-identity-missing'>;

/** A print of one transfer's paper (its receipt, its refund receipt) to a printer or a PDF. */
export type TransferPrint<E> = (
  reference: string,
  output: PrintOutput,
  by: Session,
  language?: Language,
) => Promise<Result<PrintedView, E>>;

export interface DeskFiles {
  printReceipt: TransferPrint<ReceiptPrintError>;
  printEndOfDay(
    day: string,
    output: PrintOutput,
    by: Session,
    language?: Language,
  ): Promise<Result<PrintedView, WriteError>>;
  /** The end of day's report (its totals, waiting list and marks) to a CSV file the person picks. */
  exportEndOfDayCsv(
    day: string,
    by: Session,
    language?: Language,
  ): Promise<Result<CsvExportView, AppError<'canceled' | 'cannot-write'>>>;
  exportCsv(
    filters: TransferLogFilters,
    by: Session,
    onProgress: (event: DeskProgressEvent) => void,
    language?: Language,
  ): Promise<Result<CsvExportView, AppError<'canceled' | 'busy'> | CsvExportError>>;
  backup(
    by: Session,
    onProgress: (event: DeskProgressEvent) => void,
    language?: Language,
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
  /** D118: every clerk's cash of a day, on the sheet and in the CSV (absent: none shown). */
  tellerCash?: { day(day: string): Pick<TellerCashDayView, 'clerks'> };
  /** D127: the report with the branch's counters added (absent: this workstation's alone). */
  branchReport?: (report: EndOfDayReport) => Promise<EndOfDayReport>;
}

/** The day's report as the sheet and the CSV give it: the branch's when enrolled (D127). */
function reportOf(deps: DeskFilesOptions, day: string): Promise<EndOfDayReport> {
  const report = deps.endOfDay.report(day);
  return deps.branchReport ? deps.branchReport(report) : Promise.resolve(report);
}

export const CANCELED = worded('canceled', 'reports.files.canceled');
export const csvFilters = (language: Language) => [
  { name: textIn(language, 'reports.files.csvFilter'), extensions: ['csv'] },
];

/** What each step reads: the options, and the desk's own state (one print, one export at a time). */
interface DeskFilesDeps extends DeskFilesOptions {
  oneAtATime: <T>(task: () => Promise<T>) => Promise<T>;
  csvExport: { running: boolean };
}

export function createDeskFiles(options: DeskFilesOptions): DeskFiles {
  const deps: DeskFilesDeps = {
    ...options,
    oneAtATime: oneAtATime(),
    csvExport: { running: false },
  };
  return {
    printReceipt: (reference, to, by, language = 'en') =>
      deps.oneAtATime(() => printReceipt(deps, reference, to, by, language)),
    printEndOfDay: (day, to, by, language = 'en') =>
      deps.oneAtATime(() => printEndOfDay(deps, day, to, by, language)),
    exportEndOfDayCsv: (day, by, language = 'en') => exportEndOfDayCsv(deps, day, by, language),
    exportCsv: (filters, by, onProgress, language = 'en') =>
      exportLogCsv(deps, filters, by, onProgress, language),
    backup: (by, onProgress, language = 'en') => backupJournal(deps, by, onProgress, language),
  };
}

function nameOf(deps: DeskFilesDeps, operatorId: string): string {
  return deps.journal.operators.get(operatorId)?.displayName ?? operatorId;
}

/**
 * To the printer the person picks, or into the PDF file they name; null file for a printer. The
 * save dialog speaks the operator's language.
 */
export async function printTo(
  { desktop }: Pick<DeskFilesDeps, 'desktop'>,
  document: PrintDocument,
  to: PrintOutput,
  defaultName: string,
  language: Language,
): Promise<Result<string | null, WriteError>> {
  if (to === 'printer') {
    const printed = await desktop.printer.print(document);
    return printed.ok ? ok(null) : fail(printed.error);
  }
  const path = await desktop.dialogs.saveFile({
    title: textIn(language, 'reports.files.savePdf', { title: document.title }),
    defaultName,
    filters: [{ name: textIn(language, 'reports.files.pdfFilter'), extensions: ['pdf'] }],
  });
  if (path === null) return fail(CANCELED);
  const written = await writeChosenFile(path, await desktop.printer.pdf(document));
  return written.ok ? ok(path) : fail(recoded(written.error, 'write-failed'));
}

/** A copy of a transfer's paper: which paper (its file's first word), which copy, on what. */
export interface TransferCopy {
  fileWord: 'receipt' | 'refund';
  reference: string;
  /** 0 for the original, n for COPY n. */
  copyNumber: number;
  paper: ReceiptPaper;
  printedAt: number;
  /** Where it goes, and the operator who printed it. */
  to: PrintOutput;
  by: Session;
}

/**
 * A copy of a transfer's paper to the printer or a PDF (named `-copy-n` after the original),
 * recorded by `record` only once it went out: a copy that never came out is not counted (D38).
 */
export async function printTransferCopy(
  deps: Pick<DeskFilesDeps, 'desktop'>,
  document: PrintDocument,
  copy: TransferCopy,
  language: Language,
  record: (print: ReceiptPrintRecord) => void,
): Promise<Result<PrintedView, WriteError>> {
  const { reference, copyNumber } = copy;
  const suffix = copyNumber > 0 ? `-copy-${copyNumber}` : '';
  const name = `${copy.fileWord}-${reference}${suffix}.pdf`;
  const sent = await printTo(deps, document, copy.to, name, language);
  if (!sent.ok) return sent;
  record({
    reference,
    copyNumber,
    at: new Date(copy.printedAt).toISOString(),
    operatorId: copy.by.operatorId,
    output: copy.to,
    paper: copy.paper,
    file: sent.value,
  });
  return ok({ file: sent.value, copyNumber });
}

async function printReceipt(
  deps: DeskFilesDeps,
  reference: string,
  to: PrintOutput,
  by: Session,
  language: Language,
): Promise<Result<PrintedView, ReceiptPrintError>> {
  const receipt = deps.receipt(reference);
  if (!receipt) {
    return fail(worded('not-found', 'reports.receipt.notFound', { reference }));
  }
  const copyNumber = deps.journal.receiptPrints.printed(reference);
  // The clerk hands over the original of their own transfer; any later print is a reprint,
  // which only a supervisor or an admin makes.
  if (by.role === 'clerk' && (copyNumber > 0 || receipt.operatorId !== by.operatorId)) {
    return fail(
      copyNumber > 0
        ? worded('reprint-not-allowed', 'reports.receipt.reprintBySupervisor')
        : worded('reprint-not-allowed', 'reports.receipt.notYours'),
    );
  }
  const { settings } = deps.settings.review();
  // D53: no receipt without the bank's name and where to complain; nothing is recorded, so
  // the original is still the clerk's to print once an admin has entered them.
  const unnamed = receiptRefusedForIdentity(settings.bankIdentity);
  if (unnamed) return fail({ code: 'bank-identity-missing' as const, message: unnamed });
  const paper = settings.workstation.receiptPaper ?? 'a4';
  const printedAt = deps.now();
  const document = receiptDocument({
    receipt,
    identity: settings.bankIdentity,
    workstation: settings.workstation,
    operatorName: nameOf(deps, receipt.operatorId),
    purposeName: receipt.purposeCode ? deps.purposeName(receipt.purposeCode) : null,
    timeZone: deps.timeZone(),
    paper,
    copyNumber,
    printedAt,
    printedBy: nameOf(deps, by.operatorId),
    // D86: the transfer's own language (English for one journaled before the choice), so a
    // reprint reads as the original did; the bank's copy carries the branch's beside it.
    language: receipt.receiptLanguage ?? 'en',
    branchLanguage: settings.workstation.language ?? 'en',
  });
  return printTransferCopy(
    deps,
    document,
    { fileWord: 'receipt', reference, copyNumber, paper, printedAt, to, by },
    language,
    (print) => deps.journal.receiptPrints.record(print),
  );
}

async function printEndOfDay(
  deps: DeskFilesDeps,
  day: string,
  to: PrintOutput,
  by: Session,
  language: Language,
): Promise<Result<PrintedView, WriteError>> {
  const { settings } = deps.settings.review();
  const document = endOfDayDocument({
    report: await reportOf(deps, day),
    identity: settings.bankIdentity,
    workstation: settings.workstation,
    operatorName: (operatorId) => nameOf(deps, operatorId),
    printedAt: deps.now(),
    printedBy: nameOf(deps, by.operatorId),
    language,
    cash: deps.tellerCash?.day(day).clerks,
  });
  const sent = await printTo(deps, document, to, `end-of-day-${day}.pdf`, language);
  if (!sent.ok) return sent;
  auditFileOut(deps.journal, deps.now(), by, REPORT_FILE_ACTIONS.endOfDayPrinted, {
    day,
    output: to,
    file: sent.value,
  });
  return ok({ file: sent.value, copyNumber: 0 });
}

async function exportEndOfDayCsv(
  deps: DeskFilesDeps,
  day: string,
  by: Session,
  language: Language,
): Promise<Result<CsvExportView, AppError<'canceled' | 'cannot-write'>>> {
  const path = await deps.desktop.dialogs.saveFile({
    title: textIn(language, 'reports.files.saveEndOfDayCsv', { day }),
    defaultName: `remit-desk-end-of-day-${day}.csv`,
    filters: csvFilters(language),
  });
  if (path === null) return fail(CANCELED);
  const written = await writeEndOfDayCsv(
    await reportOf(deps, day),
    (operatorId) => nameOf(deps, operatorId),
    path,
    language,
    deps.tellerCash?.day(day).clerks,
  );
  if (!written.ok) return written;
  auditFileOut(deps.journal, deps.now(), by, REPORT_FILE_ACTIONS.endOfDayExported, {
    day,
    file: path,
    rows: written.value.rows,
  });
  return ok({ file: path, ...written.value });
}

/** The receipt log as CSV, one export at a time: a second click while it runs is told to wait. */
async function exportLogCsv(
  deps: DeskFilesDeps,
  filters: TransferLogFilters,
  by: Session,
  onProgress: (event: DeskProgressEvent) => void,
  language: Language,
): Promise<Result<CsvExportView, AppError<'canceled' | 'busy'> | CsvExportError>> {
  if (deps.csvExport.running) {
    return fail(worded('busy', 'reports.files.csvBusy'));
  }
  deps.csvExport.running = true;
  try {
    const range = [filters.from, filters.to].filter(Boolean).join('-to-') || 'all';
    const path = await deps.desktop.dialogs.saveFile({
      title: textIn(language, 'reports.files.saveLogCsv'),
      defaultName: `remit-desk-log-${range}.csv`,
      filters: csvFilters(language),
    });
    if (path === null) return fail(CANCELED);
    const written = await deps.csv.exportLog(
      filters,
      by,
      path,
      ({ rows }) => onProgress({ task: 'csv', rows }),
      language,
    );
    if (!written.ok) return written;
    const { file, rows, bytes } = written.value;
    auditFileOut(deps.journal, deps.now(), by, REPORT_FILE_ACTIONS.logExported, {
      filters,
      file,
      rows,
    });
    return ok({ file, rows, bytes });
  } finally {
    deps.csvExport.running = false;
  }
}

async function backupJournal(
  deps: DeskFilesDeps,
  by: Session,
  onProgress: (event: DeskProgressEvent) => void,
  language: Language,
): Promise<Result<BackupView, AppError<'canceled' | 'folder-unusable' | 'backup-failed'>>> {
  const folder = await deps.desktop.dialogs.chooseFolder({
    title: textIn(language, 'reports.files.backupFolder'),
  });
  if (folder === null) return fail(worded('canceled', 'reports.files.noFolder'));
  const made = await deps.backups.backupTo(folder, by, ({ percent }) =>
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
}
