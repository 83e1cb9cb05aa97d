import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from './answers';
import type { RequestBody } from './request-body';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface RequestContext {
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: RequestBody;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  /** Exact path; a segment `:name` matches any one segment and is passed in `params`. */
  path: string;
  handlers: Partial<Record<Method, Handler>>;
}

export function matchRoute(
  routes: readonly Route[],
  pathname: string,
): { route: Route; params: Record<string, string> } | null {
  const segments = pathname.split('/');
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return null;
}

/** One header as text; Node gives repeated headers as arrays for some names. */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
