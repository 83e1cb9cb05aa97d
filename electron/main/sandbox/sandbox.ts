import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { loopbackHost } from '../../../shared/loopback-host';
import type { Result } from '../../../shared/result';
import { SANDBOX_ERROR_CODES, errorAnswer, jsonAnswer, notFound, type Reply } from './answers';
import {
  REFUSAL_KINDS,
  newOperatorToken,
  refuseWebCaller,
  refuseWithoutOperatorToken,
  type RefusalKind,
} from './caller-guards';
import type { SandboxCredentials } from './credentials';
import { createFaultBoard, parseFaultSpec, type FaultRoute, type FaultSpec } from './faults';
import { createKeyRegistry, type RegisteredKey } from './key-registry';
import { openLedger } from './ledger';
import { ledgerEntry, type LedgerEntry } from './ledger-view';
import { operatorRoutes } from './operator-routes';
import { SANDBOX_HOST, resolveOptions, type SandboxOptions } from './options';
import type { SandboxMode } from './process-send';
import type { PublicKeyError } from './public-keys';
import { readRequestBody } from './request-body';
import type { RtgsWindowMode } from './rtgs-window';
import { matchRoute, type Method, type Route } from './routes';
import {
  BANKS,
  SOURCE_ACCOUNTS,
  WALLET_NETWORKS,
  type Bank,
  type SourceAccount,
} from './seed-accounts';
import { serviceRoutes } from './service-routes';
import type { SandboxState } from './state';
import { createTokenIssuer } from './tokens';

export type { SandboxOptions } from './options';
export type { SandboxCredentials } from './credentials';
export type { FaultSpec, FaultRoute, FaultKind } from './faults';
export type { LedgerEntry } from './ledger-view';
export type { RegisteredKey } from './key-registry';
export type { SandboxMode } from './process-send';
export type { RtgsWindowMode } from './rtgs-window';
export type { RefusalKind } from './caller-guards';
export { SANDBOX_CREDENTIALS } from './credentials';
export type { Bank, SourceAccount } from './seed-accounts';

/** The accounts, banks and wallet networks the sandbox bank holds (copies). */
export interface SandboxListing {
  sourceAccounts: SourceAccount[];
  banks: Bank[];
  walletNetworks: Record<string, string[]>;
}

/** A running sandbox bank. */
export interface Sandbox {
  /** Base URL of the service, e.g. `http://127.0.0.1:53211` (paths go after it). */
  readonly url: string;
  readonly port: number;
  readonly mode: SandboxMode;
  readonly dataDir: string;
  readonly credentials: SandboxCredentials;
  /**
   * The secret the operator routes (`/sandbox/...`) ask for as `Authorization: Bearer`: 256
   * random bits, new at every start. The CLI prints it once; the app keeps it in the main process
   * (never the renderer, the journal or a log).
   */
  readonly operatorToken: string;
  /** What `POST /sandbox/keys` does, for the app registering its own key on first launch. */
  registerPublicKey(pem: string): Result<RegisteredKey & { added: boolean }, PublicKeyError>;
  removePublicKey(fingerprint: string): boolean;
  publicKeys(): RegisteredKey[];
  /**
   * What `GET /sandbox/accounts` lists, in process: the app fills the sandbox environment's branch
   * lists from it, with no HTTP call and nothing a web page could reach.
   */
  listing(): SandboxListing;
  /** Throws on a spec `POST /sandbox/faults` would refuse. */
  setFault(spec: FaultSpec): void;
  clearFaults(route?: FaultRoute): void;
  setRtgsWindow(mode: RtgsWindowMode): void;
  transaction(reference: string): LedgerEntry | undefined;
  /** Newest first. */
  transactions(limit?: number): LedgerEntry[];
  /**
   * Requests refused so far, by reason: `host` (addressed to another name or port: DNS
   * rebinding), `web-page` (a browser's Origin or Sec-Fetch-Site) and `operator-token` (an
   * operator route without this run's token).
   */
  refusals(): Record<RefusalKind, number>;
  /** Stops listening, drops every connection (held ones too) and closes the ledger. */
  close(): Promise<void>;
}

