import { API_KEY_HEADER, type TokenRequestBody } from '@shared/api/token';
import { serviceOrigin } from '@shared/domain/base-url';
import type { MessageRef } from '@shared/i18n/catalog';
import { saying } from '@shared/i18n/worded';
import { credentialsFor, type StoredCredentials } from '../keys/service-credentials';
import { bindingOf } from '../keys/token-binding';
import type { HttpFetch } from './http-fetch';
import { classifyTransportError, type TransportFailureKind } from './transport-errors';
import { parseJsonObject } from '../json-object';
import type { BoundToken, IssuedToken } from '../keys/token-cache';

export type TokenErrorCode =
  | 'not-configured'
  | 'credentials-elsewhere'
  | 'credentials-rejected'
  | 'unreachable'
  | 'unexpected';

/**
 * A token could not be had. Whatever happened, no transfer was sent with it, so a send that stops
 * here has provably not reached the service. Messages never carry the credentials or the body.
 */
export class TokenError extends Error {
  /** The message's words, for the operator's language (D65), where the catalog has them. */
  readonly text?: MessageRef;

  constructor(
    readonly code: TokenErrorCode,
    message: string | { message: string; text: MessageRef },
    /** The token call itself provably never reached the service: safe to retry (D7). */
    readonly retryable: boolean,
    readonly detail: string = '',
    /**
     * What the token call met: the transport failure's kind, or the HTTP status of an answer that
     * held no token. The connection check tells an admin from it what to correct.
     */
    readonly met:
      | { transport: TransportFailureKind }
      | { httpStatus: number }
      | { credentialsFor: string | null }
      | null = null,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'TokenError';
    if (typeof message !== 'string') this.text = message.text;
  }
}

export interface TokenClientOptions {
  baseUrl: string;
  tokenPath: string;
  fetch: HttpFetch;
  credentials: () => Promise<StoredCredentials | null>;
  timeoutMs: number;
  now: () => number;
}

/**
 * D1: `POST {base}/authentication/api/v3/authenticate/merchant` with the Api-Key header. The token
 * comes back bound to the address and the credentials it was asked with (keys/token-binding.ts).
 * The credentials go only to the origin they were entered for (D71): this is the last step before
 * they leave, so whatever changed the address (a setting, an edited journal), a stranger's address
 * gets no request at all.
 */
export function createTokenClient(options: TokenClientOptions): {
  requestToken(): Promise<BoundToken>;
} {
  return {
    async requestToken() {
      const stored = await options.credentials();
      if (!stored) {
        throw new TokenError('not-configured', saying('send.bank.token.notConfigured'), false);
      }
      const here = serviceOrigin(options.baseUrl);
      const credentials = credentialsFor(stored, here);
      if (!credentials) {
        const origin = stored.origin;
        throw new TokenError(
          'credentials-elsewhere',
          origin === null
            ? saying('send.bank.credentialsUnbound', { here: here ?? options.baseUrl })
            : saying('send.bank.credentialsElsewhere', { origin, here: here ?? options.baseUrl }),
          false,
          `credentials for ${origin ?? 'no address'}`,
          { credentialsFor: origin },
        );
      }
      const body: TokenRequestBody = {
        merchantCode: credentials.merchantCode,
        consumerSecret: credentials.consumerSecret,
      };
      let status: number;
      let text: string;
      try {
        const response = await options.fetch(options.baseUrl + options.tokenPath, {
          purpose: 'token',
          method: 'POST',
          headers: { [API_KEY_HEADER]: credentials.apiKey, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          timeoutMs: options.timeoutMs,
          redirect: 'manual',
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        const failure = classifyTransportError(error);
        throw new TokenError(
          'unreachable',
          saying('send.bank.token.signInUnreachable'),
          failure.provenNotSent,
          failure.detail,
          { transport: failure.kind },
        );
      }
      if (status === 401 || status === 403) {
        throw new TokenError(
          'credentials-rejected',
          saying('send.bank.token.signInRejected'),
          false,
          `HTTP ${status}`,
          { httpStatus: status },
        );
      }
      const token = status === 200 ? parseToken(text, options.now()) : null;
      if (!token) {
        // The body may hold a token: only the status goes into the detail.
        throw new TokenError(
          'unexpected',
          saying('send.bank.token.signInUnexpected', { status }),
          false,
          `HTTP ${status}`,
          { httpStatus: status },
        );
      }
      return { ...token, binding: bindingOf(options.baseUrl, credentials) };
    },
  };
}

/** `expiresIn` is an ISO-8601 instant per D1; a number of seconds is accepted too. */
export function parseToken(text: string, now: number): IssuedToken | null {
  const body = parseJsonObject(text);
  if (!body) return null;
  const accessToken = body['accessToken'];
  if (typeof accessToken !== 'string' || !/^[\x21-\x7e]+$/.test(accessToken)) return null;
  const expiresIn = body['expiresIn'];
  let expiresAt: number;
  if (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0) {
    expiresAt = now + expiresIn * 1000;
  } else if (typeof expiresIn === 'string' && /^\d+$/.test(expiresIn)) {
    expiresAt = now + Number(expiresIn) * 1000;
  } else if (typeof expiresIn === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(expiresIn)) {
    // The instant is on the service's clock. With D1's issuedAt beside it only the lifetime is
    // used, so a workstation clock that runs fast does not take every token for expired.
    const expires = Date.parse(expiresIn);
    const issued = typeof body['issuedAt'] === 'string' ? Date.parse(body['issuedAt']) : NaN;
    expiresAt = Number.isFinite(issued) && expires > issued ? now + (expires - issued) : expires;
  } else {
    return null;
  }
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
  return { accessToken, expiresAt };
}
