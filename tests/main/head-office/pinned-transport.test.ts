import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateFingerprint } from '../../../hq/protocol/chain';
import {
  HeadOfficeTransportError,
  postToHeadOffice,
  type HeadOfficePost,
} from '../../../electron/main/head-office/pinned-transport';
import { selfSignedCertificate, type SelfSigned } from '../../support/self-signed';
import { listening, readBody, type Heard } from './servers';

/*
 * D99: the doorway to head office compares the certificate before it writes a byte of the
 * request. Real TLS servers on 127.0.0.1 with openssl-made certificates: the one head office
 * serves, and a second one with the same name that something else could present.
 */

let served: SelfSigned;
let other: SelfSigned;

beforeAll(() => {
  served = selfSignedCertificate();
  other = selfSignedCertificate();
});

const post = (
  origin: string,
  fingerprint: string | null,
  body = '{"hello":1}',
): HeadOfficePost => ({
  origin,
  path: '/api/v1/state',
  fingerprint,
  headers: { 'x-remit-signature': 'c2lnbmF0dXJl' },
  body,
  connectTimeoutMs: 2_000,
  requestTimeoutMs: 2_000,
});

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HeadOfficeTransportError);
  return (error as HeadOfficeTransportError).failure;
}

describe('a pinned TLS server', () => {
  const heard: Heard[] = [];
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createHttpsServer({ cert: served.cert, key: served.key }, (request, response) => {
      void readBody(request).then((body) => {
        heard.push({ path: request.url ?? '', headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"ok":true}');
      });
    });
    origin = `https://127.0.0.1:${await listening(server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('computes the fingerprint openssl prints', () => {
    const der = Buffer.from(served.cert.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    expect(certificateFingerprint(der)).toBe(served.fingerprint);
  });

  it('sends the exact body and headers once the certificate is the one pinned', async () => {
    const answer = await postToHeadOffice(post(origin, served.fingerprint, '{"exact":"bytes é"}'));
    expect(answer).toEqual({ status: 200, body: '{"ok":true}' });
    expect(heard.at(-1)).toMatchObject({
      path: '/api/v1/state',
      body: '{"exact":"bytes é"}',
      headers: { 'x-remit-signature': 'c2lnbmF0dXJl', 'content-type': 'application/json' },
    });
  });

  it('refuses a server whose certificate is another, and names the one it saw', async () => {
    const before = heard.length;
    const failure = await failureOf(postToHeadOffice(post(origin, other.fingerprint)));
    expect(failure).toEqual({ kind: 'certificate', seen: served.fingerprint });
    expect(heard.length).toBe(before);
  });
});

describe('what a server with another certificate receives', () => {
  let bytes = 0;
  let connections = 0;
  let origin: string;
  let server: ReturnType<typeof createTlsServer>;

  beforeAll(async () => {
    server = createTlsServer({ cert: other.cert, key: other.key }, (secure) => {
      secure.on('data', (chunk: Buffer) => (bytes += chunk.length));
      secure.on('error', () => undefined);
    });
    server.on('connection', () => (connections += 1));
    server.on('tlsClientError', () => undefined);
    origin = `https://127.0.0.1:${await listening(server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is not one byte of the request', async () => {
    const failure = await failureOf(postToHeadOffice(post(origin, served.fingerprint)));
    expect(failure).toEqual({ kind: 'certificate', seen: other.fingerprint });
    // The client connected and saw the certificate (it names it), and then wrote nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toBe(1);
    expect(bytes).toBe(0);
  });
});

describe('plain HTTP, failures and time', () => {
  const sockets = new Set<Socket>();
  const plain = createHttpServer((request, response) => {
    void readBody(request).then((body) => response.end(JSON.stringify({ got: body })));
  });
  // Accepts and never answers: a head office that hangs.
  const silent = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  let plainPort: number;
  let silentPort: number;

  beforeAll(async () => {
    plainPort = await listening(plain);
    silentPort = await listening(silent);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => plain.close(() => resolve()));
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('talks plain HTTP to 127.0.0.1 without a fingerprint', async () => {
    const answer = await postToHeadOffice(post(`http://127.0.0.1:${plainPort}`, null, '{"a":1}'));
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ got: '{"a":1}' }) });
  });

  it('refuses https without a fingerprint to pin', async () => {
    await expect(postToHeadOffice(post(`https://127.0.0.1:${plainPort}`, null))).rejects.toThrow(
      /fingerprint/,
    );
  });

  it('says unreachable when nothing listens', async () => {
    const closed = createNetServer();
    const port = await listening(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await failureOf(postToHeadOffice(post(`http://127.0.0.1:${port}`, null)));
    expect(failure.kind).toBe('unreachable');
  });

  it('says a secure connection failed when the server does not speak TLS', async () => {
    const failure = await failureOf(
      postToHeadOffice(post(`https://127.0.0.1:${plainPort}`, served.fingerprint)),
    );
    expect(failure.kind).toBe('tls');
  });

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now();
    const failure = await failureOf(
      postToHeadOffice({ ...post(`http://127.0.0.1:${silentPort}`, null), requestTimeoutMs: 300 }),
    );
    expect(failure).toEqual({ kind: 'timeout', stage: 'answer' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('gives up on a TLS handshake that never comes', async () => {
    const failure = await failureOf(
      postToHeadOffice({
        ...post(`https://127.0.0.1:${silentPort}`, served.fingerprint),
        connectTimeoutMs: 300,
      }),
    );
    expect(failure).toEqual({ kind: 'timeout', stage: 'connect' });
  });
});
