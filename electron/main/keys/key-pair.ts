import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { fail, ok, type AppError, type Result } from '../../../shared/result';

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
  const text = pem.trim();
  if (text === '')
    return fail(err('empty', 'The key file is empty. Choose the private key PEM file.'));
  if (text.length > MAX_PEM_LENGTH) {
    return fail(
      err(
        'too-large',
        'This file is too large to be an RSA private key. Choose the private key PEM file.',
      ),
    );
  }
  const labels = [...text.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----/g)].map((m) => m[1]);
  if (labels.length === 0) {
    return fail(
      err(
        'not-pem',
        'This is not a PEM file (no "-----BEGIN … PRIVATE KEY-----" line). Export the key as PEM and import it again.',
      ),
    );
  }
  const encrypted =
    labels.some((l) => l === 'ENCRYPTED PRIVATE KEY') || /Proc-Type:\s*4,ENCRYPTED/.test(text);
  if (encrypted && passphrase === '') {
    return fail(err('passphrase-needed', PASSPHRASE_NEEDED));
  }
  const privateLabels = labels.filter(
    (l) => l === 'PRIVATE KEY' || l === 'RSA PRIVATE KEY' || l?.endsWith('PRIVATE KEY'),
  );
  if (privateLabels.length > 1) {
    return fail(
      err(
        'several-keys',
        'This file holds more than one private key. Import a file that holds exactly one.',
      ),
    );
  }
  if (privateLabels.length === 0) {
    if (labels.some((l) => l === 'CERTIFICATE')) {
      return fail(
        err(
          'certificate',
          'This is a certificate, not a private key. Import the private key PEM file.',
        ),
      );
    }
    if (labels.some((l) => l?.endsWith('PUBLIC KEY'))) {
      return fail(
        err(
          'public-key',
          'This is a public key. Import the private key PEM file; the app derives the public key from it.',
        ),
      );
    }
    return fail(
      err(
        'not-pem',
        `This PEM file holds "${labels[0]}", not a private key. Import the RSA private key PEM file.`,
      ),
    );
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(
      encrypted ? { key: text, format: 'pem', passphrase } : { key: text, format: 'pem' },
    );
  } catch (error) {
    if (encrypted) return fail(err('wrong-passphrase', WRONG_PASSPHRASE));
    if ((error as { code?: string }).code === 'ERR_MISSING_PASSPHRASE') {
      return fail(err('passphrase-needed', PASSPHRASE_NEEDED));
    }
    return fail(
      err(
        'malformed',
        'The private key in this file is damaged or incomplete. Export it again and import the new file.',
      ),
    );
  }
  if (key.asymmetricKeyType !== 'rsa') {
    return fail(
      err(
        'not-rsa',
        `This is ${withArticle(key.asymmetricKeyType?.toUpperCase() ?? 'non-RSA')} key. The service needs an RSA key (RSASSA-PKCS1-v1_5 with SHA-256): generate one in the app or import an RSA key.`,
      ),
    );
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_BITS || bits > MAX_BITS) {
    return fail(
      err(
        'too-small',
        `This RSA key has ${bits} bits. Use a key of ${MIN_BITS} to ${MAX_BITS} bits.`,
      ),
    );
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

/** "an EC", "an ED25519", "a DSA": the article as the letters are read aloud. */
function withArticle(name: string): string {
  return `${/^[AEFHILMNORSX]/.test(name) ? 'an' : 'a'} ${name}`;
}

export const PASSPHRASE_NEEDED =
  'This key is protected by a passphrase. Type the passphrase, then choose Import key again; the app keeps the key in the OS keychain without it.';
export const WRONG_PASSPHRASE =
  'The passphrase does not open this key. Type it again, minding capital letters; if it is right, the file is damaged: export the key again.';

function err(code: KeyImportErrorCode, message: string): KeyImportError {
  return { code, message };
}
