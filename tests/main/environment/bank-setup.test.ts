import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { textIn, wordRef } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';
import type { Session } from '@shared/domain/operators';
import type { BankSetupView } from '@shared/domain/bank-setup';
import { BANK_SETUP_ACTIONS } from '../../../electron/main/environment/bank-setup';
import { setupRecordKey } from '../../../electron/main/environment/setup-records';
import { generateSigningKeyPair } from '../../../electron/main/keys/key-pair';
import type { SecretStore } from '../../../electron/main/keys/secret-store';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import type { Services } from '../../../electron/main/services';
import { SERVICE_PATHS } from '@shared/api/paths';
import { silentLogger } from '../../../electron/main/logging/logger';
import {
  createHarnessDesktop,
  type HarnessDesktop,
} from '../../../scripts/harness/harness-desktop';
import {
  CLERK,
  confirmedRepeat,
  createTeardown,
  rtgsDraft,
  startBank,
  startEngine,
  tempDir,
  testClock,
} from '../engine/engine-fixture';
import { keychainStores } from '../keys/keychain-fixture';
import { encryptedPkcs8, openssl, writeTemp } from '../keys/openssl';

/*
 * The admin's bank connection through the composition root, on real parts: a journal file, the
 * test keyring, the embedded sandbox bank (the environment in use) and a second sandbox standing
 * in for the bank's test service, over HTTP on 127.0.0.1. The file dialogs answer what each test
 * programs, as in the browser harness.
 */

const ADMIN: Session = { operatorId: 'admin.amina', role: 'admin' };
const BANK_CREDENTIALS = {
  apiKey: 'test-api-key-91c2e7',
  merchantCode: 'MERCHANT-TEST-4471',
  consumerSecret: 'test-consumer-secret-0d5a',
};

const teardown = createTeardown();
afterEach(() => teardown.run());

interface Station {
  services: Services;
  desktop: HarnessDesktop;
  dataDir: string;
  relaunches: () => number;
  store(environment: EnvironmentName): SecretStore;
  bank: Sandbox;
}

async function station(): Promise<Station> {
  const clock = testClock();
  const dataDir = tempDir('remit-desk-bank-setup-');
  const stores = keychainStores();
  teardown.add(() => stores.cleanUp());
  const byEnvironment = new Map<EnvironmentName, SecretStore>();
  const store = (environment: EnvironmentName) => {
    let found = byEnvironment.get(environment);
    if (!found) byEnvironment.set(environment, (found = stores.store(environment)));
    return found;
  };
  let relaunches = 0;
  const desktop = createHarnessDesktop({
    downloadsDir: join(dataDir, 'downloads'),
    printsDir: join(dataDir, 'prints'),
    chromiumPath: '/usr/bin/chromium',
    relaunch: () => void (relaunches += 1),
    log: silentLogger,
  });
  teardown.add(() => desktop.printer.close());
  const services = await startEngine({
    dataDir,
    secretStore: store,
    journalKeychain: stores.journalKeychain(dataDir),
    now: clock.read,
    desktop,
    sandbox: { rtgsWindow: 'open' },
  });
  teardown.add(() => services.close());
  const bank = await startBank({ clock, credentials: BANK_CREDENTIALS });
  teardown.add(() => bank.close());
  return { services, desktop, dataDir, relaunches: () => relaunches, store, bank };
}

function value<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

async function enterTestAddress(s: Station, baseUrl = s.bank.url): Promise<BankSetupView> {
  return enterAddress(s, 'test', baseUrl);
}

async function enterAddress(
  s: Station,
  environment: 'test' | 'live',
  baseUrl = s.bank.url,
): Promise<BankSetupView> {
  return value(
    await s.services.bankSetup.saveServiceAddress(
      {
        environment,
        baseUrl,
        tokenPath: SERVICE_PATHS.token,
        connectTimeoutMs: 2_000,
        requestTimeoutMs: 5_000,
      },
      ADMIN,
      noSecondAdmin,
    ),
  );
}

