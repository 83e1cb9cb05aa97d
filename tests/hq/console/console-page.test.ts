import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSOLE_API } from '../../../hq/console-api/paths';
import { consoleRoutes } from '../../../hq/src/console/console-routes';
import { consoleProjection } from '../../../hq/src/projections';
import { startHeadOffice, type StartedHeadOffice } from '../../../hq/src/start';
import { axeFindings, describeFindings } from '../../e2e/support/axe';
import { launchChromium } from '../../e2e/support/chromium';
import { focusedTestId } from '../../e2e/support/page';
import { screenshots } from '../../e2e/support/screenshots';
import { unXml } from '../../../scripts/bench/screening-lists';
import { CHEAP_SCRYPT } from '../support/console';
import { selfSignedCertificate } from '../support/tls-certificate';
import { JournalChanges, KAMPALA, NAIROBI, registerBranches } from '../support/journal-changes';

/*
 * The console in Debian's Chromium (D101), as head office serves it after `npm run hq`: the first
 * admin made with the printed set-up code, a compliance officer added and signing in with their
 * own password, the receipt log of two branches filtered. Every screen checked with axe-core and
 * photographed at both sizes; the page's CSP must not have to refuse anything.
 */
const UN_FILE = Buffer.from(
  unXml([{ reference: 'QDi.401', kind: 'individual', parts: ['Muhammad', 'Ali', 'Khan'] }]),
);
const CUT_UN = UN_FILE.subarray(0, 300);
const FIRST_ADMIN = { id: 'amina.admin', name: 'Amina Odhiambo', password: 'Tide pool lantern 42' };
const OFFICER = {
  id: 'cora.compliance',
  name: 'Cora Mwangi',
  first: 'Given once 9 times',
  own: 'Kettle river basin 77',
};

/** A settings publish's section: in its JSON body, or a list file's in its query. */
function sectionOf(url: string, body: () => unknown): string {
  const query = new URL(url, 'https://hq').searchParams.get('section');
  return query ?? String((body() as { section?: unknown } | null)?.section);
}

