import { ref, text, type MessageRef } from '@shared/i18n/catalog';
import type { EnglishCatalog } from '@shared/i18n/en';
import { SecretStoreError } from './secret-store';

/**
 * keytar rejects with the OS keychain's own error text and nothing else (no code), so the texts
 * are the only thing to map. The Linux ones were observed with keytar 7.9 + libsecret +
 * gnome-keyring 42 (see tests/main/keys/keychain-errors.test.ts, which runs the real cases). The
 * macOS ones are SecCopyErrorMessageString texts and the Windows one is the English FormatMessage
 * text; Windows localises it, so elsewhere it falls through to `failed`, which still shows the OS
 * text. Anything unrecognised is `failed`, never silently treated as "not stored".
 */
export const NO_SECRET_SERVICE = text('keys.keychain.unavailable.noSecretService');
export const NO_DEFAULT_KEYRING = text('keys.keychain.unavailable.noDefaultKeyring');
export const KEYCHAIN_LOCKED = text('keys.keychain.unavailable.locked');
export const MAC_KEYCHAIN_LOCKED = text('keys.keychain.unavailable.macLocked');
export const NO_MAC_KEYCHAIN = text('keys.keychain.unavailable.noMacKeychain');
export const NO_LOGON_SESSION = text('keys.keychain.unavailable.noLogonSession');

interface Rule {
  pattern: RegExp;
  code: 'unavailable' | 'locked';
  /** Its message under keys.keychain.unavailable. */
  reason: keyof EnglishCatalog['keys']['keychain']['unavailable'];
}

const RULES: readonly Rule[] = [
  // Linux: DBUS_SESSION_BUS_ADDRESS points nowhere ("Could not connect: No such file or directory"),
  // is unset with no X11 ("Cannot autolaunch D-Bus without X11 $DISPLAY"), or the bus has no Secret
  // Service to activate ("The name org.freedesktop.secrets was not provided by any .service files").
  {
    pattern:
      /Could not connect|Cannot autolaunch D-Bus|not provided by any \.service files|org\.freedesktop\.DBus\.Error\.(ServiceUnknown|NoServer|Spawn)/i,
    code: 'unavailable',
    reason: 'noSecretService',
  },
  // Linux: gnome-keyring runs but has no login keyring and could not prompt to create one
  // ("Object does not exist at path “/org/freedesktop/secrets/collection/login”").
  {
    pattern: /Object does not exist at path .*\/org\/freedesktop\/secrets\/(collection|aliases)\//,
    code: 'unavailable',
    reason: 'noDefaultKeyring',
  },
  // Linux: a write to a locked collection ("Cannot create an item in a locked collection").
  { pattern: /\blocked\b/i, code: 'locked', reason: 'locked' },
  // macOS: errSecInteractionNotAllowed / errSecInteractionRequired (locked, no UI allowed),
  // errSecUserCanceled (unlock prompt dismissed), errSecAuthFailed (wrong unlock password).
  {
    pattern:
      /User interaction is not allowed|User interaction is required|User canceled the operation|user name or passphrase you entered is not correct/i,
    code: 'locked',
    reason: 'macLocked',
  },
  // macOS: errSecNotAvailable, errSecNoDefaultKeychain, errSecNoSuchKeychain.
  {
    pattern:
      /No keychain is available|default keychain could not be found|specified keychain could not be found/i,
    code: 'unavailable',
    reason: 'noMacKeychain',
  },
  // Windows: ERROR_NO_SUCH_LOGON_SESSION (1312), e.g. a service or network logon with no profile.
  {
    pattern: /specified logon session does not exist/i,
    code: 'unavailable',
    reason: 'noLogonSession',
  },
];

/**
 * Turns whatever keytar threw into a SecretStoreError. `action` completes "could not …", e.g.
 * "read the signing key". The OS text goes into `detail` (and into the message only for `failed`,
 * where it is all the admin has to go on); it never holds the stored value.
 */
export function keychainError(error: unknown, action: MessageRef): SecretStoreError {
  if (error instanceof SecretStoreError) return error;
  const detail = osText(error);
  const rule = RULES.find((r) => r.pattern.test(detail));
  if (rule) {
    return new SecretStoreError(rule.code, ref(`keys.keychain.unavailable.${rule.reason}`), detail);
  }
  return new SecretStoreError('failed', ref('keys.keychain.failed', { action, detail }), detail);
}

export function keychainTimeout(timeoutMs: number, action: MessageRef): SecretStoreError {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return new SecretStoreError(
    'unavailable',
    ref('keys.keychain.timeout', { seconds, action }),
    `no answer after ${timeoutMs} ms`,
  );
}

// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f]+/g;

function osText(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  // One line, no control characters, bounded: it ends up in a dialog and a log line.
  return raw.replace(CONTROL_RUNS, ' ').trim().slice(0, 300);
}