/** A first address never needs a second admin (D71): one asked for fails the test. */
const noSecondAdmin = () => Promise.reject(new Error('No second admin is asked for here.'));

function auditActions(s: Station): string[] {
  return s.services.journal.audit.entries().map((e) => e.action);
}

/** The journal file's bytes hold none of these (credentials, private key lines). */
function expectNotInJournal(s: Station, secrets: string[]) {
  const bytes = readFileSync(s.services.journal.path).toString('latin1');
  for (const secret of secrets)
    expect(bytes.includes(secret), 'a secret in the journal').toBe(false);
}

function privateKeyLines(pem: string): string[] {
  return pem.split('\n').filter((line) => line.length > 40 && !line.startsWith('-----'));
}

describe('setting up the test environment while the app runs on the sandbox', () => {
  it('address, typed credentials, a generated key, a passing check, then the switch', async () => {
    const s = await station();
    const setup = s.services.bankSetup;

    let view = await enterTestAddress(s);
    expect(view).toMatchObject({
      environment: 'test',
      running: 'sandbox',
      selected: 'sandbox',
      endpoint: { baseUrl: s.bank.url, tokenPath: SERVICE_PATHS.token },
      network: { connectTimeoutMs: 2_000, requestTimeoutMs: 5_000 },
      credentials: { state: 'missing' },
      keyState: 'missing',
      registration: 'by-the-bank',
    });
    expect(view.missing).toHaveLength(2);

    const credentials = value(
      await setup.saveCredentials({ environment: 'test', ...BANK_CREDENTIALS }, ADMIN),
    );
    expect(credentials).toMatchObject({ state: 'set', setBy: ADMIN.operatorId, source: 'typed' });
    expect(await s.store('test').credentials()).toEqual({
      ...BANK_CREDENTIALS,
      origin: new URL(s.bank.url).origin,
    });
    expect(await s.store('live').credentials()).toBeNull();

    const created = value(await setup.generateKey('test', 3072, ADMIN));
    expect(created).toMatchObject({ slot: 'current', registered: false, key: { bits: 3072 } });
    const stored = await s.store('test').privateKeyPem();
    expect(stored).not.toBeNull();
    expect(created.key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);

    view = value(await setup.view('test'));
    expect(view.missing).toEqual([
      'Check the connection, or acknowledge that you finish without a passing check.',
    ]);
    const early = await setup.switchEnvironment('test', ADMIN);
    expect(early).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expect(s.services.settings.review().settings.environment).toBe('sandbox');

    // The bank registers the key from the public half the screen shows.
    expect(s.bank.registerPublicKey(view.key!.publicKeyPem).ok).toBe(true);
    const check = value(await setup.check('test', ADMIN));
    expect(check).toMatchObject({
      passed: true,
      failure: null,
      by: ADMIN.operatorId,
      current: true,
    });
    expect(check.purposeCount).toBeGreaterThan(0);

    view = value(await setup.view('test'));
    expect(view.missing).toEqual([]);
    expect(view.check).toMatchObject({ passed: true, current: true });
    // Kept with its message, read back from the journal, for the admin's language (D65).
    expect(view.check!.text).toEqual(check.text);
    expect(wordRef(view.check!.text!, 'fr')).toMatch(/^Connecté à /);

    const switched = value(await setup.switchEnvironment('test', ADMIN));
    expect(switched).toEqual({ selected: 'test', running: 'sandbox', restartNeeded: true });
    expect(s.services.settings.review().settings.environment).toBe('test');
    // The running services stay on the sandbox until the next start (D14).
    expect(s.services.environment).toBe('sandbox');

    expect(auditActions(s)).toEqual(
      expect.arrayContaining([
        'settings.updated',
        BANK_SETUP_ACTIONS.credentialsSaved,
        BANK_SETUP_ACTIONS.keyCreated,
        BANK_SETUP_ACTIONS.connectionChecked,
      ]),
    );
    const keyRow = s.services.journal.audit
      .entries()
      .find((e) => e.action === BANK_SETUP_ACTIONS.keyCreated)!;
    expect(keyRow).toMatchObject({
      operatorId: ADMIN.operatorId,
      details: { environment: 'test', origin: 'generated', slot: 'current', bits: 3072 },
    });
    expectNotInJournal(s, [...Object.values(BANK_CREDENTIALS), ...privateKeyLines(stored!)]);
  });

  it('a check from before the credentials changed no longer counts', async () => {
    const s = await station();
    const setup = s.services.bankSetup;
    await enterTestAddress(s);
    value(await setup.saveCredentials({ environment: 'test', ...BANK_CREDENTIALS }, ADMIN));
    const key = value(await setup.generateKey('test', 2048, ADMIN)).key;
    s.bank.registerPublicKey(key.publicKeyPem);
    expect(value(await setup.check('test', ADMIN)).passed).toBe(true);

    value(await setup.saveCredentials({ environment: 'test', ...BANK_CREDENTIALS }, ADMIN));
    const view = value(await setup.view('test'));
    expect(view.check).toMatchObject({ passed: true, current: false });
    expect(view.missing).toHaveLength(1);
    expect(await setup.switchEnvironment('test', ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'not-ready' },
    });
  });

  it('a failing check can be finished only with an audited acknowledgement', async () => {
    const s = await station();
    const setup = s.services.bankSetup;
    await enterTestAddress(s);
    value(
      await setup.saveCredentials(
        { environment: 'test', ...BANK_CREDENTIALS, consumerSecret: 'not-the-secret' },
        ADMIN,
      ),
    );
    value(await setup.generateKey('test', 2048, ADMIN));
    const check = value(await setup.check('test', ADMIN));
    expect(check).toMatchObject({ passed: false, failure: 'credentials-refused' });
    expect(check.message).not.toContain('not-the-secret');

    const view = value(await setup.acknowledgeUnchecked('test', ADMIN));
    expect(view.acknowledgement).toMatchObject({ by: ADMIN.operatorId, current: true });
    expect(view.missing).toEqual([]);
    const row = s.services.journal.audit
      .entries()
      .find((e) => e.action === BANK_SETUP_ACTIONS.uncheckedAcknowledged);
    expect(row).toMatchObject({
      operatorId: ADMIN.operatorId,
      details: { environment: 'test', lastCheck: 'credentials-refused' },
    });
    expect(value(await setup.switchEnvironment('test', ADMIN)).restartNeeded).toBe(true);
  });

  it('an acknowledgement is refused when the check passed, and none stands for new credentials', async () => {
    const s = await station();
    const setup = s.services.bankSetup;
    await enterTestAddress(s);
    value(await setup.saveCredentials({ environment: 'test', ...BANK_CREDENTIALS }, ADMIN));
    s.bank.registerPublicKey(value(await setup.generateKey('test', 2048, ADMIN)).key.publicKeyPem);
    value(await setup.check('test', ADMIN));
    expect(await setup.acknowledgeUnchecked('test', ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'not-needed' },
    });
  });

  it('switching to live says everything that is missing, and changes nothing', async () => {
    const s = await station();
    const answer = await s.services.bankSetup.switchEnvironment('live', ADMIN);
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'not-ready',
        message:
          'The bank’s live service is not ready, so Remit Desk stays as it is. Enter the Service address. Enter the credentials (API key, merchant code and consumer secret). Generate or import the signing key, and have the bank register it.',
        text: {
          key: 'environment.setup.notReadyToSwitch',
          values: {
            environment: { key: 'environments.wordsFirst.live' },
            missing: [
              { key: 'bankSetup.missing.address' },
              { key: 'bankSetup.missing.credentials' },
              { key: 'bankSetup.missing.key' },
            ],
          },
        },
      },
    });
    // The environment and each thing missing in the admin's language (D93).
    const words = expectWordedAnswer(
      (answer as { error: { message: string } }).error,
      'environment.setup.notReadyToSwitch',
    );
    expect(words.fr).toMatch(/^Le service de production de la banque /);
    expect(words.fr).not.toMatch(/Enter|live service/);
    expect(s.services.settings.review().settings.environment).toBe('sandbox');
    // Back to the sandbox needs nothing.
    expect(value(await s.services.bankSetup.switchEnvironment('sandbox', ADMIN))).toEqual({
      selected: 'sandbox',
      running: 'sandbox',
      restartNeeded: false,
    });
  });

  it('restarting asks the desktop to relaunch, and is audited', async () => {
    const s = await station();
    expect(s.services.bankSetup.restart(ADMIN)).toEqual({ ok: true, value: null });
    expect(s.relaunches()).toBe(1);
    expect(auditActions(s)).toContain(BANK_SETUP_ACTIONS.restartRequested);
  });
});

