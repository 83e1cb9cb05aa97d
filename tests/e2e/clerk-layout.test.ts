import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import {
  eventually,
  fillImtForm,
  JANE_TO_FAITH,
  routeOf,
  signInAs,
  waitForPurposes,
} from './support/ui';

/*
 * Issue 10, item 6: at 1366×768 each transfer form fits in at most two screen heights, the
 * customer's side and the recipient's side in two columns, and the review's Confirm is in the
 * window without scrolling. Narrower windows stack the columns.
 */
const app = useE2eApp();

function pageHeight(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } })
        .document.documentElement.scrollHeight,
  );
}

/** The left edges of the form's two columns: apart side by side, equal when stacked. */
async function columnLefts(page: Page): Promise<number[]> {
  const boxes = await page
    .locator('.transfer-form__column')
    .evaluateAll((columns) =>
      columns.map(
        (c) =>
          (c as unknown as { getBoundingClientRect: () => { x: number } }).getBoundingClientRect()
            .x,
      ),
    );
  return boxes.map(Math.round);
}

describe('the transfer forms on one screen', () => {
  test('at 1366×768 each form is two columns, at most two screen heights', async () => {
    const { page } = app();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await screenshots(page, 'clerk-rtgs-form-columns');
    const [rtgsLeft, rtgsRight] = await columnLefts(page);
    expect(rtgsRight!).toBeGreaterThan(rtgsLeft! + 300);
    expect(await pageHeight(page)).toBeLessThanOrEqual(2 * 768);

    await page.keyboard.press('Alt+M');
    await eventually(() => routeOf(page)).toBe('/send/imt');
    await page.getByTestId('imt-form').waitFor();
    const [imtLeft, imtRight] = await columnLefts(page);
    expect(imtRight!).toBeGreaterThan(imtLeft! + 300);
    expect(await pageHeight(page)).toBeLessThanOrEqual(2 * 768);

    await fillImtForm(page, JANE_TO_FAITH);
    await page.getByTestId('review-transfer').click();
    await page.getByTestId('confirm-send').waitFor();
    const box = await page.getByTestId('confirm-send').boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(768);
  });

  test('a narrower window stacks the columns', async () => {
    const { page } = app();
    await page.getByTestId('back-to-form').click();
    await page.getByTestId('imt-form').waitFor();
    await page.setViewportSize({ width: 1024, height: 700 });
    const [left, right] = await columnLefts(page);
    expect(right).toBe(left);
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshots(page, 'clerk-imt-form-columns');
  });
});
