import { describe, expect, it } from 'vitest';
import {
  everyFigure,
  formatTable,
  interleaved,
  interleavedRuns,
  percentile,
  ratioAtP50,
  reportOf,
  verdictOf,
  type Figure,
} from '../../../scripts/bench/figures';
import { initialAssets } from '../../../scripts/bench/renderer-figures';

const figure = (value: number | null, limit = 5): Figure => ({
  id: 'log-page',
  figure: 'Receipt log: a filtered page (p95)',
  target: { limit, unit: 'ms' },
  value,
});

describe('the benchmark figures', () => {
  it('takes percentiles by nearest rank, whatever the order of the samples', () => {
    const samples = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 90)).toBe(9);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([42], 95)).toBe(42);
    expect(samples).toEqual([9, 1, 8, 2, 7, 3, 6, 4, 5, 10]);
  });

  it('refuses a percentile of nothing, or outside 0–100', () => {
    expect(() => percentile([], 50)).toThrow(/No samples/);
    expect(() => percentile([1], 101)).toThrow(/between 0 and 100/);
    expect(() => percentile([1], Number.NaN)).toThrow(/between 0 and 100/);
  });

  it('passes a value at or under its target, misses one over it, and says when none was measured', () => {
    expect(verdictOf(figure(4.99))).toBe('pass');
    expect(verdictOf(figure(5))).toBe('pass');
    expect(verdictOf(figure(5.01))).toBe('miss');
    expect(verdictOf(figure(null))).toBe('not measured');
    expect(verdictOf(figure(Number.NaN))).toBe('not measured');
  });

  it('passes a throughput at or over its floor, and words its target and value as rows/s', () => {
    const ingest = (value: number | null): Figure => ({
      id: 'hq-ingest-postgres',
      figure: 'Head office ingest',
      target: { limit: 10_000, unit: 'rows/s', floor: true },
      value,
    });
    expect(verdictOf(ingest(10_000))).toBe('pass');
    expect(verdictOf(ingest(9_999.9))).toBe('miss');
    expect(verdictOf(ingest(null))).toBe('not measured');
    expect(formatTable([ingest(12_345.6)])).toContain('| ≥ 10,000 rows/s | 12,346 rows/s | pass');
  });

  it('runs the subject and its baseline in turn, alternating which goes first', async () => {
    const calls: string[] = [];
    const times = await interleaved(
      4,
      () => calls.push('subject'),
      () => calls.push('baseline'),
    );
    expect(calls).toEqual([
      'subject', 'baseline', 'baseline', 'subject', 'subject', 'baseline', 'baseline', 'subject',
    ]); // prettier-ignore
    expect(times.subject).toHaveLength(4);
    expect(times.baseline).toHaveLength(4);
  });

  it('runs several in turn, each iteration starting one further along the list', async () => {
    const calls: string[] = [];
    const times = await interleavedRuns(3, {
      app: () => calls.push('app'),
      bare: () => calls.push('bare'),
      journal: () => calls.push('journal'),
    });
    expect(calls).toEqual([
      'app', 'bare', 'journal', 'bare', 'journal', 'app', 'journal', 'app', 'bare',
    ]); // prettier-ignore
    expect(Object.values(times).map((samples) => samples.length)).toEqual([3, 3, 3]);
  });

  it('gives the ratio of the two medians', () => {
    expect(ratioAtP50({ subject: [12, 11, 13], baseline: [10, 9, 11] })).toEqual({
      ratio: 1.2,
      subjectP50: 12,
      baselineP50: 10,
    });
  });

  it('prints one row per figure with its target, value and verdict, in aligned columns', () => {
    const table = formatTable([
      figure(3.2),
      { ...figure(null), note: 'Chromium missing', id: 'tti', figure: 'Time to interactive' },
      { id: 'ratio', figure: 'Signing', target: { limit: 1.1, unit: 'x' }, value: 1.25 },
    ]).split('\n');
    expect(table).toHaveLength(5);
    expect(table[0]).toMatch(/^\| Figure +\| Target +\| Measured +\| Verdict +\|$/);
    expect(table[2]).toMatch(
      /Receipt log: a filtered page \(p95\) +\| ≤ 5\.00 ms +\| 3\.20 ms +\| pass/,
    );
    expect(table[3]).toMatch(
      /Time to interactive +\| ≤ 5\.00 ms +\| Chromium missing +\| not measured/,
    );
    expect(table[4]).toMatch(/Signing +\| ≤ 1\.10× +\| 1\.25× +\| miss/);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('shows every promised figure, in its order, with why one was not measured', () => {
    const promised = [
      { id: 'a', figure: 'First', target: { limit: 1, unit: 'ms' as const } },
      { id: 'b', figure: 'Second', target: { limit: 2, unit: 'ms' as const } },
      { id: 'c', figure: 'Third', target: { limit: 3, unit: 'ms' as const } },
    ];
    const all = everyFigure(
      [
        { id: 'c', value: 2.5 },
        { id: 'a', value: 4, note: 'slow' },
      ],
      promised,
      new Map([['b', 'Chromium is missing']]),
    );
    expect(all).toEqual([
      { ...promised[0], value: 4, note: 'slow' },
      { ...promised[1], value: null, note: 'not measured: Chromium is missing' },
      { ...promised[2], value: 2.5 },
    ]);
    expect(all.map(verdictOf)).toEqual(['miss', 'not measured', 'pass']);
  });

  it('counts the verdicts in the report it writes', () => {
    const machine = { cpus: 2, loadAverage: [1, 1, 1], node: 'v20', platform: 'linux' };
    const report = reportOf([figure(1), figure(9), figure(null)], machine, '2026-11-23T20:00:00Z');
    expect(report).toMatchObject({ passed: 1, missed: 1, notMeasured: 1 });
    expect(report.figures.map((f) => f.verdict)).toEqual(['pass', 'miss', 'not measured']);
  });

  it('counts as initial what index.html loads itself: scripts, preloaded modules and style sheets', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="./assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/vue-def.js">
      <link rel="stylesheet" crossorigin href="./assets/index-123.css">
      <link rel="icon" href="./favicon.png">
      <script src="https://example.org/x.js"></script>
      </head><body></body></html>`;
    expect(initialAssets(html)).toEqual([
      'assets/index-abc.js',
      'assets/vue-def.js',
      'assets/index-123.css',
    ]);
  });
});
