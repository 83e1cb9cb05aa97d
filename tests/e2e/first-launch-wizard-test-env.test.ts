import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { RemitDeskApi } from '@shared/ipc/contract';
import { freePort } from '../main/engine/engine-fixture';
import { openssl } from '../main/keys/openssl';
import { PASSWORD_MESSAGES } from '@shared/schemas/operator-schemas';
import { useE2eApp, type PageGlobals } from './support/e2e-app';
import { useTuesdayBank } from './support/tuesday-bank';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import {
  checkSays,
  keyOnScreen,
  registerWithBank,
  saveCredentials,
  saveServiceAddress,
  sendRtgsAndImtToTestService,
} from './support/bank-setup';
import { screenshots } from './support/screenshots';
import { eventually, fieldError, routeOf, textOf } from './support/page';
import { fillOperatorForm } from './support/operator-form';
import { signIn, signInAs, signOut } from './support/sign-in';
import { JANE_TO_FAITH, JANE_TO_JOHN } from './support/transfer-forms';
import { expectStep, stepMarks } from './support/wizard';
import { choseOwnPassword } from '../support/first-password';

/*
 * The first-launch wizard pointed at a bank's test service: a second sandbox bank in test mode
 * with credentials of its own. Bad input at each step is named in words; the admin leaves half
 * way and the wizard resumes where it stood; clerks and supervisors reach none of its operations;
 * the key's PEM is read from the screen and registered at the bank's operator route; after the
 * switch and the restart the wizard resumes at its summary, and a clerk's RTGS and IMT transfers
 * are the only two in the bank's ledger.
 */
const app = useE2eApp({ operators: 'none' });

const BANK_CREDENTIALS = {
  apiKey: 'uat-api-key-wz41',
  merchantCode: 'UATMERCHWZ08',
  consumerSecret: 'uat-consumer-secret-wz77',
};

const uat = useTuesdayBank('wizard', {
  mode: 'test',
  rtgsWindow: 'open',
  credentials: BANK_CREDENTIALS,
});
let fingerprint = '';

async function saveAndContinue(page: Page): Promise<void> {
  await page.getByTestId('wizard-next').click();
}

type WizardCall = keyof Pick<
  RemitDeskApi,
  'firstLaunch' | 'chooseFirstLaunchEnvironment' | 'finishFirstLaunch'
>;

