import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BrowserWindowConstructorOptions, Session, WebContents } from 'electron';
import {
  createAppWindow,
  denyPermissionCheck,
  denyPermissionRequest,
  denyWindowOpen,
  describeUrl,
  guardNavigation,
  hardenSession,
  hardenWebContents,
  isNavigationAllowed,
} from '../../electron/main/window';
import type { AppLogger } from '../../electron/main/logging/logger';

const APP = 'app://remit-desk';
const DEV = 'http://localhost:5173';

class RecordingWindow {
  constructor(readonly options: BrowserWindowConstructorOptions) {}
}

function recordingLog(): AppLogger & { lines: { message: string; details?: unknown }[] } {
  const lines: { message: string; details?: unknown }[] = [];
  const record = (message: string, details?: unknown) => lines.push({ message, details });
  return { lines, info: record, warn: record, error: record };
}

describe('createAppWindow', () => {
  const preloadPath = '/opt/Remit Desk/resources/app.asar/out/preload/index.cjs';

  it('builds the window with every security setting on', () => {
    const { options } = createAppWindow(RecordingWindow, { preloadPath, development: false });
    expect(options.webPreferences).toEqual({
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      plugins: false,
      enableWebSQL: false,
      webgl: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: false,
    });
  });

  it('offers DevTools only in development', () => {
    expect(
      createAppWindow(RecordingWindow, { preloadPath, development: true }).options.webPreferences
        ?.devTools,
    ).toBe(true);
    expect(
      createAppWindow(RecordingWindow, { preloadPath, development: false }).options.webPreferences
        ?.devTools,
    ).toBe(false);
  });

  it('stays hidden until ready and has a size a branch workstation can show', () => {
    const { options } = createAppWindow(RecordingWindow, { preloadPath, development: false });
    expect(options.show).toBe(false);
    expect(options.minWidth).toBeLessThanOrEqual(options.width!);
    expect(options.minHeight).toBeLessThanOrEqual(options.height!);
    expect(options.width).toBeLessThanOrEqual(1366);
    expect(options.height).toBeLessThanOrEqual(800);
    expect(options.minWidth).toBeGreaterThanOrEqual(1024);
  });
});

const hostileUrls = [
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  'file:///C:/Windows/System32/calc.exe',
  'file:///etc/passwd',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'blob:app://remit-desk/5e1c5d70-8c2f-4f6b-9a3e-6a8f2c1d9e0b',
  'about:blank',
  'about:srcdoc',
  'app://remit-desk.evil/index.html',
  'app://remit-desk@evil/index.html',
  'app://REMIT-DESK/index.html',
  'app://remit-desk./index.html',
  'app://remit-desk:8080/index.html',
  'app://rémit-desk/index.html',
  'http://localhost:5173/',
  'http://localhost:5173.evil.com/',
  'https://bank.example/pay',
  'chrome://gpu',
  'devtools://devtools/bundled/inspector.html',
  '',
  'not a url',
];

describe('isNavigationAllowed', () => {
  it.each(hostileUrls)('refuses %j in every frame and mode', (url) => {
    for (const isSameDocument of [true, false]) {
      for (const isMainFrame of [true, false]) {
        expect(isNavigationAllowed({ url, isSameDocument, isMainFrame }, APP)).toBe(false);
      }
    }
  });

  it('refuses every cross-document navigation, even to the app itself', () => {
    expect(
      isNavigationAllowed(
        { url: `${APP}/index.html`, isSameDocument: false, isMainFrame: true },
        APP,
      ),
    ).toBe(false);
    expect(isNavigationAllowed({ url: `${APP}/index.html` }, APP)).toBe(false);
  });

  it('allows only a same-document move of the main frame within the app origin', () => {
    expect(
      isNavigationAllowed(
        { url: `${APP}/index.html#/receipts`, isSameDocument: true, isMainFrame: true },
        APP,
      ),
    ).toBe(true);
    expect(
      isNavigationAllowed(
        { url: `${APP}/index.html#/receipts`, isSameDocument: true, isMainFrame: false },
        APP,
      ),
    ).toBe(false);
    expect(
      isNavigationAllowed({ url: `${DEV}/#/x`, isSameDocument: true, isMainFrame: true }, DEV),
    ).toBe(true);
    expect(
      isNavigationAllowed({ url: `${DEV}/#/x`, isSameDocument: true, isMainFrame: true }, APP),
    ).toBe(false);
  });

  it('never allows a URL outside the app origin, whatever the flags', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withFragments: true, withQueryParameters: true }),
          fc.string(),
          fc.constantFrom(...hostileUrls),
        ),
        fc.boolean(),
        fc.boolean(),
        (url, isSameDocument, isMainFrame) => {
          expect(isNavigationAllowed({ url, isSameDocument, isMainFrame }, APP)).toBe(false);
        },
      ),
    );
  });
});

