import type {
  BankHttp,
  HttpRequestInit,
  HttpResponse,
  RequestPurpose,
  WireFetch,
} from './http-fetch';
import { REQUEST_NOT_STARTED, REQUEST_TIMED_OUT } from './transport-errors';
import { text } from '@shared/i18n/catalog';

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
 *
 * D55: time is counted where it is spent. A request's timer (`timeoutMs`) starts here, when it is
 * handed to the network, and covers its connection, the request and the whole answer; a send that
 * waited for the sends before it does not lose that wait from its time on the wire, so a slow
 * bank and a queue of sends no longer make an "outcome unknown" of a send the bank answered in
 * time. The wait for a turn has its own bound (`turnTimeoutMs`); a send that reaches it, or that
 * still waits when the app closes, is given up before anything of it left: provably not sent.
 */
export interface ConnectionPool {
  fetch: WireFetch;
  /** Closes every connection of the pool, idle or not; resolves once they are closed. */
  closeConnections(): Promise<void>;
}

export interface BankTransport {
  /** Token calls and purpose fetches. */
  shared: WireFetch;
  /** Sends only. */
  sends: ConnectionPool;
}

export class RequestNotStartedError extends Error {
  readonly code = REQUEST_NOT_STARTED;
  constructor(why: { turnTimeoutMs: number } | 'closing') {
    super(
      why === 'closing'
        ? text('send.bank.closedWhileWaiting')
        : text('send.bank.gaveUpWaiting', { ms: why.turnTimeoutMs }),
    );
    this.name = 'RequestNotStartedError';
  }
}

/** The request's own timer ran out once it was on the network: it may have reached the bank. */
export class RequestTimedOutError extends Error {
  readonly code = REQUEST_TIMED_OUT;
  constructor(timeoutMs: number, cause: unknown) {
    super(text('send.bank.timedOut', { ms: timeoutMs }), { cause });
    this.name = 'RequestTimedOutError';
  }
}

export function needsFreshConnection(purpose: RequestPurpose): boolean {
  return purpose === 'send';
}

/**
 * Hands the request to the network with its timer started now, and reads the whole answer under
 * that timer (a send's before the turn passes on, so the next send's close cannot cut it).
 */
async function onTheWire(fetch: WireFetch, url: string, init: HttpRequestInit) {
  const { purpose, method, headers, body, redirect, timeoutMs } = init;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const request = { purpose, method, headers, ...(body === undefined ? {} : { body }), redirect };
    const response = await fetch(url, { ...request, signal });
    const text = await response.text();
    return { status: response.status, text: () => Promise.resolve(text) } satisfies HttpResponse;
  } catch (error) {
    if (signal.aborted) throw new RequestTimedOutError(timeoutMs, error);
    throw error;
  }
}

export function withConnectionPolicy(
  transport: BankTransport,
): BankHttp & Required<Pick<BankHttp, 'giveUpWaiting'>> {
  // Settles once every send asked for so far has finished or given up its place.
  let line: Promise<void> = Promise.resolve();
  // How to give up each send still waiting for its turn.
  const waiting = new Set<(error: RequestNotStartedError) => void>();
  // Sends in the line, the one on the wire included.
  let inLine = 0;
  let closing = false;

  /** Resolves when the sends `ahead` have finished; rejects, unsent, past `limitMs`. */
  function turn(ahead: Promise<void>, limitMs: number | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const giveUp = (error: RequestNotStartedError) => {
        leave();
        reject(error);
      };
      const timer =
        limitMs === undefined
          ? undefined
          : setTimeout(
              () => giveUp(new RequestNotStartedError({ turnTimeoutMs: limitMs })),
              limitMs,
            );
      function leave() {
        clearTimeout(timer);
        waiting.delete(giveUp);
      }
      waiting.add(giveUp);
      void ahead.then(() => {
        leave();
        resolve();
      });
    });
  }

  async function send(url: string, init: HttpRequestInit): Promise<HttpResponse> {
    // Closing waits for a send on the wire, not for a line: one that would wait is not started.
    if (closing && inLine > 0) throw new RequestNotStartedError('closing');
    const ahead = line;
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    // The next send waits for everyone ahead of this one and for this one, even if it gives up.
    line = ahead.then(() => mine);
    inLine += 1;
    try {
      await turn(ahead, init.turnTimeoutMs);
      await transport.sends.closeConnections();
      return await onTheWire(transport.sends.fetch, url, init);
    } finally {
      inLine -= 1;
      done();
    }
  }

  return Object.assign(
    (url: string, init: HttpRequestInit) =>
      needsFreshConnection(init.purpose) ? send(url, init) : onTheWire(transport.shared, url, init),
    {
      giveUpWaiting() {
        closing = true;
        for (const giveUp of [...waiting]) giveUp(new RequestNotStartedError('closing'));
      },
    },
  );
}
