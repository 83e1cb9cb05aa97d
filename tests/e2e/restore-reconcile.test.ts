import { describe, expect, test } from 'vitest';
import { useE2eApp } from './support/e2e-app';
import { closeShownDay } from './support/day-close';
import { ADMIN, seedChecker, SUPERVISOR } from './support/people';
import { restoredBackup } from './support/restored-backup';
import { screenshots } from './support/screenshots';
import { eventually, focusedTestId, followNav, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
/*
 * D69: a backup made before three transfers the bank accepted, restored as the supervisor's guide
 * says. The admin's confirmation lists the three references; the supervisor sees them first on
 * the desk, cannot close the day, and records the bank's answer about each; then the day closes.
 */
describe('a restored backup that lacks three transfers', () => {
  const restored = restoredBackup(['20.00', '30.00', '40.00']);
  const hidden = restored.sentAfter;
  const app = useE2eApp({ operators: 'none', beforeStart: restored.beforeStart });

  test('the admin’s confirmation lists the three references by number', async () => {
    const { page } = app();
    app().takeMainErrors();
    await signInAs(page, ADMIN);
    await followNav(page, 'nav-journal-check');
    await page.getByTestId('journal-restore-confirmation').fill('RESTORED');
    await page.getByTestId('journal-restore-submit').click();
    const done = page.getByTestId('journal-restore-result');
    await done.waitFor();
    expect(await textOf(page.getByTestId('journal-restore-unreconciled'))).toMatch(
      /^These 3 references were issued after the backup and are not in this journal\./,
    );
    const text = await textOf(done);
    for (const reference of hidden) expect(text).toContain(reference);
    await screenshots(page, 'restore-confirmed-missing', done);
  });

  test('the supervisor sees them first, and the day does not close', async () => {
    const { page } = app();
    await signOut(page);
    await signInAs(page, SUPERVISOR);
    await eventually(() => textOf(page.getByTestId('supervisor-reconcile'))).toMatch(
      /^3 references are not in this journal: ask the bank about each\./,
    );
    await screenshots(page, 'reconcile-supervisor-home');

    await page.getByTestId('supervisor-open-eod').click();
    await eventually(() => routeOf(page)).toBe('/end-of-day');
    await page.getByTestId('eod-reconcile').waitFor();
    // D114: refused as the supervisor prepares it, before a second one is asked to check it.
    await page.getByTestId('eod-close').click();
    const refused = page.getByTestId('eod-error');
    await eventually(() => textOf(refused)).toMatch(/^The day 2026-11-24 cannot be closed yet/);
    for (const reference of hidden) expect(await textOf(refused)).toContain(reference);
    await screenshots(page, 'reconcile-close-refused', refused);
  });

  test('the supervisor records the bank’s answer about each, keyboard first, then the day closes', async () => {
    const { page, harness } = app();
    await page.getByTestId('eod-reconcile-open').click();
    await eventually(() => routeOf(page)).toBe('/not-in-journal');
    const entries = page.getByTestId('reconcile-entry');
    await eventually(() => entries.count()).toBe(3);
    for (const [i, reference] of hidden.entries()) {
      expect(await textOf(entries.nth(i))).toMatch(
        new RegExp(`^${reference} Issued 2026-11-24 11:00 EAT`),
      );
    }
    await screenshots(page, 'reconcile-list');

    // The first: the form opens under it with the focus on the first answer.
    await page.getByTestId('reconcile-record').first().click();
    await eventually(() => focusedTestId(page)).toBe('reconcile-answer-paid');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await eventually(() => focusedTestId(page)).toBe('reconcile-transaction-id');
    const transactionId = harness.services.sandbox!.transaction(hidden[0]!)!.transactionId!;
    await page.keyboard.type(transactionId);
    await page.keyboard.press('Tab');
    await eventually(() => focusedTestId(page)).toBe('reconcile-note');
    await page.keyboard.type('Bank operations desk (Mary) confirms it was paid');
    await screenshots(page, 'reconcile-form', page.getByTestId('reconcile-form'));
    await page.getByTestId('reconcile-save').click();
    await eventually(() => textOf(page.getByTestId('reconcile-saved'))).toBe(
      `The bank’s answer about ${hidden[0]} is recorded.`,
    );
    await eventually(() => entries.count()).toBe(2);

    for (let left = 2; left > 0; left--) {
      await page.getByTestId('reconcile-record').first().click();
      await page.getByTestId('reconcile-answer-not_held').check();
      await page.getByTestId('reconcile-note').fill('Bank holds no transfer under it');
      await page.getByTestId('reconcile-save').click();
      await eventually(() => entries.count()).toBe(left - 1);
    }
    expect(await textOf(page.getByTestId('reconcile-saved'))).toContain(
      'Every reference is answered: the day can be closed.',
    );
    expect(await page.getByTestId('reconcile-answered').locator('li').count()).toBe(3);
    await screenshots(page, 'reconcile-answered');

    await page.goto(page.url().replace(/#.*$/, '#/end-of-day'));
    await seedChecker(harness);
    await closeShownDay(page);
    await eventually(() => textOf(page.getByTestId('eod-notice'))).toContain('2026-11-24');
    expect(await page.getByTestId('eod-reconcile').count()).toBe(0);
  });
});
