import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { type MessageArgs, type MessageKey } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';

/** D2: at least 2048 bits; the keychain storage is proven up to 4096. */
export const KEY_SIZES = [2048, 3072, 4096] as const;
export type KeySize = (typeof KEY_SIZES)[number];
export const DEFAULT_KEY_SIZE: KeySize = 2048;
const MIN_BITS = 2048;
const MAX_BITS = 4096;
const MAX_PEM_LENGTH = 20_000;

export interface SigningKeyPair {
  /** PKCS#8 PEM. Lives only in the main process and the OS keychain. */
  privateKeyPem: string;
  /** SPKI PEM, the file an admin sends to the service operator. */
  publicKeyPem: string;
  /** SHA-256 of the DER SPKI, lowercase hex: what the operator compares on registration. */
  fingerprint: string;
  bits: number;
}

export type KeyImportErrorCode =
  | 'empty'
  | 'too-large'
  | 'not-pem'
  | 'several-keys'
  | 'public-key'
  | 'certificate'
  | 'passphrase-needed'
  | 'wrong-passphrase'
  | 'malformed'
  | 'not-rsa'
  | 'too-small';

export type KeyImportError = AppError<KeyImportErrorCode>;

export function generateSigningKeyPair(bits: number = DEFAULT_KEY_SIZE): SigningKeyPair {
  checkKeySize(bits);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  return describe(privateKey);
}

const generateRsaPair = promisify(generateKeyPair);

/**
 * The same, off the main thread (libuv's pool): a 4096-bit key can take seconds to find, and the
 * main process must keep answering the window meanwhile.
 */
export async function generateSigningKeyPairAsync(
  bits: number = DEFAULT_KEY_SIZE,
): Promise<SigningKeyPair> {
  checkKeySize(bits);
  const { privateKey } = await generateRsaPair('rsa', {
    modulusLength: bits,
    publicExponent: 65537,
  });
  return describe(privateKey);
}

function checkKeySize(bits: number): void {
  if (!(KEY_SIZES as readonly number[]).includes(bits)) {
    throw new RangeError(`Key size must be one of ${KEY_SIZES.join(', ')} bits, not ${bits}.`);
  }
}

/**
 * Accepts an existing RSA private key in PKCS#1 (`BEGIN RSA PRIVATE KEY`) or PKCS#8
 * (`BEGIN PRIVATE KEY`) PEM, protected by a passphrase or not (`BEGIN ENCRYPTED PRIVATE KEY`, or
 * PKCS#1 with `Proc-Type: 4,ENCRYPTED`), and normalises it to unencrypted PKCS#8: the keychain
 * protects it from then on. Everything else is refused with a message that says what the file is
 * and what to do; no message quotes the file.
 */
export function importPrivateKeyPem(
  pem: string,
  passphrase = '',
): Result<SigningKeyPair, KeyImportError> {
  const pemText = pem.trim();
  if (pemText === '') return fail(err('empty', 'keys.import.refused.empty'));
  if (pemText.length > MAX_PEM_LENGTH)
    return fail(err('too-large', 'keys.import.refused.tooLarge'));
  const labels = [...pemText.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----/g)].map((m) => m[1] ?? '');
  if (labels.length === 0) return fail(err('not-pem', 'keys.import.refused.notPem'));
  const encrypted =
    labels.some((l) => /^ENCRYPTED PRIVATE KEY$/.test(l)) ||
    /Proc-Type:\s*4,ENCRYPTED/.test(pemText);
  if (encrypted && passphrase === '') {
    return fail(err('passphrase-needed', 'keys.import.refused.passphraseNeeded'));
  }
  const privateLabels = labels.filter((l) => /PRIVATE KEY$/.test(l));
  if (privateLabels.length > 1) {
    return fail(err('several-keys', 'keys.import.refused.severalKeys'));
  }
  if (privateLabels.length === 0) {
    if (labels.some((l) => l === 'CERTIFICATE')) {
      return fail(err('certificate', 'keys.import.refused.certificate'));
    }
    if (labels.some((l) => /PUBLIC KEY$/.test(l))) {
      return fail(err('public-key', 'keys.import.refused.publicKey'));
    }
    return fail(err('not-pem', 'keys.import.refused.otherPem', { label: labels[0] ?? '' }));
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(
      encrypted ? { key: pemText, format: 'pem', passphrase } : { key: pemText, format: 'pem' },
    );
  } catch (error) {
    if (encrypted) return fail(err('wrong-passphrase', 'keys.import.refused.wrongPassphrase'));
    if ((error as { code?: string }).code === 'ERR_MISSING_PASSPHRASE') {
      return fail(err('passphrase-needed', 'keys.import.refused.passphraseNeeded'));
    }
    return fail(err('malformed', 'keys.import.refused.malformed'));
  }
  if (key.asymmetricKeyType !== 'rsa') {
    // No name goes as '': the message words it in the operator's language (D87).
    const keyType = key.asymmetricKeyType?.toUpperCase() ?? '';
    return fail(err('not-rsa', 'keys.import.refused.notRsa', { keyType }));
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_BITS || bits > MAX_BITS) {
    const sizes = { bits, min: MIN_BITS, max: MAX_BITS };
    return fail(err('too-small', 'keys.import.refused.wrongSize', sizes));
  }
  return ok(describe(key));
}

/** Derives the public half and its fingerprint from a stored private key PEM. */
export function describePrivateKey(privateKeyPem: string): SigningKeyPair {
  return describe(createPrivateKey(privateKeyPem));
}

export function spkiFingerprint(publicKey: KeyObject | string): string {
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  return createHash('sha256')
    .update(key.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

function describe(privateKey: KeyObject): SigningKeyPair {
  const publicKey = createPublicKey(privateKey);
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: spkiFingerprint(publicKey),
    bits: privateKey.asymmetricKeyDetails?.modulusLength ?? 0,
  };
}

function err<K extends MessageKey>(
  code: KeyImportErrorCode,
  key: K,
  ...args: MessageArgs<K>
): KeyImportError {
  return worded(code, key, ...args);
}
