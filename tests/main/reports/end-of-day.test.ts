import { describe, expect, it } from 'vitest';
import type { EndOfDayReport } from '@shared/domain/end-of-day';
import { createEndOfDay } from '../../../electron/main/reports/end-of-day';
import { isRowSealError } from '../../../electron/main/journal/row-seal-error';
import { openTempJournal, tamper } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';
import { closeDay } from './close-day';

const NAIROBI = 'Africa/Nairobi';
/** Tuesday 24 November 2026, 18:00 in Nairobi. */
const EVENING = Date.parse('2026-11-24T15:00:00.000Z');
const SUPERVISOR = { operatorId: 'sup-1', role: 'supervisor' } as const;

function setUp(now = EVENING) {
  const journal = openTempJournal();
  const closed: EndOfDayReport[] = [];
  const clock = { now };
  const eod = createEndOfDay({
    journal,
    timeZone: () => NAIROBI,
    now: () => clock.now,
    onClosed: (report) => closed.push(report),
  });
  return { journal, eod, closed, clock };
}

describe('the end of the day', () => {
  it('counts and totals exactly per kind, currency and state, and per operator, for the day in the branch zone', () => {
    const { journal, eod } = setUp();
    // Amounts that binary floating point cannot add exactly (0.1 + 0.2), and large ones; the fees
    // too (D124): 0.10 and 0.20 asked, the rest journaled before fees, none.
    const fee = (amount: string) => ({
      fee: amount,
      feeCurrency: 'KES',
      rate: null,
      total: amount,
      totalCurrency: 'KES',
      indicative: false,
    });
    seedTransfer(journal, { at: '2026-11-24T06:00:00.000Z', amount: '0.10', charges: fee('0.10') });
    seedTransfer(journal, {
      at: '2026-11-24T07:00:00.000Z',
      amount: '0.20',
      operatorId: 'clerk-2',
      charges: fee('0.20'),
    });
    seedTransfer(journal, {
      at: '2026-11-24T08:00:00.000Z',
      amount: '9999999999999.99',
      currency: 'UGX',
    });
    seedTransfer(journal, {
      at: '2026-11-24T08:30:00.000Z',
      amount: '9999999999999.99',
      currency: 'UGX',
    });
    seedTransfer(journal, {
      at: '2026-11-24T09:00:00.000Z',
      kind: 'imt',
      amount: '250.50',
      state: 'unknown',
    });
    seedTransfer(journal, { at: '2026-11-24T10:00:00.000Z', amount: '75.00', state: 'rejected' });
    // The evening before and the night after, in Nairobi: not this day.
    seedTransfer(journal, { at: '2026-11-23T20:59:59.000Z', amount: '1.00' }); // 23:59:59 EAT
    seedTransfer(journal, { at: '2026-11-24T21:00:00.000Z', amount: '2.00' }); // 00:00 EAT next day

    const report = eod.report('2026-11-24');
    expect(report).toMatchObject({
      day: '2026-11-24',
      timeZone: NAIROBI,
      fromInstant: '2026-11-23T21:00:00.000Z',
      toInstant: '2026-11-24T21:00:00.000Z',
      closing: null,
    });
    expect(report.lines).toEqual([
      {
        kind: 'imt',
        currency: 'KES',
        state: 'unknown',
        stateLabel: 'Outcome unknown: a supervisor must confirm with the bank',
        count: 1,
        total: '250.50',
        fees: '0.00',
      },
      {
        kind: 'rtgs',
        currency: 'KES',
        state: 'succeeded',
        stateLabel: 'Sent: accepted by the service',
        count: 2,
        total: '0.30',
        fees: '0.30',
      },
      {
        kind: 'rtgs',
        currency: 'KES',
        state: 'rejected',
        stateLabel: 'Rejected by the service',
        count: 1,
        total: '75.00',
        fees: '0.00',
      },
      {
        kind: 'rtgs',
        currency: 'UGX',
        state: 'succeeded',
        stateLabel: 'Sent: accepted by the service',
        count: 2,
        total: '19999999999999.98',
        fees: '0.00',
      },
    ]);
    expect(
      report.byOperator.map((l) => [
        l.operatorId,
        l.kind,
        l.currency,
        l.state,
        l.count,
        l.total,
        l.fees,
      ]),
    ).toEqual([
      ['clerk-1', 'imt', 'KES', 'unknown', 1, '250.50', '0.00'],
      ['clerk-1', 'rtgs', 'KES', 'succeeded', 1, '0.10', '0.10'],
      ['clerk-1', 'rtgs', 'KES', 'rejected', 1, '75.00', '0.00'],
      ['clerk-1', 'rtgs', 'UGX', 'succeeded', 2, '19999999999999.98', '0.00'],
      ['clerk-2', 'rtgs', 'KES', 'succeeded', 1, '0.20', '0.20'],
    ]);
    expect(report.waiting.map((row) => [row.amount, row.state])).toEqual([['250.50', 'unknown']]);
  });

  it('lists every transfer still waiting up to the end of the day, older days included', () => {
    const { journal, eod } = setUp();
    const old = seedTransfer(journal, {
      at: '2026-11-20T08:00:00.000Z',
      state: 'accepted_pending',
    });
    const today = seedTransfer(journal, { at: '2026-11-24T08:00:00.000Z', state: 'unknown' });
    seedTransfer(journal, { at: '2026-11-25T08:00:00.000Z', state: 'unknown' }); // after the day
    seedTransfer(journal, { at: '2026-11-24T09:00:00.000Z', state: 'succeeded' });
    expect(eod.report('2026-11-24').waiting.map((row) => row.reference)).toEqual([
      today.reference,
      old.reference,
    ]);
  });

  it('closes a day once, in the audit log with its totals, and says when and by whom it was closed', () => {
    const { journal, eod, closed, clock } = setUp();
    journal.operators.create(
      {
        operatorId: 'sup-1',
        displayName: 'Grace Njeri',
        role: 'supervisor',
        passwordHash: 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==',
        at: '2026-11-24T05:00:00.000Z',
        createdBy: null,
      },
      { firstOnly: false },
    );
    seedTransfer(journal, { at: '2026-11-24T06:00:00.000Z', amount: '10.00' });
    const first = closeDay(eod, '2026-11-24', SUPERVISOR);
    expect(first).toMatchObject({
      ok: true,
      value: {
        closing: {
          closedAt: '2026-11-24T15:00:00.000Z',
          closedBy: 'sup-1',
          checkedBy: 'sup-check',
        },
      },
    });
    expect(closed.map((r) => r.day)).toEqual(['2026-11-24']);
    const audit = journal.audit.entries().at(-1)!;
    expect(audit).toMatchObject({
      operatorId: 'sup-1',
      action: 'day.closed',
      details: {
        day: '2026-11-24',
        timeZone: NAIROBI,
        totals: {
          lines: [
            expect.objectContaining({ kind: 'rtgs', currency: 'KES', count: 1, total: '10.00' }),
          ],
          waiting: [],
        },
      },
    });
    expect(eod.report('2026-11-24').closing).toEqual({
      closedAt: '2026-11-24T15:00:00.000Z',
      closedBy: 'sup-1',
      preparedAt: '2026-11-24T15:00:00.000Z',
      checkedBy: 'sup-check',
      checkedAt: '2026-11-24T15:00:00.000Z',
    });

    clock.now += 3_600_000;
    const again = closeDay(eod, '2026-11-24', { operatorId: 'sup-2', role: 'supervisor' });
    expect(again).toEqual({
      ok: false,
      error: {
        code: 'already-closed',
        message:
          '2026-11-24 was already closed by Grace Njeri (sup-1) at 2026-11-24 18:00 EAT. A day is closed once; its report can still be opened.',
        text: {
          key: 'reports.endOfDay.alreadyClosed',
          values: { day: '2026-11-24', by: 'Grace Njeri (sup-1)', at: '2026-11-24 18:00 EAT' },
        },
      },
    });
    expect(journal.audit.entries().filter((e) => e.action === 'day.closed')).toHaveLength(1);
    expect(closed).toHaveLength(1);
    expect(journal.audit.verify().ok).toBe(true);
  });

  it('refuses to close a day that has not begun in the branch zone', () => {
    const { eod } = setUp();
    expect(closeDay(eod, '2026-11-25', SUPERVISOR)).toMatchObject({
      ok: false,
      error: {
        code: 'day-not-started',
        // The zone in words, not by its IANA name.
        message: expect.stringMatching(/today is 2026-11-24 in East Africa Time \(EAT\)\./),
      },
    });
  });

  it('refuses a report on a transfer whose amount was changed outside the app, naming it (D68)', () => {
    const { journal, eod } = setUp();
    seedTransfer(journal, { at: '2026-11-24T06:00:00.000Z', amount: '100.00' });
    const edited = seedTransfer(journal, { at: '2026-11-24T07:00:00.000Z', amount: '200.00' });
    expect(eod.report('2026-11-24').lines.length).toBeGreaterThan(0);

    // Another program lowers one amount, without the keychain: its seal cannot follow.
    tamper(
      journal.path,
      'UPDATE transfers SET amount = ? WHERE reference = ?',
      '2.00',
      edited.reference,
    );
    let thrown: unknown;
    try {
      eod.report('2026-11-24');
    } catch (error) {
      thrown = error;
    }
    expect(isRowSealError(thrown)).toBe(true);
    expect(String((thrown as Error).message)).toContain(edited.reference);
    // Nor is the day closed on it: the action stops, as at every read of a broken seal.
    expect(() => closeDay(eod, '2026-11-24', SUPERVISOR)).toThrow(edited.reference);
    expect(journal.days.closing('2026-11-24')).toBeUndefined();
  });
});
