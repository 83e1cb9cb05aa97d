import type { SandboxCredentials } from './credentials';
import type { FaultBoard } from './faults';
import type { KeyRegistry } from './key-registry';
import type { Ledger } from './ledger';
import type { SandboxMode } from './process-send';
import type { RtgsWindowMode } from './rtgs-window';
import type { TokenIssuer } from './tokens';

/** Everything the routes share while one sandbox runs. */
export interface SandboxState {
  ledger: Ledger;
  tokens: TokenIssuer;
  keys: KeyRegistry;
  faults: FaultBoard;
  now: () => number;
  mode: SandboxMode;
  /** Mutable: trainers force the window open or closed while the sandbox runs. */
  rtgsWindow: RtgsWindowMode;
  credentials: SandboxCredentials;
  tokenLifetimeMs: number;
  /** Aborted when the sandbox closes: ends every wait (latency faults). */
  signal: AbortSignal;
  /** One line per event; never a header, body, token or credential. */
  log: (line: string) => void;
}
