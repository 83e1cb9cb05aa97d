import { describe, expect, test } from 'vitest';
import type { PageGlobals } from './support/e2e-app';
import { E2E_BANK_IDENTITY, useE2eApp } from './support/e2e-app';
import { PASSWORD_MESSAGES } from '@shared/schemas/operator-schemas';
import {
  badCredentialsMessage,
  OPERATOR_MESSAGES,
  OPERATOR_REFUSALS,
} from '../../electron/main/operators/operator-messages';
import { OPERATOR_DEFAULTS } from '../../electron/main/operators/operator-service';
import { kenyanBranch } from '../main/engine/engine-fixture';
import { validRtgsDraft } from './support/drafts';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import {
  callFromPage,
  eventually,
  focusLandsOn,
  fieldError,
  focusedTestId,
  openRoute,
  routeOf,
  textOf,
} from './support/page';
import { screenshots } from './support/screenshots';
import {
  expectFirstLaunchScreen,
  expectRefusedAtId,
  fillOperatorForm,
} from './support/operator-form';
import { signIn, signInAs, signOut } from './support/sign-in';

/*
 * First launch on a new workstation: no operator exists, so the window offers only the creation
 * of the first admin. The admin then creates a clerk and a supervisor, signs out, and the clerk
 * signs in: a wrong password first, with main's message, then the one the admin typed, which
 * opens only the change to a password of their own (D80).
 */
const app = useE2eApp({ operators: 'none' });
/** The clerk's own password, chosen at the first sign-in (D80). */
const OWN_PASSWORD = 'quiet river mango 88';

