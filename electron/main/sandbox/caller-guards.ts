import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_CODES } from '@shared/api/error-body';
import { isOwnLoopbackHost, loopbackHost } from '@shared/loopback-host';
import { SANDBOX_ERROR_CODES, errorAnswer, type Reply } from './answers';
import { sameSecret } from './credentials';
import { header } from './routes';

/*
 * Who may call the sandbox bank. It listens on 127.0.0.1, which every web page the workstation
 * opens can reach too; the real service's callers are branch workstations and tests, never
 * browsers. So a request must be addressed to 127.0.0.1:<port> by that very spelling (DNS
 * rebinding), must not come from a web page, and the operator routes (keys, faults, the window,
 * the books) also need the per-run operator token: the published service credentials open only
 * the service routes.
 */

export const REFUSAL_KINDS = ['host', 'web-page', 'operator-token'] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

export interface Refusal {
  kind: RefusalKind;
  /** For the log: why, without any header value. */
  reason: string;
  reply: Reply;
}

/** 256 random bits, new at every start: printed once by the CLI, held by the app, never logged. */
export function newOperatorToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A request addressed to another name or port, or made by a web page. Browsers send `Origin` on
 * every cross-origin request and every POST, and `Sec-Fetch-Site` on every request to 127.0.0.1.
 * Node's fetch and Electron's net.fetch (the app's bank client) send no Origin, and no
 * Sec-Fetch-Site or `none` (a request no page started). The sandbox serves no page of its own, so
 * no Origin at all is accepted, not even its own.
 */
export function refuseWebCaller(headers: IncomingHttpHeaders, port: number): Refusal | null {
  const own = loopbackHost(port);
  if (!isOwnLoopbackHost(headers.host, port)) {
    return {
      kind: 'host',
      reason: 'addressed to another host name or port',
      reply: errorAnswer(
        421,
        SANDBOX_ERROR_CODES.MISDIRECTED_REQUEST,
        `This is the sandbox bank at ${own}. A request addressed to another host name or port is refused, because a web page can reach this machine under a name of its own. Call http://${own} directly.`,
      ),
    };
  }
  const site = header(headers, 'sec-fetch-site');
  if (header(headers, 'origin') !== undefined || (site !== undefined && site !== 'none')) {
    return {
      kind: 'web-page',
      reason: 'sent by a web page (Origin or Sec-Fetch-Site)',
      reply: errorAnswer(
        403,
        SANDBOX_ERROR_CODES.WEB_PAGE_REFUSED,
        'The sandbox bank does not answer web pages: this request carries a browser’s Origin or Sec-Fetch-Site header. Call it from Remit Desk, a test or a tool such as curl.',
      ),
    };
  }
  return null;
}

/** An operator route called without this run's operator token as `Authorization: Bearer`. */
export function refuseWithoutOperatorToken(
  headers: IncomingHttpHeaders,
  operatorToken: string,
): Refusal | null {
  const given = /^Bearer +(\S+) *$/i.exec(header(headers, 'authorization') ?? '')?.[1];
  if (given !== undefined && sameSecret(given, operatorToken)) return null;
  const problem =
    given === undefined
      ? 'need this sandbox’s operator token (the Operator-Token line `npm run sandbox` prints), sent as Authorization: Bearer <token>. The service credentials and access tokens do not open them.'
      : 'were called with a token that is not this sandbox’s operator token. It changes at every start: use the Operator-Token printed when this sandbox started.';
  return {
    kind: 'operator-token',
    reason: given === undefined ? 'no operator token' : 'wrong operator token',
    reply: errorAnswer(
      401,
      ERROR_CODES.UNAUTHORIZED,
      `The sandbox operator routes ${problem}`,
      undefined,
      { 'WWW-Authenticate': 'Bearer realm="sandbox operator"' },
    ),
  };
}
