import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

/*
 * The e2e tests drive the renderer as `electron-vite build` makes it, so it is built once per run
 * from the current sources. It goes to a folder of this run, not to out/: a developer's
 * `npm run harness` or another test run on the same machine never sees a half-written build.
 * What it provides is typed in support/build-output.ts (ProvidedContext), read there by the files.
 */
const root = resolve(import.meta.dirname, '../..');

export default function setup(project: TestProject): () => void {
  const outDir = mkdtempSync(join(tmpdir(), 'remit-desk-e2e-build-'));
  const isWindows = process.platform === 'win32';
  const built = spawnSync(
    isWindows ? 'npx.cmd' : 'npx',
    ['electron-vite', 'build', '--outDir', outDir, '--logLevel', 'warn'],
    { cwd: root, encoding: 'utf8', shell: isWindows, timeout: 300_000 },
  );
  let failure: string | null = null;
  if (built.error || built.status !== 0) {
    const output = `${built.stdout ?? ''}\n${built.stderr ?? ''}`
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'))
      .slice(-40);
    failure = [
      `The e2e tests need the app built, and \`npx electron-vite build\` failed (${
        built.error ? built.error.message : `exit code ${String(built.status)}`
      }). Fix the build (run \`npm run build\` to see it whole), then run the tests again.`,
      ...output,
    ].join('\n');
  }
  project.provide('e2eRendererDir', join(outDir, 'renderer'));
  project.provide('e2eBuildError', failure);
  return () => rmSync(outDir, { recursive: true, force: true });
}
