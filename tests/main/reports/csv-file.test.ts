import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecord, formulaSafe, writeCsvFile } from '../../../electron/main/reports/csv-file';

// csvRecord writes the log's export; csv-stringify, with the options of writeCsvFile, is what it
// must write: the same text, for any cells.
const csvStringify = (cells: string[]) =>
  stringify([cells], { cast: { string: formulaSafe }, record_delimiter: 'windows' });

/** Text made mostly of what CSV and spreadsheets treat specially, and some of anything. */
const cellText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      ...[',', '"', '\r', '\n', "'", ' ', 'a', 'é', '0', '1', '.', '-', '=', '+', '@', '\t'],
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

  it('writes a negative amount as a number a spreadsheet adds, and still defuses a formula', async () => {
    // D154: `'-150.00` is text to a spreadsheet, left out of the sum of a drawer's differences.
    const cells = ['-150.00', '-0.05', '-2+3', '-SUM(A1:A9)', '-1.5', '-150.00 ', '- 150.00'];
    const written = `-150.00,-0.05,'-2+3,'-SUM(A1:A9),'-1.5,'-150.00 ,'- 150.00\r\n`;
    expect(csvRecord(cells)).toBe(written);
    expect(csvRecord(cells)).toBe(csvStringify(cells));

    const dir = mkdtempSync(join(tmpdir(), 'csv-file-'));
    try {
      const file = join(dir, 'cells.csv');
      const columns = cells.map((_, i) => ({ key: `c${i}`, header: `c${i}` }));
      const record = Object.fromEntries(cells.map((cell, i) => [`c${i}`, cell]));
      expect((await writeCsvFile([record], columns, file)).ok).toBe(true);
      const [, line] = readFileSync(file, 'utf8').split('\r\n');
      expect(`${line}\r\n`).toBe(written);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
