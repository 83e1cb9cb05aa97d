import { describe, expect, test } from 'vitest';
import { pdfPages } from '../support/pdf';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, focusedTestId, textOf } from './support/page';
import { signInAs } from './support/sign-in';
import {
  fillImtForm,
  fillRtgsForm,
  JANE,
  JANE_TO_FAITH,
  JANE_TO_JOHN,
  type CustomerEntry,
} from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * D77: the customer (originator) at the counter on both forms, printed and read back: the bank's
 * copy prints the whole block, the customer's copy the name and the ID masked, and neither names
 * the branch account's holder (Jane Wanjiku, the sandbox's account) as the sender. Then the same
 * customer returns, and the ID document typed (type, number, issuing country) fills the block.
 */
const app = useE2eApp();

/** Amani, a customer sending from Jane's branch account: not the account's holder. */
const AMANI: CustomerEntry = {
  ...JANE,
  name: 'Amani Mwangi',
  documentType: 'Passport',
  documentNumber: 'AK7731942',
  documentCountry: 'TZ',
  documentExpiry: '2031-09-30',
  dateOfBirth: '1979-02-14',
  nationality: 'TZ',
  countryCode: 'KE',
  mobileNumber: '+254733445566',
  address: 'Kenyatta Avenue 8, Kisumu',
  occupation: 'Fish trader',
  sourceOfFunds: 'Business income',
};

const IDENTITY = {
  legalName: 'Example Bank Kenya PLC',
  branchAddress: 'Oginga Odinga Street 12, Kisumu',
  complaintsContact: 'complaints@example.co.ke',
  licenceLine: 'Licensed by the Central Bank of Kenya',
};

/** Prints the receipt on screen; returns each copy's text (the customer's, then the bank's). */
async function printCopies(): Promise<{ customer: string; bank: string }> {
  const { page, harness } = app();
  const before = harness.desktop.printer.printed().length;
  await page.getByTestId('receipt-print-printer').click();
  await eventually(() => textOf(page.getByTestId('receipt-printed'))).toContain(
    'went to the printer',
  );
  const printed = harness.desktop.printer.printed();
  expect(printed).toHaveLength(before + 1);
  const pages = pdfPages(printed.at(-1)!.path).map((p) => p.text.replace(/\s+/g, ' '));
  const customer = pages.find((text) => text.includes("Customer's copy"))!;
  const bank = pages.find((text) => text.includes("Bank's copy"))!;
  expect(customer && bank).toBeTruthy();
  return { customer, bank };
}

function expectCopies(copies: { customer: string; bank: string }): void {
  for (const copy of [copies.customer, copies.bank]) {
    expect(copy).toContain('Sender Amani Mwangi');
    // The branch account's holder is named as the account paid from, never as the sender.
    expect(copy).not.toContain('Sender Jane Wanjiku');
    expect(copy).toMatch(/Paid from \(branch account\) Jane Wanjiku, /);
  }
  expect(copies.customer).toContain("Customer's ID Passport *****1942");
  expect(copies.customer).not.toContain('AK7731942');
  expect(copies.customer).not.toContain('Kenyatta Avenue');
  expect(copies.customer).not.toContain('1979-02-14');
  for (const line of [
    "Customer's ID Passport AK7731942",
    'ID issued by Tanzania (TZ)',
    'ID expiry date 2031-09-30',
    'Date of birth 1979-02-14',
    'Nationality Tanzania',
    'Address Kenyatta Avenue 8, Kisumu',
    'Country of residence Kenya',
    "Customer's mobile number +254733445566",
    'Occupation Fish trader',
    'Source of funds Business income',
  ]) {
    expect(copies.bank).toContain(line);
  }
}

