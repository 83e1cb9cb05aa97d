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
  journalKeychainServiceName,
  journalServiceSuffix,
  type JournalKeychain,
} from '../../../electron/main/keys/journal-keychain';
import { keytarBackend } from '../../../electron/main/keys/keytar-secret-store';
import type { SecretStore } from '../../../electron/main/keys/secret-store';

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
  return createKeychainJournalKeychain({
    backend,
    servicePrefix: prefix,
    serviceSuffix: journalServiceSuffix(dataDir),
  });
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
