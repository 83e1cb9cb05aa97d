import { describe, expect, it } from 'vitest';
import { amountInWords } from '@shared/domain/amount-words';
import type { ReceiptView } from '@shared/domain/receipt';
import { text, textIn, type PlainMessageKey } from '@shared/i18n/catalog';
import { escapeHtml } from '../../../electron/main/desktop/print-document';
import {
  maskAccount,
  receiptDocument,
  type ReceiptPrint,
} from '../../../electron/main/reports/receipt-document';
import { D2_CUSTOMER } from '../../shared/d2-example';

/*
 * The printed receipt's template, read as the HTML the printer is given: which copy shows what,
 * the reprint mark, the watermark off live and the queued-RTGS note. The e2e test prints it with
 * Chromium and reads the PDF back.
 */
const RECEIPT: ReceiptView = {
  reference: '420282816025',
  kind: 'rtgs',
  state: 'queued',
  stateLabel: 'Sent: queued for the next RTGS window',
  message: null,
  environment: 'live',
  amount: '1000.50',
  currency: 'KES',
  date: '2026-11-28',
  sourceName: 'Jane Wanjiku',
  sourceAccount: '0011547896523',
  destinationCountry: 'KE',
  destinationCountryName: 'Kenya',
  recipientName: 'John <b>Otieno</b>',
  recipientAccount: '1100194977404',
  bankCode: '01',
  bankName: 'Kenya Commercial Example Bank',
  walletName: null,
  walletLabel: null,
  purposeCode: 'OTHR',
  description: 'School fees',
  transactionId: 'SBX123',
  serviceStatus: null,
  queuedUntil: '2026-11-30T06:00:00.000Z',
  operatorId: 'clerk.brian',
  instructionFormNumber: null,
  idAndSignatureChecked: false,
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:01.000Z',
  rejection: null,
};

function print(overrides: Partial<ReceiptPrint> = {}): ReceiptPrint {
  return {
    receipt: RECEIPT,
    identity: {
      legalName: 'Example Bank Kenya PLC',
      branchAddress: 'Oginga Odinga Street 12, Kisumu',
      complaintsContact: 'complaints@example.co.ke',
      licenceLine: 'Licensed by the Central Bank of Kenya',
    },
    workstation: { number: 42, branchName: 'Kisumu', branchCode: 'KSM-01', countryCode: 'KE' },
    operatorName: 'Brian Otieno',
    purposeName: 'Other',
    timeZone: 'Africa/Nairobi',
    paper: 'a4',
    copyNumber: 0,
    printedAt: Date.parse('2026-11-28T08:00:05Z'),
    printedBy: 'Brian Otieno',
    ...overrides,
  };
}

/** The two copies' HTML, customer's first. */
function copies(html: string): [string, string] {
  const parts = html.split(/<section class="copy(?: bilingual)?">/).slice(1);
  expect(parts).toHaveLength(2);
  return parts as [string, string];
}

