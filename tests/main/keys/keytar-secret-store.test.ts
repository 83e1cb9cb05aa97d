import { parseCredentials } from '../../../electron/main/keys/keychain-values';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateSigningKeyPair } from '../../../electron/main/keys/key-pair';
import { createRequestSigner, verifyText } from '../../../electron/main/keys/request-signer';
import {
  KEYCHAIN_ACCOUNTS,
  createKeychainSecretStore,
  keychainServiceName,
  type KeychainBackend,
} from '../../../electron/main/keys/keychain-secret-store';
import {
  createKeytarSecretStore,
  keytarBackend,
} from '../../../electron/main/keys/keytar-secret-store';
import { sha256Hex } from '../../../electron/main/keys/keychain-records';
import { SecretStoreError, type SecretStore } from '../../../electron/main/keys/secret-store';
import { createTokenProvider } from '../../../electron/main/bank/token-provider';
import type { ServiceCredentials } from '../../../electron/main/keys/service-credentials';
import {
  bindingOf,
  credentialsFingerprint,
  type TokenBinding,
} from '../../../electron/main/keys/token-binding';
import {
  ENTRY_MAX_BYTES,
  keychainStores,
  keytar,
  storedEntries,
  windowsBlobBytes,
} from './keychain-fixture';
import { storesPerTest } from './stores-per-test';

// Everything here runs against the real OS keychain: under `npm test` a throwaway gnome-keyring
// in its own D-Bus session, reached through keytar. Each test uses its own service-name prefix.

const KEY = KEYCHAIN_ACCOUNTS.privateKey;
const CREDS: ServiceCredentials = {
  apiKey: 'api-key-3f9c1a',
  merchantCode: 'MERCHANT-0042',
  consumerSecret: 'consumer-secret-5ee7',
};
/** Where a cached token came from: an address and the fingerprint of CREDS. */
const UAT: TokenBinding = bindingOf('https://uat.bank.example', CREDS);
/** D71: the origin the credentials are entered for. */
const ORIGIN = 'https://uat.bank.example';
const keys = {
  2048: generateSigningKeyPair(2048),
  3072: generateSigningKeyPair(3072),
  4096: generateSigningKeyPair(4096),
};

const fixture = storesPerTest();

async function rejection(promise: Promise<unknown>): Promise<SecretStoreError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SecretStoreError);
  return error as SecretStoreError;
}

async function accounts(service: string): Promise<string[]> {
  return (await storedEntries(service)).map((e) => e.account);
}

/** Every entry under the service fits a Windows Credential Manager blob. */
async function expectWindowsSized(service: string) {
  const entries = await storedEntries(service);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    expect(windowsBlobBytes(entry.password), entry.account).toBeLessThanOrEqual(ENTRY_MAX_BYTES);
  }
}

describe('service names', () => {
  it('give one keychain service per app and environment', () => {
    expect(keychainServiceName('sandbox')).toBe('Remit Desk (sandbox)');
    expect(keychainServiceName('test')).toBe('Remit Desk (test)');
    expect(keychainServiceName('live')).toBe('Remit Desk (live)');
    expect(createKeytarSecretStore({ environment: 'live' }).service).toBe('Remit Desk (live)');
  });
});

