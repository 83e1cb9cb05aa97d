// The only module that imports keytar (house plan: only keys/ touches the keychain).
import keytar from 'keytar';
import {
  createKeychainSecretStore,
  type KeychainBackend,
  type KeychainSecretStoreOptions,
} from './keychain-secret-store';
import {
  createKeychainJournalKeychain,
  type JournalKeychain,
  type KeychainJournalKeychainOptions,
} from './journal-keychain';
import type { SecretStore } from './secret-store';

export type KeytarSecretStoreOptions = Omit<KeychainSecretStoreOptions, 'backend'>;

/** keytar as the store's backend: libsecret on Linux, Keychain on macOS, Credential Manager on Windows. */
export const keytarBackend: KeychainBackend = {
  getPassword: (service, account) => keytar.getPassword(service, account),
  setPassword: (service, account, password) => keytar.setPassword(service, account, password),
  deletePassword: (service, account) => keytar.deletePassword(service, account),
};

export function createKeytarSecretStore(options: KeytarSecretStoreOptions): SecretStore {
  return createKeychainSecretStore({ ...options, backend: keytarBackend });
}

/** The workstation's journal entries (audit key, head, last checked row) on keytar. */
export function createKeytarJournalKeychain(
  options: Omit<KeychainJournalKeychainOptions, 'backend'> = {},
): JournalKeychain {
  return createKeychainJournalKeychain({ ...options, backend: keytarBackend });
}
