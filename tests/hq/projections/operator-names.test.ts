import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../../hq/src/db/db';
import { consoleProjection } from '../../../hq/src/projections';
import { auditPage } from '../../../hq/src/projections/audit-query';
import { filterChoices, flagPage } from '../../../hq/src/projections/flag-query';
import { logPage } from '../../../hq/src/projections/log-query';
import { DATABASE_KINDS } from '../support/databases';
import {
  JournalChanges,
  KAMPALA,
  NAIROBI,
  NAIROBI_2,
  operatorRow,
  projectedDatabase,
  TEST_VERIFIER,
} from '../support/journal-changes';

/*
 * The operators' names (hq migration 020-operator-names) projected from the replicated operators
 * rows, and read back beside the ids by the receipt log's, the audit trail's and the flags'
 * queries and the filters' choices, on both databases: the name before the id, as the
 * workstation's own screens show it, and the id alone where head office has no name.
 */
describe.each(DATABASE_KINDS)('operator names on $name', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const nairobi = new JournalChanges();
  const kampala = new JournalChanges();

  beforeAll(async () => {
    if (kind.skip) return;
    ({ db, drop } = await projectedDatabase(kind));
    // A workstation's two operators, made; one of them acts, the other flags.
    await db.transaction((tx) =>
      consoleProjection(tx, NAIROBI, [
        nairobi.operator('clerk.jane', 'Jane W.'),
        nairobi.operator('super.sam', 'Samuel Otieno'),
        // A row that is no JSON object is passed by, and the batch is not refused for it.
        { ...nairobi.operator('clerk.bad', 'Unread'), row: 'not json' },
        nairobi.transfer({
          id: 1,
          reference: 'RD0000000001',
          createdAt: '2026-11-02T07:00:00.000Z',
        }),
        nairobi.audit(1, '2026-11-02T07:00:00.000Z', 'transfer.sent', {
          reference: 'RD0000000001',
        }),
        nairobi.audit(2, '2026-11-02T07:05:00.000Z', 'screening.list-imported', {}, 'head-office'),
        nairobi.change(
          'suspicion_flags',
          'insert',
          { id: 1 },
          {
            id: 1,
            transfer_id: 1,
            at: '2026-11-02T08:00:00.000Z',
            operator_id: 'super.sam',
            note: 'Nervous',
          },
        ),
        // Reviewed by an operator whose row head office never received: the id alone.
        nairobi.change(
          'flag_reviews',
          'insert',
          { flag_id: 1 },
          {
            flag_id: 1,
            outcome: 'reported',
            report_reference: 'FRC-1',
            note: '',
            reviewed_by: 'comp.cora',
            reviewed_at: '2026-11-03T09:00:00.000Z',
          },
        ),
      ]),
    );
    // Renamed in a later batch; then a row without a name, which leaves the name it had.
    await db.transaction((tx) =>
      consoleProjection(tx, NAIROBI, [
        nairobi.operator('clerk.jane', 'Jane Wanjiru', 'update'),
        nairobi.change(
          'operators',
          'update',
          { operator_id: 'clerk.jane' },
          { ...operatorRow('clerk.jane', ''), display_name: null },
        ),
      ]),
    );
    // Another workstation gives the same id to another person, and has a clerk it sent no row of.
    await db.transaction((tx) =>
      consoleProjection(tx, KAMPALA, [
        kampala.operator('clerk.jane', 'Achieng Jane'),
        kampala.transfer({
          id: 1,
          reference: 'RD0000000101',
          createdAt: '2026-11-02T09:00:00.000Z',
          currency: 'UGX',
        }),
        kampala.transfer({
          id: 2,
          reference: 'RD0000000102',
          createdAt: '2026-11-02T10:00:00.000Z',
          currency: 'UGX',
          operatorId: 'clerk.omondi',
        }),
      ]),
    );
    // A workstation that has sent its operators and no record yet.
    await db.transaction((tx) =>
      consoleProjection(tx, NAIROBI_2, [new JournalChanges().operator('clerk.paul', 'Paul Kamau')]),
    );
  });
  afterAll(async () => drop?.());

  const named = (rows: readonly { operatorId: string | null; operatorName: string | null }[]) =>
    rows.map((row) => [row.operatorId, row.operatorName]);

  test.skipIf(kind.skip)(
    'each workstation its own names, the latest name, no verifier',
    async () => {
      const rows = await db.query<Record<string, unknown>>(
        'SELECT * FROM hq_operator_names ORDER BY workstation_id, operator_id',
      );
      expect(rows).toEqual([
        { workstation_id: 'ws-kla-1', operator_id: 'clerk.jane', display_name: 'Achieng Jane' },
        { workstation_id: 'ws-nbo-1', operator_id: 'clerk.jane', display_name: 'Jane Wanjiru' },
        { workstation_id: 'ws-nbo-1', operator_id: 'super.sam', display_name: 'Samuel Otieno' },
        { workstation_id: 'ws-nbo-2', operator_id: 'clerk.paul', display_name: 'Paul Kamau' },
      ]);
      expect(JSON.stringify(rows)).not.toContain(TEST_VERIFIER);
      // The operators alone make no desk for the filters: only records do.
      const desks = await db.query<{ workstation_id: string }>(
        'SELECT workstation_id FROM hq_record_desks ORDER BY 1',
      );
      expect(desks.map((d) => d.workstation_id)).toEqual(['ws-kla-1', 'ws-nbo-1']);
    },
  );

  test.skipIf(kind.skip)('the log names each operator by their workstation', async () => {
    const expected = [
      ['clerk.omondi', null],
      ['clerk.jane', 'Achieng Jane'],
      ['clerk.jane', 'Jane Wanjiru'],
    ];
    expect(named((await logPage(db, {}))!.rows)).toEqual(expected);
    // The same names through every way the log is read: a filter, a text, a whole reference.
    expect(named((await logPage(db, { operator: 'clerk.jane', branch: 'KLA01' }))!.rows)).toEqual([
      ['clerk.jane', 'Achieng Jane'],
    ]);
    expect(named((await logPage(db, { text: 'rd000000' }))!.rows)).toEqual(expected);
    expect(named((await logPage(db, { text: 'RD0000000001' }))!.rows)).toEqual([
      ['clerk.jane', 'Jane Wanjiru'],
    ]);
  });

  test.skipIf(kind.skip)('the audit trail and the flags name who acted', async () => {
    expect(named((await auditPage(db, {}))!.rows)).toEqual([
      ['head-office', null],
      ['clerk.jane', 'Jane Wanjiru'],
    ]);
    expect(named((await auditPage(db, { operator: 'clerk.jane' }))!.rows)).toEqual([
      ['clerk.jane', 'Jane Wanjiru'],
    ]);
    const [flag] = (await flagPage(db, {}))!.rows;
    expect(flag).toMatchObject({
      operatorId: 'super.sam',
      operatorName: 'Samuel Otieno',
      reviewedBy: 'comp.cora',
      reviewerName: null,
    });
  });

  test.skipIf(kind.skip)('the operator filter offers each id with its names', async () => {
    expect((await filterChoices(db)).operators).toEqual([
      { operatorId: 'clerk.jane', names: ['Achieng Jane', 'Jane Wanjiru'] },
      { operatorId: 'clerk.omondi', names: [] },
    ]);
  });

  test.skipIf(kind.skip)('a deleted operator row takes the name away', async () => {
    expect((await flagPage(db, {}))!.rows[0]).toMatchObject({ operatorName: 'Samuel Otieno' });
    const changes = [nairobi.change('operators', 'delete', { operator_id: 'super.sam' }, null)];
    await db.transaction((tx) => consoleProjection(tx, NAIROBI, changes));
    const [flag] = (await flagPage(db, {}))!.rows;
    expect(flag).toMatchObject({ operatorId: 'super.sam', operatorName: null });
  });
});
