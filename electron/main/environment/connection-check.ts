import type { CheckFailure } from '../../../shared/domain/bank-setup';
import { checkBaseUrl } from '../../../shared/domain/base-url';
import { createBankClient } from '../bank/bank-client';
import type { HttpFetch } from '../bank/http-fetch';
import { DEFAULT_RETRY_POLICY } from '../bank/retry-policy';
import { createTokenClient, TokenError } from '../bank/token-client';
import type { TransportFailureKind } from '../bank/transport-errors';
import type { ServiceCredentials } from '../keys/service-credentials';

/**
 * The admin's "Check connection": a token (D1) and the payment purposes (D18), from the address,
 * token path and credentials as stored now, and in words what failed. Nothing is sent that moves
 * money, so the signing key is not tested: the service has no call that checks a signature
 * without a transfer, and the screen says so. The token is used for the purposes and dropped; the
 * running environment's cached token is not touched.
 */
export interface CheckInput {
  baseUrl: string;
  tokenPath: string;
  credentials: () => Promise<ServiceCredentials | null>;
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
      `The service issued a token, so the address and the credentials are right, but the payment purposes could not be read: ${purposes.message} Try the check again; if it keeps failing, tell the bank.`,
      purposes.detail,
    );
  }
  const count = purposes.purposes.length;
  return {
    passed: true,
    purposeCount: count,
    message: `Connected to ${host}: the service accepted the credentials, issued a token and listed ${count} payment purpose${count === 1 ? '' : 's'}.`,
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
    return failed(
      'not-set-up',
      'The credentials are not set. Enter the API key, the merchant code and the consumer secret first.',
    );
  }
  if (error.code === 'credentials-rejected') {
    const status = error.met && 'httpStatus' in error.met ? error.met.httpStatus : 401;
    return failed(
      'credentials-refused',
      `The service at ${host} refused the credentials (HTTP ${status}). Check the API key, the merchant code and the consumer secret against the bank’s letter, enter them again, and check again.`,
      error.detail,
    );
  }
  if (error.met && 'httpStatus' in error.met) {
    const status = error.met.httpStatus;
    if (status === 404) {
      return failed(
        'wrong-path',
        `Nothing answers at the token path ${tokenPath} on ${host} (HTTP 404). Check the Token path and the Service address (some banks put the service under a path such as /api).`,
        error.detail,
      );
    }
    return failed(
      'unexpected-answer',
      `The service at ${host} answered the token request with HTTP ${status} and no token. Check the Service address and the Token path; if they are right, tell the bank.`,
      error.detail,
    );
  }
  const kind: TransportFailureKind | null =
    error.met && 'transport' in error.met ? error.met.transport : null;
  switch (kind) {
    case 'refused':
      return failed(
        'unreachable',
        `Nothing answers at ${host}: the connection was refused. Check the Service address, especially its port, and that the service is running.`,
        error.detail,
      );
    case 'dns':
      return failed(
        'unreachable',
        `The name in the Service address (${new URL(where.baseUrl).hostname}) is not known to this network. Check its spelling, and that the workstation can reach the bank’s network.`,
        error.detail,
      );
    case 'connect-timeout':
      return failed(
        'unreachable',
        `${host} did not answer the connection within ${seconds(input.connectTimeoutMs)} seconds. Check the Service address, the network cable or Wi-Fi, and whether a firewall blocks the bank’s address.`,
        error.detail,
      );
    case 'no-route':
      return failed(
        'unreachable',
        `There is no network route to ${host}. Check the network connection of this workstation and the Service address.`,
        error.detail,
      );
    case 'proxy':
      return failed(
        'unreachable',
        `The branch’s proxy could not be reached or refused the connection to ${host}. Ask IT to check the proxy settings of this workstation.`,
        error.detail,
      );
    case 'certificate':
      return failed(
        'certificate',
        `The certificate of ${host} is not trusted by this workstation, so nothing was sent. Check the Service address; if it is right, the bank’s certificate is not trusted here, or a proxy intercepts secure connections: ask IT.`,
        error.detail,
      );
    case 'timeout':
      return failed(
        'timeout',
        `${host} did not answer within ${seconds(input.requestTimeoutMs)} seconds. Check again; if it keeps happening, the service is slow or down: tell the bank, or raise the request timeout.`,
        error.detail,
      );
    default:
      if (SECURE_CONNECTION.test(error.detail)) {
        return failed(
          'secure-connection',
          `A secure connection to ${host} could not be set up. Check that the Service address starts with https:// and names the right port.`,
          error.detail,
        );
      }
      return failed(
        'unreachable',
        `The connection to ${host} failed before an answer came. Check the Service address and the network, and check again.`,
        error.detail,
      );
  }
}
