/*
 * The servers Remit Desk runs on this machine for training and development (the sandbox bank, the
 * browser harness) listen on 127.0.0.1 only, and answer only requests addressed to them by that
 * address and their own port. A web page that reached 127.0.0.1 through a name of its own (DNS
 * rebinding: evil.example first resolves to the attacker, then to 127.0.0.1) still sends its own
 * name in the Host header, so comparing Host with the one spelling these servers hand out stops it.
 *
 * `localhost` is refused too: every address these servers print or return is `127.0.0.1:<port>`,
 * the point of the check is that no name is trusted, and `localhost` may resolve to ::1, where
 * they do not listen.
 */

/** The only address these servers listen on. */
export const LOOPBACK_ADDRESS = '127.0.0.1';

/** The Host header a request to a server on 127.0.0.1 and `port` carries: `127.0.0.1:<port>`. */
export function loopbackHost(port: number): string {
  return `${LOOPBACK_ADDRESS}:${port}`;
}

/** Whether a request's Host header names exactly this server (no other name, port or spelling). */
export function isOwnLoopbackHost(hostHeader: string | undefined, port: number): boolean {
  return hostHeader === loopbackHost(port);
}