describe('the printed receipt', () => {
  it("masks accounts on the customer's copy and shows them whole, with the form number, on the bank's", () => {
    const receipt = { ...RECEIPT, instructionFormNumber: 'IF-2026-0042' } as ReceiptView;
    const [customer, bank] = copies(receiptDocument(print({ receipt })).html);
    expect(customer).toContain('Customer&#39;s copy');
    expect(customer).toContain('*********6523');
    expect(customer).toContain('*********7404');
    expect(customer).not.toContain('0011547896523');
    expect(customer).not.toContain('IF-2026-0042');
    expect(bank).toContain('Bank&#39;s copy');
    expect(bank).toContain('0011547896523');
    expect(bank).toContain('1100194977404');
    expect(bank).toContain('IF-2026-0042');
  });

  it('marks the total indicative on both copies where the bank converts at settlement (D124)', () => {
    const receipt: ReceiptView = {
      ...RECEIPT,
      currency: 'USD',
      charges: {
        fee: '5.00',
        feeCurrency: 'USD',
        rate: '129.5',
        total: '130212.25',
        totalCurrency: 'KES',
        indicative: true,
      },
      paymentMethod: 'account',
    };
    for (const copy of copies(receiptDocument(print({ receipt })).html)) {
      expect(copy).toContain(
        '1 USD = 129.5 KES (indicative: the bank converts at its own rate when it settles)',
      );
      expect(copy).toContain('Debit of their account');
    }
    // Journaled before fees: no fee row, and nothing said of how the customer paid.
    const [customer] = copies(receiptDocument(print()).html);
    expect(customer).not.toContain('Total to pay');
    expect(customer).not.toContain('Paid by');
  });

  it("names the supervisor who approved it, when and why, on the bank's copy alone", () => {
    const receipt: ReceiptView = {
      ...RECEIPT,
      approvals: [
        {
          purpose: 'amount-threshold',
          purposeLabel: 'Amount above the approval threshold',
          approverId: 'sup.grace',
          approverName: 'Grace Njeri',
          requesterId: 'clerk.brian',
          reason: 'Known customer, <school fees>',
          grantedAt: '2026-11-28T07:59:00.000Z',
        },
      ],
    };
    const [customer, bank] = copies(receiptDocument(print({ receipt })).html);
    expect(bank).toContain(
      'Grace Njeri (sup.grace), 2026-11-28 10:59:00 EAT: Amount above the approval threshold. Reason: Known customer, &lt;school fees&gt;',
    );
    expect(customer).not.toContain('Grace Njeri');
    expect(customer).not.toContain('Approved by');
  });

  it("names a held transfer not sent yet on both copies, never why: the customer signs the bank's (D148)", () => {
    const held = { ...RECEIPT, state: 'held' as const, transactionId: null, queuedUntil: null };
    const [customer, bank] = copies(receiptDocument(print({ receipt: held })).html);
    for (const copy of [customer, bank]) {
      expect(copy).toContain('<th>State</th><td>Not sent yet: no money has moved</td>');
      expect(copy).not.toMatch(/compliance|held|screen|sanction|reportable|split|threshold/i);
    }
  });

  it('says the amount in words, the queued note with the expected value date, and escapes data', () => {
    const { html } = receiptDocument(print());
    expect(html).toContain('One thousand Kenyan shillings and fifty cents');
    expect(html).toContain('1,000.50 Kenyan shillings (KES)');
    expect(html).toContain('sent outside the RTGS window');
    // Monday 30 November 09:00 in Nairobi, on the branch's clock (D32).
    expect(html).toContain('Monday 2026-11-30, from 09:00 EAT');
    expect(html).toContain('2026-11-28 11:00:00 EAT');
    expect(html).toContain('John &lt;b&gt;Otieno&lt;/b&gt;');
    expect(html).toContain('Other (OTHR)');
    expect(html).toContain('Kenya Commercial Example Bank (01)');
  });

  it("says of a bank code the branch's list does not name that it is not in the list", () => {
    const receipt = { ...RECEIPT, bankCode: '99', bankName: null };
    expect(receiptDocument(print({ receipt })).html).toContain(
      '99 (not in the branch&#39;s list of banks)',
    );
  });

  it('marks reprints COPY n on both copies, and only reprints', () => {
    expect(receiptDocument(print()).html).not.toContain('COPY');
    const reprint = receiptDocument(print({ copyNumber: 3 }));
    expect(reprint.title).toBe('Receipt 420282816025 – COPY 3');
    for (const copy of copies(reprint.html)) expect(copy).toContain('COPY 3');
  });

  it('names the environment in a watermark on each copy off live, and has none on live', () => {
    expect(receiptDocument(print()).html).not.toContain('class="watermark"');
    const test = receiptDocument(print({ receipt: { ...RECEIPT, environment: 'test' } }));
    for (const copy of copies(test.html)) expect(copy).toContain('TEST – NOT A REAL TRANSFER');
    const sandbox = receiptDocument(print({ receipt: { ...RECEIPT, environment: 'sandbox' } }));
    expect(sandbox.html).toContain('TRAINING – NOT A REAL TRANSFER');
  });

  it('lays out on the workstation paper', () => {
    expect(receiptDocument(print()).paper.widthMm).toBe(210);
    const roll = receiptDocument(print({ paper: 'roll80' }));
    expect(roll.paper.widthMm).toBe(80);
    expect(roll.html).toContain('size: 80mm');
    // The roll names the zone of its times too (D32), and the expected value date.
    expect(roll.html).toContain('2026-11-28 11:00:00 EAT');
    expect(roll.html).toContain('Monday 2026-11-30, from 09:00 EAT');
  });

  it("prints the customer's whole block on the bank's copy, the name and masked ID on the customer's (D77)", () => {
    const receipt: ReceiptView = {
      ...RECEIPT,
      sourceName: 'Branch till KE',
      customer: {
        ...D2_CUSTOMER,
        returning: { lastCheckedOn: '2026-11-02', documentSeenAgain: true },
      },
      senderName: D2_CUSTOMER.name,
    };
    const [customer, bank] = copies(receiptDocument(print({ receipt })).html);
    const row = (label: string, value: string) => `<th>${label}</th><td>${value}</td>`;
    for (const copy of [customer, bank]) {
      expect(copy).toContain(row('Sender', 'Jane Wanjiku'));
      // The branch account's holder is the account paid from, never the sender.
      expect(copy).not.toContain(row('Sender', 'Branch till KE'));
      expect(copy).toContain('Paid from (branch account)');
    }
    expect(customer).toContain(row('Customer&#39;s ID', 'National ID card ****5678'));
    expect(customer).not.toContain('12345678');
    expect(customer).not.toContain('Moi Avenue');
    expect(customer).not.toContain('1988-04-12');
    expect(bank).toContain(row('Customer&#39;s ID', 'National ID card 12345678'));
    for (const [label, value] of [
      ['ID issued by', 'Kenya (KE)'],
      ['ID expiry date', '2034-06-30'],
      ['Date of birth', '1988-04-12'],
      ['Nationality', 'Kenya'],
      ['Address', 'Moi Avenue 14, Nairobi'],
      ['Country of residence', 'Kenya'],
      ['Customer&#39;s mobile number', '+254712345678'],
      ['Occupation', 'Teacher'],
      ['Source of funds', 'Salary'],
      ['ID last checked on', '2026-11-02'],
      ['ID seen again today', 'Yes, by the clerk'],
    ]) {
      expect(bank).toContain(row(label!, value!));
    }
  });

  it('names no account holder as the sender of a transfer journaled without a customer', () => {
    const receipt: ReceiptView = { ...RECEIPT, sourceName: 'Branch till KE', senderName: null };
    const [customer] = copies(receiptDocument(print({ receipt })).html);
    expect(customer).toContain('<th>Sender</th><td>Not recorded</td>');
  });

  it('hides all but the last four characters of an account', () => {
    expect(maskAccount('0011547896523')).toBe('*********6523');
    expect(maskAccount('1234')).toBe('1234');
  });
});

