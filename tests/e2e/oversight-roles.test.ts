import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { wrongRoleError } from '../../electron/main/ipc/router';
import { parseCsv } from '../support/csv';
import { useE2eApp } from './support/e2e-app';
import { validRtgsDraft } from './support/drafts';
import { ADMIN, AUDITOR, CLERK, COMPLIANCE } from './support/people';
import { waitForPurposes } from './support/transfer-forms';
import { callFromPage, eventually, openRoute, routeOf, textOf } from './support/page';
import { screenshots } from './support/screenshots';
import { signInAs, signOut } from './support/sign-in';

/*
 * The compliance officer and the auditor (D79): each lands on a page that says what the role can
 * do, with those pages one click away; neither sends, and main refuses it whatever the page does.
 */
const app = useE2eApp();

describe('the compliance officer and the auditor', () => {
  for (const [person, intro, home] of [
    [COMPLIANCE, 'You do not send, approve or settle transfers.', 'compliance'],
    [AUDITOR, 'change nothing', 'auditor'],
  ] as const) {
    test(`${person.role}: starts on their own page and cannot send`, async () => {
      const { page, harness } = app();
      if (await page.getByTestId('sign-out').isVisible()) await signOut(page);
      await signInAs(page, person);
      expect(await textOf(page.getByTestId(`${home}-intro`))).toContain(intro);
      const landing = routeOf(page);
      // The page's first link is its first task, one click away.
      await page.keyboard.press('Tab');
      await screenshots(page, `${home}-home`);

      await openRoute(page, '/send/rtgs');
      await eventually(() => textOf(page.getByTestId('route-notice'))).toContain(
        'RTGS bank transfer is only for a clerk',
      );
      expect(routeOf(page)).toBe(landing);
      expect(await callFromPage(page, 'sendTransfer', validRtgsDraft())).toEqual({
        ok: false,
        error: wrongRoleError(person.role, 'clerk'),
      });
      expect(app().transfers()).toEqual([]);
      expect(harness.services.sandbox!.transactions()).toEqual([]);

      if (home === 'compliance') {
        // What keeps a customer waiting comes first: the transfers held by screening.
        await page.getByTestId('compliance-open-held').click();
        await eventually(() => routeOf(page)).toBe('/held');
        await openRoute(page, landing);
      }
      await page.getByTestId(`${home}-open-log`).click();
      await eventually(() => routeOf(page)).toBe('/log');
    });
  }

  test('the audit trail: paged, filtered, and its CSV the chain’s own entries', async () => {
    const { page, harness } = app();
    if (await page.getByTestId('sign-out').isVisible()) await signOut(page);
    // A clerk's transfer and a flag on it, from the clerk's own page.
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    const sent = await callFromPage<{ ok: boolean; value: { reference: string } }>(
      page,
      'sendTransfer',
      validRtgsDraft(),
    );
    expect(sent.ok).toBe(true);
    const reference = sent.value.reference;
    expect(
      await callFromPage(page, 'flagSuspicion', { reference, note: 'Paid in new notes' }),
    ).toMatchObject({ ok: true });
    await signOut(page);

    await signInAs(page, ADMIN);
    await openRoute(page, '/audit-trail');
    const entries = harness.services.journal.audit.entries();
    await eventually(() => textOf(page.getByTestId('audit-count'))).toContain(
      `${entries.length} entries`,
    );
    // Filtered by a transfer's reference: its steps and its flag, newest first.
    await page.getByTestId('audit-reference').fill(reference);
    await page.getByTestId('audit-group').selectOption('compliance');
    await page.getByTestId('audit-show').click();
    // The unfiltered page already shows the flag, so wait for the filtered
    // answer itself: one row, not the page before it.
    await eventually(() => page.getByTestId('audit-row').count()).toBe(1);
    expect(await textOf(page.getByTestId('audit-table'))).toContain('Paid in new notes');
    expect(await textOf(page.getByTestId('audit-row'))).toContain(
      'Reporting marks and suspicion flags',
    );
    await page.getByTestId('audit-group').selectOption('');
    await page.getByTestId('audit-show').click();
    await eventually(() => page.getByTestId('audit-row').count()).toBeGreaterThan(2);
    await screenshots(page, 'audit-trail');

    const file = join(app().dataDir, 'audit.csv');
    harness.desktop.dialogs.answer('saveFile', file);
    await page.getByTestId('audit-reference').fill('');
    await page.getByTestId('audit-show').click();
    // Wait for the whole chain's count, not the filtered page still showing.
    const whole = harness.services.journal.audit.entries().length;
    await eventually(() => textOf(page.getByTestId('audit-count'))).toContain(`${whole} entries`);
    await page.getByTestId('audit-export').click();
    await eventually(() => textOf(page.getByTestId('audit-saved'))).toContain(
      'the file holds the chain’s own entries',
    );
    await screenshots(page, 'audit-trail-saved', page.getByTestId('audit-saved'));
    const content = readFileSync(file, 'utf8');
    expect(content.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(content.slice(1));
    const saved = harness.services.journal.audit.entries();
    expect(rows.map((row) => Number(row[header!.indexOf('Entry')]))).toEqual(
      saved.filter((e) => e.action !== 'audit.exported').map((e) => e.seq),
    );
    await signOut(page);
  });

  test('an auditor reads the flags and the trail, and can close or change nothing', async () => {
    const { page, harness } = app();
    if (await page.getByTestId('sign-out').isVisible()) await signOut(page);
    await signInAs(page, AUDITOR);
    await openRoute(page, '/flags');
    await eventually(() => textOf(page.getByTestId('flags-table'))).toContain('Paid in new notes');
    expect(await textOf(page.getByTestId('flag-outcome'))).toBe('Open');
    expect(await page.locator('[data-testid^="flag-review-"]').count()).toBe(0);
    await screenshots(page, 'auditor-flags');
    const flagId = harness.services.journal.controls.flags('0', '9')[0]!.id;
    const entries = harness.services.journal.audit.entries().length;
    for (const [name, payload] of [
      ['reviewSuspicionFlag', { flagId, outcome: 'no_action', note: 'Looks fine' }],
      ['updateSettings', { section: 'controls', value: {} }],
      ['settleTransfer', { reference: app().transfers()[0]!.reference, outcome: 'failed' }],
      ['prepareDayClose', { day: '2026-11-24' }],
      ['closeDay', { day: '2026-11-24', checker: { operatorId: 'super.grace', password: 'x' } }],
    ] as const) {
      expect(await callFromPage(page, name, payload), name).toMatchObject({
        ok: false,
        error: { code: 'wrong-role' },
      });
    }
    expect(harness.services.journal.audit.entries().length).toBe(entries);
    expect(harness.services.journal.flagReviews.reviewOf(flagId)).toBeNull();

    await openRoute(page, '/end-of-day');
    await page.getByTestId('eod-headline').waitFor();
    expect(await page.getByTestId('eod-close').count()).toBe(0);
    await openRoute(page, `/transfers/${app().transfers()[0]!.reference}`);
    await page.getByTestId('settle-summary').waitFor();
    expect(await page.getByTestId('receipt-print-printer').count()).toBe(0);
    await screenshots(page, 'auditor-transfer');
    await openRoute(page, '/audit-trail');
    await page.getByTestId('audit-table').waitFor();
    await signOut(page);
  });
});
