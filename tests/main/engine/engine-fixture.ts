// The engine as the app builds it (createServices), on real parts: a journal file in a temp
// folder, the test keyring, and the sandbox bank over HTTP on 127.0.0.1. No vitest import here:
// the crash test's child process builds its engine with these same helpers.
import { serviceOrigin } from '@shared/domain/base-url';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { AppSettings } from '@shared/domain/settings';
import type { HttpFetch } from '../../../electron/main/bank/http-fetch';
import { createNodeFetch, nodeHttp } from '../../../electron/main/bank/node-fetch';
import type { RetryPolicy } from '../../../electron/main/bank/retry-policy';
import { findEarlierSecrets } from '../../../electron/main/environment/earlier-setup';
import { openJournal, type Journal } from '../../../electron/main/journal/journal';
import { rawJournal } from '../journal/fixtures';
import { sealJournal } from '../../../electron/main/journal/journal-seal';
import type { JournalKeychain } from '../../../electron/main/keys/journal-keychain';
import { generateSigningKeyPair } from '../../../electron/main/keys/key-pair';
import type { SecretStore } from '../../../electron/main/keys/secret-store';
import { LEDGER_FILE_NAME } from '../../../electron/main/sandbox/ledger';
import {
  SANDBOX_CREDENTIALS,
  startSandbox,
  type Sandbox,
  type SandboxOptions,
} from '../../../electron/main/sandbox/sandbox';
import {
  createServices,
  type Services,
  type ServicesOptions,
} from '../../../electron/main/services';
import { createBranchListsStore } from '../../../electron/main/settings/branch-lists-store';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { branchListsFromSandbox } from '../../../electron/main/environment/sandbox-lists';
import {
  BANKS,
  SOURCE_ACCOUNTS,
  WALLET_NETWORKS,
} from '../../../electron/main/sandbox/seed-accounts';
import {
  BRANCH_LIST_NAMES,
  type BranchLists,
  type BranchListUpdate,
} from '@shared/domain/branch-lists';
import { keychainStores } from '../keys/keychain-fixture';
import { createTeardown } from '../../support/teardown';
import type { TestClock } from './test-clock';

// The clock, the drafts and the teardown have modules of their own; whoever imports the whole
// fixture still finds them here.
export * from './test-clock';
export * from './drafts';
export { createTeardown };

/** D7 retries without real waiting: the tests pass `sleep` too, so no backoff takes real time. */
export const FAST_RETRY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 4 };
export const noSleep = (): Promise<void> => Promise.resolve();

export const ADMIN = 'admin-1';
export const CLERK = 'clerk-1';

export function tempDir(prefix = 'remit-desk-engine-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface TestKey {
  privatePem: string;
  publicPem: string;
}

/** RSA 2048 is the slow part of these tests: one key per file. */
export function generateTestKey(): TestKey {
  const pair = generateSigningKeyPair(2048);
  return { privatePem: pair.privateKeyPem, publicPem: pair.publicKeyPem };
}

