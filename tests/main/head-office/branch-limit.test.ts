import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@shared/domain/settings';
import { worded } from '@shared/i18n/worded';
import { fail } from '@shared/result';
import { mergedInSpan } from '../../../electron/main/transfers/branch-merge';
import { approvalNeedOf } from '../../../electron/main/transfers/control-desk';
import { customerDocumentOf } from '../../../electron/main/transfers/controls';
import { waitingDuplicates } from '../../../electron/main/transfers/duplicate-guard';
import { splitSeriesAt, widestWindowOf } from '../../../electron/main/transfers/split-windows';
import {
  branchAmounts,
  branchFactsOf,
  branchLimitOf,
  offlineLimits,
  reservationRequestOf,
  type BranchLimitDeps,
} from '../../../electron/main/transfers/branch-limit';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { clockFrom } from '../../support/shifted-clock';
import { useBranchHeadOffice } from './branch-counters';

/*
 * D128 against head office itself (PGlite, plain HTTP on loopback): two counters of one branch
 * count a customer's IMT daily total together, two at once cannot both pass it, and a counter
 * whose head office does not answer counts alone under the lower offline limits.
 */
const NOW = Date.parse('2026-11-28T09:00:00.000Z');

// Head office's clock reads the tests' instant (D157 refuses a reservation far from it).
const { branchWithCounters } = useBranchHeadOffice(clockFrom(NOW));

/** The counter, its head office not answering. */
const unreachableFrom = (counter: BranchLimitDeps): BranchLimitDeps => ({
  ...counter,
  reservations: {
    reserve: () =>
      Promise.resolve(
        fail(worded('unreachable', 'headOffice.client.unreachable', { address: 'hq' })),
      ),
  },
});
const draftOf = (amount: string, documentNumber: string) =>
  imtDraft({ transfer: { amount }, sender: { documentNumber } });

describe('the IMT daily total counted through head office', () => {
  it("counts the other counter's transfer, and frees a refused one", async () => {
    const [a, b] = await branchWithCounters(2);
    const first = await branchLimitOf(a!, draftOf('300000.00', '31000001'), '111000000001', NOW);
    expect(first).toMatchObject({ problem: null, checkedOffline: false });
    const second = await branchLimitOf(b!, draftOf('300000.00', '31000001'), '112000000001', NOW);
    expect(second.problem?.message).toMatch(
      /has already sent 300,000.00 KES .* above the daily limit of 500,000.00 KES/,
    );
    // Refused at the counter: freed at head office, so the customer's smaller one goes.
    await second.release();
    const third = await branchLimitOf(b!, draftOf('200000.00', '31000001'), '112000000002', NOW);
    expect(third.problem).toBeNull();
  });

  it('lets one of two counters at once pass the limit, never both', async () => {
    const [a, b] = await branchWithCounters(2);
    const both = await Promise.all([
      branchLimitOf(a!, draftOf('300000.00', '31000002'), '111000000002', NOW),
      branchLimitOf(b!, draftOf('300000.00', '31000002'), '112000000003', NOW),
    ]);
    expect(both.map((limit) => limit.problem === null).sort()).toEqual([false, true]);
  });

  it('counts alone under the offline limits when head office does not answer', async () => {
    const [counter] = await branchWithCounters(1);
    const unreachable = unreachableFrom(counter!);
    const within = await branchLimitOf(unreachable, draftOf('150000.00', '3100003'), '1', NOW);
    expect(within).toMatchObject({ problem: null, checkedOffline: true });
    const over = await branchLimitOf(unreachable, draftOf('250000.00', '3100003'), '2', NOW);
    expect(over.checkedOffline).toBe(true);
    expect(over.problem?.message).toMatch(
      /above the daily limit of 200,000.00 KES.*Head office cannot be reached/,
    );
    // Not enrolled: counted here, under the day's limit, as ever.
    const alone = { ...counter!, reservations: { reserve: () => Promise.resolve(null) } };
    expect(await branchLimitOf(alone, draftOf('250000.00', '3100003'), '3', NOW)).toMatchObject({
      problem: null,
      checkedOffline: false,
    });
  });
});

