import { createHash } from 'node:crypto';
import type { ServiceCredentials } from './service-credentials';

/**
 * Where an access token came from: the service address it was issued by and the credentials it
 * was issued for. A token is a bearer secret of one merchant at one service: sent to another
 * address it is handed to a stranger, and after the credentials change it acts for the old
 * merchant. So the cache keeps this beside the token and a token bound elsewhere is discarded.
 */
export interface TokenBinding {
  /** The base URL as bank-runtime checked it (no trailing slash). */
  baseUrl: string;
  /** credentialsFingerprint() of the credentials the token was issued for. */
  credentialsFingerprint: string;
}

/**
 * SHA-256 over the three credentials, as lowercase hex: it tells whether they changed, and the
 * credentials themselves are never kept with the token. The fields go in as a JSON array, so no
 * two different sets of credentials can run together into the same text.
 */
export function credentialsFingerprint(credentials: ServiceCredentials): string {
  const fields = [credentials.apiKey, credentials.merchantCode, credentials.consumerSecret];
  return createHash('sha256')
    .update(`remit-desk token binding v1\n${JSON.stringify(fields)}`, 'utf8')
    .digest('hex');
}

export function bindingOf(baseUrl: string, credentials: ServiceCredentials): TokenBinding {
  return { baseUrl, credentialsFingerprint: credentialsFingerprint(credentials) };
}

/** null (a token cached before tokens were bound, or no credentials now) matches nothing. */
export function sameBinding(a: TokenBinding | null, b: TokenBinding | null): boolean {
  return (
    a !== null &&
    b !== null &&
    a.baseUrl === b.baseUrl &&
    a.credentialsFingerprint === b.credentialsFingerprint
  );
}

export const FINGERPRINT_PATTERN = /^[0-9a-f]{64}$/;
