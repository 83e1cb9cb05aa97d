import { SERVICE_PATHS, SIGNATURE_HEADER, type SendOperation } from '@shared/api/paths';
import type { PaymentPurpose } from '@shared/api/payment-purpose';
import { signatureString } from '@shared/domain/signature-strings';
import type { RequestSigner } from '../keys/request-signer';
import type { HttpFetch, HttpRequestInit } from './http-fetch';
import { backoffDelay, type RetryPolicy } from './retry-policy';
import { interpretSendAnswer, type SendAnswer } from './send-answers';
import { sentSecrets, withoutSentSecrets } from './sent-secrets';
import { TokenError } from './token-client';
import type { TokenProvider } from './token-provider';
import {
  attemptErrorText,
  classifyTransportError,
  type TransportFailure,
} from './transport-errors';
import { parseJsonObject } from '../json-object';
import { text, type MessageRef } from '@shared/i18n/catalog';
import { saying } from '@shared/i18n/worded';

/** What one try of a send ended with, as the journal records it. */
export interface AttemptReport {
  httpStatus: number | null;
  /** The whole response body text, without the token or signature it may echo (D148). */
  response: string | null;
  error: string | null;
  notProcessed: boolean;
}

export interface SendHooks {
  /** Awaited before the request is written: the journal commits the attempt's start here. */
  beforeAttempt(n: number): void | Promise<void>;
  afterAttempt(n: number, report: AttemptReport): void | Promise<void>;
}

/** How a send ended, after the D7 retries and the D1/D8 single renewals. */
export type SendResult =
  | (Extract<SendAnswer, { kind: 'accepted' }> & { httpStatus: number })
  | (Extract<SendAnswer, { kind: 'rejected' }> & { httpStatus: number })
  | { kind: 'credentials-rejected'; httpStatus: number | null; message: string }
  | { kind: 'signature-rejected'; httpStatus: number }
  /** Proven never processed by the service: no money moved, safe to send again as a new transfer. */
  | { kind: 'not-sent'; message: string; detail: string }
  /** May have reached the service: never re-sent under a new reference (D7). */
  | {
      kind: 'unknown';
      reason: 'timeout' | 'connection-lost' | 'unexpected-response' | 'duplicate-reference';
      httpStatus: number | null;
      code: string | null;
      detail: string;
    };

