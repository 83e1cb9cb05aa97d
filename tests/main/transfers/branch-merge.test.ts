import { describe, expect, it } from 'vitest';
import type { BranchTransfer } from '../../../hq/protocol/wire';
import {
  inSpan,
  isJournalRow,
  mergedByReference,
  mergedInSpan,
  NO_FACTS,
} from '../../../electron/main/transfers/branch-merge';
import { splitSeriesAt } from '../../../electron/main/transfers/split-windows';

/*
 * D133: the journal's transfers merged with what head office answered of the other counters,
 * each reference once, the journal's row winning; the counter's own rules run on the merged list.
 */
const remote = (reference: string, fields: Partial<BranchTransfer> = {}): BranchTransfer => ({
  reference,
  kind: 'imt',
  amount: '400.00',
  currency: 'KES',
  createdAt: '2026-11-28T08:00:00.000Z',
  state: 'succeeded',
  ...fields,
});
const local = (reference: string, state: 'unknown' | 'succeeded' = 'succeeded') => ({
  id: Number(reference.replace(/\D/g, '')),
  reference,
  amount: '400.00',
  currency: 'KES',
  createdAt: '2026-11-28T07:00:00.000Z',
  state,
});

describe('merging head office with the journal', () => {
  it('counts each reference once, the journal winning', () => {
    const merged = mergedByReference(
      [local('A1', 'unknown')],
      [remote('A1'), remote('B1'), remote('B1', { amount: '9.00' })],
    );
    expect(merged.map((t) => [t.reference, t.state, t.amount])).toEqual([
      ['A1', 'unknown', '400.00'],
      ['B1', 'succeeded', '400.00'],
    ]);
    expect(merged.map(isJournalRow)).toEqual([true, false]);
  });

  it("reads head office's list as the journal's query does: currency, span, not failed", () => {
    const span = {
      currency: 'KES',
      from: '2026-11-28T00:00:00.000Z',
      to: '2026-11-28T12:00:00.000Z',
    };
    const kept = inSpan(
      [
        remote('B1'),
        remote('B2', { currency: 'UGX' }),
        remote('B3', { createdAt: '2026-11-28T12:00:00.000Z' }),
        remote('B4', { state: 'rejected' }),
        remote('B5', { state: 'not_sent' }),
        remote('B6', { kind: 'rtgs', state: 'reserved' }),
      ],
      span,
    );
    expect(kept.map((t) => t.reference)).toEqual(['B1', 'B6']);
    expect(mergedInSpan([local('A1')], null, span)).toEqual([local('A1')]);
    expect(mergedInSpan([local('A1')], NO_FACTS, span)).toEqual([local('A1')]);
  });

  it('finds a series spread over two counters with the unchanged rule', () => {
    const atMs = Date.parse('2026-11-28T09:00:00.000Z');
    const facts = { ...NO_FACTS, series: [remote('B1')] };
    const span = { currency: 'KES', from: '2026-10-29T09:00:00.000Z', to: '2026-11-28T09:00:01Z' };
    const alone = splitSeriesAt([local('A1')], { atMs, currency: 'KES' }, '700.00');
    const merged = mergedInSpan([local('A1')], facts, span);
    const series = splitSeriesAt(merged, { atMs, currency: 'KES' }, '700.00');
    expect(alone).toEqual([]);
    expect(series.map((s) => [s.window, s.total])).toEqual([
      ['24h', '800.00'],
      ['7d', '800.00'],
      ['30d', '800.00'],
    ]);
    // Only this journal's rows take a mark.
    expect(series[0]!.members.filter(isJournalRow).map((m) => m.reference)).toEqual(['A1']);
  });
});
