import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FirstLaunchStep } from '@shared/domain/first-launch';
import { eventually, focusedTestId, routeOf, textOf } from './page';

/*
 * The first-launch wizard (renderer/src/views/setup/FirstLaunchWizard.vue) as a person uses it
 * with the keyboard alone: Tab to the next control, type, Enter.
 */

/** Presses Tab once and expects the focus on the control with this data-testid. */
export async function tabTo(page: Page, testid: string): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await focusedTestId(page), `one Tab from the last control reaches ${testid}`).toBe(testid);
}

/**
 * Presses Tab until the control with this data-testid has the focus, and says how many presses it
 * took (at most `most`): for a button past a panel of other controls.
 */
export async function tabUntil(page: Page, testid: string, most = 40): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedTestId(page)) === testid) return presses;
  }
  throw new Error(`${testid} was not reached in ${most} presses of Tab`);
}

/** Tabs to a text field, one stop, and types into it. */
export async function typeAt(page: Page, testid: string, text: string): Promise<void> {
  await tabTo(page, testid);
  await page.keyboard.type(text);
}

/** The wizard shows this step, its heading has the focus, and the step list marks it current. */
export async function expectStep(page: Page, step: FirstLaunchStep, heading: string) {
  await eventually(() => routeOf(page)).toMatch(new RegExp(`^/first-launch(/${step})?$`));
  await eventually(() => textOf(page.getByTestId('wizard-heading'))).toBe(heading);
  await eventually(() => focusedTestId(page)).toBe('wizard-heading');
  expect(await page.getByTestId(`wizard-step-${step}`).getAttribute('aria-current')).toBe('step');
}

/** What the step list says of each step: `Workstation done`, `Operators to do`, … */
export async function stepMarks(page: Page): Promise<string[]> {
  const items = page.getByTestId('wizard-steps').locator('li');
  const texts: string[] = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    texts.push((await textOf(items.nth(i))).replace(/^\d+\.\s*/, ''));
  }
  return texts;
}
