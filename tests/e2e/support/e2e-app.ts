import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createTeardown } from '../../support/teardown';
import type { EnvironmentName } from '@shared/domain/environments';
import { TRANSFER_STATES } from '@shared/domain/transfer-states';
import type { RemitDeskApi } from '@shared/ipc/contract';
import type { TransferRecord } from '../../../electron/main/journal/transfers-repo';
import type { JournalKeychain } from '../../../electron/main/keys/journal-keychain';
import type { SecretStore } from '../../../electron/main/keys/secret-store';
import type { ScryptParams } from '../../../hq/protocol/password-hash';
import {
  MAIN_WINDOW,
  startHarness,
  type Harness,
  type HarnessOptions,
} from '../../../scripts/harness/harness-server';
import { keychainStores } from '../../main/keys/keychain-fixture';
import { builtRendererDir } from './build-output';
import { launchChromium } from './chromium';
import { ADMIN, seedOperators } from './people';
import { knownSecrets, leaks, pageEvidence } from './secrets';

/*
 * One Remit Desk for one e2e test file: the browser harness (the built renderer and the real
 * services: journal in a temp folder, the test keyring under a prefix of its own, the embedded
 * sandbox bank on 127.0.0.1) and Debian's Chromium showing it. It records what the page logs and
 * every IPC answer and event the page receives, and takes everything down again, failure or not.
 */

/** Tuesday 24 November 2026, 11:00 in Nairobi: inside the RTGS window. */
export const TUESDAY_MORNING = Date.parse('2026-11-24T08:00:00Z');
/** Saturday 28 November 2026, 11:00 in Nairobi: an RTGS is queued to Monday 09:00. */
export const SATURDAY_MORNING = Date.parse('2026-11-28T08:00:00Z');

/** What the e2e workstation's receipts name the bank by, as its admin entered it. */
export const E2E_BANK_IDENTITY = {
  legalName: 'Example Bank Kenya Limited',
  branchAddress: 'Oginga Odinga Street, Kisumu',
  complaintsContact: '+254 20 555 0100, complaints@example-bank.co.ke',
  licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
};

/** Cheap hashes: the tests sign in a handful of times and prove nothing about scrypt's cost. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export interface E2eOptions {
  /**
   * The moment the workstation and the page believe it is; the app's clock runs on from it. A
   * function is read as the app starts (a clock shared with head office, which refuses a
   * reservation far from its own, D157).
   */
  at?: number | (() => number);
  /** The embedded sandbox bank (default: RTGS window forced open, so `at` decides nothing there). */
  sandbox?: HarnessOptions['sandbox'];
  /**
   * A shorter idle timeout and warning than the app's (15 minutes, 1 minute), so a test can wait
   * for them; the harness's knob, never the packaged app's.
   */
  idle?: { timeoutMs: number; warningMs: number };
  /** A shorter wait than the app's 10 s before the full check against head office (D97). */
  replicationCheckDelayMs?: number;
  /** 'seeded' (default): admin, clerk and supervisor exist; 'none': first launch. */
  operators?: 'seeded' | 'none';
  /**
   * With seeded operators, the bank's identity the admin entered (`E2E_BANK_IDENTITY`), without
   * which no receipt prints (D53); 'none' leaves it for the test to enter.
   */
  bankIdentity?: 'seeded' | 'none';
  /**
   * Runs before the app starts: what an earlier setup left in the keychain, for example, or a
   * journal written and replaced by a backup before this start.
   */
  beforeStart?: (keychain: {
    secretStore(environment: EnvironmentName): SecretStore;
    dataDir: string;
    /** The journal's entries (audit key, head), the very ones the app's services are given. */
    journalKeychain: JournalKeychain;
  }) => Promise<void>;
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

/** An IPC answer as the harness sent it to the main window. */
export interface IpcAnswerRecord {
  channel: string;
  body: string;
}

export type KeychainStores = ReturnType<typeof keychainStores>;

export interface E2eApp {
  harness: Harness;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  stores: KeychainStores;
  /** The keychain entries of an environment, through the very store the services use. */
  secretStore(environment: EnvironmentName): SecretStore;
  /** The workstation's data folder (journal, sandbox ledger); removed by close(). */
  dataDir: string;
  /** The harness's log (the main process's log in the app). */
  log: LogEntry[];
  /** The answer that delivered the page itself. */
  documentResponse: Response;
  /** The per-run key of the harness (in the URL once, then only in an HttpOnly cookie). */
  harnessKey: string;
  /** Every answer of /harness/ipc/* the harness sent the main window, in order. */
  ipcAnswers(): Promise<IpcAnswerRecord[]>;
  /** Waits until no IPC call of the page is on its way (and none started for a moment). */
  quiet(): Promise<void>;
  /** The data of every event (/harness/events) the page received. */
  events(): Promise<string[]>;
  /** Console errors and warnings and uncaught page errors since the last call, minus expected ones. */
  takePageProblems(): string[];
  /** What the harness (the main process) logged as an error since the last call. */
  takeMainErrors(): string[];
  /** A console message the current test provokes on purpose (a refused request, a CSP report). */
  expectConsole(pattern: RegExp): void;
  /** Every transfer in the journal, oldest first. */
  transfers(): TransferRecord[];
  /**
   * Another window of the same app (the harness's `windowUrl`), in a browser context of its own
   * with a session of its own and the same clock; what its page logs counts as the page's does.
   */
  openWindow(name: string): Promise<Page>;
  close(): Promise<void>;
}

