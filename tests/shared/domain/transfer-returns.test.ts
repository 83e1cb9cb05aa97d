import { describe, expect, it } from 'vitest';
import {
  returnKindsOpen,
  returnRefusal,
  type ReturnCase,
} from '../../../shared/domain/transfer-returns';

/** D120's rules, on plain data: which return or recall may be recorded, and when. */
const NOW = Date.parse('2026-11-28T08:00:00Z');
const queued: ReturnCase = {
  state: 'queued',
  kind: 'rtgs',
  queuedUntil: '2026-11-30T09:00:00+03:00',
  day: '2026-11-28',
  recorded: false,
  nowMs: NOW,
  today: '2026-11-28',
};

describe('a return or a recall of a transfer', () => {
  it('recalls a queued RTGS only while its window is ahead; returns what the bank took', () => {
    expect(returnRefusal(queued, 'recall', '2026-11-28')).toBeNull();
    expect(returnKindsOpen(queued)).toEqual(['return', 'recall']);
    const opened = { ...queued, nowMs: Date.parse('2026-11-30T06:00:00Z') };
    expect(returnRefusal(opened, 'recall', '2026-11-28')).toBe('window-opened');
    expect(returnRefusal({ ...queued, queuedUntil: null }, 'recall', '2026-11-28')).toBe(
      'window-opened',
    );
    expect(returnKindsOpen(opened)).toEqual(['return']);
    const sent = { ...queued, state: 'succeeded' as const, queuedUntil: null };
    expect(returnRefusal(sent, 'recall', '2026-11-28')).toBe('not-recallable');
    expect(returnRefusal({ ...queued, kind: 'imt' }, 'recall', '2026-11-28')).toBe(
      'not-recallable',
    );
    expect(returnRefusal(sent, 'return', '2026-11-28')).toBeNull();
  });

  it('refuses a transfer the bank never took, a second one, and a date outside its days', () => {
    for (const state of ['unknown', 'rejected', 'not_sent', 'held', 'reserved'] as const) {
      expect(returnRefusal({ ...queued, state }, 'return', '2026-11-28'), state).toBe(
        'not-returnable',
      );
    }
    expect(returnRefusal({ ...queued, recorded: true }, 'return', '2026-11-28')).toBe(
      'returned-already',
    );
    expect(returnKindsOpen({ ...queued, recorded: true })).toEqual([]);
    expect(returnRefusal(queued, 'return', '2026-11-27')).toBe('date-out-of-range');
    expect(returnRefusal(queued, 'return', '2026-11-29')).toBe('date-out-of-range');
  });
});
