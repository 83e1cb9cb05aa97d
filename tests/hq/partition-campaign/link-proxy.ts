// The link between the workstations and head office in the partition campaign: a TCP proxy on
// 127.0.0.1 that the workstations enrol with, so its address outlives every restart of head
// office, and that decides each connection's fate. The workstation's transport opens one
// connection per request (pinned-transport.ts), so a connection's fate is its request's. No
// vitest import: the campaign's CLI runs it too.
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * What becomes of one request:
 * - `pass`: forwarded both ways;
 * - `cut-request`: a part of the request (`fraction` of its bytes) reaches head office, then the
 *   link drops: a batch cut in the middle, which head office never reads whole;
 * - `cut-response`: the whole request reaches head office, which stores the batch and answers;
 *   the link drops before the first byte of the answer: the acknowledgement is lost;
 * - `hang`: as `cut-response`, but the connection stays open and silent until the workstation's
 *   own timeout gives up on it;
 * - `refuse`: the link is down: the connection is dropped as it opens.
 */
export type Fate =
  | { kind: 'pass' }
  | { kind: 'cut-request'; fraction: number }
  | { kind: 'cut-response' }
  | { kind: 'hang' }
  | { kind: 'refuse' };

export type FateKind = Fate['kind'];

export interface LinkProxy {
  readonly port: number;
  readonly url: string;
  /** Where head office listens now; null while it is down (every connection is then dropped). */
  setUpstream(port: number | null): void;
  /** The fates of the next connections, used in turn; none: every connection passes. */
  setFates(fates: readonly Fate[]): void;
  /** How many connections met each fate so far. */
  counts(): Record<FateKind, number>;
  close(): Promise<void>;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** The whole request's length once its headers are in (head, body by Content-Length), or null. */
function requestLength(buffered: Buffer): number | null {
  const end = buffered.indexOf(HEADER_END);
  if (end < 0) return null;
  const head = buffered.subarray(0, end).toString('latin1');
  const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  return end + HEADER_END.length + Number(match?.[1] ?? 0);
}

export async function startLinkProxy(): Promise<LinkProxy> {
  let upstream: number | null = null;
  let fates: readonly Fate[] = [];
  let next = 0;
  const counts: Record<FateKind, number> = {
    pass: 0,
    'cut-request': 0,
    'cut-response': 0,
    hang: 0,
    refuse: 0,
  };
  const open = new Set<Socket>();

  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    const fate: Fate = fates.length > 0 ? fates[next++ % fates.length]! : { kind: 'pass' };
    counts[fate.kind] += 1;
    if (fate.kind === 'refuse' || upstream === null) {
      client.destroy();
      return;
    }
    const server = connect(upstream, '127.0.0.1');
    open.add(server);
    server.on('close', () => {
      open.delete(server);
      if (fate.kind !== 'hang') client.destroy();
    });
    server.on('error', () => client.destroy());
    client.on('close', () => server.destroy());
    forwardRequest(client, server, fate);
    server.on('data', (chunk: Buffer) => {
      if (fate.kind === 'pass') client.write(chunk);
      else if (fate.kind === 'hang') server.destroy();
      // cut-request never gets here whole; cut-response drops at the answer's first byte.
      else client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The link proxy has no port.');

  return {
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    setUpstream(port) {
      upstream = port;
      // Head office gone: what was under way to it goes with it.
      if (port === null) for (const socket of open) socket.destroy();
    },
    setFates(list) {
      fates = list;
      next = 0;
    },
    counts: () => ({ ...counts }),
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The client's bytes to head office: all of them, or for a cut a part of the request, then a drop. */
function forwardRequest(client: Socket, server: Socket, fate: Fate): void {
  if (fate.kind !== 'cut-request') {
    client.on('data', (chunk: Buffer) => server.write(chunk));
    return;
  }
  let buffered = Buffer.alloc(0);
  client.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    const total = requestLength(buffered);
    if (total === null) return;
    // At least one byte, never the last: head office must not read the request whole.
    const cut = Math.min(total - 1, Math.max(1, Math.floor(total * fate.fraction)));
    server.write(buffered.subarray(0, Math.min(cut, buffered.length)), () => {
      // A moment for the bytes to reach head office, so it reads a request cut short.
      setTimeout(() => {
        server.destroy();
        client.destroy();
      }, 20);
    });
    client.removeAllListeners('data');
  });
}
