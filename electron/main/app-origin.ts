/*
 * Where the renderer lives, and the one origin comparison every guard uses. The packaged app
 * serves its renderer from app://remit-desk; `npm run dev` serves it from electron-vite's dev
 * server on a loopback address. Nothing else is ever trusted.
 */

export const APP_SCHEME = 'app';
export const APP_HOST = 'remit-desk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

const ORIGIN_SCHEMES = new Set([`${APP_SCHEME}:`, 'http:', 'https:']);
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `scheme://host[:port]` of a URL whose origin the app could trust, or null for anything else:
 * unparsable text, credentials in the URL, and every scheme but app:, http: and https: (so
 * javascript:, file:, data:, blob:, about: never have an origin here).
 *
 * Node gives custom schemes the opaque origin "null", so the origin is built from the parsed
 * parts. Special-scheme hosts come back canonical (lower case, punycode); app: hosts come back
 * as written, so `app://REMIT-DESK` does not match: refusing a spelling Chromium never produces
 * costs nothing.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!ORIGIN_SCHEMES.has(parsed.protocol)) return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/** Exact origin equality: scheme, host and port, after parsing. */
export function hasOrigin(url: string, trustedOrigin: string): boolean {
  return originOf(url) === trustedOrigin;
}

/** Throws unless `origin` is already a canonical origin (a programming error, found at start). */
export function assertOrigin(origin: string): void {
  if (originOf(origin) !== origin) {
    throw new Error(`"${origin}" is not an origin of the form scheme://host[:port].`);
  }
}

export interface RendererLocation {
  /** The only origin allowed to call IPC and to be navigated to. */
  origin: string;
  /** What the window loads first. */
  entryUrl: string;
}

/**
 * Production (and `electron-vite preview`): app://remit-desk. Development with a dev server: that
 * server, which must be on a loopback address, because it is about to be trusted with IPC.
 */
export function resolveRendererLocation(options: {
  development: boolean;
  devServerUrl: string | undefined;
}): RendererLocation {
  if (!options.development || !options.devServerUrl) {
    return { origin: APP_ORIGIN, entryUrl: APP_ENTRY_URL };
  }
  const origin = originOf(options.devServerUrl);
  const hostname = origin === null ? '' : new URL(options.devServerUrl).hostname;
  if (origin === null || origin.startsWith(`${APP_SCHEME}:`) || !LOOPBACK_HOSTNAMES.has(hostname)) {
    throw new Error(
      `The renderer dev server URL "${options.devServerUrl}" is not an http(s) address on this ` +
        'machine (localhost, 127.0.0.1 or [::1]). Start it with `npm run dev`.',
    );
  }
  return { origin, entryUrl: options.devServerUrl };
}
