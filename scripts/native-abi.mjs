// Makes sure the native modules (better-sqlite3, keytar) are built for the runtime about to load
// them. `npm run dev` builds them for Electron's ABI; tests need Node's. A module built for the
// other ABI is rebuilt here instead of failing the run with NODE_MODULE_VERSION errors.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const NATIVE_MODULES = ['better-sqlite3', 'keytar'];

/** Returns the modules that fail to load under this Node because of their ABI. */
export function modulesBuiltForAnotherAbi() {
  const wrong = [];
  for (const name of NATIVE_MODULES) {
    const probe = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(name)})`], {
      encoding: 'utf8',
    });
    if (probe.status === 0) continue;
    if (
      /NODE_MODULE_VERSION|was compiled against a different Node\.js version|invalid ELF header|Module did not self-register/.test(
        probe.stderr,
      )
    ) {
      wrong.push(name);
    } else {
      throw new Error(`${name} does not load:\n${probe.stderr}`);
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureNodeAbi();
}
