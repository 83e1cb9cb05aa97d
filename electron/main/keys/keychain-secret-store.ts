import { ref } from '@shared/i18n/catalog';
import type { EnvironmentName } from '@shared/domain/environments';
import {
  deleteRecord,
  presenceOf,
  readRecord,
  writeRecord,
  type RecordKind,
} from './keychain-record-io';
import {
  DEFAULT_KEYCHAIN_TIMEOUT_MS,
  KEYCHAIN_PROBE_ACCOUNT,
  keychainQueue,
  type KeychainBackend,
  type Session,
} from './keychain-session';
import {
  checkCredentials,
  checkPrivateKey,
  checkToken,
  invalid,
  isPkcs8Pem,
  parseCredentials,
  parseToken,
} from './keychain-values';
import { encodeIssued, parseIssued, withIssued, type IssuedList } from './issued-references';
import { SecretStoreError, type SecretStore, type SecretStoreStatus } from './secret-store';
import type { StoredCredentials } from './service-credentials';
import type { CachedToken, TokenCache } from './token-cache';

export { DEFAULT_KEYCHAIN_TIMEOUT_MS, type KeychainBackend } from './keychain-session';

export interface KeychainSecretStoreOptions {
  environment: EnvironmentName;
  backend: KeychainBackend;
  /** Tests pass a unique prefix so they never touch an installation's real entries. */
  servicePrefix?: string;
  /**
   * How long one operation may wait for the keychain. Generous, because on a desktop the OS may be
   * showing an unlock prompt to a person; headless keychains answer at once.
   */
  timeoutMs?: number;
}

// catalog-ignore: the keychain service's name finds the stored entries; it is never translated
export const KEYCHAIN_SERVICE_PREFIX = 'Remit Desk';

/** One keychain service per app and environment: "Remit Desk (live)". */
export function keychainServiceName(
  environment: EnvironmentName,
  prefix: string = KEYCHAIN_SERVICE_PREFIX,
): string {
  return `${prefix} (${environment})`;
}

/** The entry names (keychain "accounts") under the environment's service. */
export const KEYCHAIN_ACCOUNTS = {
  credentials: 'service-credentials',
  privateKey: 'signing-key',
  pendingPrivateKey: 'signing-key-pending',
  token: 'access-token',
  highWater: 'reference-high-water',
  issued: 'references-issued',
  probe: KEYCHAIN_PROBE_ACCOUNT,
} as const;

const CREDENTIALS: RecordKind<StoredCredentials> = {
  account: KEYCHAIN_ACCOUNTS.credentials,
  name: 'credentials',
  parse: parseCredentials,
};

const PRIVATE_KEY: RecordKind<string> = {
  account: KEYCHAIN_ACCOUNTS.privateKey,
  name: 'signingKey',
  parse: (text) => (isPkcs8Pem(text) ? text : null),
};

const PENDING_KEY: RecordKind<string> = {
  account: KEYCHAIN_ACCOUNTS.pendingPrivateKey,
  name: 'pendingKey',
  parse: (text) => (isPkcs8Pem(text) ? text : null),
};

const TOKEN: RecordKind<CachedToken> = {
  account: KEYCHAIN_ACCOUNTS.token,
  name: 'token',
  parse: parseToken,
};

const HIGH_WATER_PATTERN = /^(0|[1-9]\d{0,15})$/;

/**
 * The secret store over any keychain with keytar's shape. Every operation runs alone (one queue per
 * store), so a read-compare-write such as raiseHighWater cannot interleave with another write, and
 * is bounded by `timeoutMs`; a timed-out operation keeps the queue until the keychain answers, so a
 * late answer can never interleave with the next operation either.
 *
 * A locked GNOME keyring answers a lookup with "nothing stored" rather than an error (libsecret
 * tries to prompt, cannot, and returns NULL), and a delete with "nothing deleted". Taking that at
 * its word would lose the credentials or, worse, read the reference high-water mark as absent. So
 * whenever a read finds nothing, and before deleting, the store proves the keychain usable by
 * writing and removing a probe entry (which fails loudly when locked) and then reads again (the
 * probe may have made the OS unlock it).
 */
