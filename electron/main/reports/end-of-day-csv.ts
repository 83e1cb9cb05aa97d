import { text } from '@shared/i18n/catalog';
import type { EndOfDayLine, EndOfDayReport } from '@shared/domain/end-of-day';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { ok, type Result } from '@shared/result';
import { marksText, writeCsvFile, type CsvColumn, type CsvWriteError } from './csv-file';
import { customerAndDeskColumns, customerAndDeskRecord } from './customer-columns';

/**
 * The end of a branch day as CSV: the report itself (the same exact totals the screen and the A4
 * sheet show), not the day's transfers, which the log's own CSV export gives. One table, one
 * section per row, so a spreadsheet can filter by it: totals per kind, currency and state; the
 * same per operator; the transfers still waiting for a supervisor; the reportable transfers and
 * split series. Amounts stay the two-decimal text of the report.
 */
export const END_OF_DAY_COLUMNS: readonly CsvColumn[] = [
  { key: 'day', header: text('reports.field.day') },
  { key: 'section', header: text('reports.field.section') },
  { key: 'operator', header: text('reports.field.operator') },
  { key: 'kind', header: text('reports.field.kind') },
  { key: 'currency', header: text('reports.field.currency') },
  { key: 'state', header: text('reports.field.state') },
  { key: 'count', header: text('reports.field.transfers') },
  { key: 'total', header: text('reports.field.total') },
  { key: 'reference', header: text('reports.field.reference') },
  { key: 'sender', header: text('reports.field.sender') },
  { key: 'recipient', header: text('reports.field.recipient') },
  { key: 'marks', header: text('reports.field.marks') },
  ...customerAndDeskColumns(),
];

export const END_OF_DAY_SECTIONS = {
  totals: text('reports.endOfDay.section.totals'),
  operators: text('reports.endOfDay.section.operators'),
  waiting: text('reports.endOfDay.section.waiting'),
  marked: text('reports.endOfDay.section.marked'),
} as const;

type Cells = Record<string, string>;

export function endOfDayCsvRecords(
  report: EndOfDayReport,
  operatorName: (operatorId: string) => string,
): Cells[] {
  const blank: Cells = Object.fromEntries(END_OF_DAY_COLUMNS.map(({ key }) => [key, '']));
  const line = (section: string, l: EndOfDayLine, operator = ''): Cells => ({
    ...blank,
    day: report.day,
    section,
    operator,
    kind: text(`transfer.kind.${l.kind}`),
    currency: l.currency,
    state: l.stateLabel,
    count: String(l.count),
    total: l.total,
  });
  const transfer = (section: string, row: TransferLogRow): Cells => ({
    ...blank,
    day: report.day,
    section,
    operator: operatorName(row.operatorId),
    kind: text(`transfer.kind.${row.kind}`),
    currency: row.currency,
    state: row.stateLabel,
    total: row.amount,
    reference: row.reference,
    sender: row.senderName,
    recipient: row.recipientName,
    marks: marksText(row),
    ...customerAndDeskRecord(row.customer, row.desk),
  });
  return [
    ...report.lines.map((l) => line(END_OF_DAY_SECTIONS.totals, l)),
    ...report.byOperator.map((l) =>
      line(END_OF_DAY_SECTIONS.operators, l, operatorName(l.operatorId)),
    ),
    ...report.waiting.map((row) => transfer(END_OF_DAY_SECTIONS.waiting, row)),
    ...report.marked.map((row) => transfer(END_OF_DAY_SECTIONS.marked, row)),
  ];
}

export async function writeEndOfDayCsv(
  report: EndOfDayReport,
  operatorName: (operatorId: string) => string,
  destination: string,
): Promise<Result<{ rows: number; bytes: number }, CsvWriteError>> {
  const records = endOfDayCsvRecords(report, operatorName);
  const written = await writeCsvFile(records, END_OF_DAY_COLUMNS, destination);
  return written.ok ? ok({ rows: records.length, ...written.value }) : written;
}
