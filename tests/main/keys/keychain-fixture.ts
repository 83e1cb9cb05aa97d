import { randomUUID } from 'node:crypto';
import keytar from 'keytar';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '@shared/domain/environments';
import { ENTRY_MAX_BYTES } from '../../../electron/main/keys/keychain-records';
import {
  createKeychainSecretStore,
  keychainServiceName,
  type KeychainBackend,
} from '../../../electron/main/keys/keychain-secret-store';
import {
  createKeychainJournalKeychain,
  JOURNAL_KEYCHAIN_ACCOUNTS,
  journalKeychainServiceName,
  journalServiceSuffix,
  type JournalKeychain,
} from '../../../electron/main/keys/journal-keychain';
import { keytarBackend } from '../../../electron/main/keys/keytar-secret-store';
import type { SecretStore } from '../../../electron/main/keys/secret-store';

/**
 * The database key (D70) of every journal the tests make: the one the test keychains hand out
 * (withTestDatabaseKey) and openTempJournal's, so a test can read or edit any journal file.
 */
export const TEST_DATABASE_KEY = Buffer.alloc(32, 9);

/** A service-name prefix no developer entry and no other test run can share. */
export function uniquePrefix(): string {
  return `Remit Desk test ${process.pid}-${randomUUID().slice(0, 8)}`;
}

/**
 * Stores on the real keychain under one unique prefix, and their cleanup. The journal's entries
 * are one set per workstation in the app; here each data folder is a workstation of its own, so
 * the tests of a file can start new journals without each looking like a deleted one.
 */
export function keychainStores(backend: KeychainBackend = keytarBackend) {
  const prefix = uniquePrefix();
  const store = (environment: EnvironmentName = 'sandbox'): SecretStore =>
    createKeychainSecretStore({ environment, backend, servicePrefix: prefix });
  const journalSuffixes = new Set<string>();
  return {
    prefix,
    store,
    service: (environment: EnvironmentName = 'sandbox') => keychainServiceName(environment, prefix),
    /** The journal entries (audit key, head, checked row) of the workstation in `dataDir`. */
    journalKeychain(dataDir: string): JournalKeychain {
      journalSuffixes.add(journalServiceSuffix(dataDir));
      return journalKeychainFor(prefix, dataDir, backend);
    },
    journalService: (dataDir: string) =>
      journalKeychainServiceName(prefix, journalServiceSuffix(dataDir)),
    async cleanUp() {
      for (const environment of ENVIRONMENT_NAMES) {
        await removeAll(keychainServiceName(environment, prefix));
      }
      for (const suffix of journalSuffixes) {
        await removeAll(journalKeychainServiceName(prefix, suffix));
      }
    },
  };
}

/** The journal entries of the workstation in `dataDir` under a test prefix (also for child processes). */
export function journalKeychainFor(
  prefix: string,
  dataDir: string,
  backend: KeychainBackend = keytarBackend,
): JournalKeychain {
  return withTestDatabaseKey(
    createKeychainJournalKeychain({
      backend,
      servicePrefix: prefix,
      serviceSuffix: journalServiceSuffix(dataDir),
    }),
    backend,
  );
}

/**
 * The real keychain, except that a journal's first database key is the tests' fixed one
 * (TEST_DATABASE_KEY), stored in the keychain like a random one, so tests can edit the journal
 * file directly as the findings they reproduce did. The random key is tested in
 * journal-keychain.test.ts.
 */
export function withTestDatabaseKey(
  keychain: JournalKeychain,
  backend: KeychainBackend,
): JournalKeychain {
  return {
    ...keychain,
    ensureDatabaseKey: async () => {
      const stored = await keychain.readDatabaseKey();
      if (stored) return { key: stored, created: false };
      await backend.setPassword(
        keychain.service,
        JOURNAL_KEYCHAIN_ACCOUNTS.databaseKey,
        TEST_DATABASE_KEY.toString('base64'),
      );
      return { key: TEST_DATABASE_KEY, created: true };
    },
  };
}

/** Every entry really stored under a service (the keyring is unlocked in tests). */
export async function storedEntries(service: string) {
  const found = await keytar.findCredentials(service);
  return found.sort((a, b) => a.account.localeCompare(b.account));
}

export async function removeAll(service: string): Promise<void> {
  for (const { account } of await keytar.findCredentials(service)) {
    await keytar.deletePassword(service, account);
  }
}

/** What Windows Credential Manager would store for this entry: keytar passes the UTF-8 bytes. */
export function windowsBlobBytes(password: string): number {
  return Buffer.byteLength(password, 'utf8');
}

export { ENTRY_MAX_BYTES, keytar };
