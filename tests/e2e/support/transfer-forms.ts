import type { Page } from 'playwright-core';

/* The RTGS and IMT forms, filled as a clerk fills them, and the two customers the tests send for. */

export interface RtgsEntry {
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
  await page.getByTestId('source-account').selectOption(sourceAccountChoice(entry));
  await page.getByTestId('destination.name').fill(entry.recipientName);
  await page.getByTestId('destination.bankCode').fill(entry.bankCode);
  await page.getByTestId('destination.accountNumber').fill(entry.recipientAccount);
  await page.getByTestId('transfer.amount').fill(entry.amount);
  // The purpose list comes from the sandbox bank; selectOption waits for the option to arrive.
  await page.getByTestId('transfer.purposeOfPaymentCode').selectOption(entry.purpose);
  await page.getByTestId('transfer.description').fill(entry.description);
}

export interface ImtEntry {
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
  await page.getByTestId('source-account').selectOption(sourceAccountChoice(entry));
  await page.getByTestId('sender.name').fill(entry.senderName);
  await page.getByTestId('sender.documentType').selectOption(entry.senderDocumentType);
  await page.getByTestId('sender.documentNumber').fill(entry.senderDocumentNumber);
  await page.getByTestId('sender.countryCode').selectOption(entry.senderCountry);
  await page.getByTestId('sender.mobileNumber').fill(entry.senderMobile);
  await page.getByTestId('sender.email').fill(entry.senderEmail);
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
