import { describe, expect, test } from 'vitest';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import { useE2eApp } from './support/e2e-app';
import { CLERK, SUPERVISOR } from './support/people';
import { eventually, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * D7: the bank processed the transfer, then the connection dropped before its answer came back.
 * Nobody knows the outcome at the counter: the receipt says so, says not to send it again, and
 * the journal keeps it for a supervisor. Nothing is sent a second time.
 */
const app = useE2eApp();

describe('a transfer whose outcome is unknown', () => {
  test('the receipt shows the unknown state and the do-not-send-again notice', async () => {
    const { page, harness } = app();
    await signInAs(page, CLERK);
    // The purposes list is fetched first, so the fault can only hit the send itself.
    await fillRtgsForm(page, JANE_TO_JOHN);
    harness.services.sandbox!.setFault({ route: 'rtgs', fault: 'reset-after-processing' });
    await reviewTransfer(page);
    const reference = await confirmAndWaitForReceipt(page);

    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('unknown');
    expect(await textOf(page.getByTestId('receipt-state'))).toBe(STATE_LABELS.unknown);
    expect(await textOf(page.getByTestId('receipt-do-not-resend'))).toBe(
      'Do not send again – a supervisor must confirm',
    );
    expect(await textOf(page.getByTestId('receipt-detail'))).toContain(
      'Do not send this transfer again, not even under a new reference',
    );

    const journal = app().transfers();
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ reference, state: 'unknown' });
    // One attempt: a request that may have been processed is never repeated by itself.
    expect(harness.services.journal.transfers.attempts(journal[0]!.id)).toHaveLength(1);
    expect(harness.services.needsSupervisor()).toBe(1);
    // The bank did process it, exactly once.
    expect(harness.services.sandbox!.transaction(reference)?.processedCount).toBe(1);
  });

  test('a supervisor sees it waiting and opens its receipt by reference', async () => {
    const { page, harness } = app();
    harness.services.sandbox!.clearFaults();
    const [transfer] = app().transfers();
    await signOut(page);
    await signInAs(page, SUPERVISOR);
    await eventually(() => textOf(page.getByTestId('supervisor-waiting'))).toBe(
      '1 transfer is waiting for a supervisor (outcome unknown, or accepted but not final).',
    );
    await page.getByTestId('supervisor-reference').fill(transfer!.reference);
    await page.getByTestId('supervisor-open-receipt').click();
    await eventually(() => page.getByTestId('receipt').getAttribute('data-state')).toBe('unknown');
    expect(await textOf(page.getByTestId('receipt-reference'))).toBe(transfer!.reference);
    expect(await page.getByTestId('receipt-do-not-resend').isVisible()).toBe(true);
    expect(app().transfers()).toHaveLength(1);
    expect(harness.services.sandbox!.transactions()).toHaveLength(1);
  });
});
