import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TIPPING_OFF } from '../support/tipping-off';
import { axeFindings, describeFindings } from './support/axe';
import { useE2eApp } from './support/e2e-app';
import { eventually, focusedTestId, textOf } from './support/page';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import {
  confirmAndWaitForReceipt,
  fillInstruction,
  reviewChecked,
  reviewTransfer,
  waitForReceipt,
} from './support/review';
import { screenshots } from './support/screenshots';
import { signInAs } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';

/*
 * D81's acceptance, in Chromium on the harness: with an approval amount of 1,000,000 KES, two
 * transfers of 900,000 KES from one customer, from one account to one recipient, a few seconds
 * apart. The first goes without approval; the second stops for a supervisor, whom the clerk's
 * screen, read with the customer, tells nothing of the rule; the supervisor, once their password
 * is checked, reads why (the earlier transfer and the day's total), approves, and it is sent.
 */
const app = useE2eApp();

const NINE_HUNDRED_THOUSAND = { ...JANE_TO_JOHN, amount: '900,000' };
/** The rule's figures, as a person would write them: none may show before the password. */
const RULE_FIGURES = /1,?000,?000|1,?800,?000/;

async function toReview(page: Page): Promise<void> {
  await page.getByTestId('review-transfer').click();
  await page.locator('#review-title').waitFor();
  await reviewChecked(page);
}

describe("the approval amount on a customer's day (D81)", () => {
  test('the second of two 900,000 KES transfers waits for a supervisor, who reads why and approves it', async () => {
    const { page, harness } = app();
    const saved = harness.services.settings.update(
      'controls',
      { approvalAbove: { rtgs: { KES: '1000000.00' }, imt: {} }, reportableFrom: {} },
      ADMIN.operatorId,
    );
    expect(saved.ok).toBe(true);
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, NINE_HUNDRED_THOUSAND);
    await reviewTransfer(page);
    // The first: below the amount alone, and nothing before it today.
    expect(await page.getByTestId('control-needs-approval').count()).toBe(0);
    const first = await confirmAndWaitForReceipt(page);

    await page.getByTestId('new-rtgs').click();
    await waitForPurposes(page);
    await fillRtgsForm(page, NINE_HUNDRED_THOUSAND);
    await toReview(page);
    // The same details again: the clerk confirms the customer's second transfer (D46), and the
    // day's total asks for a supervisor, in the neutral words of an amount (D49, D80).
    await page.getByTestId('control-needs-approval').waitFor();
    expect(await page.getByTestId('confirm-send').count()).toBe(0);
    const notice = await textOf(page.getByTestId('control-needs-approval'));
    expect(notice).toContain("At 900,000.00 KES, an RTGS transfer needs a supervisor's approval.");
    expect(notice).not.toContain(first);
    const review = await textOf(page.locator('.review'));
    expect(review).not.toMatch(TIPPING_OFF);
    expect(review).not.toMatch(RULE_FIGURES);
    await page.getByTestId('repeat-reason').fill('Second instalment of the school fees');
    await fillInstruction(page);
    await screenshots(page, 'day-total-review', page.getByTestId('control-needs-approval'));

    await page.getByTestId('ask-supervisor').click();
    const dialog = page.getByTestId('supervisor-approval');
    await dialog.waitFor();
    // Before the supervisor's password: the transfer and what to do, nothing of why.
    expect(await textOf(dialog)).not.toContain(first);
    expect(await textOf(dialog)).not.toMatch(RULE_FIGURES);
    expect(await dialog.getByTestId('approval-reason').count()).toBe(0);
    await screenshots(page, 'day-total-approval-password', dialog);
    await page.getByTestId('approver-id').fill(SUPERVISOR.operatorId);
    await page.getByTestId('approver-password').fill(SUPERVISOR.password);
    // From the keyboard: Enter in the password asks main, as "Show why" does.
    await page.getByTestId('approver-password').press('Enter');

    // Checked: the supervisor reads why, the focus on it, then gives the reason.
    const why = page.getByTestId('approval-grounds');
    await why.waitFor();
    await eventually(() => focusedTestId(page)).toBe('approval-grounds');
    const grounds = await textOf(why);
    expect(grounds).toContain(first);
    expect(grounds).toContain('1,800,000.00 KES');
    expect(grounds).toContain('900,000.00 KES');
    expect(await page.getByTestId('approval-ground').count()).toBe(2);
    expect(app().transfers()).toHaveLength(1);
    await screenshots(page, 'day-total-approval-why', dialog);
    // WCAG 2.1 A and AA, as every screen is checked (tests/e2e/accessibility.test.ts).
    const findings = await axeFindings(page);
    expect(describeFindings('the approval dialog with why', findings)).toBe('');
    // One Tab from why to the reason, the one field left; Enter approves.
    await page.keyboard.press('Tab');
    await eventually(() => focusedTestId(page)).toBe('approval-reason');
    await page.keyboard.type('Known customer: school fees in two parts');
    await page.keyboard.press('Enter');

    const second = await waitForReceipt(page);
    const rows = app().transfers();
    expect(rows.map((row) => [row.reference, row.amount])).toEqual([
      [first, '900000.00'],
      [second, '900000.00'],
    ]);
    const used = harness.services.journal.audit
      .entries()
      .filter((entry) => entry.action === 'approval.used');
    expect(used).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({
          reference: second,
          grounds: [
            { rule: 'customer', total: '1800000.00', earlier: [first] },
            { rule: 'recipient', total: '1800000.00', earlier: [first] },
          ],
        }),
      }),
    ]);
    // The receipt screen, which the customer may see too, names the approval, never the rule.
    const receipt = await textOf(page.getByTestId('receipt'));
    expect(receipt).toContain("Needs a supervisor's approval: Grace Njeri (super.grace)");
    expect(receipt).not.toMatch(TIPPING_OFF);
    expect(receipt).not.toMatch(RULE_FIGURES);
    await screenshots(page, 'day-total-receipt');
  });
});