describe('credentials', () => {
  it('are null until saved, then read back as saved, and replaced by a new save', async () => {
    const { store } = fixture();
    const secrets = store();
    expect(await secrets.credentials()).toBeNull();
    await secrets.saveCredentials(CREDS, ORIGIN);
    expect(await secrets.credentials()).toEqual({ ...CREDS, origin: ORIGIN });
    const next = { ...CREDS, consumerSecret: 'rotated-secret' };
    await secrets.saveCredentials(next, ORIGIN);
    expect(await store().credentials()).toEqual({ ...next, origin: ORIGIN });
  });

  it('store only the three fields', async () => {
    const { store, service } = fixture();
    await store().saveCredentials(
      {
        ...CREDS,
        extra: 'not for the keychain',
      } as ServiceCredentials,
      ORIGIN,
    );
    expect(await store().credentials()).toEqual({ ...CREDS, origin: ORIGIN });
    const stored = (await storedEntries(service())).map((e) => e.password).join('');
    expect(stored).not.toContain('not for the keychain');
  });

  it('survive values longer than one Windows entry, in any script', async () => {
    const { store, service } = fixture();
    // 800 × '€' is 2,400 UTF-8 bytes per field: 7,200 together, beyond 2,560 however it is cut.
    const long = {
      apiKey: '€'.repeat(800),
      merchantCode: '𝄞'.repeat(600),
      consumerSecret: 'ü'.repeat(1000),
    };
    await store().saveCredentials(long, ORIGIN);
    expect(await store().credentials()).toEqual({ ...long, origin: ORIGIN });
    expect((await accounts(service())).length).toBeGreaterThan(2);
    await expectWindowsSized(service());
  });

  it.each([
    [{ ...CREDS, apiKey: '' }, /The API key is empty/],
    [{ ...CREDS, merchantCode: '   ' }, /The merchant code is empty/],
    [{ ...CREDS, consumerSecret: 'sec\nret-value' }, /The consumer secret contains a line break/],
    [{ ...CREDS, apiKey: 'k'.repeat(1001) }, /The API key is longer than 1000 characters/],
    [{ ...CREDS, apiKey: 42 }, /The API key is empty/],
  ])('refuse %o with a message naming the field, storing nothing', async (input, message) => {
    const { store, service } = fixture();
    const error = await rejection(store().saveCredentials(input as ServiceCredentials, ORIGIN));
    expect(error.code).toBe('invalid');
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('ret-value');
    expect(await storedEntries(service())).toEqual([]);
  });

  it('keep the origin they were entered for, and refuse to be stored for none (D71)', async () => {
    const { store, service } = fixture();
    await store().saveCredentials(CREDS, 'https://uat.bank.example:8443');
    expect(await store().credentials()).toMatchObject({ origin: 'https://uat.bank.example:8443' });
    expect((await store().status()).credentialsOrigin).toBe('https://uat.bank.example:8443');
    for (const origin of ['', 'https://uat.bank.example/api', 'ftp://uat.bank.example', 'uat']) {
      const error = await rejection(store().saveCredentials(CREDS, origin));
      expect(error.code).toBe('invalid');
      expect(error.message).toMatch(/Save the address first/);
    }
    // What was stored is left as it was by a refused save.
    expect(await store().credentials()).toMatchObject({ origin: 'https://uat.bank.example:8443' });
    expect((await storedEntries(service())).length).toBeGreaterThan(0);
  });

  it('stored before they were bound read back with no origin; a bad origin reads as damaged', () => {
    // An earlier version's record held the three fields alone.
    expect(parseCredentials(JSON.stringify(CREDS))).toEqual({ ...CREDS, origin: null });
    expect(parseCredentials(JSON.stringify({ ...CREDS, origin: ORIGIN }))).toEqual({
      ...CREDS,
      origin: ORIGIN,
    });
    for (const origin of [42, '', 'https://uat.bank.example/', 'https://uat.bank.example/api']) {
      expect(parseCredentials(JSON.stringify({ ...CREDS, origin }))).toBeNull();
    }
  });

  it('are deleted with every entry they used', async () => {
    const { store, service } = fixture();
    await store().saveCredentials({ ...CREDS, consumerSecret: 'ü'.repeat(1000) }, ORIGIN);
    await store().savePrivateKey(keys[2048].privateKeyPem);
    await store().deleteCredentials();
    expect(await store().credentials()).toBeNull();
    expect((await accounts(service())).filter((a) => a.startsWith('service-credentials'))).toEqual(
      [],
    );
    expect(await store().privateKeyPem()).toBe(keys[2048].privateKeyPem);
    // Deleting what is not there is not an error.
    await store().deleteCredentials();
  });
});

