import type { ReconciliationMonthView } from '@shared/domain/bank-statements';
import type { CsvExportView, PrintedView, PrintOutput } from '@shared/domain/desk-files';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import { textIn, type Language } from '@shared/i18n/catalog';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { Desktop } from '../desktop/desktop';
import type { Journal } from '../journal/journal';
import { CANCELED, csvFilters, printTo, type WriteError } from '../reports/desk-files';
import { writeReconciliationCsv } from '../reports/reconciliation-csv';
import { reconciliationDocument } from '../reports/reconciliation-document';
import type { SettingsStore } from '../settings/settings-store';
import { monthBounds, monthView } from './month-view';

/*
 * The month's reconciliation on screen, on paper or as a PDF, and as CSV (D106), made with the
 * desk's own printer and CSV writer; main opens every dialog, in the operator's language (D88).
 */

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
      return sent.ok ? ok({ file: sent.value, copyNumber: 0 }) : sent;
    },
    async exportCsv(month, language = 'en') {
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
      return written.ok ? ok({ file: path, ...written.value }) : written;
    },
  };
}
