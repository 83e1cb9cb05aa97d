import type {
  BrowserWindowConstructorOptions,
  Session,
  WebContents,
  WindowOpenHandlerResponse,
} from 'electron';
import { assertOrigin, originOf } from './app-origin';
import type { AppLogger } from './logging/logger';
import { silentLogger } from './logging/logger';
import { text } from '@shared/i18n/catalog';

/*
 * The window and the guards around its web contents. Electron types only (erased at build), so
 * this runs under Node in tests; electron/main/index.ts passes the real BrowserWindow class and
 * the real webContents and session.
 */

export interface AppWindowInput {
  /** Absolute path of the bundled preload (out/preload/index.cjs). */
  preloadPath: string;
  /** DevTools only in development. */
  development: boolean;
}

export type WindowConstructor<W> = new (options: BrowserWindowConstructorOptions) => W;

/**
 * Builds the one application window with its security settings. The options are written inline
 * in `new BrowserWindow({...})` on purpose: that is where Electronegativity (run by npm test)
 * reads them, so the audit checks these very values rather than a variable it cannot follow.
 * Pass Electron's `BrowserWindow`; tests pass a class that records the options.
 */
export function createAppWindow<W>(BrowserWindow: WindowConstructor<W>, input: AppWindowInput): W {
  return new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 700,
    // Shown on 'ready-to-show', so a clerk never sees (or clicks into) a half-drawn page.
    show: false,
    title: text('ipc.app.name'),
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: input.preloadPath,
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
      // Typed account numbers and names must not go to a spelling service.
      spellcheck: false,
      devTools: input.development,
    },
  });
}

export interface NavigationAttempt {
  url: string;
  isSameDocument?: boolean;
  isMainFrame?: boolean;
}

/**
 * The renderer is one page, so no navigation is needed. Electron does not even raise these events
 * for in-page (hash or history) navigations; if one is raised anyway, a same-document move of the
 * main frame within the app's own origin loads no new code and is let through. Everything else,
 * any subframe, any other origin or scheme, a reload to elsewhere, is refused.
 */
export function isNavigationAllowed(attempt: NavigationAttempt, appOrigin: string): boolean {
  return (
    attempt.isSameDocument === true &&
    attempt.isMainFrame === true &&
    originOf(attempt.url) === appOrigin
  );
}

/** Scheme and origin only: a URL's path or query could carry anything. */
export function describeUrl(url: string): string {
  const origin = originOf(url);
  if (origin !== null) return origin;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  // catalog-ignore: what the log says of a refused address, for support
  return scheme ? `${scheme.toLowerCase()}: URL` : 'unparsable URL';
}

export type NavigationEvent = NavigationAttempt & { preventDefault(): void };

/** Listener for will-navigate, will-redirect and will-frame-navigate. */
export function guardNavigation(
  appOrigin: string,
  log: AppLogger = silentLogger,
  eventName = 'navigation',
): (event: NavigationEvent) => void {
  assertOrigin(appOrigin);
  return (event) => {
    if (isNavigationAllowed(event, appOrigin)) return;
    event.preventDefault();
    log.warn('Blocked a navigation away from Remit Desk.', {
      event: eventName,
      to: describeUrl(event.url),
    });
  };
}

/** For setWindowOpenHandler: no window.open, no target=_blank, no middle-click, ever. */
export function denyWindowOpen(
  log: AppLogger = silentLogger,
): (details: { url: string }) => WindowOpenHandlerResponse {
  return (details) => {
    log.warn('Blocked a request to open a window.', { to: describeUrl(details.url) });
    return { action: 'deny' };
  };
}

/** For setPermissionRequestHandler: camera, notifications, geolocation, openExternal... all no. */
export function denyPermissionRequest(
  _webContents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(false);
}

/** For setPermissionCheckHandler and setDevicePermissionHandler. */
export function denyPermissionCheck(): boolean {
  return false;
}

/** For will-attach-webview: webviewTag is off anyway; this destroys one should it appear. */
export function denyWebviewAttach(event: { preventDefault(): void }): void {
  event.preventDefault();
}

/**
 * Installs every guard on a web contents. The composition root applies it to each one Electron
 * creates (app.on('web-contents-created')), not only to the main window's.
 */
export function hardenWebContents(
  contents: WebContents,
  options: { appOrigin: string; log?: AppLogger },
): void {
  const log = options.log ?? silentLogger;
  contents.on('will-navigate', guardNavigation(options.appOrigin, log, 'will-navigate'));
  contents.on('will-redirect', guardNavigation(options.appOrigin, log, 'will-redirect'));
  contents.on(
    'will-frame-navigate',
    guardNavigation(options.appOrigin, log, 'will-frame-navigate'),
  );
  contents.on('will-attach-webview', denyWebviewAttach);
  contents.setWindowOpenHandler(denyWindowOpen(log));
}

/**
 * Denies every permission and device request, and every download: the app writes its files
 * (public key, reports) from the main process after a save dialog, never through the renderer.
 */
export function hardenSession(session: Session, options: { log?: AppLogger } = {}): void {
  const log = options.log ?? silentLogger;
  session.setPermissionRequestHandler(denyPermissionRequest);
  session.setPermissionCheckHandler(denyPermissionCheck);
  session.setDevicePermissionHandler(denyPermissionCheck);
  session.on('will-download', (event) => {
    event.preventDefault();
    log.warn('Blocked a download started by the renderer.');
  });
}
