import { describe, expect, it } from 'vitest';
import type { TransferState } from '@shared/domain/transfer-states';
import { branchDayOf } from '../../../electron/main/transfers/daily-limit';
import {
  inWindow,
  splitSeriesAt,
  widestWindowOf,
  type SeriesTransfer,
} from '../../../electron/main/transfers/split-windows';

/*
 * D81: a customer's split series over the last 24 hours, 7 and 30 days, as plain arithmetic on
 * plain data: the window reaches back from the transfer's own instant, whatever the calendar or
 * the branch's zone.
 */

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-24T10:00:00.000Z');

let n = 0;
function transfer(
  hoursBefore: number,
  amount: string,
  more: { currency?: string; state?: TransferState; ms?: number } = {},
): SeriesTransfer & { name: string } {
  n += 1;
  return {
    name: `t${n}`,
    createdAt: new Date(NOW - hoursBefore * HOUR - (more.ms ?? 0)).toISOString(),
    amount,
    currency: more.currency ?? 'KES',
    state: more.state ?? 'succeeded',
  };
}

const KES = { atMs: NOW, currency: 'KES' };
/** Each window found, with the names of its transfers. */
const found = (transfers: ReturnType<typeof transfer>[], threshold: string | null = '1000.00') =>
  splitSeriesAt(transfers, KES, threshold).map((series) => [
    series.window,
    series.members.map((m) => m.name),
    series.total,
  ]);

describe('a rolling window (D81)', () => {
  it('holds a transfer exactly 24 hours back, and not one a millisecond older', () => {
    expect(inWindow(new Date(NOW - 24 * HOUR).toISOString(), NOW, 24)).toBe(true);
    expect(inWindow(new Date(NOW - 24 * HOUR - 1).toISOString(), NOW, 24)).toBe(false);
    expect(inWindow(new Date(NOW).toISOString(), NOW, 24)).toBe(true);
    // Nothing after the instant it reaches back from.
    expect(inWindow(new Date(NOW + 1).toISOString(), NOW, 24)).toBe(false);
  });

  it('reads the widest window, 30 days, with the instant itself', () => {
    expect(widestWindowOf(NOW)).toEqual({
      from: '2026-10-25T10:00:00.000Z',
      to: '2026-11-24T10:00:00.001Z',
    });
  });
});

describe("a customer's split series (D81)", () => {
  it('is found in every window that holds two or more whose total reaches the amount', () => {
    const now = transfer(0, '400.00');
    const day = transfer(24, '600.00'); // exactly 24 hours back: in the 24-hour window
    const week = transfer(24 * 7, '100.00', { ms: -1 }); // a millisecond inside the week
    expect(found([week, day, now])).toEqual([
      ['24h', [day.name, now.name], '1000.00'],
      ['7d', [week.name, day.name, now.name], '1100.00'],
      ['30d', [week.name, day.name, now.name], '1100.00'],
    ]);
  });

  it('leaves out a transfer a millisecond older than the window', () => {
    const now = transfer(0, '400.00');
    const older = transfer(24, '600.00', { ms: 1 });
    expect(found([older, now])).toEqual([
      ['7d', [older.name, now.name], '1000.00'],
      ['30d', [older.name, now.name], '1000.00'],
    ]);
    const month = transfer(30 * 24, '600.00', { ms: 1 });
    expect(found([month, now])).toEqual([]);
  });

  it('counts one currency: the others make no series with it, whatever their amounts', () => {
    const now = transfer(0, '500.00');
    const ugx = transfer(1, '900000.00', { currency: 'UGX' });
    expect(found([ugx, now])).toEqual([]);
    const kes = transfer(2, '500.00');
    expect(found([ugx, kes, now]).map(([window, names]) => [window, names])).toEqual([
      ['24h', [kes.name, now.name]],
      ['7d', [kes.name, now.name]],
      ['30d', [kes.name, now.name]],
    ]);
  });

  it('leaves out the transfers that failed, and counts those whose outcome is not known', () => {
    const now = transfer(0, '500.00');
    const rejected = transfer(1, '500.00', { state: 'rejected' });
    const notSent = transfer(2, '500.00', { state: 'not_sent' });
    expect(found([rejected, notSent, now])).toEqual([]);
    const unknown = transfer(3, '500.00', { state: 'unknown' });
    const held = transfer(4, '1.00', { state: 'held' });
    expect(found([rejected, notSent, unknown, held, now])[0]).toEqual([
      '24h',
      [held.name, unknown.name, now.name],
      '1001.00',
    ]);
  });

  it('needs two transfers, reaches the amount at equal, and is none without an amount set', () => {
    const alone = transfer(0, '5000.00');
    expect(found([alone])).toEqual([]);
    const a = transfer(0, '999.99');
    const b = transfer(1, '0.01');
    expect(found([a, b])[0]).toEqual(['24h', [b.name, a.name], '1000.00']);
    expect(found([transfer(0, '999.98'), transfer(1, '0.01')])).toEqual([]);
    expect(found([a, b], null)).toEqual([]);
  });

  it('names the bounds of each window it found', () => {
    const series = splitSeriesAt(
      [transfer(0, '600.00'), transfer(2, '600.00')],
      KES,
      '1000.00',
    ).map(({ window, from, to }) => [window, from, to]);
    expect(series).toEqual([
      ['24h', '2026-11-23T10:00:00.000Z', '2026-11-24T10:00:00.000Z'],
      ['7d', '2026-11-17T10:00:00.000Z', '2026-11-24T10:00:00.000Z'],
      ['30d', '2026-10-25T10:00:00.000Z', '2026-11-24T10:00:00.000Z'],
    ]);
  });
});

describe("the branch's day and the rolling window in the six countries' zones (D32, D81)", () => {
  // None of them has daylight saving: a branch day is 24 hours from its local midnight.
  const zones = [
    ['Africa/Nairobi', '2026-11-23T21:00:00.000Z'], // EAT, UTC+3: KE, UG, TZ
    ['Africa/Kigali', '2026-11-23T22:00:00.000Z'], // CAT, UTC+2: RW
    ['Africa/Juba', '2026-11-23T22:00:00.000Z'], // CAT, UTC+2: SS
    ['Africa/Kinshasa', '2026-11-23T23:00:00.000Z'], // WAT, UTC+1: western DRC
    ['Africa/Lubumbashi', '2026-11-23T22:00:00.000Z'], // CAT, UTC+2: eastern DRC
  ] as const;

  it.each(zones)('%s: the day is 24 hours from local midnight', (zone, midnight) => {
    const day = branchDayOf(NOW, zone);
    expect(day).toEqual({
      day: '2026-11-24',
      from: midnight,
      to: new Date(Date.parse(midnight) + 24 * HOUR).toISOString(),
    });
  });

  it.each(zones)('%s: a series across local midnight is one 24-hour series', (zone) => {
    const { from } = branchDayOf(NOW, zone);
    const before = {
      ...transfer(0, '600.00'),
      createdAt: new Date(Date.parse(from) - HOUR).toISOString(),
    };
    const after = {
      ...transfer(0, '600.00'),
      createdAt: new Date(Date.parse(from) + HOUR).toISOString(),
    };
    // Two branch days, one rolling window: the zone plays no part in it.
    const at = { atMs: Date.parse(after.createdAt), currency: 'KES' };
    expect(splitSeriesAt([before, after], at, '1000.00').map((s) => s.window)).toEqual([
      '24h',
      '7d',
      '30d',
    ]);
  });
});
