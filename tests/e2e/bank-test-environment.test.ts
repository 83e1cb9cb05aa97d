import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatFingerprint } from '@shared/domain/bank-setup';
import { BRANCH_LIST_NAMES, type BranchListUpdate } from '@shared/domain/branch-lists';
import { startSandbox, type Sandbox } from '../../electron/main/sandbox/sandbox';
import { kenyanBranch, sandboxBranchLists } from '../main/engine/engine-fixture';
import { pdfText } from '../support/pdf';
import { TUESDAY_MORNING, useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import {
  keyOnScreen,
  openBankConnection,
  registerWithBank,
  saveCredentials,
  saveServiceAddress,
  screenshots,
  sendRtgsAndImtToTestService,
} from './support/bank-setup';
import { eventually, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';

/*
 * An admin connects the workstation, through the screens only, to a bank's test service: a second
 * sandbox bank started in test mode (IMT sends are checked but never answered), with credentials
 * of its own. The admin enters the address and the credentials, generates the key, hands its
 * public half to the bank (which registers the PEM read from the screen through its operator
 * route), checks the connection, switches environment and restarts; then a clerk's RTGS and IMT
 * transfers reach that service, signed with that key.
 */
const app = useE2eApp();

const BANK_CREDENTIALS = {
  apiKey: 'uat-api-key-58c1d09e',
  merchantCode: 'UATMERCHANT7731',
  consumerSecret: 'uat-consumer-secret-e2b4f6',
};

let bank: Sandbox;
let bankDir: string;
let filesDir: string;
const registered = { fingerprint: '' };

beforeAll(async () => {
  bankDir = mkdtempSync(join(tmpdir(), 'remit-desk-e2e-test-bank-'));
  filesDir = mkdtempSync(join(tmpdir(), 'remit-desk-e2e-files-'));
  const offset = TUESDAY_MORNING - Date.now();
  bank = await startSandbox({
    dataDir: bankDir,
    mode: 'test',
    rtgsWindow: 'open',
    credentials: BANK_CREDENTIALS,
    now: () => Date.now() + offset,
  });
});

afterAll(async () => {
  await bank?.close();
  rmSync(bankDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
});

describe('connecting the workstation to a bank’s test service', () => {
  test('the admin enters the service address and the timeouts', async () => {
    const { page } = app();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, ADMIN);
    await openBankConnection(page, 'test');
    expect(await textOf(page.getByTestId('bank-missing'))).toContain('Enter the Service address.');
    expect(await page.getByLabel('Token path', { exact: true }).inputValue()).toBe(
      '/authentication/api/v3/authenticate/merchant',
    );
    await screenshots(page, 'bank-connection-test-empty');
    await saveServiceAddress(page, { baseUrl: bank.url, connectSeconds: '3', requestSeconds: '5' });
    expect(await textOf(page.getByTestId('service-address-outcome'))).toBe(
      'The address of the bank’s test service is saved.',
    );
    expect(app().harness.services.settings.review().settings).toMatchObject({
      endpoints: { test: { baseUrl: bank.url } },
      network: { connectTimeoutMs: 3_000, requestTimeoutMs: 5_000 },
    });
  });

  test('the credentials go to the keychain, and the screen only says they are set', async () => {
    const { page } = app();
    await saveCredentials(page, BANK_CREDENTIALS);
    expect(await textOf(page.getByTestId('credentials-outcome'))).toBe(
      'The credentials of the bank’s test service are saved (typed in).',
    );
    expect(await textOf(page.getByTestId('credentials-status'))).toMatch(
      /^Set on 2026-11-24 \d\d:\d\d EAT by Amina Mohamed \(admin\.amina\), typed in\. They are never shown again\.$/,
    );
    for (const label of ['API key', 'Merchant code', 'Consumer secret']) {
      expect(await page.getByLabel(label).inputValue()).toBe('');
    }
    expect(await app().secretStore('test').credentials()).toEqual({
      ...BANK_CREDENTIALS,
      origin: new URL(bank.url).origin,
    });
  });

  test('the admin generates the key; the bank registers the PEM read from the screen', async () => {
    const { page } = app();
    await page.getByTestId('generate-key').click();
    await page.getByTestId('key-created').waitFor();
    const key = await keyOnScreen(page, 'current');
    expect(key.pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    expect(key.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    await screenshots(page, 'bank-connection-test-key');

    const answer = await registerWithBank(bank, key.pem);
    expect(answer.status).toBe(201);
    // The bank's own fingerprint of what it loaded is the one on the screen.
    expect(answer.fingerprint).toBe(key.fingerprintHex);
    registered.fingerprint = key.fingerprintHex;
  });

  test('the public key is saved as a .pem file where the admin chose', async () => {
    const { page, harness } = app();
    const path = join(filesDir, 'for-the-bank.pem');
    harness.desktop.dialogs.answer('saveFile', path);
    await page.getByTestId('save-public-key-current').click();
    await eventually(() => textOf(page.getByTestId('key-document-outcome-current'))).toBe(
      'The public key is saved as for-the-bank.pem.',
    );
    expect(readFileSync(path, 'utf8')).toBe((await keyOnScreen(page, 'current')).pem);
  });

  test('the registration sheet prints and saves as a one-page PDF for the bank', async () => {
    const { page, harness } = app();
    const path = join(filesDir, 'sheet.pdf');
    harness.desktop.dialogs.answer('saveFile', path);
    await page.getByTestId('save-key-sheet-current').click();
    await eventually(() => textOf(page.getByTestId('key-document-outcome-current'))).toBe(
      'The registration sheet is saved as sheet.pdf.',
    );
    await page.getByTestId('print-key-sheet-current').click();
    await eventually(() => textOf(page.getByTestId('key-document-outcome-current'))).toBe(
      'The registration sheet went to the printer.',
    );
    const printed = harness.desktop.printer.printed();
    expect(printed.map((p) => p.title)).toEqual(['Signing key registration – Test service']);

    for (const pdf of [path, printed[0]!.path]) {
      const text = pdfText(pdf);
      const flat = text.replace(/\s+/g, '');
      expect(text).toContain('Signing key registration');
      expect(text).toContain('Test service');
      expect(text).toMatch(/Prepared by \(admin\)\s+Amina Mohamed \(admin\.amina\)/);
      expect(flat).toContain(formatFingerprint(registered.fingerprint));
      // The merchant code is a credential: only its last four characters are on paper.
      expect(flat).toContain('•••••••••••7731');
      expect(text).not.toContain(BANK_CREDENTIALS.merchantCode);
      for (const line of (await keyOnScreen(page, 'current')).pem.trim().split('\n')) {
        expect(flat).toContain(line.replace(/\s+/g, ''));
      }
    }
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the connection check passes, and says the first transfer proves the key', async () => {
    const { page } = app();
    await page.getByRole('button', { name: 'Check connection' }).click();
    await eventually(() => textOf(page.getByTestId('check-result'))).toMatch(
      /^The connection works · checked 2026-11-24 \d\d:\d\d EAT by Amina Mohamed \(admin\.amina\)/,
    );
    expect(await textOf(page.getByTestId('check-message'))).toMatch(
      new RegExp(
        `^Connected to ${new URL(bank.url).host.replace('.', '\\.')}: the service accepted the credentials, issued a token and listed \\d+ payment purposes\\.$`,
      ),
    );
    expect(await textOf(page.getByTestId('key-registration-note'))).toBe(
      'The check cannot prove that the bank registered the signing key: the service has no call that checks a signature without sending money. The first transfer proves it.',
    );
    expect(await textOf(page.getByTestId('bank-ready'))).toBe(
      'The bank’s test service is set up: switch to it below.',
    );
    await screenshots(page, 'bank-connection-test-checked');
  });

  test('the switch to test takes effect at the next start, which the admin asks for', async () => {
    const { page, harness } = app();
    // The workstation and the test environment's branch lists are the Settings page's business
    // (tested there): set them here as an admin would have, with the test service's accounts.
    expect(
      harness.services.settings.update('workstation', kenyanBranch(42), ADMIN.operatorId).ok,
    ).toBe(true);
    for (const list of BRANCH_LIST_NAMES) {
      const entries = sandboxBranchLists()[list];
      const update = { environment: 'test', list, entries } as BranchListUpdate;
      expect(harness.services.branchLists.save(update, ADMIN.operatorId).ok).toBe(true);
    }
    // Live asks for the word LIVE first.
    await page.getByTestId('environment').selectOption('live');
    await page.getByLabel('Type LIVE to confirm', { exact: true }).waitFor();
    await screenshots(page, 'bank-connection-switch-live', page.getByTestId('switch-environment'));
    await page.getByTestId('environment').selectOption('test');
    expect(await page.getByLabel('Type LIVE to confirm', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Switch environment' }).click();
    await eventually(() => textOf(page.getByTestId('switch-outcome'))).toBe(
      'Remit Desk uses the bank’s test service from its next start. Until then it stays on the built-in sandbox bank.',
    );
    expect(await textOf(page.getByTestId('environment-banner-next'))).toBe(
      'From the next start: Test environment',
    );
    expect(harness.services.environment).toBe('sandbox');
    await screenshots(page, 'bank-connection-switched', page.getByTestId('restart-now'));

    await page.getByTestId('restart-now').click();
    // As after app.relaunch(): the services start again on the test environment, the page reloads.
    await eventually(() => harness.restarts).toBe(1);
    await harness.restarted();
    expect(harness.services.environment).toBe('test');
    await eventually(() => routeOf(page)).toBe('/sign-in');
    await eventually(() =>
      page.getByTestId('environment-banner').getAttribute('data-environment'),
    ).toBe('test');
    expect(await page.title()).toBe('TEST · Sign in – Remit Desk');
  });

  test('a clerk’s RTGS and IMT transfers reach the test service, signed with the registered key', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    const { rtgs, imt } = await sendRtgsAndImtToTestService(page);

    const ledger = bank.transactions();
    expect(ledger.map((t) => t.reference).sort()).toEqual([rtgs, imt].sort());
    expect(ledger.map((t) => t.signatureKey)).toEqual([
      registered.fingerprint,
      registered.fingerprint,
    ]);
    expect(
      app()
        .transfers()
        .map((t) => t.reference),
    ).toEqual([rtgs, imt]);
    await signOut(page);
  });
});
