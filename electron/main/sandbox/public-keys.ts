import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { fail, ok, type AppError, type Result } from '@shared/result';

const MIN_BITS = 2048;
const MAX_BITS = 16384;
const MAX_PEM_LENGTH = 20_000;

export interface ParsedPublicKey {
  /** Normalised SPKI PEM, whatever form was registered. */
  spkiPem: string;
  /** SHA-256 of the DER SPKI, lowercase hex: the same number the app shows the admin (D2). */
  fingerprint: string;
  bits: number;
  key: KeyObject;
}

export type PublicKeyError = AppError<
  | 'empty'
  | 'not-pem'
  | 'private-key'
  | 'certificate'
  | 'several-keys'
  | 'malformed'
  | 'not-rsa'
  | 'too-small'
  | 'too-large'
>;

/**
 * What an operator registers: one RSA public key of at least 2048 bits, as SPKI
 * (`BEGIN PUBLIC KEY`) or PKCS#1 (`BEGIN RSA PUBLIC KEY`) PEM. A private key is refused outright:
 * it must never leave the workstation, and registering one would teach clerks that it may.
 */
export function parsePublicKeyPem(text: string): Result<ParsedPublicKey, PublicKeyError> {
  const pem = text.trim();
  if (pem === '') return fail(err('empty', 'The body is empty. Send the public key PEM file.'));
  if (pem.length > MAX_PEM_LENGTH) {
    return fail(err('too-large', 'The body is too large to be one RSA public key PEM.'));
  }
  const labels = [...pem.matchAll(/-----BEGIN ([A-Z0-9 ]+)-----/g)].map((m) => m[1] ?? '');
  if (labels.length === 0) {
    return fail(
      err(
        'not-pem',
        'This is not a PEM file (no "-----BEGIN PUBLIC KEY-----" line). Send the public key as PEM.',
      ),
    );
  }
  if (labels.some((l) => l.includes('PRIVATE KEY'))) {
    return fail(
      err(
        'private-key',
        'This is a private key. Never send a private key to the bank: send the public key (openssl pkey -in private.pem -pubout -out public.pem).',
      ),
    );
  }
  if (labels.some((l) => l === 'CERTIFICATE')) {
    return fail(err('certificate', 'This is a certificate. Send the RSA public key PEM instead.'));
  }
  const keyLabels = labels.filter((l) => l === 'PUBLIC KEY' || l === 'RSA PUBLIC KEY');
  if (keyLabels.length !== 1 || labels.length !== 1) {
    return fail(
      err(
        keyLabels.length > 1 ? 'several-keys' : 'not-pem',
        keyLabels.length > 1
          ? 'This file holds more than one key. Register one public key per request.'
          : `This PEM holds "${labels[0]}", not a public key. Send the RSA public key PEM.`,
      ),
    );
  }
  let key: KeyObject;
  try {
    key = createPublicKey({ key: pem, format: 'pem' });
  } catch {
    return fail(
      err('malformed', 'The public key in this PEM is damaged or incomplete. Export it again.'),
    );
  }
  if (key.asymmetricKeyType !== 'rsa') {
    return fail(
      err(
        'not-rsa',
        `This is a ${key.asymmetricKeyType?.toUpperCase() ?? 'non-RSA'} key. The service verifies RSASSA-PKCS1-v1_5 with SHA-256 signatures: register an RSA public key.`,
      ),
    );
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_BITS || bits > MAX_BITS) {
    return fail(
      err(
        'too-small',
        `This RSA key has ${bits} bits. Register a key of at least ${MIN_BITS} bits (D2).`,
      ),
    );
  }
  const der = key.export({ type: 'spki', format: 'der' });
  return ok({
    spkiPem: key.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: createHash('sha256').update(der).digest('hex'),
    bits,
    key,
  });
}

function err(code: PublicKeyError['code'], message: string): PublicKeyError {
  return { code, message };
}
