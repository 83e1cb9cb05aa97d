import { connect, type Socket } from 'node:net';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { selfSignedCertificate } from './self-signed';

/**
 * TLS on 127.0.0.1 in front of the sandbox, with a self-signed certificate made by openssl for
 * this run: what a workstation sees behind an intercepting proxy or with a wrong bank address.
 */
export async function untrustedTlsFront(sandboxPort: number) {
  const certificate = selfSignedCertificate();
  let handshakes = 0;
  let forwarded = 0;
  const sockets = new Set<Socket>();
  const server: TlsServer = createTlsServer(
    { key: certificate.key, cert: certificate.cert },
    (secure) => {
      const upstream = connect(sandboxPort, '127.0.0.1');
      sockets.add(upstream);
      secure.on('data', (chunk: Buffer) => {
        forwarded += chunk.length;
        upstream.write(chunk);
      });
      upstream.pipe(secure);
      secure.on('error', () => upstream.destroy());
      upstream.on('error', () => secure.destroy());
    },
  );
  server.on('connection', (socket: Socket) => {
    handshakes += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return {
    url: `https://127.0.0.1:${address.port}`,
    handshakes: () => handshakes,
    bytesForwarded: () => forwarded,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
