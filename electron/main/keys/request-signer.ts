import {
  constants,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * D2: RSASSA-PKCS1-v1_5 with SHA-256 over the UTF-8 bytes of the signature string, as standard
 * Base64 with padding: byte for byte what `openssl dgst -sha256 -sign key.pem | base64` gives.
 */
export interface RequestSigner {
  sign(signatureString: string): string;
}

export function createRequestSigner(privateKeyPem: string): RequestSigner {
  // Parsed once: a PEM parse per send would dominate the signing cost.
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'rsa') throw new TypeError('The signing key must be an RSA key.');
  return { sign: (text) => signWith(key, text) };
}

export function signText(privateKeyPem: string | KeyObject, text: string): string {
  const key = typeof privateKeyPem === 'string' ? createPrivateKey(privateKeyPem) : privateKeyPem;
  return signWith(key, text);
}

export function verifyText(
  publicKeyPem: string | KeyObject,
  text: string,
  signatureBase64: string,
): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureBase64) || signatureBase64.length % 4 !== 0)
    return false;
  const key = typeof publicKeyPem === 'string' ? createPublicKey(publicKeyPem) : publicKeyPem;
  return verify(
    'sha256',
    Buffer.from(text, 'utf8'),
    { key, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(signatureBase64, 'base64'),
  );
}

function signWith(key: KeyObject, text: string): string {
  return sign('sha256', Buffer.from(text, 'utf8'), {
    key,
    padding: constants.RSA_PKCS1_PADDING,
  }).toString('base64');
}
