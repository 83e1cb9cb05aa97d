import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReceiptView } from '@shared/domain/receipt';
import {
  receiptDocument,
  type ReceiptPrint,
} from '../../../electron/main/reports/receipt-document';
import { useHarnessDesktop } from '../../support/harness-printer';
import { pdfPages, type PdfPage } from '../../support/pdf';

/*
 * D54: on the 80 mm roll each copy of a receipt is one page as long as its content, printed by
 * real Chromium (the harness's printer, which measures and cuts as the app's does) and read back
 * page by page with pdfinfo and pdftotext. The bank's copy is made long on purpose: two
 * supervisors' approvals with long reasons, the instruction form, names of the longest length.
 */
const { dir, desktop } = useHarnessDesktop('remit-desk-receipt-roll-');

// D21's longest names: 100 characters.
const LONG_SENDER =
  'Wanjiku Nyambura Kamau-Otieno Achieng Wairimu Njeri Chebet Jepkoech Atieno Akinyi Nafula Wafula Ba';
const LONG_RECIPIENT =
  'Ssemakula Nakato Kyomuhendo Tumusiime Byaruhanga Nansubuga Mugisha Kato Babirye Nalwoga Kisakye Ama';

const COMMON = {
  state: 'succeeded',
  stateLabel: 'Sent: accepted by the service',
  message: null,
  environment: 'live',
  date: '2026-11-28',
  sourceName: LONG_SENDER,
  sourceAccount: '0011547896523',
  description: 'School fees for the second term of 2026, paid for three children at once as agreed',
  transactionId: 'SBX-2026-11-28-000042',
  serviceStatus: 'SUCCESS',
  queuedUntil: null,
  operatorId: 'clerk.brian',
  instructionFormNumber: 'IF-2026/0102',
  idAndSignatureChecked: true,
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:01.000Z',
  rejection: null,
  approvals: [
    {
      purpose: 'duplicate-transfer',
      purposeLabel: 'Repeats a transfer waiting for a supervisor',
      approverId: 'sup.grace',
      approverName: 'Grace Njeri Wambui',
      requesterId: 'clerk.brian',
      reason:
        'The customer came back with a second signed instruction for the other child; the first transfer is still waiting for the bank.',
      grantedAt: '2026-11-28T07:58:00.000Z',
    },
    {
      purpose: 'amount-threshold',
      purposeLabel: 'Amount above the approval threshold',
      approverId: 'sup.peter',
      approverName: 'Peter Kipchoge Rotich',
      requesterId: 'clerk.brian',
      reason:
        'Known customer of the branch for twelve years; source of funds seen on the payslip and the school invoice, copies kept.',
      grantedAt: '2026-11-28T07:59:00.000Z',
    },
  ],
} satisfies Partial<ReceiptView>;

const RTGS: ReceiptView = {
  ...COMMON,
  reference: '420282816025',
  kind: 'rtgs',
  amount: '1234567.50',
  currency: 'KES',
  destinationCountry: 'KE',
  destinationCountryName: 'Kenya',
  recipientName: LONG_RECIPIENT,
  recipientAccount: '1100194977412',
  bankCode: '01',
  bankName: 'Kenya Commercial Example Bank',
  walletName: null,
  walletLabel: null,
  purposeCode: 'EDUC',
};

const IMT: ReceiptView = {
  ...COMMON,
  reference: '420282816026',
  kind: 'imt',
  amount: '250000.00',
  currency: 'UGX',
  destinationCountry: 'UG',
  destinationCountryName: 'Uganda',
  recipientName: LONG_RECIPIENT,
  recipientAccount: '256772123456',
  bankCode: null,
  bankName: null,
  walletName: 'MTN',
  walletLabel: 'MTN Mobile Money',
  purposeCode: null,
};

function print(receipt: ReceiptView): ReceiptPrint {
  return {
    receipt,
    identity: {
      legalName: 'Example Bank Kenya PLC',
      branchAddress: 'Oginga Odinga Street 12, Kisumu',
      complaintsContact: 'complaints@example.co.ke, 0800 720 000 (free), or any branch',
      licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
    },
    workstation: { number: 42, branchName: 'Kisumu', branchCode: 'KSM-01', countryCode: 'KE' },
    operatorName: 'Brian Otieno',
    purposeName: 'Education',
    timeZone: 'Africa/Nairobi',
    paper: 'roll80',
    copyNumber: 0,
    printedAt: Date.parse('2026-11-28T08:00:05Z'),
    printedBy: 'Brian Otieno',
  };
}

/** A narrow page wraps long lines: its text as running text. */
const running = (page: PdfPage) => page.text.replace(/\s+/g, ' ');

describe('a receipt on the 80 mm roll', () => {
  it.each([
    ['RTGS', RTGS],
    ['IMT', IMT],
  ])('%s: each copy is one page of its own length, 80 mm wide', async (_kind, receipt) => {
    const printed = await desktop.printer.print(receiptDocument(print(receipt)));
    expect(printed.ok).toBe(true);
    const job = desktop.printer.printed().at(-1)!;
    const pages = pdfPages(job.path);

    expect(pages).toHaveLength(2);
    const [customer, bank] = pages as [PdfPage, PdfPage];
    for (const page of pages) {
      expect(page.widthMm).toBeCloseTo(80, 0);
      // Fitted: the page ends a few millimetres after the copy's last line, however long it is.
      expect(page.heightMm - page.lastLineMm!).toBeGreaterThan(3);
      expect(page.heightMm - page.lastLineMm!).toBeLessThan(15);
    }
    // Each page holds one whole copy: its heading first, its footer last, nothing of the other.
    expect(running(customer)).toMatch(/^ ?Example Bank Kenya PLC .*Customer's copy/);
    expect(running(customer)).toContain("Teller's stamp");
    expect(running(customer)).toMatch(/Printed 2026-11-28 11:00:05 EAT by Brian Otieno ?$/);
    expect(running(customer)).not.toContain("Bank's copy");
    expect(running(customer)).not.toContain('Approved by');
    expect(running(bank)).toMatch(/^ ?Example Bank Kenya PLC .*Bank's copy/);
    expect(running(bank)).toContain('IF-2026/0102');
    expect(running(bank)).toContain('Grace Njeri Wambui (sup.grace)');
    expect(running(bank)).toContain('copies kept.');
    expect(running(bank)).toMatch(/Printed 2026-11-28 11:00:05 EAT by Brian Otieno ?$/);
    expect(running(bank)).not.toContain("Customer's copy");
    // The bank's copy is the longer one, and longer than an A4 page: still one piece.
    expect(bank.heightMm).toBeGreaterThan(customer.heightMm + 20);
    expect(bank.heightMm).toBeGreaterThan(297);
    expect(job.paper.heightMm).toBeCloseTo(bank.heightMm, 0);
  });

  it('leaves A4 as it was: both copies on A4 pages', async () => {
    const bytes = await desktop.printer.pdf(receiptDocument({ ...print(RTGS), paper: 'a4' }));
    const path = join(dir, 'a4.pdf');
    writeFileSync(path, bytes);
    const pages = pdfPages(path);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      // Chromium rounds the page to whole points: within half a millimetre.
      expect(page.widthMm).toBeCloseTo(210, 0);
      expect(page.heightMm).toBeCloseTo(297, 0);
    }
    expect(running(pages[0]!)).toContain("Customer's copy");
    expect(running(pages[1]!)).toContain("Bank's copy");
  });
});
