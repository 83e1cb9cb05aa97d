/*
 * The arithmetic and the table of `npm run bench`, without timing anything: percentiles of
 * samples, a figure against its target, and the table and JSON the run prints and writes. Tested
 * in npm test (tests/main/scripts/bench-figures.test.ts); the timings themselves never are.
 */

/** The value at percentile `p` (0–100) of `samples`, by the nearest-rank method. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new RangeError('No samples to take a percentile of.');
  if (!(p >= 0 && p <= 100)) throw new RangeError(`A percentile is between 0 and 100, not ${p}.`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export type Unit = 'ms' | 'x' | 'KB' | 'MB' | '%' | 'rows/s';

export interface Target {
  /** Compared with ≤ (a ceiling), or with ≥ when `floor` is set (a throughput). */
  limit: number;
  unit: Unit;
  floor?: boolean;
}

export interface Figure {
  id: string;
  /** What is measured, in words. */
  figure: string;
  target: Target;
  /** The measured value in the target's unit; null when it could not be measured. */
  value: number | null;
  /** Why there is no value, or what else the value depends on. */
  note?: string;
  /** Samples, baselines, sizes: what the JSON keeps beside the value. */
  detail?: Record<string, unknown>;
}

/** What a step measured for a figure; the figure's words and target come from the run's list. */
export type Measured = Omit<Figure, 'figure' | 'target'>;

export type Verdict = 'pass' | 'miss' | 'not measured';

export function verdictOf(figure: Pick<Figure, 'target' | 'value'>): Verdict {
  if (figure.value === null || !Number.isFinite(figure.value)) return 'not measured';
  const within = figure.target.floor
    ? figure.value >= figure.target.limit
    : figure.value <= figure.target.limit;
  return within ? 'pass' : 'miss';
}

/** A figure's value with its unit, rounded as people read it. */
export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'x':
      return `${value.toFixed(2)}×`;
    case 'ms':
      return `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 'MB':
      return `${value.toFixed(1)} MB`;
    case '%':
      return `${value.toFixed(1)} %`;
    case 'rows/s':
      return `${Math.round(value).toLocaleString('en')} rows/s`;
  }
}

export function formatTarget(target: Target): string {
  return `${target.floor ? '≥' : '≤'} ${formatValue(target.limit, target.unit)}`;
}

/** Each iteration runs the thing measured, then its baseline: both see the same machine. */
export function interleaved(
  iterations: number,
  subject: () => unknown,
  baseline: () => unknown,
): Promise<{ subject: number[]; baseline: number[] }> {
  return interleavedRuns(iterations, { subject, baseline });
}

/**
 * Each iteration runs every one of `runs` once, timed, starting one further along the list than
 * the iteration before (two alternate which goes first), so none always runs on a cache another
 * warmed: all see the same machine.
 */
export async function interleavedRuns<K extends string>(
  iterations: number,
  runs: Record<K, () => unknown>,
): Promise<Record<K, number[]>> {
  const names = Object.keys(runs) as K[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    K,
    number[]
  >;
  for (let i = 0; i < iterations; i += 1) {
    for (let j = 0; j < names.length; j += 1) {
      const name = names[(i + j) % names.length]!;
      const started = performance.now();
      await runs[name]();
      times[name].push(performance.now() - started);
    }
  }
  return times;
}

/** The ratio of the subject's p50 to the baseline's, from one interleaved run. */
export function ratioAtP50(times: { subject: number[]; baseline: number[] }): {
  ratio: number;
  subjectP50: number;
  baselineP50: number;
} {
  const subjectP50 = percentile(times.subject, 50);
  const baselineP50 = percentile(times.baseline, 50);
  return { ratio: subjectP50 / baselineP50, subjectP50, baselineP50 };
}

/**
 * Every figure the run promises, in its order: the ones measured, and a "not measured" row with
 * the reason for each that a failed step left out, so the table always shows every target.
 */
export function everyFigure(
  measured: readonly Measured[],
  promised: readonly Pick<Figure, 'id' | 'figure' | 'target'>[],
  failures: ReadonlyMap<string, string>,
): Figure[] {
  const byId = new Map(measured.map((figure) => [figure.id, figure]));
  return promised.map((figure) => {
    const found = byId.get(figure.id);
    if (found) return { ...figure, ...found };
    const why = failures.get(figure.id) ?? 'its step did not run';
    return { ...figure, value: null, note: `not measured: ${why}` };
  });
}

export interface Row {
  figure: string;
  target: string;
  measured: string;
  verdict: Verdict;
}

export function rowOf(figure: Figure): Row {
  return {
    figure: figure.figure,
    target: formatTarget(figure.target),
    measured:
      figure.value === null
        ? (figure.note ?? 'not measured')
        : formatValue(figure.value, figure.target.unit),
    verdict: verdictOf(figure),
  };
}

/** The table `npm run bench` prints: one line per figure, columns padded to their widest cell. */
export function formatTable(figures: readonly Figure[]): string {
  const header: Row = { figure: 'Figure', target: 'Target', measured: 'Measured', verdict: 'pass' };
  const rows = figures.map(rowOf);
  const columns = ['figure', 'target', 'measured', 'verdict'] as const;
  const width = (column: (typeof columns)[number]) =>
    Math.max(
      column === 'verdict' ? 'Verdict'.length : 0,
      ...[header, ...rows].map((row) => row[column].length),
    );
  const line = (cells: Record<(typeof columns)[number], string>) =>
    `| ${columns.map((column) => cells[column].padEnd(width(column))).join(' | ')} |`;
  return [
    line({ ...header, verdict: 'Verdict' }),
    `|${columns.map((column) => '-'.repeat(width(column) + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

export interface BenchReport {
  at: string;
  machine: { cpus: number; loadAverage: number[]; node: string; platform: string };
  figures: (Figure & { verdict: Verdict })[];
  passed: number;
  missed: number;
  notMeasured: number;
}

export function reportOf(
  figures: readonly Figure[],
  machine: BenchReport['machine'],
  at: string,
): BenchReport {
  const judged = figures.map((figure) => ({ ...figure, verdict: verdictOf(figure) }));
  const count = (verdict: Verdict) => judged.filter((figure) => figure.verdict === verdict).length;
  return {
    at,
    machine,
    figures: judged,
    passed: count('pass'),
    missed: count('miss'),
    notMeasured: count('not measured'),
  };
}
