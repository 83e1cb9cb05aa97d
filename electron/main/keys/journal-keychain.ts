import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { resolve } from 'node:path';
import { ref } from '@shared/i18n/catalog';
import { isEd25519Pem } from '../../../hq/protocol/chain';
import { parseJsonObject } from '../json-object';
import { KEYCHAIN_SERVICE_PREFIX } from './keychain-secret-store';
import {
  DEFAULT_KEYCHAIN_TIMEOUT_MS,
  keychainQueue,
  type KeychainBackend,
  type Session,
} from './keychain-session';
import { SecretStoreError } from './secret-store';

/** A row of the audit chain as the keychain remembers it: its number and its MAC. */
export interface ChainPoint {
  seq: number;
  mac: string;
}

/**
 * What the keychain keeps about the journal, for the whole workstation. The journal is one file
 * for every environment, so these entries live under one service of their own ("Remit Desk
 * (journal)"), not under an environment's: switching from test to live must not change the key
 * that seals the rows already written, and deleting an environment's entries must not lose it.
 */
export interface JournalKeychain {
  readonly service: string;
  /** The journal's database key (D70), or null before the journal was first encrypted here. */
  readDatabaseKey(): Promise<Buffer | null>;
  /**
   * The database key, made (32 random bytes) and stored first when there is none. Never replaced
   * here: the journal and every backup are encrypted with it.
   */
  ensureDatabaseKey(): Promise<{ key: Buffer; created: boolean }>;
  /**
   * Stores the keys of head office's escrow file (D70) on a workstation restoring a backup: the
   * keys it held before, if any, are kept under accounts of their own (`.before-escrow`), so the
   * journal they opened can still be read by support.
   */
  importKeys(keys: { auditKey: Buffer; databaseKey: Buffer }): Promise<void>;
  /** The audit key, or null before the journal was first sealed on this workstation. */
  readKey(): Promise<KeyObject | null>;
  /**
   * The audit key, made (32 random bytes) and stored first when there is none. An existing key is
   * never replaced: the rows it sealed could not be checked any more.
   */
  ensureKey(): Promise<{ key: KeyObject; created: boolean }>;
  /** The last row the app committed, mirrored after each commit; null before the first. */
  readHead(): Promise<ChainPoint | null>;
  /** Raises the head to `head` unless it is already further; resolves to the head now stored. */
  raiseHead(head: ChainPoint): Promise<ChainPoint>;
  /** Sets the head whatever it was: only when an admin takes a new journal into use. */
  resetHead(head: ChainPoint | null): Promise<void>;
  /** The last row a check found good: the next start checks only the rows after it. */
  readChecked(): Promise<ChainPoint | null>;
  saveChecked(point: ChainPoint | null): Promise<void>;
  /**
   * The workstation's Ed25519 key for head office (D99), PKCS#8 PEM, or null before enrolment.
   * Beside the journal's keys because it is the whole workstation's identity, whatever the
   * environment; it never leaves main (it signs there).
   */
  readWorkstationKey(): Promise<string | null>;
  /** Stores it, read back whole; only an Ed25519 PKCS#8 PEM (head-office/workstation-key.ts). */
  saveWorkstationKey(pkcs8Pem: string): Promise<void>;
}

export interface KeychainJournalKeychainOptions {
  backend: KeychainBackend;
  /** Tests pass a unique prefix so they never touch an installation's real entries. */
  servicePrefix?: string;
  /** Tests give each journal of a run its own entries; the app has one journal. */
  serviceSuffix?: string;
  timeoutMs?: number;
}

export const JOURNAL_KEYCHAIN_ACCOUNTS = {
  key: 'audit-key',
  head: 'audit-head',
  checked: 'audit-checked',
  databaseKey: 'database-key',
  workstationKey: 'head-office-key',
} as const;

type DamagedWords = ConstructorParameters<typeof SecretStoreError>[1];

/** Where importKeys keeps a key the escrow file's replaced. */
const BEFORE_ESCROW = '.before-escrow';

export const AUDIT_KEY_BYTES = 32;
/** The journal's database key (D70): 32 random bytes, like the audit key. */
export const DATABASE_KEY_BYTES = 32;
const KEY_PATTERN = /^[A-Za-z0-9+/]{43}=$/;
const MAC_PATTERN = /^[0-9a-f]{64}$/;

