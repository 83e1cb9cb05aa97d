import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startHeadOffice, type StartedHeadOffice } from '../../../hq/src/start';
import type { HeadOfficeService } from '../../../electron/main/head-office/head-office-service';
import type { Journal } from '../../../electron/main/journal/journal';
import { keychainStores } from '../keys/keychain-fixture';

/** A workstation a test opened against head office: closed after the test, in this order. */
export interface OpenedWorkstation {
  operators?: { dispose(): void };
  service: HeadOfficeService;
  journal: Journal;
}

export interface RealHeadOffice {
  /** Head office itself (hq/src/start.ts on PGlite), started once for the file. */
  readonly hq: StartedHeadOffice;
  /** The real keychain under a prefix of the file's own. */
  readonly stores: ReturnType<typeof keychainStores>;
  /** Closes the workstation after the test that opened it. */
  opened(workstation: OpenedWorkstation): void;
  /** Closes the workstation after the file's last test, before head office stops. */
  kept(workstation: OpenedWorkstation): void;
}

async function closeAll(workstations: OpenedWorkstation[]): Promise<void> {
  for (const { operators, service, journal } of workstations) {
    operators?.dispose();
    await service.close();
    journal.close();
  }
}

/**
 * A test file against head office itself: one head office for the file (plain HTTP on loopback,
 * or TLS when given a certificate), the workstations a test opened closed after it (those a file
 * keeps, after its last test), and the data
 * folder and keychain entries removed at the end. The four files that do this repeated the same
 * twenty lines each.
 */
export function useRealHeadOffice(
  prefix: string,
  tls?: { certPath: string; keyPath: string },
  /** Head office's clock (tests/support/shifted-clock.ts); absent, the machine's. */
  now?: () => Date,
): RealHeadOffice {
  const stores = keychainStores();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const open: OpenedWorkstation[] = [];
  const keptForFile: OpenedWorkstation[] = [];
  let hq: StartedHeadOffice | undefined;
  // PGlite's first start compiles PostgreSQL's WebAssembly: 35 s at a load of 20 on two cores.
  beforeAll(async () => {
    hq = await startHeadOffice({
      dataDir,
      port: 0,
      ...(tls ? { tlsCert: tls.certPath, tlsKey: tls.keyPath } : {}),
      ...(now ? { now } : {}),
    });
  }, 120_000);
  afterEach(() => closeAll(open.splice(0)));
  afterAll(async () => {
    await closeAll(keptForFile.splice(0));
    await hq?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await stores.cleanUp();
  });
  return {
    get hq() {
      if (!hq) throw new Error('Head office is started in beforeAll: read it inside a test.');
      return hq;
    },
    stores,
    opened: (workstation) => void open.push(workstation),
    kept: (workstation) => void keptForFile.push(workstation),
  };
}
