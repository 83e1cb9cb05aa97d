import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logPage } from '../../../hq/src/projections/log-query';
import {
  consoleFigures,
  HQ_SCALES,
  ingestFigures,
  liveGrowth,
  rssGrowth,
  type HqScale,
} from '../../../scripts/bench/hq-figures';
import { limitCheckFigures, nairobiDay } from '../../../scripts/bench/hq-limit-check';
import { loadTransfers, migratedIndexes } from '../../../scripts/bench/hq-load';
import { postgresKind, postgresUrl } from '../support/databases';

/*
 * Head office's figures of `npm run bench` (D111) at a tiny scale: that each measures what it
 * says (every row pushed is acknowledged, every lag timed, the console's pages answered from the
 * loaded transfers, a loaded database kept for the next run). The timings are not judged here.
 */

const cacheDir = mkdtempSync(join(tmpdir(), 'remit-hq-bench-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const TINY: HqScale = {
  workstations: 3,
  backlogTransfers: 130,
  lagMs: 1_500,
  lagIntervalMs: 500,
  logTransfers: 400,
  logRounds: 1,
  cacheDir,
};

// On PostgreSQL, where a database is made in a moment: on PGlite the figures run the same code
// and SQL, but its start and the loader's hundreds of month partitions take most of a minute.
describe.each([postgresKind])('head office figures on $name', (kind) => {
  const server = () => ({ url: postgresUrl(), where: 'tests', stop() {} });

  it.skipIf(kind.skip)(
    'pushes every backlog through the real endpoint and times each transfer',
    async () => {
      const figures = await ingestFigures(kind.name, server(), TINY);
      const byId = new Map(figures.map((f) => [f.id, f]));
      const ingest = byId.get(`hq-ingest-${kind.name}`)!;
      // Four journal rows a transfer, in batches of at most 500: 520 rows are two pushes each.
      expect(ingest.detail).toMatchObject({ rows: 3 * 130 * 4, batches: 3 * 2 });
      expect(ingest.value).toBeGreaterThan(0);
      const lag = byId.get(`hq-lag-${kind.name}`)!;
      expect(lag.detail).toMatchObject({ transfers: 3 * 3 });
      expect(lag.value).toBeGreaterThan(0);
      expect(byId.has(`hq-memory-${kind.name}`)).toBe(true);
    },
  );

  it.skipIf(kind.skip)(
    "reserves through the workstation's client, each a document with a transfer that day",
    async () => {
      const [figure] = await limitCheckFigures(server(), TINY, () => undefined, 4);
      expect(figure).toMatchObject({
        id: 'hq-limit-check-postgres',
        detail: { transfers: 400, reservations: 4 },
      });
      expect(figure!.value).toBeGreaterThan(0);
      // Each document's own loaded transfer of that day, counted over the bank.
      expect((figure!.detail as { countedMean: number }).countedMean).toBeGreaterThanOrEqual(1);
    },
  );

  it.skipIf(kind.skip)('answers the console pages from the loaded transfers', async () => {
    const figures = await consoleFigures(kind.name, server(), TINY);
    for (const figure of figures) {
      expect(figure.value).toBeGreaterThan(0);
      expect(figure.detail).toMatchObject({ transfers: 400 });
      expect((figure.detail as { emptyPages: number }).emptyPages).toBeLessThan(
        (figure.detail as { requests: number }).requests,
      );
    }
  });
});

describe('the loaded transfers', () => {
  it.skipIf(postgresKind.skip)(
    'are what the console finds, and a database already loaded is not loaded again',
    async () => {
      const opened = await postgresKind.open();
      const db = opened.db;
      try {
        const first = await loadTransfers(db, 600, () => undefined, 250);
        expect(first.loadedMs).not.toBeNull();
        const [count] = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM hq_transfers',
        );
        expect(count!.n).toBe(600);
        // Transfer 421: workstation 21's (number 30), counter 421 × 37, a reference of D4's shape.
        const page = await logPage(db, { text: '300000015577' });
        expect(page!.rows.map((row) => row.reference)).toEqual(['300000015577']);
        const branch = await logPage(db, { branch: 'BR07' }, undefined, 500);
        expect(branch!.rows).toHaveLength(30);
        expect(new Set(branch!.rows.map((row) => row.workstationNumber)).size).toBe(10);
        expect((await loadTransfers(db, 600)).loadedMs).toBeNull();
        // Every IMT transfer's sender document, as the journal files it (D128).
        const [imt] = await db.query<{ n: number; filed: number }>(
          `SELECT count(*)::int AS n, count(sender_document)::int AS filed FROM hq_transfers
            WHERE kind = 'imt' AND sender_document LIKE 'NationalId:%'
              AND sender_document = 'NationalId:' || (customer::json->>'documentNumber')`,
        );
        expect(imt!.n).toBeGreaterThan(100);
        expect(imt!.filed).toBe(imt!.n);
      } finally {
        await opened.drop();
      }
    },
  );

  it.skipIf(postgresKind.skip)(
    'are indexed again by the next run after a load cut short with its indexes dropped',
    async () => {
      const opened = await postgresKind.open();
      const db = opened.db;
      const held = async () =>
        (
          await db.query<{ indexname: string }>(
            "SELECT indexname FROM pg_indexes WHERE tablename = 'hq_transfers' ORDER BY 1",
          )
        ).map((r) => r.indexname);
      try {
        await loadTransfers(db, 300, () => undefined, 300);
        const indexed = await held();
        expect(indexed).toEqual(
          expect.arrayContaining(migratedIndexes('hq_transfers').map((index) => index.name)),
        );
        // A load cut after it dropped the indexes: no load recorded, no secondary index left.
        await db.query('DELETE FROM bench_load');
        for (const index of migratedIndexes('hq_transfers')) {
          await db.query(`DROP INDEX ${index.name}`);
        }
        expect((await loadTransfers(db, 300, () => undefined, 300)).loadedMs).not.toBeNull();
        expect(await held()).toEqual(indexed);
        // A complete load missing one (cut while building them): the cached run builds it.
        await db.query('DROP INDEX hq_transfers_search');
        expect((await loadTransfers(db, 300)).loadedMs).toBeNull();
        expect(await held()).toEqual(indexed);
      } finally {
        await opened.drop();
      }
    },
  );
});

