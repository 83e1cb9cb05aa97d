import { describe, expect, test } from 'vitest';
import { CHECKED_OFFLINE_MARK } from '@shared/domain/control-marks';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import {
  branchCursorText,
  mergeBranchPage,
  readBranchCursor,
  type BranchCursor,
} from '../../../electron/main/branch-desk/branch-merge';
import { createBranchLog, remoteFilters } from '../../../electron/main/branch-desk/branch-log';
import { worded } from '@shared/i18n/worded';
import { fail } from '@shared/result';
import type { BranchTransferRow } from '../../../hq/protocol/branch-desk';
import { openTempJournal } from '../journal/fixtures';
import { at, remoteRow } from './branch-rows';

/*
 * D127: the branch's log merges this workstation's journal with head office's copy of the other
 * counters, newest first, each transfer once, and pages on without skipping or repeating a row.
 */

function localRow(reference: string, minute: number): TransferLogRow {
  return {
    reference,
    kind: 'rtgs',
    state: 'succeeded',
    stateLabel: 'Succeeded',
    waiting: false,
    amount: '10.00',
    currency: 'KES',
    sourceName: '',
    sourceAccount: '',
    senderName: 'Amina',
    recipientName: 'Baraka',
    recipientAccount: '1',
    destinationCountry: 'KE',
    transactionId: null,
    operatorId: 'clerk',
    createdAt: at(minute),
    reportable: false,
    split: false,
    splitWindows: [],
  };
}

/** Both sides as the journal and head office would page them after a cursor. */
function sides(
  local: [string, number, number][],
  remote: BranchTransferRow[],
  cursor: BranchCursor,
  limit: number,
) {
  const localRows = local
    .filter(([, , id]) => cursor.local === null || (cursor.local !== 'end' && id < cursor.local))
    .slice(0, limit);
  const allLocal = local.filter(
    ([, , id]) => cursor.local === null || (cursor.local !== 'end' && id < cursor.local),
  );
  const remoteRows = remote
    .filter(
      (r) =>
        cursor.remote === null ||
        (cursor.remote !== 'end' && r.createdAt < cursor.remote.createdAt),
    )
    .slice(0, limit);
  const allRemote = remote.filter(
    (r) =>
      cursor.remote === null || (cursor.remote !== 'end' && r.createdAt < cursor.remote.createdAt),
  );
  return {
    local:
      cursor.local === 'end'
        ? null
        : {
            rows: localRows.map(([ref, minute]) => localRow(ref, minute)),
            ids: localRows.map(([, , id]) => id),
            nextAfterId: allLocal.length > limit ? localRows.at(-1)![2] : null,
          },
    remote:
      cursor.remote === 'end'
        ? null
        : {
            rows: remoteRows,
            next: allRemote.length > limit ? remoteRows.at(-1)! : null,
          },
  };
}

