import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { createFirstAdmin } from '../../electron/main/environment/first-admin';
import { JOURNAL_FILE_NAME } from '../../electron/main/journal/open-journal';
import { createOperatorService } from '../../electron/main/operators/operator-service';
import { createServices, operatorParts } from '../../electron/main/services';
import { validRtgsDraft } from './support/drafts';
import { TEST_SCRYPT, TUESDAY_MORNING, useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, focusedTestId, routeOf, signInAs, signOut, textOf } from './support/ui';

/*
 * D69: a backup made before three transfers the bank accepted, restored as the supervisor's guide
 * says. The admin's confirmation lists the three references; the supervisor sees them first on
 * the desk, cannot close the day, and records the bank's answer about each; then the day closes.
 */
describe('a restored backup that lacks three transfers', () => {
  let hidden: string[] = [];

  const app = useE2eApp({
    operators: 'none',
    beforeStart: async ({ secretStore, dataDir, journalKeychain }) => {
      const started = await createServices({
        dataDir,
        secretStore,
        journalKeychain,
        http: nodeHttp,
        now: () => TUESDAY_MORNING,
        sandbox: { rtgsWindow: 'open' },
      });
      if (!started.ok) throw new Error(started.error.message);
      const services = started.value;
      const operators = createOperatorService({
        ...operatorParts(services),
        now: () => TUESDAY_MORNING,
        scryptParams: TEST_SCRYPT,
      });
      const admin = await createFirstAdmin({ operators, services }, ADMIN);
      if (!admin.ok) throw new Error(admin.error.message);
      for (const operator of [CLERK, SUPERVISOR]) {
        const made = await operators.create(operator, operators.current()!);
        if (!made.ok) throw new Error(made.error.message);
      }
      operators.signOut();
      let forms = 0;
      const send = async (amount: string) => {
        const draft = validRtgsDraft(amount);
        forms += 1;
        draft.instruction = { ...draft.instruction!, formNumber: `IF-2026/E2E-${forms}` };
        const sent = await services.transfers.send(draft, CLERK.operatorId);
        if (!sent.ok) throw new Error(sent.error.message);
        return sent.value.reference;
      };
      expect((await services.purposes.list()).ok).toBe(true);
      await send('10.00');
      const folder = mkdtempSync(join(tmpdir(), 'remit-desk-e2e-backups-'));
      const backup = await services.backups.backupTo(folder, {
        operatorId: SUPERVISOR.operatorId,
        role: 'supervisor',
      });
      if (!backup.ok) throw new Error(backup.error.message);
      hidden = [await send('20.00'), await send('30.00'), await send('40.00')];
      operators.dispose();
      await services.close();

      const aside = join(dataDir, 'replaced');
      mkdirSync(aside);
      for (const name of readdirSync(dataDir)) {
        if (name.startsWith(JOURNAL_FILE_NAME)) renameSync(join(dataDir, name), join(aside, name));
      }
      copyFileSync(backup.value.file, join(dataDir, JOURNAL_FILE_NAME));
    },
  });

  test('the admin’s confirmation lists the three references by number', async () => {
    const { page } = app();
    app().takeMainErrors();
    await signInAs(page, ADMIN);
    await page.getByTestId('nav-journal-check').click();
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
    await page.getByTestId('eod-close').click();
    await page.getByTestId('eod-close-confirm').click();
    const refused = page.getByTestId('eod-error');
    await eventually(() => textOf(refused)).toMatch(/^The day 2026-11-24 cannot be closed yet/);
    for (const reference of hidden) expect(await textOf(refused)).toContain(reference);
    await screenshots(page, 'reconcile-close-refused', refused);
  });

  test('the supervisor records the bank’s answer about each, keyboard first, then the day closes', async () => {
    const { page, harness } = app();
    await page.getByTestId('eod-open-reconcile').click();
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
    await page.getByTestId('eod-close').click();
    await page.getByTestId('eod-close-confirm').click();
    await eventually(() => textOf(page.getByTestId('eod-notice'))).toContain('2026-11-24');
    expect(await page.getByTestId('eod-reconcile').count()).toBe(0);
  });
});
