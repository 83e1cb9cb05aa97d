import { CUSTOMER_FIELDS } from '@shared/domain/customer';
import { customerOf, deskOf, type TransferRecord } from './transfer-rows';

/*
 * What the receipt log reads of a transfer: the columns of a page (LogRecord) and of a CSV line
 * (LogLine), each as SQL over a table and back as a typed row. The queries are in log-queries.ts.
 */

/** What a line of the log (and of its CSV) needs of a transfer: logRowOf in reports/log-row.ts. */
export type LogRecord = Pick<
  TransferRecord,
  | 'id'
  | 'reference'
  | 'kind'
  | 'body'
  | 'amount'
  | 'currency'
  | 'destinationCountry'
  | 'recipientName'
  | 'recipientAccount'
  | 'sourceAccount'
  | 'operatorId'
  | 'state'
  | 'transactionId'
  | 'createdAt'
  | 'customer'
  | 'desk'
  | 'checkedOffline'
>;

/**
 * The columns of a LogRecord, as `table.column`, in the order `toLogRecord` reads them: a page
 * reads only these, as arrays (turning each of a row's 27 columns into a property of an object
 * cost more than the rest of a CSV line).
 */
export function logColumns(table: string): string {
  return [
    'id',
    'reference',
    'kind',
    'body',
    'amount',
    'currency',
    'destination_country',
    'recipient_name',
    'recipient_account',
    'source_account',
    'operator_id',
    'state',
    'transaction_id',
    'created_at',
    'customer',
    'bank_name',
    'branch_code',
    'branch_name',
    'workstation',
    'checked_offline',
  ]
    .map((column) => `${table}.${column}`)
    .join(', ');
}

export type LogRow = [
  id: number,
  reference: string,
  kind: TransferRecord['kind'],
  body: string,
  amount: string,
  currency: string,
  destinationCountry: string,
  recipientName: string,
  recipientAccount: string,
  sourceAccount: string,
  operatorId: string,
  state: TransferRecord['state'],
  transactionId: string | null,
  createdAt: string,
  customer: string | null,
  bankName: string | null,
  branchCode: string | null,
  branchName: string | null,
  workstation: string | null,
  checkedOffline: number | null,
];

export function toLogRecord(row: LogRow): LogRecord {
  return {
    id: row[0],
    reference: row[1],
    kind: row[2],
    body: row[3],
    amount: row[4],
    currency: row[5],
    destinationCountry: row[6],
    recipientName: row[7],
    recipientAccount: row[8],
    sourceAccount: row[9],
    operatorId: row[10],
    state: row[11],
    transactionId: row[12],
    createdAt: row[13],
    customer: customerOf(row[14]),
    desk: deskOf(row[15], row[16], row[17], row[18]),
    checkedOffline: row[19] === 1,
  };
}

/**
 * A line of the log as the CSV export writes it, read by SQLite in one step: the names and
 * numbers from the signed body as `logRowOf` (reports/log-row.ts) reads them (the body's text,
 * else the column beside it), and the reporting marks. No body is handed to JavaScript to be
 * parsed: for 100,000 lines that was a third of the export's time and most of its garbage.
 */
export type LogLine = [
  id: number,
  reference: string,
  kind: TransferRecord['kind'],
  state: TransferRecord['state'],
  createdAt: string,
  amount: string,
  currency: string,
  sourceName: string,
  sourceAccount: string,
  recipientName: string,
  recipientAccount: string,
  destinationCountry: string,
  transactionId: string | null,
  operatorId: string,
  reportable: 0 | 1,
  /** The transfer's split marks, comma-separated (`split-24h,split-7d`), or null (D81). */
  splitMarks: string | null,
  /** D128, D133: counted at its counter alone, head office out of reach (a column, not a mark). */
  checkedOffline: 0 | 1,
  /** D124: the fee (the transfer's currency), the total to pay and its currency, how it was paid. */
  fee: string | null,
  totalToPay: string | null,
  totalCurrency: string | null,
  paymentMethod: string | null,
  /** D77: who sent it: the customer, else an IMT body's sender ('' when neither was recorded). */
  senderName: string,
  /** D77: the customer's fields (CUSTOMER_FIELDS' order, '' where none), then the desk's. */
  ...customerAndDesk: string[],
];

/** The columns of a LogLine, from the table `table`, in its order. */
export function lineColumns(table: string): string {
  const text = (path: string) =>
    // catalog-ignore: SQL
    `WHEN json_type(${table}.body, '${path}') = 'text' THEN ${table}.body ->> '${path}'`;
  // catalog-ignore: SQL
  const fromBody = (path: string, column: string) => `CASE ${text(path)} ELSE ${column} END`;
  const marked = (mark: string) =>
    `EXISTS (SELECT 1 FROM control_marks m WHERE m.transfer_id = ${table}.id AND m.mark = '${mark}')`;
  return [
    `${table}.id`,
    `${table}.reference`,
    `${table}.kind`,
    `${table}.state`,
    `${table}.created_at`,
    fromBody('$.transfer.amount', `${table}.amount`),
    fromBody('$.transfer.currencyCode', `${table}.currency`),
    fromBody('$.source.name', `''`),
    fromBody('$.source.accountNumber', `${table}.source_account`),
    fromBody('$.destination.name', `${table}.recipient_name`),
    // catalog-ignore: SQL
    `CASE ${text('$.destination.accountNumber')} ${text('$.destination.mobileNumber')}
      ELSE ${table}.recipient_account END`,
    fromBody('$.destination.countryCode', `${table}.destination_country`),
    `${table}.transaction_id`,
    `${table}.operator_id`,
    marked('reportable'),
    `(SELECT group_concat(m.mark) FROM control_marks m WHERE m.transfer_id = ${table}.id AND m.mark <> 'reportable')`,
    `${table}.checked_offline`,
    ...['fee', 'total_to_pay', 'total_currency', 'payment_method'].map((c) => `${table}.${c}`),
    ...customerAndDeskColumns(table),
  ].join(', ');
}

/**
 * D77: the sender's name (the customer, else an IMT body's sender: never the branch account's
 * holder), each field of the customer block, and the bank, branch and workstation, as SQL.
 */
export function customerAndDeskColumns(table: string): string[] {
  return [
    // catalog-ignore: SQL, not words
    `coalesce(${table}.customer ->> '$.name', CASE WHEN json_type(${table}.body, '$.sender.name') = 'text' THEN ${table}.body ->> '$.sender.name' END, '')`,
    ...CUSTOMER_FIELDS.map((field) => `coalesce(${table}.customer ->> '$.${field}', '')`),
    // catalog-ignore: SQL, not words
    `coalesce(${table}.customer ->> '$.returning.lastCheckedOn', '')`,
    ...['bank_name', 'branch_code', 'branch_name', 'workstation'].map(
      (column) => `coalesce(${table}.${column}, '')`,
    ),
  ];
}
