import { afterEach, describe, expect, test } from 'vitest';
import { signBytes } from '../../../hq/protocol/chain';
import type { Db } from '../../../hq/src/db/db';
import { migrate } from '../../../hq/src/db/migrations';
import { openPostgresDb } from '../../../hq/src/db/pg-db';
import { enrol } from '../../../hq/src/enrolment/enrol';
import { ingest } from '../../../hq/src/replication/ingest';
import { ensureMonthPartition, monthPartition } from '../../../hq/src/replication/partitions';
import { DATABASE_KINDS } from '../support/databases';
import { makeChanges, makeKeyPair, registeredWorkstation } from '../support/workstation';

describe('month partitions', () => {
  test('are named and bounded by the UTC month head office received in', () => {
    expect(monthPartition(new Date('2025-12-31T23:59:59.999Z'))).toEqual({
      name: 'changes_y2025m12',
      from: '2025-12-01T00:00:00.000Z',
      to: '2026-01-01T00:00:00.000Z',
    });
    expect(monthPartition(new Date('2026-01-01T00:00:00.000Z')).name).toBe('changes_y2026m01');
  });
});

describe.each(DATABASE_KINDS)('changes stored by month on $name', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const done of cleanup.splice(0).reverse()) await done();
  });
  async function fresh(): Promise<{ db: Db; where: string }> {
    const opened = await kind.open();
    cleanup.push(opened.drop);
    await migrate(opened.db);
    return opened;
  }

  test.skipIf(kind.skip)(
    'each push lands in its month, made as needed, even by two at once',
    async () => {
      const { db, where } = await fresh();
      let clock = new Date();
      const deps = { db, now: () => clock };
      const { code, workstationId } = await registeredWorkstation(db);
      const keys = makeKeyPair();
      expect((await enrol(deps, { code, publicKey: keys.publicKey, label: 'PC' })).ok).toBe(true);
      const chain = makeChanges(4);
      const pushAt = async (when: string, changes: typeof chain) => {
        clock = new Date(when);
        const body = JSON.stringify({ workstationId, changes });
        const answer = await ingest(deps, {
          body: { workstationId, changes },
          raw: body,
          signature: signBytes(keys.privateKey, body),
        });
        expect(answer.ok).toBe(true);
      };
      await pushAt('2031-03-31T23:59:59.000Z', chain.slice(0, 2));
      await pushAt('2031-04-01T00:00:00.000Z', chain.slice(2));
      const placed = await db.query<{ seq: number; partition: string }>(
        'SELECT seq, tableoid::regclass::text AS partition FROM changes ORDER BY seq',
      );
      expect(placed.map((r) => [Number(r.seq), r.partition])).toEqual([
        [1, 'changes_y2031m03'],
        [2, 'changes_y2031m03'],
        [3, 'changes_y2031m04'],
        [4, 'changes_y2031m04'],
      ]);

      if (kind.name !== 'postgres') return;
      // Two instances (two pools) making next year's month at the same moment: one makes it.
      const second = await openPostgresDb(where);
      cleanup.push(() => second.close());
      const july = new Date('2032-07-15T12:00:00.000Z');
      await Promise.all([ensureMonthPartition(db, july), ensureMonthPartition(second, july)]);
      const made = await db.query("SELECT 1 FROM pg_class WHERE relname = 'changes_y2032m07'");
      expect(made).toHaveLength(1);
    },
  );
});