describe('credentials from a file chosen in main', () => {
  it('reads NAME=value lines into the keychain, and says set, from a file', async () => {
    const s = await station();
    const path = join(s.dataDir, 'bank-letter.env');
    writeFileSync(
      path,
      `API_KEY=${BANK_CREDENTIALS.apiKey}\nMERCHANT_CODE=${BANK_CREDENTIALS.merchantCode}\nCONSUMER_SECRET=${BANK_CREDENTIALS.consumerSecret}\n`,
    );
    await enterAddress(s, 'live');
    s.desktop.dialogs.answer('openFile', path);
    const view = value(await s.services.bankSetup.readCredentialsFile('live', ADMIN));
    expect(view).toMatchObject({ state: 'set', source: 'file', setBy: ADMIN.operatorId });
    expect(await s.store('live').credentials()).toEqual({
      ...BANK_CREDENTIALS,
      origin: new URL(s.bank.url).origin,
    });
    expect(s.desktop.dialogs.requests().at(-1)).toMatchObject({
      kind: 'openFile',
      request: { title: 'Choose the credentials file of the bank’s live service' },
    });
    // In the admin's language, the kinds of file too (D88).
    s.desktop.dialogs.answer('openFile', null);
    await s.services.bankSetup.readCredentialsFile('live', ADMIN, 'fr');
    const asked = s.desktop.dialogs.requests().at(-1) as {
      request: { title: string; filters: { name: string }[] };
    };
    expect(asked.request.title).toBe(
      textIn('fr', 'environment.credentialsFile.chooseTitle', {
        environment: { key: 'environments.words.live' },
      }),
    );
    expect(asked.request.filters[0]!.name).toBe(textIn('fr', 'desktop.fileKind.credentials'));
    expectNotInJournal(s, Object.values(BANK_CREDENTIALS));
  });

  it('refuses a file with a hidden character, naming the field and not the value', async () => {
    const s = await station();
    const path = join(s.dataDir, 'creds.json');
    writeFileSync(
      path,
      JSON.stringify({ ...BANK_CREDENTIALS, consumerSecret: 'tab\tinside-secret' }),
    );
    await enterTestAddress(s);
    s.desktop.dialogs.answer('openFile', path);
    const answer = await s.services.bankSetup.readCredentialsFile('test', ADMIN);
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad-file' } });
    if (answer.ok) return;
    expect(answer.error.message).toBe(
      'creds.json: Consumer secret holds a line break or another hidden character. Paste it again without them. Correct the file and choose it again; nothing was saved.',
    );
    expect(await s.store('test').credentials()).toBeNull();
  });

  it('is not read for an environment with no address, before any dialog (D71)', async () => {
    const s = await station();
    const answer = await s.services.bankSetup.readCredentialsFile('test', ADMIN);
    expect(answer).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expect(s.desktop.dialogs.requests()).toEqual([]);
    expect(await s.store('test').credentials()).toBeNull();
  });

  it('a cancelled dialog saves nothing and says so', async () => {
    const s = await station();
    await enterTestAddress(s);
    s.desktop.dialogs.answer('openFile', null);
    expect(await s.services.bankSetup.readCredentialsFile('test', ADMIN)).toEqual({
      ok: false,
      error: {
        code: 'canceled',
        message: 'No file was chosen, so nothing was saved.',
        text: { key: 'environment.credentialsFile.noFileChosen' },
      },
    });
    expect(auditActions(s)).not.toContain(BANK_SETUP_ACTIONS.credentialsSaved);
  });
});

