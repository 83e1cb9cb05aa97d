import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, fieldError, followNav, routeOf, textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN } from './support/transfer-forms';
import { reviewTransfer, waitForReceipt } from './support/review';

/*
 * D50 at a counter on Tuesday 24 November 2026, 11:00 in Nairobi, which the calendar says is a
 * public holiday in Kenya. A clerk's RTGS review, open in one window, says the transfer waits for
 * Wednesday's window; an admin, in another window of the same harness, takes the holiday off the
 * calendar. The clerk's review says the window is open, with no reload, and the confirm asks the
 * clerk to read it again to the customer before it sends. A limit lowered meanwhile stops the
 * confirm at the amount, and nothing is sent.
 */
const app = useE2eApp();

const MISTAKEN_HOLIDAY = { date: '2026-11-24', name: 'Holiday entered by mistake' };

/** The admin's window, signed in: opened by the first test that needs it. */
let admin: Page;

async function adminWindow(): Promise<Page> {
  if (!admin) {
    admin = await app().openWindow('admin');
    await signInAs(admin, ADMIN);
  }
  return admin;
}

/** Marks the clerk's page, to show afterwards that it was not loaded again. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (globalThis as unknown as { __notReloaded?: boolean }).__notReloaded === true,
  );
}

describe('an admin’s save reaches a clerk’s open review (D50)', () => {
  test('on a holiday, the clerk’s review says the transfer waits for Wednesday 09:00', async () => {
    const { page, harness } = app();
    const calendar = harness.services.settings.review().settings.rtgsCalendar;
    const saved = harness.services.settings.update(
      'rtgsCalendar',
      { ...calendar, KE: { ...calendar.KE, holidays: [MISTAKEN_HOLIDAY] } },
      ADMIN.operatorId,
    );
    expect(saved.ok).toBe(true);

    await signInAs(page, CLERK);
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('rtgs-window-closed'))).toContain(
      'Wednesday 2026-11-25 at 09:00 EAT',
    );
    await markPage(page);
  });

  test('the admin removes the holiday in another window; the review shows the window open', async () => {
    const { page, harness } = app();
    const other = await adminWindow();
    // Two sessions at once: the clerk's window stays signed in as the clerk.
    expect(harness.operators.current()).toEqual({ operatorId: CLERK.operatorId, role: 'clerk' });
    expect(harness.windowOperators('admin')?.current()).toEqual({
      operatorId: ADMIN.operatorId,
      role: 'admin',
    });

    await followNav(other, 'nav-settings');
    await other.getByTestId('settings-nav-rtgsCalendar').click();
    const section = other.getByTestId('section-rtgs-calendar');
    await section.waitFor();
    await other.getByTestId('holiday-KE-0-remove').click();
    await section.getByTestId('section-save').click();
    await eventually(() => textOf(section.getByTestId('section-saved'))).toBe('Saved.');
    expect(harness.services.settings.review().settings.rtgsCalendar.KE.holidays).toEqual([]);

    // The clerk's review follows at once, on the same page, with what was typed on it.
    await eventually(() => page.getByTestId('rtgs-window-open').count()).toBe(1);
    expect(await textOf(page.getByTestId('rtgs-window-open'))).toBe(
      'The RTGS window for Kenya is open until 15:00 EAT.',
    );
    expect(await page.getByTestId('rtgs-window-closed').count()).toBe(0);
    expect(await stillSamePage(page)).toBe(true);
    expect(await page.getByTestId('instruction-number').inputValue()).not.toBe('');
    // What main told the window: the section's name, no value.
    const events = (await app().events()).map((data) => JSON.parse(data) as unknown);
    expect(events).toContainEqual({
      channel: 'settings:changed',
      payload: { kind: 'section', section: 'rtgsCalendar' },
    });
    await screenshots(page, 'review-window-opened-meanwhile');
  });

  test('the first confirm asks the clerk to read the notice again; the next sends, not queued', async () => {
    const { page, harness } = app();
    await page.getByTestId('confirm-send').click();
    await eventually(() => textOf(page.getByTestId('send-error'))).toBe(
      'The notice changed while this review was open. The RTGS window for Kenya is open until 15:00 EAT: the transfer goes now. Tell the customer, then confirm again.',
    );
    expect(app().transfers()).toEqual([]);
    await screenshots(page, 'review-notice-changed', page.getByTestId('send-error'));

    await page.getByTestId('confirm-send').click();
    const reference = await waitForReceipt(page);
    expect(harness.services.journal.transfers.getByReference(reference)?.state).toBe('succeeded');
    expect(await stillSamePage(page)).toBe(true);
  });

  test('a limit lowered meanwhile stops the confirm at the amount, and nothing is sent', async () => {
    const { page, harness } = app();
    await page.getByTestId('new-rtgs').click();
    // Another customer's amount: John was just paid these details, which the review would stop
    // as a second transfer before it checked the limit (D46).
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '1,200' });
    await reviewTransfer(page);

    const other = await adminWindow();
    await other.getByTestId('settings-nav-limits').click();
    const limits = other.getByTestId('section-limits');
    await limits.waitFor();
    await other.getByTestId('limits-rtgs-KES-max').fill('500');
    await limits.getByTestId('section-save').click();
    await eventually(() => textOf(limits.getByTestId('section-saved'))).toBe('Saved.');
    expect(harness.services.settings.review().settings.limits.rtgs.KES.max).toBe('500.00');

    const sentBefore = app().transfers().length;
    await page.getByTestId('confirm-send').click();
    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    await page.getByTestId('rtgs-form').waitFor();
    expect(await textOf(page.getByTestId('error-summary'))).toContain(
      'The settings changed while this review was open. Correct these details, then review the transfer again',
    );
    expect(await textOf(fieldError(page, 'transfer.amount'))).toContain('500.00');
    expect(app().transfers()).toHaveLength(sentBefore);
    await screenshots(page, 'review-limit-lowered-meanwhile', page.getByTestId('error-summary'));
  });
});
