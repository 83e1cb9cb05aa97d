import { describe, expect, test } from 'vitest';
import { useE2eApp } from './support/e2e-app';
import { CLERK, SUPERVISOR } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, focusedTestId, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN } from './support/transfer-forms';
import {
  confirmAndWaitForReceipt,
  fillInstruction,
  reviewTransfer,
  waitForReceipt,
} from './support/review';
import type { Page } from 'playwright-core';

/*
 * The duplicate guard (D33) at the counter, in Chromium on the harness: a new draft with the same
 * details as a transfer still waiting for a supervisor stops at review with the earlier reference,
 * and leaves only with a supervisor's override typed at the clerk's workstation, which the audit
 * log records with both operators. A refusal ends the draft.
 */
const app = useE2eApp();

async function sameAgainToReview(page: Page): Promise<void> {
  await page.getByTestId('new-rtgs').click();
  await fillRtgsForm(page, JANE_TO_JOHN);
  await page.getByTestId('review-transfer').click();
  await page.locator('#review-title').waitFor();
}

async function askSupervisor(page: Page, operatorId: string, password: string, reason: string) {
  await page.getByTestId('approver-id').fill(operatorId);
  await page.getByTestId('approver-password').fill(password);
  await page.getByTestId('approval-reason').fill(reason);
}

describe('the duplicate guard at the counter', () => {
  let earlier = '';

  test('the same details as a transfer of unknown outcome stop at review with its reference', async () => {
    const { page, harness } = app();
    await signInAs(page, CLERK);
    await fillRtgsForm(page, JANE_TO_JOHN);
    harness.services.sandbox!.setFault({ route: 'rtgs', fault: 'reset-after-processing' });
    await reviewTransfer(page);
    earlier = await confirmAndWaitForReceipt(page);
    harness.services.sandbox!.clearFaults();
    expect(app().transfers()[0]).toMatchObject({ reference: earlier, state: 'unknown' });

    await sameAgainToReview(page);
    await page.getByTestId('control-duplicate').waitFor();
    expect(await textOf(page.getByTestId('duplicate-reference'))).toBe(earlier);
    expect(await textOf(page.getByTestId('control-duplicate'))).toContain('Ask a supervisor');
    // Nothing to confirm until a supervisor decides.
    expect(await page.getByTestId('confirm-send').count()).toBe(0);
    await screenshots(page, 'duplicate-review-stopped');

    // The approval sends at once, so the instruction must be checked before the supervisor comes.
    await page.getByTestId('ask-supervisor-duplicate').click();
    await eventually(() => focusedTestId(page)).toBe('instruction-number');
    expect(await page.getByTestId('supervisor-approval').count()).toBe(0);
  });

  test("the clerk's own id is refused; a supervisor's override sends it, audited with both", async () => {
    const { page, harness } = app();
    await fillInstruction(page);
    // The button kept in sight at the foot of the review calls the supervisor too.
    await page.getByTestId('ask-supervisor-bar').click();
    await page.getByTestId('supervisor-approval').waitFor();
    await askSupervisor(page, CLERK.operatorId, CLERK.password, 'It is fine');
    await page.getByTestId('approval-approve').click();
    await eventually(() => textOf(page.getByTestId('supervisor-approval-error'))).toMatch(
      /own|yourself|not the clerk/i,
    );
    expect(app().transfers()).toHaveLength(1);
    await screenshots(page, 'duplicate-approval-dialog', page.getByTestId('supervisor-approval'));

    await askSupervisor(
      page,
      SUPERVISOR.operatorId,
      SUPERVISOR.password,
      'The bank confirms the first one never arrived',
    );
    await page.getByTestId('approval-approve').click();
    const second = await waitForReceipt(page);
    expect(second).not.toBe(earlier);
    expect(
      app()
        .transfers()
        .map((t) => t.reference),
    ).toEqual([earlier, second]);

    const audit = harness.services.journal.audit.entries();
    const granted = audit.find(
      (e) => e.action === 'approval.granted' && e.details.purpose === 'duplicate-transfer',
    );
    expect(granted).toMatchObject({
      operatorId: SUPERVISOR.operatorId,
      details: { requester: CLERK.operatorId },
    });
    const used = audit.find((e) => e.action === 'approval.used' && e.details.reference === second);
    expect(used).toMatchObject({
      operatorId: CLERK.operatorId,
      details: { approver: SUPERVISOR.operatorId, earlier: [earlier] },
    });
  });

  test("a supervisor's refusal with its reason ends the draft", async () => {
    const { page } = app();
    await sameAgainToReview(page);
    await page.getByTestId('control-duplicate').waitFor();
    await fillInstruction(page);
    await page.getByTestId('ask-supervisor-duplicate').click();
    await page.getByTestId('supervisor-approval').waitFor();
    await askSupervisor(
      page,
      SUPERVISOR.operatorId,
      SUPERVISOR.password,
      'Already sent twice today; check with the bank first',
    );
    await page.getByTestId('approval-refuse').click();
    await page.getByTestId('control-refused').waitFor();
    expect(await textOf(page.getByTestId('control-refused'))).toContain(
      'check with the bank first',
    );
    expect(await page.getByTestId('confirm-send').count()).toBe(0);
    expect(app().transfers()).toHaveLength(2);
    // The refused draft is over: a new transfer starts empty, so signing out loses nothing.
    await page.getByTestId('start-new-transfer').click();
    await page.getByTestId('rtgs-form').waitFor();
    await signOut(page);
  });
});
