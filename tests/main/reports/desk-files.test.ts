import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/operators';
import type { BankIdentity } from '@shared/domain/settings';
import { wordRef } from '@shared/i18n/catalog';
import { createBackupService } from '../../../electron/main/backup/backup-service';
import { createTellerCash } from '../../../electron/main/cash/teller-cash-service';
import { createCsvExport } from '../../../electron/main/reports/csv-export';
import { createDeskFiles } from '../../../electron/main/reports/desk-files';
import { createEndOfDay } from '../../../electron/main/reports/end-of-day';
import { createReceiptLog } from '../../../electron/main/reports/receipt-log';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { receiptViewOf } from '../../../electron/main/transfers/receipt-view';
import { useHarnessDesktop } from '../../support/harness-printer';
import { parseCsv } from '../../support/csv';
import { pdfText } from '../../support/pdf';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';
import { TIPPING_OFF } from '../../support/tipping-off';
import { TRANSFER_ACTIONS } from '../../../electron/main/journal/transfers-repo';

/*
 * Who may print which copy of a receipt, and what is recorded, with a real journal and the
 * harness's printer (Chromium's PDF output) behind the app's Printer interface.
 */
const { dir, desktop } = useHarnessDesktop('remit-desk-desk-files-');

const CLERK: Session = { operatorId: 'clerk-1', role: 'clerk' };
const OTHER_CLERK: Session = { operatorId: 'clerk-2', role: 'clerk' };
const SUPERVISOR: Session = { operatorId: 'sup-1', role: 'supervisor' };
const NOW = Date.parse('2026-11-24T09:00:00Z');

const IDENTITY: BankIdentity = {
  legalName: 'Example Bank Kenya Limited',
  branchAddress: 'Oginga Odinga Street, Kisumu',
  complaintsContact: '+254 20 555 0100, complaints@example-bank.co.ke',
  licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
};

/** A workstation's printing, its bank's identity entered by an admin unless `identity` is null. */
function setUp(identity: BankIdentity | null = IDENTITY) {
  const journal = openTempJournal();
  const timeZone = () => 'Africa/Nairobi';
  const now = () => NOW;
  const tellerCash = createTellerCash({ journal, timeZone, now });
  const receiptLog = createReceiptLog({ journal, timeZone });
  const settings = createSettingsStore(journal, now);
  if (identity) expect(settings.update('bankIdentity', identity, 'admin-1').ok).toBe(true);
  const files = createDeskFiles({
    journal,
    settings,
    desktop,
    environment: 'sandbox',
    receipt: (reference) => {
      const record = journal.transfers.getByReference(reference);
      return record ? receiptViewOf(record) : null;
    },
    purposeName: () => null,
    endOfDay: createEndOfDay({ journal, timeZone, now }),
    csv: createCsvExport({ log: receiptLog, timeZone }),
    backups: createBackupService({ journal, now, timeZone, automaticFolder: () => null }),
    timeZone,
    now,
    tellerCash,
  });
  return { journal, files, settings, tellerCash };
}

function printsOf(journal: ReturnType<typeof setUp>['journal']) {
  return journal.audit
    .entries()
    .filter((row) => row.action === 'receipt.printed')
    .map((row) => [row.operatorId, row.details['reference'], row.details['copy']]);
}

