import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeFindings } from './support/axe';
import { SCREEN_SIZES, screenshots } from './support/screenshots';
import { TUESDAY_MORNING, useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import {
  callFromPage,
  eventually,
  fieldError,
  focusedTestId,
  openRoute,
  routeOf,
  textOf,
} from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { validRtgsDraft } from './support/drafts';
import {
  fillImtForm,
  fillRtgsForm,
  JANE_TO_FAITH,
  JANE_TO_JOHN,
  waitForPurposes,
} from './support/transfer-forms';
import {
  confirmAndWaitForReceipt,
  confirmSecondTransfer,
  fillInstruction,
  reviewChecked,
  reviewTransfer,
  waitForReceipt,
} from './support/review';

/*
 * Nothing paid twice, in Chromium on the harness (D46, D47): a refused transfer
 * is corrected once, its receipt then says "Corrected as …" with a link that works (the clerk's
 * and the supervisor's page), and main refuses a second correction whatever the page sends; the
 * field to correct is brought into view with the focus; an IMT identical to one sent today stops
 * at review naming the earlier transfer, its time and state, and goes only with the customer's
 * reason typed; a reused instruction form number is refused at its field, naming the transfer
 * that used it, and goes with no reason (D80).
 */
const app = useE2eApp({ at: TUESDAY_MORNING });

const NO_SUCH_ACCOUNT = '1100194977499';
const SHOTS = resolve(import.meta.dirname, '../../reports/screenshots');

/** The element is wholly inside the window, below the environment banner that stays on top. */
async function expectInView(page: Page, element: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const banner = await page.locator('.environment-banner').boundingBox();
  await eventually(async () => {
    const box = await element.boundingBox();
    return (
      box !== null &&
      box.y >= (banner ? banner.y + banner.height : 0) &&
      box.y + box.height <= viewport.height &&
      box.x >= 0 &&
      box.x + box.width <= viewport.width
    );
  }).toBe(true);
}

describe('nothing paid twice', () => {
  let refused = '';
  let corrected = '';
  let firstImt = '';

  test('the refused field is brought into view with the focus, at both screen sizes', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, recipientAccount: NO_SUCH_ACCOUNT });
    await reviewTransfer(page);
    refused = await confirmAndWaitForReceipt(page);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('rejected');

    const field = page.getByTestId('destination.accountNumber');
    for (const [i, size] of [...SCREEN_SIZES].reverse().entries()) {
      await page.setViewportSize(size);
      await openRoute(page, `/receipts/${refused}`);
      await waitForReceipt(page);
      await page.getByTestId('receipt-correct').click();
      // The second time the first correction is still being typed: the clerk replaces it.
      if (i > 0) await page.getByTestId('correct-replace').click();
      await eventually(() => routeOf(page)).toBe('/send/rtgs');
      await eventually(() => focusedTestId(page)).toBe('destination.accountNumber');
      await expectInView(page, field);
      // What the clerk sees as the form opens, unscrolled by the test (screenshots() would scroll).
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: join(SHOTS, `paid-once-correction-opens-${size.width}x${size.height}.png`),
      });
    }
  });

  test('a refused transfer is corrected once: "Corrected as …" with a working link, and main refuses a second', async () => {
    const { page } = app();
    const field = page.getByTestId('destination.accountNumber');
    await field.fill(JANE_TO_JOHN.recipientAccount);
    await page.getByTestId('review-transfer').click();
    await page.getByTestId('confirm-send').waitFor();
    await reviewChecked(page);
    await fillInstruction(page);
    corrected = await confirmAndWaitForReceipt(page);
    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');
    expect(await textOf(page.getByTestId('receipt-corrects'))).toContain(refused);

    await openRoute(page, `/receipts/${refused}`);
    await waitForReceipt(page);
    expect(await page.getByTestId('receipt-correct').count()).toBe(0);
    expect(await textOf(page.getByTestId('receipt-corrected-as'))).toMatch(
      new RegExp(`^Corrected as ${corrected} \\(2026-11-24 \\d\\d:\\d\\d EAT\\)$`),
    );
    await screenshots(page, 'paid-once-corrected-receipt');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByTestId('receipt-corrected-link').click();
    await eventually(() => routeOf(page)).toBe(`/receipts/${corrected}`);
    expect(await textOf(page.getByTestId('receipt-reference'))).toBe(corrected);

    // Whatever the page sends: the details are not given again, and a draft built from them that
    // names the refused transfer goes nowhere, even to another account.
    const again = await callFromPage(page, 'correctTransfer', { reference: refused });
    expect(again).toMatchObject({ ok: false, error: { code: 'already-corrected' } });
    const transfersBefore = app().transfers().length;
    const [first] = app().transfers();
    const body = JSON.parse(first!.body) as {
      source: Record<string, string>;
      destination: Record<string, string>;
      transfer: Record<string, string>;
    };
    const crafted = {
      kind: 'rtgs',
      draftId: crypto.randomUUID(),
      corrects: refused,
      instruction: { formNumber: 'IF-2026/9001', idAndSignatureChecked: true },
      // The same customer, whom main requires on every new draft (D77), paying in cash as main
      // requires it to say (D124): only the correction is wrong with it.
      customer: first!.customer,
      paymentMethod: 'cash',
      source: body.source,
      destination: {
        countryCode: body.destination['countryCode'],
        name: body.destination['name'],
        bankCode: body.destination['bankCode'],
        accountNumber: '1100194977412',
      },
      transfer: {
        amount: body.transfer['amount'],
        currencyCode: body.transfer['currencyCode'],
        description: body.transfer['description'],
        purposeOfPaymentCode: body.transfer['purposeOfPaymentCode'],
      },
    };
    expect(await callFromPage(page, 'sendTransfer', crafted)).toMatchObject({
      ok: false,
      error: { code: 'already-corrected' },
    });
    expect(app().transfers()).toHaveLength(transfersBefore);
    expect(
      app()
        .transfers()
        .find((t) => t.reference === corrected)?.corrects,
    ).toBe(refused);

    // The supervisor's page of the refused transfer says it too, its link to theirs.
    await signOut(page);
    await signInAs(page, SUPERVISOR);
    await openRoute(page, `/transfers/${refused}`);
    await page.getByTestId('receipt-corrected-as').waitFor();
    await page.getByTestId('receipt-corrected-link').click();
    await eventually(() => routeOf(page)).toBe(`/transfers/${corrected}`);
    await signOut(page);
  });

  test('an IMT identical to one sent today stops at review, and goes only with the reason', async () => {
    const { page, harness } = app();
    await signInAs(page, CLERK);
    await page.keyboard.press('Alt+M');
    await eventually(() => routeOf(page)).toBe('/send/imt');
    await fillImtForm(page, JANE_TO_FAITH);
    await reviewTransfer(page);
    firstImt = await confirmAndWaitForReceipt(page);

    await page.getByTestId('new-imt').click();
    await fillImtForm(page, JANE_TO_FAITH);
    await reviewTransfer(page);
    const stop = page.getByTestId('control-repeat');
    await stop.waitFor();
    expect(await textOf(page.getByTestId('earlier-transfer'))).toMatch(
      new RegExp(
        `^${firstImt} · 2026-11-24 \\d\\d:\\d\\d EAT · Sent: accepted by the service \\(same customer, recipient, amount and currency\\)$`,
      ),
    );
    await screenshots(page, 'paid-once-repeat-stop');

    // Confirm without the reason: nothing goes; the reason is asked for, in view and focused.
    const count = app().transfers().length;
    await page.getByTestId('confirm-send').click();
    await eventually(() => focusedTestId(page)).toBe('repeat-reason');
    await expectInView(page, page.getByTestId('repeat-reason'));
    expect(await textOf(page.locator('#repeat-reason-error'))).toMatch(/^Type why the customer/);
    expect(app().transfers()).toHaveLength(count);
    await screenshots(page, 'paid-once-repeat-reason', page.getByTestId('control-repeat'));
    expect(await axeFindings(page)).toEqual([]);

    const reason = 'Second month of upkeep, the customer asked';
    const second = await confirmSecondTransfer(page, reason);
    expect(second).not.toBe(firstImt);
    const row = app()
      .transfers()
      .find((t) => t.reference === second);
    expect(row?.repeat).toEqual({ reason, earlier: [firstImt] });
    const reserved = harness.services.journal.audit
      .entries()
      .find((e) => e.action === 'transfer.reserved' && e.details.reference === second);
    expect(reserved?.details).toMatchObject({ repeatReason: reason, repeatOf: [firstImt] });
  });

  test('an instruction form number used before is refused at its field, naming the transfer (D80)', async () => {
    const { page } = app();
    const used = app()
      .transfers()
      .find((t) => t.reference === firstImt)!.instructionFormNumber!;
    await page.getByTestId('new-rtgs').click();
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '777' });
    await reviewTransfer(page);
    // The clerk types the number of a form already used (as an earlier customer's), and confirms.
    await page.getByTestId('instruction-number').fill(used.toLowerCase());
    await page.getByTestId('confirm-send').click();
    const error = page.getByTestId('instruction-number-error');
    await eventually(() => textOf(error)).toMatch(
      new RegExp(
        `^Instruction form ${used.toLowerCase()} was already used for transfer ${firstImt} \\(2026-11-24 \\d\\d:\\d\\d EAT, .*\\)\\. A form is used once: ask the customer to fill in and sign a new one, and type its number\\.$`,
      ),
    );
    await eventually(() => focusedTestId(page)).toBe('instruction-number');
    // No reason to type: nothing but another form lets it go.
    expect(await page.getByTestId('control-repeat').count()).toBe(0);
    await screenshots(page, 'paid-once-form-reused', page.getByTestId('review-instruction'));
    const before = app().transfers().length;
    // Main refuses it whatever the page sends, the clerk's confirmation included.
    const draft = await callFromPage<{ ok: boolean; error?: { code: string } }>(
      page,
      'sendTransfer',
      {
        ...validRtgsDraft(),
        instruction: { formNumber: used, idAndSignatureChecked: true },
        repeat: { reason: 'The customer signed one form for both', earlier: [firstImt] },
      },
    );
    expect(draft).toMatchObject({ ok: false, error: { code: 'form-number-used' } });
    expect(app().transfers()).toHaveLength(before);

    await page.getByTestId('instruction-number').fill('IF-2026/9102');
    await eventually(() => textOf(error)).toBe('');
    const sent = await confirmAndWaitForReceipt(page);
    expect(
      app()
        .transfers()
        .find((t) => t.reference === sent),
    ).toMatchObject({ state: 'succeeded', instructionFormNumber: 'IF-2026/9102' });
  });

  test('the admin sets how many days back the repeat check looks, checked on its field', async () => {
    const { page, harness } = app();
    await signOut(page);
    await signInAs(page, ADMIN);
    await openRoute(page, '/settings/controls');
    const days = page.getByTestId('controls-repeat-days');
    await days.waitFor();
    expect(await days.inputValue()).toBe('1');
    await days.fill('0');
    await page.getByTestId('section-save').click();
    await eventually(() => textOf(fieldError(page, 'repeatWindowDays'))).toBe(
      'Days the repeat check looks back must be a whole number from 1 (today only) to 31.',
    );
    await days.fill('3');
    await page.getByTestId('section-save').click();
    await eventually(() =>
      Promise.resolve(harness.services.settings.review().settings.controls.repeatWindowDays),
    ).toBe(3);
    await screenshots(page, 'paid-once-repeat-setting', page.getByTestId('controls-repeats'));
    await signOut(page);
  });
});
