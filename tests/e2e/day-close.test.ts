import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { pdfText } from '../support/pdf';
import { useE2eApp } from './support/e2e-app';
import { CHECKER, CLERK, seedChecker, SUPERVISOR } from './support/people';
import { eventually, followNav, routeOf, textOf } from './support/page';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';
import { screenshots } from './support/screenshots';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN } from './support/transfer-forms';

/*
 * D113, D114: the day that really closes. A transfer whose outcome is unknown keeps the day open,
 * and the refusal links to it; once it is settled, the supervisor prepares the closing and a
 * second supervisor checks it at the same desk with their own password (never the preparer).
 * The printed sheet names both, with the training band; a transfer sent after the closing, on
 * the same calendar day, belongs to the next day: on its receipt and in the end of day.
 * D118: on that next day the supervisor types the clerk's opening float beside the end of day,
 * and the clerk's own page shows what they should hold and the difference of their count.
 */
const app = useE2eApp();
const folder = mkdtempSync(join(tmpdir(), 'remit-desk-close-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const DAY = '2026-11-24';
const NEXT = '2026-11-25';

async function openDay(page: Parameters<typeof followNav>[0], day: string) {
  await followNav(page, 'nav-end-of-day');
  await eventually(() => routeOf(page)).toBe('/end-of-day');
  await page.getByTestId('eod-day').fill(day);
  await page.getByTestId('eod-show').click();
  await eventually(() => textOf(page.getByTestId('eod-headline'))).toContain(day);
}

async function sendAsClerk(page: Parameters<typeof followNav>[0]): Promise<string> {
  await signInAs(page, CLERK);
  await fillRtgsForm(page, JANE_TO_JOHN);
  await reviewTransfer(page);
  return confirmAndWaitForReceipt(page);
}

describe('closing the day', () => {
  let unknown = '';

  test('is refused while an outcome is unknown, listing it with its link', async () => {
    const { page, harness } = app();
    await seedChecker(harness);
    await signInAs(page, CLERK);
    await fillRtgsForm(page, JANE_TO_JOHN);
    harness.services.sandbox!.setFault({ route: 'rtgs', fault: 'reset-after-processing' });
    await reviewTransfer(page);
    unknown = await confirmAndWaitForReceipt(page);
    harness.services.sandbox!.clearFaults();
    expect(await textOf(page.getByTestId('receipt-business-day'))).toBe(DAY);
    await signOut(page);

    await signInAs(page, SUPERVISOR);
    await openDay(page, DAY);
    await page.getByTestId('eod-close').click();
    await eventually(() => textOf(page.getByTestId('eod-error'))).toContain(unknown);
    const open = page.getByTestId('eod-open-outcomes');
    expect(await open.locator('a').innerText()).toContain(unknown);
    expect(await page.getByTestId('day-checker').count()).toBe(0);
    expect(harness.services.journal.days.closing(DAY)).toBeUndefined();
    await screenshots(page, 'day-close-refused');
  });

  test('takes a second supervisor, never the one who prepared it', async () => {
    const { page, harness } = app();
    // The supervisor settles it with the bank's answer (the settle page has its own tests).
    const settled = harness.services.settlements.settle(
      { reference: unknown, outcome: 'failed', failure: 'refused', note: 'Bank: refused it' },
      { operatorId: SUPERVISOR.operatorId, role: 'supervisor' },
    );
    expect(settled.ok).toBe(true);
    await page.getByTestId('eod-show').click();
    await eventually(() => textOf(page.getByTestId('eod-headline'))).toContain(
      'none waiting for a supervisor',
    );
    await page.getByTestId('eod-close').click();
    await eventually(() => page.getByTestId('day-checker').isVisible()).toBe(true);
    expect(await textOf(page.getByTestId('day-checker-prepared'))).toContain(
      SUPERVISOR.displayName,
    );
    // The preparer's own id and password are refused in the checker's dialog.
    await page.getByTestId('checker-id').fill(SUPERVISOR.operatorId);
    await page.getByTestId('checker-password').fill(SUPERVISOR.password);
    await page.getByTestId('eod-close-confirm').click();
    await eventually(() => textOf(page.getByTestId('day-checker-error'))).toContain(
      'You prepared this closing',
    );
    expect(harness.services.journal.days.closing(DAY)).toBeUndefined();

    await page.getByTestId('checker-id').fill(CHECKER.operatorId);
    await page.getByTestId('checker-password').fill(CHECKER.password);
    await screenshots(page, 'day-close-checker', page.getByTestId('day-checker'));
    await page.getByTestId('eod-close-confirm').click();
    await eventually(() => textOf(page.getByTestId('eod-closed'))).toContain(
      `${CHECKER.displayName} (${CHECKER.operatorId})`,
    );
    expect(await textOf(page.getByTestId('eod-closed'))).toContain(
      `${SUPERVISOR.displayName} (${SUPERVISOR.operatorId})`,
    );
    expect(harness.services.journal.days.closing(DAY)).toMatchObject({
      closedBy: SUPERVISOR.operatorId,
      checkedBy: CHECKER.operatorId,
    });
    await screenshots(page, 'day-closed');
  });

  test('prints the sheet with both signatures, the band and the totals per operator', async () => {
    const { page, harness } = app();
    const pdf = join(folder, 'closed.pdf');
    harness.desktop.dialogs.answer('saveFile', pdf);
    await page.getByTestId('eod-pdf').click();
    await eventually(() => textOf(page.getByTestId('eod-notice'))).toContain(pdf);
    const printed = pdfText(pdf).replace(/\s+/g, ' ');
    expect(printed).toMatch(
      new RegExp(`Prepared ${DAY} \\d\\d:\\d\\d:\\d\\d EAT by ${SUPERVISOR.displayName}`),
    );
    expect(printed).toMatch(
      new RegExp(`Checked ${DAY} \\d\\d:\\d\\d:\\d\\d EAT by ${CHECKER.displayName}`),
    );
    expect(printed).toContain('TRAINING – NO REAL MONEY');
    expect(printed).toContain('Per operator');
    expect(printed).toContain(CLERK.displayName);
  });

  test('sends what comes after the closing to the next day, on the receipt and in the report', async () => {
    const { page } = app();
    await signOut(page);
    const reference = await sendAsClerk(page);
    expect(await textOf(page.getByTestId('receipt-business-day'))).toBe(NEXT);
    await screenshots(page, 'day-close-next-day-receipt');
    await signOut(page);

    await signInAs(page, SUPERVISOR);
    await openDay(page, DAY);
    // The closed day shows what it was closed on: one transfer, never the later one.
    expect(await textOf(page.getByTestId('eod-headline'))).toContain('1 transfer,');
    await openDay(page, NEXT);
    await eventually(() => textOf(page.getByTestId('eod-headline'))).toContain('1 transfer,');
    expect(await page.getByTestId('eod-closed').count()).toBe(0);
    expect(
      app()
        .transfers()
        .find((t) => t.reference === reference)?.businessDay,
    ).toBe(NEXT);
  });

  test("shows the teller's cash: the float typed, the cash taken, and the count's difference", async () => {
    const { page, harness } = app();
    // The supervisor is on the next day's end of day: the clerk's float goes beside it.
    await page.getByTestId('float-clerk').selectOption(CLERK.operatorId);
    await page.getByTestId('float-currency').selectOption('KES');
    await page.getByTestId('float-amount').fill('50,000');
    await page.getByTestId('float-submit').click();
    await eventually(() => textOf(page.getByTestId('float-saved'))).toContain(CLERK.displayName);
    const row = page.getByTestId(`cash-${CLERK.operatorId}-KES`);
    expect(await textOf(row.getByTestId('cash-expected'))).toBe('51,000.50');
    await screenshots(page, 'teller-cash-floats', page.getByTestId('eod-cash'));
    await signOut(page);

    await signInAs(page, CLERK);
    await followNav(page, 'nav-my-cash');
    await eventually(() => textOf(page.getByTestId('cash-day'))).toContain(NEXT);
    const mine = page.getByTestId(`cash-${CLERK.operatorId}-KES`);
    expect(await textOf(mine.getByTestId('cash-expected'))).toBe('51,000.50');
    await page.getByTestId('count-currency').selectOption('KES');
    await page.getByTestId('count-amount').fill('50,900.50');
    await page.getByTestId('count-submit').click();
    await eventually(() => textOf(mine.getByTestId('cash-difference'))).toBe('Short by 100.00');
    expect(await textOf(page.getByTestId('count-saved'))).toContain('KES');
    await screenshots(page, 'teller-cash-short');
    expect(
      harness.services.journal.audit
        .entries()
        .filter((entry) => entry.action === 'cash.counted')
        .map((entry) => entry.details),
    ).toEqual([
      expect.objectContaining({ counted: '50900.50', expected: '51000.50', difference: '-100.00' }),
    ]);
  });
});