describe('the customer on every transfer', () => {
  test('an RTGS with the whole customer block is sent, printed and read back', async () => {
    const { page, harness } = app();
    expect(harness.services.settings.update('bankIdentity', IDENTITY, ADMIN.operatorId).ok).toBe(
      true,
    );
    await signInAs(page, CLERK);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, customer: AMANI });
    await screenshots(page, 'customer-rtgs-form');
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review:customer.documentCountry'))).toBe('Tanzania (TZ)');
    await screenshots(page, 'customer-rtgs-review', page.getByTestId('review:customer.name'));
    const reference = await confirmAndWaitForReceipt(page);
    const row = app()
      .transfers()
      .find((t) => t.reference === reference)!;
    // RTGS: the body has no place for the customer; the journal keeps it.
    expect(row.body).not.toContain('AK7731942');
    expectCopies(await printCopies());
  });

  test('an IMT sends the customer as the body sender, and prints as the RTGS', async () => {
    const { page } = app();
    await page.getByTestId('new-imt').click();
    await fillImtForm(page, {
      ...JANE_TO_FAITH,
      senderName: AMANI.name,
      senderDocumentType: AMANI.documentType,
      senderDocumentNumber: AMANI.documentNumber,
      senderCountry: AMANI.countryCode,
      senderMobile: AMANI.mobileNumber,
      customer: { ...AMANI, purpose: 'education' },
    });
    await screenshots(page, 'customer-imt-form');
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review:customer.purpose'))).toBe('Education (education)');
    const reference = await confirmAndWaitForReceipt(page);
    const row = app()
      .transfers()
      .find((t) => t.reference === reference)!;
    const body = JSON.parse(row.body) as Record<string, Record<string, string>>;
    expect(body.sender).toMatchObject({
      name: 'Amani Mwangi',
      documentType: 'Passport',
      documentNumber: 'AK7731942',
      mobileNumber: '+254733445566',
    });
    expect(body.source!.name).toBe('Jane Wanjiku');
    expect(row.body).not.toContain('education');
    expectCopies(await printCopies());
  });

  test('a returning customer is filled in from the ID number, with an earlier recipient', async () => {
    const { page } = app();
    await page.getByTestId('new-rtgs').click();
    await page.getByTestId('customer.documentType').selectOption('Passport');
    await page.getByTestId('customer.documentNumber').fill('ak-7731942');
    // D160: the number alone is no document; a Kenyan passport of that number is someone else.
    await page.getByTestId('customer.documentCountry').selectOption('KE');
    await page.getByTestId('customer-not-found').waitFor();
    await screenshots(page, 'customer-lookup-other-country', page.getByTestId('customer-block'));
    await page.getByTestId('customer.documentCountry').selectOption('TZ');
    await page.getByTestId('customer-found').waitFor();
    expect(await textOf(page.getByTestId('customer-found'))).toMatch(
      /Amani Mwangi sent from this workstation before; ID last checked on \d{4}-\d{2}-\d{2}\./,
    );
    await screenshots(page, 'customer-returning-found', page.getByTestId('customer-found'));
    await page.getByTestId('customer-fill').click();
    await page.getByTestId('customer-returning').waitFor();
    expect(await page.getByTestId('customer.name').inputValue()).toBe('Amani Mwangi');
    expect(await page.getByTestId('customer.address').inputValue()).toBe(AMANI.address);
    // The clerk is asked to look at the document again, the box where the eye goes.
    await eventually(() => focusedTestId(page)).toBe('customer-seen-again');
    await page.getByTestId('customer-recipient-0').click();
    expect(await page.getByTestId('destination.accountNumber').inputValue()).toBe(
      JANE_TO_JOHN.recipientAccount,
    );
    await screenshots(page, 'customer-returning-filled', page.getByTestId('customer-returning'));

    // Not confirmed as seen again: the form says so at the box.
    await page.getByTestId('source-account').selectOption('KE|0011547896523');
    await page.getByTestId('transfer.amount').fill('700');
    await page.getByTestId('transfer.purposeOfPaymentCode').selectOption('OTHR');
    await page.getByTestId('transfer.description').fill('Stock');
    await page.getByTestId('review-transfer').click();
    await eventually(() => textOf(page.getByTestId('error-summary'))).toContain(
      'seen the ID document again',
    );
    await page.getByTestId('customer-seen-again').check();
    await reviewTransfer(page);
    const reference = await confirmAndWaitForReceipt(page);
    const { bank } = await printCopies();
    expect(bank).toMatch(
      /ID last checked on \d{4}-\d{2}-\d{2} ID seen again today Yes, by the clerk/,
    );
    expect(
      app()
        .transfers()
        .find((t) => t.reference === reference),
    ).toBeDefined();
  });
});
