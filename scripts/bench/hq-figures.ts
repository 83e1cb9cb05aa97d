import { migrate } from '../../hq/src/db/migrations';
import { percentile, type Measured } from './figures';
import { freshDatabase, loadedDatabase, type HqKind } from './hq-databases';
import type { BenchPostgres } from './hq-postgres';
import {
  auditorCookie,
  consoleList,
  cpuMsBetween,
  startHeadOfficeProcess,
  type LiveMemory,
  type RssSample,
} from './hq-server';
import {
  backlog,
  enrolWorkstations,
  registerWorkstations,
  resent,
  sendPush,
  signedPush,
  transferChanges,
  type SimulatedWorkstation,
} from './hq-workload';
import { seededRandom } from './seeded-random';

/*
 * Head office's figures (D111), each against a database of its kind: the ingest of 200
 * workstations draining their backlogs at once, the memory of head office while it does, the lag
 * of a transfer from the counter to head office's acknowledgement with the same 200 sending one
 * every ten seconds, and the console's receipt log at millions of transfers.
 */

export interface HqScale {
  workstations: number;
  /** Each workstation's backlog, in transfers (four journal rows each). */
  backlogTransfers: number;
  /** How long the lag figure runs, and each workstation's interval between transfers. */
  lagMs: number;
  lagIntervalMs: number;
  /** The console's transfers, and how many times each page and search is timed. */
  logTransfers: number;
  logRounds: number;
  /** Where the loaded PGlite database is kept between runs (reports/hq-bench/ by default). */
  cacheDir?: string;
}

