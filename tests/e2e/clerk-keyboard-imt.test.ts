import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import {
  eventually,
  focusedTestId,
  JANE_TO_FAITH,
  signInAs,
  sourceAccountChoice,
  textOf,
  waitForReceipt,
} from './support/ui';

/*
 * Issue 10, item 13: a mobile-wallet transfer from sign-in to receipt with the keyboard alone, no
 * more than one Tab per field the clerk can change plus the buttons, and the outcome focused at
 * the top of the receipt. Lists are chosen with the arrow keys, as a clerk does on a closed list.
 */
const app = useE2eApp();

/** What the clerk types or picks, field by field, in the order the Tab key reaches them. */
const ENTRY: [field: string, value: string, how: 'type' | 'pick'][] = [
  ['source-account', sourceAccountChoice(JANE_TO_FAITH), 'pick'],
  ['sender.name', JANE_TO_FAITH.senderName, 'type'],
  ['sender.documentType', JANE_TO_FAITH.senderDocumentType, 'pick'],
  ['sender.documentNumber', JANE_TO_FAITH.senderDocumentNumber, 'type'],
  ['sender.countryCode', JANE_TO_FAITH.senderCountry, 'pick'],
  ['sender.mobileNumber', JANE_TO_FAITH.senderMobile, 'type'],
  ['sender.email', JANE_TO_FAITH.senderEmail, 'type'],
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
async function pick(page: Page, testId: string, value: string): Promise<void> {
  const list = page.getByTestId(testId);
  for (let i = 0; i < 60 && (await list.inputValue()) !== value; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await list.inputValue()).toBe(value);
}

describe('a mobile-wallet transfer with the keyboard alone', () => {
  test('one Tab per field, lists by arrow keys, Enter to review and to send', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await page.keyboard.press('Alt+M');
    await page.getByTestId('imt-form').waitFor();
    // The route change put the focus on the page's heading: the first Tab reaches the first field.
    await eventually(() =>
      page.evaluate(
        () =>
          (globalThis as unknown as { document: { activeElement: { tagName: string } | null } })
            .document.activeElement?.tagName,
      ),
    ).toBe('H1');

    let tabs = 0;
    for (const [field, value, how] of ENTRY) {
      await page.keyboard.press('Tab');
      tabs += 1;
      expect(await focusedTestId(page), `Tab ${tabs} should reach ${field}`).toBe(field);
      if (how === 'pick') {
        await pick(page, field, value);
      } else {
        // A field the account filled in already is typed over, as a clerk would.
        await page.keyboard.press('Control+A');
        await page.keyboard.type(value);
      }
    }
    expect(tabs).toBe(ENTRY.length);
    await screenshots(page, 'clerk-imt-keyboard-form');

    // Enter in the last field reviews; the instruction, then Confirm, by keys alone.
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-send').waitFor();
    let reviewTabs = 0;
    for (;;) {
      await page.keyboard.press('Tab');
      reviewTabs += 1;
      if ((await focusedTestId(page)) === 'instruction-number') break;
      expect(reviewTabs, 'the instruction form number is the review’s first field').toBe(0);
    }
    await page.keyboard.type('IF-2026/0043');
    await page.keyboard.press('Enter');
    expect(await focusedTestId(page)).toBe('instruction-checked');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('confirm-send');
    await page.keyboard.press('Enter');

    const reference = await waitForReceipt(page);
    // The outcome is the first thing seen: the state block has the focus.
    await eventually(() => focusedTestId(page)).toBe('receipt-outcome');
    expect(await textOf(page.getByTestId('receipt-state'))).toMatch(/^Sent/);
    const row = app()
      .transfers()
      .find((t) => t.reference === reference);
    expect(row).toMatchObject({
      kind: 'imt',
      amount: '2500.00',
      instructionFormNumber: 'IF-2026/0043',
    });
    await screenshots(page, 'clerk-imt-keyboard-receipt');
  });
});
