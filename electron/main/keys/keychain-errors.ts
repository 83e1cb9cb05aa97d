import { SecretStoreError } from './secret-store';

/**
 * keytar rejects with the OS keychain's own error text and nothing else (no code), so the texts
 * are the only thing to map. The Linux ones were observed with keytar 7.9 + libsecret +
 * gnome-keyring 42 (see tests/main/keys/keychain-errors.test.ts, which runs the real cases). The
 * macOS ones are SecCopyErrorMessageString texts and the Windows one is the English FormatMessage
 * text; Windows localises it, so elsewhere it falls through to `failed`, which still shows the OS
 * text. Anything unrecognised is `failed`, never silently treated as "not stored".
 */
export const NO_SECRET_SERVICE =
  'No OS keychain is available (Secret Service not running, or no D-Bus session). Sign in to a desktop session that runs a keyring (GNOME Keyring or KWallet) and retry; the app keeps its secrets only in the OS keychain.';
export const NO_DEFAULT_KEYRING =
  'The OS keychain has no default keyring to store secrets in. Sign in to the desktop once (which creates the login keyring) or create a default keyring in "Passwords and Keys", then retry.';
export const KEYCHAIN_LOCKED = 'The OS keychain is locked. Unlock it (log in again) and retry.';
export const MAC_KEYCHAIN_LOCKED =
  'The macOS login keychain is locked and was not unlocked. Unlock it (log in again, or open Keychain Access) and retry, entering the Mac login password when asked.';
export const NO_MAC_KEYCHAIN =
  'No macOS keychain is available. Sign in to the Mac user account (restart the Mac if needed) and retry.';
export const NO_LOGON_SESSION =
  'Windows Credential Manager is not available to this sign-in (no logon session). Sign in to Windows interactively as the branch user and retry.';

interface Rule {
  pattern: RegExp;
  code: 'unavailable' | 'locked';
  message: string;
}

const RULES: readonly Rule[] = [
  // Linux: DBUS_SESSION_BUS_ADDRESS points nowhere ("Could not connect: No such file or directory"),
  // is unset with no X11 ("Cannot autolaunch D-Bus without X11 $DISPLAY"), or the bus has no Secret
  // Service to activate ("The name org.freedesktop.secrets was not provided by any .service files").
  {
    pattern:
      /Could not connect|Cannot autolaunch D-Bus|not provided by any \.service files|org\.freedesktop\.DBus\.Error\.(ServiceUnknown|NoServer|Spawn)/i,
    code: 'unavailable',
    message: NO_SECRET_SERVICE,
  },
  // Linux: gnome-keyring runs but has no login keyring and could not prompt to create one
  // ("Object does not exist at path “/org/freedesktop/secrets/collection/login”").
  {
    pattern: /Object does not exist at path .*\/org\/freedesktop\/secrets\/(collection|aliases)\//,
    code: 'unavailable',
    message: NO_DEFAULT_KEYRING,
  },
  // Linux: a write to a locked collection ("Cannot create an item in a locked collection").
  { pattern: /\blocked\b/i, code: 'locked', message: KEYCHAIN_LOCKED },
  // macOS: errSecInteractionNotAllowed / errSecInteractionRequired (locked, no UI allowed),
  // errSecUserCanceled (unlock prompt dismissed), errSecAuthFailed (wrong unlock password).
  {
    pattern:
      /User interaction is not allowed|User interaction is required|User canceled the operation|user name or passphrase you entered is not correct/i,
    code: 'locked',
    message: MAC_KEYCHAIN_LOCKED,
  },
  // macOS: errSecNotAvailable, errSecNoDefaultKeychain, errSecNoSuchKeychain.
  {
    pattern:
      /No keychain is available|default keychain could not be found|specified keychain could not be found/i,
    code: 'unavailable',
    message: NO_MAC_KEYCHAIN,
  },
  // Windows: ERROR_NO_SUCH_LOGON_SESSION (1312), e.g. a service or network logon with no profile.
  {
    pattern: /specified logon session does not exist/i,
    code: 'unavailable',
    message: NO_LOGON_SESSION,
  },
];

/**
 * Turns whatever keytar threw into a SecretStoreError. `action` completes "could not …", e.g.
 * "read the signing key". The OS text goes into `detail` (and into the message only for `failed`,
 * where it is all the admin has to go on); it never holds the stored value.
 */
export function keychainError(error: unknown, action: string): SecretStoreError {
  if (error instanceof SecretStoreError) return error;
  const detail = osText(error);
  const rule = RULES.find((r) => r.pattern.test(detail));
  if (rule) return new SecretStoreError(rule.code, rule.message, detail);
  return new SecretStoreError(
    'failed',
    `The OS keychain could not ${action}${detail ? ` (it said: "${detail}")` : ''}. Retry; if it keeps failing, call support.`,
    detail,
  );
}

export function keychainTimeout(timeoutMs: number, action: string): SecretStoreError {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return new SecretStoreError(
    'unavailable',
    `The OS keychain did not answer within ${seconds} seconds when asked to ${action}. If a keychain unlock prompt is open, answer it; otherwise log out and in again, then retry.`,
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
