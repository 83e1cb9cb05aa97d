import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../../hq/src/db/db';
import { consoleProjection } from '../../../hq/src/projections';
import { auditPage } from '../../../hq/src/projections/audit-query';
import { filterChoices, flagPage } from '../../../hq/src/projections/flag-query';
import { logPage } from '../../../hq/src/projections/log-query';
import { ensureMonth } from '../../../hq/src/projections/partitions';
import type { LogFilters } from '../../../hq/console-api/records';
import { DATABASE_KINDS } from '../support/databases';
import {
  JournalChanges,
  KAMPALA,
  NAIROBI,
  NAIROBI_2,
  projectedDatabase,
  type TransferFacts,
} from '../support/journal-changes';

/*
 * The console's projections (D102) fed changes shaped as the outbox sends them, and read back
 * through the receipt log's, the audit trail's and the flags' queries, on both databases.
 */
describe.each(DATABASE_KINDS)('console projections on $name', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const nairobi = new JournalChanges();
  const nairobi2 = new JournalChanges();
  const kampala = new JournalChanges();

  beforeAll(async () => {
    if (kind.skip) return;
    ({ db, drop } = await projectedDatabase(kind));
    const n = (facts: TransferFacts) => nairobi.transfer(facts);
    // One batch: a transfer reserved, then sent (its later image wins), its mark and a flag.
    await db.transaction((tx) =>
      consoleProjection(tx, NAIROBI, [
        n({
          id: 1,
          reference: 'RD0000000001',
          createdAt: '2026-11-01T22:30:00.000Z',
          amount: '250000.00',
        }),
        nairobi.mark(1, 'reportable', '2026-11-01T22:30:00.000Z'),
        nairobi.transfer(
          {
            id: 1,
            reference: 'RD0000000001',
            createdAt: '2026-11-01T22:30:00.000Z',
            amount: '250000.00',
            state: 'succeeded',
            transactionId: 'TX-998877',
          },
          'update',
        ),
        n({
          id: 2,
          reference: 'RD0000000002',
          kind: 'imt',
          createdAt: '2026-11-02T07:00:00.000Z',
          recipientAccount: '+254712345678',
          recipientName: 'Mary Akinyi',
          state: 'unknown',
        }),
        nairobi.audit(1, '2026-11-02T07:00:00.000Z', 'session.signed-in', {}),
        nairobi.audit(2, '2026-11-02T07:01:00.000Z', 'transfer.reserved', {
          reference: 'RD0000000002',
        }),
      ]),
    );
    // A later batch: the flag on transfer 2, and its review.
    await db.transaction((tx) =>
      consoleProjection(tx, NAIROBI, [
        nairobi.change(
          'suspicion_flags',
          'insert',
          { id: 1 },
          {
            id: 1,
            transfer_id: 2,
            at: '2026-11-02T08:00:00.000Z',
            operator_id: 'super.sam',
            note: 'Nervous, split cash',
          },
        ),
        nairobi.change(
          'flag_reviews',
          'insert',
          { flag_id: 1 },
          {
            flag_id: 1,
            outcome: 'reported',
            report_reference: 'FRC-2026-7',
            note: 'Reported',
            reviewed_by: 'comp.cora',
            reviewed_at: '2026-11-03T09:00:00.000Z',
          },
        ),
        // A row the projection cannot read is passed by; the batch is not refused for it.
        nairobi.change('transfers', 'insert', { id: 99 }, { id: 99 }),
        nairobi.change('settings', 'update', { key: 'x' }, { key: 'x', value: '1' }),
      ]),
    );
    await db.transaction((tx) =>
      consoleProjection(tx, NAIROBI_2, [
        nairobi2.transfer({
          id: 1,
          reference: 'RD0000000101',
          createdAt: '2026-11-02T07:00:00.000Z',
          operatorId: 'clerk.paul',
          currency: 'USD',
          amount: '300.00',
        }),
        nairobi2.mark(1, 'split-24h', '2026-11-02T07:00:00.000Z', 's1'),
      ]),
    );
    await db.transaction((tx) =>
      consoleProjection(tx, KAMPALA, [
        kampala.transfer({
          id: 1,
          reference: 'RD0000000201',
          createdAt: '2026-11-02T07:00:00.000Z',
          currency: 'UGX',
          amount: '100000.00',
          customerName: 'Okello Peter',
        }),
        // A workstation whose clock said 2019: a month nobody made.
        kampala.transfer({
          id: 2,
          reference: 'RD0000000202',
          createdAt: '2019-03-05T10:00:00.000Z',
          currency: 'UGX',
        }),
      ]),
    );
  });
  afterAll(async () => drop?.());

  const references = async (filters: LogFilters) =>
    (await logPage(db, filters))!.rows.map((row) => row.reference);

  test.skipIf(kind.skip)(
    'every transfer once, with its branch and workstation, newest first',
    async () => {
      const page = (await logPage(db, {}))!;
      expect(page.rows.map((r) => [r.reference, r.branchCode, r.workstationNumber])).toEqual([
        // Three at one instant: by workstation id, newest first.
        ['RD0000000101', 'NBO01', 2],
        ['RD0000000002', 'NBO01', 1],
        ['RD0000000201', 'KLA01', 1],
        ['RD0000000001', 'NBO01', 1],
        ['RD0000000202', 'KLA01', 1],
      ]);
      const first = page.rows.find((r) => r.reference === 'RD0000000001')!;
      expect(first).toMatchObject({
        state: 'succeeded',
        transactionId: 'TX-998877',
        amount: '250000.00',
        senderName: 'Jane Wanjiru',
        sourceName: 'Acme Traders Ltd',
        reportable: true,
        // 22:30 UTC on the 1st is 01:30 on the 2nd in Nairobi.
        localTime: '2026-11-02 01:30 EAT',
      });
      // Each row in its month's partition; 2019's, made by no one, kept by the default one.
      const where = await db.query<{ reference: string; partition: string }>(
        'SELECT reference, tableoid::regclass::text AS partition FROM hq_transfers ORDER BY reference',
      );
      expect(where.map((r) => r.partition)).toEqual([
        'hq_transfers_y2026m11',
        'hq_transfers_y2026m11',
        'hq_transfers_y2026m11',
        'hq_transfers_y2026m11',
        'hq_transfers_default',
      ]);
      // That month now cannot be split off the default partition: it is left there, not an error.
      expect(await ensureMonth(db, 'hq_transfers', '2019-03-01')).toBe(false);
      expect(await ensureMonth(db, 'hq_transfers', '2019-04-01')).toBe(true);
    },
  );

  test.skipIf(kind.skip)('each filter narrows the log', async () => {
    expect(await references({ branch: 'KLA01' })).toEqual(['RD0000000201', 'RD0000000202']);
    expect(await references({ workstation: 'ws-nbo-2' })).toEqual(['RD0000000101']);
    expect(await references({ operator: 'Clerk.Paul' })).toEqual(['RD0000000101']);
    expect(await references({ kind: 'imt' })).toEqual(['RD0000000002']);
    expect(await references({ state: 'succeeded' })).toEqual(['RD0000000001']);
    expect(await references({ state: 'waiting' })).toEqual(['RD0000000002']);
    expect(await references({ currency: 'USD' })).toEqual(['RD0000000101']);
    // The branch's day: the transfer at 22:30 UTC on the 1st is on Nairobi's 2nd.
    expect(await references({ branch: 'NBO01', from: '2026-11-02', to: '2026-11-02' })).toEqual([
      'RD0000000101',
      'RD0000000002',
      'RD0000000001',
    ]);
    expect(await references({ from: '2026-11-01', to: '2026-11-01' })).toEqual([]);
    expect(await references({ to: '2020-01-01' })).toEqual(['RD0000000202']);
    expect(await references({ marked: 'reportable' })).toEqual(['RD0000000001']);
    expect(await references({ marked: 'split' })).toEqual(['RD0000000101']);
    expect(await references({ marked: 'flagged' })).toEqual(['RD0000000002']);
    expect(await references({ marked: 'any' })).toEqual([
      'RD0000000101',
      'RD0000000002',
      'RD0000000001',
    ]);
  });

  test.skipIf(kind.skip)('D133: the transfers checked offline, marked and found', async () => {
    await db.query(
      "UPDATE hq_transfers SET checked_offline = true WHERE reference = 'RD0000000202'",
    );
    try {
      expect(await references({ marked: 'checked-offline' })).toEqual(['RD0000000202']);
      expect(await references({ marked: 'any' })).toContain('RD0000000202');
      const row = (await logPage(db, { marked: 'checked-offline' }))!.rows[0]!;
      expect(row).toMatchObject({ checkedOffline: true, marks: 'Checked offline' });
    } finally {
      await db.query(
        "UPDATE hq_transfers SET checked_offline = false WHERE reference = 'RD0000000202'",
      );
    }
  });

  test.skipIf(kind.skip)(
    'text finds names, references and a mobile number in any spelling',
    async () => {
      expect(await references({ text: 'okello' })).toEqual(['RD0000000201']);
      expect(await references({ text: 'mary akinyi' })).toEqual(['RD0000000002']);
      expect(await references({ text: 'TX-998877' })).toEqual(['RD0000000001']);
      expect(await references({ text: '0712 345 678' })).toEqual(['RD0000000002']);
      expect(await references({ text: '100%' })).toEqual([]);
    },
  );

  test.skipIf(kind.skip)(
    'a text with many matches is read a month at a time, in the same order',
    async () => {
      // Pages of 2 across the months, each read by windows of time (D130).
      const pages = async (filters: LogFilters) => {
        const seen: string[] = [];
        let cursor: string | undefined;
        for (let i = 0; i < 5; i += 1) {
          const page = (await logPage(db, filters, cursor, 2))!;
          seen.push(...page.rows.map((r) => r.reference));
          if (!page.nextCursor) break;
          cursor = page.nextCursor;
        }
        return seen;
      };
      const all = ['RD0000000101', 'RD0000000002', 'RD0000000201', 'RD0000000001', 'RD0000000202'];
      expect(await pages({ text: 'rd0000' })).toEqual(all);
      expect(await pages({ text: 'rd0000', branch: 'KLA01' })).toEqual([
        'RD0000000201',
        'RD0000000202',
      ]);
      expect(await pages({ text: 'okello' })).toEqual(['RD0000000201']);
      expect(await pages({ text: 'rd0000', state: 'succeeded' })).toEqual(['RD0000000001']);
      expect(await pages({ text: 'nobody' })).toEqual([]);
    },
  );

  test.skipIf(kind.skip)('pages follow one another without a row twice or missed', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i += 1) {
      const page = (await logPage(db, {}, cursor, 2))!;
      seen.push(...page.rows.map((r) => r.reference));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([
      'RD0000000101',
      'RD0000000002',
      'RD0000000201',
      'RD0000000001',
      'RD0000000202',
    ]);
    expect(await logPage(db, {}, 'not-a-cursor')).toBeNull();
  });

  test.skipIf(kind.skip)('the audit trail and the flags, with their filters', async () => {
    const all = (await auditPage(db, {}))!;
    expect(all.rows.map((r) => [r.seq, r.action, r.branchCode])).toEqual([
      [2, 'transfer.reserved', 'NBO01'],
      [1, 'session.signed-in', 'NBO01'],
    ]);
    expect((await auditPage(db, { group: 'sessions' }))!.rows.map((r) => r.seq)).toEqual([1]);
    expect((await auditPage(db, { reference: 'RD0000000002' }))!.rows.map((r) => r.seq)).toEqual([
      2,
    ]);
    expect((await auditPage(db, { branch: 'KLA01' }))!.rows).toEqual([]);

    const flags = (await flagPage(db, {}))!;
    expect(flags.rows).toEqual([
      expect.objectContaining({
        reference: 'RD0000000002',
        note: 'Nervous, split cash',
        outcome: 'reported',
        reportReference: 'FRC-2026-7',
        workstationNumber: 1,
      }),
    ]);
    expect((await flagPage(db, { open: 'yes' }))!.rows).toEqual([]);

    const choices = await filterChoices(db);
    expect(choices.branches).toEqual([
      { code: 'KLA01', name: 'Kampala Road' },
      { code: 'NBO01', name: 'Nairobi Moi Avenue' },
    ]);
    expect(choices.currencies).toEqual(['KES', 'UGX', 'USD']);
    // No operators row came from these workstations: each id without a name.
    expect(choices.operators).toEqual([
      { operatorId: 'clerk.jane', names: [] },
      { operatorId: 'clerk.paul', names: [] },
    ]);
    expect(choices.workstations.map((w) => w.workstationId)).toEqual([
      'ws-kla-1',
      'ws-nbo-1',
      'ws-nbo-2',
    ]);
  });
});