/** A sandbox bank on a free port (or the one given) with its own ledger folder. */
export function startBank(
  options: Partial<SandboxOptions> & { clock?: TestClock } = {},
): Promise<Sandbox> {
  const { clock, ...rest } = options;
  return startSandbox({
    dataDir: tempDir('remit-desk-bank-'),
    port: 0,
    ...(clock ? { now: clock.read } : {}),
    ...rest,
  });
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

let lastWorkstation = 19;

/**
 * Workstations of one customer account never share a number (D4), and the tests' clocks stand
 * still, so two workstations on one sandbox would otherwise make the same references.
 */
export function nextWorkstation(): number {
  lastWorkstation = lastWorkstation >= 99 ? 20 : lastWorkstation + 1;
  return lastWorkstation;
}

export interface TestEnvironmentSetup {
  dataDir: string;
  /** The `test` environment's base URL: the sandbox's, or a port nothing listens on. */
  baseUrl: string;
  /** The keychain entries of each environment. */
  secretStore: (environment: AppSettings['environment']) => SecretStore;
  /** The workstation's journal entries in the keychain. */
  journalKeychain: JournalKeychain;
  /** Stored in the keychain unless null (default: the sandbox's published ones). */
  credentials?: { apiKey: string; merchantCode: string; consumerSecret: string } | null;
  /** Stored in the keychain unless null. */
  privatePem: string | null;
  /**
   * D4: null leaves the workstation section unset (no number, no branch). Default: the next number
   * of this process (20, 21 …), at a branch in Kenya.
   */
  workstation?: number | null;
  /** D53: what receipts name the bank by; null leaves it unset (no receipt prints). */
  bankIdentity?: AppSettings['bankIdentity'] | null;
  network?: AppSettings['network'];
  rtgsCalendar?: AppSettings['rtgsCalendar'];
  limits?: AppSettings['limits'];
  /** The test environment's branch lists; default: the sandbox bank's own accounts and banks. */
  branchLists?: BranchLists;
  now: () => number;
}

/** The workstation section of a test branch in Kenya with the given number. */
export function kenyanBranch(number: number): AppSettings['workstation'] {
  return { number, branchName: 'Kisumu branch', branchCode: 'KSM-01', countryCode: 'KE' };
}

/** The bank's identity a test workstation's receipts print, as the wizard asks an admin for it. */
export const TEST_BANK_IDENTITY: AppSettings['bankIdentity'] = {
  legalName: 'Example Bank Kenya Limited',
  branchAddress: 'Oginga Odinga Street, Kisumu',
  complaintsContact: '+254 20 555 0100, complaints@example-bank.co.ke',
  licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
};

/** The sandbox bank's own accounts, banks and wallets, as an admin would enter them for `test`. */
export function sandboxBranchLists(): BranchLists {
  return branchListsFromSandbox({
    sourceAccounts: [...SOURCE_ACCOUNTS],
    banks: [...BANKS],
    walletNetworks: Object.fromEntries(
      Object.entries(WALLET_NETWORKS).map(([country, names]) => [country, [...names]]),
    ),
  });
}

/**
 * What an admin does on first launch for the test environment: choose it, enter its address,
 * the workstation and the branch lists (through the settings and list stores, validated and
 * audited), store the credentials and the signing key in the keychain. Registering the public key
 * with the service operator is the caller's business (`sandbox.registerPublicKey`).
 */
/**
 * The journal of a workstation opened and sealed as createServices does it (key from the keychain,
 * check at start), for a test that writes to it without starting everything else.
 */
export async function openSealedJournal(
  dataDir: string,
  journalKeychain: JournalKeychain,
  secretStore: (environment: AppSettings['environment']) => SecretStore,
  now: () => number,
): Promise<{ journal: Journal; close(): Promise<void> }> {
  const opened = openJournal(dataDir, (await journalKeychain.ensureDatabaseKey()).key);
  if (!opened.ok) throw new Error(opened.error.message);
  const journal = opened.value;
  const sealed = await sealJournal({
    journal,
    keychain: journalKeychain,
    now,
    earlierSecrets: () => findEarlierSecrets(secretStore),
  });
  if (!sealed.ok) {
    journal.close();
    throw new Error(sealed.error.message);
  }
  return {
    journal,
    async close() {
      await sealed.value.flush();
      journal.close();
    },
  };
}

export async function setUpTestEnvironment(setup: TestEnvironmentSetup): Promise<void> {
  const sealed = await openSealedJournal(
    setup.dataDir,
    setup.journalKeychain,
    setup.secretStore,
    setup.now,
  );
  const journal = sealed.journal;
  try {
    const settings = createSettingsStore(journal, setup.now);
    const updates: [keyof AppSettings, unknown][] = [
      ['environment', 'test'],
      [
        'endpoints',
        { test: { baseUrl: setup.baseUrl, tokenPath: SERVICE_PATHS.token }, live: null },
      ],
      ...(setup.workstation === null
        ? []
        : [
            ['workstation', kenyanBranch(setup.workstation ?? nextWorkstation())] as [
              keyof AppSettings,
              unknown,
            ],
          ]),
      ...(setup.bankIdentity === null
        ? []
        : [
            ['bankIdentity', setup.bankIdentity ?? TEST_BANK_IDENTITY] as [
              keyof AppSettings,
              unknown,
            ],
          ]),
      ...(setup.network ? [['network', setup.network] as [keyof AppSettings, unknown]] : []),
      ...(setup.rtgsCalendar
        ? [['rtgsCalendar', setup.rtgsCalendar] as [keyof AppSettings, unknown]]
        : []),
      ...(setup.limits ? [['limits', setup.limits] as [keyof AppSettings, unknown]] : []),
    ];
    for (const [section, value] of updates) {
      const saved = settings.update(section, value, ADMIN);
      if (!saved.ok) throw new Error(`${section}: ${saved.error.message}`);
    }
    const lists = createBranchListsStore(journal, setup.now);
    const wanted = setup.branchLists ?? sandboxBranchLists();
    for (const list of BRANCH_LIST_NAMES) {
      const saved = lists.save(
        { environment: 'test', list, entries: wanted[list] } as BranchListUpdate,
        ADMIN,
      );
      if (!saved.ok) throw new Error(`${list}: ${saved.error.message}`);
    }
  } finally {
    await sealed.close();
  }
  const store = setup.secretStore('test');
  const credentials =
    setup.credentials === undefined ? { ...SANDBOX_CREDENTIALS } : setup.credentials;
  if (credentials) await store.saveCredentials(credentials, serviceOrigin(setup.baseUrl)!);
  if (setup.privatePem !== null) await store.savePrivateKey(setup.privatePem);
}

export type EngineOptions = Omit<
  ServicesOptions,
  'dataDir' | 'secretStore' | 'now' | 'http' | 'journalKeychain'
> & {
  journalKeychain: JournalKeychain;
  http?: ServicesOptions['http'];
  dataDir: string;
  secretStore: (environment: AppSettings['environment']) => SecretStore;
  now: () => number;
};

/** createServices with fast retries, failing loudly if the engine cannot start. */
export async function startEngine(options: EngineOptions): Promise<Services> {
  const started = await createServices({
    retry: FAST_RETRY,
    sleep: noSleep,
    http: nodeHttp,
    ...options,
  });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  status?: number;
  error?: string;
}

/**
 * Node's fetch as the app would build it, with every call written down: the transport stays
 * real, the test only reads what went over it (tokens asked for, signatures, the exact body text).
 */
export function recordingFetch(connectTimeoutMs = 5_000) {
  const inner = createNodeFetch({ connectTimeoutMs });
  const calls: RecordedCall[] = [];
  const fetch: HttpFetch = async (url, init) => {
    const call: RecordedCall = {
      url,
      method: init.method,
      headers: { ...init.headers },
      body: init.body,
    };
    calls.push(call);
    try {
      const response = await inner(url, init);
      call.status = response.status;
      return response;
    } catch (error) {
      call.error = String(error);
      throw error;
    }
  };
  return {
    fetch,
    calls,
    to: (path: string) => calls.filter((c) => new URL(c.url).pathname === path),
    close: () => inner.close(),
  };
}

/** The request text exactly as the sandbox received and recorded it, read from its own ledger file. */
export function receivedBodyText(sandbox: Sandbox, reference: string): string | undefined {
  const db = new Database(join(sandbox.dataDir, LEDGER_FILE_NAME), { readonly: true });
  try {
    const row = db
      .prepare('SELECT request_body FROM transactions WHERE reference = ?')
      .get(reference) as { request_body: string } | undefined;
    return row?.request_body;
  } finally {
    db.close();
  }
}

export interface JournalRow {
  id: number;
  reference: string;
  draft_id: string;
  state: string;
  error_code: string | null;
  created_at: string;
}

/** Every transfer row of a journal file, in creation order (read-only, beside the engine). */
export function transferRows(journalPath: string): JournalRow[] {
  const db = rawJournal(journalPath, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT id, reference, draft_id, state, error_code, created_at FROM transfers ORDER BY id',
      )
      .all() as JournalRow[];
  } finally {
    db.close();
  }
}

