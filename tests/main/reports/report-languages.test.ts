import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/operators';
import { CUSTOMER_FIELDS } from '@shared/domain/customer';
import { DEFAULT_SETTINGS, type BankIdentity } from '@shared/domain/settings';
import { textIn, type Language } from '@shared/i18n/catalog';
import { createAuditTrail } from '../../../electron/main/reports/audit-trail';
import { createBackupService } from '../../../electron/main/backup/backup-service';
import { createCsvExport } from '../../../electron/main/reports/csv-export';
import { createDeskFiles } from '../../../electron/main/reports/desk-files';
import { createEndOfDay } from '../../../electron/main/reports/end-of-day';
import { endOfDayDocument } from '../../../electron/main/reports/end-of-day-document';
import { createReceiptLog } from '../../../electron/main/reports/receipt-log';
import { createSuspicionFlags } from '../../../electron/main/reports/suspicion-flags';
import { registrationSheet } from '../../../electron/main/environment/registration-sheet';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { useHarnessDesktop } from '../../support/harness-printer';
import { parseCsv } from '../../support/csv';
import { pdfText } from '../../support/pdf';
import { D2_CUSTOMER, D2_IMT_CUSTOMER } from '../../shared/d2-example';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';

/*
 * D88: every file and printed page main makes for an operator, other than the receipt, is worded
 * in that operator's language: headers, sections, kinds, states, document types and purposes;
 * codes, figures and dates as in English. Each is made here for a French and a Swahili operator
 * and compared with the catalog's own words; an English one is the default and the same bytes
 * (the files' English tests, unchanged, hold those).
 */
const { dir, desktop } = useHarnessDesktop('remit-desk-report-languages-');

const SUPERVISOR: Session = { operatorId: 'sup-1', role: 'supervisor' };
const ZONE = 'Africa/Nairobi';
const NOW = Date.parse('2026-11-24T18:00:00.000Z');
const DAY = '2026-11-24';
const OTHERS = ['fr', 'sw'] as const;

const IDENTITY: BankIdentity = {
  legalName: 'Example Bank Kenya Limited',
  branchAddress: 'Oginga Odinga Street, Kisumu',
  complaintsContact: '+254 20 555 0100',
  licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
};

/** A day with an RTGS sent, an IMT whose outcome is unknown (waiting), and a flag raised. */
function setUp() {
  const journal = openTempJournal();
  const timeZone = () => ZONE;
  const now = () => NOW;
  const sent = seedTransfer(journal, {
    at: '2026-11-24T08:00:00.000Z',
    customer: D2_CUSTOMER,
    charges: {
      fee: '150.00',
      feeCurrency: 'KES',
      rate: null,
      total: '1150.00',
      totalCurrency: 'KES',
      indicative: false,
    },
    paymentMethod: 'cheque',
  });
  seedTransfer(journal, {
    kind: 'imt',
    at: '2026-11-24T09:00:00.000Z',
    state: 'unknown',
    customer: D2_IMT_CUSTOMER,
  });
  journal.controls.flag(sent, '2026-11-24T11:00:00.000Z', SUPERVISOR.operatorId, 'Nervous');
  const settings = createSettingsStore(journal, now);
  expect(settings.update('bankIdentity', IDENTITY, 'admin-1').ok).toBe(true);
  const endOfDay = createEndOfDay({ journal, timeZone, now });
  const csv = createCsvExport({ log: createReceiptLog({ journal, timeZone }), timeZone });
  const files = createDeskFiles({
    journal,
    settings,
    desktop,
    environment: 'sandbox',
    receipt: () => null,
    purposeName: () => null,
    endOfDay,
    csv,
    backups: createBackupService({ journal, now, timeZone, automaticFolder: () => null }),
    timeZone,
    now,
  });
  const flags = createSuspicionFlags({ journal, timeZone, now });
  const audit = createAuditTrail({ journal, timeZone, now });
  return { journal, files, csv, endOfDay, flags, audit };
}

/** A CSV file's header and rows, its byte-order mark off. */
function readCsv(file: string): { header: string[]; rows: string[][] } {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  return { header: header!, rows };
}