export function createKeychainSecretStore(options: KeychainSecretStoreOptions): SecretStore {
  const { environment, backend } = options;
  const service = keychainServiceName(environment, options.servicePrefix);
  const run = keychainQueue(service, backend, options.timeoutMs ?? DEFAULT_KEYCHAIN_TIMEOUT_MS);

  const tokenCache: TokenCache = {
    load: () => run('readToken', (s) => readRecord(s, TOKEN)),
    async save(token) {
      const text = checkToken(token);
      await run('saveToken', (s) => writeRecord(s, TOKEN, text));
    },
    clear: () => run('removeToken', (s) => deleteRecord(s, TOKEN)),
  };

  return {
    environment,
    service,
    tokenCache,

    credentials: () => run('readCredentials', (s) => readRecord(s, CREDENTIALS)),
    async saveCredentials(credentials, origin) {
      const text = JSON.stringify(checkCredentials(credentials, origin));
      await run('saveCredentials', (s) => writeRecord(s, CREDENTIALS, text));
    },
    deleteCredentials: () => run('removeCredentials', (s) => deleteRecord(s, CREDENTIALS)),

    privateKeyPem: () => run('readSigningKey', (s) => readRecord(s, PRIVATE_KEY)),
    async savePrivateKey(pkcs8Pem) {
      const text = checkPrivateKey(pkcs8Pem);
      await run('saveSigningKey', (s) => writeRecord(s, PRIVATE_KEY, text));
    },
    deletePrivateKey: () => run('removeSigningKey', (s) => deleteRecord(s, PRIVATE_KEY)),

    pendingPrivateKeyPem: () => run('readPendingKey', (s) => readRecord(s, PENDING_KEY)),
    async savePendingPrivateKey(pkcs8Pem) {
      const text = checkPrivateKey(pkcs8Pem);
      await run('savePendingKey', (s) => writeRecord(s, PENDING_KEY, text));
    },
    deletePendingPrivateKey: () => run('removePendingKey', (s) => deleteRecord(s, PENDING_KEY)),
    promotePendingKey: () =>
      run('promotePendingKey', async (s) => {
        const pending = await readRecord(s, PENDING_KEY);
        if (pending === null) {
          throw invalid('keys.records.refused.noPendingKey');
        }
        await writeRecord(s, PRIVATE_KEY, checkPrivateKey(pending));
        await deleteRecord(s, PENDING_KEY);
      }),

    readHighWater: () => run('readHighWater', readHighWaterIn),
    async raiseHighWater(counter, workstation) {
      if (!Number.isSafeInteger(counter) || counter < 0) {
        throw new SecretStoreError('invalid', ref('keys.keychain.highWater.notWhole'));
      }
      return run('saveHighWater', async (s) => {
        const current = await readHighWaterIn(s);
        if (current !== null && current >= counter) return current;
        if (workstation !== undefined) {
          // Listed before the mark moves: a stop between the two lists a reference never used,
          // which the bank then says it does not know, never the other way round (D69).
          const list = await readIssuedIn(s);
          const next = withIssued(
            list === 'damaged' ? null : list,
            { workstation, counter },
            current,
          );
          await s.set(KEYCHAIN_ACCOUNTS.issued, encodeIssued(next));
        }
        await s.set(KEYCHAIN_ACCOUNTS.highWater, String(counter));
        return counter;
      });
    },
    issuedReferences: () =>
      run('readHighWater', async (s) => ({
        highWater: await readHighWaterIn(s),
        list: await readIssuedIn(s),
      })),

    status: () =>
      run('checkStatus', async (s): Promise<SecretStoreStatus> => {
        // Read once: whether the credentials are there, and which origin they are for.
        let origin: string | null = null;
        const credentials = await presenceOf(async () => {
          const stored = await readRecord(s, CREDENTIALS);
          origin = stored?.origin ?? null;
          return stored;
        });
        return {
          environment,
          service,
          credentials,
          credentialsOrigin: origin,
          privateKey: await presenceOf(() => readRecord(s, PRIVATE_KEY)),
          pendingPrivateKey: await presenceOf(() => readRecord(s, PENDING_KEY)),
          token: await presenceOf(() => readRecord(s, TOKEN)),
          highWater: await presenceOf(() => readHighWaterIn(s)),
        };
      }),
  };
}

/** The list of references issued lately; 'damaged' is a list begun again at the next send. */
async function readIssuedIn(session: Session): Promise<IssuedList | null | 'damaged'> {
  const text = await session.read(KEYCHAIN_ACCOUNTS.issued);
  return text === null ? null : (parseIssued(text) ?? 'damaged');
}

async function readHighWaterIn(session: Session): Promise<number | null> {
  const text = await session.read(KEYCHAIN_ACCOUNTS.highWater);
  if (text === null) return null;
  if (!HIGH_WATER_PATTERN.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new SecretStoreError('corrupt', ref('keys.keychain.highWater.damaged'));
  }
  return Number(text);
}
