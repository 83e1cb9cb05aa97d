import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seedTransfer } from '../main/journal/seed-transfers';
import { useE2eApp } from './support/e2e-app';
import { CLERK, SUPERVISOR } from './support/people';
import { SCREEN_SIZES, screenshots } from './support/screenshots';
import { eventually, followNav, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { fillImtForm, fillRtgsForm, JANE_TO_FAITH, JANE_TO_JOHN } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * The receipt log and the clerk's day as a branch uses them (D60, D61): a clerk sends an RTGS of
 * 25,000 KES and an IMT to a wallet typed 0712 345 678 (journaled as 0712345678); "My transfers
 * today" counts and sums them per currency and names each sender; a supervisor finds the wallet
 * by +254712345678 or any other spelling and the RTGS by its amount however typed, sees a date
 * range the wrong way round stop the list and its export, and opens a transfer and comes back to
 * the same search. At both window sizes, the filters leave room for the rows.
 */
const app = useE2eApp();

const RENT = { ...JANE_TO_JOHN, amount: '25,000', purpose: 'EDUC', description: 'Term two fees' };
const UPKEEP = { ...JANE_TO_FAITH, senderName: 'Peter Kamau' };
const sent: { rtgs?: string; imt?: string } = {};

/** How many of the log's rows are whole in the window as it is now, without scrolling. */
function rowsInView(page: Page): Promise<number> {
  return page
    .getByTestId('log-row')
    .evaluateAll(
      (rows) =>
        rows.filter(
          (row) =>
            (
              row as unknown as { getBoundingClientRect(): { bottom: number } }
            ).getBoundingClientRect().bottom <=
            (globalThis as unknown as { innerHeight: number }).innerHeight,
        ).length,
    );
}

async function searchLog(page: Page, fields: { text?: string; amount?: string }): Promise<void> {
  await page.getByTestId('log-text').fill(fields.text ?? '');
  await page.getByTestId('log-find-amount').fill(fields.amount ?? '');
  await page.getByTestId('log-search').click();
}

function shownReferences(page: Page): Promise<string[]> {
  return page
    .getByTestId('log-row')
    .evaluateAll((rows) =>
      rows.map((row) => (row as unknown as { dataset: { reference: string } }).dataset.reference),
    );
}

describe('the receipt log and the clerk’s day', () => {
  test('a clerk’s day is counted and summed per currency, with each transfer’s sender', async () => {
    const { page, harness } = app();
    // Other clerks' transfers of the day, so the supervisor's log has more rows than a window.
    for (let i = 0; i < 12; i += 1) {
      seedTransfer(harness.services.journal, {
        operatorId: 'clerk.mary',
        amount: `${100 + i}.00`,
        recipientName: `Customer ${i + 1}`,
        at: `2026-11-24T07:${String(10 + i)}:00.000Z`,
      });
    }
    await signInAs(page, CLERK);
    await fillRtgsForm(page, RENT);
    await reviewTransfer(page);
    sent.rtgs = await confirmAndWaitForReceipt(page);
    await page.getByTestId('new-imt').click();
    await fillImtForm(page, UPKEEP);
    await reviewTransfer(page);
    sent.imt = await confirmAndWaitForReceipt(page);
    expect(
      app()
        .transfers()
        .find((t) => t.reference === sent.imt)!.recipientAccount,
    ).toBe('0712345678');

    await followNav(page, 'nav-my-transfers');
    await eventually(() => textOf(page.getByTestId('my-day-totals'))).toBe(
      'Today: 2 transfers, 27,500.00 KES',
    );
    const senders = await page.getByTestId('my-day-sender').allInnerTexts();
    expect(senders).toEqual([UPKEEP.senderName, RENT.sourceName]);
    await screenshots(page, 'my-transfers-today');
  });

  test('a supervisor finds the wallet by any spelling and the transfer by its amount', async () => {
    const { page, harness } = app();
    await signOut(page);
    await signInAs(page, SUPERVISOR);
    await followNav(page, 'nav-receipt-log');
    await eventually(() => page.getByTestId('log-row').count()).toBe(14);
    await screenshots(page, 'receipt-log');
    // The filters take little room: most of a window shows rows.
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      expect(await rowsInView(page), `${size.width}x${size.height}`).toBeGreaterThanOrEqual(
        size.width === 1366 ? 8 : 5,
      );
    }

    for (const text of ['+254712345678', '254712345678', '0712345678', '+254 712 345 678']) {
      await searchLog(page, { text });
      await eventually(() => shownReferences(page), text).toEqual([sent.imt]);
    }
    await screenshots(page, 'receipt-log-mobile-search');
    for (const amount of ['25000', '25,000', '25000.00']) {
      await searchLog(page, { amount });
      await eventually(() => shownReferences(page), amount).toEqual([sent.rtgs]);
    }
    await screenshots(page, 'receipt-log-amount-search');
    // D143: each search by words is on the record, with who searched; a search by amount is not.
    const searched = harness.services.journal.audit
      .entries()
      .filter((entry) => entry.action === 'customer.searched');
    expect(searched.map((entry) => [entry.operatorId, entry.details])).toEqual(
      ['+254712345678', '254712345678', '0712345678', '+254 712 345 678'].map((words) => [
        SUPERVISOR.operatorId,
        { words },
      ]),
    );
  });

  test('a date range the wrong way round stops the list and its export until it is mended', async () => {
    const { page } = app();
    await searchLog(page, {});
    await eventually(() => page.getByTestId('log-row').count()).toBe(14);
    expect(await page.getByTestId('log-export').isEnabled()).toBe(true);
    await page.getByTestId('log-from').fill('2026-11-25');
    await page.getByTestId('log-to').fill('2026-11-24');
    await page.getByTestId('log-search').click();
    await eventually(() => textOf(page.getByTestId('log-filter-error'))).toBe(
      'Last day must be on or after the first day.',
    );
    expect(await page.getByTestId('log-row').count()).toBe(0);
    expect(await page.getByTestId('log-export').count()).toBe(0);
    expect(await textOf(page.getByTestId('log-summary'))).toBe(
      'Correct the filters to see transfers.',
    );
    await screenshots(page, 'receipt-log-dates-reversed');
    await page.getByTestId('log-from').fill('2026-11-24');
    await page.getByTestId('log-search').click();
    await eventually(() => page.getByTestId('log-row').count()).toBe(14);
    expect(await page.getByTestId('log-filter-error').count()).toBe(0);
    expect(await page.getByTestId('log-export').isEnabled()).toBe(true);
  });

  test('a transfer opened from a search goes back to that search, and reads in words', async () => {
    const { page } = app();
    await searchLog(page, { amount: '25,000' });
    await eventually(() => shownReferences(page)).toEqual([sent.rtgs]);
    const search = routeOf(page);
    await page.getByTestId(`log-open-${sent.rtgs}`).click();
    await eventually(() => textOf(page.locator('h1'))).toContain(sent.rtgs!);
    await eventually(() => page.getByTestId('settle-attempt').count()).toBe(1);
    expect(await textOf(page.getByTestId('settle-back'))).toBe(
      'Back to your search in the receipt log',
    );
    // The attempt in words, the bank's own answer behind a disclosure for support.
    const attempt = page.getByTestId('settle-attempt');
    expect(await textOf(attempt.getByTestId('attempt-what'))).toBe(
      'The bank accepted the transfer: sent.',
    );
    expect(await textOf(attempt.getByTestId('attempt-status'))).toBe('200 OK');
    expect(await attempt.getByTestId('attempt-raw').isVisible()).toBe(false);
    // A purpose by its name, then its code.
    expect(await textOf(page.getByTestId('receipt-purpose'))).toBe(
      'Education and school fees (EDUC)',
    );
    await screenshots(page, 'transfer-page-attempts', page.getByTestId('settle-attempts'));
    await page.getByTestId('settle-back').click();
    await eventually(() => routeOf(page)).toBe(search);
    await eventually(() => shownReferences(page)).toEqual([sent.rtgs]);

    // The supervisor's receipt, opened by its reference: the purpose's name first there too.
    await followNav(page, 'nav-supervisor-home');
    await page.getByTestId('supervisor-reference').fill(sent.rtgs!);
    await page.getByTestId('supervisor-open-receipt').click();
    await eventually(() => textOf(page.getByTestId('receipt-purpose'))).toBe(
      'Education and school fees (EDUC)',
    );
    expect(await textOf(page.getByTestId('receipt-back'))).toBe('Back to supervisor tools');
    await screenshots(page, 'supervisor-receipt', page.getByTestId('receipt-purpose'));
  });
});
