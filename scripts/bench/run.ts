import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { BENCH_ROOT, CACHE_DIR, ensureBenchJournal } from './bench-journal';
import {
  everyFigure,
  formatTable,
  percentile,
  reportOf,
  type Figure,
  type Measured,
} from './figures';
import { buildRenderer, bundleFigure, timeToInteractiveFigure } from './renderer-figures';
import { rowSealFigures } from './row-seal-figures';
import { screeningFigures } from './screening-figures';
import { sendPathFigures, signingFigure } from './send-figures';
import { statementFigures } from './statement-figures';
import { HQ_FIGURES, HQ_IDS, hqSteps } from './hq-run';

/*
 * `npm run bench`: every figure of docs/benchmarks.md against its target, at any hour (the
 * services' clock is set to a Tuesday morning in Nairobi, inside the RTGS window), on data it makes
 * itself. Prints one table and writes reports/bench.json. BENCH_TRANSFERS sets the journal's size
 * (a million by default; a smaller one gives a quick run whose journal figures do not answer the
 * targets).
 */

const TRANSFERS = Number(process.env['BENCH_TRANSFERS'] ?? 1_000_000);
const million = TRANSFERS.toLocaleString('en');

/** The figures and their targets (docs/benchmarks.md), in the order the table shows them. */
const PROMISED: Pick<Figure, 'id' | 'figure' | 'target'>[] = [
  {
    id: 'send-path',
    figure: 'Send path end to end vs bare signed POST + 2 durable commits (p50)',
    // D90: the product's checks, seals, audit rows, search and third commit are not the baseline's.
    target: { limit: 3, unit: 'x' },
  },
  {
    id: 'send-path-journal',
    figure: 'Send path end to end vs signed POST + the same journal writes, plain, unsealed (p50)',
    // D108: the baseline does the journal work every send must do; what is left is the app's.
    target: { limit: 1.2, unit: 'x' },
  },
  {
    id: 'send-path-seal',
    figure:
      "A send's journal writes sealed and encrypted vs plain and unsealed, with the POST (p50)",
    // D108: what the row seal (D68) and the encryption (D70) cost a send.
    target: { limit: 1.2, unit: 'x' },
  },
  {
    id: 'signing',
    figure: 'Signing (RSA-2048) vs raw crypto.sign (p50)',
    target: { limit: 1.1, unit: 'x' },
  },
  {
    id: 'log-page',
    figure: `Receipt log on ${million}: a filtered page (p95)`,
    target: { limit: 5, unit: 'ms' },
  },
  {
    id: 'log-search',
    figure: `Receipt log on ${million}: a text search (p95)`,
    target: { limit: 20, unit: 'ms' },
  },
  {
    id: 'end-of-day',
    figure: `End-of-day report of a day in ${million} (p95)`,
    target: { limit: 50, unit: 'ms' },
  },
  {
    id: 'csv-time',
    figure: 'CSV export of the last 100 days (100,000 transfers)',
    // D90: on the encrypted journal (D70), each line with its customer block (D77).
    target: { limit: 2_000, unit: 'ms' },
  },
  {
    id: 'csv-memory',
    figure: 'CSV export: heap growth while it streams (flat)',
    target: { limit: 32, unit: 'MB' },
  },
  {
    id: 'cold-start',
    figure: `Cold start of the services on ${million} transfers, audit check included (p50 of 3)`,
    target: { limit: 200, unit: 'ms' },
  },
  {
    id: 'renderer-bundle',
    figure: 'Renderer initial JS + CSS (gzip -9)',
    target: { limit: 150, unit: 'KB' },
  },
  {
    id: 'renderer-tti',
    figure: 'Renderer time to interactive, Chromium on the harness (p50)',
    target: { limit: 300, unit: 'ms' },
  },
  {
    id: 'row-verify',
    figure: 'Row seal: a transfer row read and verified for a decision (p50)',
    target: { limit: 0.2, unit: 'ms' },
  },
  {
    id: 'row-start-check',
    figure: 'Row seal at start: 500 transfers written since the last start, 10,000 before (p50)',
    target: { limit: 50, unit: 'ms' },
  },
  {
    id: 'screening-false-matches',
    figure: 'Sanctions matcher at the default threshold: false matches (1 − precision)',
    target: { limit: 5, unit: '%' },
  },
  {
    id: 'screening-missed',
    figure: 'Sanctions matcher at the default threshold: missed matches (1 − recall)',
    target: { limit: 10, unit: '%' },
  },
  {
    id: 'screening-one',
    figure: 'Sanctions screening: one transfer against 20,000 listed entries (p95)',
    target: { limit: 20, unit: 'ms' },
  },
  {
    id: 'list-import',
    figure: 'Import of full-size UN and OFAC list files (generated), both',
    target: { limit: 10_000, unit: 'ms' },
  },
  {
    id: 'statement-match',
    figure: 'Bank statement: 10,000 lines matched against 1,000,000 transfers (p50 of 3)',
    target: { limit: 2_000, unit: 'ms' },
  },
  {
    id: 'statement-read',
    figure: 'Bank statement: a 10,000-line camt.053 file (6.8 MB) read and checked (p50 of 3)',
    target: { limit: 5_000, unit: 'ms' },
  },
  {
    id: 'main-rss',
    figure: `Main process RSS with ${million} transfers (peak while working)`,
    // D90: plain Node with undici, which Electron's main does not load, and V8's young generation.
    target: { limit: 200, unit: 'MB' },
  },
  {
    id: 'main-rss-settled',
    figure: `Main process RSS with ${million} transfers once the work is done (after a full GC)`,
    target: { limit: 150, unit: 'MB' },
  },
  ...HQ_FIGURES,
];
const DESK_IDS = [
  'log-page',
  'log-search',
  'end-of-day',
  'csv-time',
  'csv-memory',
  'main-rss',
  'main-rss-settled',
];
/**
 * `npm run bench -- --only csv-time,renderer-bundle`: only the steps that measure these figures
 * (a step measures all of its figures), the others shown as not selected. `--only head-office`
 * names every head-office figure.
 */
