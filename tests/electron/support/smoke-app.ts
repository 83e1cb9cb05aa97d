import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

/*
 * The app the smoke test launches: `electron-vite build` of the current sources (what `npm run
 * build` puts in out/), in a folder of this run, beside native modules built for Electron.
 *
 * The project's own node_modules hold better-sqlite3 and keytar built for Node, because every
 * other test loads them under Node at the same time; rebuilding them there for Electron would
 * break those tests mid-run. So Electron's copies live apart, in a cache folder inside
 * node_modules (never committed, never packaged), and each run's app sits inside that folder:
 *
 *   node_modules/.cache/remit-desk-electron-smoke/electron-45.4.1-win32-x64/
 *     node_modules/better-sqlite3, keytar    built for that Electron, reused while they load
 *     app-XXXXXX/package.json, out/          this run's build, removed afterwards
 *
 * Node's module resolution from app-XXXXXX/out/main finds the Electron copies first and every
 * other dependency in the project's node_modules further up.
 */

export const NATIVE_MODULES = ['better-sqlite3', 'keytar'] as const;

/** Loads both native modules the way the journal and the keychain do (better-sqlite3 lazily). */
const NATIVE_PROBE =
  "const Database = require('better-sqlite3'); new Database(':memory:').close(); require('keytar');" +
  "process.stdout.write(JSON.stringify([require.resolve('better-sqlite3'), require.resolve('keytar')]));";

export interface SmokeApp {
  /** The folder Electron is started on: package.json and out/. */
  dir: string;
  remove(): void;
}

export interface ElectronRuntime {
  executable: string;
  version: string;
}

export function runtimeDirFor(root: string, electron: ElectronRuntime): string {
  return join(
    root,
    'node_modules',
    '.cache',
    'remit-desk-electron-smoke',
    `electron-${electron.version}-${process.platform}-${process.arch}`,
  );
}

export async function prepareSmokeApp(root: string, electron: ElectronRuntime): Promise<SmokeApp> {
  const runtimeDir = runtimeDirFor(root, electron);
  await ensureNativeModules(root, runtimeDir, electron);
  const dir = mkdtempSync(join(runtimeDir, 'app-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    build(root, join(dir, 'out'));
    // "main" and "type": module, the name and version app.getVersion() reports.
    copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

function build(root: string, outDir: string): void {
  const isWindows = process.platform === 'win32';
  const built = spawnSync(
    isWindows ? 'npx.cmd' : 'npx',
    ['electron-vite', 'build', '--outDir', outDir, '--logLevel', 'warn'],
    { cwd: root, encoding: 'utf8', shell: isWindows, timeout: 300_000 },
  );
  if (built.error || built.status !== 0) {
    const output = `${built.stdout ?? ''}\n${built.stderr ?? ''}`.split('\n').slice(-40).join('\n');
    throw new Error(
      `The Electron smoke test needs the app built, and \`npx electron-vite build\` failed (${
        built.error ? built.error.message : `exit code ${String(built.status)}`
      }). Run \`npm run build\` to see why.\n${output}`,
    );
  }
  if (!existsSync(join(outDir, 'main', 'index.js'))) {
    throw new Error(`electron-vite build wrote no main/index.js into ${outDir}.`);
  }
}

function versionOf(moduleDir: string): string | null {
  try {
    return (
      JSON.parse(readFileSync(join(moduleDir, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return null;
  }
}

/** Null when both modules load in Electron from `runtimeDir`; otherwise what went wrong. */
export function probeNativeModules(runtimeDir: string, electron: ElectronRuntime): string | null {
  const probe = spawnSync(electron.executable, ['-e', NATIVE_PROBE], {
    cwd: runtimeDir,
    // Electron's own binary acting as Node: its ABI, without a window.
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (probe.error) return probe.error.message;
  if (probe.status !== 0) return probe.stderr.trim() || `exit code ${String(probe.status)}`;
  // Resolved from the project's node_modules instead (built for Node, or not found here)?
  const resolved = JSON.parse(probe.stdout) as string[];
  const outside = resolved.filter((path) => relative(runtimeDir, path).startsWith('..'));
  return outside.length === 0 ? null : `loaded from outside ${runtimeDir}: ${outside.join(', ')}`;
}

async function ensureNativeModules(
  root: string,
  runtimeDir: string,
  electron: ElectronRuntime,
): Promise<void> {
  const modulesDir = join(runtimeDir, 'node_modules');
  const current = NATIVE_MODULES.every(
    (name) => versionOf(join(modulesDir, name)) === versionOf(join(root, 'node_modules', name)),
  );
  if (current && probeNativeModules(runtimeDir, electron) === null) return;

  rmSync(modulesDir, { recursive: true, force: true });
  mkdirSync(modulesDir, { recursive: true });
  const dependencies: Record<string, string> = {};
  for (const name of NATIVE_MODULES) {
    const source = join(root, 'node_modules', name);
    dependencies[name] = versionOf(source) ?? '*';
    // Its Node build comes along and is replaced (force): the probe below would catch a leftover.
    cpSync(source, join(modulesDir, name), { recursive: true });
  }
  writeFileSync(
    join(runtimeDir, 'package.json'),
    `${JSON.stringify({ name: 'remit-desk-electron-smoke-runtime', private: true, dependencies }, null, 2)}\n`,
  );
  // projectRootPath keeps @electron/rebuild inside runtimeDir: left to itself it would walk up to
  // the project's lockfile and rebuild the project's own copies, which the other tests load.
  const { rebuild } = await import('@electron/rebuild');
  await rebuild({
    buildPath: runtimeDir,
    projectRootPath: runtimeDir,
    electronVersion: electron.version,
    onlyModules: [...NATIVE_MODULES],
    force: true,
    mode: 'sequential',
  });
  const problem = probeNativeModules(runtimeDir, electron);
  if (problem !== null) {
    throw new Error(
      `better-sqlite3 and keytar were rebuilt for Electron ${electron.version} in ${runtimeDir}, ` +
        `and still do not load there: ${problem}`,
    );
  }
}
