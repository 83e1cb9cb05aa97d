import { describe, expect, test } from 'vitest';
import type { EndOfDayReport } from '@shared/domain/end-of-day';
import type { BranchWorkstationState } from '../../../hq/protocol/branch-desk';
import { branchDayOf, SILENT_AFTER_MS } from '../../../electron/main/branch-desk/branch-day';
import { endOfDayCsvRecords } from '../../../electron/main/reports/end-of-day-csv';
import {
  behindSentences,
  branchCsvRecords,
  closingSentences,
} from '../../../electron/main/reports/branch-day-words';

/*
 * D127: the branch's end of day adds every counter (per counter and in total) and names each
 * counter whose changes head office may not hold yet, with since when.
 */

const DAY_END = Date.parse('2026-11-27T21:00:00.000Z');

const own = {
  day: '2026-11-27',
  toInstant: new Date(DAY_END).toISOString(),
  lines: [
    {
      kind: 'rtgs',
      currency: 'KES',
      state: 'succeeded',
      stateLabel: 'x',
      count: 2,
      total: '100.10',
      fees: '0.00',
    },
  ],
} as unknown as EndOfDayReport;

function state(
  number: number,
  extra: Partial<BranchWorkstationState> = {},
): BranchWorkstationState {
  return {
    workstationId: `ws-${number}`,
    number,
    enrolled: true,
    revoked: false,
    lastSeenAt: new Date(DAY_END - 1000).toISOString(),
    lastPushAt: null,
    ackSeq: 1,
    ackAt: null,
    waiting: null,
    ...extra,
  };
}

const row = (number: number, amount: string) => ({
  createdAt: '2026-11-27T08:00:00.000Z',
  workstationId: `ws-${number}`,
  transferId: 1,
  workstationNumber: number,
  reference: 'R',
  kind: 'rtgs',
  state: 'succeeded',
  amount,
  currency: 'KES',
  senderName: '',
  sourceName: '',
  sourceAccount: '',
  recipientName: '',
  recipientAccount: '',
  destinationCountry: 'KE',
  transactionId: null,
  operatorId: 'c',
  marks: [],
});

/**
 * Counter 1's view of the branch's day, nothing of its own waiting, where counter 2 (of
 * `workstations`) closed the day: prepared by super.grace, checked by super.peter.
 */
function closedAtCounterTwo(
  workstations: BranchWorkstationState[],
  nameOf?: (operatorId: string) => string,
) {
  return branchDayOf({
    ownNumber: 1,
    own,
    ownStatus: { waiting: 0, oldestWaitingAt: null },
    remote: {
      rows: [],
      workstations,
      closings: [
        {
          workstationId: 'ws-2',
          day: '2026-11-27',
          closedAt: '2026-11-27T15:02:00.000Z',
          closedBy: 'super.grace',
          checkedBy: 'super.peter',
        },
      ],
    },
    problem: null,
    now: DAY_END,
    ...(nameOf ? { nameOf } : {}),
  });
}

