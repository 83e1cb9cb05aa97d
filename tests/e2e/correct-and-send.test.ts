import { describe, expect, test } from 'vitest';
import { useE2eApp, type PageGlobals } from './support/e2e-app';
import { CLERK, SUPERVISOR } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, fieldError, focusedTestId, openRoute, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import {
  fillImtForm,
  fillRtgsForm,
  JANE_TO_FAITH,
  JANE_TO_JOHN,
  waitForPurposes,
} from './support/transfer-forms';
import {
  confirmAndWaitForReceipt,
  fillInstruction,
  reviewTransfer,
  waitForReceipt,
} from './support/review';

/*
 * D45 in Chromium on the harness: from a transfer the bank refused, "Correct and send as new" opens
 * the form filled with its details and the field the bank named marked and focused; corrected, it
 * goes out as a new transfer under a new reference, and the refused one stays as it was. Never
 * offered for an outcome that may still pay out. The reason reads in words first, the service's own
 * text below it (D8).
 */
const app = useE2eApp();

const NO_SUCH_ACCOUNT = '1100194977499';

describe('Correct and send as new', () => {
  test('a refused RTGS reads in words, its service text below, and is corrected by keyboard', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, recipientAccount: NO_SUCH_ACCOUNT });
    await reviewTransfer(page);
    const refused = await confirmAndWaitForReceipt(page);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('rejected');
    await eventually(() => focusedTestId(page)).toBe('receipt-outcome');

    // The reason in the clerk's words, no path; the bank's own text below it, for support.
    const message = await textOf(page.getByTestId('receipt-message'));
    expect(message).toBe(
      "Recipient's account number was not found by the service. No money moved. Check the account number with the customer, then correct it and send the transfer as a new one.",
    );
    expect(await textOf(page.getByTestId('receipt-service-text'))).toMatch(
      /^The service's own words, for support: Source or destination account not found: destination\.accountNumber/,
    );
    const correct = page.getByTestId('receipt-correct');
    expect(await textOf(correct)).toBe('Correct and send as new');
    expect(await correct.getAttribute('class')).toContain('button--primary');
    await screenshots(page, 'clerk-receipt-rejected-correct');

    // By keyboard: the action, then Enter.
    await correct.focus();
    await page.keyboard.press('Enter');
    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    await eventually(() => focusedTestId(page)).toBe('destination.accountNumber');
    expect(await textOf(fieldError(page, 'destination.accountNumber'))).toBe(
      "Recipient's account number: the bank found no such account. Check the number with the customer and correct it.",
    );
    expect(await textOf(page.getByTestId('correction-notice'))).toContain(
      `Correcting transfer ${refused}, refused by the bank`,
    );
    expect(await page.getByTestId('destination.name').inputValue()).toBe('John Otieno');
    expect(await page.getByTestId('destination.accountNumber').inputValue()).toBe(NO_SUCH_ACCOUNT);
    expect(await page.getByTestId('transfer.amount').inputValue()).toBe('1000.50');
    expect(await page.getByTestId('transfer.purposeOfPaymentCode').inputValue()).toBe('OTHR');
    expect(await page.getByTestId('transfer.description').inputValue()).toBe('School fees');
    expect(await textOf(page.getByTestId('source.name'))).toBe('Jane Wanjiku');
    // The top, with the notice and the summary, and the marked field where the focus took the page.
    await screenshots(page, 'clerk-correction-form');
    await screenshots(
      page,
      'clerk-correction-field',
      page.getByTestId('destination.accountNumber'),
    );
    await page.getByTestId('destination.accountNumber').focus();

    // The clerk types the right number over the refused one; Enter reviews, and the review says it.
    await page.keyboard.press('Control+A');
    await page.keyboard.type(JANE_TO_JOHN.recipientAccount);
    expect(await textOf(fieldError(page, 'destination.accountNumber'))).toBe('');
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-send').waitFor();
    expect(await textOf(page.getByTestId('review:destination.accountNumber'))).toBe(
      JANE_TO_JOHN.recipientAccount,
    );
    await fillInstruction(page);
    const sent = await confirmAndWaitForReceipt(page);
    expect(sent).not.toBe(refused);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');
    expect(await page.getByTestId('receipt-correct').count()).toBe(0);

    const [first, second, ...others] = app().transfers();
    expect(others).toEqual([]);
    expect(first).toMatchObject({ reference: refused, state: 'rejected' });
    expect(second).toMatchObject({ reference: sent, state: 'succeeded' });
    const body = JSON.parse(second!.body) as Record<string, Record<string, string>>;
    expect(body['destination']!['accountNumber']).toBe(JANE_TO_JOHN.recipientAccount);
    expect(body['transfer']!['amount']).toBe('1000.50');
    expect(second!.draftId).not.toBe(first!.draftId);
  });

  test('a refused mobile-wallet transfer comes back with every detail and its wallet marked', async () => {
    const { page } = app();
    await page.keyboard.press('Alt+M');
    await eventually(() => routeOf(page)).toBe('/send/imt');
    // A wallet of the country, but not the recipient's: the bank refuses the wallet.
    await fillImtForm(page, { ...JANE_TO_FAITH, walletName: 'Airtel Money' });
    await reviewTransfer(page);
    const refused = await confirmAndWaitForReceipt(page);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('rejected');
    expect(await textOf(page.getByTestId('receipt-message'))).toMatch(
      /^Mobile wallet is not accepted by the service\. No money moved\./,
    );

    await page.getByTestId('receipt-correct').click();
    await eventually(() => routeOf(page)).toBe('/send/imt');
    await eventually(() => focusedTestId(page)).toBe('destination.walletName');
    expect(await textOf(fieldError(page, 'destination.walletName'))).toBe(
      'Mobile wallet: the bank did not accept it. Check it with the customer and correct it.',
    );
    expect(await page.getByTestId('customer.documentNumber').inputValue()).toBe('23456789');
    expect(await page.getByTestId('customer.email').inputValue()).toBe('jane@example.com');
    expect(await page.getByTestId('destination.mobileNumber').inputValue()).toBe('0712345678');
    expect(await page.getByTestId('destination.documentNumber').inputValue()).toBe('34567890');
    expect(await page.getByTestId('transfer.amount').inputValue()).toBe('2500.00');
    await screenshots(
      page,
      'clerk-correction-imt-form',
      page.getByTestId('destination.walletName'),
    );

    await page.getByTestId('destination.walletName').selectOption('M-PESA');
    await reviewTransfer(page);
    const sent = await confirmAndWaitForReceipt(page);
    expect(sent).not.toBe(refused);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');
  });

  test('an outcome that may still pay out offers no correction, and main refuses one asked for', async () => {
    const { page, harness } = app();
    await page.keyboard.press('Alt+R');
    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    await waitForPurposes(page);
    // Another amount: the corrected transfer above already paid John these details (D46).
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '1,500' });
    harness.services.sandbox!.setFault({ route: 'rtgs', fault: 'status', status: 503, times: 1 });
    await reviewTransfer(page);
    const unknown = await confirmAndWaitForReceipt(page);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('unknown');
    expect(await page.getByTestId('receipt-correct').count()).toBe(0);

    const ask = (reference: string) =>
      page.evaluate(
        (ref) =>
          (globalThis as unknown as PageGlobals).remitDesk.correctTransfer({ reference: ref }),
        reference,
      );
    const answer = await ask(unknown);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.code).toBe('not-correctable');

    // A supervisor does not send, so is never handed a transfer's details to send again.
    const [refused] = app().transfers();
    await signOut(page);
    await signInAs(page, SUPERVISOR);
    const asSupervisor = await ask(refused!.reference);
    expect(!asSupervisor.ok && asSupervisor.error.code).toBe('wrong-role');
    await openRoute(page, `/receipts/${refused!.reference}`);
    await waitForReceipt(page);
    expect(await page.getByTestId('receipt-correct').count()).toBe(0);
  });
});