export function journalKeychainServiceName(
  prefix: string = KEYCHAIN_SERVICE_PREFIX,
  suffix = '',
): string {
  return `${prefix} (journal${suffix})`;
}

/**
 * The service suffix for the journal in `dataDir`: none for the installation's own data folder, and
 * a tag of the folder for any other (the browser harness, a run with --user-data-dir, the tests),
 * so a scratch journal never replaces the head of the workstation's own. Only the installation's
 * folder meets the workstation's entries: an app pointed at another folder starts a journal of its
 * own there, which finds the environments' secrets as an earlier setup like any new journal.
 */
export function journalServiceSuffix(dataDir: string, installationDataDir?: string): string {
  if (installationDataDir !== undefined && resolve(dataDir) === resolve(installationDataDir)) {
    return '';
  }
  return ` ${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12)}`;
}

const DAMAGED_KEY = ref('keys.keychain.journal.keyDamaged');
const DAMAGED_DATABASE_KEY = ref('keys.keychain.journal.databaseKeyDamaged');
const DAMAGED_WORKSTATION_KEY = ref('keys.keychain.journal.workstationKeyDamaged');
const PKCS8_PEM =
  /^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]{40,200}-----END PRIVATE KEY-----\n?$/;

/** Whether `pem` is an unencrypted PKCS#8 Ed25519 private key (the workstation's, D99). */
function isWorkstationPem(pem: string): boolean {
  return PKCS8_PEM.test(pem) && isEd25519Pem('private', pem);
}

/** A point of the journal kept in the keychain, by its message under keys.keychain.journal. */
type PointName = 'head' | 'checked';

function damagedPoint(what: PointName): SecretStoreError {
  return new SecretStoreError('corrupt', ref(`keys.keychain.journal.${what}Damaged`));
}

/** Both keys are 32 bytes in base64; `damaged` names which one is not. */
function keyBytes(text: string, damaged: DamagedWords): Buffer {
  if (!KEY_PATTERN.test(text)) throw new SecretStoreError('corrupt', damaged);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== AUDIT_KEY_BYTES) throw new SecretStoreError('corrupt', damaged);
  return bytes;
}

function parseKey(text: string): KeyObject {
  return createSecretKey(keyBytes(text, DAMAGED_KEY));
}

/** Stores `value` under `account` and reads it back: a key not kept whole must not be used. */
async function setVerified(
  s: Session,
  account: string,
  value: string,
  damaged: DamagedWords,
): Promise<void> {
  await s.set(account, value);
  if ((await s.get(account)) !== value) throw new SecretStoreError('corrupt', damaged);
}

function parsePoint(text: string | null, what: PointName): ChainPoint | null {
  if (text === null) return null;
  const data = parseJsonObject(text);
  const { seq, mac } = data ?? {};
  if (
    typeof seq !== 'number' ||
    !Number.isSafeInteger(seq) ||
    seq < 1 ||
    typeof mac !== 'string' ||
    !MAC_PATTERN.test(mac)
  ) {
    throw damagedPoint(what);
  }
  return { seq, mac };
}

function encodePoint(point: ChainPoint): string {
  if (!Number.isSafeInteger(point.seq) || point.seq < 1 || !MAC_PATTERN.test(point.mac)) {
    throw new SecretStoreError('invalid', 'A journal row number and MAC are not well formed.');
  }
  return JSON.stringify({ seq: point.seq, mac: point.mac });
}

