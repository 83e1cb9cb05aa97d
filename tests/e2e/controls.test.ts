import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { NewOperator } from '@shared/domain/operators';
import { useE2eApp } from './support/e2e-app';
import { validRtgsDraft } from './support/drafts';
import { ADMIN, AUDITOR, CLERK, COMPLIANCE, SUPERVISOR } from './support/people';
import { screenshots } from './support/screenshots';
import { pdfText } from '../support/pdf';
import {
  callFromPage,
  eventually,
  focusedTestId,
  openMoreLogFilters,
  openRoute,
  textOf,
} from './support/page';
import { signInAs, signOut } from './support/sign-in';
import {
  fillImtForm,
  fillRtgsForm,
  JANE_TO_FAITH,
  JANE_TO_JOHN,
  waitForPurposes,
} from './support/transfer-forms';
import { fillInstruction, waitForReceipt } from './support/review';
import { choseOwnPassword } from '../support/first-password';
import { TIPPING_OFF } from '../support/tipping-off';

/*
 * D42 and D43 on the harness, in Chromium: a transfer above the admin's threshold leaves only with
 * another person's approval at the clerk's workstation; reportable transfers and split series are
 * marked for supervisors; suspicion flags reach supervisors and no one else; and every new
 * operation is refused to the wrong role when called from the page.
 */
const app = useE2eApp();

const OTHER_CLERK: NewOperator = {
  operatorId: 'clerk.peter',
  displayName: 'Peter Mugisha',
  role: 'clerk',
  password: 'violet canoe sunrise 64',
};

const api = (page: Page) => ({
  call: <T>(name: string, payload?: unknown) => callFromPage<T>(page, name, payload),
});

/** The admin's thresholds below, as a person would write them: none may show on the review. */
const THRESHOLD_FIGURES = /\b(5,?000|3,?000)(\.00)?\b/;

/** The review's whole text, read as the customer reads it: no threshold, mark or series (D80). */
async function expectNoTippingOff(page: Page): Promise<void> {
  await page.locator('[data-testid="review-controls"][data-checks="done"]').waitFor();
  const review = await textOf(page.locator('.review'));
  expect(review).not.toMatch(TIPPING_OFF);
  expect(review).not.toMatch(THRESHOLD_FIGURES);
}

/** A printed original's text: the customer's copy, then the bank's. */
function copiesOf(text: string): [string, string] {
  const bank = text.indexOf("Bank's copy");
  expect(bank).toBeGreaterThan(0);
  return [text.slice(0, bank), text.slice(bank)];
}

async function toReview(page: Page): Promise<void> {
  await page.getByTestId('review-transfer').click();
  await page.locator('#review-title').waitFor();
}

/** The clerk asks; the supervisor types their id and password, the dialog's first step (D81). */
async function approveAs(page: Page, operatorId: string, password: string) {
  await fillInstruction(page);
  await page.getByTestId('ask-supervisor').click();
  await page.getByTestId('supervisor-approval').waitFor();
  await typeApprover(page, operatorId, password);
}

async function typeApprover(page: Page, operatorId: string, password: string) {
  await page.getByTestId('approver-id').fill(operatorId);
  await page.getByTestId('approver-password').fill(password);
}

/** Main checked the id and password: why shows, then the supervisor's reason (D81). */
async function showWhyThenReason(page: Page, reason: string): Promise<string> {
  await page.getByTestId('approval-show-why').click();
  const why = await textOf(page.getByTestId('approval-grounds'));
  await page.getByTestId('approval-reason').fill(reason);
  return why;
}