export interface BankClientOptions {
  baseUrl: string;
  fetch: HttpFetch;
  tokens: TokenProvider;
  /** Reads the private key from the keychain; called again after a 403 (D8: re-sign once). */
  loadSigner: () => Promise<RequestSigner>;
  /** Each request's time from when it goes out (D55), not from when it was asked for. */
  requestTimeoutMs: number;
  /** How long a send may wait for the sends before it; SEND_TURN_TIMEOUT_MS unless a test says. */
  turnTimeoutMs?: number;
  retry: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface BankClient {
  send(operation: SendOperation, bodyText: string, hooks: SendHooks): Promise<SendResult>;
  /**
   * Whether the token and the signing key a send's first request needs are both held now, so
   * that request is written right after `beforeAttempt(1)`, without first asking the service for
   * a token or reading the key (D107).
   */
  inHand(): boolean;
  fetchPaymentPurposes(): Promise<PurposesResult>;
}

/**
 * D55: how long a send waits for this workstation's sends before it to finish. Two minutes hold a
 * queue of dozens of sends a bank answers in seconds, and a clerk is not left on "Sending…" much
 * longer than one slow send; past it the send is given up before anything of it left: not sent.
 */
export const SEND_TURN_TIMEOUT_MS = 120_000;

export type PurposesResult =
  | { ok: true; purposes: PaymentPurpose[] }
  | { ok: false; message: string; text?: MessageRef; detail: string };

/** The client's options with their defaults filled in. */
type ClientDeps = BankClientOptions & Required<Pick<BankClientOptions, 'sleep' | 'random'>>;

/** The signer read from the keychain, kept across sends until a 403 asks for it again (D8). */
interface SignerCache {
  signer: RequestSigner | null;
}

type Answer = { ok: true; status: number; text: string } | { ok: false; failure: TransportFailure };

/** The client's steps bound to its options, and the signer they share. */
export function createBankClient(options: BankClientOptions): BankClient {
  const deps: ClientDeps = {
    ...options,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    random: options.random ?? Math.random,
  };
  const cache: SignerCache = { signer: null };
  return {
    send: (operation, bodyText, hooks) => sendSigned(deps, cache, operation, bodyText, hooks),
    inHand: () => cache.signer !== null && deps.tokens.inHand(),
    fetchPaymentPurposes: () => fetchPaymentPurposes(deps),
  };
}

/**
 * One send of a body, with the D7 retries of what provably never reached the service and the
 * D1/D8 single renewals of the token and the signature. `n` numbers the requests written; a
 * retry of a token that could not be had writes none.
 */
async function sendSigned(
  deps: ClientDeps,
  cache: SignerCache,
  operation: SendOperation,
  bodyText: string,
  hooks: SendHooks,
): Promise<SendResult> {
  // Signed from the very text that is sent: parse what will go on the wire, not a copy.
  const toSign = signatureString(operation, JSON.parse(bodyText) as Record<string, unknown>);
  const renewed = { token: false, signature: false };

  for (let n = 1, tries = 1; ; n += 1) {
    let token: string;
    let signer: RequestSigner;
    try {
      token = await deps.tokens.getToken();
      signer = cache.signer ??= await deps.loadSigner();
    } catch (error) {
      const ended = afterTokenFailure(deps, error, tries);
      if (ended) return ended;
      await deps.sleep(backoffDelay(deps.retry, tries, deps.random));
      tries += 1;
      n -= 1;
      continue;
    }

    await hooks.beforeAttempt(n);
    const answer = await post(deps, SERVICE_PATHS[operation], token, signer.sign(toSign), bodyText);

    if (!answer.ok) {
      const { failure } = answer;
      await hooks.afterAttempt(n, {
        httpStatus: null,
        response: null,
        error: attemptErrorText(failure),
        notProcessed: failure.provenNotSent,
      });
      const ended = afterTransportFailure(deps, failure, tries);
      if (ended) return ended;
      await deps.sleep(backoffDelay(deps.retry, tries, deps.random));
      tries += 1;
      continue;
    }

    const meaning = interpretSendAnswer(answer.status, answer.text);
    await hooks.afterAttempt(n, {
      httpStatus: answer.status,
      response: answer.text,
      error: null,
      notProcessed: meaning.kind === 'unauthorized' || meaning.kind === 'forbidden',
    });
    const next = afterAnswer(meaning, answer.status, renewed);
    if (next === 'renew-token') {
      renewed.token = true;
      await deps.tokens.invalidate(token);
    } else if (next === 'sign-again') {
      renewed.signature = true;
      cache.signer = null;
    } else {
      return next;
    }
  }
}

/** How a send ends when no token or key could be had; null when it is tried again. */
function afterTokenFailure(deps: ClientDeps, error: unknown, tries: number): SendResult | null {
  if (error instanceof TokenError && error.retryable && tries < deps.retry.maxAttempts) {
    return null;
  }
  if (error instanceof TokenError && error.code === 'credentials-rejected') {
    return { kind: 'credentials-rejected', httpStatus: null, message: error.message };
  }
  return {
    kind: 'not-sent',
    message: (error as Error).message,
    detail: error instanceof TokenError ? error.detail : '',
  };
}

/** How a send ends when its request got no answer; null when it is tried again (D7). */
function afterTransportFailure(
  deps: ClientDeps,
  failure: TransportFailure,
  tries: number,
): SendResult | null {
  if (!failure.provenNotSent) {
    return {
      kind: 'unknown',
      reason: failure.kind === 'timeout' ? 'timeout' : 'connection-lost',
      httpStatus: null,
      code: null,
      detail: failure.detail,
    };
  }
  // Given up while it waited for the sends before it (D55): the line is busy, not broken,
  // so waiting again at its end would only keep the clerk longer.
  if (failure.kind === 'not-started') {
    return { kind: 'not-sent', message: NOT_STARTED_MESSAGE, detail: failure.detail };
  }
  if (tries >= deps.retry.maxAttempts) {
    return {
      kind: 'not-sent',
      message: text('send.bank.unreachable'),
      detail: failure.detail,
    };
  }
  return null;
}

/** How a send ends with the service's answer, or which renewal it tries first (D1, D8). */
function afterAnswer(
  meaning: SendAnswer,
  httpStatus: number,
  renewed: { token: boolean; signature: boolean },
): SendResult | 'renew-token' | 'sign-again' {
  switch (meaning.kind) {
    case 'accepted':
    case 'rejected':
      return { ...meaning, httpStatus };
    case 'unauthorized':
      // D1: renew the token once and repeat the same request (same reference, new signature).
      if (renewed.token) {
        return {
          kind: 'credentials-rejected',
          httpStatus,
          message: text('send.bank.credentialsTwice'),
        };
      }
      return 'renew-token';
    case 'forbidden':
      // D8: regenerate the signature once, from the key as the keychain holds it now.
      return renewed.signature ? { kind: 'signature-rejected', httpStatus } : 'sign-again';
    case 'reference-used':
      // The bank may hold this transfer from an earlier copy: unknown, never sent again.
      return {
        kind: 'unknown',
        reason: 'duplicate-reference',
        httpStatus: meaning.httpStatus,
        code: meaning.errorCode,
        detail: meaning.serviceMessage,
      };
    case 'unexpected':
      return {
        kind: 'unknown',
        reason: 'unexpected-response',
        httpStatus: meaning.httpStatus,
        code: meaning.code,
        detail: meaning.detail,
      };
  }
}

/** The payment purposes, with one token renewal on a 401. */
async function fetchPaymentPurposes(deps: ClientDeps): Promise<PurposesResult> {
  for (let renewed = false; ; renewed = true) {
    let token: string;
    try {
      token = await deps.tokens.getToken();
    } catch (error) {
      const said = error instanceof TokenError && error.text ? { text: error.text } : {};
      return { ok: false, message: (error as Error).message, ...said, detail: '' };
    }
    const answer = await request(deps, SERVICE_PATHS.paymentPurposes, {
      purpose: 'purposes',
      method: 'GET',
      headers: { Authorization: bearer(token), Accept: 'application/json' },
    });
    if (!answer.ok) {
      return {
        ok: false,
        ...saying('send.bank.purposesUnreachable'),
        detail: answer.failure.detail,
      };
    }
    if (answer.status === 401 && !renewed) {
      await deps.tokens.invalidate(token);
      continue;
    }
    const purposes = answer.status === 200 ? parsePurposes(answer.text) : null;
    if (!purposes) {
      return {
        ok: false,
        ...saying('send.bank.purposesUnexpected', { status: answer.status }),
        detail: answer.text.slice(0, 500),
      };
    }
    return { ok: true, purposes };
  }
}

function post(
  deps: ClientDeps,
  path: string,
  token: string,
  signature: string,
  body: string,
): Promise<Answer> {
  return request(deps, path, {
    purpose: 'send',
    method: 'POST',
    headers: {
      Authorization: bearer(token),
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: signature,
    },
    body,
  });
}

async function request(
  deps: ClientDeps,
  path: string,
  init: Omit<HttpRequestInit, 'timeoutMs' | 'turnTimeoutMs' | 'redirect'>,
): Promise<Answer> {
  try {
    // The timers start where the connection policy hands the request to the network (D55).
    const response = await deps.fetch(deps.baseUrl + path, {
      ...init,
      timeoutMs: deps.requestTimeoutMs,
      ...(init.purpose === 'send'
        ? { turnTimeoutMs: deps.turnTimeoutMs ?? SEND_TURN_TIMEOUT_MS }
        : {}),
      redirect: 'manual',
    });
    // D148: an answer that echoes the token or the signature keeps neither.
    const text = withoutSentSecrets(await response.text(), sentSecrets(init.headers));
    return { ok: true, status: response.status, text };
  } catch (error) {
    return { ok: false, failure: classifyTransportError(error) };
  }
}

const NOT_STARTED_MESSAGE = text('send.bank.notStarted');

/** The Authorization header's value for a token. */
function bearer(token: string): string {
  // catalog-ignore: an HTTP header the service reads
  return `Bearer ${token}`;
}

function parsePurposes(text: string): PaymentPurpose[] | null {
  const body = parseJsonObject(text);
  if (!body || (body['status'] !== true && body['status'] !== 'true')) return null;
  const data = body['data'];
  if (!Array.isArray(data) || data.length === 0) return null;
  const purposes: PaymentPurpose[] = [];
  for (const item of data as unknown[]) {
    const { code, value } = (item ?? {}) as Record<string, unknown>;
    if (typeof code !== 'string' || typeof value !== 'string' || !code.trim()) return null;
    purposes.push({ code, value });
  }
  return purposes;
}
