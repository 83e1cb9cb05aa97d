import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { APP_ORIGIN } from '../../electron/main/app-origin';
import { createAppProtocolHandler, SECURITY_HEADERS } from '../../electron/main/app-protocol';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { createKeyMissingIpc } from '../../electron/main/ipc/key-missing-ipc';
import { createRemitDeskIpc, type RemitDeskIpc } from '../../electron/main/ipc/remit-desk-ipc';
import { createEscrowImportDesk } from '../../electron/main/journal/escrow-import';
import type { IpcSenderEvent } from '../../electron/main/ipc/router';
import {
  journalServiceSuffix,
  type JournalKeychain,
} from '../../electron/main/keys/journal-keychain';
import {
  createKeytarJournalKeychain,
  createKeytarSecretStore,
} from '../../electron/main/keys/keytar-secret-store';
import { silentLogger, type AppLogger } from '../../electron/main/logging/logger';
import {
  createOperatorService,
  type OperatorService,
  type OperatorServiceOptions,
} from '../../electron/main/operators/operator-service';
import { sessionOptionsFrom } from '../../electron/main/operators/session-settings';
import {
  createServices,
  operatorParts,
  type Services,
  type ServicesOptions,
} from '../../electron/main/services';
import { isOwnLoopbackHost, LOOPBACK_ADDRESS, loopbackHost } from '@shared/loopback-host';
import { createHarnessDesktop, type HarnessDesktop } from './harness-desktop';

/*
 * The browser harness: the built renderer and the real main-process services (the composition
 * root), served on 127.0.0.1 so the app can be driven in Chromium where Electron cannot run. The
 * page's `window.remitDesk` comes from shim.ts and reaches the same IPC router the app uses. A
 * per-run key, handed over once in the printed URL and then kept in an HttpOnly cookie, guards
 * every call. Development and tests only: nothing under scripts/ is packaged.
 */

export interface HarnessOptions {
  dataDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The built renderer (electron-vite build): out/renderer by default. */
  rendererDir?: string;
  secretStore?: ServicesOptions['secretStore'];
  /** The journal's keychain entries: this machine's keychain unless given. */
  journalKeychain?: JournalKeychain;
  now?: () => number;
  log?: AppLogger;
  sandbox?: ServicesOptions['sandbox'];
  retry?: ServicesOptions['retry'];
  /** How long after a start the full check against head office waits (D97): 10 s unless given. */
  replicationCheckDelayMs?: ServicesOptions['replicationCheckDelayMs'];
  operators?: Partial<Omit<OperatorServiceOptions, 'journal' | 'now' | 'log' | 'journalProblem'>>;
  /** Where a save dialog nobody programmed writes: `<dataDir>/harness-downloads` by default. */
  downloadsDir?: string;
  /** Where print jobs go, as PDF files: `<dataDir>/harness-prints` by default. */
  printsDir?: string;
  /** The Chromium the printer renders with (Debian's by default). */
  chromiumPath?: string;
  /**
   * Told every IPC answer as it leaves, with the window it answers: a test reads the bodies here,
   * where nothing is lost, rather than from Chromium, which may have dropped one by then.
   */
  onIpcAnswer?: (answer: { window: string; channel: string; body: string }) => void;
}

export interface Harness {
  /** Open this once: it carries the per-run key and sets the cookie. */
  readonly url: string;
  readonly origin: string;
  /** The services of the current run: a restart replaces them. Throws while the key is missing. */
  readonly services: Services;
  /** Started without the journal's key: the one screen of D75, no services. */
  readonly keyMissing: boolean;
  /** The main window's operators (its session): the window every page is unless it asked for another. */
  readonly operators: OperatorService;
  /**
   * The URL that opens another window of the same app in a browser context of its own, with a
   * session of its own (`name`: lower-case letters, digits and `-`). A clerk's review open in one
   * window while an admin saves the settings in another is what it is for; the app itself has one
   * window, whose sessions follow each other.
   */
  windowUrl(name: string): string;
  /** The operators (the session) of a window opened with `windowUrl`; null before it was opened. */
  windowOperators(name: string): OperatorService | null;
  /** Dialogs a test programs, and the printer's PDFs (harness-desktop.ts). */
  readonly desktop: HarnessDesktop;
  /** Where unprogrammed saves and the print jobs' PDFs go. */
  readonly folders: { downloads: string; prints: string };
  /** How many times the app restarted (Restart now, as `app.relaunch()` in Electron). */
  readonly restarts: number;
  /** Resolves once a restart asked for is done (at once when none is under way). */
  restarted(): Promise<void>;
  close(): Promise<void>;
}

