import { MOVED_NO_MONEY, type TransferState } from '@shared/domain/transfer-states';
import type { BranchTransfer } from '../../../hq/protocol/wire';

/*
 * D133: the controls by customer counted over every workstation, as plain data. Head office
 * answers (signed, with a reservation or a review's read) the customer's transfers of the widest
 * split window and the other counters' transfers the duplicate guard finds waiting; the counter
 * merges them with its own journal, each reference once (the journal's row wins: its state is the
 * newest), and runs its own rules, unchanged, on the merged list.
 */

/** What head office told of the other counters; null where it was not asked or did not answer. */
export interface BranchFacts {
  series: readonly BranchTransfer[];
  waiting: readonly BranchTransfer[];
  /** D137: the other counters' transfers of the day from the draft's account to its recipient. */
  toRecipient: readonly BranchTransfer[];
  /** Head office did not answer: the journal alone was counted, and the send is marked. */
  offline: boolean;
}

/** What the rules read of another counter's transfer. */
export interface CountedRecord {
  reference: string;
  kind: string;
  createdAt: string;
  amount: string;
  currency: string;
  state: TransferState;
  /** Another counter's operator is not told: the guard's words name the reference. */
  operatorId: string;
}

export const NO_FACTS: BranchFacts = { series: [], waiting: [], toRecipient: [], offline: false };

function recordOf(t: BranchTransfer): CountedRecord {
  return { ...t, state: t.state as TransferState, operatorId: '' };
}

/** The journal's transfers, then head office's that the journal does not hold, by reference. */
export function mergedByReference<T extends { reference: string }>(
  local: readonly T[],
  remote: readonly BranchTransfer[],
): (T | CountedRecord)[] {
  const seen = new Set(local.map((l) => l.reference));
  const added: CountedRecord[] = [];
  for (const t of remote) {
    if (seen.has(t.reference)) continue;
    seen.add(t.reference);
    added.push(recordOf(t));
  }
  return [...local, ...added];
}

/**
 * Head office's transfers as the journal's query for the rule reads them: one currency, the span
 * [from, to), those that did not fail (control-totals.ts).
 */
export function inSpan(
  remote: readonly BranchTransfer[],
  span: { currency: string; from: string; to: string },
): BranchTransfer[] {
  const [from, to] = [Date.parse(span.from), Date.parse(span.to)];
  return remote.filter((t) => {
    const at = Date.parse(t.createdAt);
    return (
      t.currency === span.currency &&
      at >= from &&
      at < to &&
      !MOVED_NO_MONEY.includes(t.state as TransferState)
    );
  });
}

/** The customer's transfers of the span, the journal's merged with head office's. */
export function mergedInSpan<T extends { reference: string }>(
  local: readonly T[],
  facts: BranchFacts | null,
  span: { currency: string; from: string; to: string },
): (T | CountedRecord)[] {
  return facts ? mergedByReference(local, inSpan(facts.series, span)) : [...local];
}

/** D137: the account's transfers of the span to the recipient, the journal's merged with head office's. */
export function mergedToRecipient<T extends { reference: string }>(
  local: readonly T[],
  facts: BranchFacts | null,
  span: { currency: string; from: string; to: string },
): (T | CountedRecord)[] {
  return facts ? mergedByReference(local, inSpan(facts.toRecipient, span)) : [...local];
}

/** A series member that is this journal's row, which a mark can be written on. */
export function isJournalRow<T extends { reference: string }>(
  member: T | CountedRecord,
): member is Exclude<T, CountedRecord> & { id: number } {
  return typeof (member as { id?: unknown }).id === 'number';
}
