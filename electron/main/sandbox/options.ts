import { resolve } from 'node:path';
import { LOOPBACK_ADDRESS } from '@shared/loopback-host';
import { fail, ok, type Result } from '@shared/result';
import { SANDBOX_CREDENTIALS, type SandboxCredentials } from './credentials';
import type { SandboxMode } from './process-send';
import { DEFAULT_MAX_BODY_BYTES } from './request-body';
import { RTGS_WINDOW_MODES, type RtgsWindowMode } from './rtgs-window';
import { DEFAULT_TOKEN_LIFETIME_MS } from './tokens';

/** The only address the sandbox listens on: its operator routes must not be reachable from the network. */
export const SANDBOX_HOST = LOOPBACK_ADDRESS;

export interface SandboxOptions {
  /** Folder of the ledger (created if missing). */
  dataDir: string;
  /** Only `127.0.0.1` is accepted; anything else is refused. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** `test`: IMT sends are checked and recorded but never answered (interface). Default `live`. */
  mode?: SandboxMode;
  /** Epoch milliseconds; tests move it to expire tokens and open or close the RTGS window. */
  now?: () => number;
  /** Default 15 minutes (D1). */
  tokenLifetimeMs?: number;
  /** `auto` (default) follows `now`; `open`/`closed` force the RTGS window for training. */
  rtgsWindow?: RtgsWindowMode;
  /** Replaces the published sandbox credentials, field by field. */
  credentials?: Partial<SandboxCredentials>;
  /** Largest request body read, default 64 KiB. */
  maxBodyBytes?: number;
  /** One line per request or event, without headers, bodies, tokens or credentials. */
  log?: (line: string) => void;
}

export interface ResolvedOptions {
  dataDir: string;
  port: number;
  mode: SandboxMode;
  now: () => number;
  tokenLifetimeMs: number;
  rtgsWindow: RtgsWindowMode;
  credentials: SandboxCredentials;
  maxBodyBytes: number;
  log: (line: string) => void;
}

export function resolveOptions(options: SandboxOptions): Result<ResolvedOptions, string> {
  const host = options.host ?? SANDBOX_HOST;
  if (host !== SANDBOX_HOST) {
    return fail(
      `The sandbox bank listens on ${SANDBOX_HOST} only (not "${host}"): its operator routes must never be reachable from another machine.`,
    );
  }
  if (typeof options.dataDir !== 'string' || options.dataDir.trim() === '') {
    return fail('Give the sandbox a data folder (dataDir / --data-dir) for its ledger.');
  }
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return fail(`The port must be a whole number from 0 to 65535 (not ${String(options.port)}).`);
  }
  const mode = options.mode ?? 'live';
  if (mode !== 'live' && mode !== 'test') {
    return fail(`The mode must be "live" or "test" (not "${String(mode)}").`);
  }
  const tokenLifetimeMs = options.tokenLifetimeMs ?? DEFAULT_TOKEN_LIFETIME_MS;
  if (!Number.isInteger(tokenLifetimeMs) || tokenLifetimeMs < 1000) {
    return fail('The token lifetime must be a whole number of milliseconds, at least 1000.');
  }
  const rtgsWindow = options.rtgsWindow ?? 'auto';
  if (!RTGS_WINDOW_MODES.includes(rtgsWindow)) {
    return fail(`The RTGS window must be one of ${RTGS_WINDOW_MODES.join(', ')}.`);
  }
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 1024) {
    return fail('The body limit must be a whole number of bytes, at least 1024.');
  }
  const credentials = { ...SANDBOX_CREDENTIALS, ...options.credentials };
  if (Object.values(credentials).some((v) => typeof v !== 'string' || v === '')) {
    return fail('Each sandbox credential must be non-empty text.');
  }
  return ok({
    dataDir: resolve(options.dataDir),
    port,
    mode,
    now: options.now ?? Date.now,
    tokenLifetimeMs,
    rtgsWindow,
    credentials,
    maxBodyBytes,
    log: options.log ?? (() => {}),
  });
}
