import type { AppError, Result } from '../result';

/**
 * D5: a service base URL must be `https://`; plain `http://` is accepted only for loopback hosts
 * (127.0.0.0/8, ::1, localhost), which is where the built-in sandbox bank listens. Credentials,
 * query strings and fragments have no place in a base URL and are refused so that nothing secret
 * is ever written into a setting.
 */
export function checkBaseUrl(text: unknown): Result<string, AppError<'invalid-base-url'>> {
  const problem = (message: string) =>
    ({ ok: false, error: { code: 'invalid-base-url', message } }) as const;
  if (typeof text !== 'string' || text.trim() === '') {
    return problem('Enter the service address, for example https://api.bank.example.');
  }
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return problem(`"${text}" is not a web address. Enter it as https://host[:port][/path].`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return problem('The service address must start with https://.');
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return problem(
      'The service address must use https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1).',
    );
  }
  if (url.username || url.password) {
    return problem(
      'Do not put a user name or password in the address; credentials are stored separately.',
    );
  }
  if (url.search || url.hash) {
    return problem('The service address must not contain "?" or "#" parts.');
  }
  return { ok: true, value: url.href.replace(/\/+$/, '') };
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