describe('a counter whose clock is a day off (D157)', () => {
  const DAY = 86_400_000;

  it('is refused by head office and counts alone under the offline limits', async () => {
    const [a, b] = await branchWithCounters(2);
    const first = await branchLimitOf(a!, draftOf('300000.00', '31000157'), '111000000157', NOW);
    expect(first).toMatchObject({ problem: null, checkedOffline: false });
    // Counter b's clock a day ahead: the customer would be counted in tomorrow at head office,
    // with room for the whole daily total again. Head office refuses it instead.
    const ahead = NOW + DAY;
    const asked = await b!.service.reservation(
      reservationRequestOf(
        draftOf('300000.00', '31000157'),
        '112000000157',
        ahead,
        'Africa/Nairobi',
      ),
    );
    expect(asked).toMatchObject({ ok: false, error: { refusal: { refused: 'clock-off' } } });
    expect(asked?.ok ? '' : asked?.error.message).toMatch(/clock is about 1 day ahead/);
    const over = await branchLimitOf(b!, draftOf('300000.00', '31000157'), '112000000158', ahead);
    expect(over.checkedOffline).toBe(true);
    expect(over.problem?.message).toMatch(
      /above the daily limit of 200,000.00 KES.*this PC's clock does not agree with head office's.*Ask IT to set/,
    );
    // Within the offline limit it goes, marked; a day behind is refused the same way.
    const within = await branchLimitOf(b!, draftOf('150000.00', '31000157'), '112000000159', ahead);
    expect(within).toMatchObject({ problem: null, checkedOffline: true });
    const behind = await branchLimitOf(b!, draftOf('150000.00', '31000157'), '2', NOW - DAY);
    expect(behind).toMatchObject({ problem: null, checkedOffline: true });
    expect(await branchFactsOf(b!, draftOf('1.00', '31000157'), ahead)).toMatchObject({
      offline: true,
    });
    // A clock four minutes off is within the tolerance: counted through head office as before.
    const near = await branchLimitOf(b!, draftOf('300000.00', '31000157'), '3', NOW + 240_000);
    expect(near).toMatchObject({ checkedOffline: false });
    expect(near.problem?.message).toMatch(/above the daily limit of 500,000.00 KES/);
  });
});

