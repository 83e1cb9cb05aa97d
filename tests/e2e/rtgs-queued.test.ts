import { describe, expect, test } from 'vitest';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import { SATURDAY_MORNING, useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * D6 on a Saturday morning in Nairobi: the RTGS window is closed. The clerk is told before
 * confirming that the transfer will be queued, it is still sent, and the receipt says until when.
 */
const app = useE2eApp({ at: SATURDAY_MORNING, sandbox: { rtgsWindow: 'closed' } });

describe('an RTGS transfer outside the window', () => {
  test('the review warns that it will be queued, before anything is sent', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);

    const notice = page.getByTestId('rtgs-window-closed');
    expect(await textOf(notice)).toContain('Outside the RTGS window: this transfer will be queued');
    expect(await textOf(notice)).toContain('Monday 2026-11-30 at 09:00 EAT');
    expect(await page.getByTestId('rtgs-window-open').count()).toBe(0);
    expect(app().transfers()).toEqual([]);
  });

  test('confirmed, it is sent once and the receipt says it is queued until Monday 09:00', async () => {
    const { page, harness } = app();
    const reference = await confirmAndWaitForReceipt(page);

    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('queued');
    expect(await textOf(page.getByTestId('receipt-state'))).toBe(STATE_LABELS.queued);
    // Its expected value date (D6): the window's next opening, on the branch's clock (D32).
    expect(await textOf(page.getByTestId('receipt-queued-until'))).toBe(
      'Monday 2026-11-30, from 09:00 EAT',
    );
    // Saturday 11:00 at the branch in Nairobi, wherever the workstation's clock is set.
    expect(await textOf(page.getByTestId('receipt-recorded'))).toBe('2026-11-28 11:00 EAT');
    await screenshots(page, 'receipt-queued-value-date', page.getByTestId('receipt-queued-until'));
    expect(await textOf(page.getByTestId('receipt-amount'))).toBe('1,000.50 KES');

    const journal = app().transfers();
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ reference, state: 'queued' });
    expect(Date.parse(journal[0]!.queuedUntil ?? '')).toBe(Date.parse('2026-11-30T06:00:00Z'));

    expect(harness.services.sandbox!.transaction(reference)).toMatchObject({
      queued: true,
      processedCount: 1,
      nextWindow: '2026-11-30T09:00:00+03:00',
    });
  });
});
