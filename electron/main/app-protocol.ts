import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';
import { text } from '@shared/i18n/catalog';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { CONTENT_SECURITY_POLICY } from './csp';

/*
 * app://remit-desk/<path> → a file of the built renderer (out/renderer). Pure apart from reading
 * the file, so it runs under Node in tests; app-protocol-electron.ts hands it to protocol.handle.
 */

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

/** With nosniff, an unknown type is never executed or rendered as something else. */
const FALLBACK_MIME_TYPE = 'application/octet-stream';

export function mimeTypeFor(filePath: string): string {
  return MIME_TYPES[extname(filePath).toLowerCase()] ?? FALLBACK_MIME_TYPE;
}

/** Sent with every app:// response, errors included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), payment=(), display-capture=()',
  // The files change only with a new build; a cached copy of an old one must not outlive it.
  'Cache-Control': 'no-store',
};

const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;

/** Why a request is refused, for a developer reading a test or a trace; no person sees it. */
export type RefusalReason =
  | 'method-not-served'
  | 'url-unparsable'
  | 'not-app-origin'
  | 'credentials-in-url'
  | 'malformed-percent-encoding'
  | 'directory'
  | 'dot-segment'
  | 'separator-drive-or-nul'
  | 'hidden-file'
  | 'trailing-dot-or-space'
  | 'windows-device-name'
  | 'outside-renderer-dir';

export type AppRequestResolution =
  | { ok: true; filePath: string; contentType: string }
  | { ok: false; status: 400 | 404 | 405; reason: RefusalReason };

function refuse(status: 400 | 404 | 405, reason: RefusalReason): AppRequestResolution {
  return { ok: false, status, reason };
}

/**
 * Maps a request to a file under `rendererDir`, or says why not. Every path segment is decoded
 * once and must then be a plain file or directory name: no `.`/`..`, no separators of any OS
 * (so neither %2f nor %5c nor a backslash gets through), no drive letters, no NUL, no dotfiles,
 * no Windows device names.
 * The joined path is checked to be inside `rendererDir` as well, in case a rule above has a gap.
 */
export function resolveAppRequest(
  requestUrl: string,
  rendererDir: string,
  method = 'GET',
): AppRequestResolution {
  if (method !== 'GET' && method !== 'HEAD') return refuse(405, 'method-not-served');
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return refuse(400, 'url-unparsable');
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) {
    return refuse(404, 'not-app-origin');
  }
  if (url.username !== '' || url.password !== '') return refuse(400, 'credentials-in-url');

  const pathname = url.pathname === '' || url.pathname === '/' ? '/index.html' : url.pathname;
  const segments: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return refuse(400, 'malformed-percent-encoding');
    }
    if (segment === '') return refuse(404, 'directory');
    if (segment === '.' || segment === '..') return refuse(400, 'dot-segment');
    if (/[/\\:\0]/.test(segment)) return refuse(400, 'separator-drive-or-nul');
    // Also refuses anything hidden (e.g. Vite's .vite/manifest.json).
    if (segment.startsWith('.')) return refuse(404, 'hidden-file');
    // Windows ignores a trailing dot or space, and opens a device for CON, NUL, COM1...
    if (/[. ]$/.test(segment)) return refuse(400, 'trailing-dot-or-space');
    if (WINDOWS_DEVICE.test(segment)) return refuse(404, 'windows-device-name');
    segments.push(segment);
  }

  const filePath = join(rendererDir, ...segments);
  const inside = relative(rendererDir, filePath);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    return refuse(400, 'outside-renderer-dir');
  }
  return { ok: true, filePath, contentType: mimeTypeFor(filePath) };
}

/** A refusal's status, worded (appFrame.fileRefused). */
const REFUSED_PHRASE = { 400: 'badRequest', 404: 'notFound', 405: 'methodNotAllowed' } as const;

export type ReadAppFile = (filePath: string) => Promise<Uint8Array>;

function errorResponse(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

function isMissingFile(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * The handler for protocol.handle('app', ...). `readFile` is injectable so that a read error
 * other than "missing" can be tested; the default reads from disk (or from app.asar, through
 * Electron's fs).
 */
export function createAppProtocolHandler(options: {
  rendererDir: string;
  readFile?: ReadAppFile;
}): (request: Request) => Promise<Response> {
  const read = options.readFile ?? ((filePath: string) => readFile(filePath));
  return async (request) => {
    const resolved = resolveAppRequest(request.url, options.rendererDir, request.method);
    if (!resolved.ok) {
      const phrase = REFUSED_PHRASE[resolved.status];
      return errorResponse(resolved.status, text(`appFrame.fileRefused.${phrase}`));
    }
    let body: Uint8Array;
    try {
      body = await read(resolved.filePath);
    } catch (error) {
      if (isMissingFile(error)) return errorResponse(404, text('appFrame.fileRefused.notFound'));
      return errorResponse(500, text('appFrame.fileRefused.unreadable'));
    }
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': resolved.contentType,
      'Content-Length': String(body.byteLength),
    };
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
