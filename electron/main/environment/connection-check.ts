import { text } from '@shared/i18n/catalog';
import type { CheckFailure } from '@shared/domain/bank-setup';
import { checkBaseUrl } from '@shared/domain/base-url';
import { createBankClient } from '../bank/bank-client';
import type { HttpFetch } from '../bank/http-fetch';
import { DEFAULT_RETRY_POLICY } from '../bank/retry-policy';
import { createTokenClient, TokenError } from '../bank/token-client';
import type { TransportFailureKind } from '../bank/transport-errors';
import type { StoredCredentials } from '../keys/service-credentials';

/**
 * The admin's "Check connection": a token (D1) and the payment purposes (D18), from the address,
 * token path and credentials as stored now, and in words what failed. Nothing is sent that moves
 * money, so the signing key is not tested: the service has no call that checks a signature
 * without a transfer, and the screen says so. The token is used for the purposes and dropped; the
 * running environment's cached token is not touched. Credentials entered for another origin are
 * not sent at all (D71: the token client refuses before any request), and the admin reads why.
 */
export interface CheckInput {
  baseUrl: string;
  tokenPath: string;
  credentials: () => Promise<StoredCredentials | null>;
  fetch: HttpFetch;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  now: () => number;
}

export type CheckOutcome =
  | { passed: true; purposeCount: number; message: string }
  | { passed: false; failure: CheckFailure; message: string; detail: string };

export async function checkConnection(input: CheckInput): Promise<CheckOutcome> {
  const address = checkBaseUrl(input.baseUrl);
  if (!address.ok) return failed('not-set-up', address.error.message);
  const baseUrl = address.value;
  const host = new URL(baseUrl).host;

  let accessToken: string;
  try {
    const token = await createTokenClient({
      baseUrl,
      tokenPath: input.tokenPath,
      fetch: input.fetch,
      credentials: input.credentials,
      timeoutMs: input.requestTimeoutMs,
      now: input.now,
    }).requestToken();
    accessToken = token.accessToken;
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    return tokenFailure(error, { host, baseUrl, tokenPath: input.tokenPath, input });
  }

  const purposes = await createBankClient({
    baseUrl,
    fetch: input.fetch,
    tokens: { getToken: () => Promise.resolve(accessToken), invalidate: () => Promise.resolve() },
    loadSigner: () => Promise.reject(new Error('A connection check signs nothing.')),
    requestTimeoutMs: input.requestTimeoutMs,
    retry: DEFAULT_RETRY_POLICY,
  }).fetchPaymentPurposes();
  if (!purposes.ok) {
    return failed(
      'purposes-failed',
      text('environment.connectionCheck.purposesFailed', { reason: purposes.message }),
      purposes.detail,
    );
  }
  const count = purposes.purposes.length;
  return {
    passed: true,
    purposeCount: count,
    message: text('environment.connectionCheck.passed', { host, count }),
  };
}

function failed(failure: CheckFailure, message: string, detail = ''): CheckOutcome {
  return { passed: false, failure, message, detail };
}

const SECURE_CONNECTION = /ERR_SSL|ERR_TLS|EPROTO|SSL routines|net::ERR_SSL|net::ERR_CERT/;

function tokenFailure(
  error: TokenError,
  where: { host: string; baseUrl: string; tokenPath: string; input: CheckInput },
): CheckOutcome {
  const { host, tokenPath, input } = where;
  const seconds = (ms: number) => Math.round(ms / 1000);
  if (error.code === 'not-configured') {
    return failed('not-set-up', text('environment.connectionCheck.noCredentials'));
  }
  if (error.code === 'credentials-elsewhere') {
    const origin = error.met && 'credentialsFor' in error.met ? error.met.credentialsFor : null;
    return failed(
      'credentials-elsewhere',
      origin === null
        ? text('environment.connectionCheck.credentialsUnbound', { host })
        : text('environment.connectionCheck.credentialsElsewhere', { host, origin }),
      error.detail,
    );
  }
  if (error.code === 'credentials-rejected') {
    const status = error.met && 'httpStatus' in error.met ? error.met.httpStatus : 401;
    return failed(
      'credentials-refused',
      text('environment.connectionCheck.credentialsRefused', { host, status }),
      error.detail,
    );
  }
  if (error.met && 'httpStatus' in error.met) {
    const status = error.met.httpStatus;
    if (status === 404) {
      return failed(
        'wrong-path',
        text('environment.connectionCheck.wrongPath', { host, tokenPath }),
        error.detail,
      );
    }
    return failed(
      'unexpected-answer',
      text('environment.connectionCheck.unexpectedAnswer', { host, status }),
      error.detail,
    );
  }
  const kind: TransportFailureKind | null =
    error.met && 'transport' in error.met ? error.met.transport : null;
  switch (kind) {
    case 'refused':
      return failed(
        'unreachable',
        text('environment.connectionCheck.refused', { host }),
        error.detail,
      );
    case 'dns':
      return failed(
        'unreachable',
        text('environment.connectionCheck.unknownName', {
          hostname: new URL(where.baseUrl).hostname,
        }),
        error.detail,
      );
    case 'connect-timeout':
      return failed(
        'unreachable',
        text('environment.connectionCheck.connectTimeout', {
          host,
          seconds: seconds(input.connectTimeoutMs),
        }),
        error.detail,
      );
    case 'no-route':
      return failed(
        'unreachable',
        text('environment.connectionCheck.noRoute', { host }),
        error.detail,
      );
    case 'proxy':
      return failed(
        'unreachable',
        text('environment.connectionCheck.proxy', { host }),
        error.detail,
      );
    case 'certificate':
      return failed(
        'certificate',
        text('environment.connectionCheck.certificate', { host }),
        error.detail,
      );
    case 'timeout':
      return failed(
        'timeout',
        text('environment.connectionCheck.timeout', {
          host,
          seconds: seconds(input.requestTimeoutMs),
        }),
        error.detail,
      );
    default:
      if (SECURE_CONNECTION.test(error.detail)) {
        return failed(
          'secure-connection',
          text('environment.connectionCheck.secureConnection', { host }),
          error.detail,
        );
      }
      return failed(
        'unreachable',
        text('environment.connectionCheck.failed', { host }),
        error.detail,
      );
  }
}
