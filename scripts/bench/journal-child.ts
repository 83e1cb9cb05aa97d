import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '@shared/domain/operators';
import type { TransferLogQuery } from '@shared/domain/transfer-log';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { createServices, type Services } from '../../electron/main/services';
import { keychainsFor } from './bench-journal';
import { percentile } from './figures';
import { rtgsDraft } from './fixtures';
import type { JournalDataResult } from './journal-data';
import { seededRandom } from './seeded-random';
import { BENCH_MORNING, clockFrom } from './send-figures';

/*
 * Runs in a process of its own on the benchmarks' journal of a million transfers (run.ts starts
 * it), so a start is a process's first and its memory is the services' alone:
 *   start <dataDir> <keychainFile>        how long createServices takes, audit check included;
 *   work <dataDir> <keychainFile> <meta>  the supervisor desk's queries, the CSV export, a few
 *                                         sends, and the process's peak RSS throughout.
 * It prints one JSON line.
 */

const [mode, dataDir, keychainFile, metaJson] = process.argv.slice(2);
if (!mode || !dataDir || !keychainFile)
  throw new Error('usage: journal-child start|work <dataDir> <keychainFile> [meta]');

const SUPERVISOR: Session = { operatorId: 'super.grace', role: 'supervisor' };
const CLERK: Session = { operatorId: 'clerk.amina', role: 'clerk' };

async function start(): Promise<{ services: Services; ms: number }> {
  const keychains = keychainsFor(keychainFile!);
  const began = performance.now();
  const started = await createServices({
    dataDir: dataDir!,
    secretStore: keychains.secretStore,
    journalKeychain: keychains.journalKeychain,
    http: nodeHttp,
    now: clockFrom(BENCH_MORNING),
    sandbox: { rtgsWindow: 'open' },
    // The full check against head office's copy reads the whole journal after the window opens
    // (D97, minutes on a million transfers): measured apart, not inside the desk's figures.
    replicationCheckDelayMs: 24 * 3_600_000,
  });
  const ms = performance.now() - began;
  if (!started.ok) throw new Error(started.error.message);
  const problem = started.value.seal.problem();
  if (problem) throw new Error(`The bench journal failed its check: ${problem.message}`);
  return { services: started.value, ms };
}

function timed(runs: number, work: (i: number) => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const began = performance.now();
    work(i);
    times.push(performance.now() - began);
  }
  return times;
}

