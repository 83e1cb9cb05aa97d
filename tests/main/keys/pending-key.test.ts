import { describe, expect, it } from 'vitest';
import { generateSigningKeyPair } from '../../../electron/main/keys/key-pair';
import {
  KEYCHAIN_ACCOUNTS,
  type KeychainBackend,
} from '../../../electron/main/keys/keychain-secret-store';
import { keytarBackend } from '../../../electron/main/keys/keytar-secret-store';
import { SecretStoreError } from '../../../electron/main/keys/secret-store';
import { storedEntries } from './keychain-fixture';
import { storesPerTest } from './stores-per-test';

// Key rotation's keychain side, on the real OS keychain (a throwaway gnome-keyring under npm
// test): the new key waits in an entry of its own while the current one goes on signing, and
// putting it in use replaces the current key and removes the waiting entry.

const current = generateSigningKeyPair(2048);
const next = generateSigningKeyPair(4096);

const fixture = storesPerTest();

async function accounts(service: string): Promise<string[]> {
  return (await storedEntries(service)).map((e) => e.account);
}

describe('the pending signing key', () => {
  it('is kept apart from the current key, which it leaves signing', async () => {
    const { store, service } = fixture();
    const secrets = store('test');
    await secrets.savePrivateKey(current.privateKeyPem);
    await secrets.savePendingPrivateKey(next.privateKeyPem);

    expect(await secrets.privateKeyPem()).toBe(current.privateKeyPem);
    expect(await secrets.pendingPrivateKeyPem()).toBe(next.privateKeyPem);
    expect(await secrets.status()).toMatchObject({
      privateKey: 'present',
      pendingPrivateKey: 'present',
    });
    // Named so that nobody takes one for the other: signing-key-pending and its chunks.
    const names = await accounts(service('test'));
    expect(names).toContain(KEYCHAIN_ACCOUNTS.pendingPrivateKey);
    expect(KEYCHAIN_ACCOUNTS.pendingPrivateKey).toBe('signing-key-pending');
    expect(names.filter((n) => n.startsWith('signing-key-pending.'))).toHaveLength(2);
    // The other environments hold nothing of it.
    expect(await store('live').pendingPrivateKeyPem()).toBeNull();
  });

  it('takes over on promotion: the old key is gone, nothing waits any more', async () => {
    const { store, service } = fixture();
    const secrets = store('live');
    await secrets.savePrivateKey(current.privateKeyPem);
    await secrets.savePendingPrivateKey(next.privateKeyPem);

    await secrets.promotePendingKey();

    expect(await secrets.privateKeyPem()).toBe(next.privateKeyPem);
    expect(await secrets.pendingPrivateKeyPem()).toBeNull();
    expect((await secrets.status()).pendingPrivateKey).toBe('missing');
    const names = await accounts(service('live'));
    expect(names.some((n) => n.startsWith('signing-key-pending'))).toBe(false);
    // The old key's value is nowhere in the keychain.
    for (const entry of await storedEntries(service('live'))) {
      expect(current.privateKeyPem).not.toContain(entry.password.slice(40, 120));
    }
  });

  it('refuses a promotion with nothing waiting, and leaves the current key', async () => {
    const { store } = fixture();
    const secrets = store('test');
    await secrets.savePrivateKey(current.privateKeyPem);
    const error = await secrets.promotePendingKey().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SecretStoreError);
    expect((error as SecretStoreError).code).toBe('invalid');
    expect(await secrets.privateKeyPem()).toBe(current.privateKeyPem);
  });

  it('a promotion cut off while writing leaves the current key whole and the new one waiting', async () => {
    let refuse = false;
    const backend: KeychainBackend = {
      ...keytarBackend,
      setPassword: (service, account, password) => {
        // The current key's manifest is the write that makes the new key current.
        if (refuse && account === KEYCHAIN_ACCOUNTS.privateKey) {
          return Promise.reject(new Error('the disk is full'));
        }
        return keytarBackend.setPassword(service, account, password);
      },
    };
    const { store } = fixture(backend);
    const secrets = store('test');
    await secrets.savePrivateKey(current.privateKeyPem);
    await secrets.savePendingPrivateKey(next.privateKeyPem);
    refuse = true;
    await expect(secrets.promotePendingKey()).rejects.toBeInstanceOf(SecretStoreError);
    refuse = false;
    expect(await secrets.privateKeyPem()).toBe(current.privateKeyPem);
    expect(await secrets.pendingPrivateKeyPem()).toBe(next.privateKeyPem);
  });

  it('can be discarded without touching the current key', async () => {
    const { store } = fixture();
    const secrets = store('test');
    await secrets.savePrivateKey(current.privateKeyPem);
    await secrets.savePendingPrivateKey(next.privateKeyPem);
    await secrets.deletePendingPrivateKey();
    expect(await secrets.pendingPrivateKeyPem()).toBeNull();
    expect(await secrets.privateKeyPem()).toBe(current.privateKeyPem);
  });

  it('stores only an unencrypted PKCS#8 RSA key, like the current key', async () => {
    const { store } = fixture();
    await expect(store('test').savePendingPrivateKey(next.publicKeyPem)).rejects.toMatchObject({
      code: 'invalid',
    });
    expect(await store('test').pendingPrivateKeyPem()).toBeNull();
  });
});
