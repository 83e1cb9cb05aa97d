import type { ReconciliationMonthView } from '@shared/domain/bank-statements';
import type { CsvExportView, PrintedView, PrintOutput } from '@shared/domain/desk-files';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import { textIn, type Language } from '@shared/i18n/catalog';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { Desktop } from '../desktop/desktop';
import type { Journal } from '../journal/journal';
import { CANCELED, csvFilters, printTo, type WriteError } from '../reports/desk-files';
import { auditFileOut } from '../reports/file-audit';
import { writeReconciliationCsv } from '../reports/reconciliation-csv';
import { reconciliationDocument } from '../reports/reconciliation-document';
import type { SettingsStore } from '../settings/settings-store';
import { monthBounds, monthView } from './month-view';

/*
 * The month's reconciliation on screen, on paper or as a PDF, and as CSV (D106), made with the
 * desk's own printer and CSV writer; main opens every dialog, in the operator's language (D88).
 */

/**
 * The month's reconciliation taken out of the app, audited once it is out with who, which month
 * and where (null for a printer), never its lines: an auditor learns who holds a copy.
 */
export const MONTH_FILE_ACTIONS = {
  printed: 'statement.month-printed',
  exported: 'statement.month-exported',
} as const;

export interface MonthFilesDeps {
  journal: Journal;
  environment: EnvironmentName;
  settings: SettingsStore;
  desktop: Desktop;
  timeZone: () => string;
  now: () => number;
}

export interface MonthFiles {
  view(month: string): ReconciliationMonthView;
  print(
    month: string,
    output: PrintOutput,
    by: Session,
    language?: Language,
  ): Promise<Result<PrintedView, WriteError>>;
  exportCsv(
    month: string,
    by: Session,
    language?: Language,
  ): Promise<Result<CsvExportView, AppError<'canceled' | 'cannot-write'>>>;
}

export function createMonthFiles(deps: MonthFilesDeps): MonthFiles {
  const view = (month: string) => {
    const { from, to } = monthBounds(month);
    return monthView(month, deps.journal.statements.between(deps.environment, from, to));
  };
  const nameOf = (operatorId: string) =>
    deps.journal.operators.get(operatorId)?.displayName ?? operatorId;
  return {
    view,
    async print(month, output, by, language = 'en') {
      const { settings } = deps.settings.review();
      const document = reconciliationDocument({
        view: view(month),
        identity: settings.bankIdentity,
        workstation: settings.workstation,
        operatorName: nameOf,
        timeZone: deps.timeZone(),
        printedAt: deps.now(),
        printedBy: nameOf(by.operatorId),
        language,
      });
      const sent = await printTo(deps, document, output, `reconciliation-${month}.pdf`, language);
      if (!sent.ok) return sent;
      auditFileOut(deps.journal, deps.now(), by, MONTH_FILE_ACTIONS.printed, {
        month,
        output,
        file: sent.value,
      });
      return ok({ file: sent.value, copyNumber: 0 });
    },
    async exportCsv(month, by, language = 'en') {
      const path = await deps.desktop.dialogs.saveFile({
        title: textIn(language, 'statements.month.saveCsv', { month }),
        defaultName: `remit-desk-reconciliation-${month}.csv`,
        filters: csvFilters(language),
      });
      if (path === null) return fail(CANCELED);
      const written = await writeReconciliationCsv(
        view(month),
        nameOf,
        deps.timeZone(),
        path,
        language,
      );
      if (!written.ok) return written;
      auditFileOut(deps.journal, deps.now(), by, MONTH_FILE_ACTIONS.exported, {
        month,
        file: path,
        rows: written.value.rows,
      });
      return ok({ file: path, ...written.value });
    },
  };
}
