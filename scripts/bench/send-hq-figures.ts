import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { createKeychainJournalKeychain } from '../../electron/main/keys/journal-keychain';
import { createKeychainSecretStore } from '../../electron/main/keys/keychain-secret-store';
import { createServices, type Services } from '../../electron/main/services';
import { migrate } from '../../hq/src/db/migrations';
import { interleaved, ratioAtP50, type Measured } from './figures';
import { imtDraft } from './fixtures';
import { freshDatabase } from './hq-databases';
import type { BenchPostgres } from './hq-postgres';
import { startHeadOfficeProcess } from './hq-server';
import { registerWorkstations } from './hq-workload';
import { BENCH_MORNING, clockFrom, memoryKeychain } from './send-figures';

/*
 * Issue 26's send path with head office: the app's IMT send (`services.transfers.send` against
 * the embedded sandbox bank) on a workstation enrolled with a head office on loopback, whose send
 * reserves the transfer there first (D128) and whose journal's changes go on to head office in
 * the background, against the same send on a workstation not enrolled; interleaved, the ratio of
 * the p50s. Head office is a child process on a fresh PostgreSQL database, as the ingest's.
 */

interface Started {
  services: Services;
  close(): Promise<void>;
}

async function startWorkstation(): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-desk-bench-send-hq-'));
  const backend = memoryKeychain();
  const started = await createServices({
    dataDir,
    secretStore: (environment) => createKeychainSecretStore({ environment, backend }),
    journalKeychain: createKeychainJournalKeychain({ backend }),
    http: nodeHttp,
    now: clockFrom(BENCH_MORNING),
    sandbox: { rtgsWindow: 'open' },
  });
  if (!started.ok) throw new Error(started.error.message);
  await started.value.purposes.refresh();
  return {
    services: started.value,
    async close() {
      await started.value.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function sendOn(services: Services): () => Promise<void> {
  return async () => {
    const sent = await services.transfers.send(imtDraft(), 'clerk-1');
    if (!sent.ok || sent.value.state !== 'succeeded') {
      throw new Error(`The benchmark's IMT send did not succeed: ${JSON.stringify(sent)}`);
    }
  };
}

/** The ratio of the enrolled workstation's IMT send to the lone one's, p50 of `iterations`. */
export async function sendWithHeadOfficeFigures(
  server: BenchPostgres,
  iterations: number,
): Promise<Measured[]> {
  const database = await freshDatabase('postgres', server);
  const opened: Started[] = [];
  try {
    const db = await database.open();
    let code: string;
    try {
      await migrate(db);
      [code] = (await registerWorkstations(db, 1)) as [string];
    } finally {
      await db.close();
    }
    const office = await startHeadOfficeProcess(database.options);
    try {
      const alone = await startWorkstation();
      opened.push(alone);
      const enrolled = await startWorkstation();
      opened.push(enrolled);
      // D157: head office's clock on the workstations' morning, or it refuses their reservations.
      await office.setClock(BENCH_MORNING);
      const made = await enrolled.services.headOffice.enrol(
        { address: office.url, code, fingerprint: '' },
        'admin',
      );
      if (!made.ok) throw new Error(made.error.message);
      const runs = { subject: sendOn(enrolled.services), baseline: sendOn(alone.services) };
      await interleaved(10, runs.subject, runs.baseline); // warm up: schemas, statements, JIT
      const times = await interleaved(iterations, runs.subject, runs.baseline);
      const reserved = await reservationsAt(database, iterations + 10);
      const { ratio, subjectP50, baselineP50 } = ratioAtP50(times);
      return [
        {
          id: 'send-path-head-office',
          value: ratio,
          note: `enrolled ${subjectP50.toFixed(1)} ms, alone ${baselineP50.toFixed(1)} ms`,
          detail: { iterations, enrolledP50Ms: subjectP50, aloneP50Ms: baselineP50, reserved },
        },
      ];
    } finally {
      for (const started of opened.splice(0)) await started.close();
      await office.stop();
    }
  } finally {
    await database.drop();
  }
}

/** How many reservations head office holds: each enrolled send made one, or it measured none. */
async function reservationsAt(
  database: Awaited<ReturnType<typeof freshDatabase>>,
  expected: number,
): Promise<number> {
  const db = await database.open();
  try {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM hq_reservations');
    const held = row?.n ?? 0;
    if (held < expected) {
      throw new Error(`Head office holds ${held} reservations for ${expected} enrolled sends.`);
    }
    return held;
  } finally {
    await db.close();
  }
}