/** The customer's and desk's headers every export ends with (D77), in `language`. */
const customerHeaders = (language: Language) => [
  ...CUSTOMER_FIELDS.map((field) => textIn(language, `customer.field.${field}`)),
  textIn(language, 'customer.csv.lastCheckedOn'),
  textIn(language, 'customer.csv.bank'),
  textIn(language, 'customer.csv.branchCode'),
  textIn(language, 'customer.csv.branchName'),
  textIn(language, 'customer.csv.workstation'),
];

describe("the receipt log's CSV, in the operator's language", () => {
  it.each(OTHERS)(
    'heads and words each column in %s, codes and figures as they are',
    async (language) => {
      const { csv } = setUp();
      const file = join(dir, `log-${language}.csv`);
      expect(await csv.exportLog({}, SUPERVISOR, file, undefined, language)).toMatchObject({
        ok: true,
        value: { rows: 2 },
      });
      const { header, rows } = readCsv(file);
      expect(header).toEqual([
        textIn(language, 'reports.field.reference'),
        textIn(language, 'reports.field.dateTimeIn', { zone: ZONE }),
        textIn(language, 'reports.field.recordedAtUtc'),
        textIn(language, 'reports.field.kind'),
        textIn(language, 'reports.field.state'),
        textIn(language, 'reports.field.amount'),
        textIn(language, 'reports.field.currency'),
        textIn(language, 'reports.field.sender'),
        textIn(language, 'customer.csv.accountHolder'),
        textIn(language, 'customer.csv.branchAccount'),
        textIn(language, 'reports.field.recipient'),
        textIn(language, 'reports.field.recipientAccountOrMobile'),
        textIn(language, 'reports.field.destinationCountry'),
        textIn(language, 'reports.field.transactionId'),
        textIn(language, 'reports.field.operator'),
        textIn(language, 'reports.field.marks'),
        ...customerHeaders(language),
        textIn(language, 'charges.review.fee'),
        textIn(language, 'charges.review.total'),
        textIn(language, 'charges.csv.totalCurrency'),
        textIn(language, 'charges.receipt.paidBy'),
      ]);
      expect(header).not.toContain(textIn('en', 'reports.field.reference'));
      const [imt, rtgs] = rows;
      const cell = (row: string[] | undefined, key: Parameters<typeof textIn>[1]) =>
        row![header.indexOf(textIn(language, key as 'reports.field.kind'))];
      expect(cell(imt, 'reports.field.kind')).toBe(textIn(language, 'transfer.kind.imt'));
      expect(cell(imt, 'reports.field.state')).toBe(textIn(language, 'states.label.unknown'));
      expect(cell(rtgs, 'reports.field.state')).toBe(textIn(language, 'states.label.succeeded'));
      // Codes and figures are the same in every language.
      expect(cell(rtgs, 'reports.field.currency')).toBe('KES');
      expect(cell(rtgs, 'reports.field.amount')).toBe('1000.00');
      expect(cell(rtgs, 'reports.field.destinationCountry')).toBe('KE');
      // D124: the fee as its text, how the customer paid in words.
      expect(rtgs!.slice(-4)).toEqual([
        '150.00',
        '1150.00',
        'KES',
        textIn(language, 'payment.method.choices.cheque'),
      ]);
      expect(imt!.slice(-4)).toEqual(['', '', '', '']);
      const documentType = header.indexOf(textIn(language, 'customer.field.documentType'));
      const purpose = header.indexOf(textIn(language, 'customer.field.purpose'));
      expect(rtgs![documentType]).toBe(textIn(language, 'documents.type.NationalId'));
      expect(imt![purpose]).toBe(textIn(language, 'customer.purpose.family'));
    },
  );

  it('is English, the same bytes, when no language is given', async () => {
    const { csv } = setUp();
    const [english, unnamed] = [join(dir, 'log-en.csv'), join(dir, 'log-default.csv')];
    await csv.exportLog({}, SUPERVISOR, english, undefined, 'en');
    await csv.exportLog({}, SUPERVISOR, unnamed);
    expect(readFileSync(english)).toEqual(readFileSync(unnamed));
    expect(readCsv(english).header[0]).toBe('Reference');
  });
});

