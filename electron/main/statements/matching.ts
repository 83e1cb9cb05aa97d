import type {
  MatchBasis,
  StatementDirection,
  StatementItemKind,
  StatementReason,
} from '@shared/domain/bank-statements';
import type { ReturnKind } from '@shared/domain/transfer-returns';
import type { TransferState } from '@shared/domain/transfer-states';
import { minorUnitsOf } from './files/decimal-text';

/*
 * A statement's lines matched with the journal's transfers (D105), as pure logic on plain data:
 * first by the transfer's reference the line carries (its customer reference, or written in its
 * details), then by the bank's transaction id, then, for a debit naming neither, by amount,
 * currency and value date when exactly one transfer and one line agree. Amounts are compared as
 * exact minor units, never floats. What is left makes the breaks.
 */

export interface MatchLine {
  n: number;
  direction: StatementDirection;
  /** Two-decimal text. */
  amount: string;
  currency: string;
  valueDate: string;
  reference: string | null;
  bankReference: string | null;
  description: string;
}

export interface MatchTransfer {
  id: number;
  reference: string;
  transactionId: string | null;
  amount: string;
  currency: string;
  /** The day the bank was to pay it: the body's date, or a queued transfer's window (D16, D17). */
  valueDate: string;
  state: TransferState;
  /** The source account, as accountKey gives it. */
  account: string;
  /** D120: a return or recall of it is recorded (absent or null: none). */
  returned?: ReturnKind | null;
}

export interface MatchInput {
  /** The statement's account, as accountKey gives it. */
  account: string;
  periodFrom: string;
  periodTo: string;
  lines: readonly MatchLine[];
  /** The transfers that may be on the statement; more do no harm (the bench gives a million). */
  transfers: readonly MatchTransfer[];
  /** Transfers an earlier statement already matched: not expected again, a second debit is a break. */
  matchedBefore: ReadonlySet<number>;
}

export interface MatchedItem {
  kind: StatementItemKind;
  reason: StatementReason;
  matchedBy: MatchBasis | null;
  /** The line's n, or null for a transfer the statement lacks. */
  line: number | null;
  /** The transfer's id, or null for a line naming none. */
  transfer: number | null;
  day: string;
}

/** The journal says these moved money: the statement should show them. */
const PAID: ReadonlySet<TransferState> = new Set(['succeeded', 'queued', 'accepted_pending']);
/** The journal does not know: the statement may or may not show them. */
const UNCERTAIN: ReadonlySet<TransferState> = new Set(['unknown', 'no_response_test', 'sending']);

/** A transfer reference written anywhere in a line's text: 12 digits, no digit either side (D4). */
const REFERENCE_IN_TEXT = /(?<!\d)\d{12}(?!\d)/g;

/** The references a line may carry: its own reference field first, then its details. */
export function referencesOf(line: Pick<MatchLine, 'reference' | 'description'>): string[] {
  const found = new Set<string>();
  for (const part of [line.reference ?? '', line.description]) {
    for (const match of part.matchAll(REFERENCE_IN_TEXT)) found.add(match[0]);
  }
  return [...found];
}

