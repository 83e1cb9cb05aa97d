import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { percentile } from './figures';
import { timesToInteractive } from './renderer-figures';

/*
 * The renderer's time to interactive of two or more builds side by side, their loads taken in
 * turn: on a shared machine whose load moves by half between runs, the fair comparison of a
 * change with what it changes (docs/benchmarks.md). Builds are folders `electron-vite build
 * --outDir <dir>` made, e.g. of `main` from `git archive`:
 *
 *   node --import tsx scripts/bench/tti-compare.ts /tmp/main/renderer out/renderer [loads]
 */

const args = process.argv.slice(2);
const loads = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 15;
if (args.length < 1) {
  throw new Error('Name one or more built renderer folders (each holding index.html).');
}
const before = loadavg()[0]!;
const times = await timesToInteractive(
  args.map((dir) => resolve(dir)),
  loads,
);
const after = loadavg()[0]!;
console.log(`load average ${before.toFixed(1)} → ${after.toFixed(1)}, ${loads} loads each`);
for (const [at, dir] of args.entries()) {
  const ms = times[at]!;
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `${dir}: p50 ${percentile(ms, 50).toFixed(0)} ms (${sorted[0]!.toFixed(0)} to ${sorted.at(-1)!.toFixed(0)})`,
  );
}