describe('printing receipts', () => {
  it('lets the clerk print the original of their own transfer once, and numbers every reprint', async () => {
    const { journal, files } = setUp();
    const mine = seedTransfer(journal, { operatorId: CLERK.operatorId });
    expect(await files.printReceipt(mine.reference, 'printer', OTHER_CLERK)).toMatchObject({
      ok: false,
      error: { code: 'reprint-not-allowed' },
    });
    expect(await files.printReceipt(mine.reference, 'printer', CLERK)).toEqual({
      ok: true,
      value: { file: null, copyNumber: 0 },
    });
    expect(await files.printReceipt(mine.reference, 'printer', CLERK)).toMatchObject({
      ok: false,
      error: { code: 'reprint-not-allowed', message: expect.stringContaining('COPY') },
    });
    expect(await files.printReceipt(mine.reference, 'printer', SUPERVISOR)).toEqual({
      ok: true,
      value: { file: null, copyNumber: 1 },
    });
    const printed = desktop.printer.printed();
    expect(pdfText(printed.at(-1)!.path)).toContain('COPY 1');
    expect(pdfText(printed.at(-2)!.path)).not.toContain('COPY');
    expect(printsOf(journal)).toEqual([
      [CLERK.operatorId, mine.reference, 'original'],
      [SUPERVISOR.operatorId, mine.reference, 'COPY 1'],
    ]);
  });

  it('prints the fee, the rate, the total to pay and how the customer paid on both copies (D124)', async () => {
    const { journal, files } = setUp();
    const shillings = seedTransfer(journal, {
      kind: 'imt',
      operatorId: CLERK.operatorId,
      amount: '150000.00',
      currency: 'UGX',
      charges: {
        fee: '2000.00',
        feeCurrency: 'UGX',
        rate: '0.0347',
        total: '5274.40',
        totalCurrency: 'KES',
        indicative: false,
      },
      paymentMethod: 'cash',
    });
    expect(await files.printReceipt(shillings.reference, 'printer', CLERK)).toMatchObject({
      ok: true,
    });
    const text = pdfText(desktop.printer.printed().at(-1)!.path).replace(/\s+/g, ' ');
    const bankCopy = text.indexOf("Bank's copy");
    expect(bankCopy).toBeGreaterThan(0);
    for (const copy of [text.slice(0, bankCopy), text.slice(bankCopy)]) {
      expect(copy).toContain('Fee 2,000.00 Ugandan shillings (UGX)');
      expect(copy).toContain('Exchange rate 1 UGX = 0.0347 KES');
      expect(copy).toContain('Total to pay 5,274.40 Kenyan shillings (KES)');
      expect(copy).toContain('Paid by Cash');
      expect(copy).not.toContain('indicative');
    }
  });

  it("prints no compliance mark and no hold on either copy: the customer signs the bank's (D148)", async () => {
    const { journal, files } = setUp();
    const large = seedTransfer(journal, { operatorId: CLERK.operatorId, amount: '1500000.00' });
    const members = [{ id: large.id, reference: large.reference }];
    const at = '2026-11-24T08:00:00.000Z';
    const why = { threshold: '1000000.00', currency: 'KES' };
    journal.controls.mark('reportable', members, why, at, CLERK.operatorId);
    journal.controls.mark('split-24h', members, { ...why, window: '24h' }, at, CLERK.operatorId);
    const held = seedTransfer(journal, { operatorId: CLERK.operatorId, state: 'reserved' });
    journal.transfers.move(held.id, 'reserved', { state: 'held' }, at, {
      operatorId: CLERK.operatorId,
      action: TRANSFER_ACTIONS.held,
    });
    for (const transfer of [large, held]) {
      expect(await files.printReceipt(transfer.reference, 'printer', CLERK)).toMatchObject({
        ok: true,
      });
      const text = pdfText(desktop.printer.printed().at(-1)!.path).replace(/\s+/g, ' ');
      const bankCopy = text.indexOf("Bank's copy");
      expect(bankCopy).toBeGreaterThan(0);
      // Both copies: the customer takes one and reads and signs the other (D86).
      for (const copy of [text.slice(0, bankCopy), text.slice(bankCopy)]) {
        expect(copy).toContain(transfer.reference);
        expect(copy).not.toMatch(TIPPING_OFF);
        expect(copy).not.toMatch(/compliance|held|1,000,000/i);
      }
    }
    const heldText = pdfText(desktop.printer.printed().at(-1)!.path).replace(/\s+/g, ' ');
    expect(heldText).toContain('Not sent yet: no money has moved');
  });

  it('records nothing when the save dialog is cancelled, and numbers the next print as before', async () => {
    const { journal, files } = setUp();
    const transfer = seedTransfer(journal, { operatorId: CLERK.operatorId });
    desktop.dialogs.answer('saveFile', null);
    expect(await files.printReceipt(transfer.reference, 'pdf', SUPERVISOR)).toMatchObject({
      ok: false,
      error: { code: 'canceled' },
    });
    expect(printsOf(journal)).toEqual([]);
    const file = join(dir, 'original.pdf');
    desktop.dialogs.answer('saveFile', file);
    expect(await files.printReceipt(transfer.reference, 'pdf', SUPERVISOR)).toEqual({
      ok: true,
      value: { file, copyNumber: 0 },
    });
    expect(existsSync(file)).toBe(true);
    // The PDF is a copy of the customer's receipt out of the app: its audit row says where.
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: SUPERVISOR.operatorId,
      action: 'receipt.printed',
      details: { reference: transfer.reference, copy: 'original', output: 'pdf', file },
    });
    expect(await files.printReceipt(transfer.reference, 'printer', SUPERVISOR)).toMatchObject({
      ok: true,
    });
    expect(journal.audit.entries().at(-1)?.details).toMatchObject({
      output: 'printer',
      file: null,
    });
    expect(await files.printReceipt('999999999999', 'pdf', SUPERVISOR)).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it('gives each refusal its catalog message, worded as the English it carries', async () => {
    const { journal, files } = setUp();
    const mine = seedTransfer(journal, { operatorId: CLERK.operatorId });
    desktop.dialogs.answer('saveFile', null);
    const refusals = [
      await files.printReceipt('999999999999', 'printer', SUPERVISOR),
      await files.printReceipt(mine.reference, 'printer', OTHER_CLERK),
      await files.printReceipt(mine.reference, 'pdf', SUPERVISOR),
    ].map((answer) => (answer.ok ? null : answer.error));
    expect(refusals.map((error) => error?.text)).toEqual([
      { key: 'reports.receipt.notFound', values: { reference: '999999999999' } },
      { key: 'reports.receipt.notYours' },
      { key: 'reports.files.canceled' },
    ]);
    for (const error of refusals) expect(wordRef(error!.text!)).toBe(error!.message);
  });

  it('prints two at once as the original and COPY 1, never two originals', async () => {
    const { journal, files } = setUp();
    const transfer = seedTransfer(journal, { operatorId: CLERK.operatorId });
    const [a, b] = await Promise.all([
      files.printReceipt(transfer.reference, 'printer', SUPERVISOR),
      files.printReceipt(transfer.reference, 'printer', SUPERVISOR),
    ]);
    expect([a, b].map((r) => (r.ok ? r.value.copyNumber : null))).toEqual([0, 1]);
  });

  it('prints no receipt without the bank’s name, says which setting, and keeps the original', async () => {
    const { journal, files, settings } = setUp(null);
    const transfer = seedTransfer(journal, { operatorId: CLERK.operatorId });
    const before = desktop.printer.printed().length;
    const refused = await files.printReceipt(transfer.reference, 'printer', CLERK);
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'bank-identity-missing',
        message:
          'This receipt cannot be printed yet: the bank’s legal name, the branch address, the complaints contact and the licence line are not set, and every receipt must name the bank and where the customer can complain. An admin enters them in Settings, Bank identity for receipts; then print the receipt again from this page.',
      },
    });
    // A supervisor's reprint as a PDF is refused alike, before any save dialog opens.
    const dialogs = desktop.dialogs.requests().length;
    expect(await files.printReceipt(transfer.reference, 'pdf', SUPERVISOR)).toMatchObject({
      ok: false,
      error: { code: 'bank-identity-missing' },
    });
    expect(desktop.dialogs.requests()).toHaveLength(dialogs);
    expect(desktop.printer.printed()).toHaveLength(before);
    expect(printsOf(journal)).toEqual([]);

    // Entered afterwards, the clerk prints the original, naming the bank and the complaints line.
    expect(settings.update('bankIdentity', IDENTITY, 'admin-1').ok).toBe(true);
    expect(await files.printReceipt(transfer.reference, 'printer', CLERK)).toEqual({
      ok: true,
      value: { file: null, copyNumber: 0 },
    });
    const text = pdfText(desktop.printer.printed().at(-1)!.path);
    expect(text).toContain(IDENTITY.legalName);
    expect(text).toContain(`Complaints: ${IDENTITY.complaintsContact}`);
    expect(printsOf(journal)).toEqual([[CLERK.operatorId, transfer.reference, 'original']]);
  });
});

