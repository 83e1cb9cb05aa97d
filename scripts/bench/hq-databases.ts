import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../hq/src/db/db';
import { openPgliteDb } from '../../hq/src/db/pglite-db';
import { openPostgresDb } from '../../hq/src/db/pg-db';
import type { HeadOfficeOptions } from '../../hq/src/start';
import { loadTransfers, type LoadedDatabase } from './hq-load';
import {
  createDatabase,
  databaseExists,
  databaseUrl,
  dropDatabase,
  HQ_BENCH_DIR,
  type BenchPostgres,
} from './hq-postgres';

/*
 * The databases head office's figures run on, of either kind: a fresh one for the ingest (dropped
 * after), and one loaded with the console's transfers, kept between runs (reports/hq-bench/).
 */

export type HqKind = 'postgres' | 'pglite';

export interface BenchDatabase {
  /** What head office is started with (--database or --data-dir). */
  options: Pick<HeadOfficeOptions, 'database' | 'dataDir'>;
  /** Opens it here (PGlite: only while no head office holds the folder). */
  open(): Promise<Db>;
  drop(): Promise<void>;
}

function ofPostgres(url: string, name: string, keep: boolean): BenchDatabase {
  const database = databaseUrl(url, name);
  return {
    options: { database },
    open: () => openPostgresDb(database),
    drop: () => (keep ? Promise.resolve() : dropDatabase(url, name)),
  };
}

function ofPglite(dataDir: string, keep: boolean): BenchDatabase {
  return {
    options: { dataDir },
    // startHeadOffice keeps PGlite in <data-dir>/database.
    open: () => openPgliteDb(join(dataDir, 'database')),
    drop: async () => {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database of `kind`, for one run's ingest. */
export async function freshDatabase(
  kind: HqKind,
  server: BenchPostgres | null,
): Promise<BenchDatabase> {
  if (kind === 'pglite') return ofPglite(mkdtempSync(join(tmpdir(), 'remit-hq-bench-')), false);
  const name = `hq_bench_ingest_${process.pid}_${Date.now()}`;
  await createDatabase(server!.url, name);
  return ofPostgres(server!.url, name, false);
}

/**
 * The database of `kind` holding `total` transfers: loaded now if no run before this one left it
 * (reports/hq-bench/, or a database on REMIT_HQ_PG_URL's server named by the count).
 */
export async function loadedDatabase(
  kind: HqKind,
  server: BenchPostgres | null,
  total: number,
  say: (line: string) => void,
  cacheDir = HQ_BENCH_DIR,
): Promise<{ database: BenchDatabase; load: LoadedDatabase }> {
  let database: BenchDatabase;
  if (kind === 'pglite') {
    const dir = join(cacheDir, `pglite-${total}`);
    mkdirSync(join(dir, 'database'), { recursive: true });
    database = ofPglite(dir, true);
  } else {
    const name = `hq_bench_log_${total}`;
    if (!(await databaseExists(server!.url, name))) await createDatabase(server!.url, name);
    database = ofPostgres(server!.url, name, true);
  }
  const db = await database.open();
  try {
    return { database, load: await loadTransfers(db, total, say) };
  } finally {
    await db.close();
  }
}
