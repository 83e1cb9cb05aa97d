import { describe, expect, test } from 'vitest';
import { OPERATOR_MESSAGES } from '../../electron/main/operators/operator-messages';
import { OPERATOR_DEFAULTS } from '../../electron/main/operators/operator-service';
import { badCredentialsMessage } from '../../electron/main/operators/operator-messages';
import type { PageGlobals } from './support/e2e-app';
import { useE2eApp } from './support/e2e-app';
import { validRtgsDraft } from './support/drafts';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import {
  eventually,
  fieldError,
  focusedTestId,
  followNav,
  openRoute,
  routeOf,
  textOf,
} from './support/page';
import { signIn, signInAs, signOut } from './support/sign-in';
import { waitForPurposes } from './support/transfer-forms';

/*
 * Passwords: an admin resets a clerk's, by keyboard alone; the clerk signs in with it and can do
 * nothing but choose a new one (neither through the screens nor by calling main from the page);
 * then goes on. A supervisor changes their own, with the current one.
 */
const app = useE2eApp();

const TEMPORARY = 'lemon bicycle thunder 5';
const CHOSEN = 'quiet river mango 88';
const SUPERVISOR_CHOSEN = 'amber lighthouse pepper 31';

describe('an admin resets a password', () => {
  test('by keyboard alone: a dialog, a temporary password typed twice, the outcome in words', async () => {
    const { page, harness } = app();
    await signInAs(page, ADMIN);
    await page.getByTestId(`reset-password-${CLERK.operatorId}`).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('password-reset-dialog').waitFor();
    await eventually(() => focusedTestId(page)).toBe('password-reset-password');
    await page.keyboard.type(TEMPORARY);
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('password-reset-password-again');
    await page.keyboard.type(TEMPORARY);
    await page.keyboard.press('Enter');

    await eventually(() => textOf(page.getByTestId('operators-outcome'))).toBe(
      `${CLERK.displayName} (${CLERK.operatorId}) must choose a new password at the next sign-in, with the temporary one you set.`,
    );
    expect(await page.getByTestId('password-reset-dialog').count()).toBe(0);
    // The focus is back on the button that opened the dialog.
    expect(await focusedTestId(page)).toBe(`reset-password-${CLERK.operatorId}`);
    expect(await textOf(page.getByTestId(`operator-row-${CLERK.operatorId}`))).toContain(
      'Active, must choose a new password',
    );

    const audited = harness.services.journal.audit.entries().at(-1)!;
    expect(audited).toMatchObject({
      operatorId: ADMIN.operatorId,
      action: 'operator.password-reset',
      details: { operatorId: CLERK.operatorId },
    });
    expect(JSON.stringify(harness.services.journal.audit.entries())).not.toContain(TEMPORARY);
    expect(JSON.stringify(app().log)).not.toContain(TEMPORARY);
    await signOut(page);
  });

  test('the clerk’s old password no longer works', async () => {
    const { page } = app();
    await signIn(page, CLERK);
    await eventually(() => textOf(page.getByTestId('sign-in-error'))).toBe(
      badCredentialsMessage(OPERATOR_DEFAULTS.maxFailedAttempts, OPERATOR_DEFAULTS.lockoutMs),
    );
  });

  test('signing in with the temporary one opens only the change-password page', async () => {
    const { page } = app();
    await signIn(page, { operatorId: CLERK.operatorId, password: TEMPORARY });
    await eventually(() => routeOf(page)).toBe('/password');
    expect(await textOf(page.getByTestId('password-change-required'))).toBe(
      'An admin set your password. Choose a new one that only you know: until you do, Remit Desk lets you do nothing else.',
    );
    await eventually(() => focusedTestId(page)).toBe('current-password');
    for (const route of ['/send/rtgs', '/send/imt', '/operators', '/supervisor']) {
      await openRoute(page, route);
      await eventually(() => routeOf(page)).toBe('/password');
    }
    await page.getByTestId('change-password-form').waitFor();
    expect(await page.getByTestId('rtgs-form').count()).toBe(0);
    // The header offers the way out, and no other page.
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(0);
    expect(await page.getByTestId('sign-out').count()).toBe(1);
  });

  test('nor does main answer anything else the page asks for, whatever it is', async () => {
    const { page, harness } = app();
    const answers = await page.evaluate(
      async ({ draft, operatorId }) => {
        const api = (globalThis as unknown as PageGlobals).remitDesk;
        return [
          await api.sendTransfer(draft),
          await api.transferFormRules(),
          await api.listPurposes(),
          await api.getReceipt({ reference: '100000000001' }),
          await api.listOperators(),
          await api.setOperatorRole({ operatorId, role: 'admin' }),
          await api.resetOperatorPassword({ operatorId, newPassword: 'copper window river 12' }),
          await api.signIn({ operatorId, password: 'whatever it is' }),
        ];
      },
      { draft: validRtgsDraft(), operatorId: CLERK.operatorId },
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        ok: false,
        error: {
          code: 'password-change-required',
          message: OPERATOR_MESSAGES.passwordChangeRequired,
          text: { key: 'ipc.passwordChangeRequired' },
        },
      });
    }
    const status = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).remitDesk.appStatus(),
    );
    expect(status).toMatchObject({
      ok: true,
      value: { session: { operatorId: CLERK.operatorId, mustChangePassword: true } },
    });
    expect(app().transfers()).toEqual([]);
    expect(harness.services.sandbox!.transactions()).toEqual([]);
    expect(harness.services.journal.operators.get(CLERK.operatorId)?.role).toBe('clerk');
  });

  test('choosing a new one, by keyboard, opens the clerk’s page and everything works again', async () => {
    const { page, harness } = app();
    await eventually(() => focusedTestId(page)).toBe('current-password');
    await page.keyboard.type(TEMPORARY);
    await page.keyboard.press('Tab');
    await page.keyboard.type(CHOSEN);
    await page.keyboard.press('Tab');
    await page.keyboard.type(CHOSEN);
    await page.keyboard.press('Enter');

    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    expect(await textOf(page.getByTestId('route-notice'))).toBe(
      'Your new password is set. Use it from now on.',
    );
    await waitForPurposes(page);
    expect(harness.services.journal.operators.get(CLERK.operatorId)?.mustChangePassword).toBe(
      false,
    );
    await signOut(page);
    await signInAs(page, { ...CLERK, password: CHOSEN });
    await signOut(page);
    await signIn(page, { operatorId: CLERK.operatorId, password: TEMPORARY });
    await eventually(() => textOf(page.getByTestId('sign-in-error'))).toContain(
      'The operator id or the password is wrong.',
    );
  });
});

