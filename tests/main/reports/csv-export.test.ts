import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/operators';
import { createCsvExport, type CsvExportProgress } from '../../../electron/main/reports/csv-export';
import { parseCsv } from '../../support/csv';
import { createReceiptLog } from '../../../electron/main/reports/receipt-log';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';

const SUPERVISOR: Session = { operatorId: 'sup-1', role: 'supervisor' };
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function setUp() {
  const journal = openTempJournal();
  const log = createReceiptLog({ journal, timeZone: () => 'Africa/Nairobi' });
  const csv = createCsvExport({ log, timeZone: () => 'Africa/Nairobi' });
  const folder = mkdtempSync(join(tmpdir(), 'remit-desk-csv-'));
  return { journal, csv, folder };
}

describe('CSV export of the receipt log', () => {
  it('writes UTF-8 with a byte-order mark, CRLF records, RFC 4180 quoting, newest first', async () => {
    const { journal, csv, folder } = setUp();
    const first = seedTransfer(journal, {
      at: '2026-11-24T08:00:00.000Z',
      recipientName: 'Ngozi "Nana" Okafor, Jr',
      amount: '1500.75',
    });
    const second = seedTransfer(journal, {
      kind: 'imt',
      at: '2026-11-24T09:30:00.000Z',
      recipientName: 'Gaëlle Mukamana',
      recipient: '+250788123456',
      state: 'unknown',
    });
    const file = join(folder, 'log.csv');
    const result = await csv.exportLog({}, SUPERVISOR, file);
    expect(result).toEqual({
      ok: true,
      value: { file, rows: 2, bytes: readFileSync(file).length },
    });

    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 3)).toEqual(BOM);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"Ngozi ""Nana"" Okafor, Jr"');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'Reference',
      'Date and time (Africa/Nairobi)',
      'Recorded at (UTC)',
      'Kind',
      'State',
      'Amount',
      'Currency',
      'Sender',
      "Sender's account",
      'Recipient',
      "Recipient's account or mobile number",
      'Destination country',
      "Bank's transaction id",
      'Operator',
      'Reporting marks',
    ]);
    expect(rows.map((row) => row[0])).toEqual([second.reference, first.reference]);
    expect(rows[1]).toEqual([
      first.reference,
      '2026-11-24 11:00:00',
      '2026-11-24T08:00:00.000Z',
      'RTGS bank transfer',
      'Sent: accepted by the service',
      '1500.75',
      'KES',
      'Jane Wanjiku',
      '0011547896523',
      'Ngozi "Nana" Okafor, Jr',
      '1100194977404',
      'KE',
      first.transactionId,
      'clerk-1',
      '',
    ]);
    expect(rows[0]).toMatchObject({
      3: 'Mobile wallet (IMT)',
      4: 'Outcome unknown: a supervisor must confirm with the bank',
      9: 'Gaëlle Mukamana',
      // A mobile number starts with "+": neutralised like any cell a spreadsheet would evaluate.
      10: "'+250788123456",
      12: '',
    });
  });

  it('neutralises every cell a spreadsheet would run as a formula', async () => {
    const { journal, csv, folder } = setUp();
    const hostile = [
      '=HYPERLINK("http://x","y")',
      '+SUM(1,2)',
      '-2+3',
      '@cmd',
      '\tTab Start',
      '\rCarriage',
    ];
    for (const name of hostile) seedTransfer(journal, { recipientName: name });
    seedTransfer(journal, { recipientName: 'Plain Name' });
    const file = join(folder, 'hostile.csv');
    expect((await csv.exportLog({}, SUPERVISOR, file)).ok).toBe(true);
    const [, ...rows] = parseCsv(readFileSync(file).subarray(3).toString('utf8'));
    const names = rows.map((row) => row[9]);
    expect(names).toEqual(['Plain Name', ...hostile.map((name) => `'${name}`).reverse()]);
    expect(readFileSync(file, 'utf8')).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('exports only what the filters and the role allow', async () => {
    const { journal, csv, folder } = setUp();
    const mine = seedTransfer(journal, { operatorId: 'clerk-1', currency: 'USD' });
    seedTransfer(journal, { operatorId: 'clerk-1', currency: 'KES' });
    seedTransfer(journal, { operatorId: 'clerk-2', currency: 'USD' });
    const file = join(folder, 'usd.csv');
    await csv.exportLog(
      { currency: 'USD', operatorId: 'clerk-2' },
      { operatorId: 'clerk-1', role: 'clerk' },
      file,
    );
    const [, ...rows] = parseCsv(readFileSync(file).subarray(3).toString('utf8'));
    expect(rows.map((row) => row[0])).toEqual([mine.reference]);
  });

  it('streams page by page with progress, leaving the journal free for sends meanwhile', async () => {
    const { journal, csv, folder } = setUp();
    journal.transaction(() => {
      for (let i = 0; i < 1_203; i += 1) seedTransfer(journal, { amount: `${i + 1}.00` });
    });
    const progress: CsvExportProgress[] = [];
    let sentDuringExport = 0;
    const file = join(folder, 'big.csv');
    const result = await csv.exportLog({}, SUPERVISOR, file, (p) => {
      progress.push(p);
      // A send commits while the export is under way: no statement is held open across pages.
      seedTransfer(journal, { at: '2026-11-24T10:00:00.000Z' });
      sentDuringExport += 1;
    });
    expect(result.ok && result.value.rows).toBe(1_203);
    expect(progress.map((p) => p.rows)).toEqual([500, 1_000, 1_203]);
    expect(sentDuringExport).toBe(3);
    const lines = parseCsv(readFileSync(file).subarray(3).toString('utf8'));
    expect(lines).toHaveLength(1 + 1_203);
    expect(new Set(lines.slice(1).map((row) => row[0])).size).toBe(1_203);
  });

  it('never leaves a half-written file, and says what to do', async () => {
    const { journal, csv, folder } = setUp();
    seedTransfer(journal);
    const missing = join(folder, 'no-such-folder', 'log.csv');
    const refused = await csv.exportLog({}, SUPERVISOR, missing);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'cannot-write',
        message: expect.stringMatching(/Choose a folder you can write to/),
      },
    });

    // A destination that cannot be replaced (a folder of that name): nothing else is left behind.
    const blocked = join(folder, 'blocked.csv');
    mkdirSync(blocked);
    expect((await csv.exportLog({}, SUPERVISOR, blocked)).ok).toBe(false);
    expect(readdirSync(folder)).toEqual(['blocked.csv']);
  });
});
