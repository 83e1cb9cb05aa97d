/** A value the secret store keeps in the keychain, checked when written and when read. */

/** Why a stored record does not read back whole. */
const damagedBecause = {
  indexUnreadable: 'its index entry is unreadable',
  partMissing: ({ part, parts }: { part: number; parts: number }) =>
    `part ${part} of ${parts} is missing`,
  notExpectedFormat: 'its content is not in the expected format',
  sizeMismatch: ({ bytes, expected }: { bytes: number; expected: number }) =>
    `its parts add up to ${bytes} bytes instead of ${expected}`,
  checksumMismatch: 'its parts do not match its checksum',
} as const;

type Reason = { reason: string };
type Bytes = { bytes: number };

export const records = {
  damagedBecause,
  /** Each record, damaged (with why) or too large to keep. */
  credentials: {
    damaged: ({ reason }: Reason) =>
      `The service credentials in the OS keychain are damaged (${reason}), so they cannot be used. An admin must enter the API key, merchant code and consumer secret again.`,
    tooLarge: ({ bytes }: Bytes) =>
      `The service credentials are too large to keep in the OS keychain (${bytes} bytes).`,
  },
  signingKey: {
    damaged: ({ reason }: Reason) =>
      `The signing key in the OS keychain is damaged (${reason}), so it cannot be used. An admin must import the private key again, or generate a new key pair and register its public key with the service operator.`,
    tooLarge: ({ bytes }: Bytes) =>
      `The signing key is too large to keep in the OS keychain (${bytes} bytes).`,
  },
  pendingKey: {
    damaged: ({ reason }: Reason) =>
      `The new signing key waiting for registration in the OS keychain is damaged (${reason}), so it cannot be used. An admin must discard it and generate or import the new key again.`,
    tooLarge: ({ bytes }: Bytes) =>
      `The new signing key waiting for registration is too large to keep in the OS keychain (${bytes} bytes).`,
  },
  token: {
    damaged: ({ reason }: Reason) =>
      `The cached access token in the OS keychain is damaged (${reason}), so it cannot be used. The app fetches a new token at the next send; if this repeats, call support.`,
    tooLarge: ({ bytes }: Bytes) =>
      `The cached access token is too large to keep in the OS keychain (${bytes} bytes).`,
  },
  /** A value refused before it is written. */
  refused: {
    credentialsMissing: 'The service credentials are missing. Enter all three and save again.',
    empty: ({ label }: { label: string }) => `The ${label} is empty. Enter it and save again.`,
    controlCharacter: ({ label }: { label: string }) =>
      `The ${label} contains a line break or another control character. Paste it again without them.`,
    tooLong: ({ label, max }: { label: string; max: number }) =>
      `The ${label} is longer than ${max} characters. Check that the right value was pasted.`,
    tokenNotText: 'The access token to cache is empty, too long or not printable text.',
    tokenNoExpiry: 'The access token to cache has no valid expiry time.',
    tokenUnbound: 'The access token to cache does not say which address and credentials it is for.',
    notPkcs8:
      'Only an unencrypted PKCS#8 private key PEM ("-----BEGIN PRIVATE KEY-----") can be stored. Import the key through the key import, which converts it.',
    keyDamaged: 'The private key PEM is damaged or incomplete. Import the key file again.',
    notRsa: 'The signing key must be an RSA key.',
    noPendingKey: 'There is no new signing key waiting, so there is nothing to put in use.',
    credentialsNoOrigin:
      'The service credentials must be saved for one service address. Save the address first, then enter the credentials.',
  },
  /** The credentials, as they read inside a sentence. */
  credentialLabel: {
    apiKey: 'API key',
    merchantCode: 'merchant code',
    consumerSecret: 'consumer secret',
  },
} as const;
