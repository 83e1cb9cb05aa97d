import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { generateSigningKeyPair } from '../../electron/main/keys/key-pair';
import { freePort } from '../main/engine/engine-fixture';
import { encryptedPkcs8, openssl } from '../main/keys/openssl';
import { useE2eApp } from './support/e2e-app';
import { useTuesdayBank } from './support/tuesday-bank';
import { ADMIN } from './support/people';
import {
  checkSays,
  keyOnScreen,
  openBankConnection,
  saveCredentials,
  saveServiceAddress,
  screenshots,
} from './support/bank-setup';
import { eventually, fieldError, textOf } from './support/page';
import { signInAs } from './support/sign-in';

/*
 * Bad input at each step of the bank connection, with the message a person sees: an address
 * nothing answers at, credentials the bank refuses, a token path that is wrong, a key that is not
 * RSA or is damaged, a wrong passphrase, a credentials file that is not one. Nothing of a secret
 * or a file's content comes back on the screen (the file's closing scan checks the page).
 */
const app = useE2eApp();

const BANK_CREDENTIALS = {
  apiKey: 'uat-api-key-0b7e',
  merchantCode: 'UATMERCH0042',
  consumerSecret: 'uat-consumer-secret-93aa',
};

const uat = useTuesdayBank('bad-input', { credentials: BANK_CREDENTIALS });

function file(name: string, content: string | Buffer): string {
  const path = join(uat.dir, name);
  writeFileSync(path, content);
  return path;
}

function checkSaysNow(): Promise<string> {
  return checkSays(app().page, app().harness);
}

