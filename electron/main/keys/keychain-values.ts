import { createPrivateKey } from 'node:crypto';
import { ref, text, type MessageArgs, type MessageKey } from '@shared/i18n/catalog';
import { serviceOrigin } from '@shared/domain/base-url';
import { parseJsonObject } from '../json-object';
import { SecretStoreError } from './secret-store';
import type { ServiceCredentials, StoredCredentials } from './service-credentials';
import { FINGERPRINT_PATTERN } from './token-binding';
import type { BoundToken, CachedToken } from './token-cache';

/*
 * What the keychain secret store keeps, checked before it is written and parsed when it is read:
 * the credentials (three fields, nothing else), a PKCS#8 RSA private key, and the cached token
 * with where it came from. A value that fails its check is refused with what to do; a stored one
 * that does not parse reads as damaged.
 */

const CREDENTIAL_FIELDS = ['apiKey', 'merchantCode', 'consumerSecret'] as const;
const MAX_CREDENTIAL_LENGTH = 1000;
const MAX_TOKEN_LENGTH = 8000;
const MAX_BASE_URL_LENGTH = 2000;

export function invalid<K extends MessageKey>(key: K, ...args: MessageArgs<K>): SecretStoreError {
  return new SecretStoreError('invalid', ref(key, ...args));
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** An origin as `URL.origin` writes it: what the credentials are bound to (D71). */
function isOrigin(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_BASE_URL_LENGTH &&
    serviceOrigin(value) === value
  );
}

export function checkCredentials(
  credentials: ServiceCredentials,
  origin: string,
): StoredCredentials {
  if (typeof credentials !== 'object' || credentials === null) {
    throw invalid('keys.records.refused.credentialsMissing');
  }
  if (!isOrigin(origin)) throw invalid('keys.records.refused.credentialsNoOrigin');
  for (const field of CREDENTIAL_FIELDS) {
    const value: unknown = credentials[field];
    const label = text(`keys.records.credentialLabel.${field}`);
    if (typeof value !== 'string' || value.trim() === '') {
      throw invalid('keys.records.refused.empty', { label });
    }
    if (CONTROL_CHARACTERS.test(value)) {
      throw invalid('keys.records.refused.controlCharacter', { label });
    }
    if ([...value].length > MAX_CREDENTIAL_LENGTH) {
      throw invalid('keys.records.refused.tooLong', { label, max: MAX_CREDENTIAL_LENGTH });
    }
  }
  // Only the three fields and their origin: nothing else an object carries goes into the keychain.
  return {
    apiKey: credentials.apiKey,
    merchantCode: credentials.merchantCode,
    consumerSecret: credentials.consumerSecret,
    origin,
  };
}

/** A record without `origin` was stored before credentials were bound: it reads as unbound. */
export function parseCredentials(text: string): StoredCredentials | null {
  const data = parseJsonObject(text);
  if (!data) return null;
  const { apiKey, merchantCode, consumerSecret, origin } = data;
  if (typeof apiKey !== 'string' || apiKey === '') return null;
  if (typeof merchantCode !== 'string' || merchantCode === '') return null;
  if (typeof consumerSecret !== 'string' || consumerSecret === '') return null;
  if (origin !== undefined && !isOrigin(origin)) return null;
  return { apiKey, merchantCode, consumerSecret, origin: origin ?? null };
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
    throw invalid('keys.records.refused.tokenNotText');
  }
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) {
    throw invalid('keys.records.refused.tokenNoExpiry');
  }
  if (
    typeof baseUrl !== 'string' ||
    baseUrl === '' ||
    baseUrl.length > MAX_BASE_URL_LENGTH ||
    typeof fingerprint !== 'string' ||
    !FINGERPRINT_PATTERN.test(fingerprint)
  ) {
    throw invalid('keys.records.refused.tokenUnbound');
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
    throw invalid('keys.records.refused.notPkcs8');
  }
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    throw invalid('keys.records.refused.keyDamaged');
  }
  if (type !== 'rsa') throw invalid('keys.records.refused.notRsa');
  return pem;
}
export function isPkcs8Pem(text: string): boolean {
  return /^-----BEGIN PRIVATE KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PRIVATE KEY-----\r?\n?$/.test(
    text,
  );
}
