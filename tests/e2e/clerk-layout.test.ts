import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, routeOf } from './support/page';
import { signInAs } from './support/sign-in';
import { fillImtForm, JANE_TO_FAITH, waitForPurposes } from './support/transfer-forms';

/*
 * At 1366×768 each transfer form fits in at most two screen heights (D59), its fields
 * side by side (the RTGS recipient beside the transfer, the IMT fields three to a line), and the
 * review's Confirm is in the window without scrolling. A window narrower than the app's smallest
 * (1024 wide, D59) stacks them.
 */
const app = useE2eApp();

function pageHeight(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } })
        .document.documentElement.scrollHeight,
  );
}

/** The left edges of `selector`'s elements: apart side by side, equal when stacked. */
async function lefts(page: Page, selector: string): Promise<number[]> {
  const boxes = await page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map(
        (e) =>
          (e as unknown as { getBoundingClientRect: () => { x: number } }).getBoundingClientRect()
            .x,
      ),
    );
  return boxes.map(Math.round);
}

const columnLefts = (page: Page) => lefts(page, '.transfer-form__column');
/** The customer block's first line (D77): the ID document's type, number and issuer. */
const senderLefts = (page: Page) =>
  lefts(
    page,
    ['customer.documentType', 'customer.documentNumber', 'customer.documentCountry']
      .map((id) => `[data-testid="${id}"]`)
      .join(', '),
  );

describe('the transfer forms on one screen', () => {
  test('at 1366×768 each form has its fields side by side, at most two screen heights', async () => {
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
    const [name, type, number] = await senderLefts(page);
    expect(type!).toBeGreaterThan(name! + 250);
    expect(number!).toBeGreaterThan(type! + 250);
    expect(await pageHeight(page)).toBeLessThanOrEqual(2 * 768);

    await fillImtForm(page, JANE_TO_FAITH);
    await page.getByTestId('review-transfer').click();
    await page.getByTestId('confirm-send').waitFor();
    const box = await page.getByTestId('confirm-send').boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(768);
  });

  test('a window narrower than the app’s smallest stacks them', async () => {
    const { page } = app();
    await page.getByTestId('back-to-form').click();
    await page.getByTestId('imt-form').waitFor();
    await page.setViewportSize({ width: 1024, height: 700 });
    const [name, type] = await senderLefts(page);
    expect(type!).toBeGreaterThan(name! + 250);
    await page.setViewportSize({ width: 900, height: 700 });
    expect(new Set(await senderLefts(page)).size).toBe(1);
    await screenshots(page, 'clerk-imt-form-columns');
    await page.setViewportSize({ width: 900, height: 700 });
    await page.keyboard.press('Alt+R');
    await page.getByTestId('rtgs-form').waitFor();
    const [left, right] = await columnLefts(page);
    expect(right).toBe(left);
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
