import { describe, expect, it } from 'vitest';
import { createEndOfDay } from '../../../electron/main/reports/end-of-day';
import { createReceiptLog } from '../../../electron/main/reports/receipt-log';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';
import { CHECKER, closeDay } from './close-day';

const NAIROBI = 'Africa/Nairobi';
/** Tuesday 24 November 2026, 18:00 in Nairobi. */
const EVENING = Date.parse('2026-11-24T15:00:00.000Z');
const SUPERVISOR = { operatorId: 'sup-1', role: 'supervisor' } as const;
const DAY = '2026-11-24';

function setUp() {
  const journal = openTempJournal();
  const clock = { now: EVENING };
  const eod = createEndOfDay({
    journal,
    timeZone: () => NAIROBI,
    now: () => clock.now,
    environment: 'test',
  });
  const log = createReceiptLog({ journal, timeZone: () => NAIROBI });
  return { journal, eod, clock, log };
}

describe('closing a day (D113, D114)', () => {
  it('takes the preparer and a second supervisor, both kept sealed and audited', () => {
    const { journal, eod, clock } = setUp();
    seedTransfer(journal, { at: '2026-11-24T06:00:00.000Z', calendarDay: DAY });
    // Not prepared: nothing to check.
    expect(eod.close(DAY, SUPERVISOR, CHECKER)).toMatchObject({
      ok: false,
      error: { code: 'not-prepared' },
    });
    expect(eod.prepare(DAY, SUPERVISOR)).toMatchObject({
      ok: true,
      value: { preparedAt: '2026-11-24T15:00:00.000Z', report: { day: DAY, closing: null } },
    });
    // The preparer cannot check their own closing, nor someone else sign what another prepared.
    const self = { operatorId: 'SUP-1', displayName: 'Me', role: 'supervisor' } as const;
    expect(eod.close(DAY, SUPERVISOR, self)).toMatchObject({ error: { code: 'not-prepared' } });
    const other = { operatorId: 'sup-9', role: 'supervisor' } as const;
    expect(eod.close(DAY, other, CHECKER)).toMatchObject({ error: { code: 'not-prepared' } });

    clock.now += 90_000;
    const closed = eod.close(DAY, SUPERVISOR, CHECKER);
    expect(closed).toMatchObject({
      ok: true,
      value: {
        closing: {
          closedBy: 'sup-1',
          preparedAt: '2026-11-24T15:00:00.000Z',
          checkedBy: 'sup-check',
          checkedAt: '2026-11-24T15:01:30.000Z',
        },
      },
    });
    expect(journal.days.closing(DAY)).toMatchObject({ closedBy: 'sup-1', checkedBy: 'sup-check' });
    expect(journal.audit.entries().at(-1)).toMatchObject({
      action: 'day.closed',
      details: { preparedBy: 'sup-1', checkedBy: 'sup-check' },
    });
  });

  it('is refused while an outcome is unknown, naming each transfer', () => {
    const { journal, eod } = setUp();
    const unknown = seedTransfer(journal, {
      at: '2026-11-23T08:00:00.000Z',
      calendarDay: '2026-11-23',
      state: 'unknown',
    });
    const refused = closeDay(eod, DAY, SUPERVISOR);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'outcomes-open', text: { values: { references: unknown.reference } } },
    });
    expect(journal.days.closing(DAY)).toBeUndefined();
  });

  it('sends what comes after the closing to the next day, and the closed day keeps its figures', () => {
    const { journal, eod, log } = setUp();
    seedTransfer(journal, { at: '2026-11-24T06:00:00.000Z', calendarDay: DAY, amount: '10.00' });
    expect(closeDay(eod, DAY, SUPERVISOR).ok).toBe(true);

    // 18:30 in Nairobi, still the 24th on the calendar: it belongs to the 25th.
    const after = seedTransfer(journal, {
      at: '2026-11-24T15:30:00.000Z',
      calendarDay: DAY,
      amount: '20.00',
    });
    expect(after.businessDay).toBe('2026-11-25');
    const sup = { operatorId: 'sup-1', role: 'supervisor' } as const;
    const onDay = (day: string) =>
      log.page({ from: day, to: day }, sup).rows.map((r) => r.reference);
    expect(onDay(DAY)).not.toContain(after.reference);
    expect(onDay('2026-11-25')).toEqual([after.reference]);

    expect(eod.report(DAY).lines).toEqual([expect.objectContaining({ count: 1, total: '10.00' })]);
    expect(eod.report('2026-11-25').lines).toEqual([
      expect.objectContaining({ count: 1, total: '20.00' }),
    ]);
    // A row slipped into the day's hours without its day (another program's) changes nothing.
    seedTransfer(journal, { at: '2026-11-24T16:00:00.000Z', amount: '30.00' });
    expect(eod.report(DAY).lines).toEqual([expect.objectContaining({ count: 1, total: '10.00' })]);
  });

  it('records a settlement on the day it is learnt, naming the transfer and its own day', () => {
    const { journal, eod } = setUp();
    const unknown = seedTransfer(journal, {
      at: '2026-11-24T06:00:00.000Z',
      calendarDay: DAY,
      state: 'unknown',
    });
    journal.settlements.record({
      transfer: unknown,
      at: '2026-11-25T06:00:00.000Z',
      calendarDay: '2026-11-25',
      operatorId: 'sup-1',
      outcome: 'succeeded',
      failure: null,
      transactionId: 'SBX-1',
      note: 'Confirmed by the bank',
      move: { state: 'succeeded', transactionId: 'SBX-1' },
    });
    expect(eod.report('2026-11-25').learnt).toEqual([
      expect.objectContaining({
        reference: unknown.reference,
        transferDay: DAY,
        outcome: 'succeeded',
        toState: 'succeeded',
      }),
    ]);
    expect(eod.report(DAY).learnt).toEqual([]);
  });
});
