import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { pdfText } from '../support/pdf';
import { screenshots } from './support/screenshots';
import {
  eventually,
  fieldError,
  focusedTestId,
  focusLandsOn,
  routeOf,
  textOf,
} from './support/page';
import { signInAs } from './support/sign-in';
import {
  fillRtgsForm,
  JANE_TO_JOHN,
  sourceAccountChoice,
  waitForPurposes,
} from './support/transfer-forms';
import { reviewTransfer, waitForReceipt } from './support/review';
import { pickByArrows } from './support/keyboard';

/*
 * The clerk's desk: the clerk works with the keyboard, one Tab stop per field the clerk can change,
 * sees each outcome at the top of the receipt with the focus on it, and finds the day's transfers
 * with a shortcut.
 */
const app = useE2eApp();

/** Presses Tab from where the focus is until `until` has it; the stops passed on the way. */
async function tabUntil(page: Page, until: string, max = 30): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const id = (await focusedTestId(page)) ?? '(no test id)';
    stops.push(id);
    if (id === until) return stops;
  }
  throw new Error(`Tab never reached ${until}: ${stops.join(', ')}`);
}

function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
}

describe("a clerk's counter work with the keyboard", () => {
  test('the RTGS form has one Tab stop per field the clerk can change, in visual order', async () => {
    const { page, harness } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    // The sandbox's address is for admins: a clerk's banner says training, not where it runs.
    expect(await textOf(page.getByTestId('environment-banner'))).not.toContain(
      harness.services.sandbox!.url,
    );
    // A route change puts the focus on the page's heading.
    await eventually(() =>
      page.evaluate(() => {
        const { document } = globalThis as unknown as {
          document: { activeElement: { tagName: string } | null };
        };
        return document.activeElement?.tagName;
      }),
    ).toBe('H1');
    const stops = await tabUntil(page, 'review-transfer');
    expect(stops).toEqual([
      // D77: the customer block comes first, the ID document before the person, row by row.
      'customer.documentType',
      'customer.documentNumber',
      'customer.documentCountry',
      'customer.documentExpiry',
      'customer.name',
      'customer.dateOfBirth',
      'customer.nationality',
      'customer.countryCode',
      'customer.mobileNumber',
      'customer.address',
      'customer.occupation',
      'customer.sourceOfFunds',
      'source-account',
      'destination.name',
      'destination.bankCode',
      'destination.accountNumber',
      'transfer.amount',
      'transfer.purposeOfPaymentCode',
      // A button beside the purposes: a button, not a field.
      'purposes-refresh',
      'transfer.description',
      'review-transfer',
    ]);
    // The currency and the countries follow from the account: text, no Tab stop.
    for (const fixed of ['transfer.currencyCode', 'destination.countryCode', 'source.currency']) {
      expect(await page.getByTestId(fixed).evaluate((e) => e.tagName)).toBe('P');
    }
    await screenshots(page, 'clerk-rtgs-form');
  });

  test('an empty form is refused with each message at a field the clerk can change', async () => {
    const { page } = app();
    await page.getByTestId('destination.name').focus();
    await page.keyboard.press('Enter');
    await focusLandsOn(page, 'form-errors');
    // The account picker fills the sender's side: its message is there, none on the text it fills.
    expect(await textOf(fieldError(page, 'source.accountNumber'))).not.toBe('');
    for (const filled of ['source.name', 'source.currency', 'transfer.currencyCode']) {
      expect(await textOf(fieldError(page, filled)), filled).toBe('');
    }
    expect(await textOf(page.getByTestId('error-summary'))).not.toContain("Sender's name");
    await screenshots(page, 'clerk-rtgs-form-errors');
  });

  test('Enter reviews, Escape goes back with nothing lost, and Enter on Confirm sends', async () => {
    const { page, harness } = app();
    // D124: the branch's RTGS fee in shillings, which main prices onto the review.
    const tariff = { rtgs: { KES: { kind: 'fixed', fee: '150.00' } }, imt: {} } as const;
    expect(harness.services.settings.update('tariff', tariff, ADMIN.operatorId).ok).toBe(true);
    await page.getByTestId('source-account').focus();
    await page.getByTestId('source-account').selectOption(sourceAccountChoice(JANE_TO_JOHN));
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '1234567.5' });
    await page.getByTestId('transfer.description').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-send').waitFor();
    expect(await textOf(page.getByTestId('review:transfer.amount'))).toBe('1,234,567.50');
    expect(await textOf(page.getByTestId('review-words:transfer.amount'))).toBe(
      'One million two hundred thirty-four thousand five hundred sixty-seven Kenyan shillings and fifty cents',
    );
    await page.setViewportSize({ width: 1366, height: 768 });
    // Confirm is in the window without scrolling (the page is at its top).
    expect(await scrollTop(page)).toBe(0);
    const box = await page.getByTestId('confirm-send').boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(768);
    // D124: the fee and the total the customer pays, before the confirmation; no rate in KES.
    expect(await textOf(page.getByTestId('review-fee'))).toBe('150.00 KES');
    expect(await textOf(page.getByTestId('review-total'))).toBe('1,234,717.50 KES');
    expect(await page.getByTestId('review-rate').count()).toBe(0);
    await screenshots(page, 'clerk-rtgs-review');
    await screenshots(page, 'clerk-rtgs-review-charges', page.getByTestId('review-instruction'));

    await page.keyboard.press('Escape');
    await page.getByTestId('rtgs-form').waitFor();
    expect(await page.getByTestId('destination.name').inputValue()).toBe('John Otieno');
    expect(await page.getByTestId('transfer.amount').inputValue()).toBe('1234567.50');

    await page.getByTestId('transfer.description').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-send').waitFor();
    // The customer's instruction: its number, Enter to the ID check, Space, Tab over the receipt's
    // language (the branch's kept, D86), Tab to how the customer pays and cash by the arrow keys
    // (D124), Tab to Confirm.
    expect(await tabUntil(page, 'instruction-number', 3)).toEqual(['instruction-number']);
    await page.keyboard.type('IF-2026/0042');
    await page.keyboard.press('Enter');
    expect(await focusedTestId(page)).toBe('instruction-checked');
    await page.keyboard.press('Space');
    expect(await tabUntil(page, 'payment-method', 2)).toEqual([
      'receipt-language',
      'payment-method',
    ]);
    await pickByArrows(page, 'payment-method', 'cash');
    expect(await tabUntil(page, 'confirm-send', 1)).toEqual(['confirm-send']);
    await page.keyboard.press('Enter');
    const reference = await waitForReceipt(page);
    // Journaled with the transfer, beside the body it never enters.
    const row = app()
      .transfers()
      .find((t) => t.reference === reference);
    expect(row).toMatchObject({
      instructionFormNumber: 'IF-2026/0042',
      idAndSignatureChecked: true,
    });
    expect(row!.body).not.toContain('IF-2026/0042');
    expect(await textOf(page.getByTestId('receipt-instruction'))).toBe(
      "IF-2026/0042 · customer's ID and signature checked",
    );
  });

  test('the receipt opens at its top with the outcome focused and seen first', async () => {
    const { page } = app();
    await eventually(() => focusedTestId(page)).toBe('receipt-outcome');
    expect(await scrollTop(page)).toBe(0);
    expect(await textOf(page.getByTestId('receipt-outcome-title'))).toBe('✓ Sent');
    expect(await page.getByTestId('receipt-outcome').getAttribute('data-tone')).toBe('ok');
    expect(await page.getByTestId('receipt-print-printer').getAttribute('class')).toContain(
      'button--primary',
    );
    expect(await textOf(page.getByTestId('receipt-amount'))).toBe('1,234,567.50 KES');
    await screenshots(page, 'clerk-receipt-sent');
    // D124: both printed copies carry what the customer paid, and how.
    await page.getByTestId('receipt-print-printer').click();
    await page.getByTestId('receipt-printed').waitFor();
    const printed = pdfText(app().harness.desktop.printer.printed().at(-1)!.path);
    const text = printed.replace(/\s+/g, ' ');
    const bankCopy = text.indexOf("Bank's copy");
    expect(bankCopy).toBeGreaterThan(0);
    for (const copy of [text.slice(0, bankCopy), text.slice(bankCopy)]) {
      expect(copy).toContain('Fee 150.00 Kenyan shillings (KES)');
      expect(copy).toContain('Total to pay 1,234,717.50 Kenyan shillings (KES)');
      expect(copy).toContain('Paid by Cash');
    }
  });

  test('a rejected transfer cannot be read as sent, and printing is not its default', async () => {
    const { page } = app();
    await page.keyboard.press('Alt+R');
    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    await waitForPurposes(page);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, recipientAccount: '1100194977499' });
    await reviewTransfer(page);
    await page.getByTestId('confirm-send').click();
    await waitForReceipt(page);
    await eventually(() => focusedTestId(page)).toBe('receipt-outcome');
    expect(await scrollTop(page)).toBe(0);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('rejected');
    expect(await textOf(page.getByTestId('receipt-outcome-title'))).toBe(
      '✗ NOT SENT – refused by the bank',
    );
    expect(await page.getByTestId('receipt-outcome').getAttribute('data-tone')).toBe('problem');
    expect(await page.getByTestId('receipt-print-printer').getAttribute('class')).not.toContain(
      'button--primary',
    );
    // Its next step is to correct it and send it as a new transfer (D45).
    expect(await page.getByTestId('receipt-correct').getAttribute('class')).toContain(
      'button--primary',
    );
    expect(await page.getByTestId('receipt-new-transfer').getAttribute('class')).not.toContain(
      'button--primary',
    );
    await screenshots(page, 'clerk-receipt-rejected');
  });

  test("Alt+T lists the clerk's transfers of the day, newest first, each opening its receipt", async () => {
    const { page } = app();
    await page.keyboard.press('Alt+T');
    await eventually(() => routeOf(page)).toBe('/my-transfers');
    const rows = page.getByTestId('my-day-table').locator('tbody tr');
    await eventually(() => rows.count()).toBe(2);
    const journal = app().transfers();
    const [first, second] = journal;
    expect(await rows.nth(0).getAttribute('data-state')).toBe(second!.state);
    expect(await textOf(rows.nth(0))).toContain(second!.reference);
    expect(await textOf(rows.nth(1))).toContain('1,234,567.50 KES');
    await page.getByTestId('my-day-state').selectOption('rejected');
    await eventually(() => rows.count()).toBe(1);
    await screenshots(page, 'clerk-my-day');
    await page.getByTestId(`my-day-open-${second!.reference}`).click();
    await eventually(() => routeOf(page)).toBe(`/receipts/${second!.reference}`);
    expect(first!.state).toBe('succeeded');
  });
});
