import type { MonthDayLine, ReconciliationMonthView } from '@shared/domain/bank-statements';
import { perLanguage, textIn, type Language } from '@shared/i18n/catalog';
import { ok, type Result } from '@shared/result';
import { localTimeCell, writeCsvFile, type CsvColumn, type CsvWriteError } from './csv-file';
import { DAY_COLUMNS, monthColumn, type MonthColumn } from './reconciliation-document';

/**
 * A month's reconciliation as CSV (D106): one table whose first column says which part a row is
 * (a day, the month's total per currency, a break), so a spreadsheet filters by it. Amounts stay
 * two-decimal text; cells a spreadsheet would run as formulas are written as text (csv-file.ts).
 * Headers and words in the language of whoever saves it (D88); the columns' order is the same.
 */
const COLUMNS: readonly MonthColumn[] = [
  'section',
  ...DAY_COLUMNS,
  'statement',
  'account',
  'kind',
  'reason',
  'reference',
  'bankReference',
  'amount',
  'resolution',
  'settledBy',
  'settledAt',
];

export const reconciliationColumns = perLanguage((language): readonly CsvColumn[] =>
  COLUMNS.map((key) => ({ key, header: monthColumn(language, key) })),
);

type Cells = Record<string, string>;

export function reconciliationCsvRecords(
  view: ReconciliationMonthView,
  operatorName: (operatorId: string) => string,
  timeZone: string,
  language: Language = 'en',
): Cells[] {
  const blank: Cells = Object.fromEntries(COLUMNS.map((key) => [key, '']));
  const tally = (section: string, line: MonthDayLine): Cells => ({
    ...blank,
    section,
    ...Object.fromEntries(DAY_COLUMNS.map((key) => [key, String(line[key])])),
  });
  return [
    ...view.days.map((line) => tally(textIn(language, 'statements.month.section.day'), line)),
    ...view.totals.map((line) => tally(textIn(language, 'statements.month.section.total'), line)),
    ...view.breaks.map((b): Cells => ({
      ...blank,
      section: textIn(language, 'statements.month.section.break'),
      day: b.day,
      currency: b.currency,
      statement: b.statementId,
      account: b.account,
      kind: textIn(language, `statements.kind.${b.kind}`),
      reason: textIn(language, `statements.reason.${b.reason}`),
      reference: b.reference ?? '',
      bankReference: b.bankReference ?? '',
      amount: b.amount,
      resolution: b.resolution?.reason ?? textIn(language, 'statements.month.open'),
      settledBy: b.resolution ? operatorName(b.resolution.operatorId) : '',
      settledAt: b.resolution ? localTimeCell(b.resolution.at, timeZone) : '',
    })),
  ];
}

export async function writeReconciliationCsv(
  view: ReconciliationMonthView,
  operatorName: (operatorId: string) => string,
  timeZone: string,
  destination: string,
  language: Language = 'en',
): Promise<Result<{ rows: number; bytes: number }, CsvWriteError>> {
  const records = reconciliationCsvRecords(view, operatorName, timeZone, language);
  const written = await writeCsvFile(records, reconciliationColumns(language), destination);
  return written.ok ? ok({ rows: records.length, ...written.value }) : written;
}
