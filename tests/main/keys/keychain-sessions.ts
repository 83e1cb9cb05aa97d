// Throwaway D-Bus sessions in which the OS keychain is missing, empty or locked, each running
// keychain-child.ts with the real keytar store. Linux only (libsecret + gnome-keyring), like
// scripts/test.mjs. Every session has its own bus, keyring directory and runtime directory, so it
// can neither see nor lock the keyring the other tests use, nor a developer's own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHILD_SECRETS = {
  apiKey: 'child-api-key-7f3a',
  merchantCode: 'CHILD-MERCHANT-42',
  consumerSecret: 'child-consumer-secret-c0ffee',
  accessToken: 'child-access-token-b16b00b5',
};

export interface ChildResult {
  op: string;
  ok: boolean;
  value?: unknown;
  code?: string;
  message?: string;
  name?: string;
}

export type BrokenKeychain =
  /** DBUS_SESSION_BUS_ADDRESS points at a socket that does not exist. */
  | 'no-bus'
  /** A session bus with nothing that provides org.freedesktop.secrets. */
  | 'no-secret-service'
  /** gnome-keyring runs but has no keyring yet, and cannot prompt to create one. */
  | 'no-keyring'
  /** gnome-keyring's login collection, seeded first, then locked over D-Bus. */
  | 'locked';

export interface SessionRun {
  results: ChildResult[];
  /** Results of the seeding run before the lock (locked scenario only). */
  seeded: ChildResult[];
  timedOut: boolean;
  exitCode: number | null;
  stderr: string;
}

const CHILD = join(import.meta.dirname, 'keychain-child.ts');
const KILL_AFTER_MS = 90_000;

/** A session bus configuration with no service directories: nothing can be activated. */
const BARE_BUS_CONFIG = `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;

const LOCK_LOGIN_COLLECTION =
  'dbus-send --session --print-reply --dest=org.freedesktop.secrets /org/freedesktop/secrets ' +
  'org.freedesktop.Secret.Service.Lock array:objpath:/org/freedesktop/secrets/collection/login';

export async function runWithBrokenKeychain(
  keychain: BrokenKeychain,
  prefix: string,
): Promise<SessionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'remit-desk-keychain-'));
  const child = (mode: string) =>
    `${quote(process.execPath)} --import tsx ${quote(CHILD)} ${quote(prefix)} ${mode}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_RUNTIME_DIR: dir,
  };
  // No prompt may ever reach a real display: a prompt would wait for a person.
  for (const name of [
    'DISPLAY',
    'WAYLAND_DISPLAY',
    'GNOME_KEYRING_CONTROL',
    'DBUS_SESSION_BUS_ADDRESS',
  ])
    delete env[name];

  let command: string;
  let args: string[];
  switch (keychain) {
    case 'no-bus':
      env['DBUS_SESSION_BUS_ADDRESS'] = `unix:path=${join(dir, 'no-such-bus')}`;
      [command, args] = ['sh', ['-c', child('all')]];
      break;
    case 'no-secret-service': {
      const config = join(dir, 'bare-session.conf');
      writeFileSync(config, BARE_BUS_CONFIG);
      [command, args] = [
        'dbus-run-session',
        [`--config-file=${config}`, '--', 'sh', '-c', child('all')],
      ];
      break;
    }
    case 'no-keyring':
      [command, args] = [
        'dbus-run-session',
        [
          '--',
          'sh',
          '-c',
          `gnome-keyring-daemon --start --components=secrets >/dev/null 2>&1; ${child('all')}`,
        ],
      ];
      break;
    case 'locked':
      [command, args] = [
        'dbus-run-session',
        [
          '--',
          'sh',
          '-c',
          'echo -n session-password | gnome-keyring-daemon --unlock --components=secrets >/dev/null && ' +
            `${child('seed')} && echo SEEDED && ${LOCK_LOGIN_COLLECTION} >/dev/null && ${child('all')}`,
        ],
      ];
      break;
  }

  try {
    return await spawnBounded(command, args, env);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function spawnBounded(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<SessionRun> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a stuck keyring daemon or prompt can be ended with the session.
    const proc = spawn(command, args, { env, cwd: process.cwd(), detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      if (proc.pid) process.kill(-proc.pid, 'SIGKILL');
    }, KILL_AFTER_MS);
    proc.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    proc.on('close', (exitCode) => {
      clearTimeout(timer);
      const [before, after] = stdout.includes('SEEDED\n') ? stdout.split('SEEDED\n') : ['', stdout];
      resolve({
        results: parseResults(after ?? ''),
        seeded: parseResults(before ?? ''),
        timedOut,
        exitCode,
        stderr,
      });
    });
  });
}

function parseResults(text: string): ChildResult[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('RESULT '))
    .map((line) => JSON.parse(line.slice('RESULT '.length)) as ChildResult);
}

function quote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}