describe('importing a key from a file chosen in main', () => {
  it('asks for the passphrase, keeps the file for it, refuses a wrong one, takes the right one', async () => {
    const s = await station();
    const setup = s.services.bankSetup;
    const plain = generateSigningKeyPair(2048);
    const protectedPem = encryptedPkcs8(plain.privateKeyPem, 'correct horse');
    s.desktop.dialogs.answer('openFile', writeTemp(s.dataDir, 'protected.pem', protectedPem));

    expect(await setup.importKey('test', '', 'choose', ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'passphrase-needed' },
    });
    expect(await setup.importKey('test', 'wrong horse', 'same', ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'wrong-passphrase' },
    });
    const imported = value(await setup.importKey('test', 'correct horse', 'same', ADMIN));
    expect(imported).toMatchObject({ slot: 'current', key: { fingerprint: plain.fingerprint } });
    expect(await s.store('test').privateKeyPem()).toBe(plain.privateKeyPem);
    // The file was asked for once; once imported it is no longer held.
    expect(s.desktop.dialogs.requests().filter((r) => r.kind === 'openFile')).toHaveLength(1);
    expect(await setup.importKey('test', 'correct horse', 'same', ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'no-file' },
    });
    const view = value(await setup.view('test'));
    expect(view.key).toMatchObject({ origin: 'imported', createdBy: ADMIN.operatorId });
  });

  it('refuses a key that is not RSA with the message a person reads, and keeps nothing', async () => {
    const s = await station();
    const ec = openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256']);
    s.desktop.dialogs.answer('openFile', writeTemp(s.dataDir, 'ec.pem', ec));
    const answer = await s.services.bankSetup.importKey('test', '', 'choose', ADMIN);
    expect(answer).toMatchObject({ ok: false, error: { code: 'bad-key' } });
    if (!answer.ok)
      expect(answer.error.message).toMatch(/^This is an EC key\. The service needs an RSA key/);
    expect(await s.store('test').privateKeyPem()).toBeNull();
    expect(await s.services.bankSetup.importKey('test', '', 'same', ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'no-file' },
    });
  });
});

