import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecord } from '../../../electron/main/reports/csv-file';

// csvRecord writes the log's export; csv-stringify, with the options of writeCsvFile, is what it
// must write: the same text, for any cells.
const csvStringify = (cells: string[]) =>
  stringify([cells], { escape_formulas: true, record_delimiter: 'windows' });

/** Text made mostly of what CSV and spreadsheets treat specially, and some of anything. */
const cellText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      ...[',', '"', '\r', '\n', "'", ' ', 'a', 'é', '0', '-', '=', '+', '@', '\t'],
      ...['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', ';'],
    ),
  }),
  fc.string({ unit: 'grapheme' }),
);

describe('a CSV record', () => {
  it('is what csv-stringify writes, for any cells', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 16 }), (cells) => {
        expect(csvRecord(cells)).toBe(csvStringify(cells));
      }),
      { numRuns: 2_000 },
    );
  });

  it('quotes what holds a comma, a quote or a line break, and defuses a formula', () => {
    const cells = ['Wanjiku, Jane', 'say "hi"', 'two\r\nlines', '=HYPERLINK("x")', '+254712', ''];
    expect(csvRecord(cells)).toBe(
      `"Wanjiku, Jane","say ""hi""","two\r\nlines","'=HYPERLINK(""x"")",'+254712,\r\n`,
    );
    expect(csvRecord(cells)).toBe(csvStringify(cells));
  });
});
