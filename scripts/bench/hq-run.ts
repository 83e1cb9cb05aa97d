import type { Figure, Measured } from './figures';
import { consoleFigures, HQ_SCALES, ingestFigures, type HqScale } from './hq-figures';
import type { HqKind } from './hq-databases';
import { limitCheckFigures } from './hq-limit-check';
import { benchPostgres, type BenchPostgres } from './hq-postgres';
import { sendWithHeadOfficeFigures } from './send-hq-figures';

/*
 * Head office's figures in `npm run bench` (D111), against PostgreSQL and against PGlite:
 * `npm run bench -- --only head-office` runs them alone. BENCH_HQ_TRANSFERS sets the console's
 * transfers on PostgreSQL (ten million by default; PGlite holds a hundredth of them).
 */

const KINDS: readonly HqKind[] = ['postgres', 'pglite'];
/** The send path's interleaved pairs with and without head office (the send path's own: 200). */
const SEND_ITERATIONS = 100;
const NAMES: Record<HqKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

function scaleOf(kind: HqKind): HqScale {
  const given = Number(process.env['BENCH_HQ_TRANSFERS'] ?? 0);
  const scale = HQ_SCALES[kind];
  if (!(given > 0)) return scale;
  return { ...scale, logTransfers: kind === 'pglite' ? Math.ceil(given / 100) : given };
}

const PER_KIND: Pick<Figure, 'id' | 'figure' | 'target'>[] = KINDS.flatMap((kind) => {
  const { workstations, logTransfers, lagIntervalMs } = scaleOf(kind);
  const on = `Head office on ${NAMES[kind]}`;
  const count = logTransfers.toLocaleString('en');
  return [
    {
      id: `hq-ingest-${kind}`,
      figure: `${on}: ingest, ${workstations} workstations pushing signed batches at once`,
      target: { limit: 10_000, unit: 'rows/s', floor: true },
    },
    {
      id: `hq-memory-${kind}`,
      figure: `${on}: live memory growth over the ingest, after a full collection (flat)`,
      target: { limit: 32, unit: 'MB' },
    },
    {
      id: `hq-lag-${kind}`,
      figure: `${on}: replication lag, ${workstations} workstations, a transfer each ${lagIntervalMs / 1000} s (p95)`,
      target: { limit: 2_000, unit: 'ms' },
    },
    {
      id: `hq-log-page-${kind}`,
      figure: `${on}: console's log, a filtered page at ${count} transfers (p95)`,
      target: { limit: 20, unit: 'ms' },
    },
    {
      id: `hq-log-search-${kind}`,
      figure: `${on}: console's log, a text search at ${count} transfers (p95)`,
      target: { limit: 100, unit: 'ms' },
    },
  ];
}) as Pick<Figure, 'id' | 'figure' | 'target'>[];

export const HQ_FIGURES: Pick<Figure, 'id' | 'figure' | 'target'>[] = [
  ...PER_KIND,
  {
    id: 'hq-limit-check-postgres',
    figure: `Head office on PostgreSQL: a branch-wide limit check, a signed reservation on loopback at ${scaleOf('postgres').logTransfers.toLocaleString('en')} transfers (p95)`,
    target: { limit: 30, unit: 'ms' },
  },
  {
    id: 'send-path-head-office',
    figure:
      'IMT send path enrolled with a head office on loopback (reserved first) vs not enrolled (p50)',
    target: { limit: 1.5, unit: 'x' },
  },
];

export const HQ_IDS = HQ_FIGURES.map((figure) => figure.id);

export interface HqStep {
  name: string;
  ids: string[];
  run: () => Promise<Measured[]>;
}

/** The steps, each of one kind's figures; the PostgreSQL server started by the first that needs it. */
export function hqSteps(say: (line: string) => void): { steps: HqStep[]; stop(): void } {
  let server: Promise<BenchPostgres> | null = null;
  const serverFor = async (kind: HqKind) =>
    kind === 'postgres' ? await (server ??= benchPostgres()) : null;
  const steps = KINDS.flatMap((kind): HqStep[] => [
    {
      name: `head office on ${NAMES[kind]}: ingest, memory and lag`,
      ids: [`hq-ingest-${kind}`, `hq-memory-${kind}`, `hq-lag-${kind}`],
      run: async () => ingestFigures(kind, await serverFor(kind), scaleOf(kind), say),
    },
    {
      name: `head office on ${NAMES[kind]}: the console's log`,
      ids: [`hq-log-page-${kind}`, `hq-log-search-${kind}`],
      run: async () => consoleFigures(kind, await serverFor(kind), scaleOf(kind), say),
    },
  ]);
  steps.push({
    name: 'head office on PostgreSQL: a branch-wide limit check',
    ids: ['hq-limit-check-postgres'],
    run: async () => limitCheckFigures((await serverFor('postgres'))!, scaleOf('postgres'), say),
  });
  steps.push({
    name: "the counter's send path with head office",
    ids: ['send-path-head-office'],
    run: async () => sendWithHeadOfficeFigures((await serverFor('postgres'))!, SEND_ITERATIONS),
  });
  return {
    steps,
    stop() {
      void server?.then((started) => started.stop()).catch(() => undefined);
    },
  };
}
