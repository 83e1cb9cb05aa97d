import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LogFilters } from '../../../hq/console-api/records';
import type { Db } from '../../../hq/src/db/db';
import { consoleProjection } from '../../../hq/src/projections';
import { logPage } from '../../../hq/src/projections/log-query';
import { DATABASE_KINDS } from '../support/databases';
import { JournalChanges, NAIROBI, projectedDatabase } from '../support/journal-changes';

/*
 * The log's search for a whole reference (D123): found by the reference's own index, that
 * transfer alone, even where its digits are inside another transfer's account number; a word of
 * a reference's shape that no transfer has is searched as text.
 */
describe.each(DATABASE_KINDS)('a reference searched in the log on $name', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const journal = new JournalChanges();

  beforeAll(async () => {
    if (kind.skip) return;
    ({ db, drop } = await projectedDatabase(kind));
    const transfer = (id: number, reference: string, recipientAccount: string, at: string) =>
      journal.transfer({ id, reference, recipientAccount, createdAt: at });
    await db.transaction((tx) =>
      consoleProjection(tx, NAIROBI, [
        transfer(1, '120000000042', '0123456789012', '2026-11-02T07:00:00.000Z'),
        // Its account holds the first one's reference, and it is the newer.
        transfer(2, '120000000043', '0120000000042', '2026-11-02T08:00:00.000Z'),
        transfer(3, '120000000044', '9130000000099', '2026-11-02T09:00:00.000Z'),
      ]),
    );
  });
  afterAll(async () => drop?.());

  const page = async (filters: LogFilters, cursor?: string) =>
    (await logPage(db, filters, cursor))!;
  const references = async (filters: LogFilters) =>
    (await page(filters)).rows.map((row) => row.reference);

  test.skipIf(kind.skip)('finds the transfer of that reference and only it', async () => {
    expect(await references({ text: '120000000042' })).toEqual(['120000000042']);
    expect(await references({ text: ' 120000000043 ' })).toEqual(['120000000043']);
    // With the other filters and words: it, if it passes them.
    expect(await references({ text: '120000000042 wanjiru', branch: 'NBO01' })).toEqual([
      '120000000042',
    ]);
    expect(await references({ text: '120000000042', state: 'succeeded' })).toEqual([]);
    expect(await references({ text: '120000000042', from: '2026-11-03' })).toEqual([]);
    expect(await references({ text: '120000000042 okello' })).toEqual([]);
  });

  test.skipIf(kind.skip)('one page, with no page after it', async () => {
    const first = await page({ text: '120000000044' });
    expect(first.rows.map((row) => row.reference)).toEqual(['120000000044']);
    expect(first.nextCursor).toBeNull();
  });

  test.skipIf(kind.skip)('a reference no transfer has is searched as text', async () => {
    // An account number of a reference's shape: the transfer whose account holds it.
    expect(await references({ text: '130000000099' })).toEqual(['120000000044']);
    expect(await references({ text: '999999999999' })).toEqual([]);
  });
});
