import type { HttpFetch, HttpResponse, RequestPurpose } from './http-fetch';
import { REQUEST_NOT_STARTED } from './transport-errors';

/**
 * No transport-level resend of a send. An HTTP stack that finds a pooled keep-alive connection
 * dead before any answer quietly writes the request again on a new one: Chromium does it for a
 * reused socket that resets, closes or answers nothing (HttpNetworkTransaction::HandleIOError),
 * whatever the method. For a POST that may already have reached the bank, that second copy is a
 * second payment the journal never saw. So:
 *
 *   before each send, close the send pool's connections, so the send opens one of its own;
 *   sends go one at a time, so closing never cuts another send on the wire;
 *   token calls and purpose fetches use another pool and may reuse its connections.
 *
 * A request on a connection it opened itself is never resent by Chromium (ShouldResendRequest
 * needs a reused one). The adapters (net-fetch-electron.ts, node-fetch.ts) supply the two pools.
 */
export interface ConnectionPool {
  fetch: HttpFetch;
  /** Closes every connection of the pool, idle or not; resolves once they are closed. */
  closeConnections(): Promise<void>;
}

export interface BankTransport {
  /** Token calls and purpose fetches. */
  shared: HttpFetch;
  /** Sends only. */
  sends: ConnectionPool;
}

export class RequestNotStartedError extends Error {
  readonly code = REQUEST_NOT_STARTED;
  constructor() {
    super('The request was given up while it waited for the send before it; it was never sent.');
    this.name = 'RequestNotStartedError';
  }
}

export function needsFreshConnection(purpose: RequestPurpose): boolean {
  return purpose === 'send';
}

export function withConnectionPolicy(transport: BankTransport): HttpFetch {
  let previousSend: Promise<unknown> = Promise.resolve();

  return (url, init) => {
    if (!needsFreshConnection(init.purpose)) return transport.shared(url, init);
    const send = previousSend.then(async (): Promise<HttpResponse> => {
      // The caller's timer ran out while an earlier send held the wire: nothing left this machine.
      if (init.signal?.aborted) throw new RequestNotStartedError();
      await transport.sends.closeConnections();
      if (init.signal?.aborted) throw new RequestNotStartedError();
      const response = await transport.sends.fetch(url, init);
      // Read whole before the turn passes on: the next send's close must not cut this answer.
      const text = await response.text();
      return { status: response.status, text: () => Promise.resolve(text) };
    });
    previousSend = send.catch(() => undefined);
    return send;
  };
}