describe('every operator changes their own password', () => {
  test('a supervisor, from the header link: a wrong current password is refused and counted', async () => {
    const { page, harness } = app();
    await signInAs(page, SUPERVISOR);
    await followNav(page, 'nav-change-password');
    await eventually(() => routeOf(page)).toBe('/password');
    await eventually(() => focusedTestId(page)).toBe('current-password');
    await page.getByTestId('current-password').fill('not my password at all');
    await page.getByTestId('new-password').fill(SUPERVISOR_CHOSEN);
    await page.getByTestId('new-password-again').fill(SUPERVISOR_CHOSEN);
    await page.getByTestId('change-password-submit').click();
    await eventually(() => textOf(fieldError(page, 'currentPassword'))).toBe(
      OPERATOR_MESSAGES.wrongCurrentPassword(
        OPERATOR_DEFAULTS.maxFailedAttempts,
        OPERATOR_DEFAULTS.lockoutMs,
      ),
    );
    await eventually(() => focusedTestId(page)).toBe('current-password');
    expect(harness.services.journal.operators.get(SUPERVISOR.operatorId)?.failedAttempts).toBe(1);
  });

  test('with the right current password it is changed, and the next sign-in needs the new one', async () => {
    const { page } = app();
    await page.getByTestId('current-password').fill(SUPERVISOR.password);
    await page.getByTestId('new-password').fill(SUPERVISOR_CHOSEN);
    await page.getByTestId('new-password-again').fill(SUPERVISOR_CHOSEN);
    await page.getByTestId('change-password-submit').click();
    await eventually(() => textOf(page.getByTestId('password-changed'))).toBe(
      'Your password is changed. Use the new one from your next sign-in.',
    );
    expect(routeOf(page)).toBe('/password');
    await signOut(page);
    await signInAs(page, { ...SUPERVISOR, password: SUPERVISOR_CHOSEN });
  });
});
