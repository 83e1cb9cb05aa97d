import { loopbackHost } from '@shared/loopback-host';
import type { Result } from '@shared/result';
import { REFUSAL_KINDS, newOperatorToken, type RefusalKind } from './caller-guards';
import type { SandboxCredentials } from './credentials';
import { createFaultBoard, parseFaultSpec, type FaultRoute, type FaultSpec } from './faults';
import { createKeyRegistry, type RegisteredKey } from './key-registry';
import { openLedger, type Ledger } from './ledger';
import { ledgerEntry, type LedgerEntry } from './ledger-view';
import { operatorRoutes } from './operator-routes';
import { SANDBOX_HOST, resolveOptions, type SandboxOptions } from './options';
import type { SandboxMode } from './process-send';
import type { PublicKeyError } from './public-keys';
import type { RtgsWindowMode } from './rtgs-window';
import { createSandboxServer, listenOnLoopback, type SandboxServerDeps } from './sandbox-server';
import {
  BANKS,
  SOURCE_ACCOUNTS,
  WALLET_NETWORKS,
  type Bank,
  type SourceAccount,
} from './seed-accounts';
import { serviceRoutes } from './service-routes';
import type { SandboxState } from './state';
import { createTokenIssuer } from './tokens';

export type { SandboxOptions } from './options';
export type { SandboxCredentials } from './credentials';
export type { FaultSpec, FaultRoute, FaultKind } from './faults';
export type { LedgerEntry } from './ledger-view';
export type { RegisteredKey } from './key-registry';
export type { SandboxMode } from './process-send';
export type { RtgsWindowMode } from './rtgs-window';
export type { RefusalKind } from './caller-guards';
export { SANDBOX_CREDENTIALS } from './credentials';
export type { Bank, SourceAccount } from './seed-accounts';

/** The accounts, banks and wallet networks the sandbox bank holds (copies). */
export interface SandboxListing {
  sourceAccounts: SourceAccount[];
  banks: Bank[];
  walletNetworks: Record<string, string[]>;
}

/** A running sandbox bank. */
export interface Sandbox {
  /** Base URL of the service, e.g. `http://127.0.0.1:53211` (paths go after it). */
  readonly url: string;
  readonly port: number;
  readonly mode: SandboxMode;
  readonly dataDir: string;
  readonly credentials: SandboxCredentials;
  /**
   * The secret the operator routes (`/sandbox/...`) ask for as `Authorization: Bearer`: 256
   * random bits, new at every start. The CLI prints it once; the app keeps it in the main process
   * (never the renderer, the journal or a log).
   */
  readonly operatorToken: string;
  /** What `POST /sandbox/keys` does, for the app registering its own key on first launch. */
  registerPublicKey(pem: string): Result<RegisteredKey & { added: boolean }, PublicKeyError>;
  removePublicKey(fingerprint: string): boolean;
  publicKeys(): RegisteredKey[];
  /**
   * What `GET /sandbox/accounts` lists, in process: the app fills the sandbox environment's branch
   * lists from it, with no HTTP call and nothing a web page could reach.
   */
  listing(): SandboxListing;
  /** Throws on a spec `POST /sandbox/faults` would refuse. */
  setFault(spec: FaultSpec): void;
  clearFaults(route?: FaultRoute): void;
  setRtgsWindow(mode: RtgsWindowMode): void;
  transaction(reference: string): LedgerEntry | undefined;
  /** Newest first. */
  transactions(limit?: number): LedgerEntry[];
  /**
   * Requests refused so far, by reason: `host` (addressed to another name or port: DNS
   * rebinding), `web-page` (a browser's Origin or Sec-Fetch-Site) and `operator-token` (an
   * operator route without this run's token).
   */
  refusals(): Record<RefusalKind, number>;
  /** Stops listening, drops every connection (held ones too) and closes the ledger. */
  close(): Promise<void>;
}

export class SandboxStartError extends Error {
  constructor(
    readonly code: 'bad-option' | 'ledger' | 'listen',
    message: string,
  ) {
    super(message);
    this.name = 'SandboxStartError';
  }
}

