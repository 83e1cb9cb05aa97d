import { createPrivateKey } from 'node:crypto';
import type { EnvironmentName } from '../../../shared/domain/environments';
import type { ServiceCredentials } from './service-credentials';
import type { BoundToken, CachedToken, TokenCache } from './token-cache';
import {
  DEFAULT_KEYCHAIN_TIMEOUT_MS,
  KEYCHAIN_PROBE_ACCOUNT,
  keychainQueue,
  type KeychainBackend,
  type Session,
} from './keychain-session';
import {
  CHUNK_MAX_BYTES,
  GENERATIONS,
  MAX_CHUNKS,
  chunkAccount,
  describeValue,
  encodeManifest,
  mismatch,
  otherGeneration,
  parseManifest,
  splitUtf8,
  utf8Bytes,
  type Generation,
} from './keychain-records';
import {
  SecretStoreError,
  type SecretPresence,
  type SecretStore,
  type SecretStoreStatus,
} from './secret-store';
import { parseJsonObject } from '../json-object';
import { FINGERPRINT_PATTERN } from './token-binding';

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
  probe: KEYCHAIN_PROBE_ACCOUNT,
} as const;

interface RecordKind<T> {
  account: string;
  /** "the signing key", as it reads inside a sentence. */
  noun: string;
  plural?: boolean;
  /** What an admin does when the stored value is damaged. */
  remedy: string;
  parse(text: string): T | null;
}

const CREDENTIALS: RecordKind<ServiceCredentials> = {
  account: KEYCHAIN_ACCOUNTS.credentials,
  noun: 'the service credentials',
  plural: true,
  remedy: 'An admin must enter the API key, merchant code and consumer secret again.',
  parse: parseCredentials,
};

const PRIVATE_KEY: RecordKind<string> = {
  account: KEYCHAIN_ACCOUNTS.privateKey,
  noun: 'the signing key',
  remedy:
    'An admin must import the private key again, or generate a new key pair and register its public key with the service operator.',
  parse: (text) => (isPkcs8Pem(text) ? text : null),
};

const PENDING_KEY: RecordKind<string> = {
  account: KEYCHAIN_ACCOUNTS.pendingPrivateKey,
  noun: 'the new signing key waiting for registration',
  remedy: 'An admin must discard it and generate or import the new key again.',
  parse: (text) => (isPkcs8Pem(text) ? text : null),
};

const TOKEN: RecordKind<CachedToken> = {
  account: KEYCHAIN_ACCOUNTS.token,
  noun: 'the cached access token',
  remedy: 'The app fetches a new token at the next send; if this repeats, call support.',
  parse: parseToken,
};