describe("the branch's end of day", () => {
  test('says which other counters closed the day, who and when, and which have not', () => {
    const branch = closedAtCounterTwo([state(1), state(2), state(3)]);
    expect(branch.counters.map((c) => c.closed)).toEqual([
      undefined,
      { closedAt: '2026-11-27T15:02:00.000Z', closedBy: 'super.grace', checkedBy: 'super.peter' },
      null,
    ]);
    const report = { ...own, timeZone: 'Africa/Nairobi', branch };
    expect(closingSentences(report, 'en')).toEqual([
      'Counter 2 closed the day at 2026-11-27 18:02:00 EAT: prepared by super.grace, checked by super.peter.',
      'Counter 3 has not closed the day.',
    ]);
    const csv = branchCsvRecords(report, 'en', {}).filter(
      (r) => r['section'] === 'Branch: day closed',
    );
    expect(csv.map((r) => [r['counter'], r['operator'], r['at']])).toEqual([
      ['Counter 2', 'super.grace, super.peter', '2026-11-27 18:02:00 EAT'],
      ['Counter 3', '', ''],
    ]);
  });

  test("names the operators who closed another counter's day by their names", () => {
    const names: Record<string, string> = { 'super.grace': 'Grace Wanjiru (super.grace)' };
    const branch = closedAtCounterTwo([state(1), state(2)], (id) => names[id] ?? id);
    expect(closingSentences({ ...own, timeZone: 'Africa/Nairobi', branch }, 'en')).toEqual([
      'Counter 2 closed the day at 2026-11-27 18:02:00 EAT: prepared by Grace Wanjiru (super.grace), checked by super.peter.',
    ]);
  });

  test('adds every counter, exactly, and says which may be behind', () => {
    const day = branchDayOf({
      ownNumber: 1,
      own,
      ownStatus: { waiting: 3, oldestWaitingAt: '2026-11-27T10:00:00.000Z' },
      remote: {
        rows: [row(2, '0.20'), row(2, '1000000.70'), row(3, '5.00')],
        workstations: [
          state(1),
          state(2, {
            waiting: {
              count: 2,
              since: '2026-11-27T09:00:00.000Z',
              reportedAt: '2026-11-27T09:01:00.000Z',
            },
          }),
          state(3, { lastSeenAt: new Date(DAY_END - SILENT_AFTER_MS - 1).toISOString() }),
          state(4, { enrolled: false, lastSeenAt: null }),
        ],
      },
      problem: null,
      now: DAY_END + 60_000,
    });
    expect(day.reached).toBe(true);
    expect(
      day.counters.map((c) => [c.number, c.own, c.lines[0]?.count, c.lines[0]?.total]),
    ).toEqual([
      [1, true, 2, '100.10'],
      [2, false, 2, '1000000.90'],
      [3, false, 1, '5.00'],
    ]);
    expect(day.totals).toMatchObject([
      { count: 5, total: '1000106.00', stateLabel: 'Sent: accepted by the service' },
    ]);
    expect(day.counters.map((c) => c.behind)).toEqual([
      { count: 3, since: '2026-11-27T10:00:00.000Z', silentSince: null },
      { count: 2, since: '2026-11-27T09:00:00.000Z', silentSince: null },
      {
        count: null,
        since: null,
        silentSince: new Date(DAY_END - SILENT_AFTER_MS - 1).toISOString(),
      },
    ]);
  });

  test('head office not reached: this counter alone, and why', () => {
    const day = branchDayOf({
      ownNumber: 2,
      own,
      ownStatus: { waiting: 0, oldestWaitingAt: null },
      remote: null,
      problem: 'Head office cannot be reached.',
      now: DAY_END,
    });
    expect(day).toMatchObject({ reached: false, problem: 'Head office cannot be reached.' });
    expect(day.counters.map((c) => [c.number, c.behind])).toEqual([[2, null]]);
  });
});

describe("the branch's end of day in the CSV and the sheet's words", () => {
  test('a counter column, the branch total, and who may be behind since when', () => {
    const report = {
      ...own,
      timeZone: 'Africa/Nairobi',
      byOperator: [],
      waiting: [],
      marked: [],
      learnt: [],
      returns: [],
      closing: null,
      branch: branchDayOf({
        ownNumber: 1,
        own,
        ownStatus: { waiting: 0, oldestWaitingAt: null },
        remote: {
          rows: [row(2, '5.00')],
          workstations: [
            state(2, {
              waiting: {
                count: 2,
                since: '2026-11-27T09:00:00.000Z',
                reportedAt: '2026-11-27T09:01:00.000Z',
              },
            }),
          ],
        },
        problem: null,
        now: DAY_END,
      }),
    } as EndOfDayReport;
    const rows = endOfDayCsvRecords(report, (id) => id).filter((r) => r.counter !== '');
    expect(rows.map((r) => [r.section, r.counter, r.count, r.total, r.at])).toEqual([
      ['Branch: every counter', 'Counter 1 (this counter)', '2', '100.10', ''],
      ['Branch: every counter', 'Counter 2', '1', '5.00', ''],
      ['Branch: every counter', 'Branch total', '3', '105.10', ''],
      ['Branch: not yet at head office', 'Counter 2', '2', '', '2026-11-27 12:00:00 EAT'],
    ]);
    expect(behindSentences(report, 'en')).toEqual([
      'Counter 2: 2 changes not yet at head office, since 2026-11-27 12:00:00 EAT.',
      'The branch figure may be incomplete.',
    ]);
  });
});