/*
 * D86: both copies print in the customer's language; the bank's also carries the branch's where
 * it differs. The labels are read from the catalog (French and Swahili files are translated area
 * by area); the amount in words and the figures are held to their exact text.
 */
describe('the receipt in the customer’s language', () => {
  it('prints both copies in French: the amount in words and figures, and the date', () => {
    const [customer, bank] = copies(
      receiptDocument(print({ language: 'fr', branchLanguage: 'fr' })).html,
    );
    for (const copy of [customer, bank]) {
      expect(copy).toContain('Mille shillings kényans et cinquante cents');
      expect(copy).toContain('1\u202f000,50 shillings kényans (KES)');
      expect(copy).toContain('28 novembre 2026 11:00:00 EAT');
      expect(copy).toContain(`<th>${textIn('fr', 'reports.field.amountInWords')}</th>`);
    }
    expect(bank).not.toContain('One thousand');
  });

  it('adds the branch’s language on the bank’s copy alone, the amount in words in both', () => {
    const swahili = 'Shilingi za Kenya elfu moja na senti hamsini';
    const english = 'One thousand Kenyan shillings and fifty cents';
    const [customer, bank] = copies(
      receiptDocument(print({ language: 'sw', branchLanguage: 'en' })).html,
    );
    expect(amountInWords('1000.50', 'KES', 'sw')).toBe(swahili);
    // Only the copy in two languages is set smaller, to keep to its page.
    const html = receiptDocument(print({ language: 'sw', branchLanguage: 'en' })).html;
    expect(html.match(/<section class="copy bilingual">/g)).toHaveLength(1);
    expect(html.indexOf('<section class="copy">')).toBeLessThan(
      html.indexOf('<section class="copy bilingual">'),
    );
    expect(customer).toContain(swahili);
    expect(customer).not.toContain(english);
    expect(bank).toContain(swahili);
    expect(bank).toContain(`<th>Amount in words</th><td>${english}</td>`);
    const both = (key: PlainMessageKey) =>
      textIn('sw', key) === textIn('en', key) ? text(key) : `${textIn('sw', key)} / ${text(key)}`;
    expect(bank).toContain(`<th>${escapeHtml(both('reports.field.amount'))}</th>`);
    expect(customer).toContain(`<th>${escapeHtml(textIn('sw', 'reports.field.amount'))}</th>`);
  });

  it('names a hold on neither copy of a French customer’s receipt (D148)', () => {
    const held = { ...RECEIPT, state: 'held' as const, transactionId: null, queuedUntil: null };
    const [customer, bank] = copies(
      receiptDocument(print({ receipt: held, language: 'fr', branchLanguage: 'en' })).html,
    );
    expect(customer).toContain(escapeHtml(textIn('fr', 'states.customer.held')));
    expect(bank).toContain(
      escapeHtml(
        `${textIn('fr', 'states.customer.held')} / ${textIn('en', 'states.customer.held')}`,
      ),
    );
    for (const language of ['fr', 'en'] as const) {
      for (const copy of [customer, bank]) {
        expect(copy).not.toContain(escapeHtml(textIn(language, 'states.label.held')));
      }
    }
  });
});
