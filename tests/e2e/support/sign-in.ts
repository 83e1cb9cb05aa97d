import type { Page } from 'playwright-core';
import type { SignInRequest } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';
import { eventually, routeOf, textOf } from './page';

/* Signing in and out at the sign-in screen, as an operator does. */

export async function signIn(page: Page, operator: SignInRequest): Promise<void> {
  await page.getByTestId('sign-in-operator-id').fill(operator.operatorId);
  await page.getByTestId('sign-in-password').fill(operator.password);
  await page.getByTestId('sign-in-submit').click();
}

/** Where each role lands after signing in (renderer/src/router.ts, LANDING). */
export const LANDING_ROUTES: Readonly<Record<Role, string>> = {
  clerk: '/send/rtgs',
  supervisor: '/supervisor',
  admin: '/operators',
  compliance: '/compliance',
  auditor: '/audit',
};

/** How the header names each role. */
const ROLE_LABELS: Readonly<Record<Role, string>> = {
  clerk: 'Clerk',
  supervisor: 'Supervisor',
  admin: 'Admin',
  compliance: 'Compliance officer',
  auditor: 'Auditor',
};

/** Signs in and waits until the header names the operator and the role's start page shows. */
export async function signInAs(
  page: Page,
  operator: SignInRequest & { displayName: string; role: Role },
): Promise<void> {
  await signIn(page, operator);
  await eventually(() => textOf(page.getByTestId('signed-in-as'))).toBe(
    `${operator.displayName} · ${ROLE_LABELS[operator.role]}`,
  );
  await eventually(() => routeOf(page)).toBe(LANDING_ROUTES[operator.role]);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('sign-out').click();
  await eventually(() => routeOf(page)).toBe('/sign-in');
  await page.getByTestId('sign-in-form').waitFor();
}
