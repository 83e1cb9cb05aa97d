import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { SANDBOX_ERROR_CODES, errorAnswer, jsonAnswer, notFound, type Reply } from './answers';
import { refuseWebCaller, refuseWithoutOperatorToken, type RefusalKind } from './caller-guards';
import { SANDBOX_HOST } from './options';
import { readRequestBody, type RequestBody } from './request-body';
import { matchRoute, type Method, type Route } from './routes';

/*
 * The sandbox bank's HTTP server: each request's body read within its limit, the caller checked
 * (Host, web pages, the operator token), routed to its handler, and the reply written. Every
 * answer is JSON, a failure's cause goes to the operator's log and never into the answer.
 */

/** What the server reads of the running sandbox. */
export interface SandboxServerDeps {
  routes: readonly Route[];
  /** The operator routes (`/sandbox/...`), which ask for the operator token. */
  operatorOnly: ReadonlySet<Route>;
  operatorToken: string;
  /** Counted per reason as requests are refused. */
  refusals: Record<RefusalKind, number>;
  maxBodyBytes: number;
  log: (line: string) => void;
  /** The port listened on: set once listening, before any request can arrive. */
  port: () => number;
  /** The sandbox is closing: nothing more is answered. */
  closing: () => boolean;
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

/** Creates the server; each request's work is kept in `inflight` until it has settled. */
export function createSandboxServer(deps: SandboxServerDeps, inflight: Set<Promise<void>>): Server {
  const server = createServer((request, response) => {
    const work = handleRequest(deps, request, response).catch((error: unknown) => {
      deps.log(`request failed: ${(error as Error).message}`);
      if (!response.headersSent && !response.destroyed) response.destroy();
    });
    inflight.add(work);
    void work.finally(() => inflight.delete(work));
  });
  server.on('clientError', answerMalformedRequest);
  return server;
}

/** Listens on the loopback address; resolves to the port (the one given, or any free one for 0). */
export function listenOnLoopback(server: Server, port: number): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: SANDBOX_HOST, port }, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

async function handleRequest(
  deps: SandboxServerDeps,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = requestUrl(request.url);
  const body = await readRequestBody(request, deps.maxBodyBytes);
  if (body.kind === 'gone' || deps.closing()) return;
  let reply: Reply;
  try {
    reply = await replyTo(deps, request, url, body);
  } catch (error) {
    if (deps.closing()) return;
    // The cause goes to the operator's log, never into the answer.
    deps.log(`internal error on ${request.method} ${url.pathname}: ${(error as Error).message}`);
    reply = errorAnswer(
      500,
      SANDBOX_ERROR_CODES.INTERNAL_ERROR,
      'The sandbox bank failed while handling this request. Try again; if it persists, restart the sandbox.',
    );
  }
  deliverReply(deps, request, response, reply, url.pathname);
}

/** The refusal of a caller the guards turn away, else the route's answer, or why there is none. */
async function replyTo(
  deps: SandboxServerDeps,
  request: IncomingMessage,
  url: URL,
  body: RequestBody,
): Promise<Reply> {
  const match = matchRoute(deps.routes, url.pathname);
  const method = request.method ?? '';
  const handler =
    match && METHODS.includes(method) ? match.route.handlers[method as Method] : undefined;
  const refusal =
    refuseWebCaller(request.headers, deps.port()) ??
    (match && deps.operatorOnly.has(match.route)
      ? refuseWithoutOperatorToken(request.headers, deps.operatorToken)
      : null);
  if (refusal) {
    deps.refusals[refusal.kind] += 1;
    deps.log(`refused ${method.slice(0, 20)} ${url.pathname}: ${refusal.reason}`);
    return refusal.reply;
  }
  if (!match) {
    return notFound(
      `There is nothing at ${url.pathname.slice(0, 200)}. Check the base URL and the path.`,
    );
  }
  if (!handler) {
    const allowed = Object.keys(match.route.handlers).join(', ');
    return errorAnswer(
      405,
      SANDBOX_ERROR_CODES.METHOD_NOT_ALLOWED,
      `${method.slice(0, 20)} is not allowed on ${url.pathname}; use ${allowed}.`,
      undefined,
      { Allow: allowed },
    );
  }
  return handler({
    method,
    params: match.params,
    query: url.searchParams,
    headers: request.headers,
    body,
  });
}

function deliverReply(
  deps: SandboxServerDeps,
  request: IncomingMessage,
  response: ServerResponse,
  reply: Reply,
  path: string,
): void {
  if (response.destroyed || deps.closing()) return;
  if (reply.kind === 'hold') {
    deps.log(`${request.method} ${path} -> held, no answer`);
    return; // close() or the client ends it
  }
  if (reply.kind === 'reset') {
    deps.log(`${request.method} ${path} -> connection reset`);
    request.socket.resetAndDestroy();
    return;
  }
  deps.log(`${request.method} ${path} -> ${reply.status}`);
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

/** Bytes that are not HTTP at all still get a JSON error body, then the connection closes. */
function answerMalformedRequest(error: NodeJS.ErrnoException, socket: Socket): void {
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
}
