import { isCalendarDate } from '@shared/domain/calendar-date';
import { ref } from '@shared/i18n/catalog';
import { csvRecords, CsvUnreadable, type CsvRecord } from '@shared/files/csv-records';
import { minorUnitsOf, signedAmountText } from './decimal-text';
import {
  lineAt,
  StatementFileProblem,
  type ParsedLine,
  type ParsedStatement,
} from './statement-file';

/**
 * The statement as CSV (docs/supervisor-guide.md), for a bank that gives a settlement report
 * rather than camt.053 or MT940: UTF-8, a header line with exactly these columns in this order,
 * then one row per line of the statement. The statement's own fields (account, id, period) are
 * repeated on every row, so a spreadsheet's export needs no second kind of row; it carries no
 * balances. Read by csv-parse with each row's line (D104).
 */
export const STATEMENT_CSV_HEADER = [
  'account',
  'statement_id',
  'period_from',
  'period_to',
  'value_date',
  'booking_date',
  'direction',
  'amount',
  'currency',
  'reference',
  'bank_reference',
  'description',
  'return_reason',
] as const;

type Column = (typeof STATEMENT_CSV_HEADER)[number];

/**
 * A number as a spreadsheet saves one it shows in scientific notation (`2.01235E+11` for the
 * reference 201234567890): its digits are lost, so the cell is refused, never read (D153).
 */
const SPREADSHEET_NUMBER = /^\d+(?:[.,]\d+)?E[+-]\d+$/i;

export function parseStatementCsv(source: string): ParsedStatement[] {
  const [header, ...rows] = rowsOf(source);
  const expected = STATEMENT_CSV_HEADER.join(',');
  if (!header || header.record.map((cell) => cell.trim().toLowerCase()).join(',') !== expected) {
    throw new StatementFileProblem(header?.line ?? 1, ref('statements.csv.header', { expected }));
  }
  if (rows.length === 0) throw new StatementFileProblem(header.line, ref('statements.csv.noRows'));
  const first = cellsOf(rows[0]!.record);
  const statement = {
    account: first.account,
    statementId: first.statement_id,
    periodFrom: first.period_from,
    periodTo: first.period_to,
    currency: first.currency,
  };
  const lines = rows.map(({ record, line }): ParsedLine => {
    const cells = cellsOf(record);
    checkCells(cells, line);
    const same: Record<string, string> = {
      account: statement.account,
      statement_id: statement.statementId,
      period_from: statement.periodFrom,
      period_to: statement.periodTo,
      currency: statement.currency,
    };
    for (const [column, value] of Object.entries(same)) {
      if (cells[column as Column] !== value) {
        throw new StatementFileProblem(
          line,
          ref('statements.csv.differs', {
            column,
            found: cells[column as Column],
            expected: value,
          }),
        );
      }
    }
    for (const column of ['period_from', 'period_to', 'value_date'] as const) {
      if (!isCalendarDate(cells[column])) {
        throw new StatementFileProblem(
          line,
          ref('statements.csv.date', { column, found: cells[column] }),
        );
      }
    }
    if (cells.booking_date !== '' && !isCalendarDate(cells.booking_date)) {
      throw new StatementFileProblem(
        line,
        ref('statements.csv.date', { column: 'booking_date', found: cells.booking_date }),
      );
    }
    if (cells.direction !== 'debit' && cells.direction !== 'credit') {
      throw new StatementFileProblem(
        line,
        ref('statements.csv.direction', { found: cells.direction }),
      );
    }
    const minor = minorUnitsOf(cells.amount, 'point');
    if (minor === null || minor === 0n || !/^\d+(\.\d{1,2})?$/.test(cells.amount)) {
      throw new StatementFileProblem(
        line,
        ref('statements.file.amount', { field: 'amount', found: cells.amount }),
      );
    }
    if (!/^[A-Z]{3}$/.test(cells.currency)) {
      throw new StatementFileProblem(
        line,
        ref('statements.csv.currency', { found: cells.currency }),
      );
    }
    if (cells.return_reason !== '' && cells.direction !== 'credit') {
      throw new StatementFileProblem(line, ref('statements.csv.returnDebit'));
    }
    return {
      fileLine: line,
      direction: cells.direction,
      amount: signedAmountText(minor),
      currency: cells.currency,
      valueDate: cells.value_date,
      bookingDate: cells.booking_date || null,
      reference: cells.reference || null,
      bankReference: cells.bank_reference || null,
      description: cells.description.replace(/\s+/g, ' ').slice(0, 500),
      returnReason: cells.return_reason === '' ? null : cells.return_reason,
    };
  });
  if (statement.periodTo < statement.periodFrom) {
    throw new StatementFileProblem(
      rows[0]!.line,
      ref('statements.file.periodBackwards', {
        from: statement.periodFrom,
        to: statement.periodTo,
      }),
    );
  }
  return [
    {
      fileLine: rows[0]!.line,
      format: 'csv',
      ...statement,
      sequence: null,
      openingBalance: null,
      closingBalance: null,
      lines,
    },
  ];
}

/** The statement's own fields are filled, and no identifier is a spreadsheet's number. */
function checkCells(cells: Record<Column, string>, line: number): void {
  for (const column of [
    'account',
    'statement_id',
    'period_from',
    'period_to',
    'currency',
  ] as const) {
    if (cells[column] === '') {
      throw new StatementFileProblem(line, ref('statements.csv.empty', { column }));
    }
  }
  for (const column of ['account', 'statement_id', 'reference', 'bank_reference'] as const) {
    if (SPREADSHEET_NUMBER.test(cells[column])) {
      throw new StatementFileProblem(
        line,
        ref('statements.csv.spreadsheetNumber', { column, found: cells[column] }),
      );
    }
  }
}

function cellsOf(record: readonly string[]): Record<Column, string> {
  return Object.fromEntries(
    STATEMENT_CSV_HEADER.map((column, i) => [column, (record[i] ?? '').trim()]),
  ) as Record<Column, string>;
}

/** Every record with the line it starts on; a record of another width is refused. */
function rowsOf(source: string): CsvRecord[] {
  let records: CsvRecord[];
  try {
    records = csvRecords(source);
  } catch (error) {
    if (!(error instanceof CsvUnreadable)) throw error;
    throw new StatementFileProblem(
      error.line ?? lineAt(source, source.trimEnd().length),
      ref('statements.csv.unreadable', { detail: error.detail }),
    );
  }
  for (const { record, line } of records) {
    if (record.length !== STATEMENT_CSV_HEADER.length) {
      throw new StatementFileProblem(
        line,
        ref('statements.csv.columns', {
          found: record.length,
          expected: STATEMENT_CSV_HEADER.length,
        }),
      );
    }
  }
  return records;
}
