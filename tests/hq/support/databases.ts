import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Db } from '../../../hq/src/db/db';
import { openPgliteDb } from '../../../hq/src/db/pglite-db';
import { openPostgresDb } from '../../../hq/src/db/pg-db';
import { freshDatabaseOn } from './fresh-database';

/**
 * The two databases head office runs on, each test with a fresh, empty one: PGlite in a temporary
 * folder, and a new database on the throwaway PostgreSQL cluster (tests/hq/global-setup.ts).
 * `skip` says why a kind cannot run here; a test then skips, never passes.
 */
export interface DatabaseKind {
  name: 'pglite' | 'postgres';
  skip: string | null;
  /** A fresh empty database and its URL (postgres) or folder (pglite). */
  open(): Promise<{ db: Db; where: string; drop(): Promise<void> }>;
}

export const pgliteKind: DatabaseKind = {
  name: 'pglite',
  skip: null,
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'remit-hq-pglite-'));
    const db = await openPgliteDb(dir);
    return {
      db,
      where: dir,
      async drop() {
        await db.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

export function postgresUrl(): string {
  return inject('postgresUrl');
}

/** A new empty database on the cluster, and its URL. */
export function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return freshDatabaseOn(postgresUrl());
}

export const postgresKind: DatabaseKind = {
  name: 'postgres',
  get skip() {
    return postgresUrl() ? null : inject('postgresMissing') || 'no PostgreSQL cluster';
  },
  async open() {
    const fresh = await freshPostgresDatabase();
    const db = await openPostgresDb(fresh.url);
    return {
      db,
      where: fresh.url,
      async drop() {
        await db.close().catch(() => undefined);
        await fresh.drop();
      },
    };
  },
};

/** Both kinds, for `describe.each`. */
export const DATABASE_KINDS: readonly DatabaseKind[] = [pgliteKind, postgresKind];
