import { perLanguage, textIn, type Language } from '@shared/i18n/catalog';
import type { EndOfDayLine, EndOfDayReport } from '@shared/domain/end-of-day';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { ok, type Result } from '@shared/result';
import type { TellerCash } from '@shared/domain/teller-cash';
import { cashRows } from './end-of-day-cash';
import { branchCsvRecords } from './branch-day-words';
import { marksText, writeCsvFile, type CsvColumn, type CsvWriteError } from './csv-file';
import { customerAndDeskColumns, customerAndDeskRecord } from './customer-columns';
import { printedTimeText } from './receipt-document';
import { kindNameIn, stateNameIn } from './report-words';

/**
 * The end of a branch day as CSV: the report itself (the same exact totals the screen and the A4
 * sheet show), not the day's transfers, which the log's own CSV export gives. One table, one
 * section per row, so a spreadsheet can filter by it: first who prepared and who checked the
 * closing (D114); totals per kind, currency and state; the same per operator; each clerk's cash
 * per currency (D118); the transfers still waiting for a supervisor; the reportable transfers and
 * split series; what was learnt on the day about transfers of earlier days (D113); last the
 * returns and recalls learnt on the day (D122). Amounts stay the two-decimal text of the report.
 * Headers, sections and words in the language of whoever exports it (D88); the columns' order is
 * the same in every language.
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
  // D113–D114: the closing's signatures and what was learnt on the day, with when.
  { key: 'at', header: textIn(language, 'reports.field.dateTime') },
  { key: 'transferDay', header: textIn(language, 'reports.endOfDay.transferDay') },
  { key: 'recorded', header: textIn(language, 'reports.endOfDay.recorded') },
  ...customerAndDeskColumns(language),
  // D118: a clerk's cash per currency; the difference signed (counted less expected);
  // last, so the columns a spreadsheet already reads stay where they were.
  { key: 'expected', header: textIn(language, 'cash.column.expected') },
  { key: 'counted', header: textIn(language, 'cash.column.counted') },
  { key: 'difference', header: textIn(language, 'cash.column.difference') },
  // D122: the bank's reference of a return or recall learnt on the day.
  { key: 'bankReference', header: textIn(language, 'returns.field.bankReference') },

  // D124: the fees of a totals line, in its currency; last, for the same reason.
  { key: 'fees', header: textIn(language, 'reports.field.fees') },
  // D127: the counter of a branch line (an enrolled workstation's end of day).
  { key: 'counter', header: textIn(language, 'branchDesk.counterColumn') },
]);

/** Each section's name in the second column, in `language`. */
export const endOfDaySections = perLanguage((language) => ({
  totals: textIn(language, 'reports.endOfDay.section.totals'),
  operators: textIn(language, 'reports.endOfDay.section.operators'),
  waiting: textIn(language, 'reports.endOfDay.section.waiting'),
  marked: textIn(language, 'reports.endOfDay.section.marked'),
  prepared: textIn(language, 'reports.endOfDay.section.prepared'),
  checked: textIn(language, 'reports.endOfDay.section.checked'),
  learnt: textIn(language, 'reports.endOfDay.learntSection'),
  cash: textIn(language, 'reports.endOfDay.section.cash'),
  returns: textIn(language, 'returns.endOfDay.heading'),
}));

/** The English columns and sections, as a file exported in English has them. */
export const END_OF_DAY_COLUMNS = endOfDayColumns('en');
export const END_OF_DAY_SECTIONS = endOfDaySections('en');

type Cells = Record<string, string>;

export function endOfDayCsvRecords(
  report: EndOfDayReport,
  operatorName: (operatorId: string) => string,
  language: Language = 'en',
  cash: readonly TellerCash[] = [],
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
    fees: l.fees,
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
    ...signatures(report, operatorName, sections, blank),
    ...report.lines.map((l) => line(sections.totals, l)),
    ...report.byOperator.map((l) => line(sections.operators, l, operatorName(l.operatorId))),
    ...cashRows(cash).map((row): Cells => ({
      ...blank,
      day: report.day,
      section: sections.cash,
      operator: operatorName(row.operatorId),
      currency: row.currency,
      expected: row.expected,
      counted: row.counted ?? '',
      difference: row.difference ?? '',
    })),
    ...report.waiting.map((row) => transfer(sections.waiting, row)),
    ...report.marked.map((row) => transfer(sections.marked, row)),
    ...report.learnt.map((learnt): Cells => ({
      ...blank,
      day: report.day,
      section: sections.learnt,
      operator: operatorName(learnt.operatorId),
      state: stateNameIn(language, learnt.toState),
      reference: learnt.reference,
      at: printedTimeText(learnt.at, report.timeZone),
      transferDay: learnt.transferDay,
      recorded: textIn(language, `settle.outcome.${learnt.outcome}`),
    })),
    ...report.returns.map((returned): Cells => ({
      ...blank,
      day: report.day,
      section: sections.returns,
      operator: operatorName(returned.operatorId),
      currency: returned.currency,
      total: returned.amount,
      reference: returned.reference,
      at: printedTimeText(returned.at, report.timeZone),
      transferDay: returned.transferDay,
      recorded: textIn(language, `returns.kind.${returned.kind}.label`),
      bankReference: returned.bankReference,
    })),
    ...branchCsvRecords(report, language, blank),
  ];
}

/**
 * D114: who prepared the closing and who checked it, with when, first as on the sheet. Before
 * the day is closed both rows stand with the operator and time blank, as the sheet's lines to
 * sign; a day closed before two people closed days names its one closer, the checker blank.
 */
function signatures(
  report: EndOfDayReport,
  operatorName: (operatorId: string) => string,
  sections: ReturnType<typeof endOfDaySections>,
  blank: Cells,
): Cells[] {
  const { closing, timeZone } = report;
  const row = (section: string, by: string | null, at: string | null): Cells => ({
    ...blank,
    day: report.day,
    section,
    operator: by === null ? '' : operatorName(by),
    at: at === null ? '' : printedTimeText(at, timeZone),
  });
  return [
    row(
      sections.prepared,
      closing?.closedBy ?? null,
      closing ? (closing.preparedAt ?? closing.closedAt) : null,
    ),
    row(sections.checked, closing?.checkedBy ?? null, closing?.checkedAt ?? null),
  ];
}

export async function writeEndOfDayCsv(
  report: EndOfDayReport,
  operatorName: (operatorId: string) => string,
  destination: string,
  language: Language = 'en',
  cash: readonly TellerCash[] = [],
): Promise<Result<{ rows: number; bytes: number }, CsvWriteError>> {
  const records = endOfDayCsvRecords(report, operatorName, language, cash);
  const written = await writeCsvFile(records, endOfDayColumns(language), destination);
  return written.ok ? ok({ rows: records.length, ...written.value }) : written;
}
