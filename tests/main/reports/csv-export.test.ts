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
import { D2_CUSTOMER } from '../../shared/d2-example';

/** D77: the customer's and the desk's columns, after the marks. */
const CUSTOMER_HEADERS = [
  "Customer's full name",
  'ID type',
  'ID number',
  'ID issued by',
  'ID expiry date',
  'Date of birth',
  'Nationality',
  'Address',
  'Country of residence',
  "Customer's mobile number",
  "Customer's e-mail",
  'Occupation',
  'Source of funds',
  'Purpose of the transfer',
  'Returning customer: ID last checked on',
  'Bank',
  'Branch code',
  'Branch',
  'Workstation',
];

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
      // D124: priced at the send, paid from the customer's account.
      charges: {
        fee: '15.00',
        feeCurrency: 'KES',
        rate: null,
        total: '1515.75',
        totalCurrency: 'KES',
        indicative: false,
      },
      paymentMethod: 'account',
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
      'Branch account holder',
      'Branch account',
      'Recipient',
      "Recipient's account or mobile number",
      'Destination country',
      "Bank's transaction id",
      'Operator',
      'Reporting marks',
      ...CUSTOMER_HEADERS,
      // D124: last, so the columns before keep their places.
      'Fee',
      'Total to pay',
      'Currency of the total',
      'Paid by',
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
      // An RTGS journaled before the customer block names no sender: never the account holder.
      '',
      'Jane Wanjiku',
      '0011547896523',
      'Ngozi "Nana" Okafor, Jr',
      '1100194977404',
      'KE',
      first.transactionId,
      'clerk-1',
      '',
      ...CUSTOMER_HEADERS.map(() => ''),
      '15.00',
      '1515.75',
      'KES',
      'Debit of their account',
    ]);
    expect(rows[0]).toMatchObject({
      3: 'Mobile wallet (IMT)',
      4: 'Outcome unknown: a supervisor must confirm with the bank',
      // An older IMT's sender is the body's, the customer whose ID was taken.
      7: 'Jane Wanjiku',
      10: 'Gaëlle Mukamana',
      // A mobile number starts with "+": neutralised like any cell a spreadsheet would evaluate.
      11: "'+250788123456",
      13: '',
    });
    // Journaled before fees: nothing said of them.
    expect(rows[0]!.slice(-4)).toEqual(['', '', '', '']);
  });

  it('carries the customer, and the bank, branch and workstation it was sent from (D77)', async () => {
    const { journal, csv, folder } = setUp();
    seedTransfer(journal, {
      sourceName: 'Branch till KE',
      customer: {
        ...D2_CUSTOMER,
        returning: { lastCheckedOn: '2026-11-02', documentSeenAgain: true },
      },
      desk: {
        bankName: 'Example Bank Kenya PLC',
        branchCode: 'KSM-01',
        branchName: 'Kisumu',
        workstation: '42',
      },
    });
    const file = join(folder, 'customer.csv');
    expect((await csv.exportLog({}, SUPERVISOR, file)).ok).toBe(true);
    const [header, row] = parseCsv(readFileSync(file).subarray(3).toString('utf8'));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Sender')).toBe('Jane Wanjiku');
    expect(cell('Branch account holder')).toBe('Branch till KE');
    expect(cell('ID type')).toBe('National ID card');
    expect(cell('ID number')).toBe('12345678');
    expect(cell('ID issued by')).toBe('Kenya');
    expect(cell('ID expiry date')).toBe('2034-06-30');
    expect(cell('Date of birth')).toBe('1988-04-12');
    expect(cell('Address')).toBe('Moi Avenue 14, Nairobi');
    expect(cell("Customer's mobile number")).toBe("'+254712345678");
    expect(cell('Occupation')).toBe('Teacher');
    expect(cell('Source of funds')).toBe('Salary');
    expect(cell('Returning customer: ID last checked on')).toBe('2026-11-02');
    expect(cell('Bank')).toBe('Example Bank Kenya PLC');
    expect(cell('Branch code')).toBe('KSM-01');
    expect(cell('Branch')).toBe('Kisumu');
    expect(cell('Workstation')).toBe('42');
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
    const names = rows.map((row) => row[10]);
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
