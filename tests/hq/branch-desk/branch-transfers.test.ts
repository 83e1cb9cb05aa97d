import { describe, expect, test } from 'vitest';
import {
  askedHash,
  branchPageIsSigned,
  type BranchTransfersAnswer,
  type BranchTransfersPage,
} from '../../../hq/protocol/branch-desk';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import { CHECKED_OFFLINE_MARK } from '../../../shared/domain/control-marks';
import { twoCounters, transfer, signed, type Counter } from '../support/branch-counters';
import { JournalChanges } from '../support/journal-changes';
import { enrolledWorkstation, evidenceOf } from '../support/workstation';

/*
 * D127: a workstation reads its branch's other workstations' transfers from head office, signed
 * by head office over the page's bytes, filtered as the desk's log, paged, with each
 * workstation's replication as head office knows it. Another branch's transfers never come.
 */

describe.each(DATABASE_KINDS)('the branch desk read on $name', (kind) => {
  const hq = headOfficeForBlock(kind);

  const read = (counter: Counter, filters: object, after: unknown = null, limit = 50) =>
    signed<BranchTransfersAnswer>(
      hq.url,
      '/api/v1/branch-transfers',
      { workstationId: counter.id, filters, after, limit },
      counter.keys.privateKey,
    );

  test.skipIf(kind.skip)("answers the other counters' transfers, signed, paged", async () => {
    const [one, two] = await twoCounters(hq.url, hq.db);
    const elsewhere = await enrolledWorkstation(hq.url, hq.db);
    const push = (
      c: { id: string; keys: { privateKey: string } },
      changes: unknown[],
      waiting?: unknown,
    ) =>
      signed(
        hq.url,
        '/api/v1/push',
        { workstationId: c.id, changes, ...(waiting ? { waiting } : {}) },
        c.keys.privateKey,
      );
    await push(one!, [transfer(one!, 1, { amount: '100.00' })]);
    const pushed = await push(
      two!,
      [
        transfer(two!, 1, { amount: '250.00', createdAt: '2026-11-27T08:00:00.000Z' }),
        transfer(two!, 2, { state: 'unknown', createdAt: '2026-11-27T09:00:00.000Z' }),
        transfer(two!, 3, {
          kind: 'imt',
          createdAt: '2026-11-27T10:00:00.000Z',
          checkedOffline: true,
        }),
      ],
      { count: 4, since: '2026-11-27T10:30:00.000Z' },
    );
    expect(pushed.status).toBe(200);
    const other = new JournalChanges();
    await push(elsewhere, [
      other.transfer({ id: 1, reference: 'RD0000000009', createdAt: '2026-11-27T09:30:00.000Z' }),
    ]);

    const first = await read(one!, {}, null, 2);
    expect(first.status).toBe(200);
    expect(branchPageIsSigned(one!.answer.headOfficeKey, first.body)).toBe(true);
    const page = JSON.parse(first.body.page) as BranchTransfersPage;
    expect(page.workstationId).toBe(one!.id);
    expect(page.asked).toBe(askedHash(first.sent));
    // Newest first, the other counter's only: not its own, not another branch's.
    expect(page.rows.map((r) => [r.workstationNumber, r.transferId])).toEqual([
      [2, 3],
      [2, 2],
    ]);
    expect(page.next).toMatchObject({ workstationId: two!.id, transferId: 2 });
    // D133: the transfer its counter checked alone carries the mark the desk shows.
    expect(page.rows.map((r) => r.marks.includes(CHECKED_OFFLINE_MARK))).toEqual([true, false]);
    const rest = JSON.parse((await read(one!, {}, page.next, 2)).body.page) as BranchTransfersPage;
    expect(rest.rows.map((r) => r.transferId)).toEqual([1]);
    expect(rest.next).toBeNull();

    // Each workstation of the branch, with what its last push said still waited on it.
    expect(page.workstations.map((w) => w.number)).toEqual([1, 2]);
    expect(page.workstations[1]).toMatchObject({
      enrolled: true,
      ackSeq: 3,
      waiting: { count: 4, since: '2026-11-27T10:30:00.000Z' },
    });
    expect(page.workstations[0]!.waiting).toBeNull();
    expect(page.workstations[1]!.lastPushAt).not.toBeNull();

    // The desk's filters: waiting, kind, amount, days.
    const only = async (filters: object) =>
      (JSON.parse((await read(one!, filters)).body.page) as BranchTransfersPage).rows.map(
        (r) => r.transferId,
      );
    expect(await only({ state: 'waiting' })).toEqual([2]);
    expect(await only({ kind: 'imt' })).toEqual([3]);
    expect(await only({ marked: 'checked-offline' })).toEqual([3]);
    expect(await only({ amount: '250.00' })).toEqual([1]);
    expect(await only({ from: '2026-11-28', to: '2026-11-28' })).toEqual([]);
    expect(await only({ from: '2026-11-27', to: '2026-11-27' })).toEqual([3, 2, 1]);
    // And the other counter reads the first's.
    const back = JSON.parse((await read(two!, {})).body.page) as BranchTransfersPage;
    expect(back.rows.map((r) => [r.workstationNumber, r.amount])).toEqual([[1, '100.00']]);
  });

  test.skipIf(kind.skip)('says which other counters closed the day asked, and who', async () => {
    const [one, two] = await twoCounters(hq.url, hq.db);
    const day = '2026-11-27';
    const closing = {
      day,
      time_zone: 'Africa/Nairobi',
      closed_at: '2026-11-27T15:00:00.000Z',
      closed_by: 'super.grace',
      totals: '{}',
      prepared_at: '2026-11-27T15:00:00.000Z',
      checked_by: 'super.peter',
      checked_at: '2026-11-27T15:02:00.000Z',
    };
    const pushed = await signed(
      hq.url,
      '/api/v1/push',
      {
        workstationId: two!.id,
        changes: [two!.journal.change('day_closings', 'insert', { day }, closing)],
      },
      two!.keys.privateKey,
    );
    expect(pushed.status).toBe(200);
    const pageOf = async (c: Counter, filters: object) =>
      JSON.parse((await read(c, filters)).body.page) as BranchTransfersPage;
    expect((await pageOf(one!, { from: day, to: day })).closings).toEqual([
      {
        workstationId: two!.id,
        day,
        closedAt: '2026-11-27T15:02:00.000Z',
        closedBy: 'super.grace',
        checkedBy: 'super.peter',
      },
    ]);
    // Another day, or the counter's own closing: none.
    expect((await pageOf(one!, { from: '2026-11-28', to: '2026-11-28' })).closings).toEqual([]);
    expect((await pageOf(two!, { from: day, to: day })).closings).toEqual([]);
  });

  test.skipIf(kind.skip)('refuses a request not signed by the workstation it names', async () => {
    const [one, two] = await twoCounters(hq.url, hq.db);
    const forged = await signed<BranchTransfersAnswer>(
      hq.url,
      '/api/v1/branch-transfers',
      { workstationId: one!.id, filters: {}, after: null, limit: 10 },
      two!.keys.privateKey,
    );
    expect(forged.status).toBe(401);
    expect((await evidenceOf(hq.db, one!.id))[0]).toMatchObject({
      reason: 'bad-signature',
      endpoint: 'branch-transfers',
    });
    const malformed = await read(one!, { state: 'DROP TABLE' });
    expect(malformed.status).toBe(400);
  });
});
