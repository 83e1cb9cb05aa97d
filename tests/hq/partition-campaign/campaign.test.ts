import { describe, expect, it } from 'vitest';
import { postgresUrl } from '../support/databases';
import { runPartitionCampaign } from './campaign';

/**
 * A short partition campaign (`npm run partitions -- --rounds 200` is the long one): three rounds
 * of a fixed seed, whose rounds kill head office and a workstation, set a workstation's clock 400
 * days back, cut requests both ways and (on PostgreSQL) end head office's database connections, then two of a seed drawn now. Replay a failure with
 * PARTITION_SEED=<seed> for the first leg, or npm run partitions -- --seed <seed>. Head office runs
 * on the PostgreSQL cluster the head-office tests share when there is one (as in CI), else PGlite.
 */
const FIXED_SEED = Number(process.env['PARTITION_SEED'] ?? 20261166);
const RANDOM_SEED = Math.floor(Math.random() * 2 ** 31);
const legs = [
  { seed: FIXED_SEED, rounds: 3 },
  { seed: RANDOM_SEED, rounds: 2 },
];

describe(`replication through a failing link (seeds ${FIXED_SEED} and ${RANDOM_SEED}; replay with npm run partitions -- --seed <seed>)`, () => {
  it(
    'after every round: every change at head office exactly once, in order, with the chains intact',
    // A guard against a hang, not a speed check: about a minute at a load of 16 on two cores, on
    // PostgreSQL; PGlite's restarts take longer.
    { timeout: 300_000 },
    async () => {
      const url = postgresUrl() || undefined;
      const report = await runPartitionCampaign({
        legs,
        workstations: 2,
        postgresUrl: url,
      });
      expect(report.problems, `seeds ${FIXED_SEED}, ${RANDOM_SEED}`).toEqual([]);
      expect(report.played).toBe(5);
      // The fixed seed's rounds meet what the campaign is for.
      expect(report.headOfficeKills).toBeGreaterThan(0);
      expect(report.workstationKills).toBeGreaterThan(0);
      expect(report.skews).toBeGreaterThan(0);
      // D157: a refusal other than a skewed workstation's reservation (clock-off) is among the
      // problems above. Whether the skewed workstation's reservations reach head office in a
      // round depends on the link's fates and the load (a silence remembered sends none), so
      // their count is reported, not required: reserve.test.ts and branch-send.test.ts prove it.
      // On PostgreSQL the server also ended head office's connections under it.
      if (url) expect(report.databaseDrops).toBeGreaterThan(0);
      expect(report.fates['cut-request'], JSON.stringify(report.fates)).toBeGreaterThan(0);
      expect(report.fates['cut-response'], JSON.stringify(report.fates)).toBeGreaterThan(0);
      for (const changes of report.changes) expect(changes).toBeGreaterThan(20);
    },
  );
});
