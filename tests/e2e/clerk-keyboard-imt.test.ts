import { describe, expect, test } from 'vitest';
import { useE2eApp } from './support/e2e-app';
import {
  confirmByKeyboard,
  enterByKeyboard,
  focusedTag,
  IMT_BY_KEYBOARD,
} from './support/keyboard';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, focusedTestId, textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { waitForReceipt } from './support/review';

/*
 * A mobile-wallet transfer from sign-in to receipt with the keyboard alone, no more than one Tab
 * per field the clerk can change plus the buttons, and the outcome focused at the top of the
 * receipt. Lists are chosen with the arrow keys, as a clerk does on a closed list.
 */
const app = useE2eApp();

describe('a mobile-wallet transfer with the keyboard alone', () => {
  test('one Tab per field, lists by arrow keys, Enter to review and to send', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await page.keyboard.press('Alt+M');
    await page.getByTestId('imt-form').waitFor();
    // The route change put the focus on the page's heading: the first Tab reaches the first field.
    await eventually(() => focusedTag(page)).toBe('H1');

    expect(await enterByKeyboard(page, IMT_BY_KEYBOARD)).toBe(IMT_BY_KEYBOARD.length);
    await screenshots(page, 'clerk-imt-keyboard-form');

    // Enter in the last field reviews; the instruction, then Confirm, by keys alone.
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-send').waitFor();
    await confirmByKeyboard(page, 'IF-2026/0043');

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
