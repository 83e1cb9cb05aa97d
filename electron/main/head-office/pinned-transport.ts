import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect as netConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { certificateFingerprint } from '../../../hq/protocol/chain';

/*
 * The one doorway to head office (D99): a POST over a connection this module opens itself, so the
 * certificate is compared before any byte of the request is written. TLS is opened without the
 * system's trust store (head office's certificate is often the bank's own, or self-signed): the
 * pin is stronger than a chain, since only the one certificate the admin typed the fingerprint
 * of is accepted. Plain HTTP only to 127.0.0.1 (address.ts refuses any other).
 */

export interface HeadOfficePost {
  /** `https://host[:port]` or `http://127.0.0.1:port`. */
  origin: string;
  path: string;
  /** Colon-separated upper-case hex (certificateFingerprint); null only for plain HTTP. */
  fingerprint: string | null;
  headers: Record<string, string>;
  body: string;
  /** From the first packet to the connection (and TLS) being ready. */
  connectTimeoutMs: number;
  /** From the request written to the whole answer read. */
  requestTimeoutMs: number;
}

export interface HeadOfficeAnswer {
  status: number;
  body: string;
}

/**
 * - `unreachable`: no connection (refused, no route, name unknown, reset before the answer).
 * - `timeout`: the connection or the answer took longer than allowed.
 * - `certificate`: the peer's certificate is not the one pinned; nothing was sent.
 * - `tls`: the TLS handshake failed (an old protocol, a server that is not TLS).
 * - `too-large`: the answer is larger than head office ever sends.
 */
export type TransportFailure =
  | { kind: 'unreachable'; detail: string }
  | { kind: 'timeout'; stage: 'connect' | 'answer' }
  | { kind: 'certificate'; seen: string }
  | { kind: 'tls'; detail: string }
  | { kind: 'too-large' };

/** A failure of the transport; its message names the kind and never a header or the body. */
export class HeadOfficeTransportError extends Error {
  constructor(readonly failure: TransportFailure) {
    super(failure.kind);
    this.name = 'HeadOfficeTransportError';
  }
}

/** The largest answer read: a rebuild's page of changes under head office's body limit, twice. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export type HeadOfficeFetch = (post: HeadOfficePost) => Promise<HeadOfficeAnswer>;

export const postToHeadOffice: HeadOfficeFetch = async (post) => {
  const url = new URL(post.path, post.origin);
  const socket = await openConnection(url, post.fingerprint, post.connectTimeoutMs);
  return exchange(url, socket, post);
};

function hostOf(url: URL): { host: string; port: number } {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return { host, port };
}

const TLS_CODES = /^(ERR_SSL_|ERR_TLS_|EPROTO$|ECONNRESET$)/;

function classify(error: unknown, tls: boolean, secured: boolean): HeadOfficeTransportError {
  if (error instanceof HeadOfficeTransportError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const detail = code || (error instanceof Error ? error.message : String(error));
  // A reset during the handshake is a server that does not speak TLS; after it, a lost line.
  if (tls && !secured && TLS_CODES.test(code))
    return new HeadOfficeTransportError({ kind: 'tls', detail });
  return new HeadOfficeTransportError({ kind: 'unreachable', detail });
}

/**
 * A connection ready for the request: for https, only once the handshake is done and the peer's
 * certificate (DER) hashes to the pinned fingerprint; otherwise it is destroyed unwritten.
 */
function openConnection(url: URL, fingerprint: string | null, timeoutMs: number): Promise<Socket> {
  const { host, port } = hostOf(url);
  const tls = url.protocol === 'https:';
  if (tls && !fingerprint) throw new Error('An https address is used only with its fingerprint.');
  return new Promise((resolve, reject) => {
    let secured = false;
    const socket: Socket | TLSSocket = tls
      ? tlsConnect({
          host,
          port,
          // The pin stands in for the chain and the name (D99); SNI only for a name.
          rejectUnauthorized: false,
          ...(isIP(host) ? {} : { servername: host }),
          ALPNProtocols: ['http/1.1'],
          minVersion: 'TLSv1.2',
        })
      : netConnect({ host, port });
    const fail = (error: unknown) => {
      clearTimeout(timer);
      socket.destroy();
      reject(classify(error, tls, secured));
    };
    const timer = setTimeout(
      () => fail(new HeadOfficeTransportError({ kind: 'timeout', stage: 'connect' })),
      timeoutMs,
    );
    socket.once('error', fail);
    const ready = () => {
      clearTimeout(timer);
      socket.removeListener('error', fail);
      resolve(socket);
    };
    if (!tls) {
      socket.once('connect', ready);
      return;
    }
    socket.once('secureConnect', () => {
      secured = true;
      const der = (socket as TLSSocket).getPeerCertificate().raw as Buffer | undefined;
      const seen = der ? certificateFingerprint(der) : '';
      if (seen !== fingerprint) {
        fail(new HeadOfficeTransportError({ kind: 'certificate', seen }));
        return;
      }
      ready();
    });
  });
}

function exchange(url: URL, socket: Socket, post: HeadOfficePost): Promise<HeadOfficeAnswer> {
  const { host, port } = hostOf(url);
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const failWith = (error: HeadOfficeTransportError) =>
      finish(() => {
        request.destroy();
        socket.destroy();
        reject(error);
      });
    const request = httpRequest(
      {
        method: 'POST',
        host,
        port,
        path: url.pathname,
        headers: {
          ...post.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(post.body)),
          connection: 'close',
        },
        createConnection: () => socket,
      },
      (response) => readAnswer(response, failWith, (answer) => finish(() => resolve(answer))),
    );
    const timer = setTimeout(
      () => failWith(new HeadOfficeTransportError({ kind: 'timeout', stage: 'answer' })),
      post.requestTimeoutMs,
    );
    request.once('error', (error) => failWith(classify(error, false, true)));
    request.end(post.body);
  });
}

function readAnswer(
  response: IncomingMessage,
  fail: (error: HeadOfficeTransportError) => void,
  done: (answer: HeadOfficeAnswer) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) fail(new HeadOfficeTransportError({ kind: 'too-large' }));
    else chunks.push(chunk);
  });
  response.once('error', (error) => fail(classify(error, false, true)));
  response.once('end', () =>
    done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
  );
}
