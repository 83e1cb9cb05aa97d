import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONSOLE_DIST } from './console-routes';

/*
 * `npm run hq` serves the console as built; this builds it first when the build is missing or
 * older than any of its sources (D101), so a fresh clone, or one just pulled, serves the page
 * its code describes. A build takes some seconds, once; `npm run hq:console` does the same alone.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCES = ['hq/console', 'hq/console-api', 'shared', 'hq/vite.console.config.ts'];

function newestUnder(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestUnder(join(path, name))),
    0,
  );
}

export function consoleBuildIsCurrent(dist = CONSOLE_DIST): boolean {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return SOURCES.every((source) => newestUnder(join(ROOT, source)) <= built);
}

/** Builds the console unless its build is current; `say` tells the person at the terminal. */
export async function ensureConsoleBuilt(say: (line: string) => void): Promise<void> {
  if (consoleBuildIsCurrent()) return;
  say('Building the head-office console (its build is missing or older than its sources)…');
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'hq/vite.console.config.ts') });
}
