import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Server } from 'node:net';

/** A request a test server heard: its path, headers and body exactly. */
export interface Heard {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Listens on 127.0.0.1 and a free port; resolves to the port. */
export async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The test server has no port.');
  return address.port;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
