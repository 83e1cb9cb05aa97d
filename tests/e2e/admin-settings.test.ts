import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { wrongRoleError } from '../../electron/main/ipc/router';
import type { E2eApp, PageGlobals } from './support/e2e-app';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, fieldError, followNav, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';

/*
 * An admin keeps the settings on their page, section by section: a wrong value is named next to
 * its field and nothing is stored, a right one is saved (and audited) in the journal. Holidays come
 * from a file too, all or nothing. The same operations, called from the page by a clerk or a
 * supervisor, are refused by main.
 */
// The bank's identity is entered on this page by the test, as an admin does.
const app = useE2eApp({ bankIdentity: 'none' });

async function save(page: Page, section: string): Promise<void> {
  await page.getByTestId(section).getByTestId('section-save').click();
}

async function expectSaved(page: Page, section: string): Promise<void> {
  await eventually(() => textOf(page.getByTestId(section).getByTestId('section-saved'))).toBe(
    'Saved.',
  );
}

function stored(e2e: E2eApp) {
  return e2e.harness.services.settings.review().settings;
}

function auditedSections(e2e: E2eApp): unknown[] {
  return e2e.harness.services.journal.audit
    .entries()
    .filter((entry) => entry.action === 'settings.updated')
    .map((entry) => entry.details['section']);
}

async function openSection(page: Page, name: string, testid: string): Promise<void> {
  await page.getByTestId(`settings-nav-${name}`).click();
  await page.getByTestId(testid).waitFor();
}