describe("the migrations' indexes a load must rebuild", () => {
  it('are each last definition of a name on the table, none once dropped', () => {
    const migrations = [
      {
        version: 1,
        name: 'a',
        sql: `CREATE INDEX t_a ON t (a);
              CREATE INDEX t_b ON t USING gin (b gin_trgm_ops);
              CREATE INDEX u_a ON u (a);
              CREATE INDEX t_other_c ON t_other (c);`,
      },
      {
        version: 2,
        name: 'b',
        sql: `DROP INDEX t_a; CREATE INDEX IF NOT EXISTS t_c ON t
                (c, d) WHERE c IS NOT NULL;`,
      },
    ];
    expect(migratedIndexes('t', migrations)).toEqual([
      { name: 't_b', sql: 'CREATE INDEX t_b ON t USING gin (b gin_trgm_ops)' },
      { name: 't_c', sql: 'CREATE INDEX IF NOT EXISTS t_c ON t (c, d) WHERE c IS NOT NULL' },
    ]);
  });
});

describe("the limit check's branch day", () => {
  it("is Nairobi's day around the instant, from 21:00 UTC", () => {
    expect(nairobiDay(new Date('2026-10-31T22:15:00Z'))).toEqual({
      from: '2026-10-31T21:00:00.000Z',
      to: '2026-11-01T21:00:00.000Z',
    });
    expect(nairobiDay(new Date('2026-10-31T20:59:59Z')).from).toBe('2026-10-30T21:00:00.000Z');
  });
});

describe('head office memory over an ingest', () => {
  const samples = (rss: (i: number) => number) =>
    Array.from({ length: 100 }, (_, i) => ({
      at: i * 10,
      rssMb: rss(i),
      heapUsedMb: 50,
      heapTotalMb: 80,
      externalMb: 5,
      cpuMs: i,
    }));

  it('is the last tenth less the second, so a start-up climb is not growth', () => {
    const flat = rssGrowth(
      samples((i) => (i < 8 ? 100 + i * 10 : 180 + (i % 3))),
      0,
      990,
    );
    expect(flat.growthMb).toBeLessThanOrEqual(2);
    const leak = rssGrowth(
      samples((i) => 200 + i),
      0,
      990,
    );
    expect(leak.growthMb).toBe(80);
    expect(leak.peakMb).toBe(299);
  });

  it('is the live memory after a full collection, RSS kept beside it (D134)', () => {
    const rss = rssGrowth(
      samples((i) => 200 + i),
      0,
      990,
    );
    const growth = liveGrowth(
      { heapUsedMb: 40, externalMb: 4, rssMb: 190 },
      { heapUsedMb: 43.04, externalMb: 6, rssMb: 290 },
      rss,
    );
    expect(growth).toMatchObject({
      growthMb: 5,
      liveBeforeMb: 44,
      liveAfterMb: 49,
      rssGrowthMb: 80,
    });
  });

  it('is not measured over too short an ingest', () => {
    expect(rssGrowth(samples(() => 1).slice(0, 5), 0, 40).growthMb).toBeNull();
    expect(HQ_SCALES.postgres.logTransfers).toBe(10_000_000);
  });
});