describe('the branch log merge', () => {
  test('pages through both sides newest first, each row once, each marked', () => {
    const local: [string, number, number][] = [
      ['L5', 50, 5],
      ['L4', 40, 4],
      ['L3', 30, 3],
      ['L1', 10, 1],
    ];
    const remote = [
      remoteRow(4, 45),
      remoteRow(3, 35, 'unknown'),
      remoteRow(2, 20),
      remoteRow(1, 5),
    ];
    let cursor: BranchCursor = { local: null, remote: null };
    const seen: string[] = [];
    for (let page = 0; page < 10; page += 1) {
      const { local: l, remote: r } = sides(local, remote, cursor, 3);
      const merged = mergeBranchPage(cursor, 1, l, r, 3);
      seen.push(...merged.rows.map((row) => `${row.counter!.number}:${row.reference}`));
      if (!merged.next) break;
      // The cursor goes through the page as text and back.
      cursor = readBranchCursor(branchCursorText(merged.next))!;
    }
    expect(seen).toEqual(['1:L5', '2:R2-4', '1:L4', '2:R2-3', '1:L3', '2:R2-2', '1:L1', '2:R2-1']);
  });

  test("another counter's row is head office's copy, with its marks and state in words", () => {
    const merged = mergeBranchPage(
      { local: null, remote: null },
      1,
      null,
      {
        rows: [remoteRow(3, 35, 'unknown')],
        next: null,
      },
      10,
    );
    expect(merged.rows[0]).toMatchObject({
      reference: 'R2-3',
      waiting: true,
      reportable: true,
      split: true,
      splitWindows: ['24h'],
      counter: { number: 2, own: false },
    });
  });

  test("another counter's transfer checked alone is marked so on the desk (D133)", () => {
    const alone = { ...remoteRow(4, 40, 'succeeded'), marks: [CHECKED_OFFLINE_MARK] };
    const merged = mergeBranchPage(
      { local: null, remote: null },
      1,
      null,
      { rows: [alone, remoteRow(3, 35, 'unknown')], next: null },
      10,
    );
    expect(merged.rows.map((row) => [row.reference, row.checkedOffline])).toEqual([
      ['R2-4', true],
      ['R2-3', false],
    ]);
    expect(merged.rows[0]).toMatchObject({ reportable: false, split: false });
  });

  test('head office not read: its side stays where it stood; a row twice is shown once', () => {
    const cursor: BranchCursor = { local: null, remote: null };
    const row = localRow('L1', 10);
    const merged = mergeBranchPage(
      cursor,
      1,
      { rows: [row, row], ids: [2, 1], nextAfterId: null },
      null,
      10,
    );
    expect(merged.rows).toHaveLength(1);
    expect(merged.next).toEqual({ local: 'end', remote: null });
  });

  test('a cursor that is not a branch cursor is none', () => {
    expect(readBranchCursor('42')).toBeNull();
    expect(readBranchCursor('b.!!')).toBeNull();
    expect(readBranchCursor(branchCursorText({ local: -3, remote: null } as never))).toBeNull();
  });

  test("the desk's filters as head office takes them; an amount none can match asks nothing", () => {
    expect(remoteFilters({ state: 'waiting', amount: '25,000', text: ' amina ' })).toEqual({
      state: 'waiting',
      amount: '25000.00',
      text: 'amina',
    });
    expect(remoteFilters({ amount: 'lots' })).toBeNull();
  });
});

describe('the branch log when head office cannot be reached', () => {
  test("shows this counter's rows alone and says why; a clerk's log stays local", async () => {
    const asked: string[] = [];
    const log = createBranchLog({
      receiptLog: {
        page: () => ({ rows: [localRow('MINE', 1)], nextCursor: null, timeZone: 'Africa/Nairobi' }),
        slice: () => ({ rows: [localRow('L1', 10)], ids: [7], nextAfterId: null }),
      },
      headOffice: {
        branchDesk: () => ({ workstationId: 'ws-2', number: 2, branchCode: 'KSM-01' }),
        branchTransfers: () => {
          asked.push('hq');
          return Promise.resolve(
            fail(worded('unreachable', 'headOffice.client.unreachable', { address: 'hq' })),
          );
        },
      },
      timeZone: () => 'Africa/Nairobi',
      journal: openTempJournal(),
      now: Date.now,
    });
    const supervisor = { operatorId: 'super.grace', role: 'supervisor' } as never;
    const page = await log.page({}, supervisor);
    expect(page.rows.map((r) => [r.reference, r.counter])).toEqual([
      ['L1', { number: 2, own: true }],
    ]);
    expect(page.branch).toMatchObject({ number: 2, reached: false });
    expect(page.branch?.problem).toMatch(/hq/);
    // Head office is asked again on the next page.
    expect(readBranchCursor(page.nextCursor!)).toEqual({ local: 'end', remote: null });
    const clerk = await log.page({}, { operatorId: 'clerk.brian', role: 'clerk' } as never);
    expect(clerk.branch).toBeUndefined();
    expect(asked).toEqual(['hq']);
  });
});