describe('the first-launch wizard on the bank’s test service', () => {
  test('the first admin lands on the wizard; a workstation number out of range is named', async () => {
    const { page, harness } = app();
    await page.setViewportSize({ width: 1366, height: 768 });
    await fillOperatorForm(page, ADMIN);
    await page.getByTestId('operator-submit').click();
    await expectStep(page, 'workstation', 'Workstation');

    await page.getByLabel('Workstation number', { exact: true }).fill('7');
    await page.getByTestId('section-save').click();
    await eventually(() => textOf(fieldError(page, 'number'))).toBe(
      'Workstation number must be a whole number from 10 to 99.',
    );
    await screenshots(page, 'wizard-workstation-refused', page.getByTestId('error-summary'));
    expect(harness.services.settings.review().settings.workstation.number).toBeNull();

    await page.getByLabel('Workstation number', { exact: true }).fill('31');
    await page.getByTestId('workstation-branch-name').fill('Kisumu Branch');
    await page.getByTestId('workstation-branch-code').fill('KE-031');
    await page.getByTestId('workstation-country').selectOption('KE');
    await page.getByTestId('section-save').click();
    await expectStep(page, 'bankIdentity', 'Bank identity');
  });

  test('the bank identity step: a missing legal name is named; the four lines are saved', async () => {
    const { page, harness } = app();
    await page.getByTestId('identity-branch-address').fill('Oginga Odinga Street, Kisumu');
    await page.getByTestId('identity-complaints').fill('+254 57 202 0100');
    await page.getByTestId('identity-licence').fill('Licensed by the Central Bank of Kenya');
    await page.getByTestId('section-save').click();
    await eventually(() => textOf(fieldError(page, 'legalName'))).toBe(
      "Bank's legal name is required.",
    );
    await screenshots(page, 'wizard-bank-identity-refused', page.getByTestId('error-summary'));
    expect(harness.services.settings.review().settings.bankIdentity.legalName).toBe('');
    await page.getByTestId('identity-legal-name').fill('Example Bank Kenya Limited');
    await page.getByTestId('section-save').click();
    await expectStep(page, 'environment', 'Environment');
    expect(harness.services.settings.review().settings.bankIdentity.legalName).toBe(
      'Example Bank Kenya Limited',
    );
  });

  test('clerks and supervisors reach none of the wizard’s operations, and nothing is sent', async () => {
    const { page, harness } = app();
    const by = { operatorId: ADMIN.operatorId, role: 'admin' as const };
    for (const operator of [CLERK, SUPERVISOR]) {
      expect((await harness.operators.create(operator, by)).ok).toBe(true);
      choseOwnPassword(harness.services.journal, operator.operatorId);
    }
    await signOut(page);
    const calls: [WizardCall, unknown][] = [
      ['firstLaunch', undefined],
      ['chooseFirstLaunchEnvironment', { environment: 'live' }],
      ['finishFirstLaunch', undefined],
    ];
    for (const operator of [CLERK, SUPERVISOR]) {
      await signInAs(page, operator);
      for (const [name, request] of calls) {
        const answer = await page.evaluate(
          ([op, payload]) =>
            (
              (globalThis as unknown as PageGlobals).remitDesk[op as WizardCall] as (
                p?: unknown,
              ) => Promise<unknown>
            )(payload),
          [name, request] as const,
        );
        expect(answer, `${operator.role} calling ${name}`).toMatchObject({
          ok: false,
          error: { code: 'wrong-role' },
        });
      }
      await signOut(page);
    }
    expect(harness.services.firstLaunch.needed()).toBe(true);
    // Main refuses a send until the wizard is finished, whatever the window shows.
    expect(await harness.services.problems()).toEqual([
      'The first-launch setup is not finished: an admin must finish it before anything is sent.',
    ]);
    // The admin comes back: the wizard resumes at the first step not done.
    await signIn(page, ADMIN);
    await expectStep(page, 'environment', 'Environment');
  });

  test('the environment step: an address that is not https is named next to the field', async () => {
    const { page, harness } = app();
    await page.getByTestId('wizard-environment-test').check();
    await page.getByTestId('wizard-choose-environment').click();
    await eventually(() => textOf(page.getByTestId('wizard-environment-outcome'))).toBe(
      'Remit Desk sets up the bank’s test service. Enter its address and credentials below.',
    );
    await page.getByLabel('Service address', { exact: true }).fill('http://uat.bank.example');
    await page.getByTestId('save-service-address').click();
    await eventually(() => textOf(fieldError(page, 'baseUrl'))).toBe(
      'The service address must use https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1).',
    );
    expect(harness.services.settings.review().settings.endpoints.test).toBeNull();
    await screenshots(page, 'wizard-environment-test');
  });

  test('an address nothing answers at, then wrong credentials: the check says which', async () => {
    const { page } = app();
    const port = await freePort();
    await saveServiceAddress(page, { baseUrl: `http://127.0.0.1:${port}` });
    await saveCredentials(page, { ...BANK_CREDENTIALS, consumerSecret: 'not-the-secret-wz' });
    await eventually(() => textOf(page.getByTestId('wizard-step-state'))).toMatch(/^Done: /);
    await page.getByTestId('wizard-step-check').click();
    await expectStep(page, 'check', 'Connection check');
    expect(await checkSays(page, app().harness)).toBe(
      `Nothing answers at 127.0.0.1:${port}: the connection was refused. Check the Service address, especially its port, and that the service is running.`,
    );
    await page.getByTestId('wizard-step-environment').click();
    // Another server: the credentials entered for the first go with it (D71), typed again.
    await saveServiceAddress(page, {
      baseUrl: uat.bank.url,
      connectSeconds: '3',
      requestSeconds: '5',
      removeCredentials: true,
    });
    await saveCredentials(page, { ...BANK_CREDENTIALS, consumerSecret: 'not-the-secret-wz' });
    await page.getByTestId('wizard-step-check').click();
    expect(await checkSays(page, app().harness)).toBe(
      `The service at ${new URL(uat.bank.url).host} refused the credentials (HTTP 401). Check the API key, the merchant code and the consumer secret against the bank’s letter, enter them again, and check again.`,
    );
    await screenshots(page, 'wizard-check-failed', page.getByTestId('check-result'));
    expect(await page.locator('body').innerText()).not.toContain('not-the-secret-wz');
    await page.getByTestId('wizard-step-environment').click();
    await saveCredentials(page, BANK_CREDENTIALS);
  });

  test('the admin leaves; signed in again, the wizard resumes at the first step not done', async () => {
    const { page } = app();
    await signOut(page);
    await signIn(page, ADMIN);
    await expectStep(page, 'branchLists', 'Branch lists');
    expect(await stepMarks(page)).toEqual([
      'Workstation done',
      'Bank identity done',
      'Environment done',
      'Branch lists to do',
      'RTGS calendar to do',
      'Signing key to do',
      'Connection check to do',
      'Operators done',
      'Summary to do',
    ]);
  });

  test('the branch lists step: a wrong cell is named in its row; the test lists are entered', async () => {
    const { page, harness } = app();
    // Empty lists are open, with the Settings page's own table.
    const accounts = page.getByTestId('section-list-sourceAccounts');
    await page.getByTestId('list-sourceAccounts-add').click();
    await page.getByTestId('list-sourceAccounts-0-countryCode').selectOption('KE');
    await page.getByTestId('list-sourceAccounts-0-holderName').fill(JANE_TO_JOHN.sourceName);
    await page.getByTestId('list-sourceAccounts-0-accountNumber').fill('00-115');
    await accounts.getByTestId('section-save').click();
    await eventually(() => textOf(fieldError(page, 'entries[0].accountNumber'))).toBe(
      'Account number must be 6 to 20 digits or capital letters, with no spaces or dashes.',
    );
    await screenshots(
      page,
      'wizard-branch-lists-refused',
      fieldError(page, 'entries[0].accountNumber'),
    );
    expect(harness.services.branchLists.review('test').lists.sourceAccounts).toEqual([]);
    await page.getByTestId('list-sourceAccounts-0-accountNumber').fill(JANE_TO_JOHN.sourceAccount);
    await accounts.getByTestId('section-save').click();
    await eventually(
      () => harness.services.branchLists.review('test').lists.sourceAccounts,
    ).toEqual([
      expect.objectContaining({ accountNumber: JANE_TO_JOHN.sourceAccount, countryCode: 'KE' }),
    ]);
    // The saved list stays open, saved, with what was saved in it; its fold counts it.
    await eventually(() => textOf(accounts.getByTestId('section-saved'))).toBe('Saved.');
    expect(
      await page.getByTestId('wizard-list-sourceAccounts-details').getAttribute('open'),
    ).not.toBeNull();
    expect(await page.getByTestId('list-sourceAccounts-0-accountNumber').inputValue()).toBe(
      JANE_TO_JOHN.sourceAccount,
    );
    expect(await textOf(page.getByTestId('wizard-list-sourceAccounts'))).toBe(
      'Source accounts: 1 entered',
    );
    await screenshots(page, 'wizard-branch-list-saved', accounts);

    await page.getByTestId('list-banks-add').click();
    await page.getByTestId('list-banks-0-countryCode').selectOption('KE');
    await page.getByTestId('list-banks-0-name').fill('Test Bank Kenya');
    await page.getByTestId('list-banks-0-code').fill(JANE_TO_JOHN.bankCode);
    await page.getByTestId('section-list-banks').getByTestId('section-save').click();
    await eventually(() => harness.services.branchLists.review('test').lists.banks).toHaveLength(1);

    await page.getByTestId('list-wallets-add').click();
    await page.getByTestId('list-wallets-0-countryCode').selectOption('KE');
    await page.getByTestId('list-wallets-0-label').fill('M-Pesa');
    await page.getByTestId('list-wallets-0-name').fill(JANE_TO_FAITH.walletName);
    await page.getByTestId('section-list-wallets').getByTestId('section-save').click();
    await eventually(() => harness.services.branchLists.review('test').lists.wallets).toHaveLength(
      1,
    );
    await eventually(() => textOf(page.getByTestId('wizard-step-state'))).toBe(
      'Done: 1 source account, 1 bank and 1 mobile wallet.',
    );
    // Every list the admin filled is still in sight.
    for (const list of ['sourceAccounts', 'banks', 'wallets']) {
      expect(
        await page.getByTestId(`wizard-list-${list}-details`).getAttribute('open'),
      ).not.toBeNull();
    }
    await page.getByTestId('wizard-next').click();
    await expectStep(page, 'rtgsCalendar', 'RTGS calendar');
  });

  test('the RTGS calendar step asks for Kenya’s holidays only, where the accounts are (D52)', async () => {
    const { page, harness } = app();
    expect(await textOf(page.getByTestId('wizard-step-state'))).toBe(
      'To do: Enter or import the public holidays of the coming year for Kenya (KE).',
    );
    const file = join(uat.dir, 'kenya-holidays.txt');
    writeFileSync(
      file,
      '2026-12-12 Jamhuri Day\n2026-12-25 Christmas Day\n2026-12-32 Boxing Day\n',
    );
    await page.getByTestId('holiday-file').setInputFiles(file);
    await eventually(() => textOf(page.getByTestId('holiday-import-result'))).toBe(
      'Nothing was imported from kenya-holidays.txt. Correct these lines and choose the file again: Line 3: 2026-12-32 is not a real day of the calendar.',
    );
    expect(harness.services.settings.review().settings.rtgsCalendar.KE.holidays).toEqual([]);
    writeFileSync(
      file,
      '2026-12-12 Jamhuri Day\n2026-12-25 Christmas Day\n2026-12-26 Boxing Day\n',
    );
    await page.getByTestId('holiday-file').setInputFiles(file);
    await eventually(() => textOf(page.getByTestId('wizard-step-state'))).toBe(
      'Done: Public holidays of the coming year entered for Kenya (KE).',
    );
    await page.getByTestId('wizard-next').click();
    await expectStep(page, 'signingKey', 'Signing key');
  });

  test('the key step: a key that is not RSA is named; then a key is made and registered', async () => {
    const { page, harness } = app();
    const ec = join(uat.dir, 'ec.pem');
    writeFileSync(
      ec,
      openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256']).toString(),
    );
    harness.desktop.dialogs.answer('openFile', ec);
    await page.getByRole('button', { name: 'Import key' }).click();
    await eventually(() => textOf(page.getByTestId('key-outcome'))).toBe(
      'This is an EC key. The service needs an RSA key (RSASSA-PKCS1-v1_5 with SHA-256): generate one in the app or import an RSA key.',
    );
    await page.getByRole('button', { name: 'Generate key' }).click();
    await page.getByTestId('key-created').waitFor();
    const key = await keyOnScreen(page, 'current');
    await screenshots(page, 'wizard-signing-key-test', page.getByTestId('key-created'));
    const sheet = join(uat.dir, 'sheet.pdf');
    harness.desktop.dialogs.answer('saveFile', sheet);
    await page.getByTestId('save-key-sheet-current').click();
    await eventually(() => textOf(page.getByTestId('key-document-outcome-current'))).toBe(
      'The registration sheet is saved as sheet.pdf.',
    );
    expect(readFileSync(sheet).subarray(0, 5).toString()).toBe('%PDF-');
    // The bank registers the PEM the admin handed over, read from the screen.
    const registered = await registerWithBank(uat.bank, key.pem);
    expect(registered).toEqual({ status: 201, fingerprint: key.fingerprintHex });
    fingerprint = key.fingerprintHex;
    await saveAndContinue(page);
    await expectStep(page, 'check', 'Connection check');
  });

  test('the check passes, and says the first transfer proves the key', async () => {
    const { page } = app();
    expect(await checkSays(page, app().harness)).toMatch(
      /^Connected to 127\.0\.0\.1:\d+: the service accepted/,
    );
    expect(await textOf(page.getByTestId('key-registration-note'))).toContain(
      'The first transfer proves it.',
    );
  });

  test('the operators step: a weak password is named next to the field', async () => {
    const { page, harness } = app();
    await page.getByTestId('wizard-step-operators').click();
    await expectStep(page, 'operators', 'Operators');
    await page.getByTestId('operator-id').fill('clerk.otieno');
    await page.getByTestId('operator-display-name').fill('Peter Otieno');
    await page.getByTestId('operator-role').selectOption('clerk');
    await page.getByTestId('operator-password').fill('short pass');
    await page.getByTestId('operator-password-again').fill('short pass');
    await page.getByTestId('operator-submit').click();
    await eventually(() => textOf(fieldError(page, 'password'))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(harness.operators.list().map((o) => o.operatorId)).not.toContain('clerk.otieno');
    await page.getByTestId('wizard-step-summary').click();
    await expectStep(page, 'summary', 'Summary');
  });

  test('finishing before the switch is refused in words; switch and restart', async () => {
    const { page, harness } = app();
    expect(await textOf(page.getByTestId('wizard-blockers'))).toBe(
      'Before Remit Desk can be used: Switch to the bank’s test service and restart: Remit Desk runs on the built-in sandbox bank until its next start.',
    );
    await page.getByTestId('wizard-finish').click();
    await eventually(() => textOf(page.getByTestId('wizard-finish-outcome'))).toMatch(
      /^Remit Desk is not ready to use yet\. Switch to the bank’s test service and restart/,
    );
    await screenshots(page, 'wizard-summary-switch', page.getByTestId('switch-environment'));
    await page.getByRole('button', { name: 'Switch environment' }).click();
    await eventually(() => textOf(page.getByTestId('switch-outcome'))).toBe(
      'Remit Desk uses the bank’s test service from its next start. Until then it stays on the built-in sandbox bank.',
    );
    await eventually(() => textOf(page.getByTestId('environment-banner-next'))).toBe(
      'From the next start: Test environment',
    );
    await page.getByTestId('restart-now').click();
    await eventually(() => harness.restarts).toBe(1);
    await harness.restarted();
    expect(harness.services.environment).toBe('test');
    await eventually(() => routeOf(page)).toBe('/sign-in');
  });

  test('after the restart the wizard resumes at its summary, and the admin finishes', async () => {
    const { page, harness } = app();
    await signIn(page, ADMIN);
    await expectStep(page, 'summary', 'Summary');
    expect(await page.getByTestId('wizard-blockers').count()).toBe(0);
    await page.getByRole('button', { name: 'Start using Remit Desk' }).click();
    await eventually(() => routeOf(page)).toBe('/operators');
    expect(harness.services.firstLaunch.needed()).toBe(false);
    await signOut(page);
  });

  test('a clerk’s RTGS and IMT transfers are the only two at the bank', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    const { rtgs, imt } = await sendRtgsAndImtToTestService(page);

    const ledger = uat.bank.transactions();
    expect(ledger.map((t) => t.reference).sort()).toEqual([rtgs, imt].sort());
    expect(ledger.map((t) => t.signatureKey)).toEqual([fingerprint, fingerprint]);
    await signOut(page);
  });
});
