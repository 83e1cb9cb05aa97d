import type { Page } from 'playwright-core';

/* The RTGS and IMT forms, filled as a clerk fills them, and the two customers the tests send for. */

/** D77: the customer block, as a clerk fills it from the ID document in hand. */
export interface CustomerEntry {
  documentType: string;
  documentNumber: string;
  documentCountry: string;
  documentExpiry: string;
  name: string;
  dateOfBirth: string;
  nationality: string;
  countryCode: string;
  mobileNumber: string;
  address: string;
  occupation?: string;
  sourceOfFunds?: string;
  /** IMT only. */
  purpose?: string;
  email?: string;
}

/**
 * Jane Wanjiku at the counter with her passport. Her IMTs show her national ID (the IMT
 * entries' sender document), so one test's RTGS does not make her a returning customer (D77)
 * in the next one's IMT form, whose keyboard walk would meet the lookup's offer.
 */
export const JANE: CustomerEntry = {
  documentType: 'Passport',
  documentNumber: 'AK1234567',
  documentCountry: 'KE',
  documentExpiry: '2034-06-30',
  name: 'Jane Wanjiku',
  dateOfBirth: '1988-04-12',
  nationality: 'KE',
  countryCode: 'KE',
  mobileNumber: '+254722000111',
  address: 'Moi Avenue 14, Nairobi',
};

/** The block's fields in the order Tab reaches them, and how each is filled. */
export const CUSTOMER_STEPS = [
  ['documentType', 'pick'],
  ['documentNumber', 'type'],
  ['documentCountry', 'pick'],
  ['documentExpiry', 'type'],
  ['name', 'type'],
  ['dateOfBirth', 'type'],
  ['nationality', 'pick'],
  ['countryCode', 'pick'],
  ['mobileNumber', 'type'],
  ['address', 'type'],
  ['occupation', 'type'],
  ['sourceOfFunds', 'type'],
  ['purpose', 'pick'],
  ['email', 'type'],
] as const satisfies readonly (readonly [keyof CustomerEntry, 'pick' | 'type'])[];

/** Fills the customer block (D77); the optional details only where the entry has them. */
export async function fillCustomer(page: Page, customer: CustomerEntry): Promise<void> {
  await page.getByTestId('customer-block').waitFor();
  for (const [field, how] of CUSTOMER_STEPS) {
    const value = customer[field];
    if (value === undefined) continue;
    const control = page.getByTestId(`customer.${field}`);
    if (how === 'pick') await control.selectOption(value);
    else await control.fill(value);
  }
}

export interface RtgsEntry {
  /** D77: who is sending (Jane, when left out). */
  customer?: CustomerEntry;
  sourceCountry: string;
  /** The account holder's name as the branch list holds it (the picker fills it in). */
  sourceName: string;
  sourceAccount: string;
  recipientName: string;
  bankCode: string;
  recipientAccount: string;
  amount: string;
  purpose: string;
  description: string;
}

/** The D2 example, KE: two accounts the sandbox bank holds (GET /sandbox/accounts). */
export const JANE_TO_JOHN: RtgsEntry = {
  sourceCountry: 'KE',
  sourceName: 'Jane Wanjiku',
  sourceAccount: '0011547896523',
  recipientName: 'John Otieno',
  bankCode: '01',
  recipientAccount: '1100194977404',
  amount: '1,000.5',
  purpose: 'OTHR',
  description: 'School fees',
};

/** The RTGS form is up and the purpose list from the sandbox bank is in it (and cached in main). */
export async function waitForPurposes(page: Page): Promise<void> {
  await page
    .getByTestId('transfer.purposeOfPaymentCode')
    .locator('option[value="OTHR"]')
    .waitFor({ state: 'attached' });
}

/**
 * The branch account picker's choice for an account of the branch lists (on the sandbox: the
 * sandbox bank's own accounts, which fill the lists at start): its country and number. Picking it
 * fills the sender's name, country and currency.
 */