describe("the end of day's CSV and sheet, in the operator's language", () => {
  it.each(OTHERS)(
    'heads the CSV, names its sections and words its cells in %s',
    async (language) => {
      const { files } = setUp();
      const file = join(dir, `eod-${language}.csv`);
      desktop.dialogs.answer('saveFile', file);
      expect(await files.exportEndOfDayCsv(DAY, SUPERVISOR, language)).toMatchObject({ ok: true });
      expect(desktop.dialogs.requests().at(-1)).toMatchObject({
        request: {
          title: textIn(language, 'reports.files.saveEndOfDayCsv', { day: DAY }),
        },
      });
      const { header, rows } = readCsv(file);
      expect(header).toEqual([
        ...(
          [
            'day',
            'section',
            'operator',
            'kind',
            'currency',
            'state',
            'transfers',
            'total',
            'reference',
            'sender',
            'recipient',
            'marks',
          ] as const
        ).map((field) => textIn(language, `reports.field.${field}`)),
        textIn(language, 'reports.field.dateTime'),
        textIn(language, 'reports.endOfDay.transferDay'),
        textIn(language, 'reports.endOfDay.recorded'),
        ...customerHeaders(language),
        ...(['expected', 'counted', 'difference'] as const).map((column) =>
          textIn(language, `cash.column.${column}`),
        ),
        textIn(language, 'returns.field.bankReference'),
        textIn(language, 'reports.field.fees'),
        // D127: the counter of each line of the branch's day, last.
        textIn(language, 'branchDesk.counterColumn'),
      ]);
      const sections = new Set(rows.map((row) => row[1]));
      expect(sections).toEqual(
        new Set([
          textIn(language, 'reports.endOfDay.section.prepared'),
          textIn(language, 'reports.endOfDay.section.checked'),
          textIn(language, 'reports.endOfDay.section.totals'),
          textIn(language, 'reports.endOfDay.section.operators'),
          textIn(language, 'reports.endOfDay.section.waiting'),
        ]),
      );
      const waiting = rows.find(
        (row) => row[1] === textIn(language, 'reports.endOfDay.section.waiting'),
      )!;
      expect(waiting[3]).toBe(textIn(language, 'transfer.kind.imt'));
      expect(waiting[5]).toBe(textIn(language, 'states.label.unknown'));
      expect(waiting[4]).toBe('KES');
      // D124: a totals line carries its transfers' fees, in the last column.
      const sent = rows.find(
        (row) =>
          row[1] === textIn(language, 'reports.endOfDay.section.totals') &&
          row[5] === textIn(language, 'states.label.succeeded'),
      )!;
      const fees = header.indexOf(textIn(language, 'reports.field.fees'));
      expect([sent[4], sent[fees]]).toEqual(['KES', '150.00']);
    },
  );

  it.each(OTHERS)('prints the sheet in %s, its figures as in English', async (language) => {
    const { files } = setUp();
    const file = join(dir, `eod-${language}.pdf`);
    desktop.dialogs.answer('saveFile', file);
    expect(await files.printEndOfDay(DAY, 'pdf', SUPERVISOR, language)).toMatchObject({
      ok: true,
      value: { file },
    });
    const printed = pdfText(file).replace(/\s+/g, ' ');
    for (const key of [
      'reports.endOfDay.section.totals',
      'reports.endOfDay.section.operators',
      'reports.endOfDay.section.waiting',
      'reports.endOfDay.section.marked',
      'reports.endOfDay.noneMarked',
      'reports.endOfDay.notClosed',
      'reports.field.kind',
      'reports.field.state',
      'reports.field.transfers',
      'reports.field.recipient',
      'reports.field.fees',
    ] as const) {
      expect(printed, key).toContain(textIn(language, key));
    }
    // A kind's or state's name may wrap in its cell: its first word stands on the sheet.
    expect(printed).toContain(textIn(language, 'transfer.kind.rtgs').split(' ')[0]);
    expect(printed).not.toContain(textIn('en', 'reports.endOfDay.section.waiting'));
    expect(printed).toContain('1,000.00');
    expect(printed).toContain('KES');
    // D124: the fees of the day's lines, per currency.
    expect(printed).toContain('150.00');
  });

  it('words the sheet in English, the same markup, when no language is given', () => {
    const { endOfDay } = setUp();
    const print = {
      report: endOfDay.report(DAY),
      identity: IDENTITY,
      workstation: { ...DEFAULT_SETTINGS.workstation, branchName: 'Moi Avenue' },
      operatorName: (id: string) => id,
      printedAt: NOW,
      printedBy: 'Sam',
    };
    const english = endOfDayDocument({ ...print, language: 'en' });
    expect(endOfDayDocument(print)).toEqual(english);
    expect(english.html).toContain('East Africa Time (EAT)');
    const french = endOfDayDocument({ ...print, language: 'fr' });
    expect(french.title).toBe(textIn('fr', 'reports.endOfDay.title', { day: DAY }));
    expect(french.html).toContain(`${textIn('fr', 'dates.zone.EAT')} (EAT)`);
  });
});

