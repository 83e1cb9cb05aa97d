import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Whether Electron's binary is on this machine, found the way the `electron` package finds it but
 * without its side effect: the package fetches a missing binary the first time it is required,
 * which the build machines cannot do (no download), so `require('electron')` is never called to
 * find out. The smoke test runs where the binary is, and says it is skipped, and why, elsewhere.
 */

export type ElectronBinary =
  { available: true; executable: string; version: string } | { available: false; reason: string };

/** Set on CI runners that must run the smoke test: a missing binary or display fails, never skips. */
export const REQUIRE_ELECTRON_VARIABLE = 'REMIT_DESK_REQUIRE_ELECTRON';

const INSTALL_HINT =
  'on a machine that can download it, `npx install-electron` fetches it after `npm ci`';

/** `packageDir` is node_modules/electron. */
export function locateElectron(
  packageDir: string,
  env: NodeJS.ProcessEnv = process.env,
): ElectronBinary {
  let version: string;
  try {
    version = (
      JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return {
      available: false,
      reason: `the electron package is not installed at ${packageDir} (run \`npm ci\`)`,
    };
  }
  const override = env['ELECTRON_OVERRIDE_DIST_PATH'];
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  if (override) {
    // As the package does it: path.txt's name, or plain "electron".
    const executable = join(override, relative || 'electron');
    return existsSync(executable)
      ? { available: true, executable, version }
      : {
          available: false,
          reason: `ELECTRON_OVERRIDE_DIST_PATH names ${override}, which holds no ${executable}`,
        };
  }
  if (relative === null || relative === '') {
    return {
      available: false,
      reason: `Electron ${version}'s binary is not installed (node_modules/electron has no path.txt; ${INSTALL_HINT})`,
    };
  }
  const distVersion = readIfExists(join(packageDir, 'dist', 'version'))
    ?.trim()
    .replace(/^v/, '');
  if (distVersion !== version) {
    return {
      available: false,
      reason: `node_modules/electron/dist holds Electron ${distVersion ?? 'nothing'}, not ${version} (${INSTALL_HINT})`,
    };
  }
  const executable = join(packageDir, 'dist', relative);
  if (!existsSync(executable)) {
    return {
      available: false,
      reason: `Electron ${version}'s binary is missing at ${executable} (${INSTALL_HINT})`,
    };
  }
  return { available: true, executable, version };
}

/** Electron needs a display; on Linux a CI runner gets one from xvfb-run. */
export function displayProblem(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (platform !== 'linux') return null;
  if (env['DISPLAY'] || env['WAYLAND_DISPLAY']) return null;
  return 'there is no display (DISPLAY and WAYLAND_DISPLAY are unset): run it under `xvfb-run -a`';
}

/** Why the smoke test cannot run here, or null when it can. */
export function smokeTestBlocker(
  packageDir: string,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string | null {
  const binary = locateElectron(packageDir, env);
  if (!binary.available) return binary.reason;
  return displayProblem(platform, env);
}

export function electronRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[REQUIRE_ELECTRON_VARIABLE] === '1';
}

function readIfExists(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}
