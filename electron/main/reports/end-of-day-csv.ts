import { perLanguage, textIn, type Language } from '@shared/i18n/catalog';
import type { EndOfDayLine, EndOfDayReport } from '@shared/domain/end-of-day';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { ok, type Result } from '@shared/result';
import { marksText, writeCsvFile, type CsvColumn, type CsvWriteError } from './csv-file';
import { customerAndDeskColumns, customerAndDeskRecord } from './customer-columns';
import { kindNameIn, stateNameIn } from './report-words';

/**
 * The end of a branch day as CSV: the report itself (the same exact totals the screen and the A4
 * sheet show), not the day's transfers, which the log's own CSV export gives. One table, one
 * section per row, so a spreadsheet can filter by it: totals per kind, currency and state; the
 * same per operator; the transfers still waiting for a supervisor; the reportable transfers and
 * split series. Amounts stay the two-decimal text of the report. Headers, sections and words in
 * the language of whoever exports it (D88); the columns' order is the same in every language.
 */
export const endOfDayColumns = perLanguage((language): readonly CsvColumn[] => [
  { key: 'day', header: textIn(language, 'reports.field.day') },
  { key: 'section', header: textIn(language, 'reports.field.section') },
  { key: 'operator', header: textIn(language, 'reports.field.operator') },
  { key: 'kind', header: textIn(language, 'reports.field.kind') },
  { key: 'currency', header: textIn(language, 'reports.field.currency') },
  { key: 'state', header: textIn(language, 'reports.field.state') },
  { key: 'count', header: textIn(language, 'reports.field.transfers') },
  { key: 'total', header: textIn(language, 'reports.field.total') },
  { key: 'reference', header: textIn(language, 'reports.field.reference') },
  { key: 'sender', header: textIn(language, 'reports.field.sender') },
  { key: 'recipient', header: textIn(language, 'reports.field.recipient') },
  { key: 'marks', header: textIn(language, 'reports.field.marks') },
  ...customerAndDeskColumns(language),
]);

/** Each section's name in the second column, in `language`. */
export const endOfDaySections = perLanguage((language) => ({
  totals: textIn(language, 'reports.endOfDay.section.totals'),
  operators: textIn(language, 'reports.endOfDay.section.operators'),
  waiting: textIn(language, 'reports.endOfDay.section.waiting'),
  marked: textIn(language, 'reports.endOfDay.section.marked'),
}));

/** The English columns and sections, as a file exported in English has them. */
export const END_OF_DAY_COLUMNS = endOfDayColumns('en');
export const END_OF_DAY_SECTIONS = endOfDaySections('en');

type Cells = Record<string, string>;

export function endOfDayCsvRecords(
  report: EndOfDayReport,
  operatorName: (operatorId: string) => string,
  language: Language = 'en',
): Cells[] {
  const sections = endOfDaySections(language);
  const blank: Cells = Object.fromEntries(endOfDayColumns(language).map(({ key }) => [key, '']));
  const line = (section: string, l: EndOfDayLine, operator = ''): Cells => ({
    ...blank,
    day: report.day,
    section,
    operator,
    kind: kindNameIn(language, l.kind),
    currency: l.currency,
    state: stateNameIn(language, l.state),
    count: String(l.count),
    total: l.total,
  });
  const transfer = (section: string, row: TransferLogRow): Cells => ({
    ...blank,
    day: report.day,
    section,
    operator: operatorName(row.operatorId),
    kind: kindNameIn(language, row.kind),
    currency: row.currency,
    state: stateNameIn(language, row.state),
    total: row.amount,
    reference: row.reference,
    sender: row.senderName,
    recipient: row.recipientName,
    marks: marksText(row, language),
    ...customerAndDeskRecord(row.customer, row.desk, language),
  });
  return [
    ...report.lines.map((l) => line(sections.totals, l)),
    ...report.byOperator.map((l) => line(sections.operators, l, operatorName(l.operatorId))),
    ...report.waiting.map((row) => transfer(sections.waiting, row)),
    ...report.marked.map((row) => transfer(sections.marked, row)),
  ];
}

export async function writeEndOfDayCsv(
  report: EndOfDayReport,
  operatorName: (operatorId: string) => string,
  destination: string,
  language: Language = 'en',
): Promise<Result<{ rows: number; bytes: number }, CsvWriteError>> {
  const records = endOfDayCsvRecords(report, operatorName, language);
  const written = await writeCsvFile(records, endOfDayColumns(language), destination);
  return written.ok ? ok({ rows: records.length, ...written.value }) : written;
}