export function createKeychainJournalKeychain(
  options: KeychainJournalKeychainOptions,
): JournalKeychain {
  const service = journalKeychainServiceName(options.servicePrefix, options.serviceSuffix);
  const run = keychainQueue(
    service,
    options.backend,
    options.timeoutMs ?? DEFAULT_KEYCHAIN_TIMEOUT_MS,
  );

  return {
    service,

    readDatabaseKey: () =>
      run('readJournalDatabaseKey', async (s) => {
        const text = await s.read(JOURNAL_KEYCHAIN_ACCOUNTS.databaseKey);
        return text === null ? null : keyBytes(text, DAMAGED_DATABASE_KEY);
      }),

    ensureDatabaseKey: () =>
      run('createJournalDatabaseKey', async (s) => {
        const account = JOURNAL_KEYCHAIN_ACCOUNTS.databaseKey;
        const text = await s.read(account);
        if (text !== null) return { key: keyBytes(text, DAMAGED_DATABASE_KEY), created: false };
        const fresh = randomBytes(DATABASE_KEY_BYTES).toString('base64');
        await setVerified(s, account, fresh, DAMAGED_DATABASE_KEY);
        return { key: Buffer.from(fresh, 'base64'), created: true };
      }),

    importKeys: ({ auditKey, databaseKey }) =>
      run('importJournalKeys', async (s) => {
        const entries = [
          [JOURNAL_KEYCHAIN_ACCOUNTS.key, auditKey, DAMAGED_KEY],
          [JOURNAL_KEYCHAIN_ACCOUNTS.databaseKey, databaseKey, DAMAGED_DATABASE_KEY],
        ] as const;
        for (const [account, key, damaged] of entries) {
          const value = keyBytes(key.toString('base64'), damaged).toString('base64');
          const before = await s.read(account);
          if (before === value) continue;
          if (before !== null) await s.set(`${account}${BEFORE_ESCROW}`, before);
          await setVerified(s, account, value, damaged);
        }
      }),

    readKey: () =>
      run('readJournalKey', async (s) => {
        const text = await s.read(JOURNAL_KEYCHAIN_ACCOUNTS.key);
        return text === null ? null : parseKey(text);
      }),

    ensureKey: () =>
      run('createJournalKey', async (s) => {
        const text = await s.read(JOURNAL_KEYCHAIN_ACCOUNTS.key);
        if (text !== null) return { key: parseKey(text), created: false };
        const fresh = randomBytes(AUDIT_KEY_BYTES).toString('base64');
        // Read back: a key the keychain did not keep whole must not seal a single row.
        await setVerified(s, JOURNAL_KEYCHAIN_ACCOUNTS.key, fresh, DAMAGED_KEY);
        return { key: parseKey(fresh), created: true };
      }),

    readHead: () =>
      run('readJournalHead', async (s) =>
        parsePoint(await s.read(JOURNAL_KEYCHAIN_ACCOUNTS.head), 'head'),
      ),

    raiseHead: (head) =>
      run('saveJournalHead', async (s) => {
        const text = encodePoint(head);
        const current = parsePoint(await s.read(JOURNAL_KEYCHAIN_ACCOUNTS.head), 'head');
        if (current && current.seq >= head.seq) return current;
        await s.set(JOURNAL_KEYCHAIN_ACCOUNTS.head, text);
        return head;
      }),

    resetHead: (head) =>
      run('replaceJournalHead', async (s) => {
        if (head) await s.set(JOURNAL_KEYCHAIN_ACCOUNTS.head, encodePoint(head));
        else {
          await s.confirmUsable();
          await s.del(JOURNAL_KEYCHAIN_ACCOUNTS.head);
        }
      }),

    readChecked: () =>
      run('readJournalChecked', async (s) =>
        parsePoint(await s.read(JOURNAL_KEYCHAIN_ACCOUNTS.checked), 'checked'),
      ),

    readWorkstationKey: () =>
      run('readWorkstationKey', async (s) => {
        const pem = await s.read(JOURNAL_KEYCHAIN_ACCOUNTS.workstationKey);
        if (pem !== null && !isWorkstationPem(pem)) {
          throw new SecretStoreError('corrupt', DAMAGED_WORKSTATION_KEY);
        }
        return pem;
      }),

    saveWorkstationKey: (pem) =>
      run('saveWorkstationKey', async (s) => {
        if (!isWorkstationPem(pem)) {
          throw new SecretStoreError(
            'invalid',
            'The workstation key is not an Ed25519 PKCS#8 PEM.',
          );
        }
        await setVerified(
          s,
          JOURNAL_KEYCHAIN_ACCOUNTS.workstationKey,
          pem,
          DAMAGED_WORKSTATION_KEY,
        );
      }),

    saveChecked: (point) =>
      run('saveJournalChecked', async (s) => {
        if (point) await s.set(JOURNAL_KEYCHAIN_ACCOUNTS.checked, encodePoint(point));
        else {
          await s.confirmUsable();
          await s.del(JOURNAL_KEYCHAIN_ACCOUNTS.checked);
        }
      }),
  };
}