describe('the admin’s settings', () => {
  test('the admin is told no holidays are entered, and opens Settings from the header', async () => {
    const { page } = app();
    await signInAs(page, ADMIN);
    await eventually(() => textOf(page.getByTestId('admin-warnings'))).toContain(
      'No public holidays are entered for the coming year for Kenya (KE), Uganda (UG), Tanzania (TZ), Rwanda (RW), South Sudan (SS) and DRC (DRC).',
    );
    // D53: no receipt prints until the bank's identity is entered; the warning opens its section.
    const warnings = page.getByTestId('admin-warnings');
    expect(await textOf(warnings)).toContain(
      'The bank’s legal name, the branch address, the complaints contact and the licence line are not set, so no receipt can be printed.',
    );
    await warnings.getByRole('link', { name: 'Open Bank identity for receipts' }).click();
    await page.getByTestId('section-bank-identity').waitFor();
    expect(routeOf(page)).toBe('/settings/bankIdentity');
    await followNav(page, 'nav-operators');
    await warnings.waitFor();
    await followNav(page, 'nav-settings');
    await page.getByTestId('section-workstation').waitFor();
    expect(routeOf(page)).toBe('/settings');
    expect(await textOf(page.getByTestId('settings-environment'))).toBe(
      "Environment in use: Training – sandbox bank, no real money. The branch lists shown are this environment's.",
    );
    // The page says it where it matters (the calendar), not in a banner above every section.
    expect(await page.getByTestId('admin-warnings').count()).toBe(0);
    expect(await textOf(page.getByTestId('settings-nav-rtgsCalendar'))).toBe(
      'RTGS calendar needs attention',
    );
    await screenshots(page, 'settings-workstation');
  });

  test('workstation: a number out of range is named at its field, and nothing is stored', async () => {
    const e2e = app();
    const { page } = e2e;
    await page.getByLabel('Workstation number').fill('7');
    await page.getByLabel('Branch name').fill('Kisumu');
    await page.getByTestId('workstation-branch-code').fill('KSM-01');
    await page.getByTestId('workstation-country').selectOption('KE');
    await save(page, 'section-workstation');
    await eventually(() => textOf(fieldError(page, 'number'))).toBe(
      'Workstation number must be a whole number from 10 to 99.',
    );
    expect(await page.getByLabel('Workstation number').getAttribute('aria-invalid')).toBe('true');
    expect(stored(e2e).workstation.number).toBeNull();
    expect(auditedSections(e2e)).toEqual([]);
  });

  test('workstation: a right one is saved, audited, and the header names the branch', async () => {
    const e2e = app();
    const { page } = e2e;
    await page.getByLabel('Workstation number').fill('42');
    await eventually(() => textOf(fieldError(page, 'number'))).toBe('');
    // Receipts print on an 80 mm thermal roll at this workstation.
    await page.getByTestId('workstation-receipt-paper').selectOption('roll80');
    await save(page, 'section-workstation');
    await expectSaved(page, 'section-workstation');
    expect(stored(e2e).workstation).toEqual({
      number: 42,
      branchName: 'Kisumu',
      branchCode: 'KSM-01',
      countryCode: 'KE',
      receiptPaper: 'roll80',
      // D86: the branch's language is a field of this section; the form shows English for a
      // row saved without one and saves what it shows.
      language: 'en',
    });
    expect(auditedSections(e2e)).toEqual(['workstation']);
    await eventually(() => textOf(page.locator('.app-header__branch'))).toBe('Kisumu');
  });

  test('bank identity: an empty legal name is named at its field, then the four lines are saved', async () => {
    const e2e = app();
    const { page } = e2e;
    await openSection(page, 'bankIdentity', 'section-bank-identity');
    await page.getByTestId('identity-branch-address').fill('Oginga Odinga Street, Kisumu');
    await page.getByTestId('identity-complaints').fill('complaints@example-bank.co.ke');
    await page.getByTestId('identity-licence').fill('Licensed by the Central Bank of Kenya');
    await save(page, 'section-bank-identity');
    await eventually(() => textOf(fieldError(page, 'legalName'))).toBe(
      "Bank's legal name is required.",
    );
    await screenshots(
      page,
      'settings-bank-identity-refused',
      page.getByTestId('section-bank-identity'),
    );
    await page.getByTestId('identity-legal-name').fill('Example Bank Kenya Limited');
    await save(page, 'section-bank-identity');
    await expectSaved(page, 'section-bank-identity');
    expect(stored(e2e).bankIdentity).toEqual({
      legalName: 'Example Bank Kenya Limited',
      branchAddress: 'Oginga Odinga Street, Kisumu',
      complaintsContact: 'complaints@example-bank.co.ke',
      licenceLine: 'Licensed by the Central Bank of Kenya',
    });
  });

  test('RTGS calendar: a cut-off before the opening is named at its field, each country apart', async () => {
    const e2e = app();
    const { page } = e2e;
    await openSection(page, 'rtgsCalendar', 'section-rtgs-calendar');
    expect(await textOf(page.getByTestId('holiday-warning'))).toContain(
      'No public holidays are entered for the coming year for Kenya (KE), Uganda (UG),',
    );
    expect(await textOf(page.getByTestId('calendar-country-UG'))).toBe(
      'Uganda (UG) no holidays ahead',
    );
    await page.getByTestId('calendar-country-UG').click();
    await page.getByTestId('calendar-UG-opens').fill('08:30');
    await page.getByTestId('calendar-UG-cut-off').fill('08:00');
    await save(page, 'section-rtgs-calendar');
    await eventually(() => textOf(fieldError(page, 'UG.cutOff'))).toBe(
      'Uganda: the cut-off time (08:00) must be after the opening time (08:30).',
    );
    await page.getByTestId('calendar-UG-cut-off').fill('14:30');
    await page.getByTestId('calendar-UG-add').click();
    await page.getByTestId('holiday-UG-0-date').fill('2026-12-25');
    await page.getByTestId('holiday-UG-0-name').fill('Christmas Day');
    await save(page, 'section-rtgs-calendar');
    await expectSaved(page, 'section-rtgs-calendar');
    expect(stored(e2e).rtgsCalendar.UG).toEqual({
      opensAt: '08:30',
      cutOff: '14:30',
      holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    });
    expect(stored(e2e).rtgsCalendar.KE).toEqual({
      opensAt: '09:00',
      cutOff: '15:00',
      holidays: [],
    });
    await screenshots(page, 'settings-rtgs-calendar', page.getByTestId('calendar-country-UG'));
  });

  test('a holiday file with a bad line imports nothing, and says which line and why', async () => {
    const e2e = app();
    const { page } = e2e;
    await page.getByTestId('calendar-country-KE').click();
    await page.getByTestId('holiday-file').setInputFiles({
      name: 'kenya-2027.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        '2026-12-12 Jamhuri Day\n2026-12-25 Christmas Day\n2027-02-30 Wrong day\n',
      ),
    });
    await eventually(() => textOf(page.getByTestId('holiday-import-result'))).toBe(
      'Nothing was imported from kenya-2027.txt. Correct these lines and choose the file again: Line 3: 2027-02-30 is not a real day of the calendar.',
    );
    expect(stored(e2e).rtgsCalendar.KE.holidays).toEqual([]);
    await screenshots(
      page,
      'settings-holiday-import-refused',
      page.getByTestId('holiday-import-result'),
    );

    await page.getByTestId('holiday-file').setInputFiles({
      name: 'kenya-2027.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('2026-12-12 Jamhuri Day\n2026-12-25 Christmas Day\n'),
    });
    await eventually(() => textOf(page.getByTestId('holiday-import-result'))).toBe(
      'kenya-2027.txt is imported: Kenya (KE) has 2 public holidays now (2 new).',
    );
    expect(stored(e2e).rtgsCalendar.KE.holidays).toEqual([
      { date: '2026-12-12', name: 'Jamhuri Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
    // Kenya and Uganda have holidays ahead now: the warnings name only the other four.
    const warning = await textOf(page.getByTestId('holiday-warning'));
    expect(warning).not.toMatch(/Kenya|Uganda/);
    // Elsewhere the admin sees what is left, with the way back to the calendar.
    await page.locator('.app-header__link', { hasText: 'Operators' }).click();
    await eventually(() => textOf(page.getByTestId('admin-warnings'))).toContain(
      'for Tanzania (TZ), Rwanda (RW), South Sudan (SS) and DRC (DRC).',
    );
    await page.getByTestId('admin-warnings').getByText('Open RTGS calendar').click();
    await page.getByTestId('section-rtgs-calendar').waitFor();
  });

  test('amount limits: a wallet maximum below its minimum is named at the maximum', async () => {
    const e2e = app();
    const { page } = e2e;
    await openSection(page, 'limits', 'section-limits');
    await page.getByTestId('limits-imt-KES-min').fill('300,000');
    await save(page, 'section-limits');
    await eventually(() => textOf(fieldError(page, 'imt.KES.max'))).toBe(
      'Mobile-wallet (IMT) maximum in Kenyan shillings (KES) (250,000.00) must not be below the minimum (300,000.00).',
    );
    await screenshots(page, 'settings-limits-refused', page.getByTestId('limits-KES'));
    await page.getByTestId('limits-imt-KES-min').fill('50');
    await save(page, 'section-limits');
    await expectSaved(page, 'section-limits');
    expect(stored(e2e).limits.imt.KES).toEqual({ min: '50.00', max: '250000.00' });
  });

  test('account number formats: a pattern that does not compile is named at its country', async () => {
    const e2e = app();
    const { page } = e2e;
    await openSection(page, 'accountPatterns', 'section-account-formats');
    await page.getByTestId('account-format-UG').fill('[0-9');
    await save(page, 'section-account-formats');
    await eventually(() => textOf(fieldError(page, 'UG'))).toBe(
      'The account number format your admin set for Uganda is not a valid pattern. Ask an admin to correct it in Settings.',
    );
    await page.getByTestId('account-format-UG').fill('[0-9]{13}');
    await save(page, 'section-account-formats');
    await expectSaved(page, 'section-account-formats');
    expect(stored(e2e).accountPatterns).toEqual({ UG: '[0-9]{13}' });
    await screenshots(page, 'settings-account-formats');
  });

  test('network timeouts and sessions: out of range at the field, in range saved', async () => {
    const e2e = app();
    const { page } = e2e;
    await openSection(page, 'network', 'section-network');
    await page.getByTestId('network-connect').fill('500');
    await save(page, 'section-network');
    await eventually(() => textOf(fieldError(page, 'connectTimeoutMs'))).toBe(
      'Connect timeout must be at least 1 second (1000 ms).',
    );
    await page.getByTestId('network-connect').fill('15000');
    await save(page, 'section-network');
    await expectSaved(page, 'section-network');
    expect(stored(e2e).network).toEqual({ connectTimeoutMs: 15000, requestTimeoutMs: 45000 });

    await openSection(page, 'sessions', 'section-sessions');
    await page.getByTestId('sessions-lifetime').fill('30');
    await save(page, 'section-sessions');
    await eventually(() => textOf(fieldError(page, 'lifetimeHours'))).toBe(
      'Session lifetime must be a whole number of hours from 1 to 24.',
    );
    await page.getByTestId('sessions-lifetime').fill('10');
    // The minutes without activity (D27): at most 15.
    await page.getByTestId('sessions-idle').fill('20');
    await save(page, 'section-sessions');
    await eventually(() => textOf(fieldError(page, 'idleMinutes'))).toBe(
      'Minutes without activity must be a whole number from 2 to 15.',
    );
    await page.getByTestId('sessions-idle').fill('10');
    await save(page, 'section-sessions');
    await expectSaved(page, 'section-sessions');
    expect(stored(e2e).sessions).toEqual({
      lifetimeHours: 10,
      idleMinutes: 10,
      headOfficeSilenceHours: 12,
    });
    await screenshots(page, 'settings-sessions');
  });

  test('branch lists: the sandbox’s own fill them; a wrong cell is named in its row', async () => {
    const e2e = app();
    const { page } = e2e;
    await openSection(page, 'banks', 'section-list-banks');
    const rows = page.locator('[data-testid^="list-banks-row-"]');
    expect(await rows.count()).toBe(10);
    await page.getByTestId('list-banks-filter').selectOption('KE');
    await screenshots(page, 'settings-list-banks');
    await page.getByTestId('list-banks-add').click();
    await page.getByTestId('list-banks-10-countryCode').selectOption('KE');
    await page.getByTestId('list-banks-10-name').fill('Equity Example Bank');
    await page.getByTestId('list-banks-10-code').fill('6 8');
    await save(page, 'section-list-banks');
    await eventually(() => textOf(fieldError(page, 'entries[10].code'))).toBe(
      'Bank code must be 2 to 11 letters or digits.',
    );
    await page.getByTestId('list-banks-10-code').fill('68');
    await save(page, 'section-list-banks');
    await expectSaved(page, 'section-list-banks');
    const banks = e2e.harness.services.branchLists.review('sandbox').lists.banks;
    expect(banks).toHaveLength(11);
    expect(banks.at(-1)).toEqual({ countryCode: 'KE', code: '68', name: 'Equity Example Bank' });
    expect(e2e.harness.services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: ADMIN.operatorId,
      action: 'branch-list.saved',
      details: { environment: 'sandbox', list: 'banks' },
    });

    for (const list of ['sourceAccounts', 'wallets'] as const) {
      await openSection(page, list, `section-list-${list}`);
      await screenshots(page, `settings-list-${list}`);
    }
  });

  test.each<[Role, typeof CLERK]>([
    ['clerk', CLERK],
    ['supervisor', SUPERVISOR],
  ])('every settings operation called from the page by a %s is refused', async (role, operator) => {
    const e2e = app();
    const { page } = e2e;
    await signOut(page);
    await signInAs(page, { ...operator, role });
    const before = JSON.stringify(stored(e2e));
    const answers = await page.evaluate(async () => {
      const api = (globalThis as unknown as PageGlobals).remitDesk;
      return [
        await api.readSettings(),
        await api.updateSettings({
          section: 'workstation',
          value: { number: 11, branchName: 'Elsewhere', branchCode: 'X1', countryCode: 'UG' },
        }),
        await api.importHolidays({ countryCode: 'TZ', text: '2027-04-26 Union Day' }),
        await api.readBranchLists({ environment: 'sandbox' }),
        await api.saveBranchList({ environment: 'sandbox', list: 'banks', entries: [] }),
      ];
    });
    for (const answer of answers) {
      expect(answer).toEqual({
        ok: false,
        error: wrongRoleError(role, 'admin'),
      });
    }
    expect(JSON.stringify(stored(e2e))).toBe(before);
    expect(e2e.harness.services.branchLists.review('sandbox').lists.banks).toHaveLength(11);
    // Nothing of the admin's warnings is shown to them either.
    expect(await page.getByTestId('admin-warnings').count()).toBe(0);
    // The page itself is closed to them, with the reason.
    await page.evaluate(() => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = '/settings';
    });
    await eventually(() => textOf(page.getByTestId('route-notice'))).toBe(
      `Settings is only for an admin, and you are signed in as a ${role}.`,
    );
  });
});