export function sourceAccountChoice(entry: { sourceCountry: string; sourceAccount: string }) {
  return `${entry.sourceCountry}|${entry.sourceAccount}`;
}

export async function fillRtgsForm(page: Page, entry: RtgsEntry): Promise<void> {
  await page.getByTestId('rtgs-form').waitFor();
  await fillCustomer(page, entry.customer ?? JANE);
  await page.getByTestId('source-account').selectOption(sourceAccountChoice(entry));
  await page.getByTestId('destination.name').fill(entry.recipientName);
  await page.getByTestId('destination.bankCode').fill(entry.bankCode);
  await page.getByTestId('destination.accountNumber').fill(entry.recipientAccount);
  await page.getByTestId('transfer.amount').fill(entry.amount);
  // The purpose list comes from the sandbox bank; selectOption waits for the option to arrive.
  await page.getByTestId('transfer.purposeOfPaymentCode').selectOption(entry.purpose);
  await page.getByTestId('transfer.description').fill(entry.description);
}

/**
 * A mobile-wallet transfer. The sender's fields are the customer's (D77: the body's sender is
 * made of the customer block); the rest of the block is Jane's unless `customer` says otherwise.
 */
export interface ImtEntry {
  customer?: Partial<CustomerEntry>;
  sourceCountry: string;
  sourceName: string;
  sourceAccount: string;
  senderName: string;
  senderDocumentType: string;
  senderDocumentNumber: string;
  senderCountry: string;
  senderMobile: string;
  senderEmail: string;
  recipientCountry: string;
  recipientName: string;
  recipientMobile: string;
  walletName: string;
  recipientDocumentType: string;
  recipientDocumentNumber: string;
  amount: string;
  description: string;
}

/** To an M-PESA wallet the sandbox bank holds (+254712345678, typed as a clerk would). */
export const JANE_TO_FAITH: ImtEntry = {
  sourceCountry: 'KE',
  sourceName: 'Jane Wanjiku',
  sourceAccount: '0011547896523',
  senderName: 'Jane Wanjiku',
  senderDocumentType: 'NationalId',
  senderDocumentNumber: '23456789',
  senderCountry: 'KE',
  senderMobile: '+254722000111',
  senderEmail: 'jane@example.com',
  recipientCountry: 'KE',
  recipientName: 'Faith Njeri',
  recipientMobile: '0712 345 678',
  walletName: 'M-PESA',
  recipientDocumentType: 'NationalId',
  recipientDocumentNumber: '34567890',
  amount: '2,500',
  description: 'Upkeep',
};

export async function fillImtForm(page: Page, entry: ImtEntry): Promise<void> {
  await page.getByTestId('imt-form').waitFor();
  await fillCustomer(page, imtCustomerOf(entry));
  await page.getByTestId('source-account').selectOption(sourceAccountChoice(entry));
  await page.getByTestId('destination.countryCode').selectOption(entry.recipientCountry);
  await page.getByTestId('destination.name').fill(entry.recipientName);
  await page.getByTestId('destination.mobileNumber').fill(entry.recipientMobile);
  // The wallets of the recipient's country, from the branch lists: the one the service expects.
  await page.getByTestId('destination.walletName').selectOption(entry.walletName);
  await page.getByTestId('destination.documentType').selectOption(entry.recipientDocumentType);
  await page.getByTestId('destination.documentNumber').fill(entry.recipientDocumentNumber);
  await page.getByTestId('transfer.amount').fill(entry.amount);
  await page.getByTestId('transfer.description').fill(entry.description);
}

/** The customer block of an IMT entry: its sender's fields, a purpose, and Jane's for the rest. */
export function imtCustomerOf(entry: ImtEntry): CustomerEntry {
  return {
    ...JANE,
    name: entry.senderName,
    documentType: entry.senderDocumentType,
    documentNumber: entry.senderDocumentNumber,
    countryCode: entry.senderCountry,
    mobileNumber: entry.senderMobile,
    email: entry.senderEmail,
    purpose: 'family',
    ...entry.customer,
  };
}
