import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  APP_ENTRY_URL,
  APP_ORIGIN,
  assertOrigin,
  hasOrigin,
  originOf,
  resolveRendererLocation,
} from '../../electron/main/app-origin';

describe('originOf', () => {
  it.each([
    ['app://remit-desk/index.html', 'app://remit-desk'],
    ['app://remit-desk', 'app://remit-desk'],
    ['app://remit-desk/assets/x.js?v=1#top', 'app://remit-desk'],
    ['http://localhost:5173/', 'http://localhost:5173'],
    ['http://LOCALHOST:5173/', 'http://localhost:5173'],
    ['https://bank.example:443/x', 'https://bank.example'],
  ])('gives %s the origin %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:fetch("app://remit-desk")',
    'file:///C:/Windows/win.ini',
    'data:text/html,<h1>hi</h1>',
    'blob:app://remit-desk/0b6c8b1e',
    'about:blank',
    'app://user@remit-desk/',
    'app://remit-desk:secret@remit-desk/',
    'app:remit-desk/index.html',
    'app:///index.html',
    'remit-desk/index.html',
    '',
    'ftp://remit-desk/',
    'chrome://settings',
    'devtools://devtools/bundled/inspector.html',
  ])('gives %j no origin', (url) => {
    expect(originOf(url)).toBeNull();
  });

  it.each([
    'app://remit-desk.evil/',
    'app://remit-desk./',
    'app://remit-desk@evil/',
    'app://evil/remit-desk',
    'app://REMIT-DESK/',
    'app://remit-desk:80/',
    'app://xn--rmit-desk-b4a/',
    'app://rémit-desk/',
    'apps://remit-desk/',
    'http://remit-desk/',
  ])('does not match %s with the app origin', (url) => {
    expect(hasOrigin(url, APP_ORIGIN)).toBe(false);
  });

  it.each([
    'http://localhost:5173.evil.com/',
    'http://localhost.:5173/',
    'http://localhost:5174/',
    'https://localhost:5173/',
    'http://127.0.0.1:5173/',
    'http://localhost:5173@evil.com/',
    'http://evil.com#@localhost:5173/',
    'http://lоcalhost:5173/',
  ])('does not match %s with the dev server origin', (url) => {
    expect(hasOrigin(url, 'http://localhost:5173')).toBe(false);
  });

  it('matches the app origin for any path, and never for any web URL', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(hasOrigin(`${APP_ORIGIN}${path}`, APP_ORIGIN)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(hasOrigin(url, APP_ORIGIN)).toBe(false);
      }),
    );
  });
});

describe('assertOrigin', () => {
  it('accepts canonical origins and refuses anything else', () => {
    expect(() => assertOrigin('app://remit-desk')).not.toThrow();
    expect(() => assertOrigin('http://localhost:5173')).not.toThrow();
    for (const bad of [
      'app://remit-desk/',
      'http://LOCALHOST:5173',
      'http://localhost:80',
      '*',
      'null',
    ]) {
      expect(() => assertOrigin(bad), bad).toThrow(/not an origin/);
    }
  });
});

describe('resolveRendererLocation', () => {
  it('uses app://remit-desk in production, even if a dev URL is set', () => {
    const expected = { origin: APP_ORIGIN, entryUrl: APP_ENTRY_URL };
    expect(
      resolveRendererLocation({ development: false, devServerUrl: 'http://localhost:5173' }),
    ).toEqual(expected);
    expect(resolveRendererLocation({ development: true, devServerUrl: undefined })).toEqual(
      expected,
    );
  });

  it('trusts the dev server in development when it is on this machine', () => {
    for (const url of ['http://localhost:5173', 'http://127.0.0.1:5199/', 'https://[::1]:5173']) {
      const location = resolveRendererLocation({ development: true, devServerUrl: url });
      expect(location.entryUrl).toBe(url);
      expect(location.origin).toBe(originOf(url));
    }
  });

  it.each([
    'http://192.168.1.10:5173',
    'http://dev.example:5173',
    'app://remit-desk',
    'file:///x',
    'nonsense',
  ])('refuses the dev server URL %s', (url) => {
    expect(() => resolveRendererLocation({ development: true, devServerUrl: url })).toThrow(
      /not an http\(s\) address on this machine/,
    );
  });
});