/** The event the shim reloads the page on after a restart (no contract event: harness only). */
export const HARNESS_RESTARTED_CHANNEL = 'harness:restarted';

const KEY_COOKIE = 'remit-desk-harness-key';
/** Which window a browser context is; absent, the main window. */
const WINDOW_COOKIE = 'remit-desk-harness-window';
/** The app's one window; the others are opened by a test with `windowUrl`. */
export const MAIN_WINDOW = 'main';
const WINDOW_NAME = /^[a-z0-9-]{1,32}$/;
const MAX_BODY_BYTES = 256 * 1024;

export class HarnessStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HarnessStartError';
  }
}

export async function startHarness(options: HarnessOptions): Promise<Harness> {
  const rendererDir = resolve(
    options.rendererDir ?? join(import.meta.dirname, '../../out/renderer'),
  );
  const indexHtml = await readFile(join(rendererDir, 'index.html'), 'utf8').catch(() => {
    throw new HarnessStartError(
      `There is no built renderer in ${rendererDir}. Run \`npm run build\` first.`,
    );
  });
  const shim = await bundleShim();
  const log = options.log ?? silentLogger;
  const now = options.now ?? Date.now;

  let restarting: Promise<void> | null = null;
  /** The calls the services are answering: a restart lets them finish before it closes them. */
  const callsUnderWay = new Set<Promise<unknown>>();
  let restarts = 0;
  const folders = {
    downloads: options.downloadsDir ?? join(options.dataDir, 'harness-downloads'),
    prints: options.printsDir ?? join(options.dataDir, 'harness-prints'),
  };
  const desktop = createHarnessDesktop({
    downloadsDir: folders.downloads,
    printsDir: folders.prints,
    chromiumPath: options.chromiumPath ?? '/usr/bin/chromium',
    log,
    // As app.relaunch() after the answer: the services go down and come up on the same data.
    relaunch: () => void restart(),
  });

  // One for the harness's life: a restart opens the same journal, sealed by the same entries.
  const journalKeychain =
    options.journalKeychain ??
    createKeytarJournalKeychain({ serviceSuffix: journalServiceSuffix(options.dataDir) });

  /** The services, or null at a start whose journal's key is missing (D75). */
  async function startServices(): Promise<Services | null> {
    const started = await createServices({
      dataDir: options.dataDir,
      secretStore:
        options.secretStore ?? ((environment) => createKeytarSecretStore({ environment })),
      journalKeychain,
      http: nodeHttp,
      now,
      log,
      desktop,
      ...(options.sandbox ? { sandbox: options.sandbox } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
      ...(options.replicationCheckDelayMs === undefined
        ? {}
        : { replicationCheckDelayMs: options.replicationCheckDelayMs }),
    });
    if (!started.ok && started.error.code === 'key-missing') return null;
    if (!started.ok) throw new HarnessStartError(started.error.message);
    return started.value;
  }

  let services = await startServices();
  const running = (): Services => {
    if (services) return services;
    throw new HarnessStartError('The harness started without the journal’s key (D75).');
  };

  const key = randomBytes(32).toString('hex');
  const serveStatic = createAppProtocolHandler({ rendererDir });
  let origin = '';
  let port = 0;

  /**
   * A window of the app: a session of its own (its operator service), the IPC wired to it, and
   * the pages listening to its events. Every window shares the one set of services, as windows of
   * one main process would.
   */
  interface HarnessWindow {
    name: string;
    /** Null in the start for a missing key, which has no session (D75). */
    operators: OperatorService | null;
    ipc: Pick<RemitDeskIpc, 'router' | 'dispose'>;
    /** The window's pages' event streams, each carrying every channel. */
    listeners: Set<ServerResponse>;
  }
  const windows = new Map<string, HarnessWindow>();

  function openWindow(name: string, listeners = new Set<ServerResponse>()) {
    if (!services) {
      // As index.ts: one operation, the key file's import, then a restart.
      const router = createKeyMissingIpc({
        desk: createEscrowImportDesk({
          dataDir: options.dataDir,
          keychain: journalKeychain,
          dialogs: desktop.dialogs,
          relauncher: desktop.relauncher,
          now,
          log,
        }),
        trustedOrigin: origin,
        log,
      });
      const locked: HarnessWindow = {
        name,
        operators: null,
        ipc: { router, dispose() {} },
        listeners,
      };
      windows.set(name, locked);
      return locked;
    }
    const operators = createOperatorService({
      ...sessionOptionsFrom(services.settings.review().settings),
      ...options.operators,
      ...operatorParts(services),
      now,
      log,
    });
    const ipc = createRemitDeskIpc({
      services,
      operators,
      version: 'harness',
      trustedOrigin: origin,
      log,
      send: (channel, payload) => broadcast(listeners, channel, payload),
    });
    const opened: HarnessWindow = { name, operators, ipc, listeners };
    windows.set(name, opened);
    return opened;
  }

  /** The window a request comes from: its cookie's, else the main window. */
  function windowOf(request: IncomingMessage): HarnessWindow {
    const name = cookieOf(request, WINDOW_COOKIE) ?? MAIN_WINDOW;
    return windows.get(name) ?? windows.get(MAIN_WINDOW)!;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error('The harness failed on a request.', { error: String(error) });
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A page on another name for this address (DNS rebinding) is not this harness.
    if (!isOwnLoopbackHost(request.headers.host, port)) return void response.writeHead(421).end();
    const url = new URL(request.url ?? '/', origin);

    if (url.pathname === '/' && url.searchParams.has('harness-key')) {
      const given = url.searchParams.get('harness-key') ?? '';
      if (!sameKey(given)) return void page(response, 403, 'This harness key is wrong.');
      const cookies = [`${KEY_COOKIE}=${key}; HttpOnly; SameSite=Strict; Path=/`];
      const name = url.searchParams.get('harness-window');
      if (name !== null) {
        if (!WINDOW_NAME.test(name)) {
          return void page(response, 400, 'A window name is lower-case letters, digits and -.');
        }
        if (!windows.has(name)) openWindow(name);
        cookies.push(`${WINDOW_COOKIE}=${name}; HttpOnly; SameSite=Strict; Path=/`);
      }
      response.writeHead(303, { 'Set-Cookie': cookies, Location: '/' });
      return void response.end();
    }
    if (!sameKey(cookieOf(request, KEY_COOKIE))) {
      return void page(response, 403, 'Open the URL printed by `npm run harness`.');
    }

    if (url.pathname === '/harness/shim.js') {
      return void send(response, 200, 'text/javascript; charset=utf-8', shim);
    }
    if (url.pathname.startsWith('/harness/ipc/') && request.method === 'POST') {
      const channel = decodedOrRaw(url.pathname.slice('/harness/ipc/'.length));
      const body = await readJson(request);
      if (body === undefined) return void send(response, 400, 'text/plain', 'Bad request body.');
      // A call during a restart waits for the new services, as a window waits for a new app.
      if (restarting) await restarting;
      // What Electron's senderFrame says in the app, the page's own origin says here.
      const event: IpcSenderEvent = {
        senderFrame: { url: request.headers.origin ?? '', parent: null },
        sender: { id: 1 },
      };
      const window = windowOf(request);
      const call = window.ipc.router.handle(channel, event, body.payload);
      callsUnderWay.add(call);
      const answer = JSON.stringify(await call.finally(() => callsUnderWay.delete(call)));
      options.onIpcAnswer?.({ window: window.name, channel, body: answer });
      return void send(response, 200, 'application/json', answer);
    }
    if (url.pathname === '/harness/events' && request.method === 'GET') {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        ...SECURITY_HEADERS,
      });
      response.write(': connected\n\n');
      const { listeners } = windowOf(request);
      listeners.add(response);
      request.on('close', () => listeners.delete(response));
      return;
    }
    if (request.method !== 'GET') return void send(response, 405, 'text/plain', 'Not allowed.');
    if (url.pathname === '/' || url.pathname === '/index.html') {
      return void send(response, 200, 'text/html; charset=utf-8', withShim(indexHtml));
    }
    const answer = await serveStatic(new Request(`${APP_ORIGIN}${url.pathname}`));
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  }

  function sameKey(given: string | undefined): boolean {
    const a = Buffer.from(given ?? '');
    const b = Buffer.from(key);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK_ADDRESS, () => resolveListen());
  }).catch(async (error: unknown) => {
    await services?.close();
    throw new HarnessStartError(`The harness cannot listen: ${(error as Error).message}`);
  });
  port = (server.address() as AddressInfo).port;
  origin = `http://${loopbackHost(port)}`;
  openWindow(MAIN_WINDOW);

  async function stopServices(): Promise<void> {
    for (const window of windows.values()) {
      window.ipc.dispose();
      window.operators?.dispose();
    }
    await services?.close();
  }

  function restart(): Promise<void> {
    restarting ??= (async () => {
      // The answer to the call that asked for it goes out first.
      await new Promise((resolveLater) => setTimeout(resolveLater, 50));
      // A call still being answered (a page's read that awaits the keychain) would otherwise meet
      // closed services. Electron's relaunch ends the process instead; nothing is answered there.
      await Promise.allSettled([...callsUnderWay]);
      await stopServices();
      services = await startServices();
      // Every window starts again signed out, its pages still listening.
      for (const [name, window] of [...windows]) openWindow(name, window.listeners);
      restarts += 1;
      for (const window of windows.values()) {
        broadcast(window.listeners, HARNESS_RESTARTED_CHANNEL, { restarts });
      }
    })()
      .catch((error: unknown) =>
        log.error('The harness could not restart.', { error: String(error) }),
      )
      .finally(() => {
        restarting = null;
      });
    return restarting;
  }

  return {
    url: `${origin}/?harness-key=${key}`,
    origin,
    get services() {
      return running();
    },
    get keyMissing() {
      return services === null;
    },
    get operators() {
      running();
      return windows.get(MAIN_WINDOW)!.operators!;
    },
    windowUrl: (name) => `${origin}/?harness-key=${key}&harness-window=${encodeURIComponent(name)}`,
    windowOperators: (name) => (services ? (windows.get(name)?.operators ?? null) : null),
    desktop,
    folders,
    get restarts() {
      return restarts;
    },
    restarted: () => restarting ?? Promise.resolve(),
    async close() {
      if (restarting) await restarting;
      for (const window of windows.values()) for (const client of window.listeners) client.end();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await stopServices();
      await desktop.printer.close();
    },
  };
}

/** A malformed %-escape is no channel of the contract: the router answers it as unknown. */
function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function cookieOf(request: IncomingMessage, cookie: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) return value.join('=');
  }
  return undefined;
}

/** One event to every page of a window, on its one stream: the channel names it. */
function broadcast(listeners: Set<ServerResponse>, channel: string, payload: unknown): void {
  for (const client of listeners) client.write(`data: ${JSON.stringify({ channel, payload })}\n\n`);
}

/** The shim goes first in <head>, so `window.remitDesk` exists before the app's module runs. */
function withShim(html: string): string {
  return html.replace('<head>', '<head>\n    <script src="/harness/shim.js"></script>');
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

function page(response: ServerResponse, status: number, text: string): void {
  send(response, status, 'text/plain; charset=utf-8', `Remit Desk harness: ${text}\n`);
}

async function readJson(request: IncomingMessage): Promise<{ payload: unknown } | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof value === 'object' && value !== null && 'payload' in value
      ? (value as { payload: unknown })
      : undefined;
  } catch {
    return undefined;
  }
}

async function bundleShim(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'shim.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
