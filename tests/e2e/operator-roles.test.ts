import { describe, expect, test } from 'vitest';
import { wrongRoleError } from '../../electron/main/ipc/router';
import {
  OPERATOR_MESSAGES,
  OPERATOR_REFUSALS,
  lastAdminRefusal,
} from '../../electron/main/operators/operator-messages';
import type { Role } from '@shared/domain/roles';
import type { PageGlobals } from './support/e2e-app';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, focusedTestId, routeOf, textOf } from './support/page';
import { expectRefusedAtId, fillOperatorForm } from './support/operator-form';
import { signInAs, signOut } from './support/sign-in';

/*
 * Roles: an admin changes one, the workstation always keeps an active admin (the message says so
 * on the screen), an operator whose role changes is signed out, and the admins' new operations
 * are refused in main to a clerk and a supervisor calling them straight from the page.
 */
const app = useE2eApp();

describe('the admins’ operations, called from the page', () => {
  test.each([
    ['clerk', CLERK],
    ['supervisor', SUPERVISOR],
  ] as const)('are refused to a %s, and change nothing', async (role, operator) => {
    const { page, harness } = app();
    await signInAs(page, operator);
    const journal = harness.services.journal;
    const before = journal.operators.all();
    const answers = await page.evaluate(
      async ({ admin, self }) => {
        const api = (globalThis as unknown as PageGlobals).remitDesk;
        return [
          await api.setOperatorRole({ operatorId: self, role: 'admin' }),
          await api.setOperatorRole({ operatorId: admin, role: 'clerk' }),
          await api.resetOperatorPassword({
            operatorId: admin,
            newPassword: 'copper window river 12',
          }),
        ];
      },
      { admin: ADMIN.operatorId, self: operator.operatorId },
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        ok: false,
        error: wrongRoleError(role as Role, 'admin'),
      });
    }
    // Their own password change cannot be pointed at anyone else.
    const aimed = await page.evaluate(
      (admin) =>
        (globalThis as unknown as PageGlobals).remitDesk.changeOwnPassword({
          currentPassword: 'anything at all',
          newPassword: 'copper window river 12',
          operatorId: admin,
        } as never),
      ADMIN.operatorId,
    );
    expect(aimed).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(journal.operators.all()).toEqual(before);
    await signOut(page);
  });
});

describe('roles', () => {
  test('the last active admin cannot be demoted: the dialog says why', async () => {
    const { page, harness } = app();
    await signInAs(page, ADMIN);
    await page.getByTestId(`change-role-${ADMIN.operatorId}`).click();
    await page.getByTestId('role-change-dialog').waitFor();
    await page.getByTestId('role-change-role').selectOption('clerk');
    await page.getByTestId('role-change-submit').click();
    await eventually(() => textOf(page.getByTestId('role-change-error'))).toBe(
      lastAdminRefusal(ADMIN, 'demote', true).message,
    );
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('role-change-dialog').count()).toBe(0);
    expect(harness.services.journal.operators.get(ADMIN.operatorId)?.role).toBe('admin');
  });

  test('nor be deactivated or demoted by a call from the page', async () => {
    const { page, harness } = app();
    const answers = await page.evaluate(async (self) => {
      const api = (globalThis as unknown as PageGlobals).remitDesk;
      return [
        await api.setOperatorRole({ operatorId: self, role: 'supervisor' }),
        await api.setOperatorActive({ operatorId: self, active: false }),
      ];
    }, ADMIN.operatorId);
    expect(answers).toEqual([
      { ok: false, error: lastAdminRefusal(ADMIN, 'demote', true) },
      { ok: false, error: OPERATOR_REFUSALS.ownAccount() },
    ]);
    expect(harness.services.journal.operators.get(ADMIN.operatorId)).toMatchObject({
      role: 'admin',
      active: true,
    });
  });

  test('a taken operator id is said at its field, and the rest stays as typed', async () => {
    const { page, harness } = app();
    const before = harness.services.journal.operators.all();
    const twin = { ...SUPERVISOR, displayName: 'Grace Wairimu', role: 'clerk' as const };
    await fillOperatorForm(page, twin);
    await page.getByTestId('operator-submit').click();
    // Said at the field and in the summary, not a third time above the form (D62).
    await expectRefusedAtId(page, twin, OPERATOR_MESSAGES.duplicate(SUPERVISOR.operatorId));
    await screenshots(page, 'operator-id-taken', page.getByTestId('operator-id'));
    expect(harness.services.journal.operators.all()).toEqual(before);
    await page.getByTestId('operator-id').fill('');
  });

  test('an admin gives a clerk another role, by keyboard, audited with both roles', async () => {
    const { page, harness } = app();
    await page.getByTestId(`change-role-${CLERK.operatorId}`).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('role-change-dialog').waitFor();
    await eventually(() => focusedTestId(page)).toBe('role-change-role');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('operators-outcome'))).toBe(
      `${CLERK.displayName} (${CLERK.operatorId}) is now an admin.`,
    );
    expect(harness.services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: ADMIN.operatorId,
      action: 'operator.role-changed',
      details: { operatorId: CLERK.operatorId, from: 'clerk', to: 'admin' },
    });
  });

  test('with another admin, an admin may step down, and is signed out with the reason', async () => {
    const { page, harness } = app();
    await page.getByTestId(`change-role-${ADMIN.operatorId}`).click();
    await page.getByTestId('role-change-role').selectOption('supervisor');
    await page.getByTestId('role-change-submit').click();
    await eventually(() => routeOf(page)).toBe('/sign-in');
    await eventually(() => textOf(page.getByTestId('session-ended'))).toBe(
      'An admin changed your role, so you were signed out. Sign in again to work in your new role.',
    );
    expect(harness.services.journal.operators.get(ADMIN.operatorId)?.role).toBe('supervisor');
    await signInAs(page, { ...ADMIN, role: 'supervisor' });
    // The former clerk is the admin now, and lands on the operators page.
    await signOut(page);
    await signInAs(page, { ...CLERK, role: 'admin' });
  });
});
