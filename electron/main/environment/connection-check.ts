import type { MessageRef } from '@shared/i18n/catalog';
import { saidOf, saying } from '@shared/i18n/worded';
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

/** `message` in English for the log and the record; `text` for the admin's language (D65). */
export type CheckOutcome =
  | { passed: true; purposeCount: number; message: string; text: MessageRef }
  | { passed: false; failure: CheckFailure; message: string; text?: MessageRef; detail: string };

export async function checkConnection(input: CheckInput): Promise<CheckOutcome> {
  const address = checkBaseUrl(input.baseUrl);
  if (!address.ok) return failed('not-set-up', address.error);
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
    tokens: {
      getToken: () => Promise.resolve(accessToken),
      invalidate: () => Promise.resolve(),
      inHand: () => true,
    },
    loadSigner: () => Promise.reject(new Error('A connection check signs nothing.')),
    requestTimeoutMs: input.requestTimeoutMs,
    retry: DEFAULT_RETRY_POLICY,
  }).fetchPaymentPurposes();
  if (!purposes.ok) {
    return failed(
      'purposes-failed',
      saying('environment.connectionCheck.purposesFailed', { reason: saidOf(purposes) }),
      purposes.detail,
    );
  }
  const count = purposes.purposes.length;
  return {
    passed: true,
    purposeCount: count,
    ...saying('environment.connectionCheck.passed', { host, count }),
  };
}

function failed(
  failure: CheckFailure,
  said: { message: string; text?: MessageRef },
  detail = '',
): CheckOutcome {
  return { passed: false, failure, ...said, detail };
}

const SECURE_CONNECTION = /ERR_SSL|ERR_TLS|EPROTO|SSL routines|net::ERR_SSL|net::ERR_CERT/;

function tokenFailure(
  error: TokenError,
  where: { host: string; baseUrl: string; tokenPath: string; input: CheckInput },
): CheckOutcome {
  const { host, tokenPath, input } = where;
  const seconds = (ms: number) => Math.round(ms / 1000);
  if (error.code === 'not-configured') {
    return failed('not-set-up', saying('environment.connectionCheck.noCredentials'));
  }
  if (error.code === 'credentials-elsewhere') {
    const origin = error.met && 'credentialsFor' in error.met ? error.met.credentialsFor : null;
    return failed(
      'credentials-elsewhere',
      origin === null
        ? saying('environment.connectionCheck.credentialsUnbound', { host })
        : saying('environment.connectionCheck.credentialsElsewhere', { host, origin }),
      error.detail,
    );
  }
  if (error.code === 'credentials-rejected') {
    const status = error.met && 'httpStatus' in error.met ? error.met.httpStatus : 401;
    return failed(
      'credentials-refused',
      saying('environment.connectionCheck.credentialsRefused', { host, status }),
      error.detail,
    );
  }
  if (error.met && 'httpStatus' in error.met) {
    const status = error.met.httpStatus;
    if (status === 404) {
      return failed(
        'wrong-path',
        saying('environment.connectionCheck.wrongPath', { host, tokenPath }),
        error.detail,
      );
    }
    return failed(
      'unexpected-answer',
      saying('environment.connectionCheck.unexpectedAnswer', { host, status }),
      error.detail,
    );
  }
  const kind: TransportFailureKind | null =
    error.met && 'transport' in error.met ? error.met.transport : null;
  switch (kind) {
    case 'refused':
      return failed(
        'unreachable',
        saying('environment.connectionCheck.refused', { host }),
        error.detail,
      );
    case 'dns':
      return failed(
        'unreachable',
        saying('environment.connectionCheck.unknownName', {
          hostname: new URL(where.baseUrl).hostname,
        }),
        error.detail,
      );
    case 'connect-timeout':
      return failed(
        'unreachable',
        saying('environment.connectionCheck.connectTimeout', {
          host,
          seconds: seconds(input.connectTimeoutMs),
        }),
        error.detail,
      );
    case 'no-route':
      return failed(
        'unreachable',
        saying('environment.connectionCheck.noRoute', { host }),
        error.detail,
      );
    case 'proxy':
      return failed(
        'unreachable',
        saying('environment.connectionCheck.proxy', { host }),
        error.detail,
      );
    case 'certificate':
      return failed(
        'certificate',
        saying('environment.connectionCheck.certificate', { host }),
        error.detail,
      );
    case 'timeout':
      return failed(
        'timeout',
        saying('environment.connectionCheck.timeout', {
          host,
          seconds: seconds(input.requestTimeoutMs),
        }),
        error.detail,
      );
    default:
      if (SECURE_CONNECTION.test(error.detail)) {
        return failed(
          'secure-connection',
          saying('environment.connectionCheck.secureConnection', { host }),
          error.detail,
        );
      }
      return failed(
        'unreachable',
        saying('environment.connectionCheck.failed', { host }),
        error.detail,
      );
  }
}