export interface WorkstationOptions extends Partial<
  Omit<TestEnvironmentSetup, 'dataDir' | 'secretStore' | 'journalKeychain' | 'now' | 'baseUrl'>
> {
  /** The bank this workstation talks to; its public key is registered there unless `register` is false. */
  sandbox?: Sandbox;
  /** Instead of a sandbox: an address (e.g. a port nothing listens on yet). */
  baseUrl?: string;
  key: TestKey;
  clock: TestClock;
  register?: boolean;
  /** An existing workstation's folder: it is started again as it is, without the admin's setup. */
  dataDir?: string;
  /** Keychain entries: a fresh unique prefix unless given (a second start of the same workstation). */
  stores?: KeychainStores;
  services?: Partial<Omit<EngineOptions, 'dataDir' | 'secretStore' | 'journalKeychain' | 'now'>>;
  teardown: Teardown;
}

export interface KeychainStores {
  store: (environment?: AppSettings['environment']) => SecretStore;
  journalKeychain(dataDir: string): JournalKeychain;
  cleanUp(): Promise<void>;
}

export interface TestWorkstation {
  services: Services;
  dataDir: string;
  stores: KeychainStores;
  store: SecretStore;
}

export type Teardown = ReturnType<typeof createTeardown>;

/**
 * One workstation on the `test` environment, set up as an admin would (see setUpTestEnvironment)
 * and started through createServices. Everything it opens is closed by the teardown.
 */
