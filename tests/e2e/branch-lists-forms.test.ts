import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { fillCustomer, JANE, waitForPurposes } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * The clerk's forms pick from the branch lists (on the sandbox: the sandbox bank's own accounts,
 * banks and wallets): the source account fills the sender, the bank is found by name or typed as a
 * code, the wallet is one of the recipient country's. The review and the receipt put the bank's and
 * the wallet's names before their codes; the bank receives the codes.
 */
const app = useE2eApp();

/** The rest of an RTGS form once its bank is chosen: Jane (D77) pays Samuel Mutua's rent. */
async function fillSamuelsRent(page: Page): Promise<void> {
  await fillCustomer(page, JANE);
  await page.getByTestId('destination.name').fill('Samuel Mutua');
  await page.getByTestId('destination.accountNumber').fill('01109876543200');
  await page.getByTestId('transfer.amount').fill('5,000');
  await page.getByTestId('transfer.purposeOfPaymentCode').selectOption('OTHR');
  await page.getByTestId('transfer.description').fill('Rent');
}

describe('the forms pick from the branch lists', () => {
  test('picking the source account fills the sender’s name, country and currency', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    const picker = page.getByTestId('source-account');
    // Grouped by country, the holder's name before the number.
    expect(
      await picker
        .locator('optgroup')
        .evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
    ).toEqual([
      'Kenya (KE)',
      'Uganda (UG)',
      'Tanzania (TZ)',
      'Rwanda (RW)',
      'South Sudan (SS)',
      'DRC (DRC)',
    ]);
    await picker.selectOption('KE|0011547896523');
    expect(await textOf(page.getByTestId('source.name'))).toBe('Jane Wanjiku');
    expect(await textOf(page.getByTestId('source.countryCode'))).toBe('Kenya (KE)');
    expect(await textOf(page.getByTestId('source.currency'))).toBe('Kenyan shilling (KES)');
    expect(await textOf(page.getByTestId('destination.countryCode'))).toBe('Kenya (KE)');
    await screenshots(page, 'clerk-rtgs-source-picked');
  });

  test('the bank is found by name and picked with the keyboard', async () => {
    const { page } = app();
    const bank = page.getByTestId('destination.bankCode');
    await bank.fill('coop');
    await eventually(() => textOf(page.getByTestId('bank-options'))).toBe(
      'Sandbox Cooperative Bank Kenya (11)',
    );
    await screenshots(page, 'clerk-rtgs-bank-search', page.getByTestId('destination.bankCode'));
    await bank.press('ArrowDown');
    await bank.press('Enter');
    expect(await bank.inputValue()).toBe('11');
    expect(await textOf(page.getByTestId('bank-name'))).toBe('Sandbox Cooperative Bank Kenya (11)');
    // Enter picked the bank: the form is still there, not sent to review.
    expect(await page.getByTestId('rtgs-form').count()).toBe(1);
  });

  test('a code the list does not have is allowed, with a notice to check it', async () => {
    const { page } = app();
    const bank = page.getByTestId('destination.bankCode');
    await bank.fill('99');
    await page.getByTestId('destination.accountNumber').focus();
    await eventually(() => textOf(page.getByTestId('bank-not-listed'))).toBe(
      "“99” is not a bank code in the branch's list for Kenya. It can still be sent: check the code with the customer.",
    );
    expect(await textOf(page.locator('#field-destination-bankCode-error'))).toBe('');
    await screenshots(page, 'clerk-rtgs-unknown-bank', page.getByTestId('destination.bankCode'));
    // The review says it as the receipt does: the code, then why it has no name.
    await fillSamuelsRent(page);
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review:destination.bankCode'))).toBe(
      "99 (not in the branch's list of banks)",
    );
    await screenshots(
      page,
      'clerk-rtgs-review-unknown-bank',
      page.getByTestId('review:destination.bankCode'),
    );
    await page.getByTestId('back-to-form').click();
    await page.getByTestId('rtgs-form').waitFor();
    await bank.fill('11');
    await page.getByTestId('destination.accountNumber').focus();
    expect(await page.getByTestId('bank-not-listed').count()).toBe(0);
  });

  test('the review and the receipt put the bank’s name before its code; the bank gets the code', async () => {
    const { page, harness } = app();
    await fillSamuelsRent(page);
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review:destination.bankCode'))).toBe(
      'Sandbox Cooperative Bank Kenya (11)',
    );
    expect(await textOf(page.getByTestId('review:source.name'))).toBe('Jane Wanjiku');
    expect(await textOf(page.getByTestId('review-headline'))).toContain(
      'at Sandbox Cooperative Bank Kenya (11) in Kenya',
    );
    await screenshots(page, 'clerk-rtgs-review');
    const reference = await confirmAndWaitForReceipt(page);
    expect(await textOf(page.getByTestId('receipt-bank'))).toBe(
      'Sandbox Cooperative Bank Kenya (11)',
    );
    const sent = JSON.parse(harness.services.sandbox!.transaction(reference)!.requestText) as {
      source: unknown;
      destination: { bankCode: string };
    };
    expect(sent.destination.bankCode).toBe('11');
    expect(sent.source).toEqual({
      countryCode: 'KE',
      currency: 'KES',
      name: 'Jane Wanjiku',
      accountNumber: '0011547896523',
    });
    await screenshots(page, 'clerk-rtgs-receipt');
  });

  test("the wallet is one of the recipient country's, reviewed and printed with its name", async () => {
    const { page, harness } = app();
    await page.getByTestId('new-imt').click();
    await page.getByTestId('imt-form').waitFor();
    const wallet = page.getByTestId('destination.walletName');
    expect(await wallet.locator('option').allInnerTexts()).toEqual(['Choose the country first']);
    await page.getByTestId('source-account').selectOption('KE|0011547896531');
    await fillCustomer(page, {
      ...JANE,
      name: 'Peter Kamau',
      documentNumber: '29876543',
      mobileNumber: '0722000111',
      purpose: 'family',
    });
    await page.getByTestId('destination.countryCode').selectOption('KE');
    expect(await wallet.locator('option').allInnerTexts()).toEqual([
      'Choose the wallet…',
      'M-PESA',
      'Airtel Money',
      'T-Kash',
    ]);
    await wallet.selectOption('Airtel Money');
    await page.getByTestId('destination.name').fill('Lucy Wambui');
    await page.getByTestId('destination.mobileNumber').fill('0733 123 456');
    await page.getByTestId('destination.documentType').selectOption('NationalId');
    await page.getByTestId('destination.documentNumber').fill('31234567');
    await page.getByTestId('transfer.amount').fill('1,500');
    await screenshots(page, 'clerk-imt-form', page.getByTestId('destination.walletName'));
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review:destination.walletName'))).toBe('Airtel Money');
    expect(await textOf(page.getByTestId('review:source.name'))).toBe('Peter Kamau');
    const reference = await confirmAndWaitForReceipt(page);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');
    expect(await textOf(page.getByTestId('receipt-wallet'))).toBe('Airtel Money');
    const sent = JSON.parse(harness.services.sandbox!.transaction(reference)!.requestText) as {
      destination: { walletName: string };
    };
    expect(sent.destination.walletName).toBe('Airtel Money');
  });
});
