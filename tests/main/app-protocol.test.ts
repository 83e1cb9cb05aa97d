import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createAppProtocolHandler,
  mimeTypeFor,
  resolveAppRequest,
  SECURITY_HEADERS,
} from '../../electron/main/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../electron/main/csp';

// A built renderer in a temp dir, with a secret beside it that traversal must never reach.
const root = mkdtempSync(join(tmpdir(), 'remit-desk-protocol-'));
const rendererDir = join(root, 'renderer');
const SECRET = 'PRIVATE KEY MATERIAL OUTSIDE THE RENDERER';
mkdirSync(join(rendererDir, 'assets'), { recursive: true });
mkdirSync(join(rendererDir, '.vite'), { recursive: true });
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Remit Desk</title>');
writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(rendererDir, 'assets', 'index-abc.css'), 'body{}');
writeFileSync(join(rendererDir, 'assets', 'logo.svg'), '<svg/>');
writeFileSync(join(rendererDir, 'assets', 'a b.png'), 'png');
writeFileSync(join(rendererDir, '.vite', 'manifest.json'), '{}');
writeFileSync(join(root, 'secret.txt'), SECRET);
writeFileSync(join(root, 'renderer-evil.txt'), SECRET);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const handler = createAppProtocolHandler({ rendererDir });
const get = (url: string, method = 'GET') => handler(new Request(url, { method }));

describe('resolveAppRequest', () => {
  it('serves index.html for the root, with or without a slash', () => {
    for (const url of ['app://remit-desk', 'app://remit-desk/', 'app://remit-desk/?x=1#y']) {
      expect(resolveAppRequest(url, rendererDir)).toEqual({
        ok: true,
        filePath: join(rendererDir, 'index.html'),
        contentType: 'text/html; charset=utf-8',
      });
    }
  });

  it('maps a path to the file under the renderer directory, decoding it once', () => {
    expect(resolveAppRequest('app://remit-desk/assets/a%20b.png', rendererDir)).toMatchObject({
      ok: true,
      filePath: join(rendererDir, 'assets', 'a b.png'),
    });
  });

  it.each([
    ['app://remit-desk/..%2fsecret.txt', 400],
    ['app://remit-desk/..%2Fsecret.txt', 400],
    ['app://remit-desk/%2e%2e%2fsecret.txt', 400],
    ['app://remit-desk/..%5csecret.txt', 400],
    ['app://remit-desk/assets\\..\\..\\secret.txt', 400],
    ['app://remit-desk/%5c%5cserver%5cshare', 400],
    ['app://remit-desk/C:%5cWindows%5cwin.ini', 400],
    ['app://remit-desk/C:/Windows/win.ini', 400],
    ['app://remit-desk/index.html%00.png', 400],
    ['app://remit-desk/%E0%A4%A', 400],
    ['app://remit-desk/.vite/manifest.json', 404],
    ['app://remit-desk/CON', 404],
    ['app://remit-desk/assets/nul.js', 404],
    ['app://remit-desk/COM1.txt', 404],
    ['app://remit-desk/index.html.', 400],
    ['app://remit-desk/index.html%20', 400],
    ['app://remit-desk/assets/', 404],
    ['app://remit-desk//etc/passwd', 404],
    ['app://remit-desk.evil/index.html', 404],
    ['app://evil/index.html', 404],
    ['app://REMIT-DESK/index.html', 404],
    ['app://remit-desk:1/index.html', 404],
    ['file:///etc/passwd', 404],
    ['http://remit-desk/index.html', 404],
    ['app://user@remit-desk/index.html', 400],
  ])('refuses %s with %i', (url, status) => {
    expect(resolveAppRequest(url, rendererDir)).toMatchObject({ ok: false, status });
  });

  it('resolves .. segments the URL parser already removed inside the directory', () => {
    // The URL standard folds /a/../../x and %2e%2e to /x: it stays in the renderer directory.
    expect(
      resolveAppRequest('app://remit-desk/assets/../../../secret.txt', rendererDir),
    ).toMatchObject({
      ok: true,
      filePath: join(rendererDir, 'secret.txt'),
    });
    expect(
      resolveAppRequest('app://remit-desk/%2e%2e/%2E%2E/secret.txt', rendererDir),
    ).toMatchObject({
      filePath: join(rendererDir, 'secret.txt'),
    });
  });

  it('decodes once: a double-encoded dot segment stays a literal (missing) name', () => {
    expect(resolveAppRequest('app://remit-desk/%252e%252e/secret.txt', rendererDir)).toMatchObject({
      ok: true,
      filePath: join(rendererDir, '%2e%2e', 'secret.txt'),
    });
  });

  it('refuses methods other than GET and HEAD', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      expect(resolveAppRequest('app://remit-desk/', rendererDir, method)).toMatchObject({
        ok: false,
        status: 405,
      });
    }
  });

  it('never resolves outside the renderer directory, whatever the path', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2E%2e',
        '.%2e',
        '%2e.',
        '..%2f',
        '..%5c',
        '%5c',
        '\\',
        '%2f',
        '%00',
        'secret.txt',
        'assets',
        'C:',
        '%43%3a',
        '~',
        '%252e%252e',
        '...',
        ' ',
        '%20..',
      ),
      fc.string({ unit: 'grapheme-ascii', maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const resolved = resolveAppRequest(`app://remit-desk/${segments.join('/')}`, rendererDir);
        if (!resolved.ok) return;
        const inside = relative(rendererDir, resolved.filePath);
        expect(inside.startsWith('..') || inside === '').toBe(false);
        expect(resolved.filePath.startsWith(rendererDir + sep)).toBe(true);
      }),
    );
  });
});

