import { createHeadOfficeClient } from '../../electron/main/head-office/head-office-client';
import { postToHeadOffice } from '../../electron/main/head-office/pinned-transport';
import type { Db } from '../../hq/src/db/db';
import { percentile, type Measured } from './figures';
import { loadedDatabase } from './hq-databases';
import type { HqScale } from './hq-figures';
import { makeKeyPair } from './hq-journal-rows';
import type { BenchPostgres } from './hq-postgres';
import { startHeadOfficeProcess } from './hq-server';
import { registerWorkstations } from './hq-workload';
import { seededRandom } from './seeded-random';

/*
 * Issue 26's branch-wide limit check through head office (D128): a workstation enrolled with the
 * real client, reserving IMT transfers with signed POST /api/v1/reservations on loopback against
 * the database of ten million transfers, each for a document the load gave a transfer of that
 * day (the loader fills `sender_document`). What is timed is what the counter waits for: the
 * client's call, signature made and answer's checked, from its start to its answer. The client is
 * the workstation's own, so the figure follows whatever the endpoint comes to count.
 */

/** How many reservations are timed, after a few untimed ones that plan the statements. */
export const LIMIT_CHECKS = 300;
const WARM_UP = 10;
const DAY_MS = 86_400_000;
/** Africa/Nairobi, the bench branches' first zone: a branch day from 21:00 UTC. */
const NAIROBI_MS = 3 * 3_600_000;

interface Counted {
  sender_document: string;
  currency: string;
  created_at: Date;
}

/** The branch day (Nairobi) around `at`, as the counter's branchDayOf gives it. */
export function nairobiDay(at: Date): { from: string; to: string } {
  const local = at.getTime() + NAIROBI_MS;
  const start = local - (local % DAY_MS) - NAIROBI_MS;
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}

/** IMT transfers of the load's last days whose documents are reserved again, chosen seeded. */
async function documentsOf(
  open: () => Promise<Db>,
  count: number,
): Promise<{ codes: string[]; picked: Counted[] }> {
  const db = await open();
  try {
    const codes = await registerWorkstations(db, 1);
    // The newest: a cached load has its documents for its last BACKFILLED_DAYS days alone.
    const rows = await db.query<Counted>(
      `SELECT sender_document, currency, created_at FROM hq_transfers
        WHERE kind = 'imt' AND sender_document IS NOT NULL
        ORDER BY created_at DESC LIMIT 20000`,
    );
    if (rows.length === 0) throw new Error('The loaded transfers hold no IMT sender documents.');
    const random = seededRandom(26);
    const picked = Array.from({ length: count }, () => rows[Math.floor(random() * rows.length)]!);
    return { codes, picked };
  } finally {
    await db.close();
  }
}

/** The limit check's figure on the database loaded with the console's transfers. */
export async function limitCheckFigures(
  server: BenchPostgres,
  scale: HqScale,
  say: (line: string) => void = () => undefined,
  checks = LIMIT_CHECKS,
): Promise<Measured[]> {
  const { database, load } = await loadedDatabase(
    'postgres',
    server,
    scale.logTransfers,
    say,
    scale.cacheDir,
  );
  const { codes, picked } = await documentsOf(database.open, checks + WARM_UP);
  const office = await startHeadOfficeProcess(database.options);
  try {
    const client = createHeadOfficeClient({
      fetch: postToHeadOffice,
      timeouts: () => ({ connectTimeoutMs: 3_000, requestTimeoutMs: 5_000 }),
    });
    const keys = makeKeyPair();
    const endpoint = { origin: office.url, fingerprint: null };
    const enrolled = await client.enrol(endpoint, {
      code: codes[0]!,
      publicKey: keys.publicKey,
      label: 'PC-limit-check',
    });
    if (!enrolled.ok) throw new Error(enrolled.error.message);
    const link = {
      ...endpoint,
      workstationId: enrolled.value.workstationId,
      privateKeyPem: () => Promise.resolve(keys.privateKey),
      headOfficeKey: enrolled.value.headOfficeKey,
    };
    // References no run made before: the run's start in tenths of a second, then a counter.
    const first = Math.floor(Date.now() / 100) % 1e9;
    const samples: number[] = [];
    const counted: number[] = [];
    for (const [i, transfer] of picked.entries()) {
      const at = new Date(transfer.created_at);
      const request = {
        reference: `99${String(first + i).padStart(10, '0')}`,
        release: false,
        senderDocument: transfer.sender_document,
        currency: transfer.currency,
        amount: '1500.00',
        at: at.toISOString(),
        ...nairobiDay(at),
      };
      // D157: head office's clock on the transfer's instant, untimed, as a counter's would be.
      await office.setClock(at.getTime());
      const started = performance.now();
      const answer = await client.reservation(link, request);
      const took = performance.now() - started;
      if (!answer.ok) throw new Error(answer.error.message);
      // Released, untimed, as a send refused at the counter does: no later run counts it.
      await client.reservation(link, { ...request, release: true });
      if (i < WARM_UP) continue;
      samples.push(took);
      counted.push(answer.value.counted.length);
    }
    return [
      {
        id: 'hq-limit-check-postgres',
        value: percentile(samples, 95),
        detail: {
          transfers: load.transfers,
          reservations: samples.length,
          p50Ms: Number(percentile(samples, 50).toFixed(2)),
          maxMs: Number(Math.max(...samples).toFixed(1)),
          // Each answer's transfers of the document's day over the bank.
          countedMean: Number((counted.reduce((a, b) => a + b, 0) / counted.length).toFixed(2)),
          cachedDatabase: load.loadedMs === null,
        },
      },
    ];
  } finally {
    await office.stop();
  }
}
