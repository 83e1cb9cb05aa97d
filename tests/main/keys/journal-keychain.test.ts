import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createKeychainJournalKeychain,
  JOURNAL_KEYCHAIN_ACCOUNTS,
  journalServiceSuffix,
} from '../../../electron/main/keys/journal-keychain';
import { keychainServiceName } from '../../../electron/main/keys/keychain-secret-store';
import type { KeychainBackend } from '../../../electron/main/keys/keychain-session';
import { SecretStoreError } from '../../../electron/main/keys/secret-store';
import { generateWorkstationKey } from '../../../electron/main/head-office/workstation-key';
import { keychainStores, keytar, storedEntries } from './keychain-fixture';

// The journal's entries on the real OS keychain (a throwaway gnome-keyring under `npm test`).
const stores = keychainStores();
afterAll(() => stores.cleanUp());

const MAC = (c: string) => c.repeat(64);

/** A workstation of its own: the entries are named after its (here imaginary) data folder. */
function workstation() {
  const dataDir = `/workstations/${randomUUID()}`;
  return {
    keychain: stores.journalKeychain(dataDir),
    service: stores.journalService(dataDir),
  };
}

describe('the journal’s entries in the keychain', () => {
  it('live under one service for the whole workstation, apart from every environment’s', async () => {
    const { keychain, service } = workstation();
    expect(keychain.service).toBe(service);
    expect(service).toMatch(/\(journal [0-9a-f]{12}\)$/);
    for (const environment of ['sandbox', 'test', 'live'] as const) {
      expect(service).not.toBe(keychainServiceName(environment, stores.prefix));
    }
    expect(createKeychainJournalKeychain({ backend: keytarBackendStub() }).service).toBe(
      'Remit Desk (journal)',
    );
  });

  it('are the workstation’s for its own data folder only: any other folder gets entries of its own', () => {
    const own = '/home/branch/.config/Remit Desk';
    expect(journalServiceSuffix(own, own)).toBe('');
    expect(journalServiceSuffix(`${own}/`, own)).toBe('');
    const scratch = journalServiceSuffix('/tmp/harness-data', own);
    expect(scratch).toMatch(/^ [0-9a-f]{12}$/);
    expect(journalServiceSuffix('/tmp/other-data', own)).not.toBe(scratch);
    // Without an installation folder (the harness, the tests), every folder is a scratch one.
    expect(journalServiceSuffix('/tmp/harness-data')).toBe(scratch);
  });

  it('make a key once and never replace it', async () => {
    const { keychain, service } = workstation();
    expect(await keychain.readKey()).toBeNull();
    const made = await keychain.ensureKey();
    expect(made.created).toBe(true);
    expect(made.key.symmetricKeySize).toBe(32);
    const again = await keychain.ensureKey();
    expect(again.created).toBe(false);
    expect(again.key.export().equals(made.key.export())).toBe(true);
    expect((await keychain.readKey())!.export().equals(made.key.export())).toBe(true);
    expect((await storedEntries(service)).map((e) => e.account)).toEqual([
      JOURNAL_KEYCHAIN_ACCOUNTS.key,
    ]);
  });

  it('never lower the head, and replace it only when told to', async () => {
    const { keychain } = workstation();
    expect(await keychain.readHead()).toBeNull();
    expect(await keychain.raiseHead({ seq: 5, mac: MAC('a') })).toEqual({ seq: 5, mac: MAC('a') });
    // A late write of an older head (a slow mirror) does not undo a newer one.
    expect(await keychain.raiseHead({ seq: 3, mac: MAC('b') })).toEqual({ seq: 5, mac: MAC('a') });
    expect(await keychain.readHead()).toEqual({ seq: 5, mac: MAC('a') });
    await keychain.resetHead({ seq: 1, mac: MAC('c') });
    expect(await keychain.readHead()).toEqual({ seq: 1, mac: MAC('c') });
    await keychain.resetHead(null);
    expect(await keychain.readHead()).toBeNull();
  });

  it('keep the last checked row, and forget it when told to', async () => {
    const { keychain } = workstation();
    await keychain.saveChecked({ seq: 9, mac: MAC('d') });
    expect(await keychain.readChecked()).toEqual({ seq: 9, mac: MAC('d') });
    await keychain.saveChecked(null);
    expect(await keychain.readChecked()).toBeNull();
  });

  it('keep the workstation’s key for head office, read back whole, and only an Ed25519 key', async () => {
    const { keychain, service } = workstation();
    expect(await keychain.readWorkstationKey()).toBeNull();
    const { privateKeyPem } = generateWorkstationKey();
    await keychain.saveWorkstationKey(privateKeyPem);
    expect(await keychain.readWorkstationKey()).toBe(privateKeyPem);
    expect(await keytar.getPassword(service, JOURNAL_KEYCHAIN_ACCOUNTS.workstationKey)).toBe(
      privateKeyPem,
    );
    // An RSA key, or anything else, is not the workstation's identity.
    const others = {
      rsa: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
      ec: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey,
      ed448: generateKeyPairSync('ed448').privateKey,
    };
    for (const [type, key] of Object.entries(others)) {
      const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
      await expect(keychain.saveWorkstationKey(pem), type).rejects.toMatchObject({
        code: 'invalid',
      });
    }
    expect(await keychain.readWorkstationKey()).toBe(privateKeyPem);
    // One edited in the keychain reads as damaged, never as a key or as none.
    await keytar.setPassword(service, JOURNAL_KEYCHAIN_ACCOUNTS.workstationKey, 'not a key');
    await expect(keychain.readWorkstationKey()).rejects.toMatchObject({
      code: 'corrupt',
      message: expect.stringMatching(/damaged.*Call support/) as unknown,
    });
  });

  it('report a damaged entry as damaged, with what to do, never as missing', async () => {
    const { keychain, service } = workstation();
    await keytar.setPassword(service, JOURNAL_KEYCHAIN_ACCOUNTS.key, 'not a key');
    await keytar.setPassword(service, JOURNAL_KEYCHAIN_ACCOUNTS.head, '{"seq":0,"mac":"x"}');
    for (const attempt of [keychain.readKey(), keychain.ensureKey(), keychain.readHead()]) {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SecretStoreError);
      expect((error as SecretStoreError).code).toBe('corrupt');
      expect((error as SecretStoreError).message).toMatch(/damaged.*call support/);
    }
    // The damaged key was not replaced by a new one.
    expect(await keytar.getPassword(service, JOURNAL_KEYCHAIN_ACCOUNTS.key)).toBe('not a key');
  });

  it('report a locked keychain as locked, not as "no key yet"', async () => {
    const lockedKeyring: KeychainBackend = {
      getPassword: async () => null,
      deletePassword: async () => false,
      setPassword: async () => {
        throw new Error('Cannot create an item in a locked collection');
      },
    };
    const keychain = createKeychainJournalKeychain({ backend: lockedKeyring });
    for (const attempt of [keychain.readKey(), keychain.ensureKey(), keychain.readHead()]) {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect((error as SecretStoreError).code).toBe('locked');
    }
  });
});

/** A backend that is never called: only the service name is looked at. */
function keytarBackendStub(): KeychainBackend {
  const never = () => Promise.reject(new Error('not called'));
  return { getPassword: never, setPassword: never, deletePassword: never };
}