describe('first launch', () => {
  test('the window opens on the setup screen, in the sandbox environment', async () => {
    await expectFirstLaunchScreen(app().page);
  });

  test.each([
    ['too short', 'short pass', PASSWORD_MESSAGES.tooShort],
    ['a common word with digits', 'Password2026!', PASSWORD_MESSAGES.common],
    ['holding the operator id', `${ADMIN.operatorId} at the desk`, PASSWORD_MESSAGES.containsId],
    ['one character repeated', 'zzzzzzzzzzzzzz', PASSWORD_MESSAGES.oneCharacter],
  ])('a password %s is refused in the shared schema’s words', async (_what, password, message) => {
    const { page, harness } = app();
    await fillOperatorForm(page, { ...ADMIN, password });
    await page.getByTestId('operator-submit').click();
    // The refused form ends by taking the focus to the list of problems.
    await focusLandsOn(page, 'form-errors');
    await eventually(() => textOf(fieldError(page, 'password'))).toBe(message);
    expect(await textOf(page.getByTestId('error-summary'))).toContain(message);
    expect(routeOf(page)).toBe('/setup');
    expect(harness.operators.setupNeeded()).toBe(true);
  });

  test('main refuses the same password in the same words when the form is bypassed', async () => {
    const { page, harness } = app();
    const answer = await page.evaluate(
      (request) => (globalThis as unknown as PageGlobals).remitDesk.createFirstAdmin(request),
      { ...ADMIN, password: 'short pass' },
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-request',
        fields: [{ path: 'password', message: PASSWORD_MESSAGES.tooShort }],
      },
    });
    expect(harness.operators.setupNeeded()).toBe(true);
  });

  test('the first admin is created and lands on the operators page, signed in', async () => {
    const { page, harness } = app();
    await fillOperatorForm(page, ADMIN);
    await page.getByTestId('operator-submit').click();
    // The first admin goes on to the first-launch wizard, whose own file walks it
    // (first-launch-wizard.test.ts): here it is finished through the services, as the wizard's
    // steps would, so that this file goes on with the Operators page.
    await eventually(() => routeOf(page)).toBe('/first-launch');
    const session = { operatorId: ADMIN.operatorId, role: 'admin' as const };
    expect(
      harness.services.settings.update('workstation', kenyanBranch(42), ADMIN.operatorId).ok,
    ).toBe(true);
    expect(
      harness.services.settings.update('bankIdentity', E2E_BANK_IDENTITY, ADMIN.operatorId).ok,
    ).toBe(true);
    expect((await harness.services.firstLaunch.chooseEnvironment('sandbox', session)).ok).toBe(
      true,
    );
    expect((await harness.services.firstLaunch.finish(session)).ok).toBe(true);
    await page.reload();
    await eventually(() => routeOf(page)).toBe('/operators');
    await eventually(() => textOf(page.getByTestId('signed-in-as'))).toBe('Amina Mohamed · Admin');
    const row = page.getByTestId(`operator-row-${ADMIN.operatorId}`);
    await eventually(() => textOf(row)).toContain('(you)');
    expect(await textOf(row)).toContain('Admin');

    expect(harness.operators.setupNeeded()).toBe(false);
    expect(harness.operators.current()).toEqual({ operatorId: ADMIN.operatorId, role: 'admin' });
  });

  test('a second first admin is refused by main', async () => {
    const { page } = app();
    const answer = await page.evaluate(
      (request) => (globalThis as unknown as PageGlobals).remitDesk.createFirstAdmin(request),
      { ...ADMIN, operatorId: 'admin.two' },
    );
    expect(answer).toEqual({
      ok: false,
      error: OPERATOR_REFUSALS.alreadySetUp(),
    });
  });

  test('the admin creates a clerk and a supervisor', async () => {
    const { page, harness } = app();
    for (const operator of [CLERK, SUPERVISOR]) {
      await fillOperatorForm(page, operator);
      await page.getByTestId('operator-submit').click();
      await eventually(() => textOf(page.getByTestId('operators-outcome'))).toBe(
        `${operator.displayName} (${operator.operatorId}) can now sign in as ${operator.role}, and must then choose a new password. Tell them the one you typed in person.`,
      );
      const row = page.getByTestId(`operator-row-${operator.operatorId}`);
      await eventually(() => textOf(row)).toContain(operator.displayName);
      expect(await textOf(row)).toContain(operator.role === 'clerk' ? 'Clerk' : 'Supervisor');
      expect(await textOf(row)).toContain('Active, must choose a new password');
    }
    expect(
      harness.operators
        .list()
        .map(({ operatorId, role, active }) => ({ operatorId, role, active }))
        .sort((a, b) => a.operatorId.localeCompare(b.operatorId)),
    ).toEqual([
      { operatorId: ADMIN.operatorId, role: 'admin', active: true },
      { operatorId: CLERK.operatorId, role: 'clerk', active: true },
      { operatorId: SUPERVISOR.operatorId, role: 'supervisor', active: true },
    ]);
  });

  test('a taken operator id is refused with main’s message, at the id, the rest kept', async () => {
    const { page, harness } = app();
    const twin = { ...CLERK, displayName: 'Someone Else' };
    await fillOperatorForm(page, twin);
    await page.getByTestId('operator-submit').click();
    // Main's own words, at the field to mend, which has the focus; the rest kept as typed (D62).
    await expectRefusedAtId(page, twin, OPERATOR_MESSAGES.duplicate(CLERK.operatorId));
    // Nobody was added, and the clerk who holds the id is as they were.
    expect(harness.operators.list()).toHaveLength(3);
    expect(harness.operators.list().find((o) => o.operatorId === CLERK.operatorId)).toMatchObject({
      displayName: CLERK.displayName,
      role: 'clerk',
      active: true,
    });
  });

  test('the admin signs out, and the sign-in page shows', async () => {
    const { page, harness } = app();
    await signOut(page);
    expect(await page.getByTestId('signed-in-as').count()).toBe(0);
    expect(harness.operators.current()).toBeNull();
    // Main's reason arrives in words, never as its internal code.
    await eventually(() => textOf(page.getByTestId('session-ended'))).toBe('You were signed out.');
  });

  test('a wrong password shows main’s message and signs nobody in', async () => {
    const { page, harness } = app();
    await signIn(page, { operatorId: CLERK.operatorId, password: 'not the right one at all' });
    await eventually(() => textOf(page.getByTestId('sign-in-error'))).toBe(
      badCredentialsMessage(OPERATOR_DEFAULTS.maxFailedAttempts, OPERATOR_DEFAULTS.lockoutMs),
    );
    expect(routeOf(page)).toBe('/sign-in');
    // The refused password is gone from the screen.
    expect(await page.getByTestId('sign-in-password').inputValue()).toBe('');
    expect(harness.operators.current()).toBeNull();
  });

  test('the clerk’s first sign-in opens only the change of the password the admin typed', async () => {
    const { page, harness } = app();
    await signIn(page, CLERK);
    await eventually(() => routeOf(page)).toBe('/password');
    expect(await textOf(page.getByTestId('password-change-required'))).toBe(
      'An admin set your password. Choose a new one that only you know: until you do, Remit Desk lets you do nothing else.',
    );
    await eventually(() => focusedTestId(page)).toBe('current-password');
    await screenshots(page, 'first-sign-in-change-password');
    await openRoute(page, '/send/rtgs');
    await eventually(() => routeOf(page)).toBe('/password');
    // Main refuses the send itself, not only the page (D80).
    expect(await callFromPage(page, 'sendTransfer', validRtgsDraft())).toEqual({
      ok: false,
      error: {
        code: 'password-change-required',
        message: OPERATOR_MESSAGES.passwordChangeRequired,
        text: { key: 'ipc.passwordChangeRequired' },
      },
    });
    expect(harness.services.journal.transfers.inState('reserved')).toEqual([]);
  });

  test('the clerk chooses their own password and lands on the send page', async () => {
    const { page, harness } = app();
    await page.getByTestId('current-password').fill(CLERK.password);
    await page.getByTestId('new-password').fill(OWN_PASSWORD);
    await page.getByTestId('new-password-again').fill(OWN_PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    expect(harness.operators.current()).toEqual({ operatorId: CLERK.operatorId, role: 'clerk' });
    expect(harness.services.journal.operators.get(CLERK.operatorId)?.mustChangePassword).toBe(
      false,
    );
    await page.getByTestId('rtgs-form').waitFor();
    await signOut(page);
    await signInAs(page, { ...CLERK, password: OWN_PASSWORD });
  });
});