describe('the head-office console in Chromium', () => {
  let dir: string;
  let hq: StartedHeadOffice;
  let browser: Browser;
  let page: Page;
  const refusedByCsp: string[] = [];
  const pageErrors: string[] = [];
  const findings: string[] = [];
  /** Each settings publish the page sent, and each head office received, by section. */
  const sent: string[] = [];
  const received: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'remit-hq-console-'));
    const consoleDir = join(dir, 'console');
    await build({
      configFile: resolve(import.meta.dirname, '../../../hq/vite.console.config.ts'),
      build: { outDir: consoleDir },
      logLevel: 'error',
    });
    // Served over TLS as a bank serves it: the cookie Secure, the fingerprint shown with each code.
    const tls = selfSignedCertificate(dir);
    hq = await startHeadOffice({ dataDir: join(dir, 'data'), port: 0, ...tls }, [
      consoleRoutes({ consoleDir, overrides: { scrypt: CHEAP_SCRYPT } }),
      // What head office received, to tell a page that sent twice from a browser that resent.
      (app) => {
        app.addHook('preHandler', async (request) => {
          if (request.method === 'POST' && request.url.startsWith(`${CONSOLE_API}/settings`))
            received.push(sectionOf(request.url, () => request.body));
        });
      },
    ]);
    await registerBranches(hq.db);
    const nairobi = new JournalChanges();
    const kampala = new JournalChanges();
    await hq.db.transaction((tx) =>
      consoleProjection(tx, NAIROBI, [
        nairobi.operator('clerk.jane', 'Jane Wanjiru'),
        nairobi.transfer({
          id: 1,
          reference: 'RD0000000001',
          createdAt: '2026-11-24T07:05:00.000Z',
          amount: '1250000.00',
          state: 'succeeded',
        }),
        nairobi.mark(1, 'reportable', '2026-11-24T07:05:00.000Z'),
        nairobi.transfer({
          id: 2,
          reference: 'RD0000000002',
          kind: 'imt',
          createdAt: '2026-11-24T08:10:00.000Z',
          recipientName: 'Mary Akinyi',
          state: 'unknown',
        }),
        nairobi.audit(1, '2026-11-24T07:05:00.000Z', 'transfer.sent', {
          reference: 'RD0000000001',
        }),
        // D140: a list head office sent, imported at the workstation in head office's name.
        nairobi.audit(
          2,
          '2026-11-24T07:10:00.000Z',
          'screening.list-imported',
          { list: 'un' },
          'head-office',
        ),
      ]),
    );
    await hq.db.transaction((tx) =>
      consoleProjection(tx, KAMPALA, [
        // Kampala gives the id clerk.jane to another person: each row names its own.
        kampala.operator('clerk.jane', 'Achieng Jane'),
        kampala.operator('super.sam', 'Samuel Okello'),
        kampala.operator('comp.cora', 'Cora Nakato'),
        kampala.transfer({
          id: 1,
          reference: 'RD0000000101',
          createdAt: '2026-11-24T09:00:00.000Z',
          currency: 'UGX',
          amount: '350000.00',
          customerName: 'Okello Peter',
          state: 'succeeded',
        }),
        kampala.change(
          'suspicion_flags',
          'insert',
          { id: 1 },
          {
            id: 1,
            transfer_id: 1,
            at: '2026-11-24T09:30:00.000Z',
            operator_id: 'super.sam',
            note: 'Cash in many small notes',
          },
        ),
        kampala.change(
          'flag_reviews',
          'insert',
          { flag_id: 1 },
          {
            flag_id: 1,
            outcome: 'reported',
            report_reference: 'FRC-2026-11',
            note: 'Reported to the FRC',
            reviewed_by: 'comp.cora',
            reviewed_at: '2026-11-24T11:00:00.000Z',
          },
        ),
      ]),
    );
    browser = await launchChromium();
    // The test's certificate is its own: Chromium is told to take it, as a bank's browsers trust theirs.
    page = await browser.newPage({
      viewport: { width: 1366, height: 768 },
      ignoreHTTPSErrors: true,
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`${CONSOLE_API}/settings`))
        sent.push(sectionOf(request.url(), () => request.postDataJSON() as unknown));
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByCsp.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await hq?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function look(name: string): Promise<void> {
    await screenshots(page, `hq-console-${name}`);
    const found = await axeFindings(page);
    if (found.length > 0) findings.push(describeFindings(name, found));
  }

  const field = (label: string | RegExp) =>
    page.getByLabel(label, { exact: typeof label === 'string' });

  test('the first admin signs up with the code head office printed', async () => {
    const code = /set-up code ([A-Z0-9-]{19})/.exec(hq.lines.join('\n'))?.[1];
    expect(code, hq.lines.join('\n')).toBeDefined();
    await page.goto(`${hq.url}/console/`);
    await page.getByRole('heading', { name: 'Create the first head-office admin' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/first-admin');
    await look('first-admin');

    // A wrong code is refused at its field, and nothing else is lost.
    await field('Set-up code').fill('AAAA-AAAA-AAAA-AAAA');
    await field('Operator id').fill(FIRST_ADMIN.id);
    await field('Name').fill(FIRST_ADMIN.name);
    await field('Password').fill(FIRST_ADMIN.password);
    await field('Password again').fill(FIRST_ADMIN.password);
    await page.getByTestId('create-first-admin').click();
    await page.getByText('This set-up code is not one head office issued').first().waitFor();
    await look('first-admin-wrong-code');

    await field('Set-up code').fill(code!.toLowerCase());
    await page.getByTestId('create-first-admin').click();
    await page.getByRole('heading', { name: 'Head-office operators' }).waitFor();
    expect(await page.getByTestId('signed-in-as').innerText()).toBe(
      'Amina Odhiambo · Head-office admin',
    );
  });

  test('the admin adds a compliance officer', async () => {
    const form = page.getByTestId('new-operator');
    await form.getByLabel('Operator id').fill(OFFICER.id);
    await form.getByLabel('Name', { exact: true }).fill(OFFICER.name);
    await form.getByLabel('Role').selectOption('compliance');
    await form.getByLabel('First password').fill(OFFICER.first);
    await form.getByTestId('add-operator').click();
    await page.getByTestId('operators-done').waitFor();
    const row = page.locator(`[data-operator="${OFFICER.id}"]`);
    expect(await row.innerText()).toContain('chooses a password at the next sign-in');
    await look('operators');
  });

  test('the admin registers a branch and a workstation, and issues its code', async () => {
    await page.getByRole('link', { name: 'Branches and workstations' }).click();
    await page.getByRole('heading', { name: 'Branches and workstations' }).waitFor();
    const form = page.getByTestId('new-branch');
    await form.getByLabel('Branch code').fill('DAR-01');
    await form.getByLabel('Branch name').fill('Dar es Salaam Samora Avenue');
    await form.getByLabel('Country').selectOption('TZ');
    expect(await form.getByLabel('Time zone').inputValue()).toBe('Africa/Dar_es_Salaam');
    await form.getByTestId('register-branch').click();
    const branch = page.locator('[data-branch="DAR-01"]');
    await branch.waitFor();
    await branch.getByRole('button', { name: 'Add a workstation' }).click();
    await branch.locator('[data-workstation="1"]').waitFor();
    await branch.getByRole('button', { name: 'Issue an enrolment code' }).click();
    const issued = page.getByTestId('issued-code');
    await issued.waitFor();
    expect(await issued.getByTestId('code').innerText()).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(hq.certificateFingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(await issued.getByTestId('code-fingerprint').innerText()).toBe(
      hq.certificateFingerprint,
    );
    expect(await branch.locator('[data-workstation="1"]').innerText()).toMatch(
      /Waiting for its PC to enrol[\s\S]*Code open until/,
    );
    await look('workstations');
    // A revocation asks first.
    await branch.getByRole('button', { name: 'Revoke' }).click();
    await branch.getByRole('button', { name: 'Revoke it' }).click();
    await page.getByTestId('desks-done').waitFor();
    expect(await branch.locator('[data-workstation="1"]').innerText()).toContain('Revoked');
    await look('workstations-revoked');
  });

  test('the admin adds a branch operator, changes their role and deactivates them', async () => {
    await page.getByRole('link', { name: 'Branch operators' }).click();
    await page.getByRole('heading', { name: 'Branch operators' }).waitFor();
    const form = page.getByTestId('new-branch-operator');
    const add = async (id: string) => {
      await form.getByLabel('Operator id').fill(id);
      await form.getByLabel('Name', { exact: true }).fill('Wanjiru Kamau');
      await form.getByLabel('Branch').selectOption('NBO01');
      await form.getByLabel('Role').selectOption('clerk');
      await form.getByLabel('First password').fill('Copper kettle harbour 19');
      await form.getByTestId('add-branch-operator').click();
    };
    await add('wanjiru.k');
    const done = page.getByTestId('branch-operators-done');
    await expect
      .poll(() => done.innerText())
      .toBe(
        'Wanjiru Kamau is added to Nairobi Moi Avenue. The workstations of Nairobi Moi Avenue apply it at their next contact with head office. Give them their operator id and first password in person: they choose their own at their first sign-in.',
      );
    const row = page.locator('[data-branch="NBO01"] [data-operator="wanjiru.k"]');
    expect(await row.innerText()).toMatch(/Wanjiru Kamau \(wanjiru\.k\)[\s\S]*Active/);
    // The same id again: refused at its field, in head office's words.
    await add('wanjiru.k');
    await page
      .getByText('A branch operator with the id wanjiru.k exists already: choose another id.')
      .first()
      .waitFor();
    await look('branch-operators-refused');

    await row.getByLabel('Role of Wanjiru Kamau').selectOption('supervisor');
    await row.getByRole('button', { name: 'Give this role' }).click();
    await expect.poll(() => done.innerText()).toMatch(/^Wanjiru Kamau is now supervisor\. /);

    // D121: a temporary password, in a dialog that keeps the focus and gives it back.
    const setPassword = row.getByRole('button', { name: 'Set a new password for Wanjiru Kamau' });
    await setPassword.click();
    const dialog = page.getByTestId('branch-password-dialog');
    await dialog.waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('password');
    await dialog.getByLabel('Temporary password', { exact: true }).fill('Harbour lantern 55 tide');
    await dialog.getByLabel('Temporary password again').fill('Harbour lantern 55 tid');
    await dialog.getByTestId('set-branch-password').click();
    await dialog.getByText('Type the same password again.').first().waitFor();
    await look('branch-password-dialog');
    await dialog.getByLabel('Temporary password again').fill('Harbour lantern 55 tide');
    await dialog.getByTestId('set-branch-password').click();
    await expect
      .poll(() => done.innerText())
      .toMatch(
        /^Wanjiru Kamau must choose a new password at their next sign-in, with the temporary one you set\. /,
      );
    expect(await dialog.count()).toBe(0);
    await expect.poll(() => focusedTestId(page)).toBe('set-password-wanjiru.k');
    expect(await row.innerText()).toContain('must choose a new password');
    const [event] = await hq.db.query<{ details: { operatorId: string } }>(
      `SELECT details FROM console_events WHERE action = 'branch-operator.password-set'`,
    );
    expect(event?.details.operatorId).toBe('wanjiru.k');
    expect(JSON.stringify(event)).not.toContain('Harbour lantern');
    await row.getByRole('button', { name: 'Deactivate Wanjiru Kamau' }).click();
    await expect
      .poll(() => done.innerText())
      .toMatch(/^Wanjiru Kamau is deactivated: signed out there and refused at sign-in\. /);
    expect(await row.innerText()).toContain('Deactivated');
    await look('branch-operators');
  });

  test('the admin publishes limits and screening with a form, each field checked', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    const limits = page.locator('[data-section="limits"]');
    const kes = limits.locator('[data-currency="KES"]');
    await kes.getByLabel('RTGS maximum').waitFor();
    // Names before codes, and one Tab stop per field: from the minimum the next is the maximum.
    expect(await kes.locator('legend').innerText()).toBe('Kenyan shilling (KES)');
    await kes.getByLabel('RTGS minimum').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedTestId(page)).toBe('rtgs.KES.max');

    // The workstation's own schema, field by field, in words naming the field.
    await kes.getByLabel('RTGS maximum').fill('a lot');
    await limits.getByRole('button', { name: 'Publish to every branch' }).click();
    const problems = limits.getByTestId('form-problems');
    await problems.waitFor();
    expect(await problems.innerText()).toContain(
      'RTGS maximum in Kenyan shillings (KES) must be an amount above 0 written with two decimals',
    );
    await screenshots(page, 'hq-console-settings-limits-refused', kes);
    await kes.getByLabel('RTGS maximum').fill('75,000,000');
    await limits.getByRole('button', { name: 'Publish to every branch' }).click();
    await expect
      .poll(() => page.getByTestId('settings-done').innerText())
      .toMatch(/^Limits per transfer and per day is published for every branch\. /);
    const [row] = await hq.db.query<{ value: string }>(
      `SELECT value FROM settings_versions WHERE section = 'limits'`,
    );
    expect((JSON.parse(row!.value) as { rtgs: { KES: { max: string } } }).rtgs.KES.max).toBe(
      '75000000.00',
    );
    // The form starts again from what was published, the amount grouped as typed.
    await expect.poll(() => kes.getByLabel('RTGS maximum').inputValue()).toBe('75,000,000.00');

    const screening = page.locator('[data-section="screening"]');
    await screening.getByLabel('Greatest age of a sanctions list, in days').fill('120');
    await screening.getByRole('button', { name: 'Publish to every branch' }).click();
    await screening
      .getByText('Greatest age of a list must be a whole number of days from 1 to 90.')
      .first()
      .waitFor();
    await screening.getByLabel('Greatest age of a sanctions list, in days').fill('30');
    await screening.getByLabel('Days ahead the RTGS calendar must reach').fill('45');
    await screening.getByRole('button', { name: 'Publish to every branch' }).click();
    await expect
      .poll(() => page.getByTestId('settings-done').innerText())
      .toMatch(/^Sanctions screening is published for every branch\. /);
    // One request per Publish, each received once: the refused attempts never left the page.
    expect({ sent, received }).toEqual({
      sent: ['limits', 'screening'],
      received: ['limits', 'screening'],
    });
    const versions = await hq.db.query<{ section: string; value: string; version: string }>(
      `SELECT section, value, version FROM settings_versions ORDER BY version`,
    );
    expect(versions.map((v) => v.section)).toEqual(['limits', 'screening']);
    const published = versions[1];
    // D156: a version is at least head office's clock, so the number is read back, not counted.
    expect(await screening.getByTestId('settings-state').innerText()).toMatch(
      new RegExp(`^Published: version ${published!.version}, `),
    );
    expect(JSON.parse(published!.value)).toEqual({
      threshold: 0.88,
      maxListAgeDays: 30,
      calendarDaysAhead: 45,
    });
    await page.getByTestId('settings-done').scrollIntoViewIfNeeded();
    await look('settings');
  });

  test('the admin publishes the UN list’s file; a cut one is refused at the field', async () => {
    const un = page.locator('[data-section="sanctionsUn"]');
    const file = un.getByLabel('List file');
    const publish = un.getByRole('button', { name: 'Upload and publish to every branch' });
    await file.setInputFiles({ name: 'consolidated.xml', mimeType: 'text/xml', buffer: CUT_UN });
    await publish.click();
    await expect.poll(() => un.locator('.field__error').innerText()).toMatch(/line \d+: /);
    await expect.poll(() => focusedTestId(page)).toBe('list-file-input');
    await screenshots(page, 'hq-console-list-file-refused', un);
    await file.setInputFiles({ name: 'consolidated.xml', mimeType: 'text/xml', buffer: UN_FILE });
    await publish.click();
    await expect
      .poll(() => un.getByTestId('list-file-summary').innerText())
      .toMatch(/^Head-office list version \d+: the list of 2026-11-20, 1 entry, 1 KB, /);
    const [listed] = await hq.db.query<{ version: string }>(
      `SELECT version FROM settings_versions WHERE section = 'sanctionsUn'`,
    );
    expect(await un.getByTestId('list-file-summary').innerText()).toContain(
      `Head-office list version ${listed!.version}: `,
    );
    expect(await un.getByTestId('settings-state').innerText()).toMatch(
      new RegExp(`^Published: version ${listed!.version}, `),
    );
    await look('settings-list-file');
  });

  test('the officer signs in, chooses a password and reads the log of every branch', async () => {
    await page.getByTestId('sign-out').click();
    await page.getByRole('heading', { name: 'Sign in to head office' }).waitFor();
    await look('sign-in');
    await field('Operator id').fill(OFFICER.id);
    await field('Password').fill(OFFICER.first);
    await page.getByTestId('sign-in').click();
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await look('own-password');
    await field('Password you were given').fill(OFFICER.first);
    await field('New password').fill(OFFICER.own);
    await field('New password again').fill(OFFICER.own);
    await page.getByTestId('change-password').click();
    await page.getByRole('heading', { name: 'Receipt log of every branch' }).waitFor();
    const references = () =>
      page
        .locator('[data-reference]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-reference')));
    await expect.poll(references).toEqual(['RD0000000101', 'RD0000000002', 'RD0000000001']);
    expect(await page.locator('[data-reference="RD0000000101"]').innerText()).toMatch(
      /KLA01 · 1[\s\S]*Achieng Jane\s+clerk\.jane[\s\S]*Flagged/,
    );
    // Names before codes, each by the workstation that named the operator.
    expect(await page.locator('[data-reference="RD0000000001"]').innerText()).toMatch(
      /Jane Wanjiru\s+clerk\.jane/,
    );
    const operators = () =>
      page
        .getByTestId('filter-operator')
        .locator('option')
        .evaluateAll((options) => options.map((o) => o.textContent?.trim()));
    await expect
      .poll(operators)
      .toEqual(['Any operator', 'Achieng Jane / Jane Wanjiru (clerk.jane)']);
    // At 1024 px every column is in view, the marks last: nothing to scroll sideways for.
    const before = page.viewportSize()!;
    await page.setViewportSize({ width: 1024, height: 700 });
    const marksRight = await page
      .getByRole('columnheader', { name: 'Marks' })
      .evaluate((cell) => cell.getBoundingClientRect().right);
    expect(marksRight).toBeLessThanOrEqual(1024);
    await page.setViewportSize(before);
    await look('log');

    await page.getByTestId('filter-branch').selectOption('NBO01');
    await page.getByTestId('filter-marked').selectOption('reportable');
    await page.getByTestId('show').click();
    await expect.poll(references).toEqual(['RD0000000001']);
    expect(new URL(page.url()).search).toBe('?branch=NBO01&marked=reportable');
    expect(await page.locator('[data-reference="RD0000000001"]').innerText()).toMatch(
      /2026-11-24 10:05 EAT[\s\S]*1250000\.00 KES[\s\S]*Reportable/,
    );
    await look('log-filtered');

    // The CSV file is the list as filtered, with the branch and workstation first.
    const href = await page.getByTestId('save-csv').getAttribute('href');
    expect(href).toBe(`${CONSOLE_API}/transfers.csv?branch=NBO01&marked=reportable`);
    const bytes = await page.evaluate(
      async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())],
      href!,
    );
    const csv = Buffer.from(bytes).toString('utf8');
    expect(
      csv
        .split('\r\n')
        .slice(0, 2)
        .map((line) => line.split(',').slice(0, 3).join(',')),
    ).toEqual(['\uFEFFBranch,Workstation,Reference', 'NBO01,1,RD0000000001']);

    await page.getByTestId('filter-text').fill('ab');
    await page.getByTestId('show').click();
    await page.getByText('Each word searched for must be at least 3 characters.').first().waitFor();
    await page.getByTestId('filter-text').fill('okello');
    await page.getByTestId('filter-branch').selectOption('');
    await page.getByTestId('filter-marked').selectOption('');
    await page.getByTestId('show').click();
    await expect.poll(references).toEqual(['RD0000000101']);
  });

  test('the flags and the audit trail, and no role reaches what is not its own', async () => {
    await page.getByRole('link', { name: 'Suspicion flags' }).click();
    await page.getByText('Cash in many small notes').waitFor();
    const flag = await page.getByRole('row').filter({ hasText: 'RD0000000101' }).innerText();
    expect(flag).toMatch(
      /Samuel Okello \(super\.sam\)[\s\S]*FRC-2026-11, by Cora Nakato \(comp\.cora\)/,
    );
    await look('flags');
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await page.getByText('transfer.sent').waitFor();
    // Each action's kind in words beside the journal's name of it; head office in words too.
    const rowOf = (action: string) => page.getByRole('row').filter({ hasText: action }).innerText();
    expect(await rowOf('transfer.sent')).toMatch(
      /Jane Wanjiru \(clerk\.jane\)\s+Transfer steps\s+transfer\.sent/,
    );
    expect(await rowOf('screening.list-imported')).toMatch(
      /Head office\s+Sanctions screening and lists\s+screening\.list-imported\s+list: un$/,
    );
    await look('audit');
    await page.goto(`${hq.url}/console/operators`);
    await page.getByRole('heading', { name: 'Receipt log of every branch' }).waitFor();
    const status = await page.evaluate(
      async (url) => (await fetch(url)).status,
      `${CONSOLE_API}/operators`,
    );
    expect(status).toBe(403);
  });

  test('every screen passed axe-core; the CSP refused nothing and nothing threw', () => {
    expect(findings.join('\n')).toBe('');
    expect(refusedByCsp.join('\n')).toBe('');
    expect(pageErrors.join('\n')).toBe('');
  });
});