describe("the tellers' cash on the end of day (D118)", () => {
  it("prints each clerk's expected, counted and difference, and writes them in the CSV", async () => {
    const { journal, files, tellerCash } = setUp();
    seedTransfer(journal, { operatorId: CLERK.operatorId, amount: '1000.00' });
    const at = new Date(NOW).toISOString();
    journal.tellerCash.setFloat({
      day: '2026-11-24',
      operatorId: CLERK.operatorId,
      currency: 'KES',
      amount: '20000.00',
      at,
      by: SUPERVISOR.operatorId,
    });
    // Another clerk's float in two currencies, one counted over, one not counted.
    for (const currency of ['KES', 'USD']) {
      journal.tellerCash.setFloat({
        day: '2026-11-24',
        operatorId: OTHER_CLERK.operatorId,
        currency,
        amount: '500.00',
        at,
        by: SUPERVISOR.operatorId,
      });
    }
    expect(tellerCash.count({ currency: 'KES', amount: '20850.00' }, CLERK).ok).toBe(true);
    expect(tellerCash.count({ currency: 'KES', amount: '510.00' }, OTHER_CLERK).ok).toBe(true);

    expect((await files.printEndOfDay('2026-11-24', 'printer', SUPERVISOR)).ok).toBe(true);
    const text = pdfText(desktop.printer.printed().at(-1)!.path).replace(/\s+/g, ' ');
    const section = text.slice(text.indexOf('Tellers’ cash'));
    expect(section).toMatch(/Clerk Currency Should hold Counted Difference/);
    expect(section).toContain('clerk-1 KES 21,000.00 KES 20,850.00 KES Short by 150.00');
    expect(section).toContain('clerk-2 KES 500.00 KES 510.00 KES Over by 10.00');
    expect(section).toContain('clerk-2 USD 500.00 USD Not counted');

    const file = join(dir, 'end-of-day-cash.csv');
    desktop.dialogs.answer('saveFile', file);
    expect((await files.exportEndOfDayCsv('2026-11-24', SUPERVISOR)).ok).toBe(true);
    const rows = parseCsv(readFileSync(file, 'utf8')).filter((row) => row[1] === 'Tellers’ cash');
    const [header] = parseCsv(readFileSync(file, 'utf8'));
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(
      rows.map((row) =>
        ['Operator', 'Currency', 'Should hold', 'Counted', 'Difference'].map((n) => cell(row, n)),
      ),
    ).toEqual([
      // D154: a short drawer's difference is a number a spreadsheet adds, not `'-150.00`.
      ['clerk-1', 'KES', '21000.00', '20850.00', '-150.00'],
      ['clerk-2', 'KES', '500.00', '510.00', '10.00'],
      ['clerk-2', 'USD', '500.00', '', ''],
    ]);
  });
});

