import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { NewOperator } from '@shared/domain/operators';
import { eventually, fieldError, focusedTestId, routeOf, textOf } from './page';

/* The operator form: the first admin's on first launch, the Operators page's, the wizard's. */

/**
 * Waits for the first-launch screen (no operator yet: the first admin's form) and checks what it
 * shows: the setup route, its heading, the sandbox environment, no role to choose (the first
 * operator is an admin) and nobody signed in. The browser harness and real Electron alike.
 */
export async function expectFirstLaunchScreen(page: Page): Promise<void> {
  await page.getByTestId('operator-form').waitFor();
  expect(routeOf(page)).toBe('/setup');
  expect(await textOf(page.locator('h1'))).toBe('Welcome to Remit Desk');
  await eventually(() =>
    page.getByTestId('environment-banner').getAttribute('data-environment'),
  ).toBe('sandbox');
  expect(await page.getByTestId('operator-role').count()).toBe(0);
  expect(await page.getByTestId('signed-in-as').count()).toBe(0);
}

/**
 * Fills the operator form (the first admin's, the Operators page's, the wizard's): the role only
 * where the form asks for one, since the first operator is an admin.
 */
export async function fillOperatorForm(
  page: Page,
  operator: NewOperator,
  passwordAgain?: string,
): Promise<void> {
  await page.getByTestId('operator-id').fill(operator.operatorId);
  await page.getByTestId('operator-display-name').fill(operator.displayName);
  if (operator.role !== 'admin') {
    await page.getByTestId('operator-role').selectOption(operator.role);
  }
  await page.getByTestId('operator-password').fill(operator.password);
  await page.getByTestId('operator-password-again').fill(passwordAgain ?? operator.password);
}

/**
 * The operator form refused for its id alone, as a taken id is (D62): main's `message` at the id
 * field, which has the focus, and in the summary, not a third time above the form; everything
 * `typed` is still there, both passwords too.
 */
export async function expectRefusedAtId(
  page: Page,
  typed: NewOperator,
  message: string,
): Promise<void> {
  await eventually(() => textOf(fieldError(page, 'operatorId'))).toBe(message);
  expect(await page.getByTestId('operator-id').getAttribute('aria-invalid')).toBe('true');
  await eventually(() => focusedTestId(page)).toBe('operator-id');
  expect(await textOf(page.getByTestId('error-summary'))).toContain(message);
  expect(await page.getByTestId('operator-error').count()).toBe(0);
  for (const [testid, value] of [
    ['operator-id', typed.operatorId],
    ['operator-display-name', typed.displayName],
    ['operator-password', typed.password],
    ['operator-password-again', typed.password],
  ] as const) {
    expect(await page.getByTestId(testid).inputValue(), testid).toBe(value);
  }
}
