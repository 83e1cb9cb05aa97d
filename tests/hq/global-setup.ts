import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs script, shared with .ci/run
import { postgresBin, startCluster, stopCluster } from '../../scripts/postgres-throwaway.mjs';

/**
 * Head office's tests run against PGlite always, and against a real PostgreSQL: the one .ci/run
 * started (REMIT_HQ_PG_URL), or else a throwaway cluster started here from the distribution's
 * packages. Where neither is possible the PostgreSQL half is skipped, saying why.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.REMIT_HQ_PG_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return () => undefined;
  }
  if (!(postgresBin as () => string | null)()) {
    project.provide('postgresUrl', '');
    project.provide(
      'postgresMissing',
      'PostgreSQL is not installed here (apt-get install postgresql; .ci/run does)',
    );
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'remit-hq-pg-'));
  const url = await (startCluster as (d: string) => Promise<string>)(dir);
  project.provide('postgresUrl', url);
  return () => {
    (stopCluster as (d: string) => void)(dir);
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresMissing: string;
  }
}
