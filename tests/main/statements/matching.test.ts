import { describe, expect, it } from 'vitest';
import {
  matchStatement,
  referencesOf,
  type MatchInput,
  type MatchLine,
  type MatchTransfer,
} from '../../../electron/main/statements/matching';

/*
 * D105: the matching as pure logic on plain data: lines to transfers by reference, the bank's
 * transaction id, then amount, currency and value date; the four lists and why each item is in
 * its own.
 */

const ACCOUNT = '0011547896523';

let ids = 0;
function transfer(patch: Partial<MatchTransfer> = {}): MatchTransfer {
  ids += 1;
  return {
    id: ids,
    reference: `20${String(1234567000 + ids)}`,
    transactionId: `SBX${ids}`,
    amount: '1500.00',
    currency: 'KES',
    valueDate: '2026-11-25',
    state: 'succeeded',
    account: ACCOUNT,
    ...patch,
  };
}

function line(n: number, patch: Partial<MatchLine> = {}): MatchLine {
  return {
    n,
    direction: 'debit',
    amount: '1500.00',
    currency: 'KES',
    valueDate: '2026-11-25',
    reference: null,
    bankReference: null,
    description: '',
    ...patch,
  };
}

function match(lines: MatchLine[], transfers: MatchTransfer[], patch: Partial<MatchInput> = {}) {
  return matchStatement({
    account: ACCOUNT,
    periodFrom: '2026-11-25',
    periodTo: '2026-11-25',
    lines,
    transfers,
    matchedBefore: new Set(),
    ...patch,
  });
}

