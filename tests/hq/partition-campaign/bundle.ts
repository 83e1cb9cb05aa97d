// The campaign's child processes, bundled once per campaign with esbuild (as electron-vite bundles
// the app's main process): a child then starts in a second or two even on a loaded machine,
// where loading the app's hundreds of modules through tsx took ten to fifteen, and every restart
// of a killed workstation pays that. Packages stay outside the bundle and load from
// node_modules, so the bundle is written below it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ChildBundles {
  headOffice: string;
  workstation: string;
  cleanUp(): void;
}

export async function bundleChildren(): Promise<ChildBundles> {
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(join(cache, 'remit-partitions-'));
  await build({
    entryPoints: {
      'hq-child': join(import.meta.dirname, 'hq-child.ts'),
      'workstation-child': join(import.meta.dirname, 'workstation-child.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@shared': join(ROOT, 'shared') },
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return {
    headOffice: join(outdir, 'hq-child.mjs'),
    workstation: join(outdir, 'workstation-child.mjs'),
    cleanUp: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
