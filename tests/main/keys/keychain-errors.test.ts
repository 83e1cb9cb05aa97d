import { describe, expect, it } from 'vitest';
import {
  KEYCHAIN_LOCKED,
  MAC_KEYCHAIN_LOCKED,
  NO_DEFAULT_KEYRING,
  NO_LOGON_SESSION,
  NO_MAC_KEYCHAIN,
  NO_SECRET_SERVICE,
  keychainError,
  keychainTimeout,
} from '../../../electron/main/keys/keychain-errors';
import { SecretStoreError } from '../../../electron/main/keys/secret-store';
import { ref, textIn } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

// The error texts keytar rejects with. The Linux ones were observed here with keytar 7.9 +
// libsecret + gnome-keyring 42 (keychain-failures.test.ts produces them for real); the macOS ones
// are SecCopyErrorMessageString texts and the Windows one FormatMessage's English text, which
// cannot be produced on this machine.
const OBSERVED: Array<[string, string, string]> = [
  // DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent
  ['Could not connect: No such file or directory', 'unavailable', NO_SECRET_SERVICE],
  // DBUS_SESSION_BUS_ADDRESS and DISPLAY unset
  ['Cannot autolaunch D-Bus without X11 $DISPLAY', 'unavailable', NO_SECRET_SERVICE],
  // a session bus with no Secret Service to activate
  [
    'The name org.freedesktop.secrets was not provided by any .service files',
    'unavailable',
    NO_SECRET_SERVICE,
  ],
  // gnome-keyring with no login keyring, unable to prompt for one
  [
    'Object does not exist at path “/org/freedesktop/secrets/collection/login”',
    'unavailable',
    NO_DEFAULT_KEYRING,
  ],
  // setPassword on a locked collection
  ['Cannot create an item in a locked collection', 'locked', KEYCHAIN_LOCKED],
];

const DOCUMENTED: Array<[string, string, string]> = [
  ['User interaction is not allowed.', 'locked', MAC_KEYCHAIN_LOCKED],
  ['User canceled the operation.', 'locked', MAC_KEYCHAIN_LOCKED],
  ['The user name or passphrase you entered is not correct.', 'locked', MAC_KEYCHAIN_LOCKED],
  [
    'No keychain is available. You may need to restart your computer.',
    'unavailable',
    NO_MAC_KEYCHAIN,
  ],
  ['A default keychain could not be found.', 'unavailable', NO_MAC_KEYCHAIN],
  [
    'A specified logon session does not exist. It may already have been terminated.\r\n',
    'unavailable',
    NO_LOGON_SESSION,
  ],
];

// What was asked of the keychain, as the sessions hand it: a message (D93).
const READ_KEY = ref('keys.keychain.action.readSigningKey');
const SAVE_KEY = ref('keys.keychain.action.saveSigningKey');
const READ_TOKEN = ref('keys.keychain.action.readToken');

describe('keychainError', () => {
  it.each([...OBSERVED, ...DOCUMENTED])('maps "%s" to %s', (text, code, message) => {
    const error = keychainError(new Error(text), READ_KEY);
    expect(error).toBeInstanceOf(SecretStoreError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.detail).toBe(text.trim());
  });

  it('gives anything else as failed, with the action and the OS text for the admin', () => {
    const error = keychainError(new Error('The parameter is incorrect.\r\n'), SAVE_KEY);
    expect(error.code).toBe('failed');
    expect(error.message).toMatch(/^The OS keychain could not save the signing key/);
    expect(error.message).toContain('"The parameter is incorrect."');
    expect(error.message).toMatch(/call support/);
    expect(error.message).not.toMatch(/[\r\n]/);
    // What was asked, in the admin's language with the sentence around it (D93).
    const words = expectWordedAnswer(error, 'keys.keychain.failed');
    expect(words.fr).toContain(textIn('fr', 'keys.keychain.action.saveSigningKey'));
  });

  it('does not take "unlocked" for locked', () => {
    expect(keychainError(new Error('Item was unlocked but not found'), READ_KEY).code).toBe(
      'failed',
    );
  });

  it('accepts thrown strings and non-errors', () => {
    expect(keychainError('Could not connect: Connection refused', READ_KEY).code).toBe(
      'unavailable',
    );
    expect(keychainError(undefined, READ_TOKEN).message).toBe(
      'The OS keychain could not read the cached access token. Retry; if it keeps failing, call support.',
    );
  });

  it('passes a SecretStoreError through unchanged', () => {
    const original = new SecretStoreError('corrupt', 'damaged');
    expect(keychainError(original, READ_KEY)).toBe(original);
  });

  it('bounds the OS text it quotes', () => {
    const error = keychainError(new Error('x'.repeat(5000)), READ_KEY);
    expect(error.detail.length).toBe(300);
  });
});

describe('keychainTimeout', () => {
  it('is unavailable and points at a possible unlock prompt', () => {
    const error = keychainTimeout(120_000, READ_KEY);
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain('within 120 seconds when asked to read the signing key');
    expect(error.message).toContain('unlock prompt');
  });
});
