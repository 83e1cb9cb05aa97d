import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { HEAD_OFFICE_ACTOR } from '../../../shared/domain/operators';
import type { HqAuditRow, HqFlagRow, HqLogRow, Page } from '../../console-api/records';

/*
 * The console's CSV files (D102), written by csv-stringify as the workstation writes its own
 * (electron/main/reports/csv-file.ts): RFC 4180 quoting, CRLF records, a UTF-8 byte-order mark,
 * and `escape_formulas`, which puts a ' before a cell starting with =, +, -, @, a tab or a
 * carriage return, so a name typed as =HYPERLINK(…) is shown as text, never run. Each file begins
 * with the branch and the workstation. Rows are read a page at a time as the answer is sent, so a
 * file of a million rows holds one page in memory. An operator's name is a column of its own
 * after the id's: the files are read by other tools, so a column, once there, keeps its content.
 */

export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string;
}

const DESK_COLUMNS = [
  { header: 'Branch', cell: (row: { branchCode: string }) => row.branchCode },
  {
    header: 'Workstation',
    cell: (row: { workstationNumber: number }) => String(row.workstationNumber),
  },
];

export const LOG_COLUMNS: readonly CsvColumn<HqLogRow>[] = [
  ...DESK_COLUMNS,
  { header: 'Reference', cell: (r) => r.reference },
  { header: "Date and time (branch's clock)", cell: (r) => r.localTime },
  { header: 'Recorded at (UTC)', cell: (r) => r.createdAt },
  { header: 'Kind', cell: (r) => r.kindName },
  { header: 'State', cell: (r) => r.stateLabel },
  { header: 'Amount', cell: (r) => r.amount },
  { header: 'Currency', cell: (r) => r.currency },
  { header: 'Sender', cell: (r) => r.senderName },
  { header: 'Account holder', cell: (r) => r.sourceName },
  { header: 'Branch account', cell: (r) => r.sourceAccount },
  { header: 'Recipient', cell: (r) => r.recipientName },
  { header: "Recipient's account or mobile number", cell: (r) => r.recipientAccount },
  { header: 'Destination country', cell: (r) => r.destinationCountry },
  { header: "Bank's transaction id", cell: (r) => r.transactionId ?? '' },
  { header: 'Operator', cell: (r) => r.operatorId },
  { header: 'Operator name', cell: (r) => r.operatorName ?? '' },
  { header: 'Reporting marks', cell: (r) => r.marks },
  { header: 'Flagged as suspicious', cell: (r) => (r.flagged ? 'Yes' : '') },
];

export const AUDIT_COLUMNS: readonly CsvColumn<HqAuditRow>[] = [
  ...DESK_COLUMNS,
  { header: 'Entry', cell: (r) => String(r.seq) },
  { header: "Date and time (branch's clock)", cell: (r) => r.localTime },
  { header: 'Recorded at (UTC)', cell: (r) => r.at },
  { header: 'Operator', cell: (r) => r.operatorId ?? '' },
  {
    header: 'Operator name',
    // Head office's own acts at a workstation (D140), in the words its screen gives them.
    cell: (r) => (r.operatorId === HEAD_OFFICE_ACTOR ? 'Head office' : (r.operatorName ?? '')),
  },
  { header: 'Action', cell: (r) => r.action },
  { header: 'Details', cell: (r) => r.details },
];

export const FLAG_COLUMNS: readonly CsvColumn<HqFlagRow>[] = [
  ...DESK_COLUMNS,
  { header: 'Reference', cell: (r) => r.reference ?? '' },
  { header: "Flagged at (branch's clock)", cell: (r) => r.localTime },
  { header: 'Flagged by', cell: (r) => r.operatorId },
  { header: 'Flagged by (name)', cell: (r) => r.operatorName ?? '' },
  { header: 'Note', cell: (r) => r.note },
  {
    header: 'Outcome',
    cell: (r) =>
      r.outcome === 'reported' ? 'Reported' : r.outcome === 'no_action' ? 'No action' : 'Open',
  },
  { header: 'Report reference', cell: (r) => r.reportReference ?? '' },
  { header: 'Reviewed by', cell: (r) => r.reviewedBy ?? '' },
  { header: 'Reviewed by (name)', cell: (r) => r.reviewerName ?? '' },
  { header: 'Reviewed at (UTC)', cell: (r) => r.reviewedAt ?? '' },
];

/** Rows per read while a file is written. */
const EXPORT_PAGE = 500;

/** Every row, page after page, as arrays of cells. */
async function* records<Row>(
  columns: readonly CsvColumn<Row>[],
  page: (cursor: string | undefined, limit: number) => Promise<Page<Row> | null>,
): AsyncGenerator<string[]> {
  let cursor: string | undefined;
  for (;;) {
    const next = await page(cursor, EXPORT_PAGE);
    if (!next) return;
    for (const row of next.rows) yield columns.map((column) => column.cell(row));
    if (!next.nextCursor) return;
    cursor = next.nextCursor;
  }
}

/** The CSV text of every row the pages give, as a stream for the answer. */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  page: (cursor: string | undefined, limit: number) => Promise<Page<Row> | null>,
): Readable {
  return Readable.from(records(columns, page)).pipe(
    stringify({
      bom: true,
      header: true,
      columns: columns.map((column) => column.header),
      escape_formulas: true,
      record_delimiter: 'windows',
    }),
  );
}
