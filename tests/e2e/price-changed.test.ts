import { describe, expect, test } from 'vitest';
import { useE2eApp } from './support/e2e-app';
import { eventually, textOf } from './support/page';
import { ADMIN, CLERK } from './support/people';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';
import { screenshots } from './support/screenshots';
import { signInAs } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';

/*
 * D154: an admin changes the fee while the customer is at the counter, after the review showed
 * the total. The confirm is refused, nothing is sent, the review shows the new total at once and
 * says what to tell the customer; confirmed again, it goes at the total the customer was told.
 */
describe('a fee changed between the review and the confirm', () => {
  const app = useE2eApp();
  const tariff = (fee: string) => ({ rtgs: { KES: { kind: 'fixed', fee } }, imt: {} }) as const;

  test('refuses the confirm, shows the new total, and sends at it once confirmed again', async () => {
    const { page, harness } = app();
    expect(harness.services.settings.update('tariff', tariff('150.00'), ADMIN.operatorId).ok).toBe(
      true,
    );
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '5000' });
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review-total'))).toBe('5,150.00 KES');

    expect(harness.services.settings.update('tariff', tariff('250.00'), ADMIN.operatorId).ok).toBe(
      true,
    );
    const before = app().transfers().length;
    await page.getByTestId('confirm-send').click();
    const refused = page.getByTestId('send-error');
    await eventually(() => textOf(refused)).toMatch(
      /Nothing was sent: the exchange rate or the fee changed since the review, and the total to pay is now 5,250\.00 KES, not 5,150\.00 KES\. Tell the customer the new total, then confirm again\./,
    );
    await eventually(() => textOf(page.getByTestId('review-total'))).toBe('5,250.00 KES');
    expect(app().transfers()).toHaveLength(before);
    await screenshots(page, 'review-price-changed', refused);

    await confirmAndWaitForReceipt(page);
    const sent = app().transfers().at(-1)!;
    expect(sent.charges).toMatchObject({ fee: '250.00', total: '5250.00' });
  });
});
