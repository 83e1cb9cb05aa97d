import { afterAll, describe, expect, test } from 'vitest';
import { ackIsSigned } from '../../../hq/protocol/chain';
import type { Ack } from '../../../hq/protocol/wire';
import { startHeadOffice, type StartedHeadOffice } from '../../../hq/src/start';
import { freshPostgresDatabase, postgresKind } from '../support/databases';
import { enrolledWorkstation, makeChanges, push, storedChanges } from '../support/workstation';

// PGlite is one process's database: two instances need a PostgreSQL server to share.
describe('two head-office instances on one PostgreSQL', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const done of cleanup.reverse()) await done();
  });

  test.skipIf(postgresKind.skip)(
    'push the same batches concurrently: each change stored once, in order',
    async () => {
      const database = await freshPostgresDatabase();
      cleanup.push(database.drop);
      // Started together: migrations, head office's key and the month's partitions made once.
      const [a, b] = await Promise.all([
        startHeadOffice({ database: database.url, port: 0 }),
        startHeadOffice({ database: database.url, port: 0 }),
      ]);
      cleanup.push(
        () => a!.stop(),
        () => b!.stop(),
      );
      const instances: StartedHeadOffice[] = [a!, b!];

      const workstations = await Promise.all(
        [0, 1, 2].map(() => enrolledWorkstation(a!.url, a!.db)),
      );
      const chains = workstations.map((_, i) => makeChanges(120, undefined, `w${i}`));
      const batchSize = 8;
      await Promise.all(
        workstations.map(async (ws, w) => {
          const chain = chains[w]!;
          for (let from = 0; from < chain.length; from += batchSize) {
            const batch = chain.slice(from, from + batchSize);
            // The same batch to both instances at once, as a sender retrying after a lost ack.
            const answers = await Promise.all(instances.map((hq) => push(hq.url, ws, batch)));
            for (const answer of answers) {
              expect(answer.status, JSON.stringify(answer.body)).toBe(200);
              const ack = answer.body as Ack;
              expect(ack).toMatchObject({ seq: batch.at(-1)!.seq, head: batch.at(-1)!.hash });
              expect(ackIsSigned(ws.answer.headOfficeKey, ack)).toBe(true);
            }
            expect(answers[0]!.body).toEqual(answers[1]!.body);
          }
        }),
      );
      for (const [w, ws] of workstations.entries()) {
        expect(await storedChanges(b!.db, ws.id)).toEqual(chains[w]);
      }
      const keys = await a!.db.query('SELECT 1 FROM head_office_keys');
      expect(keys).toHaveLength(1);
    },
  );
});