describe('guardNavigation', () => {
  it('prevents the navigation and logs only where it was going', () => {
    const log = recordingLog();
    const guard = guardNavigation(APP, log, 'will-navigate');
    let prevented = 0;
    guard({
      url: 'https://evil.example/steal?token=abc#x',
      isSameDocument: false,
      isMainFrame: true,
      preventDefault: () => prevented++,
    });
    expect(prevented).toBe(1);
    expect(log.lines).toEqual([
      {
        message: 'Blocked a navigation away from Remit Desk.',
        details: { event: 'will-navigate', to: 'https://evil.example' },
      },
    ]);
  });

  it('lets the allowed same-document move through untouched', () => {
    let prevented = 0;
    guardNavigation(APP)({
      url: `${APP}/#/x`,
      isSameDocument: true,
      isMainFrame: true,
      preventDefault: () => prevented++,
    });
    expect(prevented).toBe(0);
  });

  it('refuses a trusted origin that is not an origin', () => {
    expect(() => guardNavigation('app://remit-desk/')).toThrow(/not an origin/);
  });

  it('describes a URL by scheme and origin only', () => {
    expect(describeUrl('app://remit-desk/a?b=c')).toBe('app://remit-desk');
    expect(describeUrl('javascript:alert(1)')).toBe('javascript: URL');
    expect(describeUrl('data:text/html,secret')).toBe('data: URL');
    expect(describeUrl('%%%')).toBe('unparsable URL');
  });
});

describe('window.open and permissions', () => {
  it('denies every window.open', () => {
    const handler = denyWindowOpen();
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom(...hostileUrls, `${APP}/index.html`)),
        (url) => {
          expect(handler({ url })).toEqual({ action: 'deny' });
        },
      ),
    );
  });

  it('denies every permission request and check', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'media',
          'geolocation',
          'notifications',
          'openExternal',
          'clipboard-read',
          'fullscreen',
          'hid',
          'usb',
          'unknown',
        ),
        (permission) => {
          const answers: boolean[] = [];
          denyPermissionRequest(null, permission, (granted) => answers.push(granted));
          expect(answers).toEqual([false]);
          expect(denyPermissionCheck()).toBe(false);
        },
      ),
    );
  });
});

class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => unknown) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => unknown): void {
    this.windowOpenHandler = handler;
  }
}

function navigationEvent(
  url: string,
  extra: Partial<{ isSameDocument: boolean; isMainFrame: boolean }> = {},
) {
  const event = {
    url,
    isSameDocument: false,
    isMainFrame: true,
    ...extra,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

describe('hardenWebContents', () => {
  it('blocks navigations, redirects, frame navigations, webviews and window.open', () => {
    const contents = new FakeWebContents();
    hardenWebContents(contents as unknown as WebContents, { appOrigin: APP });

    for (const name of ['will-navigate', 'will-redirect', 'will-frame-navigate']) {
      const away = navigationEvent('https://evil.example/');
      contents.emit(name, away);
      expect(away.prevented, name).toBe(true);
      const sub = navigationEvent(`${APP}/#/x`, { isSameDocument: true, isMainFrame: false });
      contents.emit(name, sub);
      expect(sub.prevented, `${name} in a subframe`).toBe(true);
    }
    const webview = {
      prevented: false,
      preventDefault() {
        webview.prevented = true;
      },
    };
    contents.emit('will-attach-webview', webview, {}, { src: 'https://evil.example/' });
    expect(webview.prevented).toBe(true);
    expect(contents.windowOpenHandler?.({ url: `${APP}/index.html` })).toEqual({ action: 'deny' });
  });
});

class FakeSession extends EventEmitter {
  requestHandler: ((...args: unknown[]) => void) | null = null;
  checkHandler: ((...args: unknown[]) => boolean) | null = null;
  deviceHandler: ((...args: unknown[]) => boolean) | null = null;
  setPermissionRequestHandler(handler: (...args: unknown[]) => void): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void {
    this.checkHandler = handler;
  }
  setDevicePermissionHandler(handler: (...args: unknown[]) => boolean): void {
    this.deviceHandler = handler;
  }
}

describe('hardenSession', () => {
  it('installs handlers that deny permissions and devices, and blocks downloads', () => {
    const session = new FakeSession();
    const log = recordingLog();
    hardenSession(session as unknown as Session, { log });
    const answers: boolean[] = [];
    session.requestHandler?.({}, 'media', (granted: boolean) => answers.push(granted), {});
    expect(answers).toEqual([false]);
    expect(session.checkHandler?.({}, 'clipboard-read', APP, {})).toBe(false);
    expect(session.deviceHandler?.({ deviceType: 'usb', origin: APP })).toBe(false);
    const download = {
      prevented: false,
      preventDefault() {
        download.prevented = true;
      },
    };
    session.emit('will-download', download, {}, {});
    expect(download.prevented).toBe(true);
    expect(log.lines).toHaveLength(1);
  });
});