export async function testWorkstation(options: WorkstationOptions): Promise<TestWorkstation> {
  const { sandbox, key, clock, teardown } = options;
  const dataDir = options.dataDir ?? tempDir();
  const stores = options.stores ?? keychainStores();
  if (!options.stores) teardown.add(() => stores.cleanUp());
  const store = stores.store('test');
  const baseUrl = options.baseUrl ?? sandbox?.url;
  if (!baseUrl) throw new Error('give a sandbox or a baseUrl');
  if (!options.dataDir) {
    await setUpTestEnvironment({
      dataDir,
      baseUrl,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(dataDir),
      now: clock.read,
      privatePem: options.privatePem === undefined ? key.privatePem : options.privatePem,
      ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
      ...(options.workstation === undefined ? {} : { workstation: options.workstation }),
      ...(options.network ? { network: options.network } : {}),
      ...(options.rtgsCalendar ? { rtgsCalendar: options.rtgsCalendar } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.branchLists ? { branchLists: options.branchLists } : {}),
    });
  }
  if (sandbox && options.register !== false) {
    const registered = sandbox.registerPublicKey(key.publicPem);
    if (!registered.ok) throw new Error(registered.error.message);
  }
  const started = await startEngine({
    dataDir,
    secretStore: stores.store,
    journalKeychain: stores.journalKeychain(dataDir),
    now: clock.read,
    ...options.services,
  });
  // A test may stop the app itself (a restart); the teardown then must not close it again, since
  // Services.close() is not idempotent (its HTTP agent refuses a second close).
  let closed: Promise<void> | null = null;
  const services: Services = { ...started, close: () => (closed ??= started.close()) };
  teardown.add(() => services.close());
  return { services, dataDir, stores, store };
}

/**
 * A test workstation whose calls to the bank are written down by its `recorder` (closed by the
 * teardown), for a test that reads what went over the wire.
 */
export async function recordedWorkstation(options: WorkstationOptions) {
  const recorder = recordingFetch();
  options.teardown.add(() => recorder.close());
  const station = await testWorkstation({
    ...options,
    services: { http: () => recorder.fetch, ...options.services },
  });
  return { ...station, recorder };
}