describe('controls: thresholds, override, reporting, split payments, suspicion flags', () => {
  test('the admin sets the thresholds on the Settings page', async () => {
    const { page, harness } = app();
    const created = await harness.operators.create(OTHER_CLERK, {
      operatorId: ADMIN.operatorId,
      role: 'admin',
    });
    expect(created.ok).toBe(true);
    choseOwnPassword(harness.services.journal, OTHER_CLERK.operatorId);
    harness.operators.signOut();
    await signInAs(page, ADMIN);
    await openRoute(page, '/settings/controls');
    await page.getByTestId('section-controls').waitFor();
    await page.getByTestId('controls-approval-rtgs-KES').fill('5,000');
    await page.getByTestId('controls-reportable-KES').fill('3,000');
    await screenshots(page, 'controls-settings');
    await page.getByTestId('section-save').click();
    await eventually(() =>
      Promise.resolve(JSON.stringify(harness.services.settings.review().settings.controls)),
    ).toBe(
      JSON.stringify({
        approvalAbove: { rtgs: { KES: '5000.00' }, imt: {} },
        reportableFrom: { KES: '3000.00' },
        customerDetailsAbove: {},
        // The repeat check's window, saved with the section at its default, the branch's day.
        repeatWindowDays: 1,
      }),
    );
    const row = harness.services.journal.audit
      .entries()
      .filter((e) => e.action === 'settings.updated' && e.details.section === 'controls')
      .at(-1);
    expect(row).toMatchObject({ operatorId: ADMIN.operatorId, details: { previous: null } });
    await signOut(page);
  });

  test("an override by the clerk's own id or another clerk's is refused; a supervisor's lets it through", async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '6,000' });
    await toReview(page);
    await page.getByTestId('control-needs-approval').waitFor();
    expect(await page.getByTestId('confirm-send').count()).toBe(0);
    // D80: reportable, said as a neutral note; the review names no threshold or mark.
    expect(await page.getByTestId('control-compliance-note').count()).toBe(1);
    await expectNoTippingOff(page);
    await screenshots(page, 'controls-review-needs-approval');

    // The approval sends at once, so the supervisor is called only once the signed instruction
    // is checked: without it the review says what is missing and no dialog opens.
    await page.getByTestId('ask-supervisor').click();
    await eventually(() => focusedTestId(page)).toBe('instruction-number');
    expect(await page.getByTestId('supervisor-approval').count()).toBe(0);
    expect(await textOf(page.locator('#instruction-number-error'))).not.toBe('');

    await approveAs(page, CLERK.operatorId, CLERK.password);
    // D73: what the supervisor reads first on opening the dialog: the transfer approved.
    await page.getByTestId('supervisor-approval').evaluate((dialog) => {
      (dialog as { scrollTop: number }).scrollTop = 0;
    });
    await screenshots(page, 'controls-approval-dialog-open');
    // D81: nothing of why, and no decision, before main has checked a supervisor's password.
    expect(await page.getByTestId('approval-approve').count()).toBe(0);
    await page.getByTestId('approval-show-why').click();
    await eventually(() => textOf(page.getByTestId('supervisor-approval-error'))).toMatch(
      /not the clerk|own|yourself/i,
    );
    expect(await page.getByTestId('approval-grounds').count()).toBe(0);
    await typeApprover(page, OTHER_CLERK.operatorId, OTHER_CLERK.password);
    await page.getByTestId('approval-show-why').click();
    await eventually(() => textOf(page.getByTestId('supervisor-approval-error'))).toMatch(
      /supervisor/i,
    );
    // D73: a wrong supervisor's password is answered after a wait, and blocks no sign-in.
    await typeApprover(page, SUPERVISOR.operatorId, 'not the password at all');
    await page.getByTestId('approval-show-why').click();
    await eventually(() => textOf(page.getByTestId('supervisor-approval-error'))).toMatch(
      /wrong.*Nobody's sign-in is blocked/,
    );
    // The dialog names what is approved, first: the amount, its currency and the recipient.
    expect(await textOf(page.getByTestId('supervisor-approval-subject'))).toBe(
      `You approve: ${await textOf(page.getByTestId('review-headline'))}`,
    );
    expect(app().transfers()).toEqual([]);
    await screenshots(page, 'controls-approval-dialog', page.getByTestId('supervisor-approval'));

    await typeApprover(page, SUPERVISOR.operatorId, SUPERVISOR.password);
    // The first of the day: its amount alone asks, and the supervisor reads so.
    expect(await showWhyThenReason(page, 'Known customer, salary')).toContain(
      'Its amount alone: 6,000.00 KES.',
    );
    await page.getByTestId('approval-approve').click();
    const reference = await waitForReceipt(page);
    const [row] = app().transfers();
    expect(row).toMatchObject({ reference, amount: '6000.00', operatorId: CLERK.operatorId });
    const receipt = await api(page).call<{ ok: boolean; value: { approvals: unknown[] } }>(
      'getReceipt',
      { reference },
    );
    expect(receipt.value.approvals).toMatchObject([
      { approverId: SUPERVISOR.operatorId, purpose: 'amount-threshold' },
    ]);
    // The printed original names the approver on the bank's copy, never on the customer's.
    await page.getByTestId('receipt-print-printer').click();
    await page.getByTestId('receipt-printed').waitFor();
    const printed = app().harness.desktop.printer.printed();
    const [customerCopy, bankCopy] = copiesOf(pdfText(printed.at(-1)!.path));
    expect(bankCopy).toContain(`${SUPERVISOR.displayName} (${SUPERVISOR.operatorId})`);
    expect(customerCopy).not.toContain(SUPERVISOR.displayName);
    // D148: neither copy names a threshold, mark or series: the customer signs the bank's.
    expect(bankCopy).not.toMatch(TIPPING_OFF);
    expect(bankCopy).not.toMatch(/compliance/i);
    expect(customerCopy).not.toMatch(TIPPING_OFF);
    expect(customerCopy).not.toMatch(THRESHOLD_FIGURES);
  });

  test('a refusal with its reason ends the draft', async () => {
    const { page } = app();
    await page.getByTestId('new-rtgs').click();
    await waitForPurposes(page);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '7,000' });
    await toReview(page);
    await approveAs(page, SUPERVISOR.operatorId, SUPERVISOR.password);
    // D81: the customer's transfers of the day with this one ask too, and the supervisor reads it.
    expect(await showWhyThenReason(page, 'Source of funds unclear')).toContain(
      "this customer's transfers of 2026-11-24 add up to 13,000.00 KES",
    );
    await page.getByTestId('approval-refuse').click();
    await eventually(() => textOf(page.getByTestId('control-refused'))).toContain(
      'Source of funds unclear',
    );
    expect(await page.getByTestId('confirm-send').count()).toBe(0);
    await page.getByTestId('start-new-transfer').waitFor();
    await screenshots(page, 'controls-refused');
    expect(app().transfers()).toHaveLength(1);
  });

  test('a split series and a reportable transfer are marked in the log data, the end of day and the CSV', async () => {
    const { page, harness } = app();
    await page.getByTestId('start-new-transfer').click();
    await page.getByTestId('kind-imt').click();
    await fillImtForm(page, { ...JANE_TO_FAITH, amount: '2,000' });
    await toReview(page);
    await fillInstruction(page);
    await page.getByTestId('confirm-send').click();
    const first = await waitForReceipt(page);
    await page.getByTestId('new-imt').click();
    await fillImtForm(page, { ...JANE_TO_FAITH, amount: '1,500' });
    await toReview(page);
    // D80: the second of a split series shows the clerk a neutral note, naming nothing.
    await page.getByTestId('control-compliance-note').waitFor();
    await expectNoTippingOff(page);
    expect(await textOf(page.locator('.review'))).not.toContain(first);
    await screenshots(
      page,
      'controls-compliance-note',
      page.getByTestId('control-compliance-note'),
    );
    await fillInstruction(page);
    await page.getByTestId('confirm-send').click();
    const second = await waitForReceipt(page);
    await page.getByTestId('receipt-print-printer').click();
    await page.getByTestId('receipt-printed').waitFor();
    const [customerCopy, bankCopy] = copiesOf(
      pdfText(app().harness.desktop.printer.printed().at(-1)!.path),
    );
    expect(bankCopy).not.toMatch(TIPPING_OFF);
    expect(bankCopy).not.toMatch(/compliance/i);
    expect(customerCopy).not.toMatch(TIPPING_OFF);
    expect(customerCopy).not.toMatch(THRESHOLD_FIGURES);
    await signOut(page);

    await signInAs(page, SUPERVISOR);
    const split = await api(page).call<{ value: { rows: { reference: string }[] } }>(
      'transferLog',
      { marked: 'split' },
    );
    expect(split.value.rows.map((r) => r.reference)).toEqual([second, first]);
    const reportable = await api(page).call<{ value: { rows: { amount: string }[] } }>(
      'transferLog',
      { marked: 'reportable' },
    );
    expect(reportable.value.rows.map((r) => r.amount)).toEqual(['6000.00']);
    const day = await api(page).call<{
      value: { marked: { reference: string; split: boolean; reportable: boolean }[] };
    }>('endOfDay', { day: '2026-11-24' });
    expect(day.value.marked.map((r) => [r.reference, r.split, r.reportable])).toEqual([
      [second, true, false],
      [first, true, false],
      [app().transfers()[0]!.reference, false, true],
    ]);
    const file = join(app().dataDir, 'log.csv');
    const written = await harness.services.csv.exportLog(
      {},
      { operatorId: SUPERVISOR.operatorId, role: 'supervisor' },
      file,
    );
    expect(written.ok).toBe(true);
    const lines = readFileSync(file, 'utf8').split('\r\n');
    // The marks, then the customer and the desk's columns (D77).
    expect(lines[0]).toMatch(/,Reporting marks,/);
    // D81: the series with the periods that found it (the cell is quoted: it holds commas).
    expect(lines.filter((l) => l.startsWith(first) || l.startsWith(second))).toEqual([
      expect.stringMatching(/,"Split series \(24 hours, 7 days, 30 days\)",/),
      expect.stringMatching(/,"Split series \(24 hours, 7 days, 30 days\)",/),
    ]);
    expect(lines.filter((l) => l.includes(',Reportable,'))).toHaveLength(1);

    // The supervisor's screens show the same marks in words, and the log filters by them.
    await openRoute(page, '/log');
    await openMoreLogFilters(page);
    await page.getByTestId('log-marked').selectOption('split');
    await page.getByTestId('log-search').click();
    await eventually(() => page.getByTestId('log-row').count()).toBe(2);
    expect(await page.getByTestId('log-mark-split').count()).toBe(2);
    expect(await textOf(page.getByTestId('log-mark-split').first())).toBe(
      'Split series (24 hours, 7 days, 30 days)',
    );
    // D81: the compliance officer's list of one period.
    await page.getByTestId('log-marked').selectOption('split-7d');
    await page.getByTestId('log-search').click();
    await eventually(() => page.getByTestId('log-mark-split').count()).toBe(2);
    expect(await page.getByTestId('log-mark-reportable').count()).toBe(0);
    await page.getByTestId('log-marked').selectOption('either');
    await page.getByTestId('log-search').click();
    await eventually(() => page.getByTestId('log-row').count()).toBe(3);
    expect(await page.getByTestId('log-mark-reportable').count()).toBe(1);
    await screenshots(page, 'controls-log-marks', page.getByTestId('log-table'));
    await openRoute(page, '/end-of-day');
    await page.getByTestId('eod-day').fill('2026-11-24');
    await page.getByTestId('eod-show').click();
    await eventually(() => page.getByTestId('eod-mark-split').count()).toBe(2);
    expect(await page.getByTestId('eod-mark-reportable').count()).toBe(1);
    expect(await textOf(page.getByTestId('eod-marked'))).toContain(first);
    await screenshots(page, 'controls-end-of-day-marks', page.getByTestId('eod-marked'));
    // The end of day's CSV carries the same marks, in the report's own section.
    const dayCsv = join(app().dataDir, 'day.csv');
    harness.desktop.dialogs.answer('saveFile', dayCsv);
    await page.getByTestId('eod-csv').click();
    await page.getByTestId('eod-csv-done').waitFor();
    const marked = readFileSync(dayCsv, 'utf8')
      .split('\r\n')
      .filter((line) => line.includes(',Reportable and split series,'));
    // The marks, then the customer and the desk's columns (D77).
    expect(
      marked.filter((line) => line.includes(',"Split series (24 hours, 7 days, 30 days)",')),
    ).toHaveLength(2);
    expect(marked.filter((line) => line.includes(',Reportable,'))).toHaveLength(1);
    expect(marked.join('\n')).toContain(first);
    await signOut(page);
  });

  test("a suspicion flag reaches the compliance officer, never a clerk's calls or the receipt", async () => {
    const { page, harness } = app();
    await signInAs(page, CLERK);
    const reference = app().transfers()[0]!.reference;
    await openRoute(page, `/receipts/${reference}`);
    await page.getByTestId('flag-open').click();
    await page.getByTestId('flag-note').fill('Customer could not say where the cash came from');
    await screenshots(page, 'controls-flag-dialog', page.getByTestId('flag-dialog'));
    await page.getByTestId('flag-submit').click();
    await page.getByTestId('flag-recorded').waitFor();
    expect(await textOf(page.getByTestId('receipt'))).not.toContain('cash came from');
    const calls = [
      await api(page).call('getReceipt', { reference }),
      await api(page).call('transferLog', {}),
      await api(page).call('listSuspicionFlags', {}),
      await api(page).call('exportSuspicionFlags', {}),
    ];
    expect(JSON.stringify(calls)).not.toContain('cash came from');
    expect(calls[2]).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    await signOut(page);

    await signInAs(page, SUPERVISOR);
    // D73: the wrong approval password typed at the clerk's session, on the supervisor's start.
    await openRoute(page, '/supervisor');
    await eventually(() => textOf(page.getByTestId('approval-failures-table'))).toContain(
      `${SUPERVISOR.displayName} (${SUPERVISOR.operatorId})`,
    );
    await screenshots(page, 'approval-failures-home');
    // D79: supervisors no longer read the flags, on the screens or from the page.
    await openRoute(page, '/flags');
    await eventually(() => textOf(page.getByTestId('route-notice'))).toContain(
      'Suspicion flags is only for a compliance officer or an auditor',
    );
    expect(await api(page).call('listSuspicionFlags', {})).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });

    // A reprint of the flagged transfer's receipt says nothing of the flag on either copy.
    await openRoute(page, `/receipts/${reference}`);
    await page.getByTestId('receipt-print-printer').click();
    await page.getByTestId('receipt-printed').waitFor();
    const reprint = pdfText(harness.desktop.printer.printed().at(-1)!.path);
    expect(reprint).toContain(reference);
    expect(reprint).toContain('COPY');
    expect(reprint).not.toMatch(/cash came from|suspicio|flag/i);
    await signOut(page);

    // The compliance officer reads the flag, saves the list, and closes it as reported.
    await signInAs(page, COMPLIANCE);
    await openRoute(page, '/flags');
    await eventually(() => textOf(page.getByTestId('flags-table'))).toContain('cash came from');
    // Who flagged it: the clerk's name, then the id the journal keeps.
    await eventually(() => textOf(page.getByTestId('flag-by'))).toBe(
      `${CLERK.displayName} (${CLERK.operatorId})`,
    );
    await screenshots(page, 'controls-flags-list');
    const path = join(app().dataDir, 'flags.csv');
    harness.desktop.dialogs.answer('saveFile', path);
    await page.getByTestId('flags-export').click();
    await page.getByTestId('flags-saved').waitFor();
    const csv = readFileSync(path, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Customer could not say where the cash came from');
    expect(csv).toContain(reference);

    const flagId = harness.services.journal.controls.flags('0', '9')[0]!.id;
    await page.getByTestId(`flag-review-${flagId}`).click();
    await page.getByTestId('flag-review-reported').check();
    await page.getByTestId('flag-review-submit').click();
    // Main's own schema, in the dialog: a report needs its reference, and a note.
    await eventually(() => textOf(page.getByTestId('flag-review-dialog'))).toContain(
      'Enter the reference the financial intelligence unit gave the report.',
    );
    await page.getByTestId('flag-review-report-reference').fill('FRC/STR/2026/0117');
    await page
      .getByTestId('flag-review-note')
      .fill('Source of cash not explained; reported to the FRC.');
    await screenshots(page, 'compliance-flag-review', page.getByTestId('flag-review-dialog'));
    await page.getByTestId('flag-review-submit').click();
    await eventually(() => textOf(page.getByTestId('flags-closed'))).toBe(
      `The flag on transfer ${reference} is closed: Reported as FRC/STR/2026/0117.`,
    );
    expect(harness.services.journal.flagReviews.reviewOf(flagId)).toMatchObject({
      outcome: 'reported',
      reportReference: 'FRC/STR/2026/0117',
      reviewedBy: COMPLIANCE.operatorId,
    });
    await page.getByTestId('flags-status').selectOption('');
    await page.getByTestId('flags-show').click();
    await eventually(() => textOf(page.getByTestId('flag-outcome'))).toContain(
      'Reported as FRC/STR/2026/0117',
    );
    await screenshots(page, 'compliance-flags-closed');
    await signOut(page);

    // D72: another clerk opening it by its reference is told only that they have no such
    // transfer, as for a reference nobody has.
    await signInAs(page, OTHER_CLERK);
    await openRoute(page, `/receipts/${reference}`);
    await eventually(() => textOf(page.getByTestId('receipt-error'))).toBe(
      `You have no transfer with reference ${reference}. Check the number on the customer's receipt; for a transfer another clerk sent, ask a supervisor, who can open any transfer of the branch.`,
    );
    expect(await page.getByTestId('receipt').count()).toBe(0);
    await screenshots(page, 'receipt-not-yours');
    await signOut(page);
  });

  test('every new operation is refused to the wrong role from the page', async () => {
    const { page } = app();
    const draft = validRtgsDraft('6000.00');
    const decision = {
      draft,
      reason: 'Because',
      approver: { operatorId: SUPERVISOR.operatorId, password: SUPERVISOR.password },
    };
    const ops: [string, unknown, readonly string[]][] = [
      ['checkControls', draft, ['clerk']],
      ['thresholdGrounds', { draft, approver: decision.approver }, ['clerk']],
      ['approveThreshold', decision, ['clerk']],
      ['refuseApproval', decision, ['clerk']],
      [
        'flagSuspicion',
        { reference: app().transfers()[0]!.reference, note: 'Odd' },
        ['clerk', 'supervisor'],
      ],
      ['listSuspicionFlags', {}, ['compliance', 'auditor']],
      ['exportSuspicionFlags', {}, ['compliance', 'auditor']],
      ['reviewSuspicionFlag', { flagId: 1, outcome: 'no_action', note: 'Odd' }, ['compliance']],
    ];
    for (const person of [CLERK, SUPERVISOR, ADMIN, COMPLIANCE, AUDITOR]) {
      await signInAs(page, person);
      for (const [name, payload, roles] of ops) {
        if (roles.includes(person.role)) continue;
        const answer = await api(page).call<{ ok: boolean; error?: { code: string } }>(
          name,
          payload,
        );
        expect([name, person.role, answer.error?.code]).toEqual([name, person.role, 'wrong-role']);
      }
      await signOut(page);
    }
    // Nor can anyone but an admin change a threshold.
    await signInAs(page, SUPERVISOR);
    const saved = await api(page).call<{ error?: { code: string } }>('updateSettings', {
      section: 'controls',
      value: { approvalAbove: { rtgs: {}, imt: {} }, reportableFrom: {} },
    });
    expect(saved.error?.code).toBe('wrong-role');
  });
});
