import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { focusedTestId } from './page';
import {
  CUSTOMER_STEPS,
  imtCustomerOf,
  JANE,
  JANE_TO_FAITH,
  JANE_TO_JOHN,
  sourceAccountChoice,
  type CustomerEntry,
} from './transfer-forms';

/** D77: the customer block's Tab stops, first on both forms; the entry's details typed. */
function customerSteps(customer: CustomerEntry, kind: 'rtgs' | 'imt'): KeyboardStep[] {
  return CUSTOMER_STEPS.filter(
    ([field]) => kind === 'imt' || (field !== 'purpose' && field !== 'email'),
  ).map(([field, how]) => [`customer.${field}`, customer[field] ?? '', how]);
}

/*
 * A clerk at the counter with the keyboard alone: Tab from one field to the next, typing into text
 * fields and choosing in closed lists with the arrow keys, one Tab per field the clerk can change
 * plus the buttons between them, and nothing else.
 */

/** A Tab stop of a form, in the order Tab reaches it, and what the clerk does there. */
export type KeyboardStep = [testId: string, value: string, how: 'type' | 'pick' | 'pass'];

/** The RTGS form: Jane's transfer to John; the purposes' refresh button is a stop, passed. */
export const RTGS_BY_KEYBOARD: readonly KeyboardStep[] = [
  ...customerSteps(JANE, 'rtgs'),
  ['source-account', sourceAccountChoice(JANE_TO_JOHN), 'pick'],
  ['destination.name', JANE_TO_JOHN.recipientName, 'type'],
  ['destination.bankCode', JANE_TO_JOHN.bankCode, 'type'],
  ['destination.accountNumber', JANE_TO_JOHN.recipientAccount, 'type'],
  ['transfer.amount', JANE_TO_JOHN.amount, 'type'],
  ['transfer.purposeOfPaymentCode', JANE_TO_JOHN.purpose, 'pick'],
  ['purposes-refresh', '', 'pass'],
  ['transfer.description', JANE_TO_JOHN.description, 'type'],
];

/** The mobile-wallet form: Jane's transfer to Faith's M-PESA wallet. */
export const IMT_BY_KEYBOARD: readonly KeyboardStep[] = [
  ...customerSteps(imtCustomerOf(JANE_TO_FAITH), 'imt'),
  ['source-account', sourceAccountChoice(JANE_TO_FAITH), 'pick'],
  ['destination.countryCode', JANE_TO_FAITH.recipientCountry, 'pick'],
  ['destination.name', JANE_TO_FAITH.recipientName, 'type'],
  ['destination.mobileNumber', JANE_TO_FAITH.recipientMobile, 'type'],
  ['destination.walletName', JANE_TO_FAITH.walletName, 'pick'],
  ['destination.documentType', JANE_TO_FAITH.recipientDocumentType, 'pick'],
  ['destination.documentNumber', JANE_TO_FAITH.recipientDocumentNumber, 'type'],
  ['transfer.amount', JANE_TO_FAITH.amount, 'type'],
  ['transfer.description', JANE_TO_FAITH.description, 'type'],
];

/** Arrow keys on the focused, closed list until it holds `value` (a clerk reads as they go). */
export async function pickByArrows(page: Page, testId: string, value: string): Promise<void> {
  const list = page.getByTestId(testId);
  // Up to the longest list: the world's countries of an ID's issuer (D77).
  for (let i = 0; i < 260 && (await list.inputValue()) !== value; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await list.inputValue()).toBe(value);
}

/**
 * From the page's heading (or the restored-draft notice's Dismiss button, D62), Tab through
 * `steps`, each Tab landing on the next step's element, and fill each as a clerk would: a field
 * already filled (by the account, or kept from before) is typed over. Returns the Tabs pressed,
 * which is the steps' count when none was wasted.
 */
export async function enterByKeyboard(page: Page, steps: readonly KeyboardStep[]): Promise<number> {
  let tabs = 0;
  for (const [testId, value, how] of steps) {
    await page.keyboard.press('Tab');
    tabs += 1;
    expect(await focusedTestId(page), `Tab ${tabs} should reach ${testId}`).toBe(testId);
    if (how === 'pick') {
      await pickByArrows(page, testId, value);
    } else if (how === 'type') {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(value);
    }
  }
  return tabs;
}

/**
 * On the review, by keys alone: Tab to the instruction form number (its first field), type it,
 * Enter to the ID and signature check, Space, Tab over the receipt's language (the branch's kept,
 * D86), Tab to the payment method and cash by the arrow keys (D124), Tab to Confirm, Enter.
 * Returns the Tabs pressed.
 */
export async function confirmByKeyboard(page: Page, formNumber: string): Promise<number> {
  await page.keyboard.press('Tab');
  expect(await focusedTestId(page), 'the review’s first field').toBe('instruction-number');
  await page.keyboard.type(formNumber);
  await page.keyboard.press('Enter');
  expect(await focusedTestId(page)).toBe('instruction-checked');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  expect(await focusedTestId(page)).toBe('receipt-language');
  // D124: how the customer pays: cash, by the arrow keys.
  await page.keyboard.press('Tab');
  expect(await focusedTestId(page)).toBe('payment-method');
  await pickByArrows(page, 'payment-method', 'cash');
  await page.keyboard.press('Tab');
  expect(await focusedTestId(page)).toBe('confirm-send');
  await page.keyboard.press('Enter');
  return 4;
}

/** Where the focus is, by tag name: a route change puts it on the page's `h1`. */
export function focusedTag(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { activeElement: { tagName: string } | null } })
        .document.activeElement?.tagName,
  );
}