const CREDENTIAL_FIELDS = [
  ['apiKey', 'API key'],
  ['merchantCode', 'merchant code'],
  ['consumerSecret', 'consumer secret'],
] as const;
const MAX_CREDENTIAL_LENGTH = 1000;
const MAX_TOKEN_LENGTH = 8000;
const MAX_BASE_URL_LENGTH = 2000;
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

  async function readRecord<T>(session: Session, kind: RecordKind<T>): Promise<T | null> {
    const manifestText = await session.read(kind.account);
    if (manifestText === null) return null;
    const manifest = parseManifest(manifestText);
    if (!manifest) throw damaged(kind, 'its index entry is unreadable');
    const parts: string[] = [];
    for (let i = 0; i < manifest.chunks; i++) {
      const part = await session.read(chunkAccount(kind.account, manifest.gen, i));
      if (part === null) throw damaged(kind, `part ${i + 1} of ${manifest.chunks} is missing`);
      parts.push(part);
    }
    const whole = parts.join('');
    const reason = mismatch(whole, manifest);
    if (reason) throw damaged(kind, reason);
    const value = kind.parse(whole);
    if (value === null) throw damaged(kind, 'its content is not in the expected format');
    return value;
  }

  async function writeRecord(session: Session, kind: RecordKind<unknown>, value: string) {
    const parts = splitUtf8(value, CHUNK_MAX_BYTES);
    if (parts.length > MAX_CHUNKS) {
      throw new SecretStoreError(
        'invalid',
        `${capitalise(kind.noun)} ${kind.plural ? 'are' : 'is'} too large to keep in the OS keychain (${utf8Bytes(value)} bytes).`,
      );
    }
    // `read`, not `get`: a locked keyring's "nothing stored" would pick the live generation.
    const previousText = await session.read(kind.account);
    const previous = previousText === null ? null : parseManifest(previousText);
    const gen: Generation = previous ? otherGeneration(previous.gen) : 'a';
    for (const [i, part] of parts.entries()) {
      await session.set(chunkAccount(kind.account, gen, i), part);
    }
    await session.set(kind.account, encodeManifest(describeValue(value, gen, parts.length)));
    await sweep(session, kind.account, gen, parts.length);
    await sweep(session, kind.account, otherGeneration(gen), 0);
  }

  async function deleteRecord(session: Session, kind: RecordKind<unknown>) {
    await session.confirmUsable();
    // Manifest first: from here on the record reads as missing, not as damaged.
    await session.del(kind.account);
    for (const gen of GENERATIONS) await sweep(session, kind.account, gen, 0);
  }

  /** Removes chunks `from`… of a generation, including leftovers of an interrupted write. */
  async function sweep(session: Session, account: string, gen: Generation, from: number) {
    for (let i = from; i < MAX_CHUNKS; i++) await session.del(chunkAccount(account, gen, i));
  }

  async function presence(session: Session, kind: RecordKind<unknown>): Promise<SecretPresence> {
    try {
      return (await readRecord(session, kind)) === null ? 'missing' : 'present';
    } catch (error) {
      if (error instanceof SecretStoreError && error.code === 'corrupt') return 'damaged';
      throw error;
    }
  }

  async function readHighWaterIn(session: Session): Promise<number | null> {
    const text = await session.read(KEYCHAIN_ACCOUNTS.highWater);
    if (text === null) return null;
    if (!HIGH_WATER_PATTERN.test(text) || !Number.isSafeInteger(Number(text))) {
      throw new SecretStoreError(
        'corrupt',
        'The reference high-water mark in the OS keychain is damaged, so the app cannot prove a new reference was never used. Do not send transfers; call support.',
      );
    }
    return Number(text);
  }

  const tokenCache: TokenCache = {
    load: () => run('read the cached access token', (s) => readRecord(s, TOKEN)),
    async save(token) {
      const text = checkToken(token);
      await run('save the access token', (s) => writeRecord(s, TOKEN, text));
    },
    clear: () => run('remove the cached access token', (s) => deleteRecord(s, TOKEN)),
  };

  return {
    environment,
    service,
    tokenCache,

    credentials: () => run('read the service credentials', (s) => readRecord(s, CREDENTIALS)),
    async saveCredentials(credentials) {
      const text = JSON.stringify(checkCredentials(credentials));
      await run('save the service credentials', (s) => writeRecord(s, CREDENTIALS, text));
    },
    deleteCredentials: () =>
      run('remove the service credentials', (s) => deleteRecord(s, CREDENTIALS)),

    privateKeyPem: () => run('read the signing key', (s) => readRecord(s, PRIVATE_KEY)),
    async savePrivateKey(pkcs8Pem) {
      const text = checkPrivateKey(pkcs8Pem);
      await run('save the signing key', (s) => writeRecord(s, PRIVATE_KEY, text));
    },
    deletePrivateKey: () => run('remove the signing key', (s) => deleteRecord(s, PRIVATE_KEY)),

    pendingPrivateKeyPem: () => run('read the new signing key', (s) => readRecord(s, PENDING_KEY)),
    async savePendingPrivateKey(pkcs8Pem) {
      const text = checkPrivateKey(pkcs8Pem);
      await run('save the new signing key', (s) => writeRecord(s, PENDING_KEY, text));
    },
    deletePendingPrivateKey: () =>
      run('remove the new signing key', (s) => deleteRecord(s, PENDING_KEY)),
    promotePendingKey: () =>
      run('put the new signing key in use', async (s) => {
        const pending = await readRecord(s, PENDING_KEY);
        if (pending === null) {
          throw invalid('There is no new signing key waiting, so there is nothing to put in use.');
        }
        await writeRecord(s, PRIVATE_KEY, checkPrivateKey(pending));
        await deleteRecord(s, PENDING_KEY);
      }),

    readHighWater: () => run('read the reference high-water mark', readHighWaterIn),
    async raiseHighWater(counter) {
      if (!Number.isSafeInteger(counter) || counter < 0) {
        throw new SecretStoreError(
          'invalid',
          'The reference high-water mark must be a whole number of zero or more.',
        );
      }
      return run('save the reference high-water mark', async (s) => {
        const current = await readHighWaterIn(s);
        if (current !== null && current >= counter) return current;
        await s.set(KEYCHAIN_ACCOUNTS.highWater, String(counter));
        return counter;
      });
    },

    status: () =>
      run('check which secrets are stored', async (s): Promise<SecretStoreStatus> => ({
        environment,
        service,
        credentials: await presence(s, CREDENTIALS),
        privateKey: await presence(s, PRIVATE_KEY),
        pendingPrivateKey: await presence(s, PENDING_KEY),
        token: await presence(s, TOKEN),
        highWater: await readHighWaterIn(s).then(
          (mark) => (mark === null ? 'missing' : 'present'),
          (error: unknown) => {
            if (error instanceof SecretStoreError && error.code === 'corrupt') return 'damaged';
            throw error;
          },
        ),
      })),
  };
}