describe('environments', () => {
  it('are isolated: each reads only its own secrets, under its own service', async () => {
    const { store, service } = fixture();
    const [sandbox, test, live] = [store('sandbox'), store('test'), store('live')];
    await sandbox.saveCredentials(CREDS, ORIGIN);
    await sandbox.savePrivateKey(keys[2048].privateKeyPem);
    await sandbox.raiseHighWater(500);
    await sandbox.tokenCache.save({ accessToken: 'sandbox-token', expiresAt: 1, binding: UAT });
    expect(await test.credentials()).toBeNull();
    expect(await live.privateKeyPem()).toBeNull();
    expect(await live.readHighWater()).toBeNull();
    expect(await test.tokenCache.load()).toBeNull();

    const testCreds = { ...CREDS, apiKey: 'test-api-key' };
    await test.saveCredentials(testCreds, ORIGIN);
    await live.savePrivateKey(keys[3072].privateKeyPem);
    expect(await sandbox.credentials()).toEqual({ ...CREDS, origin: ORIGIN });
    expect(await test.credentials()).toEqual({ ...testCreds, origin: ORIGIN });
    expect(await live.privateKeyPem()).toBe(keys[3072].privateKeyPem);
    expect(await sandbox.privateKeyPem()).toBe(keys[2048].privateKeyPem);

    await live.deletePrivateKey();
    expect(await sandbox.privateKeyPem()).toBe(keys[2048].privateKeyPem);
    expect(await accounts(service('test'))).toContain('service-credentials');
    expect(await accounts(service('live'))).not.toContain('service-credentials');
  });
});