describe("the suspicion flags' and the audit trail's CSV, in the operator's language", () => {
  it.each(OTHERS)('heads the flags and words their cells in %s', async (language) => {
    const { flags } = setUp();
    const file = join(dir, `flags-${language}.csv`);
    expect(await flags.exportCsv({}, file, SUPERVISOR, language)).toMatchObject({ ok: true });
    const { header, rows } = readCsv(file);
    expect(header.slice(0, 3)).toEqual([
      textIn(language, 'reports.flags.flaggedAt', { zone: ZONE }),
      textIn(language, 'reports.flags.flaggedBy'),
      textIn(language, 'reports.field.note'),
    ]);
    expect(header).toContain(textIn(language, 'oversight.flags.csv.outcome'));
    expect(header.slice(-customerHeaders(language).length)).toEqual(customerHeaders(language));
    const row = rows[0]!;
    expect(row[header.indexOf(textIn(language, 'reports.field.kind'))]).toBe(
      textIn(language, 'transfer.kind.rtgs'),
    );
    expect(row[header.indexOf(textIn(language, 'reports.field.state'))]).toBe(
      textIn(language, 'states.label.succeeded'),
    );
  });

  it.each(OTHERS)("heads the audit trail in %s, the journal's own codes kept", async (language) => {
    const { audit } = setUp();
    const file = join(dir, `audit-${language}.csv`);
    expect(await audit.exportCsv({}, file, SUPERVISOR, language)).toMatchObject({ ok: true });
    const { header, rows } = readCsv(file);
    expect(header).toEqual([
      textIn(language, 'oversight.audit.csv.seq'),
      textIn(language, 'oversight.audit.csv.at', { zone: ZONE }),
      textIn(language, 'oversight.audit.csv.atUtc'),
      textIn(language, 'oversight.audit.csv.operator'),
      textIn(language, 'oversight.audit.csv.group'),
      textIn(language, 'oversight.audit.csv.action'),
      textIn(language, 'oversight.audit.csv.details'),
      textIn(language, 'oversight.audit.csv.previousMac'),
      textIn(language, 'oversight.audit.csv.mac'),
    ]);
    const flagged = rows.find((row) => row[5] === 'suspicion.flagged');
    expect(flagged?.[4]).toBe(textIn(language, 'oversight.audit.groups.compliance'));
  });
});

describe('the key registration sheet, in the admin’s language', () => {
  const data = {
    environment: 'test' as const,
    workstation: 4,
    branchName: 'Moi Avenue',
    merchantCode: 'MERCHANT-4471',
    fingerprint: 'ab'.repeat(32),
    bits: 2048,
    publicKeyPem: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
    at: NOW,
    timeZone: ZONE,
    admin: { operatorId: 'admin.amina', displayName: 'Amina Mohamed' },
    rotation: false,
  };

  it.each(OTHERS)('titles, heads and labels the sheet in %s', (language) => {
    const sheet = registrationSheet({ ...data, language });
    const service = textIn(language, 'environment.registrationSheet.service.test');
    expect(sheet.title).toBe(textIn(language, 'environment.registrationSheet.title', { service }));
    for (const key of [
      'environment.registrationSheet.heading',
      'environment.registrationSheet.row.fingerprint',
      'environment.registrationSheet.row.preparedBy',
      'environment.registrationSheet.signature.officer',
    ] as const) {
      expect(sheet.html, key).toContain(textIn(language, key));
    }
    expect(sheet.html).toContain(
      textIn(language, 'environment.registrationSheet.keyKind', { bits: 2048 }),
    );
    expect(sheet.html).not.toContain(textIn('en', 'environment.registrationSheet.heading'));
  });

  it('is English, the same markup, when no language is given', () => {
    expect(registrationSheet(data)).toEqual(registrationSheet({ ...data, language: 'en' }));
  });
});
