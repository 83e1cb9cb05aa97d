// A throwaway PostgreSQL cluster for head office's tests, from the distribution's packages:
//
//   node scripts/postgres-throwaway.mjs start DIR   prints the postgres:// URL on stdout
//   node scripts/postgres-throwaway.mjs stop DIR
//
// initdb refuses to run as root, so as root the cluster belongs to the `postgres` user that
// Debian's package creates. It listens on 127.0.0.1 only, on a free port, with a socket in DIR.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function asOwner(command, args) {
  const root = process.getuid?.() === 0;
  const [file, argv] = root
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** `settings`: more `-c name=value` server settings (the benchmarks give the cluster more memory). */
export async function startCluster(dir, settings = []) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql).');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', dir]);
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    asOwner(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'hq',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }
  const port = await freePort();
  asOwner(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    [
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=300`,
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' '),
    'start',
  ]);
  const url = `postgres://hq@127.0.0.1:${port}/postgres`;
  writeFileSync(join(dir, 'url'), url);
  return url;
}

export function stopCluster(dir) {
  const bin = postgresBin();
  if (!bin || !existsSync(join(dir, 'data'))) return;
  asOwner(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [verb, dir] = process.argv.slice(2);
  if (!dir || !['start', 'stop'].includes(verb)) {
    console.error('usage: node scripts/postgres-throwaway.mjs start|stop DIR');
    process.exit(2);
  }
  try {
    if (verb === 'start') console.log(await startCluster(dir));
    else stopCluster(dir);
  } catch (error) {
    console.error(error.stderr?.toString() || error.message);
    process.exit(1);
  }
}