describe('what the desk’s files leave in the audit trail', () => {
  function filesOut(journal: ReturnType<typeof setUp>['journal']) {
    return journal.audit
      .entries()
      .filter((row) => row.action.startsWith('reports.'))
      .map(({ operatorId, action, details }) => ({ operatorId, action, details }));
  }

  it('audits the receipt log’s CSV with who saved it, the filters, the file and its rows', async () => {
    const { journal, files } = setUp();
    seedTransfer(journal, { operatorId: CLERK.operatorId });
    seedTransfer(journal, { operatorId: OTHER_CLERK.operatorId });
    desktop.dialogs.answer('saveFile', null);
    expect(await files.exportCsv({}, SUPERVISOR, () => {})).toMatchObject({ ok: false });
    expect(filesOut(journal)).toEqual([]);

    const file = join(dir, 'log-audited.csv');
    desktop.dialogs.answer('saveFile', file);
    const filters = { from: '2026-11-24', to: '2026-11-24', operatorId: CLERK.operatorId };
    expect(await files.exportCsv(filters, SUPERVISOR, () => {})).toMatchObject({
      ok: true,
      value: { file, rows: 1 },
    });
    // What was asked and where it went; the customers' names and accounts stay in the file.
    expect(filesOut(journal)).toEqual([
      {
        operatorId: SUPERVISOR.operatorId,
        action: 'reports.log-exported',
        details: { filters, file, rows: 1 },
      },
    ]);
  });

  it('audits the end of day saved as CSV, printed and saved as PDF, and nothing cancelled', async () => {
    const { journal, files } = setUp();
    seedTransfer(journal, { operatorId: CLERK.operatorId });
    desktop.dialogs.answer('saveFile', null);
    expect(await files.exportEndOfDayCsv('2026-11-24', SUPERVISOR)).toMatchObject({ ok: false });
    desktop.dialogs.answer('saveFile', null);
    expect(await files.printEndOfDay('2026-11-24', 'pdf', SUPERVISOR)).toMatchObject({ ok: false });
    expect(filesOut(journal)).toEqual([]);

    const csv = join(dir, 'end-of-day-audited.csv');
    desktop.dialogs.answer('saveFile', csv);
    const exported = await files.exportEndOfDayCsv('2026-11-24', SUPERVISOR);
    expect(exported).toMatchObject({ ok: true });
    const pdf = join(dir, 'end-of-day-audited.pdf');
    desktop.dialogs.answer('saveFile', pdf);
    expect((await files.printEndOfDay('2026-11-24', 'pdf', SUPERVISOR)).ok).toBe(true);
    expect((await files.printEndOfDay('2026-11-24', 'printer', SUPERVISOR)).ok).toBe(true);
    expect(filesOut(journal)).toEqual([
      {
        operatorId: SUPERVISOR.operatorId,
        action: 'reports.end-of-day-exported',
        details: { day: '2026-11-24', file: csv, rows: exported.ok ? exported.value.rows : -1 },
      },
      {
        operatorId: SUPERVISOR.operatorId,
        action: 'reports.end-of-day-printed',
        details: { day: '2026-11-24', output: 'pdf', file: pdf },
      },
      {
        operatorId: SUPERVISOR.operatorId,
        action: 'reports.end-of-day-printed',
        details: { day: '2026-11-24', output: 'printer', file: null },
      },
    ]);
  });
});
