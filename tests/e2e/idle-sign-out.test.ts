import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import type { NewOperator } from '@shared/domain/operators';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { describedText, eventually, focusedTestId, routeOf, textOf } from './support/page';
import { signIn, signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { choseOwnPassword } from '../support/first-password';

/*
 * Idle sign-out that respects work (D27, D44), in Chromium on the harness with a short idle timeout
 * (the harness's knob: 16 seconds, warned 6 seconds before): the warning appears and "Stay signed
 * in" keeps the session; a session that runs out with a half-typed transfer gives it back to the
 * same clerk, and never to another.
 */
const IDLE_MS = 16_000;
const app = useE2eApp({ idle: { timeoutMs: IDLE_MS, warningMs: 6_000 } });

const OTHER_CLERK: NewOperator = {
  operatorId: 'clerk.otieno',
  displayName: 'Otieno Achieng',
  role: 'clerk',
  password: 'mango canoe sunset 31',
};

/** Waits for the idle end: long enough after the last report, with room for a loaded machine. */
function signedOutByIdle(page: Page) {
  return expect.poll(() => routeOf(page), { timeout: IDLE_MS * 2.5, interval: 250 });
}
const NOTICE = 'You were signed out after 16 seconds without activity. Sign in again to go on.';

beforeAll(async () => {
  const created = await app().harness.operators.create(OTHER_CLERK, {
    operatorId: ADMIN.operatorId,
    role: 'admin',
  });
  if (!created.ok) throw new Error(created.error.message);
  choseOwnPassword(app().harness.services.journal, OTHER_CLERK.operatorId);
});

describe('the idle warning', () => {
  test('comes before the end with "Stay signed in" focused, which keeps the session', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    const warning = page.getByTestId('idle-warning');
    await warning.waitFor({ timeout: IDLE_MS * 2 });
    expect(await textOf(page.getByTestId('idle-warning-text'))).toMatch(
      /^Nobody has typed, clicked or scrolled for a while, so Remit Desk signs you out in \d seconds? to keep customers' details off the screen\. A transfer you are typing is kept for you until you sign in again\.$/,
    );
    expect(await focusedTestId(page)).toBe('stay-signed-in');
    await screenshots(page, 'idle-warning');
    await page.keyboard.press('Enter');
    await warning.waitFor({ state: 'detached' });
    // Past the moment the session would have ended without the answer.
    await page.waitForTimeout(7_000);
    expect(await textOf(page.getByTestId('signed-in-as'))).toBe('Brian Otieno · Clerk');
    expect(routeOf(page)).toBe('/send/rtgs');
  });
});

describe('a half-typed transfer across an idle sign-out', () => {
  test('comes back to the same clerk, and the notice says why in words', async () => {
    const { page } = app();
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '2500' });
    await page.getByTestId('transfer.description').fill('Half typed');
    await signedOutByIdle(page).toBe('/sign-in');
    expect(await textOf(page.getByTestId('session-ended'))).toBe(NOTICE);
    expect(await page.getByTestId('destination.name').count()).toBe(0);
    await screenshots(page, 'idle-signed-out');

    await signInAs(page, CLERK);
    await eventually(() => page.getByTestId('destination.name').inputValue()).toBe('John Otieno');
    // It says so, until dismissed, where the focus is: on its Dismiss button, which the notice
    // describes (D62); the next Tab is the form's first field, as from the heading.
    await eventually(() => focusedTestId(page)).toBe('draft-restored-dismiss');
    expect(await textOf(page.getByTestId('draft-restored'))).toContain(
      'The transfer you were typing was restored',
    );
    expect(await describedText(page.getByTestId('draft-restored-dismiss'))).toContain(
      'The transfer you were typing was restored',
    );
    await screenshots(page, 'draft-restored');
    expect(await page.getByTestId('destination.accountNumber').inputValue()).toBe(
      JANE_TO_JOHN.recipientAccount,
    );
    expect(await page.getByTestId('transfer.amount').inputValue()).toMatch(/^2,?500(\.00)?$/);
    expect(await page.getByTestId('transfer.description').inputValue()).toBe('Half typed');
    await page.keyboard.press('Tab');
    // The form's first field: the customer's ID type, first of the customer block (D77).
    expect(await focusedTestId(page)).toBe('customer.documentType');
    await page.getByTestId('draft-restored-dismiss').click();
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
  });

  test('is never shown to another clerk, and is gone once they signed in', async () => {
    const { page } = app();
    await page.getByTestId('transfer.description').fill('Still half typed');
    await signedOutByIdle(page).toBe('/sign-in');

    await signInAs(page, OTHER_CLERK);
    await page.getByTestId('rtgs-form').waitFor();
    expect(await page.getByTestId('destination.name').inputValue()).toBe('');
    expect(await page.getByTestId('transfer.description').inputValue()).toBe('');
    await signOut(page);

    await signIn(page, CLERK);
    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    await page.getByTestId('rtgs-form').waitFor();
    expect(await page.getByTestId('destination.name').inputValue()).toBe('');
    await signOut(page);
  });
});
