/**
 * The one doorway to the network. The app passes Electron's `net.fetch` (it follows the branch's
 * proxy settings and certificate store); tests and the browser harness pass Node's fetch. Both
 * satisfy this shape, so the bank client never knows which it has.
 */
export interface HttpRequestInit {
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