const only = selectedIds(process.argv.slice(2));

const measured: Measured[] = [];
const failures = new Map<string, string>();
const say = (line: string) => process.stderr.write(`${line}\n`);

/** Runs one step; when it fails, its figures (by id) say why in the table, and the run exits 1. */
async function step(
  name: string,
  ids: readonly string[],
  run: () => Promise<Measured[]> | Measured[],
): Promise<void> {
  if (only && !ids.some((id) => only.has(id))) {
    for (const id of ids) failures.set(id, 'not selected (--only)');
    return;
  }
  say(`… ${name}`);
  try {
    measured.push(...(await run()));
  } catch (error) {
    say(`  ${name} could not be measured: ${(error as Error).stack ?? String(error)}`);
    const reason = (error as Error).message.split('\n')[0]!.slice(0, 120);
    for (const id of ids) failures.set(id, reason);
    process.exitCode = 1;
  }
}

/**
 * The journal figures' child, bundled as the app's main process is (electron-vite bundles it;
 * here esbuild, the node_modules left outside) and run by plain Node: run through tsx, each child
 * also held the transpiler and every module's compiled source, 32 MB of the main process's RSS
 * that no workstation has. Into .bench-cache/, where the node_modules above it resolve.
 */
const childScript = lazily(() => {
  const outfile = join(CACHE_DIR, 'journal-child.mjs');
  buildSync({
    entryPoints: [join(BENCH_ROOT, 'scripts/bench/journal-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    // Applied before `packages`, so the alias of shared/ is bundled, not left as a package.
    alias: { '@shared': join(BENCH_ROOT, 'shared') },
    outfile,
    logLevel: 'warning',
  });
  return outfile;
});

function child<T>(args: string[]): T {
  const out = execFileSync(process.execPath, ['--expose-gc', childScript(), ...args], {
    cwd: BENCH_ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

await step('signing', ['signing'], () => signingFigure(200).then((figure) => [figure]));
await step('send path', ['send-path', 'send-path-journal', 'send-path-seal'], () =>
  sendPathFigures(200),
);
await step('row seal', ['row-verify', 'row-start-check'], () => rowSealFigures());
await step(
  'sanctions screening',
  ['screening-false-matches', 'screening-missed', 'screening-one', 'list-import'],
  () => screeningFigures(),
);

await step('bank statement matching', ['statement-match', 'statement-read'], () =>
  statementFigures(),
);

const JOURNAL_IDS = ['cold-start', ...DESK_IDS];
const journal = lazily(() => {
  const made = ensureBenchJournal(TRANSFERS, (written) => {
    if (written % 100_000 === 0)
      say(`  generating the bench journal: ${written.toLocaleString('en')} of ${million}`);
  });
  if (made.generatedMs !== null) say(`  generated in ${(made.generatedMs / 1000).toFixed(0)} s`);
  return made;
});
if (!only || JOURNAL_IDS.some((id) => only.has(id))) journal();

await step('cold start', ['cold-start'], () => {
  // Three starts, each the first of its process; the journal's pages are in the OS cache by now.
  const starts = [0, 1, 2].map(() =>
    child<{ startMs: number }>(['start', journal().dataDir, journal().keychainFile]),
  );
  const ms = starts.map((start) => start.startMs);
  return [
    {
      id: 'cold-start',
      value: percentile(ms, 50),
      detail: { startsMs: ms },
    },
  ];
});

await step('supervisor desk and memory', DESK_IDS, () => {
  const work = child<{
    page: { p95: number };
    search: { p95: number };
    endOfDay: { p95: number };
    csv: { ms: number; rows: number; bytes: number; heapGrowthMb: number };
    peakRssMb: number;
    rssMb: Record<string, number>;
  }>(['work', journal().dataDir, journal().keychainFile, JSON.stringify(journal().meta)]);
  return [
    {
      id: 'log-page',
      value: work.page.p95,
      detail: work.page,
    },
    {
      id: 'log-search',
      value: work.search.p95,
      detail: work.search,
    },
    {
      id: 'end-of-day',
      value: work.endOfDay.p95,
      detail: work.endOfDay,
    },
    {
      id: 'csv-time',
      value: work.csv.ms,
      detail: work.csv,
    },
    {
      id: 'csv-memory',
      value: work.csv.heapGrowthMb,
      detail: work.csv,
    },
    {
      id: 'main-rss',
      value: work.peakRssMb,
      detail: work.rssMb,
    },
    {
      id: 'main-rss-settled',
      value: work.rssMb['settled']!,
      detail: work.rssMb,
    },
  ];
});

let renderer: ReturnType<typeof buildRenderer> | null = null;
await step('renderer bundle', ['renderer-bundle'], () => {
  renderer = buildRenderer();
  return [bundleFigure(renderer.dir)];
});
await step('renderer time to interactive', ['renderer-tti'], async () => {
  renderer ??= buildRenderer();
  return [await timeToInteractiveFigure(renderer.dir, 5)];
});
(renderer as ReturnType<typeof buildRenderer> | null)?.cleanup();

const hq = hqSteps(say);
for (const part of hq.steps) await step(part.name, part.ids, part.run);
hq.stop();

function lazily<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

function selectedIds(args: readonly string[]): Set<string> | null {
  const at = args.indexOf('--only');
  if (at === -1) return null;
  const ids = (args[at + 1] ?? '')
    .split(',')
    .filter((id) => id !== '')
    .flatMap((id) => (id === 'head-office' ? HQ_IDS : [id]));
  const known = new Set(PROMISED.map((figure) => figure.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (ids.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes figure ids separated by commas (${[...known].join(', ')}), or head-office; not ${unknown.join(', ') || 'nothing'}.`,
    );
  }
  return new Set(ids);
}

const figures = everyFigure(measured, PROMISED, failures);
const report = reportOf(
  figures,
  {
    cpus: cpus().length,
    loadAverage: loadavg(),
    node: process.version,
    platform: process.platform,
  },
  new Date().toISOString(),
);
console.log(formatTable(figures));
for (const figure of figures) if (figure.note) console.log(`  ${figure.id}: ${figure.note}`);
console.log(
  `${report.passed} passed, ${report.missed} missed, ${report.notMeasured} not measured; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
mkdirSync(join(BENCH_ROOT, 'reports'), { recursive: true });
writeFileSync(join(BENCH_ROOT, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('Written to reports/bench.json');