export class SandboxStartError extends Error {
  constructor(
    readonly code: 'bad-option' | 'ledger' | 'listen',
    message: string,
  ) {
    super(message);
    this.name = 'SandboxStartError';
  }
}

const METHODS: readonly string[] = ['GET', 'POST', 'DELETE'];

/**
 * The request target as a URL whose path is exactly what was asked for: `//sandbox/keys` stays a
 * path (and matches nothing) rather than becoming a host, and a target that is no URL at all
 * matches nothing either.
 */
function requestUrl(target: string | undefined): URL {
  const base = 'http://sandbox.invalid';
  try {
    return new URL(target?.startsWith('/') ? base + target : `${base}/?unparsable`);
  } catch {
    return new URL(`${base}/?unparsable`);
  }
}

/**
 * Starts the sandbox bank: a stand-in for the remittance service that shares only the wire types
 * and the signature formulas with the client, so a mistake in either shows up as a disagreement.
 */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const resolved = resolveOptions(options);
  if (!resolved.ok) throw new SandboxStartError('bad-option', resolved.error);
  const o = resolved.value;

  let ledger: ReturnType<typeof openLedger>;
  try {
    ledger = openLedger(o.dataDir);
  } catch (error) {
    throw new SandboxStartError(
      'ledger',
      `The sandbox ledger in ${o.dataDir} cannot be opened: ${(error as Error).message}`,
    );
  }

  const lifetime = new AbortController();
  const state: SandboxState = {
    ledger,
    tokens: createTokenIssuer(ledger, o.now, o.tokenLifetimeMs),
    keys: createKeyRegistry(ledger, o.now),
    faults: createFaultBoard(),
    now: o.now,
    mode: o.mode,
    rtgsWindow: o.rtgsWindow,
    credentials: o.credentials,
    tokenLifetimeMs: o.tokenLifetimeMs,
    signal: lifetime.signal,
    log: o.log,
  };
  const operatorToken = newOperatorToken();
  const operatorOnly = new Set(operatorRoutes(state));
  const routes: Route[] = [...serviceRoutes(state), ...operatorOnly];
  const inflight = new Set<Promise<void>>();
  const refusals = Object.fromEntries(REFUSAL_KINDS.map((kind) => [kind, 0])) as Record<
    RefusalKind,
    number
  >;
  /** Set once listening, before any request can arrive. */
  let port = 0;
  let closing = false;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = requestUrl(request.url);
    const body = await readRequestBody(request, o.maxBodyBytes);
    if (body.kind === 'gone' || closing) return;
    let reply: Reply;
    try {
      const match = matchRoute(routes, url.pathname);
      const method = request.method ?? '';
      const handler =
        match && METHODS.includes(method) ? match.route.handlers[method as Method] : undefined;
      const refusal =
        refuseWebCaller(request.headers, port) ??
        (match && operatorOnly.has(match.route)
          ? refuseWithoutOperatorToken(request.headers, operatorToken)
          : null);
      if (refusal) {
        refusals[refusal.kind] += 1;
        o.log(`refused ${method.slice(0, 20)} ${url.pathname}: ${refusal.reason}`);
        reply = refusal.reply;
      } else if (!match) {
        reply = notFound(
          `There is nothing at ${url.pathname.slice(0, 200)}. Check the base URL and the path.`,
        );
      } else if (!handler) {
        const allowed = Object.keys(match.route.handlers).join(', ');
        reply = errorAnswer(
          405,
          SANDBOX_ERROR_CODES.METHOD_NOT_ALLOWED,
          `${method.slice(0, 20)} is not allowed on ${url.pathname}; use ${allowed}.`,
          undefined,
          { Allow: allowed },
        );
      } else {
        reply = await handler({
          method,
          params: match.params,
          query: url.searchParams,
          headers: request.headers,
          body,
        });
      }
    } catch (error) {
      if (closing) return;
      // The cause goes to the operator's log, never into the answer.
      o.log(`internal error on ${request.method} ${url.pathname}: ${(error as Error).message}`);
      reply = errorAnswer(
        500,
        SANDBOX_ERROR_CODES.INTERNAL_ERROR,
        'The sandbox bank failed while handling this request. Try again; if it persists, restart the sandbox.',
      );
    }
    deliver(request, response, reply, url.pathname);
  }

  function deliver(
    request: IncomingMessage,
    response: ServerResponse,
    reply: Reply,
    path: string,
  ): void {
    if (response.destroyed || closing) return;
    if (reply.kind === 'hold') {
      o.log(`${request.method} ${path} -> held, no answer`);
      return; // close() or the client ends it
    }
    if (reply.kind === 'reset') {
      o.log(`${request.method} ${path} -> connection reset`);
      request.socket.resetAndDestroy();
      return;
    }
    o.log(`${request.method} ${path} -> ${reply.status}`);
    response.writeHead(reply.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(reply.text),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // Not even an opaque answer reaches a page of another origin.
      'Cross-Origin-Resource-Policy': 'same-origin',
      ...reply.headers,
    });
    response.end(reply.text);
  }

  const server = createServer((request, response) => {
    const work = handle(request, response).catch((error: unknown) => {
      o.log(`request failed: ${(error as Error).message}`);
      if (!response.headersSent && !response.destroyed) response.destroy();
    });
    inflight.add(work);
    void work.finally(() => inflight.delete(work));
  });

  // Bytes that are not HTTP at all still get a JSON error body, then the connection closes.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = jsonAnswer(400, {
      status: false,
      code: 400,
      message: 'Invalid request parameters: this is not a well-formed HTTP request',
      error_code: 'INVALID_REQUEST',
    });
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(answer.text)}\r\nConnection: close\r\n\r\n${answer.text}`,
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: SANDBOX_HOST, port: o.port }, () => {
      server.off('error', reject);
      const address = server.address();
      port = typeof address === 'object' && address ? address.port : o.port;
      resolve();
    });
  }).catch((error: NodeJS.ErrnoException) => {
    ledger.close();
    throw new SandboxStartError(
      'listen',
      error.code === 'EADDRINUSE'
        ? `Port ${o.port} on ${SANDBOX_HOST} is already in use. Choose another port (--port), or 0 for any free port.`
        : `The sandbox cannot listen on ${SANDBOX_HOST}:${o.port}: ${error.message}`,
    );
  });

  let closed: Promise<void> | null = null;
  return {
    url: `http://${loopbackHost(port)}`,
    port,
    mode: o.mode,
    dataDir: o.dataDir,
    credentials: { ...o.credentials },
    operatorToken,
    registerPublicKey: (pem) => state.keys.register(pem),
    removePublicKey: (fingerprint) => state.keys.remove(fingerprint),
    publicKeys: () => state.keys.list(),
    listing: () => ({
      sourceAccounts: SOURCE_ACCOUNTS.map((account) => ({ ...account })),
      banks: BANKS.map((bank) => ({ ...bank })),
      walletNetworks: Object.fromEntries(
        Object.entries(WALLET_NETWORKS).map(([country, names]) => [country, [...names]]),
      ),
    }),
    setFault(spec) {
      const parsed = parseFaultSpec(spec);
      if (!parsed.ok) throw new TypeError(`Fault ${parsed.error.field} ${parsed.error.problem}.`);
      state.faults.set(parsed.value);
    },
    clearFaults: (route) => state.faults.clear(route),
    setRtgsWindow(mode) {
      state.rtgsWindow = mode;
    },
    transaction(reference) {
      const row = ledger.find(reference);
      return row ? ledgerEntry(row) : undefined;
    },
    transactions: (limit = 100) => ledger.latest(limit).map(ledgerEntry),
    refusals: () => ({ ...refusals }),
    close() {
      closed ??= (async () => {
        closing = true;
        lifetime.abort();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await stopped;
        await Promise.allSettled([...inflight]);
        ledger.close();
      })();
      return closed;
    },
  };
}