function damaged(kind: RecordKind<unknown>, reason: string): SecretStoreError {
  return new SecretStoreError(
    'corrupt',
    `${capitalise(kind.noun)} in the OS keychain ${kind.plural ? 'are' : 'is'} damaged (${reason}), so ${kind.plural ? 'they' : 'it'} cannot be used. ${kind.remedy}`,
  );
}

function invalid(message: string): SecretStoreError {
  return new SecretStoreError('invalid', message);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function checkCredentials(credentials: ServiceCredentials): ServiceCredentials {
  if (typeof credentials !== 'object' || credentials === null) {
    throw invalid('The service credentials are missing. Enter all three and save again.');
  }
  for (const [field, label] of CREDENTIAL_FIELDS) {
    const value: unknown = credentials[field];
    if (typeof value !== 'string' || value.trim() === '') {
      throw invalid(`The ${label} is empty. Enter it and save again.`);
    }
    if (CONTROL_CHARACTERS.test(value)) {
      throw invalid(
        `The ${label} contains a line break or another control character. Paste it again without them.`,
      );
    }
    if ([...value].length > MAX_CREDENTIAL_LENGTH) {
      throw invalid(
        `The ${label} is longer than ${MAX_CREDENTIAL_LENGTH} characters. Check that the right value was pasted.`,
      );
    }
  }
  // Only the three fields: nothing else an object happens to carry goes into the keychain.
  return {
    apiKey: credentials.apiKey,
    merchantCode: credentials.merchantCode,
    consumerSecret: credentials.consumerSecret,
  };
}

function parseCredentials(text: string): ServiceCredentials | null {
  const data = parseJsonObject(text);
  if (!data) return null;
  const { apiKey, merchantCode, consumerSecret } = data;
  if (typeof apiKey !== 'string' || apiKey === '') return null;
  if (typeof merchantCode !== 'string' || merchantCode === '') return null;
  if (typeof consumerSecret !== 'string' || consumerSecret === '') return null;
  return { apiKey, merchantCode, consumerSecret };
}

/**
 * The record is the token, its expiry, and where it came from: the address and a fingerprint of
 * the credentials (keys/token-binding.ts), never the credentials themselves.
 */
function checkToken(token: BoundToken): string {
  const accessToken: unknown = token?.accessToken;
  const expiresAt: unknown = token?.expiresAt;
  const baseUrl: unknown = token?.binding?.baseUrl;
  const fingerprint: unknown = token?.binding?.credentialsFingerprint;
  if (
    typeof accessToken !== 'string' ||
    !/^[\x21-\x7e]+$/.test(accessToken) ||
    accessToken.length > MAX_TOKEN_LENGTH
  ) {
    throw invalid('The access token to cache is empty, too long or not printable text.');
  }
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
    throw invalid('The access token to cache has no valid expiry time.');
  }
  if (
    typeof baseUrl !== 'string' ||
    baseUrl === '' ||
    baseUrl.length > MAX_BASE_URL_LENGTH ||
    typeof fingerprint !== 'string' ||
    !FINGERPRINT_PATTERN.test(fingerprint)
  ) {
    throw invalid(
      'The access token to cache does not say which address and credentials it is for.',
    );
  }
  return JSON.stringify({ accessToken, expiresAt, baseUrl, credentialsFingerprint: fingerprint });
}

/** A record without its address and fingerprint was cached before tokens were bound: unbound. */
function parseToken(text: string): CachedToken | null {
  const data = parseJsonObject(text);
  if (!data) return null;
  const { accessToken, expiresAt, baseUrl, credentialsFingerprint } = data;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (baseUrl === undefined && credentialsFingerprint === undefined) {
    return { accessToken, expiresAt, binding: null };
  }
  if (typeof baseUrl !== 'string' || baseUrl === '') return null;
  if (typeof credentialsFingerprint !== 'string') return null;
  if (!FINGERPRINT_PATTERN.test(credentialsFingerprint)) return null;
  return { accessToken, expiresAt, binding: { baseUrl, credentialsFingerprint } };
}

function checkPrivateKey(pem: string): string {
  if (typeof pem !== 'string' || !isPkcs8Pem(pem)) {
    throw invalid(
      'Only an unencrypted PKCS#8 private key PEM ("-----BEGIN PRIVATE KEY-----") can be stored. Import the key through the key import, which converts it.',
    );
  }
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw invalid('The private key PEM is damaged or incomplete. Import the key file again.');
  }
  if (type !== 'rsa') throw invalid('The signing key must be an RSA key.');
  return pem;
}

function isPkcs8Pem(text: string): boolean {
  return /^-----BEGIN PRIVATE KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PRIVATE KEY-----\r?\n?$/.test(
    text,
  );
}
