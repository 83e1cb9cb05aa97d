import { app, session, type Session } from 'electron';
import { withConnectionPolicy } from './connection-policy';
import type { BankHttp, WireFetch } from './http-fetch';

/**
 * The bank client's doorway in the app: Chromium's network stack, which follows the branch's
 * proxy settings and the OS certificate store. Sessions of their own (in memory, never on disk)
 * keep bank calls apart from the renderer's: no shared cookies, cache or web-request hooks. Sends
 * have a session apart from token calls and purpose fetches, because connection-policy.ts closes
 * every connection of the send pool before each send, and closeAllConnections() fails whatever
 * is in flight on its session.
 */
export function createNetFetch(): BankHttp {
  const shared = session.fromPartition('remit-desk-bank-client', { cache: false });
  const sends = session.fromPartition('remit-desk-bank-sends', { cache: false });
  return withConnectionPolicy({
    shared: through(shared),
    sends: { fetch: through(sends), closeConnections: () => sends.closeAllConnections() },
  });
}

function through(bankSession: Session): WireFetch {
  return (url, init) =>
    bankSession.fetch(url, {
      method: init.method,
      headers: init.headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: init.signal,
      redirect: init.redirect,
      credentials: 'omit',
      cache: 'no-store',
      bypassCustomProtocolHandlers: true,
    });
}

/**
 * Before the app is ready: no QUIC. After a QUIC protocol error with no answer yet, Chromium
 * repeats the request over TCP (HttpNetworkTransaction, RetryReason::kQuicProtocolError), a
 * resend of a POST the bank may have read; a bank advertising HTTP/3 would open that door.
 */
export function keepBankCallsOffQuic(): void {
  app.commandLine.appendSwitch('disable-quic');
}
