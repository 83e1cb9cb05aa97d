import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
// @ts-expect-error: a plain .mjs script, shared with .ci/run and the tests
import { postgresBin, startCluster, stopCluster } from '../postgres-throwaway.mjs';
import { BENCH_ROOT } from './bench-journal';

/*
 * The PostgreSQL server head office's figures run on: REMIT_HQ_PG_URL when set (a server someone
 * runs), else a throwaway cluster from the distribution's packages kept in reports/hq-bench/ (git
 * ignored), so that its loaded database survives to the next run and is not loaded again.
 */

export const HQ_BENCH_DIR = join(BENCH_ROOT, 'reports/hq-bench');

/**
 * The throwaway cluster's settings beyond the tests' (fsync off, 300 connections): memory a bank's
 * server would give a database of ten million transfers, still a small part of this machine's.
 */
const BENCH_SETTINGS = ['shared_buffers=1GB', 'max_wal_size=4GB', 'effective_cache_size=4GB'];

export interface BenchPostgres {
  /** The server's maintenance database URL (postgres://…/postgres). */
  url: string;
  /** What it is, for the figures' notes. */
  where: string;
  stop(): void;
}

export async function benchPostgres(): Promise<BenchPostgres> {
  const given = process.env['REMIT_HQ_PG_URL'];
  if (given) return { url: given, where: 'REMIT_HQ_PG_URL', stop: () => undefined };
  if (!(postgresBin as () => string | null)()) {
    throw new Error('PostgreSQL is not installed here (apt-get install postgresql; .ci/run does).');
  }
  const dir = join(HQ_BENCH_DIR, 'postgres');
  mkdirSync(dir, { recursive: true });
  // A run cut short leaves its cluster running: stopped first, then started on a fresh port.
  if (existsSync(join(dir, 'data', 'postmaster.pid'))) (stopCluster as (d: string) => void)(dir);
  const url = await (startCluster as (d: string, s: string[]) => Promise<string>)(
    dir,
    BENCH_SETTINGS,
  );
  return {
    url,
    where: `a throwaway cluster in reports/hq-bench/postgres (${BENCH_SETTINGS.join(', ')})`,
    stop: () => (stopCluster as (d: string) => void)(dir),
  };
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  return url.replace(/\/[^/]*$/, `/${name}`);
}

/** Runs `sql` on the server's maintenance database (CREATE / DROP DATABASE). */
async function onServer<T>(url: string, sql: string): Promise<T[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query(sql)).rows as T[];
  } finally {
    await admin.end();
  }
}

export async function databaseExists(url: string, name: string): Promise<boolean> {
  const rows = await onServer<{ found: number }>(
    url,
    `SELECT 1 AS found FROM pg_database WHERE datname = '${name}'`,
  );
  return rows.length > 0;
}

/** Names are the bench's own ([a-z0-9_]), written into the statement. */
export async function createDatabase(url: string, name: string): Promise<string> {
  await onServer(url, `CREATE DATABASE ${name}`);
  return databaseUrl(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