describe('key rotation on the running sandbox', () => {
  it('the current key signs until the confirmation, the new one after, and the sandbox takes both', async () => {
    const s = await station();
    const setup = s.services.bankSetup;
    const sandbox = s.services.sandbox!;
    value(await s.services.purposes.list());
    const before = value(await setup.view('sandbox'));
    const oldFingerprint = before.key!.fingerprint;

    const rotation = value(await setup.generateKey('sandbox', 2048, ADMIN));
    expect(rotation).toMatchObject({ slot: 'pending', registered: true });
    const newFingerprint = rotation.key.fingerprint;
    expect(value(await setup.view('sandbox')).pendingKey?.fingerprint).toBe(newFingerprint);

    const first = value(await s.services.transfers.send(rtgsDraft(), CLERK));
    expect(first.state).toBe('succeeded');
    expect(sandbox.transaction(first.reference)?.signatureKey).toBe(oldFingerprint);

    expect(await setup.confirmRotation('sandbox', oldFingerprint, ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'no-pending-key' },
    });
    const after = value(await setup.confirmRotation('sandbox', newFingerprint, ADMIN));
    expect(after.key?.fingerprint).toBe(newFingerprint);
    expect(after.pendingKey).toBeNull();
    expect(await s.store('sandbox').pendingPrivateKeyPem()).toBeNull();

    // The same customer's transfer again: a second transfer the clerk confirms (D46).
    const again = confirmedRepeat(s.services, rtgsDraft());
    const second = value(await s.services.transfers.send(again, CLERK));
    expect(second.state).toBe('succeeded');
    expect(sandbox.transaction(second.reference)?.signatureKey).toBe(newFingerprint);

    const rows = s.services.journal.audit.entries();
    expect(rows.find((e) => e.action === BANK_SETUP_ACTIONS.keyCreated)?.details).toMatchObject({
      environment: 'sandbox',
      slot: 'pending',
      fingerprint: newFingerprint,
    });
    expect(rows.find((e) => e.action === BANK_SETUP_ACTIONS.rotationConfirmed)?.details).toEqual({
      environment: 'sandbox',
      fingerprint: newFingerprint,
      previousFingerprint: oldFingerprint,
    });
  });

  it('a discarded pending key is deleted and unregistered, and the current key stays', async () => {
    const s = await station();
    const setup = s.services.bankSetup;
    const current = value(await setup.view('sandbox')).key!.fingerprint;
    const pending = value(await setup.generateKey('sandbox', 2048, ADMIN)).key.fingerprint;
    const view = value(await setup.discardPendingKey('sandbox', pending, ADMIN));
    expect(view.pendingKey).toBeNull();
    expect(view.key?.fingerprint).toBe(current);
    expect(s.services.sandbox!.publicKeys().map((k) => k.fingerprint)).toEqual([current]);
    expect(auditActions(s)).toContain(BANK_SETUP_ACTIONS.rotationDiscarded);
  });

  it('a pending entry the journal never recorded is not offered', async () => {
    const s = await station();
    await s.store('test').savePrivateKey(generateSigningKeyPair(2048).privateKeyPem);
    await s.store('test').savePendingPrivateKey(generateSigningKeyPair(2048).privateKeyPem);
    expect(value(await s.services.bankSetup.view('test')).pendingKey).toBeNull();
    expect(s.services.journal.settings.getRaw(setupRecordKey('test'))).toBeUndefined();
  });
});