/** What page.evaluate code reads on the page (the e2e files are typed for Node, not the DOM). */
export interface PageGlobals {
  remitDesk: RemitDeskApi;
  document: { cookie: string };
  location: { href: string };
  localStorage: StorageLike;
  sessionStorage: StorageLike;
  __remitDeskE2eEvents?: string[];
}

interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

/**
 * The page's EventSource, wrapped before any page script runs so that the data of every event the
 * page receives is kept for the secrets scan. It changes nothing the app sees.
 */
const RECORD_EVENTS = `(() => {
  const Original = globalThis.EventSource;
  const seen = [];
  Object.defineProperty(globalThis, '__remitDeskE2eEvents', { value: seen });
  globalThis.EventSource = class extends Original {
    constructor(url, init) {
      super(url, init);
      this.addEventListener('message', (event) => seen.push(String(event.data)));
    }
  };
})();`;

/** How long no IPC call may start or end before the page counts as quiet. */
const QUIET_MS = 200;
const QUIET_TIMEOUT_MS = 15_000;

export async function startE2eApp(options: E2eOptions = {}): Promise<E2eApp> {
  const teardown = createTeardown();
  try {
    const rendererDir = builtRendererDir();
    const browser = await launchChromium();
    teardown.add(() => browser.close());

    const dataDir = mkdtempSync(join(tmpdir(), 'remit-desk-e2e-'));
    teardown.add(() => rmSync(dataDir, { recursive: true, force: true }));
    const stores = keychainStores();
    teardown.add(() => stores.cleanUp());
    // One store per environment, shared with the services, as in the app: a store runs its
    // keychain operations one at a time, and a second store over the same entries would read the
    // token while the first rewrites it (a read of a half-replaced record).
    const storesByEnvironment = new Map<EnvironmentName, SecretStore>();
    const secretStore = (environment: EnvironmentName): SecretStore => {
      let store = storesByEnvironment.get(environment);
      if (!store) storesByEnvironment.set(environment, (store = stores.store(environment)));
      return store;
    };

    const journalKeychain = stores.journalKeychain(dataDir);
    await options.beforeStart?.({ secretStore, dataDir, journalKeychain });

    const at = typeof options.at === 'function' ? options.at() : (options.at ?? TUESDAY_MORNING);
    const offset = at - Date.now();
    const log: LogEntry[] = [];
    const record =
      (level: LogEntry['level']) => (message: string, details?: Record<string, unknown>) =>
        void log.push({ level, message, ...(details ? { details } : {}) });
    const answers: IpcAnswerRecord[] = [];
    const harness = await startHarness({
      dataDir,
      onIpcAnswer: ({ window, channel, body }) => {
        if (window === MAIN_WINDOW) answers.push({ channel, body });
      },
      rendererDir,
      secretStore,
      journalKeychain,
      now: () => Date.now() + offset,
      log: { info: record('info'), warn: record('warn'), error: record('error') },
      sandbox: { rtgsWindow: 'open', ...options.sandbox },
      ...(options.replicationCheckDelayMs === undefined
        ? {}
        : { replicationCheckDelayMs: options.replicationCheckDelayMs }),
      operators: {
        scryptParams: TEST_SCRYPT,
        ...(options.idle
          ? { idleTimeoutMs: options.idle.timeoutMs, idleWarningMs: options.idle.warningMs }
          : {}),
      },
    });
    teardown.add(() => harness.close());
    if ((options.operators ?? 'seeded') === 'seeded') {
      await seedOperators(harness);
      if ((options.bankIdentity ?? 'seeded') === 'seeded') {
        const saved = harness.services.settings.update(
          'bankIdentity',
          E2E_BANK_IDENTITY,
          ADMIN.operatorId,
        );
        if (!saved.ok) throw new Error(`seeding the bank identity: ${saved.error.message}`);
      }
    }

    const context = await browser.newContext({ timezoneId: 'Africa/Nairobi', locale: 'en-GB' });
    teardown.add(() => context.close());
    context.setDefaultTimeout(15_000);
    // The page reads the RTGS window from its own clock: it must agree with the workstation's.
    await context.clock.setFixedTime(at);
    await context.addInitScript({ content: RECORD_EVENTS });
    const page = await context.newPage();

    const problems: string[] = [];
    const expected: RegExp[] = [];
    const watch = (watched: Page) => {
      watched.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const where = message.location();
        problems.push(`console ${type}: ${message.text()} (${where.url}:${where.lineNumber})`);
      });
      watched.on('pageerror', (error) =>
        problems.push(`page error: ${error.stack ?? error.message}`),
      );
      watched.on('crash', () => problems.push('the page crashed'));
    };
    watch(page);

    // Calls on their way are counted, so quiet() can wait for none before a reload. The bodies
    // come from the harness as they leave (onIpcAnswer): Chromium may have dropped one by the
    // time it is asked for it, and the secrets scan must see every answer.
    const isIpc = (request: Request) => new URL(request.url()).pathname.startsWith('/harness/ipc/');
    let inFlight = 0;
    let lastChange = Date.now();
    const settle = (request: Request) => {
      if (!isIpc(request)) return;
      inFlight -= 1;
      lastChange = Date.now();
    };
    page.on('request', (request) => {
      if (!isIpc(request)) return;
      inFlight += 1;
      lastChange = Date.now();
    });
    // Cut off before its answer arrived (a reload, a closed page): the page never received it.
    page.on('requestfailed', settle);
    page.on('requestfinished', settle);

    const harnessKey = new URL(harness.url).searchParams.get('harness-key') ?? '';
    const documentResponse = await page.goto(harness.url);
    if (!documentResponse) throw new Error('Opening the harness URL gave no response.');

    let closed: Promise<void> | null = null;
    let errorsSeen = 0;
    return {
      harness,
      browser,
      context,
      page,
      stores,
      secretStore,
      dataDir,
      log,
      documentResponse,
      harnessKey,
      ipcAnswers: () => Promise.resolve([...answers]),
      async quiet() {
        // Quiet: nothing on its way for a moment, since one answer often starts the next call.
        const deadline = Date.now() + QUIET_TIMEOUT_MS;
        while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
          if (Date.now() > deadline) {
            throw new Error(
              `${inFlight} IPC calls still on their way after ${QUIET_TIMEOUT_MS} ms`,
            );
          }
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
      async events() {
        return page.evaluate(() => [
          ...((globalThis as unknown as PageGlobals).__remitDeskE2eEvents ?? []),
        ]);
      },
      takePageProblems() {
        const taken = problems.splice(0).filter((p) => !expected.some((re) => re.test(p)));
        expected.length = 0;
        return taken;
      },
      takeMainErrors() {
        const taken = log.filter((entry, i) => entry.level === 'error' && i >= errorsSeen);
        errorsSeen = log.length;
        return taken.map((entry) => `${entry.message} ${JSON.stringify(entry.details ?? {})}`);
      },
      expectConsole(pattern) {
        expected.push(pattern);
      },
      transfers: () =>
        TRANSFER_STATES.flatMap((state) => harness.services.journal.transfers.inState(state)).sort(
          (a, b) => a.id - b.id,
        ),
      async openWindow(name) {
        const other = await browser.newContext({ timezoneId: 'Africa/Nairobi', locale: 'en-GB' });
        teardown.add(() => other.close());
        other.setDefaultTimeout(15_000);
        await other.clock.setFixedTime(at);
        const opened = await other.newPage();
        watch(opened);
        await opened.goto(harness.windowUrl(name));
        return opened;
      },
      close: () => (closed ??= teardown.run()),
    };
  } catch (error) {
    await teardown.run().catch(() => undefined);
    throw error;
  }
}

/**
 * The app for the tests of one file: started before them, taken down after them. After each test
 * the page must have logged no error or warning and thrown nothing, and the main process must have
 * logged no error; after the last, nothing the page holds or received may contain a secret.
 */
export function useE2eApp(options: E2eOptions = {}): () => E2eApp {
  let app: E2eApp | undefined;
  beforeAll(async () => {
    app = await startE2eApp(options);
  });
  afterEach(() => {
    if (!app) return;
    expect(app.takePageProblems(), 'console errors, warnings or page errors').toEqual([]);
    expect(app.takeMainErrors(), 'errors the main process logged').toEqual([]);
  });
  afterAll(async () => {
    if (!app) return;
    try {
      // Whatever the file did, no secret may have reached the page (no-secrets.test.ts says why).
      const { secrets } = await knownSecrets(app);
      const evidence = await pageEvidence(app);
      expect(leaks(evidence, secrets), 'secrets that reached the page').toEqual([]);
    } finally {
      await app.close();
    }
  });
  return () => {
    if (!app) throw new Error('The e2e app did not start: see the error reported by beforeAll.');
    return app;
  };
}
