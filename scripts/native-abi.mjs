// Makes sure the native modules (better-sqlite3, keytar) are built for the runtime about to load
// them. `npm run dev` needs Electron's ABI; tests need Node's. A module built for the other ABI is
// rebuilt here instead of failing the run with NODE_MODULE_VERSION errors. Never run on install:
// the two directions take turns, each when it is needed.
//
//   node scripts/native-abi.mjs            for Node (what `npm test` does first)
//   node scripts/native-abi.mjs electron   for Electron (what `npm run dev` does first)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const NATIVE_MODULES = ['better-sqlite3', 'keytar'];

/**
 * What loads each module's native binary. keytar loads it on require; better-sqlite3 only when a
 * database is opened, so a bare require() succeeds under the wrong ABI and proves nothing.
 */
const PROBES = {
  'better-sqlite3': "new (require('better-sqlite3'))(':memory:').close()",
  keytar: "require('keytar')",
};

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** This Node, or Electron's binary acting as Node. */
export const NODE_RUNTIME = {
  label: `Node ${process.version}`,
  command: process.execPath,
  args: [],
};

const WRONG_ABI =
  /NODE_MODULE_VERSION|was compiled against a different Node\.js version|invalid ELF header|Module did not self-register|not a valid Win32 application|incompatible architecture/;

/** Returns the modules that fail to load under `runtime` because of their ABI. */
export function modulesBuiltForAnotherAbi(runtime = NODE_RUNTIME) {
  const wrong = [];
  for (const name of NATIVE_MODULES) {
    const probe = spawnSync(runtime.command, [...runtime.args, '-e', PROBES[name]], {
      encoding: 'utf8',
      cwd: projectRoot,
      env: { ...process.env, ...runtime.env },
    });
    if (probe.status === 0) continue;
    if (WRONG_ABI.test(probe.stderr)) {
      wrong.push(name);
    } else {
      throw new Error(`${name} does not load under ${runtime.label}:\n${probe.stderr}`);
    }
  }
  return wrong;
}

export function ensureNodeAbi() {
  const wrong = modulesBuiltForAnotherAbi();
  if (wrong.length === 0) return;
  console.log(
    `Rebuilding ${wrong.join(', ')} for Node ${process.version} (built for another ABI).`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['rebuild', ...wrong], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) throw new Error(`npm rebuild ${wrong.join(' ')} failed.`);
  const still = modulesBuiltForAnotherAbi();
  if (still.length > 0) throw new Error(`${still.join(', ')} still fail to load after a rebuild.`);
}

/** Electron's binary, run as plain Node (ELECTRON_RUN_AS_NODE) to probe what it can load. */
export function electronRuntime() {
  let command;
  try {
    // In Node, the electron package exports the path of its downloaded binary.
    command = require('electron');
  } catch (error) {
    throw new Error(
      `Electron's binary is not installed (${error.message.split('\n')[0]}). ` +
        'Run `npm ci` on a machine that can download it, then `npm run dev` again.',
      { cause: error },
    );
  }
  const { version } = JSON.parse(
    readFileSync(join(projectRoot, 'node_modules', 'electron', 'package.json'), 'utf8'),
  );
  return {
    label: `Electron ${version}`,
    version,
    command,
    args: [],
    env: { ELECTRON_RUN_AS_NODE: '1' },
  };
}

export async function ensureElectronAbi() {
  const electron = electronRuntime();
  const wrong = modulesBuiltForAnotherAbi(electron);
  if (wrong.length === 0) return;
  console.log(`Rebuilding ${wrong.join(', ')} for ${electron.label} (built for another ABI).`);
  // @electron/rebuild comes with electron-builder; it fetches Electron's headers or a prebuild.
  const { rebuild } = await import('@electron/rebuild');
  await rebuild({
    buildPath: projectRoot,
    electronVersion: electron.version,
    onlyModules: wrong,
    force: true,
  });
  const still = modulesBuiltForAnotherAbi(electron);
  if (still.length > 0) {
    throw new Error(`${still.join(', ')} still fail to load in ${electron.label} after a rebuild.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2] ?? 'node';
  if (target === 'electron') {
    await ensureElectronAbi();
  } else if (target === 'node') {
    ensureNodeAbi();
  } else {
    console.error(`Unknown target "${target}": use "node" or "electron".`);
    process.exit(2);
  }
}