describe('the public key for the bank', () => {
  it('is written where the admin chose, and the save is audited', async () => {
    const s = await station();
    const view = value(await s.services.bankSetup.view('sandbox'));
    const path = join(s.dataDir, 'for-the-bank.pem');
    s.desktop.dialogs.answer('saveFile', path);
    expect(value(await s.services.bankSetup.savePublicKey('sandbox', 'current', ADMIN))).toEqual({
      fileName: 'for-the-bank.pem',
    });
    expect(readFileSync(path, 'utf8')).toBe(view.key!.publicKeyPem);
    expect(s.desktop.dialogs.requests().at(-1)?.request).toMatchObject({
      defaultName: `remit-desk-sandbox-public-key-${view.key!.fingerprint.slice(0, 8)}.pem`,
    });
    expect(s.services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: ADMIN.operatorId,
      action: BANK_SETUP_ACTIONS.publicKeySaved,
      details: { key: 'current', fingerprint: view.key!.fingerprint, file: path },
    });
  });

  it('the registration sheet saved as PDF is audited with the file it went to', async () => {
    const s = await station();
    const view = value(await s.services.bankSetup.view('sandbox'));
    const path = join(s.dataDir, 'key-sheet.pdf');
    s.desktop.dialogs.answer('saveFile', path);
    expect(
      value(await s.services.bankSetup.printKeySheet('sandbox', 'current', 'pdf', ADMIN)),
    ).toEqual({ fileName: 'key-sheet.pdf' });
    expect(s.services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: ADMIN.operatorId,
      action: BANK_SETUP_ACTIONS.keySheetSaved,
      details: { key: 'current', fingerprint: view.key!.fingerprint, file: path },
    });
  });

  it('a cancelled save writes nothing and audits nothing', async () => {
    const s = await station();
    s.desktop.dialogs.answer('saveFile', null);
    expect(await s.services.bankSetup.savePublicKey('sandbox', 'current', ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'canceled' },
    });
    expect(await s.services.bankSetup.savePublicKey('test', 'current', ADMIN)).toMatchObject({
      ok: false,
      error: { code: 'no-key' },
    });
    expect(auditActions(s)).not.toContain(BANK_SETUP_ACTIONS.publicKeySaved);
  });
});
