import { createServer, type Server, type Socket } from 'node:net';

/*
 * A bank on a raw TCP socket on 127.0.0.1, for what the sandbox (node:http) cannot show: which
 * connection each request came on, and a server that keeps every connection open whatever the
 * client asks (some proxies and gateways ignore `Connection: close`). It speaks just enough
 * HTTP/1.1 for the bank client: a request line, headers, a Content-Length body.
 */

export interface ReceivedRequest {
  /** 1 for the first connection the server accepted, 2 for the next … */
  connection: number;
  /** Date.now() when the whole request had arrived. */
  receivedAt: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What to do with a request: answer it (and keep the connection), or drop the connection. */
export type RawReply =
  | { status: number; body: unknown; delayMs?: number }
  /** The answer's exact text, for JSON no JSON.stringify writes (`\/`, as PHP does). */
  | { status: number; text: string }
  | { drop: true }
  | { hold: true };

export interface RawBank {
  url: string;
  requests: ReceivedRequest[];
  connections(): number;
  /** Requests on a path, in arrival order. */
  to(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

export async function startRawBank(
  reply: (request: ReceivedRequest) => RawReply,
): Promise<RawBank> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let accepted = 0;

  const server: Server = createServer((socket) => {
    const connection = (accepted += 1);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const parsed = parseRequest(buffer, connection);
        if (!parsed) return;
        buffer = buffer.subarray(parsed.length);
        requests.push(parsed.request);
        answer(socket, reply(parsed.request));
      }
    });
  });

  function answer(socket: Socket, decided: RawReply): void {
    if ('drop' in decided) {
      socket.resetAndDestroy();
      return;
    }
    if ('hold' in decided) return;
    const text = 'text' in decided ? decided.text : JSON.stringify(decided.body);
    const write = () => {
      if (socket.destroyed) return;
      socket.write(
        `HTTP/1.1 ${decided.status} X\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: keep-alive\r\n\r\n${text}`,
      );
    };
    if ('delayMs' in decided && decided.delayMs) setTimeout(write, decided.delayMs);
    else write();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    connections: () => accepted,
    to: (path) => requests.filter((r) => r.path === path),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseRequest(
  buffer: Buffer,
  connection: number,
): { request: ReceivedRequest; length: number } | null {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [requestLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buffer.length < end + 4 + length) return null;
  const [method = '', path = ''] = requestLine.split(' ');
  return {
    request: {
      connection,
      receivedAt: Date.now(),
      method,
      path,
      headers,
      body: buffer.subarray(end + 4, end + 4 + length).toString('utf8'),
    },
    length: end + 4 + length,
  };
}
