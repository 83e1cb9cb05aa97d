import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOPBACK_ADDRESS } from '../../shared/loopback-host';
import type { Db } from './db/db';
import { migrate } from './db/migrations';
import { openPgliteDb } from './db/pglite-db';
import { openPostgresDb } from './db/pg-db';
import { headOfficeKey } from './keys/head-office-key';
import { ensureCurrentPartitions } from './replication/partitions';
import { protocolRoutes } from './routes/protocol-routes';
import { createHqServer, type HqDeps, type HqRoutes } from './server';
import { consoleRoutes } from './console/console-routes';
import { consoleProjection } from './projections';
import { firstAdminLines } from './operators/setup-code';
import { certificateFingerprintOfPem } from './tls';

export interface HeadOfficeOptions {
  dataDir?: string;
  port?: string | number;
  host?: string;
  /** postgres://… ; absent means PGlite in `<dataDir>/database`. */
  database?: string;
  tlsCert?: string;
  tlsKey?: string;
  /** Head office's clock; absent, the machine's. Not a command-line option: tests set it. */
  now?: () => Date;
}

export interface StartedHeadOffice {
  url: string;
  db: Db;
  /** The service certificate's SHA-256 fingerprint (null over plain HTTP). */
  certificateFingerprint: string | null;
  /** What the command prints: its address, and what an admin needs first. */
  lines: string[];
  stop(): Promise<void>;
}

/** Every route module head office serves, in order. */
export const ROUTES: readonly HqRoutes[] = [protocolRoutes([consoleProjection]), consoleRoutes()];

/** Each option checked before anything starts, with what to do about it. */
export function checkOptions(options: HeadOfficeOptions): string | null {
  if (!options.database && !options.dataDir) {
    return 'Give --data-dir DIR (head office keeps its embedded database there) or --database postgres://… .';
  }
  if (options.database && !/^postgres(ql)?:\/\//.test(options.database)) {
    return `--database must be a postgres:// address, not "${options.database.slice(0, 40)}".`;
  }
  const port = Number(options.port ?? 8443);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return `--port must be a whole number from 0 to 65535, not "${String(options.port)}".`;
  }
  if (Boolean(options.tlsCert) !== Boolean(options.tlsKey)) {
    return 'Give both --tls-cert and --tls-key, or neither (plain HTTP, on loopback only).';
  }
  if (!options.tlsCert && (options.host ?? LOOPBACK_ADDRESS) !== LOOPBACK_ADDRESS) {
    return `Plain HTTP is served on loopback only; to listen on ${String(options.host)}, give --tls-cert and --tls-key.`;
  }
  return null;
}

export async function startHeadOffice(
  options: HeadOfficeOptions,
  routes: readonly HqRoutes[] = ROUTES,
): Promise<StartedHeadOffice> {
  const problem = checkOptions(options);
  if (problem) throw new Error(problem);
  const tls = options.tlsCert
    ? {
        cert: readOption('--tls-cert', options.tlsCert),
        key: readOption('--tls-key', options.tlsKey!),
      }
    : undefined;
  const fingerprint = tls ? certificateFingerprintOfPem(tls.cert) : null;
  let db: Db;
  if (options.database) {
    db = await openPostgresDb(options.database);
  } else {
    const folder = join(options.dataDir!, 'database');
    mkdirSync(folder, { recursive: true });
    db = await openPgliteDb(folder);
  }
  try {
    await migrate(db);
    // Made (or read) now, so the first instance on a new database makes the key, not a request.
    await headOfficeKey(db);
    await ensureCurrentPartitions(db, new Date());
    const now = options.now ?? (() => new Date());
    const deps: HqDeps = { db, now, certificateFingerprint: fingerprint };
    const app = await createHqServer({ deps, routes, tls });
    const host = options.host ?? LOOPBACK_ADDRESS;
    await app.listen({ port: Number(options.port ?? 8443), host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : Number(options.port);
    const url = `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return {
      url,
      db,
      certificateFingerprint: fingerprint,
      lines: [
        `Head office is serving at ${url} (database: ${db.kind}).`,
        fingerprint
          ? `Certificate fingerprint (SHA-256), to type on each workstation when it enrols: ${fingerprint}`
          : 'Plain HTTP on loopback, for development: workstations enrol without a fingerprint.',
        ...(await firstAdminLines(deps, url)),
      ],
      async stop() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

function readOption(option: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `${option} ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}); give the path of the PEM file.`,
      { cause: error },
    );
  }
}
