import { describe, expect, test } from 'vitest';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { eventually, routeOf, textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer, waitForReceipt } from './support/review';

/*
 * A clerk sends an RTGS transfer on the sandbox bank, as at the counter: the form, the review with
 * the customer, one confirm, the receipt. The journal and the sandbox's ledger must agree with the
 * screen, and a double click must not send twice.
 */
const app = useE2eApp();

function bodyOf(body: string): { transfer: { amount: string; reference: string } } {
  return JSON.parse(body) as { transfer: { amount: string; reference: string } };
}

describe('an RTGS transfer sent by a clerk', () => {
  test('the window says it is the sandbox bank, for training', async () => {
    const { page, harness } = app();
    const banner = page.getByTestId('environment-banner');
    await eventually(() => banner.getAttribute('data-environment')).toBe('sandbox');
    expect(await textOf(banner)).toContain('Training – sandbox bank, no real money');
    // Its address is for admins only: before sign-in nobody sees it.
    expect(await textOf(banner)).not.toContain(harness.services.sandbox!.url);
  });

  test('the clerk signs in and lands on the RTGS form', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    expect(routeOf(page)).toBe('/send/rtgs');
  });

  test('an amount typed as 1,000.5 is reviewed, signed, sent, journaled and printed as 1000.50', async () => {
    const { page, harness } = app();
    await fillRtgsForm(page, JANE_TO_JOHN);
    await eventually(() => textOf(page.getByTestId('amount-preview'))).toBe(
      'Will be sent as 1000.50 KES',
    );

    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review:transfer.amount'))).toBe('1,000.50');
    expect(await textOf(page.getByTestId('review:source.accountNumber'))).toBe('0011547896523');
    expect(await textOf(page.getByTestId('review:destination.accountNumber'))).toBe(
      '1100194977404',
    );
    expect(await textOf(page.getByTestId('review:transfer.currencyCode'))).toBe(
      'Kenyan shilling (KES)',
    );
    // Tuesday 11:00 in Nairobi: the window is open and the review says until when.
    expect(await textOf(page.getByTestId('rtgs-window-open'))).toContain('open until 15:00');
    expect(await page.getByTestId('rtgs-window-closed').count()).toBe(0);
    // Nothing leaves the machine before the confirm.
    expect(app().transfers()).toEqual([]);

    const reference = await confirmAndWaitForReceipt(page);
    expect(reference).toMatch(/^\d{12}$/);
    expect(routeOf(page)).toBe(`/receipts/${reference}`);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');
    expect(await textOf(page.getByTestId('receipt-state'))).toBe(STATE_LABELS.succeeded);
    expect(await textOf(page.getByTestId('receipt-amount'))).toBe('1,000.50 KES');
    expect(await page.getByTestId('receipt-do-not-resend').count()).toBe(0);

    const journal = app().transfers();
    expect(journal).toHaveLength(1);
    const [row] = journal;
    expect(row!.reference).toBe(reference);
    expect(row!.state).toBe('succeeded');
    expect(row!.amount).toBe('1000.50');
    expect(bodyOf(row!.body).transfer).toMatchObject({ amount: '1000.50', reference });

    const ledger = harness.services.sandbox!.transactions();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      reference,
      operation: 'rtgs',
      outcome: 'accepted',
      processedCount: 1,
      replayedCount: 0,
      duplicateCount: 0,
      transactionId: row!.transactionId,
    });
    // The bank received byte for byte the body the journal holds.
    expect(ledger[0]!.requestText).toBe(row!.body);
    expect(await textOf(page.getByTestId('receipt-transaction-id'))).toBe(row!.transactionId);
  });

  test('a double click on confirm sends the transfer once', async () => {
    const { page, harness } = app();
    await page.getByTestId('new-rtgs').click();
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '250', description: 'Rent' });
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review:transfer.amount'))).toBe('250.00');

    await page.getByTestId('confirm-send').dblclick();
    const reference = await waitForReceipt(page);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');

    const journal = app().transfers();
    expect(journal.map((t) => t.amount)).toEqual(['1000.50', '250.00']);
    expect(journal[1]!.reference).toBe(reference);
    const ledger = harness.services.sandbox!.transactions();
    expect(ledger).toHaveLength(2);
    expect(ledger.find((t) => t.reference === reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 0,
    });
  });

  test('two clicks in the same instant, before the button can be disabled, send once', async () => {
    const { page, harness } = app();
    await page.getByTestId('new-rtgs').click();
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '75.25', description: 'Books' });
    await reviewTransfer(page);

    // Both clicks are dispatched in one task, so the second cannot find the button disabled.
    await page
      .getByTestId('confirm-send')
      .evaluate((button) => [0, 1].forEach(() => (button as { click(): void }).click()));
    const reference = await waitForReceipt(page);

    const journal = app().transfers();
    expect(journal.map((t) => t.amount)).toEqual(['1000.50', '250.00', '75.25']);
    expect(journal.filter((t) => t.reference === reference)).toHaveLength(1);
    expect(harness.services.sandbox!.transactions()).toHaveLength(3);
    expect(harness.services.sandbox!.transaction(reference)?.processedCount).toBe(1);
  });
});