/**
 * Starts the sandbox bank: a stand-in for the remittance service that shares only the wire types
 * and the signature formulas with the client, so a mistake in either shows up as a disagreement.
 */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const resolved = resolveOptions(options);
  if (!resolved.ok) throw new SandboxStartError('bad-option', resolved.error);
  const o = resolved.value;
  const ledger = openSandboxLedger(o.dataDir);
  const lifetime = new AbortController();
  const state: SandboxState = {
    ledger,
    tokens: createTokenIssuer(ledger, o.now, o.tokenLifetimeMs),
    keys: createKeyRegistry(ledger, o.now),
    faults: createFaultBoard(),
    now: o.now,
    mode: o.mode,
    rtgsWindow: o.rtgsWindow,
    credentials: o.credentials,
    tokenLifetimeMs: o.tokenLifetimeMs,
    signal: lifetime.signal,
    log: o.log,
  };
  const operatorOnly = new Set(operatorRoutes(state));
  const refusals = Object.fromEntries(REFUSAL_KINDS.map((kind) => [kind, 0])) as Record<
    RefusalKind,
    number
  >;
  const inflight = new Set<Promise<void>>();
  let port = 0;
  let closing = false;
  const deps: SandboxServerDeps = {
    routes: [...serviceRoutes(state), ...operatorOnly],
    operatorOnly,
    operatorToken: newOperatorToken(),
    refusals,
    maxBodyBytes: o.maxBodyBytes,
    log: o.log,
    port: () => port,
    closing: () => closing,
  };
  const server = createSandboxServer(deps, inflight);
  port = await listenOnLoopback(server, o.port).catch((error: NodeJS.ErrnoException) => {
    ledger.close();
    throw new SandboxStartError(
      'listen',
      error.code === 'EADDRINUSE'
        ? `Port ${o.port} on ${SANDBOX_HOST} is already in use. Choose another port (--port), or 0 for any free port.`
        : `The sandbox cannot listen on ${SANDBOX_HOST}:${o.port}: ${error.message}`,
    );
  });

  let closed: Promise<void> | null = null;
  const close = async (): Promise<void> => {
    closing = true;
    lifetime.abort();
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await stopped;
    await Promise.allSettled([...inflight]);
    ledger.close();
  };
  return {
    url: `http://${loopbackHost(port)}`,
    port,
    mode: o.mode,
    dataDir: o.dataDir,
    credentials: { ...o.credentials },
    operatorToken: deps.operatorToken,
    ...sandboxControls(state),
    refusals: () => ({ ...refusals }),
    close() {
      closed ??= close();
      return closed;
    },
  };
}

function openSandboxLedger(dataDir: string): Ledger {
  try {
    return openLedger(dataDir);
  } catch (error) {
    throw new SandboxStartError(
      'ledger',
      `The sandbox ledger in ${dataDir} cannot be opened: ${(error as Error).message}`,
    );
  }
}

/** What a trainer and the app do to the running sandbox in process: keys, faults, the ledger. */
function sandboxControls(
  state: SandboxState,
): Omit<
  Sandbox,
  'url' | 'port' | 'mode' | 'dataDir' | 'credentials' | 'operatorToken' | 'refusals' | 'close'
> {
  return {
    registerPublicKey: (pem) => state.keys.register(pem),
    removePublicKey: (fingerprint) => state.keys.remove(fingerprint),
    publicKeys: () => state.keys.list(),
    listing: () => ({
      sourceAccounts: SOURCE_ACCOUNTS.map((account) => ({ ...account })),
      banks: BANKS.map((bank) => ({ ...bank })),
      walletNetworks: Object.fromEntries(
        Object.entries(WALLET_NETWORKS).map(([country, names]) => [country, [...names]]),
      ),
    }),
    setFault(spec) {
      const parsed = parseFaultSpec(spec);
      if (!parsed.ok) throw new TypeError(`Fault ${parsed.error.field} ${parsed.error.problem}.`);
      state.faults.set(parsed.value);
    },
    clearFaults: (route) => state.faults.clear(route),
    setRtgsWindow(mode) {
      state.rtgsWindow = mode;
    },
    transaction(reference) {
      const row = state.ledger.find(reference);
      return row ? ledgerEntry(row) : undefined;
    },
    transactions: (limit = 100) => state.ledger.latest(limit).map(ledgerEntry),
  };
}
