import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eApp } from './support/e2e-app';
import {
  confirmByKeyboard,
  enterByKeyboard,
  focusedTag,
  IMT_BY_KEYBOARD,
  RTGS_BY_KEYBOARD,
} from './support/keyboard';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { describedText, eventually, focusedTestId, routeOf, textOf } from './support/page';
import { signIn, signInAs } from './support/sign-in';
import { waitForPurposes } from './support/transfer-forms';
import { waitForReceipt } from './support/review';

/*
 * A working stretch at the counter, in one go on the harness: the clerk sends an RTGS and a
 * mobile-wallet transfer with the keyboard alone, one Tab per field they can change plus the
 * buttons between, sees each outcome first, keeps a half-typed form through an idle sign-out, and
 * finds both transfers in the day's list. The idle timeout is the harness's short one.
 */
const IDLE_MS = 24_000;
const app = useE2eApp({ idle: { timeoutMs: IDLE_MS, warningMs: 6_000 } });

/** The receipt's first view: at the top, its outcome block focused, sent and in the sent colour. */
async function expectOutcomeFirst(page: Page): Promise<string> {
  const reference = await waitForReceipt(page);
  await eventually(() => focusedTestId(page)).toBe('receipt-outcome');
  expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
  expect(await textOf(page.getByTestId('receipt-outcome-title'))).toBe('✓ Sent');
  expect(await page.getByTestId('receipt-outcome').getAttribute('data-tone')).toBe('ok');
  return reference;
}

describe('a stretch at the counter', () => {
  test('an RTGS transfer with the keyboard alone, in its Tab budget, and its outcome seen first', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await eventually(() => focusedTag(page)).toBe('H1');
    // The customer block (D77), seven fields of the transfer, and the purposes' refresh button.
    expect(await enterByKeyboard(page, RTGS_BY_KEYBOARD)).toBe(RTGS_BY_KEYBOARD.length);
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-send').waitFor();
    await confirmByKeyboard(page, 'IF-2026/0201');
    const reference = await expectOutcomeFirst(page);
    await screenshots(page, 'counter-rtgs-outcome');
    expect(app().transfers().at(-1)).toMatchObject({
      reference,
      kind: 'rtgs',
      amount: '1000.50',
      instructionFormNumber: 'IF-2026/0201',
    });
  });

  test('a half-typed mobile-wallet form outlives an idle sign-out, then goes out by keyboard', async () => {
    const { page } = app();
    await page.keyboard.press('Alt+M');
    await page.getByTestId('imt-form').waitFor();
    await eventually(() => focusedTag(page)).toBe('H1');
    // The customer's side typed, then the clerk is called away.
    await enterByKeyboard(page, IMT_BY_KEYBOARD.slice(0, 9));
    await expect
      .poll(() => routeOf(page), { timeout: IDLE_MS * 2.5, interval: 250 })
      .toBe('/sign-in');
    expect(await textOf(page.getByTestId('session-ended'))).toBe(
      'You were signed out after 24 seconds without activity. Sign in again to go on.',
    );
    expect(await page.getByTestId('customer.name').count()).toBe(0);

    // Back on the page the clerk was on, not the clerk's usual start page.
    await signIn(page, CLERK);
    await eventually(() => routeOf(page)).toBe('/send/imt');
    await eventually(() => page.getByTestId('customer.name').inputValue()).toBe('Jane Wanjiku');
    expect(await page.getByTestId('customer.mobileNumber').inputValue()).toBe('+254722000111');
    // Said in sight, and heard first: the focus is on the notice's Dismiss button, which the
    // notice describes (D62), not on the heading.
    const dismiss = page.getByTestId('draft-restored-dismiss');
    await eventually(() => focusedTestId(page)).toBe('draft-restored-dismiss');
    expect(await describedText(dismiss)).toBe(
      'The transfer you were typing was restored Your session ended while you were typing it; it is back as you left it. Check every detail with the customer before you send it.',
    );
    const notice = await page.getByTestId('draft-restored').boundingBox();
    expect(notice!.y).toBeGreaterThanOrEqual(0);
    expect(notice!.y + notice!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // The whole form by keyboard from there, what was kept typed over as it stands: the same Tab
    // count as from the heading, one Tab per field, with the notice still up.
    expect(await enterByKeyboard(page, IMT_BY_KEYBOARD)).toBe(IMT_BY_KEYBOARD.length);
    expect(await page.getByTestId('draft-restored').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-send').waitFor();
    await confirmByKeyboard(page, 'IF-2026/0202');
    const reference = await expectOutcomeFirst(page);
    await screenshots(page, 'counter-imt-outcome');
    expect(app().transfers().at(-1)).toMatchObject({ reference, kind: 'imt', amount: '2500.00' });
  });

  test("both are in the day's list, newest first, each opening its receipt", async () => {
    const { page } = app();
    await page.keyboard.press('Alt+T');
    await eventually(() => routeOf(page)).toBe('/my-transfers');
    const rows = page.getByTestId('my-day-table').locator('tbody tr');
    await eventually(() => rows.count()).toBe(2);
    const [rtgs, imt] = app().transfers();
    expect(await textOf(rows.nth(0))).toContain(imt!.reference);
    expect(await textOf(rows.nth(0))).toContain('2,500.00 KES');
    expect(await textOf(rows.nth(1))).toContain(rtgs!.reference);
    expect(await textOf(rows.nth(1))).toContain('1,000.50 KES');
    await screenshots(page, 'counter-my-day');
    await page.getByTestId(`my-day-open-${rtgs!.reference}`).focus();
    await page.keyboard.press('Enter');
    await eventually(() => routeOf(page)).toBe(`/receipts/${rtgs!.reference}`);
    await eventually(() => focusedTestId(page)).toBe('receipt-outcome');
  });
});