describe('mimeTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.MJS', 'text/javascript; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.json', 'application/json; charset=utf-8'],
    ['a.svg', 'image/svg+xml'],
    ['a.png', 'image/png'],
    ['a.woff2', 'font/woff2'],
    ['a.ico', 'image/x-icon'],
    ['a.exe', 'application/octet-stream'],
    ['noextension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(mimeTypeFor(file)).toBe(type);
  });
});

describe('the app:// handler', () => {
  it('answers / with index.html, its type and every security header', async () => {
    const response = await get('app://remit-desk/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><title>Remit Desk</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });

  it('serves scripts and styles with their types', async () => {
    const script = await get('app://remit-desk/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    const style = await get('app://remit-desk/assets/index-abc.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers 404 for a missing file or a directory, with the security headers', async () => {
    for (const url of ['app://remit-desk/missing.js', 'app://remit-desk/assets']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('never returns the secret beside the renderer, whatever the traversal', async () => {
    for (const url of [
      'app://remit-desk/..%2fsecret.txt',
      'app://remit-desk/..%5csecret.txt',
      'app://remit-desk/assets/..%2f..%2fsecret.txt',
      'app://remit-desk/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://remit-desk/..%2frenderer-evil.txt',
      'app://remit-desk/%252e%252e/secret.txt',
      'app://remit-desk/../secret.txt',
      'app://remit-desk/assets/../../secret.txt',
    ]) {
      const response = await get(url);
      expect(response.status, url).not.toBe(200);
      expect(await response.text()).not.toContain(SECRET);
    }
  });

  it('answers HEAD with headers only and refuses POST', async () => {
    const head = await get('app://remit-desk/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('40');
    expect(await head.text()).toBe('');
    expect((await get('app://remit-desk/index.html', 'POST')).status).toBe(405);
  });

  it('answers 500 without details when reading fails for another reason', async () => {
    const failing = createAppProtocolHandler({
      rendererDir,
      readFile: () =>
        Promise.reject(Object.assign(new Error('EACCES: /secret/path'), { code: 'EACCES' })),
    });
    const response = await failing(new Request('app://remit-desk/index.html'));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('/secret/path');
  });
});
