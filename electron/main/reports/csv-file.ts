import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { zonedParts } from '@shared/domain/calendar-date';
import type { ControlMarks } from '@shared/domain/control-marks';
import { textIn, type Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { streamAtomically } from '../files/atomic-file';

export type CsvWriteError = AppError<'cannot-write'>;

export interface CsvColumn {
  key: string;
  header: string;
}

/**
 * Writes records to a CSV file with csv-stringify (the csv project's streaming writer): RFC 4180
 * quoting (a field holding a comma, a quote or a line break is quoted, quotes doubled), CRLF
 * records, a UTF-8 byte-order mark so spreadsheet programs read names in any script, and
 * `formulaSafe` as its cast of every cell, which puts a `'` before a cell starting with =, +, -,
 * @, a tab or a carriage return, so a name like =HYPERLINK(...) is shown as text, never run as a
 * formula, and leaves a negative amount (`-150.00`) a number (D154). Records are
 * pulled as the file takes them, so memory stays flat. The file appears only complete
 * (`streamAtomically`), replacing a file of that name: the person chose it in a save dialog,
 * which asked.
 */
export async function writeCsvFile(
  records: Iterable<Record<string, string>>,
  columns: readonly CsvColumn[],
  destination: string,
): Promise<Result<{ bytes: number }, CsvWriteError>> {
  try {
    return ok(
      await streamAtomically(destination, [
        Readable.from(records),
        stringify({
          bom: true,
          header: true,
          columns: [...columns],
          cast: { string: formulaSafe },
          record_delimiter: 'windows',
        }),
      ]),
    );
  } catch (error) {
    return fail(cannotWrite(destination, error));
  }
}

/** Why a CSV file could not be written, and what to do. */
export function cannotWrite(destination: string, error: unknown): CsvWriteError {
  const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return worded('cannot-write', 'reports.files.cannotWriteCsv', { file: destination, reason });
}

/**
 * The first characters csv-stringify's `escape_formulas` puts a `'` before (a spreadsheet would
 * read the cell as a formula), the full-width forms Apple Numbers reads as them included.
 */
const FORMULA_START = /^[-=+@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * What makes a cell quoted: a comma, a quote, or the record delimiter (CRLF). As csv-stringify has
 * it with that delimiter, a lone CR or LF does not; no text of a transfer holds one (the schemas
 * refuse control characters).
 */
const NEEDS_QUOTES = /[",]|\r\n/;

/** Either of the above: most cells (figures, codes, names) are written as they are, after one test. */
const SPECIAL = new RegExp(`${FORMULA_START.source}|${NEEDS_QUOTES.source}`);

/**
 * A negative amount as the app writes one (`signedAmountText`: a drawer's difference, what it
 * should hold): a number and nothing else, so no formula can be in it.
 */
const NEGATIVE_AMOUNT = /^-(?:0|[1-9]\d*)\.\d{2}$/;

/**
 * A cell as a spreadsheet must read it: after a `'` when it starts as a formula may, as
 * csv-stringify's `escape_formulas` writes it, except a negative amount, written as it is (D154):
 * `'-150.00` is text to Excel and LibreOffice, shown with its quote and left out of a column's
 * sum, so a drawer short by 150.00 vanished from the total of the end of day's differences.
 * csv-stringify's own option spares a `-` only for a JavaScript number, which an amount never is
 * (D9).
 */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_AMOUNT.test(value) ? `'${value}` : value;
}

function csvCell(value: string): string {
  if (!SPECIAL.test(value)) return value;
  const cell = formulaSafe(value);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * One CSV record of text cells, exactly as `writeCsvFile`'s csv-stringify writes it (RFC 4180
 * quoting, `formulaSafe`, CRLF): tests/main/reports/csv-file.test.ts holds the two to the same
 * text for any cells. The log's export writes 100,000 records with it under its one-second
 * budget, where csv-stringify's general writer (casts, options per field) took a third (D64).
 */
export function csvRecord(cells: readonly string[]): string {
  let record = '';
  for (let i = 0; i < cells.length; i += 1) record += (i === 0 ? '' : ',') + csvCell(cells[i]!);
  return `${record}\r\n`;
}

/** An instant as the branch reads it in a CSV cell: `YYYY-MM-DD HH:MM:SS` in `timeZone`. */
export function localTimeCell(iso: string, timeZone: string): string {
  const local = zonedParts(Date.parse(iso), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.date} ${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}`;
}

/**
 * The reporting marks of a row in words, for a CSV cell and the end of day's sheet (empty when it
 * has none): a split series with the windows it was found in (D81), and (D128, D133) whether its
 * counter checked it alone, head office out of reach, in the language of whoever asked for the
 * file (D88).
 */
export function marksText(
  row: ControlMarks & { checkedOffline?: boolean },
  language: Language = 'en',
): string {
  const windows = row.splitWindows.map((window) =>
    textIn(language, `reports.marks.window.${window}`),
  );
  return [
    row.reportable ? textIn(language, 'reports.marks.reportable') : '',
    row.split
      ? windows.length > 0
        ? textIn(language, 'reports.marks.splitIn', { windows: windows.join(', ') })
        : textIn(language, 'reports.marks.split')
      : '',
    row.checkedOffline ? textIn(language, 'reports.marks.checkedOffline') : '',
  ]
    .filter((word) => word !== '')
    .join('; ');
}
