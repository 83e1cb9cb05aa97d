import type { Said } from '../../messages';
/** The OS keychain: what main asked it to do, and why it could not. */

/** What the keychain was asked to do, completing "The OS keychain could not …". */
const action = {
  readToken: 'read the cached access token',
  saveToken: 'save the access token',
  removeToken: 'remove the cached access token',
  readCredentials: 'read the service credentials',
  saveCredentials: 'save the service credentials',
  removeCredentials: 'remove the service credentials',
  readSigningKey: 'read the signing key',
  saveSigningKey: 'save the signing key',
  removeSigningKey: 'remove the signing key',
  readPendingKey: 'read the new signing key',
  savePendingKey: 'save the new signing key',
  removePendingKey: 'remove the new signing key',
  promotePendingKey: 'put the new signing key in use',
  readHighWater: 'read the reference high-water mark',
  saveHighWater: 'save the reference high-water mark',
  checkStatus: 'check which secrets are stored',
  readJournalKey: 'read the journal key',
  createJournalKey: 'create the journal key',
  readJournalHead: 'read the journal head',
  saveJournalHead: 'save the journal head',
  replaceJournalHead: 'replace the journal head',
  readJournalChecked: 'read the journal’s last checked row',
  saveJournalChecked: 'save the journal’s last checked row',
  readJournalDatabaseKey: 'read the journal’s database key',
  createJournalDatabaseKey: 'create the journal’s database key',
  importJournalKeys: 'store the keys of the escrow file',
  readWorkstationKey: 'read the workstation’s key for head office',
  saveWorkstationKey: 'save the workstation’s key for head office',
} as const;

const supportAfterDamage =
  'Keep the journal file as it is (do not delete, move or edit it) and call support.';

export const keychain = {
  action,
  /** The OS keychain's own trouble, by what the OS said (keys/keychain-errors.ts). */
  unavailable: {
    noSecretService:
      'No OS keychain is available (Secret Service not running, or no D-Bus session). Sign in to a desktop session that runs a keyring (GNOME Keyring or KWallet) and retry; the app keeps its secrets only in the OS keychain.',
    noDefaultKeyring:
      'The OS keychain has no default keyring to store secrets in. Sign in to the desktop once (which creates the login keyring) or create a default keyring in "Passwords and Keys", then retry.',
    locked: 'The OS keychain is locked. Unlock it (log in again) and retry.',
    macLocked:
      'The macOS login keychain is locked and was not unlocked. Unlock it (log in again, or open Keychain Access) and retry, entering the Mac login password when asked.',
    noMacKeychain:
      'No macOS keychain is available. Sign in to the Mac user account (restart the Mac if needed) and retry.',
    noLogonSession:
      'Windows Credential Manager is not available to this sign-in (no logon session). Sign in to Windows interactively as the branch user and retry.',
  },
  /** `detail` is the OS's own text, or empty when it said nothing. */
  failed: ({ action, detail }: { action: Said; detail: string }) =>
    `The OS keychain could not ${action}${detail ? ` (it said: "${detail}")` : ''}. Retry; if it keeps failing, call support.`,
  timeout: ({ seconds, action }: { seconds: number; action: Said }) =>
    `The OS keychain did not answer within ${seconds} seconds when asked to ${action}. If a keychain unlock prompt is open, answer it; otherwise log out and in again, then retry.`,
  /** The key that seals the journal, and the journal's points kept beside it. */
  journal: {
    workstationKeyDamaged:
      'The workstation’s key for head office, in the OS keychain, is damaged, so nothing can be sent to head office. The journal is not affected. Call support: head office must enrol this workstation again.',
    keyDamaged: `The key that seals the journal, in the OS keychain, is damaged, so the journal can be neither checked nor written. ${supportAfterDamage}`,
    headDamaged: `The record of the journal’s last row in the OS keychain is damaged, so the journal cannot be checked. ${supportAfterDamage}`,
    checkedDamaged: `The record of the journal’s last checked row in the OS keychain is damaged, so the journal cannot be checked. ${supportAfterDamage}`,
    databaseKeyDamaged: `The key that encrypts the journal, in the OS keychain, is damaged, so the journal cannot be opened. ${supportAfterDamage}`,
  },
  /** The reference counter's keychain copy. */
  highWater: {
    notWhole: 'The reference high-water mark must be a whole number of zero or more.',
    damaged:
      'The reference high-water mark in the OS keychain is damaged, so the app cannot prove a new reference was never used. Do not send transfers; call support.',
  },
} as const;