describe('private key', () => {
  it.each([2048, 3072, 4096] as const)(
    'a %i-bit PKCS#8 key round-trips, signs, and every entry fits Windows',
    async (bits) => {
      const { store, service } = fixture();
      const pair = keys[bits];
      await store().savePrivateKey(pair.privateKeyPem);
      const pem = await store().privateKeyPem();
      expect(pem).toBe(pair.privateKeyPem);
      const signature = createRequestSigner(pem!).sign('1000.00KES6921946257990011547896523');
      expect(verifyText(pair.publicKeyPem, '1000.00KES6921946257990011547896523', signature)).toBe(
        true,
      );
      await expectWindowsSized(service());
    },
  );

  it('a 4096-bit key is larger than one Windows entry, so it is chunked', async () => {
    const { store, service } = fixture();
    expect(windowsBlobBytes(keys[4096].privateKeyPem)).toBeGreaterThan(ENTRY_MAX_BYTES);
    await store().savePrivateKey(keys[4096].privateKeyPem);
    expect(await accounts(service())).toEqual([KEY, `${KEY}.a0`, `${KEY}.a1`]);
    const manifest = JSON.parse((await keytar.getPassword(service(), KEY)) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ v: 1, gen: 'a', chunks: 2 });
    // The manifest holds no key material.
    expect(JSON.stringify(manifest)).not.toMatch(/PRIVATE KEY|MII/);
  });

  it('replacing a longer key with a shorter one leaves no stale chunks', async () => {
    const { store, service } = fixture();
    await store().savePrivateKey(keys[4096].privateKeyPem);
    await store().savePrivateKey(keys[2048].privateKeyPem);
    expect(await accounts(service())).toEqual([KEY, `${KEY}.b0`]);
    expect(await store().privateKeyPem()).toBe(keys[2048].privateKeyPem);
    await store().savePrivateKey(keys[3072].privateKeyPem);
    expect(await accounts(service())).toEqual([KEY, `${KEY}.a0`, `${KEY}.a1`]);
    expect(await store().privateKeyPem()).toBe(keys[3072].privateKeyPem);
  });

  it('a save refused before its manifest is written leaves the previous key whole', async () => {
    const refuseManifest: KeychainBackend = {
      ...keytarBackend,
      async setPassword(service, account, password) {
        if (account === KEY) throw new Error('The parameter is incorrect.');
        return keytarBackend.setPassword(service, account, password);
      },
    };
    const { prefix, service } = fixture();
    const store = createKeychainSecretStore({
      environment: 'sandbox',
      backend: keytarBackend,
      servicePrefix: prefix,
    });
    const failing = createKeychainSecretStore({
      environment: 'sandbox',
      backend: refuseManifest,
      servicePrefix: prefix,
    });
    await store.savePrivateKey(keys[3072].privateKeyPem);
    const error = await rejection(failing.savePrivateKey(keys[4096].privateKeyPem));
    expect(error.code).toBe('failed');
    expect(error.message).toContain('save the signing key');
    // The new key's chunks were written under the other generation; the old key is untouched.
    expect(await accounts(service())).toEqual([
      KEY,
      `${KEY}.a0`,
      `${KEY}.a1`,
      `${KEY}.b0`,
      `${KEY}.b1`,
    ]);
    expect(await store.privateKeyPem()).toBe(keys[3072].privateKeyPem);
    // The next successful save removes the leftovers.
    await store.savePrivateKey(keys[2048].privateKeyPem);
    expect(await accounts(service())).toEqual([KEY, `${KEY}.b0`]);
    expect(await store.privateKeyPem()).toBe(keys[2048].privateKeyPem);
  });

  it('refuses anything but an unencrypted PKCS#8 RSA PEM', async () => {
    const { store, service } = fixture();
    const { createPrivateKey, generateKeyPairSync } = await import('node:crypto');
    const pkcs1 = createPrivateKey(keys[2048].privateKeyPem)
      .export({ type: 'pkcs1', format: 'pem' })
      .toString();
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    // A line missing from the middle: still PEM-shaped, no longer a key.
    const truncated = keys[2048].privateKeyPem
      .split('\n')
      .filter((_, i) => i !== 5)
      .join('\n');
    for (const [pem, message] of [
      [pkcs1, /Only an unencrypted PKCS#8/],
      [keys[2048].publicKeyPem, /Only an unencrypted PKCS#8/],
      ['', /Only an unencrypted PKCS#8/],
      [ec, /must be an RSA key/],
      [truncated, /damaged or incomplete/],
    ] as const) {
      const error = await rejection(store().savePrivateKey(pem));
      expect(error.code).toBe('invalid');
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain('MII');
    }
    expect(await storedEntries(service())).toEqual([]);
  });

  it('is deleted with all its chunks', async () => {
    const { store, service } = fixture();
    await store().savePrivateKey(keys[4096].privateKeyPem);
    await store().deletePrivateKey();
    expect(await store().privateKeyPem()).toBeNull();
    expect(await storedEntries(service())).toEqual([]);
  });
});

describe('tamper detection', () => {
  async function storedKey() {
    const stores = fixture();
    await stores.store().savePrivateKey(keys[4096].privateKeyPem);
    return { ...stores, secrets: stores.store(), svc: stores.service() };
  }

  async function expectDamaged(secrets: SecretStore, reason: RegExp) {
    const error = await rejection(secrets.privateKeyPem());
    expect(error.code).toBe('corrupt');
    expect(error.message).toMatch(/^The signing key in the OS keychain is damaged/);
    expect(error.message).toMatch(reason);
    expect(error.message).toMatch(/import the private key again, or generate a new key pair/);
    // Never a half key, not even in the message.
    expect(error.message).not.toMatch(/PRIVATE KEY|MII/);
    for (const line of keys[4096].privateKeyPem.split('\n').filter((l) => l.length > 20)) {
      expect(error.message).not.toContain(line);
    }
    expect((await secrets.status()).privateKey).toBe('damaged');
  }

  it('an altered chunk', async () => {
    const { secrets, svc } = await storedKey();
    const chunk = (await keytar.getPassword(svc, `${KEY}.a1`))!;
    const flipped = chunk.replace(/[A-Za-z]/, (c) => (c === 'A' ? 'B' : 'A'));
    await keytar.setPassword(svc, `${KEY}.a1`, flipped);
    await expectDamaged(secrets, /do not match its checksum/);
  });

  it('a missing chunk', async () => {
    const { secrets, svc } = await storedKey();
    await keytar.deletePassword(svc, `${KEY}.a1`);
    await expectDamaged(secrets, /part 2 of 2 is missing/);
  });

  it('a truncated chunk', async () => {
    const { secrets, svc } = await storedKey();
    const chunk = (await keytar.getPassword(svc, `${KEY}.a0`))!;
    await keytar.setPassword(svc, `${KEY}.a0`, chunk.slice(0, -10));
    await expectDamaged(secrets, /add up to/);
  });

  it('swapped chunks', async () => {
    const { secrets, svc } = await storedKey();
    const [first, second] = [
      (await keytar.getPassword(svc, `${KEY}.a0`))!,
      (await keytar.getPassword(svc, `${KEY}.a1`))!,
    ];
    await keytar.setPassword(svc, `${KEY}.a0`, second);
    await keytar.setPassword(svc, `${KEY}.a1`, first);
    await expectDamaged(secrets, /checksum|add up to/);
  });

  it('an unreadable or altered manifest', async () => {
    const { secrets, svc } = await storedKey();
    const manifest = (await keytar.getPassword(svc, KEY))!;
    await keytar.setPassword(svc, KEY, manifest.replace('"chunks":2', '"chunks":3'));
    await expectDamaged(secrets, /part 3 of 3 is missing/);
    await keytar.setPassword(svc, KEY, 'not a manifest');
    await expectDamaged(secrets, /index entry is unreadable/);
  });

  it('a damaged record can be replaced by saving again', async () => {
    const { secrets, svc } = await storedKey();
    await keytar.setPassword(svc, KEY, 'not a manifest');
    await secrets.savePrivateKey(keys[2048].privateKeyPem);
    expect(await secrets.privateKeyPem()).toBe(keys[2048].privateKeyPem);
    expect(await accounts(svc)).toEqual([KEY, `${KEY}.a0`]);
  });

  it('damaged credentials and token are reported the same way', async () => {
    const { store, service } = fixture();
    await store().saveCredentials(CREDS, ORIGIN);
    await store().tokenCache.save({ accessToken: 'tok', expiresAt: 5, binding: UAT });
    await keytar.deletePassword(service(), 'service-credentials.a0');
    await keytar.deletePassword(service(), 'access-token.a0');
    const creds = await rejection(store().credentials());
    expect(creds.code).toBe('corrupt');
    expect(creds.message).toMatch(/^The service credentials in the OS keychain are damaged/);
    expect(creds.message).toMatch(/enter the API key, merchant code and consumer secret again/);
    expect((await rejection(store().tokenCache.load())).code).toBe('corrupt');
  });
});

describe('token cache', () => {
  const token = {
    accessToken: 'eyJhbGciOi.tok.en',
    expiresAt: Date.UTC(2026, 10, 23, 10, 15),
    binding: UAT,
  };

  it('loads null, then what was saved with where it came from, then null after clear', async () => {
    const { store } = fixture();
    const cache = store().tokenCache;
    expect(await cache.load()).toBeNull();
    await cache.save(token);
    expect(await store().tokenCache.load()).toEqual(token);
    const elsewhere = bindingOf('https://uat2.bank.example', CREDS);
    await cache.save({ accessToken: 'newer', expiresAt: token.expiresAt + 1, binding: elsewhere });
    expect(await cache.load()).toEqual({
      accessToken: 'newer',
      expiresAt: token.expiresAt + 1,
      binding: elsewhere,
    });
    await cache.clear();
    expect(await cache.load()).toBeNull();
  });

  it('keeps the address and a fingerprint of the credentials, never the credentials', async () => {
    const { store, service } = fixture();
    await store().tokenCache.save(token);
    const stored = (await storedEntries(service()))
      .filter((e) => e.account.startsWith(KEYCHAIN_ACCOUNTS.token))
      .map((e) => e.password)
      .join('');
    expect(stored).toContain(UAT.baseUrl);
    expect(stored).toContain(credentialsFingerprint(CREDS));
    for (const secret of Object.values(CREDS)) expect(stored).not.toContain(secret);
    expect(UAT.credentialsFingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a token cached before tokens were bound as bound to nothing', async () => {
    const { store, service } = fixture();
    // The record an older version wrote: the token and its expiry only.
    await store().tokenCache.save(token);
    const legacy = JSON.stringify({ accessToken: 'old-token', expiresAt: token.expiresAt });
    await keytar.setPassword(service(), `${KEYCHAIN_ACCOUNTS.token}.b0`, legacy);
    const manifest = JSON.parse(
      (await keytar.getPassword(service(), KEYCHAIN_ACCOUNTS.token))!,
    ) as Record<string, unknown>;
    await keytar.setPassword(
      service(),
      KEYCHAIN_ACCOUNTS.token,
      JSON.stringify({
        ...manifest,
        gen: 'b',
        chunks: 1,
        bytes: Buffer.byteLength(legacy),
        sha256: sha256Hex(legacy),
      }),
    );
    expect(await store().tokenCache.load()).toEqual({
      accessToken: 'old-token',
      expiresAt: token.expiresAt,
      binding: null,
    });
    expect((await store().status()).token).toBe('present');
  });

  it('is per environment', async () => {
    const { store } = fixture();
    await store('test').tokenCache.save(token);
    expect(await store('live').tokenCache.load()).toBeNull();
    expect(await store('sandbox').tokenCache.load()).toBeNull();
  });

  it('holds a token longer than one Windows entry', async () => {
    const { store, service } = fixture();
    const jwt = { accessToken: 'eyJ' + 'a'.repeat(6000), expiresAt: 1, binding: UAT };
    await store().tokenCache.save(jwt);
    expect(await store().tokenCache.load()).toEqual(jwt);
    await expectWindowsSized(service());
  });

  it('refuses a token that is not one', async () => {
    const { store, service } = fixture();
    for (const bad of [
      { accessToken: '', expiresAt: 1, binding: UAT },
      { accessToken: 'has space', expiresAt: 1, binding: UAT },
      { accessToken: 'ok', expiresAt: Number.NaN, binding: UAT },
      { accessToken: 'ok', expiresAt: 1, binding: { ...UAT, baseUrl: '' } },
      {
        accessToken: 'ok',
        expiresAt: 1,
        binding: { ...UAT, credentialsFingerprint: 'MERCHANT-0042' },
      },
      { accessToken: 'ok', expiresAt: 1 } as unknown as typeof token,
    ]) {
      expect((await rejection(store().tokenCache.save(bad))).code).toBe('invalid');
    }
    expect(await storedEntries(service())).toEqual([]);
  });

  it('lets the token provider reuse a token across runs and forget it on 401', async () => {
    const { store } = fixture();
    let now = Date.UTC(2026, 10, 23, 10, 0);
    let issued = 0;
    const requestToken = async () => ({
      accessToken: `token-${++issued}`,
      expiresAt: now + 15 * 60_000,
      binding: UAT,
    });
    const binding = async () => UAT;
    const firstRun = createTokenProvider({
      requestToken,
      binding,
      cache: store().tokenCache,
      now: () => now,
    });
    expect(await firstRun.getToken()).toBe('token-1');

    now += 5 * 60_000;
    const secondRun = createTokenProvider({
      requestToken,
      binding,
      cache: store().tokenCache,
      now: () => now,
    });
    expect(await secondRun.getToken()).toBe('token-1');
    expect(issued).toBe(1);

    await secondRun.invalidate('token-1');
    expect(await store().tokenCache.load()).toBeNull();
    expect(await secondRun.getToken()).toBe('token-2');
    expect(await store().tokenCache.load()).toMatchObject({ accessToken: 'token-2' });
  });
});

describe('reference high-water mark', () => {
  it('is null at first, rises, and is never lowered', async () => {
    const { store } = fixture();
    const secrets = store();
    expect(await secrets.readHighWater()).toBeNull();
    expect(await secrets.raiseHighWater(100)).toBe(100);
    expect(await secrets.raiseHighWater(50)).toBe(100);
    expect(await secrets.readHighWater()).toBe(100);
    expect(await secrets.raiseHighWater(100)).toBe(100);
    expect(await secrets.raiseHighWater(9_999_999_999)).toBe(9_999_999_999);
    // A new store (a restart, a reinstall) reads the same mark.
    expect(await store().readHighWater()).toBe(9_999_999_999);
  });

  it('ends at the largest of any sequence of raises', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 9_999_999_999 }), { minLength: 1, maxLength: 5 }),
        async (raises) => {
          const stores = keychainStores();
          try {
            const secrets = stores.store();
            let highest = -1;
            for (const value of raises) {
              highest = Math.max(highest, value);
              expect(await secrets.raiseHighWater(value)).toBe(highest);
            }
            expect(await secrets.readHighWater()).toBe(highest);
          } finally {
            await stores.cleanUp();
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('ends at the largest of concurrent raises', async () => {
    const { store } = fixture();
    const secrets = store();
    await Promise.all([7, 3, 12, 9, 1, 11].map((n) => secrets.raiseHighWater(n)));
    expect(await secrets.readHighWater()).toBe(12);
  });

  it('refuses a value that is not a counter', async () => {
    const { store, service } = fixture();
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect((await rejection(store().raiseHighWater(bad))).code).toBe('invalid');
    }
    expect(await storedEntries(service())).toEqual([]);
  });

  it('when damaged, stops references rather than restart them', async () => {
    const { store, service } = fixture();
    await store().raiseHighWater(5000);
    await keytar.setPassword(service(), KEYCHAIN_ACCOUNTS.highWater, '50O0');
    // One at a time: a second promise made up front could reject before anyone listens.
    for (const attempt of [() => store().readHighWater(), () => store().raiseHighWater(6000)]) {
      const error = await rejection(attempt());
      expect(error.code).toBe('corrupt');
      expect(error.message).toMatch(/high-water mark in the OS keychain is damaged.*call support/);
    }
    // Not overwritten: whoever repairs it still sees what was there.
    expect(await keytar.getPassword(service(), KEYCHAIN_ACCOUNTS.highWater)).toBe('50O0');
    expect((await store().status()).highWater).toBe('damaged');
  });
});

describe('status', () => {
  it('says what is stored without a single secret value', async () => {
    const { store, service, prefix } = fixture();
    const secrets = store('test');
    expect(await secrets.status()).toEqual({
      environment: 'test',
      service: keychainServiceName('test', prefix),
      credentials: 'missing',
      credentialsOrigin: null,
      privateKey: 'missing',
      pendingPrivateKey: 'missing',
      token: 'missing',
      highWater: 'missing',
    });
    await secrets.saveCredentials(CREDS, ORIGIN);
    await secrets.savePrivateKey(keys[4096].privateKeyPem);
    await secrets.tokenCache.save({
      accessToken: 'status-token-e4a1',
      expiresAt: 1,
      binding: bindingOf('https://status.bank.example', CREDS),
    });
    await secrets.raiseHighWater(777);
    const status = await secrets.status();
    expect(status).toMatchObject({
      credentials: 'present',
      credentialsOrigin: ORIGIN,
      privateKey: 'present',
      token: 'present',
      highWater: 'present',
    });
    // The service's name holds the run's random prefix, whose digits may spell the high water.
    expect(status.service).toBe(keychainServiceName('test', prefix));
    const text = JSON.stringify({ ...status, service: undefined });
    for (const secret of [...Object.values(CREDS), 'status-token-e4a1', 'MII', '777']) {
      expect(text).not.toContain(secret);
    }
    await secrets.deletePrivateKey();
    expect((await secrets.status()).privateKey).toBe('missing');
    expect(service('test')).toBe(status.service);
  });
});

describe('when the keychain misbehaves', () => {
  it('a lookup that says "nothing stored" is checked by a write, which reports the lock', async () => {
    // What libsecret does on a locked collection (keychain-failures.test.ts shows it for real).
    const lockedKeyring: KeychainBackend = {
      getPassword: async () => null,
      deletePassword: async () => false,
      setPassword: async () => {
        throw new Error('Cannot create an item in a locked collection');
      },
    };
    const secrets = createKeychainSecretStore({ environment: 'live', backend: lockedKeyring });
    for (const attempt of [
      secrets.credentials(),
      secrets.privateKeyPem(),
      secrets.readHighWater(),
      secrets.tokenCache.load(),
      secrets.deletePrivateKey(),
      secrets.status(),
    ]) {
      const error = await rejection(attempt);
      expect(error.code).toBe('locked');
      expect(error.message).toBe('The OS keychain is locked. Unlock it (log in again) and retry.');
    }
  });

  it('a keychain that never answers fails as unavailable after the timeout', async () => {
    const silent: KeychainBackend = {
      getPassword: () => new Promise(() => undefined),
      setPassword: () => new Promise(() => undefined),
      deletePassword: () => new Promise(() => undefined),
    };
    const secrets = createKeychainSecretStore({
      environment: 'test',
      backend: silent,
      timeoutMs: 50,
    });
    const error = await rejection(secrets.credentials());
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/did not answer .* read the service credentials/);
    // The stuck call keeps the queue: the next operation cannot interleave with it.
    expect((await rejection(secrets.raiseHighWater(1))).code).toBe('unavailable');
  });
});
