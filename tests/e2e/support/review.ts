import type { Page } from 'playwright-core';
import { textOf } from './page';
import { fillImtForm, fillRtgsForm, JANE_TO_FAITH, JANE_TO_JOHN } from './transfer-forms';

/* From a filled form to the receipt: the review, the customer's instruction, the confirm. */

/** The customer's signed instruction, as the clerk fills it on every review. */
export const INSTRUCTION_FORM_NUMBER = 'IF-2026/0042';

let formsSigned = 0;

/**
 * A form number no transfer of this run has been given: every customer signs a form of their own,
 * and a number given twice stops the review (D46). Tests that type one themselves use others
 * (INSTRUCTION_FORM_NUMBER and its neighbours below 1000).
 */
export function nextFormNumber(): string {
  formsSigned += 1;
  return `IF-2026/${1000 + formsSigned}`;
}

/** The review's checks with main have answered: what it shows will not change by itself. */
export async function reviewChecked(page: Page): Promise<void> {
  await page
    .locator('[data-testid="review-controls"][data-checks="done"]')
    .waitFor({ state: 'attached' });
}

/**
 * From the form to the review, which must then show the confirm button, with the customer's
 * instruction form number typed and the ID and signature check ticked, as every confirm needs.
 */
export async function reviewTransfer(page: Page): Promise<void> {
  await page.getByTestId('review-transfer').click();
  await page.getByTestId('confirm-send').waitFor();
  await reviewChecked(page);
  await fillInstruction(page);
}

export async function fillInstruction(page: Page): Promise<void> {
  const number = page.getByTestId('instruction-number');
  if ((await number.inputValue()) === '') await number.fill(nextFormNumber());
  await page.getByTestId('instruction-checked').check();
  // D124: how the customer pays, cash unless the test chose.
  const method = page.getByTestId('payment-method');
  if ((await method.inputValue()) === '') await method.selectOption('cash');
}

/**
 * Confirms the reviewed transfer and waits for its receipt; returns the reference shown. A review
 * that stops the transfer as a repeat of an earlier one (D46) fails at once, naming it: a test that
 * sends the same details again on purpose says so with `confirmSecondTransfer`.
 */
export async function confirmAndWaitForReceipt(page: Page): Promise<string> {
  await page.getByTestId('confirm-send').click();
  const stop = page.getByTestId('control-repeat');
  await page.locator('[data-testid="receipt"], [data-testid="control-repeat"]').first().waitFor();
  if (await stop.isVisible()) {
    throw new Error(
      `The review stopped this transfer as a repeat: ${await textOf(stop)} Use confirmSecondTransfer when the test sends the same details again on purpose.`,
    );
  }
  return waitForReceipt(page);
}

/**
 * The clerk's confirmation, on the review, that the customer asked for a second transfer (D46):
 * the stop must be there, naming the earlier transfer; the reason typed, then Confirm.
 */
export async function confirmSecondTransfer(
  page: Page,
  reason = 'The customer asked to send it again',
): Promise<string> {
  await reviewChecked(page);
  await page.getByTestId('control-repeat').waitFor();
  await page.getByTestId('repeat-reason').fill(reason);
  await page.getByTestId('confirm-send').click();
  return waitForReceipt(page);
}

export async function waitForReceipt(page: Page): Promise<string> {
  await page.getByTestId('receipt').waitFor();
  return textOf(page.getByTestId('receipt-reference'));
}

/**
 * A signed-in clerk sends Jane's RTGS to John and her IMT to Faith, through the screens, and
 * waits for each receipt; returns both references.
 */
export async function sendRtgsAndImt(page: Page): Promise<{ rtgs: string; imt: string }> {
  await fillRtgsForm(page, JANE_TO_JOHN);
  await reviewTransfer(page);
  const rtgs = await confirmAndWaitForReceipt(page);
  await page.getByTestId('new-imt').click();
  await fillImtForm(page, JANE_TO_FAITH);
  await reviewTransfer(page);
  const imt = await confirmAndWaitForReceipt(page);
  return { rtgs, imt };
}
