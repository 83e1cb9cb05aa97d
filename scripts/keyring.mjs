// A throwaway gnome-keyring for commands that use the real OS keychain code (npm test, the fault
// matrix, the crash campaign), so they never touch the developer's own keyring.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNodeAbi } from './native-abi.mjs';

const isWindows = process.platform === 'win32';

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function quoted(arg) {
  return `'${arg.replaceAll("'", "'\\''")}'`;
}

/**
 * Runs `npx <args>` with its output on this terminal, on Linux inside a fresh D-Bus session with an
 * unlocked gnome-keyring of its own (deleted afterwards); elsewhere against the OS keychain as it
 * is. Returns the exit status.
 */
export function runNpxInThrowawayKeyring(args) {
  if (process.platform !== 'linux') {
    return spawnSync(isWindows ? 'npx.cmd' : 'npx', args, { stdio: 'inherit', shell: isWindows })
      .status;
  }
  for (const tool of ['dbus-run-session', 'gnome-keyring-daemon']) {
    if (!hasCommand(tool)) {
      console.error(
        `${tool} is missing. Install the test keychain first: ` +
          'sudo apt-get install libsecret-1-dev gnome-keyring dbus dbus-x11 chromium',
      );
      process.exit(1);
    }
  }
  const dataHome = mkdtempSync(join(tmpdir(), 'remit-desk-keyring-'));
  const inner =
    'echo -n test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null && ' +
    `exec npx ${args.map(quoted).join(' ')}`;
  try {
    return spawnSync('dbus-run-session', ['--', 'sh', '-c', inner], {
      stdio: 'inherit',
      env: { ...process.env, XDG_DATA_HOME: dataHome },
    }).status;
  } finally {
    rmSync(dataHome, { recursive: true, force: true });
  }
}

// `node scripts/keyring.mjs <npx args…>`: what `npm run faults` and `npm run crash` use.
if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeAbi();
  process.exit(runNpxInThrowawayKeyring(process.argv.slice(2)) ?? 1);
}
