import { createPrivateKey } from 'node:crypto';
import { parseJsonObject } from '../json-object';
import { SecretStoreError } from './secret-store';
import type { ServiceCredentials } from './service-credentials';
import { FINGERPRINT_PATTERN } from './token-binding';
import type { BoundToken, CachedToken } from './token-cache';

/*
 * What the keychain secret store keeps, checked before it is written and parsed when it is read:
 * the credentials (three fields, nothing else), a PKCS#8 RSA private key, and the cached token
 * with where it came from. A value that fails its check is refused with what to do; a stored one
 * that does not parse reads as damaged.
 */

const CREDENTIAL_FIELDS = [
  ['apiKey', 'API key'],
  ['merchantCode', 'merchant code'],
  ['consumerSecret', 'consumer secret'],
] as const;
const MAX_CREDENTIAL_LENGTH = 1000;
const MAX_TOKEN_LENGTH = 8000;
const MAX_BASE_URL_LENGTH = 2000;

export function invalid(message: string): SecretStoreError {
  return new SecretStoreError('invalid', message);
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function checkCredentials(credentials: ServiceCredentials): ServiceCredentials {
  if (typeof credentials !== 'object' || credentials === null) {
    throw invalid('The service credentials are missing. Enter all three and save again.');
  }
  for (const [field, label] of CREDENTIAL_FIELDS) {
    const value: unknown = credentials[field];
    if (typeof value !== 'string' || value.trim() === '') {
      throw invalid(`The ${label} is empty. Enter it and save again.`);
    }
    if (CONTROL_CHARACTERS.test(value)) {
      throw invalid(
        `The ${label} contains a line break or another control character. Paste it again without them.`,
      );
    }
    if ([...value].length > MAX_CREDENTIAL_LENGTH) {
      throw invalid(
        `The ${label} is longer than ${MAX_CREDENTIAL_LENGTH} characters. Check that the right value was pasted.`,
      );
    }
  }
  // Only the three fields: nothing else an object happens to carry goes into the keychain.
  return {
    apiKey: credentials.apiKey,
    merchantCode: credentials.merchantCode,
    consumerSecret: credentials.consumerSecret,
  };
}

export function parseCredentials(text: string): ServiceCredentials | null {
  const data = parseJsonObject(text);
  if (!data) return null;
  const { apiKey, merchantCode, consumerSecret } = data;
  if (typeof apiKey !== 'string' || apiKey === '') return null;
  if (typeof merchantCode !== 'string' || merchantCode === '') return null;
  if (typeof consumerSecret !== 'string' || consumerSecret === '') return null;
  return { apiKey, merchantCode, consumerSecret };
}

/**
 * The record is the token, its expiry, and where it came from: the address and a fingerprint of
 * the credentials (keys/token-binding.ts), never the credentials themselves.
 */
export function checkToken(token: BoundToken): string {
  const accessToken: unknown = token?.accessToken;
  const expiresAt: unknown = token?.expiresAt;
  const baseUrl: unknown = token?.binding?.baseUrl;
  const fingerprint: unknown = token?.binding?.credentialsFingerprint;
  if (
    typeof accessToken !== 'string' ||
    !/^[\x21-\x7e]+$/.test(accessToken) ||
    accessToken.length > MAX_TOKEN_LENGTH
  ) {
    throw invalid('The access token to cache is empty, too long or not printable text.');
  }
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
    throw invalid('The access token to cache has no valid expiry time.');
  }
  if (
    typeof baseUrl !== 'string' ||
    baseUrl === '' ||
    baseUrl.length > MAX_BASE_URL_LENGTH ||
    typeof fingerprint !== 'string' ||
    !FINGERPRINT_PATTERN.test(fingerprint)
  ) {
    throw invalid(
      'The access token to cache does not say which address and credentials it is for.',
    );
  }
  return JSON.stringify({ accessToken, expiresAt, baseUrl, credentialsFingerprint: fingerprint });
}

/** A record without its address and fingerprint was cached before tokens were bound: unbound. */
export function parseToken(text: string): CachedToken | null {
  const data = parseJsonObject(text);
  if (!data) return null;
  const { accessToken, expiresAt, baseUrl, credentialsFingerprint } = data;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  if (baseUrl === undefined && credentialsFingerprint === undefined) {
    return { accessToken, expiresAt, binding: null };
  }
  if (typeof baseUrl !== 'string' || baseUrl === '') return null;
  if (typeof credentialsFingerprint !== 'string') return null;
  if (!FINGERPRINT_PATTERN.test(credentialsFingerprint)) return null;
  return { accessToken, expiresAt, binding: { baseUrl, credentialsFingerprint } };
}

export function checkPrivateKey(pem: string): string {
  if (typeof pem !== 'string' || !isPkcs8Pem(pem)) {
    throw invalid(
      'Only an unencrypted PKCS#8 private key PEM ("-----BEGIN PRIVATE KEY-----") can be stored. Import the key through the key import, which converts it.',
    );
  }
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw invalid('The private key PEM is damaged or incomplete. Import the key file again.');
  }
  if (type !== 'rsa') throw invalid('The signing key must be an RSA key.');
  return pem;
}
export function isPkcs8Pem(text: string): boolean {
  return /^-----BEGIN PRIVATE KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PRIVATE KEY-----\r?\n?$/.test(
    text,
  );
}