describe('the controls by customer counted through head office (D133)', () => {
  it('finds a split series, the day total and a waiting duplicate over two counters', async () => {
    const [a, b] = await branchWithCounters(2);
    const held = await branchLimitOf(a!, draftOf('60000.00', '31000009'), '111000000009', NOW);
    expect(held).toMatchObject({ problem: null, checkedOffline: false });
    // The same customer at the other counter, the same recipient and amount, a minute later.
    const atMs = NOW + 60_000;
    const second = draftOf('60000.00', '31000009');
    const atB = await branchLimitOf(b!, second, '112000000009', atMs);
    expect(atB.facts!.series.map((t) => [t.reference, t.state])).toEqual([
      ['111000000009', 'reserved'],
    ]);
    // The counter's own rules, unchanged, on its journal merged with head office's answer.
    const currency = 'KES';
    const window = widestWindowOf(atMs);
    const customer = customerDocumentOf(second)!;
    const merged = mergedInSpan(
      b!.journal.controlTotals.ofCustomer(customer, currency, window.from, window.to),
      atB.facts,
      { currency, ...window },
    );
    const itself = {
      createdAt: new Date(atMs).toISOString(),
      amount: '60000.00',
      currency,
      state: 'reserved' as const,
    };
    expect(
      splitSeriesAt([...merged, itself], { atMs, currency }, '100000.00').map((s) => s.window),
    ).toEqual(['24h', '7d', '30d']);
    const thresholds = {
      ...DEFAULT_SETTINGS.controls,
      approvalAbove: { rtgs: {}, imt: { KES: '100000.00' } },
    };
    const need = approvalNeedOf(
      { journal: b!.journal, thresholds: () => thresholds, timeZone: () => 'Africa/Nairobi' },
      second,
      atMs,
      atB.facts,
    );
    expect(need?.grounds[0]).toMatchObject({ rule: 'customer', total: '120000.00' });
    // D137: the same account and recipient too (the other tests' IMT sends to it count as well).
    expect(need?.grounds.map((g) => g.rule)).toEqual(['customer', 'recipient']);
    expect(
      waitingDuplicates(b!.journal, second, atMs, atB.facts!.waiting).map((t) => t.reference),
    ).toEqual(['111000000009']);
    // Alone, the second counter's journal sees none of it.
    expect(waitingDuplicates(b!.journal, second, atMs)).toEqual([]);
    // A review's read holds nothing: the first counter's next reservation counts only its own.
    const peek = await branchFactsOf(b!, second, atMs);
    expect(peek?.series.map((t) => t.reference)).toEqual(['111000000009', '112000000009']);
    expect((await branchFactsOf(b!, second, atMs))?.series).toHaveLength(2);
  });

  it("counts the recipient's day total over two counters (D137)", async () => {
    const [a, b] = await branchWithCounters(2);
    const source = { accountNumber: '0011999999001' };
    const first = rtgsDraft({ transfer: { amount: '60000.00' }, source });
    expect(await branchLimitOf(a!, first, '111000000021', NOW)).toMatchObject({
      problem: null,
      checkedOffline: false,
    });
    // Another customer, the same account and recipient, at the other counter.
    const second = rtgsDraft({
      transfer: { amount: '60000.00' },
      source,
      customer: { documentNumber: '31000021' },
    });
    const atMs = NOW + 60_000;
    const facts = await branchFactsOf(b!, second, atMs);
    expect(facts?.toRecipient.map((t) => [t.reference, t.state])).toEqual([
      ['111000000021', 'reserved'],
    ]);
    const thresholds = {
      ...DEFAULT_SETTINGS.controls,
      approvalAbove: { rtgs: { KES: '100000.00' }, imt: {} },
    };
    const deps = {
      journal: b!.journal,
      thresholds: () => thresholds,
      timeZone: () => 'Africa/Nairobi',
    };
    const need = approvalNeedOf(deps, second, atMs, facts);
    expect(need?.grounds.map((g) => [g.rule, g.total])).toEqual([['recipient', '120000.00']]);
    // Alone, the second counter's journal sees nothing to add.
    expect(approvalNeedOf(deps, second, atMs, null)).toBeNull();
  });

  it('marks an RTGS send checked offline when head office does not answer', async () => {
    const [counter] = await branchWithCounters(1);
    const unreachable = unreachableFrom(counter!);
    const limit = await branchLimitOf(unreachable, rtgsDraft(), '4', NOW);
    expect(limit).toMatchObject({ problem: null, checkedOffline: true });
    expect(limit.facts).toMatchObject({ offline: true, series: [], waiting: [] });
    expect(await branchFactsOf(unreachable, rtgsDraft(), NOW)).toMatchObject({ offline: true });
  });
});

describe('the pure parts', () => {
  it('counts one reference once, head office first', () => {
    const hqCounted = [
      { reference: 'A', amount: '1.00' },
      { reference: 'B', amount: '2.00' },
    ];
    const local = [
      { reference: 'B', amount: '2.00' },
      { reference: 'C', amount: '4.00' },
    ];
    expect(branchAmounts(hqCounted, local)).toEqual(['1.00', '2.00', '4.00']);
  });

  it('takes the lower of the offline and the daily totals, the default where none is set', () => {
    const limits = offlineLimits({
      ...DEFAULT_SETTINGS.limits,
      imtDailyPerDocument: { KES: '100000.00', UGX: '10000000.00' },
      offlineImtDailyPerDocument: { KES: '300000.00' },
    });
    expect(limits.imtDailyPerDocument).toEqual({ KES: '100000.00', UGX: '5000000.00' });
  });
});
