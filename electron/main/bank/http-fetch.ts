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

export interface HttpRequestInit {
  purpose: RequestPurpose;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** A bank API never redirects a payment; a 3xx is treated as an unexpected answer. */
  redirect: 'manual';
}

export interface HttpResponse {
  readonly status: number;
  text(): Promise<string>;
}

export type HttpFetch = (url: string, init: HttpRequestInit) => Promise<HttpResponse>;
