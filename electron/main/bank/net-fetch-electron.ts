import { session } from 'electron';
import type { HttpFetch } from './http-fetch';

/**
 * The bank client's doorway in the app: Chromium's network stack, which follows the branch's
 * proxy settings and the OS certificate store. A session of its own (in memory, never on disk)
 * keeps bank calls apart from the renderer's: no shared cookies, cache or web-request hooks.
 */
export function createNetFetch(): HttpFetch {
  const bankSession = session.fromPartition('remit-desk-bank-client', { cache: false });
  return (url, init) =>
    bankSession.fetch(url, {
      method: init.method,
      headers: init.headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      ...(init.signal ? { signal: init.signal } : {}),
      redirect: init.redirect,
      credentials: 'omit',
      cache: 'no-store',
      bypassCustomProtocolHandlers: true,
    });
}