describe('bad input while connecting to the bank', () => {
  test('an address that is not https is refused next to the field', async () => {
    const { page, harness } = app();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, ADMIN);
    await openBankConnection(page, 'test');
    await page.getByLabel('Service address', { exact: true }).fill('http://uat.bank.example');
    await page.getByTestId('save-service-address').click();
    await eventually(() => textOf(fieldError(page, 'baseUrl'))).toBe(
      'The service address must use https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1).',
    );
    expect(harness.services.settings.review().settings.endpoints.test).toBeNull();
  });

  test('an address nothing answers at: the check says the connection was refused', async () => {
    const { page } = app();
    const port = await freePort();
    await saveServiceAddress(page, { baseUrl: `http://127.0.0.1:${port}` });
    await saveCredentials(page, BANK_CREDENTIALS);
    expect(await checkSaysNow()).toBe(
      `Nothing answers at 127.0.0.1:${port}: the connection was refused. Check the Service address, especially its port, and that the service is running.`,
    );
    await screenshots(page, 'bank-connection-check-failed');
  });

  test('wrong credentials: the check says the bank refused them, and quotes none', async () => {
    const { page } = app();
    // The credentials of the address before are removed with it (D71), and entered again.
    await saveServiceAddress(page, { baseUrl: uat.bank.url, removeCredentials: true });
    await saveCredentials(page, { ...BANK_CREDENTIALS, consumerSecret: 'not-the-secret-71' });
    const message = await checkSaysNow();
    expect(message).toBe(
      `The service at ${new URL(uat.bank.url).host} refused the credentials (HTTP 401). Check the API key, the merchant code and the consumer secret against the bank’s letter, enter them again, and check again.`,
    );
    expect(await page.locator('body').innerText()).not.toContain('not-the-secret-71');
  });

  test('a wrong token path: the check says nothing answers there', async () => {
    const { page } = app();
    await saveCredentials(page, BANK_CREDENTIALS);
    await saveServiceAddress(page, {
      baseUrl: uat.bank.url,
      tokenPath: '/authentication/api/v3/authenticate/merchants',
    });
    expect(await checkSaysNow()).toMatch(
      /^Nothing answers at the token path \/authentication\/api\/v3\/authenticate\/merchants on 127\.0\.0\.1:\d+ \(HTTP 404\)\./,
    );
  });

  test('a failing check leaves test unready until the admin acknowledges it, audited', async () => {
    const { page, harness } = app();
    await page.getByTestId('generate-key').click();
    await page.getByTestId('key-created').waitFor();
    await eventually(() => textOf(page.getByTestId('bank-missing'))).toBe(
      'Before the bank’s test service can be used: Check the connection, or acknowledge that you finish without a passing check.',
    );
    await page.getByTestId('acknowledge-checkbox').check();
    await page.getByRole('button', { name: 'Finish without a passing check' }).click();
    await eventually(() => textOf(page.getByTestId('bank-ready'))).toBe(
      'The bank’s test service is set up: switch to it below.',
    );
    const row = harness.services.journal.audit
      .entries()
      .find((e) => e.action === 'bank.unchecked-setup-acknowledged');
    expect(row).toMatchObject({ operatorId: ADMIN.operatorId, details: { environment: 'test' } });
  });

  test('a credentials file that is not one is refused without showing what it holds', async () => {
    const { page, harness } = app();
    const before = await app().secretStore('test').credentials();
    harness.desktop.dialogs.answer(
      'openFile',
      file('letter.txt', 'Dear customer,\nyour API key is leaked-value-93\nRegards'),
    );
    await page.getByRole('button', { name: 'Read from a file…' }).click();
    await eventually(() => textOf(page.getByTestId('credentials-outcome'))).toBe(
      'letter.txt: Line 1 of the file is not a NAME=value line. It must hold API_KEY, MERCHANT_CODE and CONSUMER_SECRET as NAME=value lines, or apiKey, merchantCode and consumerSecret in a JSON object. Nothing was saved.',
    );
    expect(await page.locator('body').innerText()).not.toContain('leaked-value-93');
    expect(await app().secretStore('test').credentials()).toEqual(before);
  });

  test.each([
    [
      'an EC key',
      () =>
        openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256']).toString(),
      'This is an EC key. The service needs an RSA key (RSASSA-PKCS1-v1_5 with SHA-256): generate one in the app or import an RSA key.',
    ],
    [
      'a damaged PEM',
      () =>
        generateSigningKeyPair(2048)
          .privateKeyPem.replace(/\n[A-Za-z0-9+/]{20}/, `\n${'A'.repeat(20)}`)
          .replace(/([A-Za-z0-9+/]{64}\n){3}/, ''),
      'The private key in this file is damaged or incomplete. Export it again and import the new file.',
    ],
    [
      'a public key',
      () => generateSigningKeyPair(2048).publicKeyPem,
      'This is a public key. Import the private key PEM file; the app derives the public key from it.',
    ],
  ])('importing %s is refused with a message that says what to do', async (_what, pem, message) => {
    const { page, harness } = app();
    await page.getByTestId('bank-environment-live').click();
    await page.getByTestId('signing-key-panel').waitFor();
    harness.desktop.dialogs.answer('openFile', file('key.pem', pem()));
    await page.getByRole('button', { name: 'Import key' }).click();
    await eventually(() => textOf(page.getByTestId('key-outcome'))).toBe(message);
    expect(await app().secretStore('live').privateKeyPem()).toBeNull();
  });

  test('a wrong passphrase is refused, the right one imports the same file', async () => {
    const { page, harness } = app();
    const pair = generateSigningKeyPair(2048);
    const protectedPem = encryptedPkcs8(pair.privateKeyPem, 'Kisumu river 9');
    harness.desktop.dialogs.answer('openFile', file('protected.pem', protectedPem));
    const importButton = page.getByRole('button', { name: 'Import key' });
    await importButton.click();
    await eventually(() => textOf(page.getByTestId('key-outcome'))).toBe(
      'This key is protected by a passphrase. Type the passphrase, then choose Import key again; the app keeps the key in the OS keychain without it.',
    );
    await eventually(() =>
      page.evaluate(() =>
        (
          globalThis as unknown as {
            document: { activeElement: { getAttribute(n: string): string | null } | null };
          }
        ).document.activeElement?.getAttribute('data-testid'),
      ),
    ).toBe('key-passphrase');
    await page.getByLabel('Passphrase', { exact: true }).fill('kisumu river 9');
    await importButton.click();
    await eventually(() => textOf(page.getByTestId('key-outcome'))).toBe(
      'The passphrase does not open this key. Type it again, minding capital letters; if it is right, the file is damaged: export the key again.',
    );
    await page.getByLabel('Passphrase', { exact: true }).fill('Kisumu river 9');
    await importButton.click();
    await page.getByTestId('key-created').waitFor();
    expect((await keyOnScreen(page, 'current')).fingerprintHex).toBe(pair.fingerprint);
    // One file dialog for the three tries: main held the protected file for its passphrase.
    const opened = harness.desktop.dialogs.requests().filter((r) => r.kind === 'openFile');
    expect(opened.at(-1)?.answer).toBe(join(uat.dir, 'protected.pem'));
    expect(opened.filter((r) => r.answer === join(uat.dir, 'protected.pem'))).toHaveLength(1);
    expect(await app().secretStore('live').privateKeyPem()).toBe(pair.privateKeyPem);
  });
});