describe('matching a statement with the journal', () => {
  it('matches by the reference the line carries, in its field or its details', () => {
    const a = transfer();
    const b = transfer({ amount: '250.50' });
    const items = match(
      [
        line(1, { reference: a.reference }),
        line(2, { amount: '250.5', description: `RTGS ${b.reference} to John` }),
      ],
      [a, b],
    );
    expect(items).toEqual([
      {
        kind: 'matched',
        reason: 'paid',
        matchedBy: 'reference',
        line: 1,
        transfer: a.id,
        day: '2026-11-25',
      },
      {
        kind: 'matched',
        reason: 'paid',
        matchedBy: 'reference',
        line: 2,
        transfer: b.id,
        day: '2026-11-25',
      },
    ]);
  });

  it('matches by the bank’s transaction id when the line carries no reference', () => {
    const a = transfer();
    expect(match([line(1, { bankReference: a.transactionId })], [a])).toEqual([
      expect.objectContaining({ kind: 'matched', matchedBy: 'transaction-id', transfer: a.id }),
    ]);
  });

  it('matches a debit naming nothing by amount, currency and date only when one transfer can be it', () => {
    const a = transfer({ amount: '700.00' });
    const b = transfer({ amount: '900.00' });
    const c = transfer({ amount: '900.00' });
    const items = match([line(1, { amount: '700' }), line(2, { amount: '900.00' })], [a, b, c]);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'matched',
        matchedBy: 'amount-and-date',
        line: 1,
        transfer: a.id,
      }),
      // Two transfers of 900.00 that day: the line cannot say which.
      expect.objectContaining({ kind: 'bank-only', reason: 'not-found', line: 2, transfer: null }),
      expect.objectContaining({ kind: 'app-only', reason: 'not-in-statement', transfer: b.id }),
      expect.objectContaining({ kind: 'app-only', reason: 'not-in-statement', transfer: c.id }),
    ]);
  });

  it('lists an amount or a currency that differs, compared exactly, never as floats', () => {
    const a = transfer({ amount: '0.30' });
    const b = transfer();
    const c = transfer({ amount: '100000000000000000.01' });
    const items = match(
      [
        // 0.1 + 0.2 is 0.30000000000000004 in floating point: still 0.30 here.
        line(1, { reference: a.reference, amount: '0.3' }),
        line(2, { reference: b.reference, currency: 'USD' }),
        line(3, { reference: c.reference, amount: '100000000000000000.00' }),
      ],
      [a, b, c],
    );
    expect(items.map((i) => [i.kind, i.reason])).toEqual([
      ['matched', 'paid'],
      ['amount-differs', 'currency'],
      ['amount-differs', 'amount'],
    ]);
  });

  it('lists a return, a second debit and a debit of a transfer that moved no money as the statement’s', () => {
    const paid = transfer();
    const refused = transfer({ state: 'rejected' });
    const before = transfer();
    const items = match(
      [
        line(1, { reference: paid.reference }),
        line(2, { reference: paid.reference }),
        line(3, { reference: paid.reference, direction: 'credit' }),
        line(4, { reference: refused.reference }),
        line(5, { bankReference: before.transactionId }),
      ],
      [paid, refused, before],
      { matchedBefore: new Set([before.id]) },
    );
    expect(items.map((i) => [i.line, i.kind, i.reason, i.transfer])).toEqual([
      [1, 'matched', 'paid', paid.id],
      [2, 'bank-only', 'twice', paid.id],
      [3, 'bank-only', 'return', paid.id],
      [4, 'bank-only', 'no-money-moved', refused.id],
      [5, 'bank-only', 'twice', before.id],
    ]);
  });

  it('matches a credit with the return recorded for its transfer (D120); expects no recalled one', () => {
    const returned = transfer({ returned: 'return' });
    const short = transfer({ returned: 'return' });
    const recalled = transfer({ state: 'queued', returned: 'recall' });
    const items = match(
      [
        line(1, { reference: returned.reference }),
        line(2, { reference: returned.reference, direction: 'credit' }),
        line(3, { reference: returned.reference, direction: 'credit' }),
        line(4, { bankReference: short.transactionId, direction: 'credit', amount: '1450.00' }),
      ],
      [returned, short, recalled],
    );
    expect(items.map((i) => [i.line, i.kind, i.reason, i.transfer])).toEqual([
      [1, 'matched', 'paid', returned.id],
      [2, 'matched', 'return', returned.id],
      // The money comes back once: a second credit is the bank's to explain.
      [3, 'bank-only', 'return', returned.id],
      // A return less the bank's charges is a difference to settle, as a debit's would be.
      [4, 'amount-differs', 'amount', short.id],
      // `short`'s own debit is missing; the recalled RTGS never left the account.
      [null, 'app-only', 'not-in-statement', short.id],
    ]);
  });

  it('lists the account’s transfers of the period the statement lacks; unknown ones as unknown', () => {
    const missing = transfer({ valueDate: '2026-11-25' });
    const unknown = transfer({ state: 'unknown' });
    const found = transfer({ state: 'unknown' });
    const others = [
      transfer({ valueDate: '2026-11-26' }),
      transfer({ account: '0011547896524' }),
      transfer({ state: 'rejected' }),
      transfer({ state: 'held' }),
    ];
    const items = match(
      [line(1, { reference: found.reference })],
      [missing, unknown, found, ...others],
    );
    expect(items.map((i) => [i.kind, i.reason, i.transfer, i.day])).toEqual([
      ['matched', 'outcome-unknown', found.id, '2026-11-25'],
      ['app-only', 'not-in-statement', missing.id, '2026-11-25'],
      ['app-only', 'outcome-unknown', unknown.id, '2026-11-25'],
    ]);
  });

  it('does not expect again a transfer an earlier statement matched', () => {
    const a = transfer();
    expect(match([], [a], { matchedBefore: new Set([a.id]) })).toEqual([]);
  });

  it('finds twelve-digit references alone, not inside longer numbers', () => {
    expect(
      referencesOf({
        reference: '201234567890',
        description: 'Ref 201234567891; account 00115478965230 and 2012345678901',
      }),
    ).toEqual(['201234567890', '201234567891']);
  });
});