export function matchStatement(input: MatchInput): MatchedItem[] {
  // What the lines name, so that of the transfers only those are indexed: a statement of 10,000
  // lines names some thousands, where the transfers given may be a million (the bench's).
  const named = new Set<string>();
  const namedIds = new Set<string>();
  for (const line of input.lines) {
    for (const reference of referencesOf(line)) named.add(reference);
    if (line.bankReference !== null) namedIds.add(line.bankReference);
  }
  const byReference = new Map<string, MatchTransfer>();
  const byTransactionId = new Map<string, MatchTransfer>();
  const expected: MatchTransfer[] = [];
  const { transfers } = input;
  for (let i = 0; i < transfers.length; i += 1) {
    const transfer = transfers[i] as MatchTransfer;
    if (named.has(transfer.reference)) byReference.set(transfer.reference, transfer);
    if (transfer.transactionId !== null && namedIds.has(transfer.transactionId)) {
      byTransactionId.set(transfer.transactionId, transfer);
    }
    if (
      transfer.account === input.account &&
      transfer.valueDate >= input.periodFrom &&
      transfer.valueDate <= input.periodTo &&
      // A queued RTGS recalled before its window never left the account (D120).
      transfer.returned !== 'recall' &&
      (PAID.has(transfer.state) || UNCERTAIN.has(transfer.state))
    ) {
      expected.push(transfer);
    }
  }
  const taken = new Set<number>(input.matchedBefore);
  // The transfers whose recorded return a credit line already shows: a second one is a break.
  const refunded = new Set<number>();
  const items: (MatchedItem & { order: number })[] = [];
  const unnamed: MatchLine[] = [];
  for (const line of input.lines) {
    const found = transferOf(line, byReference, byTransactionId);
    if (!found) {
      if (line.direction === 'debit') unnamed.push(line);
      else items.push(item(line, null, 'bank-only', 'not-found', null));
      continue;
    }
    const { transfer, basis } = found;
    items.push(item(line, transfer, ...judged(line, transfer, taken, refunded), basis));
  }
  // A debit naming no transfer: by amount, currency and value date, when only one can be it.
  const key = (currency: string, amount: string, day: string) => `${currency} ${amount} ${day}`;
  const waiting = new Map<string, MatchTransfer[]>();
  for (const transfer of expected) {
    if (taken.has(transfer.id)) continue;
    const k = key(transfer.currency, canonical(transfer.amount), transfer.valueDate);
    waiting.set(k, [...(waiting.get(k) ?? []), transfer]);
  }
  const linesByKey = new Map<string, number>();
  for (const line of unnamed) {
    const k = key(line.currency, canonical(line.amount), line.valueDate);
    linesByKey.set(k, (linesByKey.get(k) ?? 0) + 1);
  }
  for (const line of unnamed) {
    const k = key(line.currency, canonical(line.amount), line.valueDate);
    const candidates = waiting.get(k) ?? [];
    if (candidates.length === 1 && linesByKey.get(k) === 1) {
      const transfer = candidates[0] as MatchTransfer;
      taken.add(transfer.id);
      items.push(item(line, transfer, 'matched', reasonOfMatch(transfer), 'amount-and-date'));
    } else {
      items.push(item(line, null, 'bank-only', 'not-found', null));
    }
  }
  items.sort((a, b) => a.order - b.order);
  const missing = expected
    .filter((transfer) => !taken.has(transfer.id))
    .sort(
      (a, b) => a.valueDate.localeCompare(b.valueDate) || a.reference.localeCompare(b.reference),
    );
  return [
    ...items.map(({ order: _order, ...rest }) => rest),
    ...missing.map((transfer): MatchedItem => ({
      kind: 'app-only',
      reason: UNCERTAIN.has(transfer.state) ? 'outcome-unknown' : 'not-in-statement',
      matchedBy: null,
      line: null,
      transfer: transfer.id,
      day: transfer.valueDate,
    })),
  ];
}

/** The transfer a line names: by a reference it carries, else by the bank's transaction id. */
function transferOf(
  line: MatchLine,
  byReference: ReadonlyMap<string, MatchTransfer>,
  byTransactionId: ReadonlyMap<string, MatchTransfer>,
): { transfer: MatchTransfer; basis: MatchBasis } | null {
  for (const reference of referencesOf(line)) {
    const transfer = byReference.get(reference);
    if (transfer) return { transfer, basis: 'reference' };
  }
  const transfer =
    line.bankReference === null ? undefined : byTransactionId.get(line.bankReference);
  return transfer ? { transfer, basis: 'transaction-id' } : null;
}

/** What a line that names a transfer makes: a match, or a break and why. */
function judged(
  line: MatchLine,
  transfer: MatchTransfer,
  taken: Set<number>,
  refunded: Set<number>,
): [StatementItemKind, StatementReason] {
  // Money coming back for a transfer: the bank returned (or reversed) it. With its return
  // recorded (D120), the line is that return, matched; else a break, to record or settle.
  if (line.direction === 'credit') {
    if (!transfer.returned || refunded.has(transfer.id)) return ['bank-only', 'return'];
    refunded.add(transfer.id);
    return differing(line, transfer) ?? ['matched', 'return'];
  }
  if (!PAID.has(transfer.state) && !UNCERTAIN.has(transfer.state)) {
    return ['bank-only', 'no-money-moved'];
  }
  if (taken.has(transfer.id)) return ['bank-only', 'twice'];
  taken.add(transfer.id);
  return differing(line, transfer) ?? ['matched', reasonOfMatch(transfer)];
}

/** The break of a line whose amount or currency is not its transfer's; null when they agree. */
function differing(
  line: MatchLine,
  transfer: MatchTransfer,
): [StatementItemKind, StatementReason] | null {
  if (line.currency !== transfer.currency) return ['amount-differs', 'currency'];
  if (canonical(line.amount) !== canonical(transfer.amount)) return ['amount-differs', 'amount'];
  return null;
}

function reasonOfMatch(transfer: MatchTransfer): StatementReason {
  return UNCERTAIN.has(transfer.state) ? 'outcome-unknown' : 'paid';
}

function item(
  line: MatchLine,
  transfer: MatchTransfer | null,
  kind: StatementItemKind,
  reason: StatementReason,
  matchedBy: MatchBasis | null,
): MatchedItem & { order: number } {
  return {
    kind,
    reason,
    matchedBy,
    line: line.n,
    transfer: transfer?.id ?? null,
    day: line.valueDate,
    order: line.n,
  };
}

/** The amount as minor units' text, so `1000.5` and `1000.50` are one amount. */
function canonical(amount: string): string {
  return String(minorUnitsOf(amount, 'point') ?? amount);
}
