/**
 * The one doorway to the network. The app passes Electron's `net.fetch` (it follows the branch's
 * proxy settings and certificate store); tests and the browser harness pass Node's fetch. Both
 * satisfy this shape, so the bank client never knows which it has.
 */
/**
 * What a bank request is for. A send moves money and must reach the bank at most once, so it
 * never rides on a connection opened earlier (connection-policy.ts); a token call or a purpose
 * fetch does no harm if the network stack repeats it.
 */
export type RequestPurpose = 'send' | 'token' | 'purposes';

/** What the bank client asks for. */
export interface HttpRequestInit {
  purpose: RequestPurpose;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /**
   * How long the request may take from the moment it is handed to the network (the connection,
   * the request and the whole answer). Its timer starts there (connection-policy.ts, D55), never
   * while a send waits for the one before it: that wait is `turnTimeoutMs`.
   */
  timeoutMs: number;
  /**
   * A send only: how long it may wait for the sends before it to finish. Past that it is given up
   * before anything of it left this machine (`RequestNotStartedError`): provably not sent.
   */
  turnTimeoutMs?: number;
  /** A bank API never redirects a payment; a 3xx is treated as an unexpected answer. */
  redirect: 'manual';
}

/** What the network itself is handed (the adapters): the request with its timer running. */
export interface WireRequestInit extends Omit<HttpRequestInit, 'timeoutMs' | 'turnTimeoutMs'> {
  signal: AbortSignal;
}

export interface HttpResponse {
  readonly status: number;
  text(): Promise<string>;
}

export type HttpFetch = (url: string, init: HttpRequestInit) => Promise<HttpResponse>;

/** An adapter's fetch (node-fetch.ts, net-fetch-electron.ts), under the connection policy. */
export type WireFetch = (url: string, init: WireRequestInit) => Promise<HttpResponse>;

/** The bank's doorway as the services hold it: the policy's fetch, with its two extra handles. */
export interface BankHttp extends HttpFetch {
  /**
   * The app is closing: gives up every send still waiting for its turn, and any send asked for
   * after that would have to wait; each ends as not sent, since nothing of it left this machine.
   * A send that finds the line free still goes, and closing waits for its answer (D15).
   */
  giveUpWaiting?(): void;
  close?(): Promise<void>;
}