async function work(meta: JournalDataResult) {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
  const nodeAloneMb = rssMb();
  const { services, ms: startMs } = await start();
  const startedMb = rssMb();
  const random = seededRandom(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const days = meta.days;
  const recentDays = days.slice(-30);
  const ids =
    services.journal.transfers.getByReference(
      services.receiptLog.page({ limit: 1 }, SUPERVISOR).rows[0]!.reference,
    )?.id ?? 1;

  // A filtered page, as the supervisor's log asks for it: first pages and pages further down.
  const filters: (() => TransferLogQuery)[] = [
    () => ({ state: 'rejected' }),
    () => ({ state: 'waiting' }),
    () => ({ kind: 'imt' }),
    () => ({ currency: 'USD' }),
    () => ({ operatorId: 'clerk.peter' }),
    () => {
      const day = pick(recentDays);
      return { from: day, to: day };
    },
    () => {
      const day = pick(days);
      return { from: day, to: day, kind: 'rtgs' };
    },
    () => {
      const day = pick(recentDays);
      return { from: day, to: day, state: 'succeeded' };
    },
    () => ({ kind: 'rtgs', currency: 'KES', cursor: String(1 + Math.floor(random() * ids)) }),
    () => ({ state: 'succeeded', cursor: String(1 + Math.floor(random() * ids)) }),
  ];
  const pageTimes = timed(400, (i) => {
    const session = i % 5 === 4 ? CLERK : SUPERVISOR;
    services.receiptLog.page(filters[i % filters.length]!(), session);
  });

  // A text search: a surname, two names, a reference's digits, an account's, a mobile number's.
  const sample = services.receiptLog.page(
    { limit: 200, cursor: String(Math.floor(ids / 2)) },
    SUPERVISOR,
  ).rows;
  const words: [string, () => string][] = [
    ['surname', () => pick(sample).recipientName.split(' ')[1]!],
    ['fullName', () => pick(sample).recipientName],
    ['referenceDigits', () => pick(sample).reference.slice(4)],
    ['accountDigits', () => pick(sample).sourceAccount.slice(3, 10)],
    ['mobileDigits', () => pick(sample).recipientAccount.slice(-7)],
    [
      'twoNames',
      () =>
        `${pick(sample).sourceName.split(' ')[0]!} ${pick(sample).recipientName.split(' ')[1]!}`,
    ],
  ];
  const searchTimes = timed(240, (i) => {
    const session = i % 4 === 3 ? CLERK : SUPERVISOR;
    services.receiptLog.page({ text: words[i % words.length]![1]() }, session);
  });
  // Where the p95 goes: each kind of search's own p95 (of 40), in the figure's detail.
  const searchByKind = Object.fromEntries(
    words.map(([kind], k) => [
      kind,
      percentile(
        searchTimes.filter((_, i) => i % words.length === k),
        95,
      ),
    ]),
  );

  // The end of day of a working day (about a thousand transfers) in the million.
  const dayTimes = timed(30, () => services.endOfDay.report(pick(days)));

  const deskMb = rssMb();

  // CSV: the last hundred days, 100,000 transfers, with the heap sampled as it streams.
  const csvDir = mkdtempSync(join(tmpdir(), 'remit-desk-bench-csv-'));
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const heapSampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 10);
  const csvBegan = performance.now();
  const exported = await services.csv.exportLog(
    { from: days[Math.max(0, days.length - 100)]!, to: days[days.length - 1]! },
    SUPERVISOR,
    join(csvDir, 'log.csv'),
    () => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    },
  );
  const csvMs = performance.now() - csvBegan;
  clearInterval(heapSampler);
  rmSync(csvDir, { recursive: true, force: true });
  if (!exported.ok) throw new Error(exported.error.message);

  const csvMb = rssMb();

  // A few sends, so the memory is that of a working app, not only of a reading one.
  await services.purposes.refresh();
  for (let i = 0; i < 30; i += 1) {
    const sent = await services.transfers.send(rtgsDraft(), 'clerk.amina');
    if (!sent.ok) throw new Error(sent.error.message);
  }
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  clearInterval(sampler);
  const sentMb = rssMb();
  // What the process keeps once the work is done: after full collections (run.ts gives the child
  // --expose-gc), with a pause for the allocator to give back what they freed.
  for (let i = 0; i < 3; i += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const settledMb = rssMb();
  await services.close();
  return {
    startMs,
    page: {
      p50: percentile(pageTimes, 50),
      p95: percentile(pageTimes, 95),
      max: Math.max(...pageTimes),
      runs: pageTimes.length,
    },
    search: {
      p50: percentile(searchTimes, 50),
      p95: percentile(searchTimes, 95),
      max: Math.max(...searchTimes),
      runs: searchTimes.length,
      byKind: searchByKind,
    },
    endOfDay: {
      p50: percentile(dayTimes, 50),
      p95: percentile(dayTimes, 95),
      max: Math.max(...dayTimes),
      runs: dayTimes.length,
    },
    csv: {
      ms: csvMs,
      rows: exported.value.rows,
      bytes: exported.value.bytes,
      heapGrowthMb: (heapPeak - heapBefore) / 1024 / 1024,
    },
    peakRssMb: peakRss / 1024 / 1024,
    rssMb: {
      nodeAlone: nodeAloneMb,
      started: startedMb,
      afterQueries: deskMb,
      afterCsv: csvMb,
      afterSends: sentMb,
      settled: settledMb,
    },
  };
}

if (mode === 'start') {
  const { services, ms } = await start();
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  await services.close();
  console.log(JSON.stringify({ startMs: ms, rssMb }));
} else {
  console.log(JSON.stringify(await work(JSON.parse(metaJson!) as JournalDataResult)));
}
