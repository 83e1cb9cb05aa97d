import { describe, expect, test } from 'vitest';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { routeOf, textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { fillImtForm, JANE_TO_FAITH } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/* A clerk sends money to an M-PESA wallet the sandbox bank holds, through the IMT form. */
const app = useE2eApp();

describe('an IMT transfer to a mobile wallet', () => {
  test('is reviewed as it will be sent, and its receipt says it succeeded', async () => {
    const { page, harness } = app();
    await signInAs(page, CLERK);
    await page.getByTestId('kind-imt').click();
    await fillImtForm(page, JANE_TO_FAITH);
    await reviewTransfer(page);
    expect(routeOf(page)).toBe('/send/imt');
    // D11: the number goes as typed, without its spaces; the amount in its canonical text (D9).
    expect(await textOf(page.getByTestId('review:destination.mobileNumber'))).toBe('0712345678');
    expect(await textOf(page.getByTestId('review:transfer.amount'))).toBe('2,500.00');
    // Names before codes, as the receipt reads; each code exactly as it is sent.
    expect(await textOf(page.getByTestId('review:transfer.currencyCode'))).toBe(
      'Kenyan shilling (KES)',
    );
    expect(await textOf(page.getByTestId('review:customer.documentType'))).toBe(
      'National ID card (NationalId)',
    );
    expect(await textOf(page.getByTestId('review:destination.countryCode'))).toBe('Kenya (KE)');
    expect(await textOf(page.getByTestId('review:destination.walletName'))).toBe('M-PESA');
    await screenshots(page, 'clerk-imt-review', page.getByTestId('review:customer.documentType'));
    await screenshots(
      page,
      'clerk-imt-review-transfer',
      page.getByTestId('review:transfer.currencyCode'),
    );

    const reference = await confirmAndWaitForReceipt(page);
    expect(reference).toMatch(/^\d{12}$/);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');
    expect(await textOf(page.getByTestId('receipt-state'))).toBe(STATE_LABELS.succeeded);
    expect(await textOf(page.getByTestId('receipt-amount'))).toBe('2,500.00 KES');
    expect(await textOf(page.getByTestId('receipt-recipient'))).toBe('Faith Njeri');

    const journal = app().transfers();
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      reference,
      kind: 'imt',
      state: 'succeeded',
      amount: '2500.00',
      recipientAccount: '0712345678',
    });
    const body = JSON.parse(journal[0]!.body) as {
      transfer: { reference: string; amount: string };
      destination: { mobileNumber: string };
    };
    // D3: the IMT body carries the reference it is signed with.
    expect(body.transfer).toMatchObject({ reference, amount: '2500.00' });
    expect(body.destination.mobileNumber).toBe('0712345678');

    const ledger = harness.services.sandbox!.transaction(reference);
    expect(ledger).toMatchObject({
      operation: 'imt',
      outcome: 'accepted',
      processedCount: 1,
      transactionId: journal[0]!.transactionId,
    });
    expect(ledger!.requestText).toBe(journal[0]!.body);
  });
});
