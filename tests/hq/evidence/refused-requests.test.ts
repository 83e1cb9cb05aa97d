import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../../hq/src/db/db';
import { migrate } from '../../../hq/src/db/migrations';
import {
  EVIDENCE_BODY_CHARS,
  keepRefused,
  listRefused,
} from '../../../hq/src/evidence/refused-requests';
import { DATABASE_KINDS } from '../support/databases';
import { registeredWorkstation } from '../support/workstation';

describe.each(DATABASE_KINDS)('refused requests kept as evidence on $name', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    if (kind.skip) return;
    const opened = await kind.open();
    ({ db, drop } = opened);
    await migrate(db);
  });
  afterAll(async () => {
    await drop?.();
  });

  test.skipIf(kind.skip)(
    'keeps a capped body with its size and hash, listed newest first',
    async () => {
      const { workstationId } = await registeredWorkstation(db);
      const big = Buffer.from(`{"row":"${'x'.repeat(EVIDENCE_BODY_CHARS)}\u0000"}`);
      const at = new Date('2030-05-01T10:00:00.000Z');
      await keepRefused(db, at, {
        endpoint: 'push',
        refusal: { refused: 'fork', message: 'Change 7 differs.', seq: 7 },
        workstationId,
        body: big,
        remoteAddress: '10.0.0.7',
      });
      await keepRefused(db, new Date(at.getTime() + 1000), {
        endpoint: 'push',
        refusal: { refused: 'too-large', message: 'Too large.' },
        workstationId: null,
        body: null,
        announcedBytes: 5_000_000,
      });
      await keepRefused(db, new Date(at.getTime() + 2000), {
        endpoint: 'state',
        refusal: { refused: 'bad-signature', message: 'Bad.' },
        workstationId,
        body: 'a\u0000b',
      });

      const mine = await listRefused({ db }, { workstationId });
      expect(mine.map((e) => e.reason)).toEqual(['bad-signature', 'fork']);
      expect(mine[0]!.body).toBe('a\uFFFDb');
      expect(mine[1]).toMatchObject({
        workstationId,
        at: at.toISOString(),
        endpoint: 'push',
        seq: 7,
        bodyBytes: big.length,
        bodySha256: createHash('sha256').update(big).digest('hex'),
        remoteAddress: '10.0.0.7',
      });
      expect(mine[1]!.body).toHaveLength(EVIDENCE_BODY_CHARS);

      const all = await listRefused({ db }, { limit: 2 });
      expect(all.map((e) => e.reason)).toEqual(['bad-signature', 'too-large']);
      expect(all[1]).toMatchObject({ workstationId: null, body: '', bodyBytes: 5_000_000 });
      const older = await listRefused({ db }, { beforeId: all[1]!.id });
      expect(older.map((e) => e.reason)).toEqual(['fork']);
    },
  );

  test.skipIf(kind.skip)(
    "keeps a refused push without the operators' password verifiers it carries (D148)",
    async () => {
      const { workstationId } = await registeredWorkstation(db);
      const verifier = 'scrypt$16384$8$1$q83vEjRWeJCrze8SNFZ4kA==$t9Rk/2+wq3ZHcXkU1y0Jm4C8aQ8=';
      const row = JSON.stringify({
        operator_id: 'amina.admin',
        display_name: 'Amina Odhiambo',
        password_hash: verifier,
      });
      const body = Buffer.from(
        JSON.stringify({
          workstationId,
          changes: [{ seq: 1, table: 'operators', op: 'insert', row }],
        }),
      );
      await keepRefused(db, new Date('2030-05-02T10:00:00.000Z'), {
        endpoint: 'push',
        refusal: { refused: 'gap', message: 'Change 1 does not follow.', seq: 1 },
        workstationId,
        body,
      });
      const [kept] = await listRefused({ db }, { workstationId });
      expect(kept!.body).not.toContain(verifier.split('$')[5]!);
      expect(kept!.body).not.toContain(verifier.split('$')[4]!);
      expect(kept!.body).toContain('Amina Odhiambo');
      // The hash and size are still the body's as received, to match the workstation's outbox.
      expect(kept).toMatchObject({
        bodyBytes: body.length,
        bodySha256: createHash('sha256').update(body).digest('hex'),
      });
    },
  );
});