export const HQ_SCALES: Record<HqKind, HqScale> = {
  postgres: {
    workstations: 200,
    backlogTransfers: 375,
    lagMs: 60_000,
    lagIntervalMs: 10_000,
    logTransfers: 10_000_000,
    logRounds: 20,
  },
  // PGlite is one connection in one process: the same workload, its backlog a third, the
  // console at a hundredth (its load and index builds run in WebAssembly, on one core).
  pglite: {
    workstations: 200,
    backlogTransfers: 125,
    lagMs: 60_000,
    lagIntervalMs: 10_000,
    logTransfers: 100_000,
    logRounds: 20,
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * What head office's memory did over an ingest: RSS at its start, its peak, its end, and the
 * growth: the median of the last tenth of the samples less that of the second tenth (by then its
 * pools, caches and compiled code are warm). Flat memory grows by GC noise, whatever the rows.
 */
export function rssGrowth(samples: readonly RssSample[], from: number, to: number) {
  const inside = samples.filter((s) => s.at >= from && s.at <= to);
  // Too short an ingest (a test's) to say: no growth measured.
  if (inside.length < 10) return { growthMb: null, samples: inside.length };
  const tenth = (n: number, of: (s: RssSample) => number = (s) => s.rssMb) => {
    const start = from + ((to - from) * n) / 10;
    const end = from + ((to - from) * (n + 1)) / 10;
    const values = inside.filter((s) => s.at >= start && s.at <= end).map(of);
    return values.length > 0 ? percentile(values, 50) : Number.NaN;
  };
  const round = (mb: number) => Number(mb.toFixed(1));
  return {
    growthMb: round(tenth(9) - tenth(1)),
    startMb: round(inside[0]!.rssMb),
    warmMb: round(tenth(1)),
    endMb: round(tenth(9)),
    peakMb: round(Math.max(...inside.map((s) => s.rssMb))),
    // V8's heap at the same two points: what JavaScript holds, apart from what the process keeps.
    heapUsedWarmMb: round(tenth(1, (s) => s.heapUsedMb)),
    heapUsedEndMb: round(tenth(9, (s) => s.heapUsedMb)),
    heapTotalWarmMb: round(tenth(1, (s) => s.heapTotalMb)),
    heapTotalEndMb: round(tenth(9, (s) => s.heapTotalMb)),
    externalEndMb: round(tenth(9, (s) => s.externalMb)),
    samples: inside.length,
  };
}

/**
 * D134: the memory figure. How much more head office holds, live, after the ingest than before it:
 * V8's heap in use and the memory its objects hold outside it (Buffers, PGlite's WebAssembly
 * memory), each read after a full collection with no request in flight. RSS (rssGrowth) is kept
 * beside it: it says where V8's collections and the allocator stood, not what is held.
 */
export function liveGrowth(
  before: LiveMemory,
  after: LiveMemory,
  rss: ReturnType<typeof rssGrowth>,
) {
  const live = (m: LiveMemory) => m.heapUsedMb + m.externalMb;
  const round = (mb: number) => Number(mb.toFixed(1));
  return {
    growthMb: round(live(after) - live(before)),
    liveBeforeMb: round(live(before)),
    liveAfterMb: round(live(after)),
    heapUsedAfterMb: round(after.heapUsedMb),
    externalAfterMb: round(after.externalMb),
    rssAfterCollectionMb: round(after.rssMb),
    rssGrowthMb: rss.growthMb,
    rss,
  };
}

/** Each workstation sends its pushes in order; all at once. Rows per second over the whole. */
async function drain(url: string, pushes: readonly (readonly ReturnType<typeof signedPush>[])[]) {
  const started = performance.now();
  await Promise.all(
    pushes.map(async (mine) => {
      for (const push of mine) await sendPush(url, push);
    }),
  );
  const ended = performance.now();
  const rows = pushes.flat().reduce((sum, push) => sum + push.rows, 0);
  return { started, ended, rows, rowsPerSecond: rows / ((ended - started) / 1000) };
}

/**
 * Each workstation sends a transfer every `intervalMs`, its first at a random point of the first
 * interval; the lag of each is from the moment it was due (committed at the counter: the sender
 * wakes at once, D100) to head office's acknowledgement.
 */
async function replicationLag(
  url: string,
  workstations: readonly SimulatedWorkstation[],
  durationMs: number,
  intervalMs: number,
): Promise<number[]> {
  const random = seededRandom(41);
  const start = performance.now() + 500;
  const lags: number[] = [];
  await Promise.all(
    workstations.map(async (ws) => {
      for (let due = start + random() * intervalMs; due < start + durationMs; due += intervalMs) {
        await sleep(due - performance.now());
        const push = signedPush(ws, transferChanges(ws, new Date()));
        await sendPush(url, push);
        lags.push(performance.now() - due);
      }
    }),
  );
  return lags;
}

/** The ingest, memory and lag figures of `kind`, on a fresh database dropped after. */
export async function ingestFigures(
  kind: HqKind,
  server: BenchPostgres | null,
  scale: HqScale = HQ_SCALES[kind],
  say: (line: string) => void = () => undefined,
): Promise<Measured[]> {
  const database = await freshDatabase(kind, server);
  try {
    const db = await database.open();
    let codes: string[];
    try {
      await migrate(db);
      codes = await registerWorkstations(db, scale.workstations);
    } finally {
      await db.close();
    }
    const office = await startHeadOfficeProcess(database.options);
    try {
      const workstations = await enrolWorkstations(office.url, codes);
      const now = new Date();
      const pushes = workstations.map((ws) => backlog(ws, scale.backlogTransfers, now));
      say(`  ${kind}: ${scale.workstations} workstations draining their backlogs`);
      // D134: what head office holds after a full collection, before the drain and after it.
      const before = await office.collected();
      const ingest = await drain(office.url, pushes);
      const after = await office.collected();
      const memory = liveGrowth(
        before,
        after,
        rssGrowth(office.samples, ingest.started, ingest.ended),
      );
      say(
        `  ${kind}: ${scale.workstations} workstations sending a transfer each ${scale.lagIntervalMs / 1000} s`,
      );
      const lagFrom = performance.now();
      const lags = await replicationLag(office.url, workstations, scale.lagMs, scale.lagIntervalMs);
      const lagTo = performance.now();
      const ingestCpuMs = cpuMsBetween(office.samples, ingest.started, ingest.ended);
      const lagCpuMs = cpuMsBetween(office.samples, lagFrom, lagTo);
      // What head office holds once the ingest is over and the lag's trickle has run a minute.
      const settled = office.samples.filter((s) => s.at >= lagTo - 5_000).map((s) => s.rssMb);
      const ingestDetail = {
        resent: resent.count,
        resentCauses: Object.fromEntries(resent.causes),
        database: kind,
        workstations: scale.workstations,
        rows: ingest.rows,
        batches: pushes.flat().length,
        seconds: Number(((ingest.ended - ingest.started) / 1000).toFixed(1)),
        // Rows per second of head office's own CPU (its process, not PostgreSQL's).
        rowsPerCpuSecond: Math.round(ingest.rows / (ingestCpuMs / 1000)),
      };
      return [
        { id: `hq-ingest-${kind}`, value: ingest.rowsPerSecond, detail: ingestDetail },
        {
          id: `hq-memory-${kind}`,
          value: memory.growthMb,
          detail: {
            ...memory,
            afterLagMb: settled.length > 0 ? Number(percentile(settled, 50).toFixed(1)) : null,
            ...ingestDetail,
          },
        },
        {
          id: `hq-lag-${kind}`,
          value: percentile(lags, 95),
          detail: {
            transfers: lags.length,
            p50Ms: Number(percentile(lags, 50).toFixed(1)),
            maxMs: Number(Math.max(...lags).toFixed(1)),
            seconds: scale.lagMs / 1000,
            cpuMsPerPush: Number((lagCpuMs / lags.length).toFixed(2)),
          },
        },
      ];
    } finally {
      await office.stop();
    }
  } finally {
    await database.drop();
  }
}

/** The console's filtered pages: each a query as the log page sends it. */
export const LOG_PAGES: readonly Record<string, string>[] = [
  {},
  { branch: 'BR07' },
  { branch: 'BR03', state: 'succeeded' },
  { workstation: 'ws-042' },
  { state: 'unknown' },
  { currency: 'UGX', kind: 'imt' },
  { from: '2026-09-01', to: '2026-09-30' },
  { branch: 'BR12', from: '2025-03-01', to: '2025-03-31' },
  { marked: 'reportable' },
  { operator: 'clerk.17.2' },
];

/** The console's text searches: a name, two names, a reference, an account's digits, a phone's. */
export const LOG_SEARCHES: readonly Record<string, string>[] = [
  { text: 'wanjiru' },
  { text: 'grace otieno' },
  { text: '510155401554' },
  { text: '1104200' },
  { text: '+2547123' },
  { text: 'nakato', branch: 'BR05' },
  { text: 'sbx1f', state: 'succeeded' },
  { text: 'habimana', from: '2026-01-01', to: '2026-06-30' },
];

async function timedList(
  url: string,
  cookie: string,
  queries: readonly Record<string, string>[],
  rounds: number,
): Promise<{ samples: number[]; rows: number[] }> {
  const samples: number[] = [];
  const rows: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      let started = performance.now();
      const page = await consoleList(url, cookie, '/transfers', query);
      samples.push(performance.now() - started);
      rows.push(page.rows.length);
      // Every other round the next page too, by its cursor, as the console's "more" asks for it.
      if (page.nextCursor && round % 2 === 1) {
        started = performance.now();
        const next = await consoleList(url, cookie, '/transfers', {
          ...query,
          cursor: page.nextCursor,
        });
        samples.push(performance.now() - started);
        rows.push(next.rows.length);
      }
    }
  }
  return { samples, rows };
}

