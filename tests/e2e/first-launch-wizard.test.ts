import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '@shared/domain/countries';
import { pdfText } from '../support/pdf';
import { useE2eApp, type PageGlobals } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { axeFindings, describeFindings } from './support/axe';
import { screenshots } from './support/screenshots';
import { eventually, followNav, openRoute, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';
import { expectStep, stepMarks, tabTo, tabUntil, typeAt } from './support/wizard';
import { choseOwnPassword } from '../support/first-password';

/*
 * A new workstation on the sandbox bank, from an empty journal to a clerk's first transfer, with
 * the keyboard alone: the first admin, then the first-launch wizard (workstation, bank identity,
 * environment, branch lists, RTGS calendar, signing key, check, operators, summary), which main
 * records as finished and which never comes back; then the clerk created in it sends and prints
 * the first receipt, which names the bank and where to complain (D51, D53).
 */
const app = useE2eApp({ operators: 'none' });

/** What the admin types as the bank's identity, and the first receipt prints. */
const IDENTITY = {
  legalName: 'Example Bank Kenya Limited',
  branchAddress: 'Oginga Odinga Street, Kisumu',
  complaintsContact: '+254 57 202 0100, complaints@example-bank.co.ke',
  licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
};

/** A holiday file per country, as a ministry publishes it: the coming year's holidays. */
const holidayFiles = mkdtempSync(join(tmpdir(), 'remit-desk-e2e-holidays-'));
afterAll(() => rmSync(holidayFiles, { recursive: true, force: true }));
function holidayFile(code: string): string {
  const file = join(holidayFiles, `holidays-${code}.txt`);
  writeFileSync(
    file,
    `# Public holidays, ${code}\n2026-12-25 Christmas Day\n2027-01-01 New Year's Day\n2027-04-02 Good Friday\n`,
  );
  return file;
}

describe('the first-launch wizard on the sandbox, by keyboard', () => {
  test('the first admin, created by keyboard, lands on the wizard’s first step', async () => {
    const { page, harness } = app();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('operator-form').waitFor();
    expect(describeFindings('first admin', await axeFindings(page))).toBe('');
    await tabUntil(page, 'operator-id', 10);
    await page.keyboard.type(ADMIN.operatorId);
    await typeAt(page, 'operator-display-name', ADMIN.displayName);
    // The first admin's language (D83): the sign-in screen's, English, kept.
    await tabTo(page, 'operator-language');
    await typeAt(page, 'operator-password', ADMIN.password);
    await typeAt(page, 'operator-password-again', ADMIN.password);
    await page.keyboard.press('Enter');

    await expectStep(page, 'workstation', 'Workstation');
    expect(harness.services.firstLaunch.needed()).toBe(true);
    expect(await stepMarks(page)).toEqual([
      'Workstation to do',
      'Bank identity to do',
      'Environment to do',
      'Branch lists done',
      'RTGS calendar to do',
      'Signing key done',
      'Connection check done',
      'Operators to do',
      'Summary to do',
    ]);
    // Nothing else is reachable until the wizard is done: no pages in the header, and an address
    // typed for another page comes back here.
    expect(await page.getByTestId('nav-settings').count()).toBe(0);
    await openRoute(page, '/settings');
    await eventually(() => routeOf(page)).toMatch(/^\/first-launch/);
    await screenshots(page, 'wizard-workstation');
    // The step passes axe-core's WCAG 2.1 A/AA check, as every screen does.
    expect(describeFindings('wizard-workstation', await axeFindings(page))).toBe('');
  });

  test('the workstation step: one Tab per field, saved with Enter', async () => {
    const { page, harness } = app();
    await expectStep(page, 'workstation', 'Workstation');
    await typeAt(page, 'workstation-number', '42');
    await typeAt(page, 'workstation-branch-name', 'Kisumu Branch');
    await typeAt(page, 'workstation-branch-code', 'KE-042');
    await tabTo(page, 'workstation-country');
    await page.keyboard.type('Kenya');
    // The receipt paper keeps its default (A4), and the branch's language English (D86).
    await tabTo(page, 'workstation-receipt-paper');
    await tabTo(page, 'workstation-language');
    await tabTo(page, 'section-save');
    await page.keyboard.press('Enter');

    await expectStep(page, 'bankIdentity', 'Bank identity');
    expect(harness.services.settings.review().settings.workstation).toMatchObject({
      number: 42,
      branchName: 'Kisumu Branch',
      branchCode: 'KE-042',
      countryCode: 'KE',
    });
  });

  test('the bank identity step: the four lines every receipt prints, one Tab each (D51)', async () => {
    const { page, harness } = app();
    expect(await textOf(page.getByTestId('wizard-step-state'))).toBe(
      'To do: Enter the bank’s legal name, the branch address, the complaints contact and the licence line: no receipt prints without them.',
    );
    await screenshots(page, 'wizard-bank-identity');
    expect(describeFindings('wizard-bank-identity', await axeFindings(page))).toBe('');
    await typeAt(page, 'identity-legal-name', IDENTITY.legalName);
    await typeAt(page, 'identity-branch-address', IDENTITY.branchAddress);
    await typeAt(page, 'identity-complaints', IDENTITY.complaintsContact);
    await typeAt(page, 'identity-licence', IDENTITY.licenceLine);
    await tabTo(page, 'section-save');
    await page.keyboard.press('Enter');

    await expectStep(page, 'environment', 'Environment');
    expect(harness.services.settings.review().settings.bankIdentity).toEqual(IDENTITY);
    await screenshots(page, 'wizard-environment');
    // The step passes axe-core's WCAG 2.1 A/AA check, as every screen does.
    expect(describeFindings('wizard-environment', await axeFindings(page))).toBe('');
  });

  test('the environment step: the sandbox needs nothing entered', async () => {
    const { page, harness } = app();
    expect(await textOf(page.getByTestId('wizard-environment'))).toContain(
      'there is nothing to enter: no address, no credentials, no key registration',
    );
    await tabTo(page, 'wizard-environment-sandbox');
    expect(await page.getByTestId('wizard-environment-sandbox').isChecked()).toBe(true);
    await tabTo(page, 'wizard-choose-environment');
    await page.keyboard.press('Enter');
    await expectStep(page, 'branchLists', 'Branch lists');
    expect(harness.services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'settings.updated',
      operatorId: ADMIN.operatorId,
      details: { section: 'first-launch', value: { state: 'started', target: 'sandbox' } },
    });
  });

  test('the branch lists step: the sandbox’s lists, folded, one Tab each', async () => {
    const { page } = app();
    await screenshots(page, 'wizard-branch-lists');
    // The step passes axe-core's WCAG 2.1 A/AA check, as every screen does.
    expect(describeFindings('wizard-branch-lists', await axeFindings(page))).toBe('');
    expect(await textOf(page.getByTestId('wizard-step-state'))).toMatch(
      /^Done: \d+ source accounts, \d+ banks and \d+ mobile wallets\.$/,
    );
    for (const list of ['sourceAccounts', 'banks', 'wallets']) {
      await tabTo(page, `wizard-list-${list}`);
    }
    await tabTo(page, 'wizard-next');
    await page.keyboard.press('Enter');
    await expectStep(page, 'rtgsCalendar', 'RTGS calendar');
  });

  test('the RTGS calendar step: every country’s calendar, holidays imported from files (D51, D52)', async () => {
    const { page, harness } = app();
    // The sandbox's source accounts are in all six countries: an RTGS can go to each.
    const all = COUNTRY_CODES.map((code) => `${COUNTRIES[code].name} (${code})`);
    const named = `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
    expect(await textOf(page.getByTestId('wizard-step-state'))).toBe(
      `To do: Enter or import the public holidays of the coming year for ${named}.`,
    );
    expect(await textOf(page.getByTestId('holiday-warning'))).toContain(
      `No public holidays are entered for the coming year for ${named}.`,
    );
    await screenshots(page, 'wizard-rtgs-calendar');
    expect(describeFindings('wizard-rtgs-calendar', await axeFindings(page))).toBe('');

    for (const code of COUNTRY_CODES) {
      await page.getByTestId(`calendar-country-${code}`).click();
      await page.getByTestId('holiday-file').setInputFiles(holidayFile(code));
      await eventually(() => textOf(page.getByTestId('holiday-import-result'))).toBe(
        `holidays-${code}.txt is imported: ${COUNTRIES[code].name} (${code}) has 3 public holidays now (3 new).`,
      );
    }
    await eventually(() => textOf(page.getByTestId('wizard-step-state'))).toBe(
      `Done: Public holidays of the coming year entered for ${named}.`,
    );
    expect(await page.getByTestId('holiday-warning').count()).toBe(0);
    expect(harness.services.settings.review().settings.rtgsCalendar.KE.holidays).toContainEqual({
      date: '2026-12-25',
      name: 'Christmas Day',
    });
    await screenshots(
      page,
      'wizard-rtgs-calendar-imported',
      page.getByTestId('holiday-import-result'),
    );
    expect(describeFindings('wizard-rtgs-calendar-imported', await axeFindings(page))).toBe('');
    await page.getByTestId('wizard-heading').focus();
    await tabUntil(page, 'wizard-next', 80);
    await page.keyboard.press('Enter');
    await expectStep(page, 'signingKey', 'Signing key');
  });

  test('the signing key step says the sandbox registered the key itself', async () => {
    const { page } = app();
    expect(await textOf(page.getByTestId('wizard-sandbox-key'))).toBe(
      'On the sandbox bank there is nothing to do here: Remit Desk made this workstation’s key and the sandbox registered it by itself.',
    );
    await screenshots(page, 'wizard-signing-key-sandbox');
    // The step passes axe-core's WCAG 2.1 A/AA check, as every screen does.
    expect(describeFindings('wizard-signing-key-sandbox', await axeFindings(page))).toBe('');
    await tabUntil(page, 'wizard-next');
    await page.keyboard.press('Enter');
    await expectStep(page, 'check', 'Connection check');
  });

  test('the check step: the check passes on the sandbox', async () => {
    const { page } = app();
    await tabUntil(page, 'check-connection', 3);
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('check-result'))).toMatch(
      /^The connection works/,
    );
    await tabUntil(page, 'wizard-next');
    await page.keyboard.press('Enter');
    await expectStep(page, 'operators', 'Operators');
  });

  test('the operators step: the admin adds a clerk', async () => {
    const { page, harness } = app();
    await tabUntil(page, 'operator-id', 3);
    await page.keyboard.type(CLERK.operatorId);
    await typeAt(page, 'operator-display-name', CLERK.displayName);
    await tabTo(page, 'operator-role');
    await page.keyboard.type('Clerk');
    // The clerk's language (D83) keeps the form's English.
    await tabTo(page, 'operator-language');
    await typeAt(page, 'operator-password', CLERK.password);
    await typeAt(page, 'operator-password-again', CLERK.password);
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('wizard-operator-outcome'))).toBe(
      'Brian Otieno can sign in now as clerk, and must then choose a new password. Tell them the one you typed in person.',
    );
    expect(harness.operators.list().map((o) => [o.operatorId, o.role])).toContainEqual([
      CLERK.operatorId,
      'clerk',
    ]);
    await screenshots(page, 'wizard-operators');
    // The step passes axe-core's WCAG 2.1 A/AA check, as every screen does.
    expect(describeFindings('wizard-operators', await axeFindings(page))).toBe('');
    await tabUntil(page, 'wizard-next');
    await page.keyboard.press('Enter');
    await expectStep(page, 'summary', 'Summary');
  });

  test('the summary, then “Start using Remit Desk”: recorded and audited', async () => {
    const { page, harness } = app();
    expect(await stepMarks(page)).toEqual([
      'Workstation done',
      'Bank identity done',
      'Environment done',
      'Branch lists done',
      'RTGS calendar done',
      'Signing key done',
      'Connection check done',
      'Operators done',
      'Summary to do',
    ]);
    expect(await textOf(page.getByTestId('wizard-summary-bankIdentity'))).toBe(
      `${IDENTITY.legalName}; complaints: ${IDENTITY.complaintsContact}.`,
    );
    expect(await page.getByTestId('wizard-later').count()).toBe(0);
    expect(await textOf(page.getByTestId('wizard-summary-workstation'))).toBe(
      'Workstation 42 of Kisumu Branch (KE-042).',
    );
    expect(await page.getByTestId('wizard-blockers').count()).toBe(0);
    await screenshots(page, 'wizard-summary');
    // The step passes axe-core's WCAG 2.1 A/AA check, as every screen does.
    expect(describeFindings('wizard-summary', await axeFindings(page))).toBe('');
    await tabUntil(page, 'wizard-finish', 3);
    await page.keyboard.press('Enter');

    await eventually(() => routeOf(page)).toBe('/operators');
    expect(await textOf(page.getByTestId('route-notice'))).toBe(
      'Remit Desk is set up. Change any of it later on the Settings and Bank connection pages.',
    );
    // Nothing the wizard never asked for is waiting: no "Settings need attention".
    expect(harness.services.settings.review().settings.bankIdentity).toEqual(IDENTITY);
    await page.getByTestId('route-notice').waitFor();
    expect(await page.getByTestId('admin-warnings').count()).toBe(0);
    expect(harness.services.firstLaunch.needed()).toBe(false);
    expect(harness.services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'settings.updated',
      operatorId: ADMIN.operatorId,
      details: {
        section: 'first-launch',
        value: { state: 'finished', target: 'sandbox', finishedBy: ADMIN.operatorId },
      },
    });
  });

  test('the wizard does not come back; Settings and Bank connection stay', async () => {
    const { page } = app();
    await openRoute(page, '/first-launch/workstation');
    await eventually(() => routeOf(page)).toBe('/operators');
    const again = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).remitDesk.finishFirstLaunch(),
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'already-finished' } });
    // The pages that stay for later changes, as the admin's guide shows them.
    await screenshots(page, 'guide-operators');
    await followNav(page, 'nav-settings');
    await eventually(() => routeOf(page)).toBe('/settings');
    await page.getByTestId('section-workstation').waitFor();
    await screenshots(page, 'guide-settings');
    await followNav(page, 'nav-bank-connection');
    await page.getByTestId('signing-key-panel').waitFor();
    await screenshots(page, 'guide-bank-connection');
    await followNav(page, 'nav-journal-check');
    await eventually(() => routeOf(page)).toBe('/journal');
    await screenshots(page, 'guide-journal-check');
    await signOut(page);
    await signInAs(page, ADMIN);
    expect(routeOf(page)).toBe('/operators');
    await signOut(page);
  });

  test('the clerk created in the wizard sends the first transfer and prints its receipt', async () => {
    const { page, harness } = app();
    // The forced change at a first sign-in is first-launch.test.ts's (D80).
    choseOwnPassword(harness.services.journal, CLERK.operatorId);
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);
    const reference = await confirmAndWaitForReceipt(page);
    expect(reference).toMatch(/^42\d{10}$/);
    expect(harness.services.journal.transfers.getByReference(reference)?.state).toBe('succeeded');

    // D53: the first receipt names the bank, its address, its licence and where to complain.
    await page.getByTestId('receipt-print-printer').click();
    await eventually(() => textOf(page.getByTestId('receipt-printed'))).toBe(
      "The original (customer's and bank's copies) went to the printer.",
    );
    const text = pdfText(harness.desktop.printer.printed().at(-1)!.path);
    expect(text).toContain(reference);
    for (const line of Object.values(IDENTITY)) expect(text).toContain(line);
    expect(text).toContain(`Complaints: ${IDENTITY.complaintsContact}`);
    expect(text).not.toMatch(/Complaints:\s*\n/);
    await signOut(page);
  });
});
