import { describe, expect, it } from 'vitest';
import { runCrashCampaign } from './crash-campaign';

/**
 * A short crash campaign (`npm run crash -- --kills 200` is the long one). Replay a failure with
 * CRASH_SEED=<seed> npm test -- tests/main/engine/crash.test.ts, or npm run crash -- --seed <seed>.
 */
const SEED = Number(process.env['CRASH_SEED'] ?? 20261124);
const KILLS = 12;

describe(`the send path killed at random points (seed ${SEED}, replay with CRASH_SEED=${SEED})`, () => {
  it(
    'after every restart: a sound journal and audit chain, no reference reused, nothing left in flight, nothing processed twice',
    // A guard against a hang, not a speed check: twelve kills start as many Node processes,
    // which took over two minutes at a load of 15 on two cores.
    { timeout: 300_000 },
    async () => {
      const report = await runCrashCampaign({ seed: SEED, kills: KILLS });
      expect(report.problems, `seed ${SEED}`).toEqual([]);
      // Every restart that got through its start was checked, and the last start too.
      expect(report.checks).toBeGreaterThan(KILLS / 2);
      expect(report.processed).toBeGreaterThan(4);
      // This seed's kills land in the middle of sends, not only between them: the next start
      // settled at least one interrupted transfer.
      expect(report.interrupted, JSON.stringify(report.landedAfter)).toBeGreaterThan(0);
    },
  );
});
