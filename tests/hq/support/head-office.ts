import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { HqRoutes } from '../../../hq/src/server';
import {
  ROUTES,
  startHeadOffice,
  type HeadOfficeOptions,
  type StartedHeadOffice,
} from '../../../hq/src/start';
import type { Db } from '../../../hq/src/db/db';
import type { ServiceDeps } from '../../../hq/src/service-deps';
import { freshPostgresDatabase, type DatabaseKind } from './databases';

/** Head office started with startHeadOffice on a fresh database of `kind`, on a free port. */
export interface RunningHeadOffice extends StartedHeadOffice {
  /** The --database URL (postgres) it runs on, so a second instance can share it. */
  databaseUrl: string | null;
  /** Stops it and drops its database. */
  dispose(): Promise<void>;
}

export async function startOn(
  kind: DatabaseKind,
  options: Omit<HeadOfficeOptions, 'dataDir' | 'database'> = {},
  routes: readonly HqRoutes[] = ROUTES,
): Promise<RunningHeadOffice> {
  if (kind.name === 'postgres') {
    const fresh = await freshPostgresDatabase();
    const started = await startHeadOffice({ ...options, database: fresh.url, port: 0 }, routes);
    return {
      ...started,
      databaseUrl: fresh.url,
      async dispose() {
        await started.stop().catch(() => undefined);
        await fresh.drop();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-hq-'));
  const started = await startHeadOffice({ ...options, dataDir, port: 0 }, routes);
  return {
    ...started,
    databaseUrl: null,
    async dispose() {
      await started.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The head office a describe block shares; its fields are read once it has started. */
export interface BlockHeadOffice {
  readonly url: string;
  readonly db: Db;
  /** What its services take, on the real clock. */
  deps(): ServiceDeps;
}

/**
 * One head office on `kind` for a describe block (PGlite takes seconds to open): started before
 * its tests, disposed after.
 */
export function headOfficeForBlock(
  kind: DatabaseKind,
  routes: readonly HqRoutes[] = ROUTES,
  options: Pick<HeadOfficeOptions, 'now'> = {},
): BlockHeadOffice {
  let running: RunningHeadOffice | undefined;
  beforeAll(async () => {
    if (!kind.skip) running = await startOn(kind, options, routes);
  });
  afterAll(async () => {
    await running?.dispose();
  });
  const started = () => {
    if (!running) throw new Error(`No head office on ${kind.name}: ${kind.skip ?? 'not started'}`);
    return running;
  };
  return {
    get url() {
      return started().url;
    },
    get db() {
      return started().db;
    },
    deps: () => ({ db: started().db, now: options.now ?? (() => new Date()) }),
  };
}
