import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { signBytes } from '../../../hq/protocol/chain';
import type { Change } from '../../../hq/protocol/wire';
import type { Db } from '../../../hq/src/db/db';
import { migrate } from '../../../hq/src/db/migrations';
import { enrol } from '../../../hq/src/enrolment/enrol';
import { ingest } from '../../../hq/src/replication/ingest';
import type {
  ChangeProjection,
  ProjectedWorkstation,
} from '../../../hq/src/replication/projections';
import { protocolRoutes } from '../../../hq/src/routes/protocol-routes';
import { DATABASE_KINDS } from '../support/databases';
import { startOn } from '../support/head-office';
import {
  enrolledWorkstation,
  makeChanges,
  makeKeyPair,
  push,
  registeredWorkstation,
  storedChanges,
} from '../support/workstation';

describe.each(DATABASE_KINDS)('projections of stored changes on $name', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    if (kind.skip) return;
    ({ db, drop } = await kind.open());
    await migrate(db);
    await db.query('CREATE TABLE projected (workstation_id text, seq bigint, branch text)');
  });
  afterAll(async () => {
    await drop?.();
  });

  async function enrolled(): Promise<{ id: string; privateKey: string }> {
    const { code, workstationId } = await registeredWorkstation(db);
    const keys = makeKeyPair();
    const answer = await enrol(
      { db, now: () => new Date() },
      { code, publicKey: keys.publicKey, label: 'PC' },
    );
    expect(answer.ok).toBe(true);
    return { id: workstationId, privateKey: keys.privateKey };
  }

  function pushWith(
    projections: ChangeProjection[],
    ws: { id: string; privateKey: string },
    changes: Change[],
  ) {
    const body = JSON.stringify({ workstationId: ws.id, changes });
    return ingest(
      { db, now: () => new Date(), projections },
      {
        body: { workstationId: ws.id, changes },
        raw: body,
        signature: signBytes(ws.privateKey, body),
      },
    );
  }

  test.skipIf(kind.skip)('sees each new change once, in the push’s transaction', async () => {
    const ws = await enrolled();
    const seen: [ProjectedWorkstation, number[]][] = [];
    const projection: ChangeProjection = async (tx, workstation, changes) => {
      seen.push([workstation, changes.map((c) => c.seq)]);
      for (const c of changes) {
        await tx.query('INSERT INTO projected VALUES ($1, $2, $3)', [
          workstation.id,
          c.seq,
          workstation.branchCode,
        ]);
      }
    };
    const chain = makeChanges(5);
    expect((await pushWith([projection], ws, chain.slice(0, 3))).ok).toBe(true);
    expect((await pushWith([projection], ws, chain.slice(0, 3))).ok).toBe(true);
    expect((await pushWith([projection], ws, chain.slice(1))).ok).toBe(true);
    expect(seen.map(([w, seqs]) => [w.id, w.number, seqs])).toEqual([
      [ws.id, 1, [1, 2, 3]],
      [ws.id, 1, [4, 5]],
    ]);
    const rows = await db.query<{ seq: number }>(
      'SELECT seq FROM projected WHERE workstation_id = $1 ORDER BY seq',
      [ws.id],
    );
    expect(rows.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4, 5]);
  });

  test.skipIf(kind.skip)(
    'a projection that throws leaves the batch unstored, to be sent again',
    async () => {
      const ws = await enrolled();
      const chain = makeChanges(4);
      const failing: ChangeProjection = async (tx, workstation, changes) => {
        await tx.query('INSERT INTO projected VALUES ($1, $2, $3)', [
          workstation.id,
          changes[0]!.seq,
          'x',
        ]);
        throw new Error('projection fault');
      };
      await expect(pushWith([failing], ws, chain)).rejects.toThrow('projection fault');
      expect(await storedChanges(db, ws.id)).toEqual([]);
      expect(await db.query('SELECT 1 FROM projected WHERE workstation_id = $1', [ws.id])).toEqual(
        [],
      );
      const later = await pushWith([], ws, chain);
      expect(later).toMatchObject({ ok: true, value: { seq: 4 } });
    },
  );

  test.skipIf(kind.skip)('over HTTP, a projection fault is a 500 that stores nothing', async () => {
    const failing: ChangeProjection = () => Promise.reject(new Error('projection fault'));
    const hq = await startOn(kind, {}, [protocolRoutes([failing])]);
    try {
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const errors: unknown[] = [];
      const spy = vi
        .spyOn(console, 'error')
        .mockImplementation((...args) => void errors.push(args));
      const posted = await push(hq.url, ws, makeChanges(2));
      spy.mockRestore();
      expect(posted.status).toBe(500);
      expect(posted.body).toEqual({
        error: 'internal',
        message: expect.stringMatching(
          /^Head office could not answer this request; nothing of it was stored\. The workstation keeps it and sends it again\./,
        ),
      });
      expect(String(errors[0])).toMatch(/could not answer POST \/api\/v1\/push/);
      expect(await storedChanges(hq.db, ws.id)).toEqual([]);
    } finally {
      await hq.dispose();
    }
  });
});
