import { constants, verify, type KeyObject } from 'node:crypto';

export interface VerifyingKey {
  fingerprint: string;
  key: KeyObject;
}

export type SignatureCheck = { ok: true; fingerprint: string } | { ok: false; detail: string };

/** Standard Base64 with padding (D2); URL-safe or unpadded text is not what the client must send. */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * D2, verified independently of the client's signer: RSASSA-PKCS1-v1_5 with SHA-256 over the
 * UTF-8 bytes of the signature string, against every registered key until one accepts it.
 */
export function checkSignature(
  header: string | undefined,
  signatureString: string,
  keys: readonly VerifyingKey[],
): SignatureCheck {
  if (header === undefined || header === '') {
    return { ok: false, detail: 'the signature header is missing' };
  }
  if (!BASE64.test(header) || header.length % 4 !== 0) {
    return { ok: false, detail: 'the signature header is not standard Base64 text with padding' };
  }
  if (keys.length === 0) {
    return {
      ok: false,
      detail:
        'no public key is registered with the sandbox; register yours with POST /sandbox/keys',
    };
  }
  const signature = Buffer.from(header, 'base64');
  const data = Buffer.from(signatureString, 'utf8');
  for (const { fingerprint, key } of keys) {
    if (verifies(key, data, signature)) return { ok: true, fingerprint };
  }
  return {
    ok: false,
    detail:
      'the signature does not verify against any registered public key (check the field order of the signature string, that the values equal the body, and that your public key is registered)',
  };
}

function verifies(key: KeyObject, data: Buffer, signature: Buffer): boolean {
  try {
    return verify('sha256', data, { key, padding: constants.RSA_PKCS1_PADDING }, signature);
  } catch {
    // OpenSSL may refuse a signature of the wrong length outright; that is a wrong signature too.
    return false;
  }
}
