import { worded } from '../i18n/worded';
import type { AppError, Result } from '../result';

/**
 * D5: a service base URL must be `https://`; plain `http://` is accepted only for loopback hosts
 * (127.0.0.0/8, ::1, localhost), which is where the built-in sandbox bank listens. Credentials,
 * query strings and fragments have no place in a base URL and are refused so that nothing secret
 * is ever written into a setting.
 */
export function checkBaseUrl(address: unknown): Result<string, AppError<'invalid-base-url'>> {
  const problem = (error: AppError<'invalid-base-url'>) => ({ ok: false, error }) as const;
  if (typeof address !== 'string' || address.trim() === '') {
    return problem(worded('invalid-base-url', 'bankSetup.address.enter'));
  }
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return problem(
      worded('invalid-base-url', 'bankSetup.address.notWebAddress', { typed: address }),
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return problem(worded('invalid-base-url', 'bankSetup.address.https'));
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return problem(worded('invalid-base-url', 'bankSetup.address.loopbackOnly'));
  }
  if (url.username || url.password) {
    return problem(worded('invalid-base-url', 'bankSetup.address.noCredentials'));
  }
  if (url.search || url.hash) {
    return problem(worded('invalid-base-url', 'bankSetup.address.noQuery'));
  }
  return { ok: true, value: url.href.replace(/\/+$/, '') };
}

/**
 * D71: the origin of a service address (scheme, host and port, as `URL.origin` writes them:
 * `https://bank.example`, `http://127.0.0.1:7070`), which stored credentials are bound to; null
 * for text that is no web address.
 */
export function serviceOrigin(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  );
}