/** The console's log page and text search over HTTP, on the database loaded with the transfers. */
export async function consoleFigures(
  kind: HqKind,
  server: BenchPostgres | null,
  scale: HqScale = HQ_SCALES[kind],
  say: (line: string) => void = () => undefined,
): Promise<Measured[]> {
  const { database, load } = await loadedDatabase(
    kind,
    server,
    scale.logTransfers,
    say,
    scale.cacheDir,
  );
  if (load.loadedMs !== null) say(`  ${kind}: loaded in ${(load.loadedMs / 1000).toFixed(0)} s`);
  const office = await startHeadOfficeProcess(database.options);
  try {
    const cookie = await auditorCookie(office);
    // Once each, untimed: the first of each query plans it and reads its pages into memory.
    await timedList(office.url, cookie, [...LOG_PAGES, ...LOG_SEARCHES], 1);
    const pages = await timedList(office.url, cookie, LOG_PAGES, scale.logRounds);
    const searches = await timedList(office.url, cookie, LOG_SEARCHES, scale.logRounds);
    const detail = (timed: { samples: number[]; rows: number[] }) => ({
      transfers: load.transfers,
      requests: timed.samples.length,
      p50Ms: Number(percentile(timed.samples, 50).toFixed(2)),
      maxMs: Number(Math.max(...timed.samples).toFixed(1)),
      emptyPages: timed.rows.filter((n) => n === 0).length,
      cachedDatabase: load.loadedMs === null,
    });
    return [
      { id: `hq-log-page-${kind}`, value: percentile(pages.samples, 95), detail: detail(pages) },
      {
        id: `hq-log-search-${kind}`,
        value: percentile(searches.samples, 95),
        detail: detail(searches),
      },
    ];
  } finally {
    await office.stop();
  }
}
