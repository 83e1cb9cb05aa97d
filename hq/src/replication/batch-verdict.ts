import { firstBrokenLink } from '../../protocol/chain';
import type { Change, Refusal } from '../../protocol/wire';
import { refusal } from '../refusals';

/** What head office holds of a workstation's chain when a batch arrives. */
export interface HeldChain {
  seq: number;
  head: string;
  /** The stored hash of each change of the batch's seqs at or below `seq`. */
  hashes: ReadonlyMap<number, string>;
}

export type BatchVerdict = { ok: true; fresh: Change[] } | { ok: false; refusal: Refusal };

const DO_NOT_RESEND =
  'Do not edit the journal or resend by hand: ask head office to compare the workstation with what it holds.';

/**
 * Judges a signed batch against the chain head office holds (D95), with no I/O:
 * - the batch must chain by itself (consecutive seqs, each change's link and hash): else a GAP
 *   (a seq skipped) or a BROKEN CHAIN;
 * - its first seq at most one past the held head: else a GAP;
 * - a change at or below the held head must have the hash held for it (a redelivery, skipped):
 *   else a FORK, the workstation's history differing from what head office acknowledged;
 * - the first change past the head must link to it: else a BROKEN CHAIN.
 * `fresh` are the changes to store; none when the whole batch is a redelivery.
 */
export function judgeBatch(changes: readonly Change[], held: HeldChain): BatchVerdict {
  const first = changes[0]!;
  const inside = firstBrokenLink(changes, first.seq - 1, first.prev);
  if (inside?.problem === 'seq') {
    const index = changes.findIndex((c) => c.seq === inside.seq);
    const expected = changes[index - 1]!.seq + 1;
    return refused(
      'gap',
      `The batch skips from change ${expected - 1} to change ${inside.seq}: a batch holds consecutive changes. The workstation's sender must send change ${expected} next.`,
      expected,
    );
  }
  if (inside) {
    const what =
      inside.problem === 'link'
        ? 'does not link to the change before it'
        : 'does not match its own hash';
    return refused(
      'broken-chain',
      `Change ${inside.seq} of the batch ${what}: the workstation's outbox was changed after it was chained. ${DO_NOT_RESEND}`,
      inside.seq,
    );
  }
  if (first.seq > held.seq + 1) {
    return refused(
      'gap',
      `Head office holds this workstation's changes up to ${held.seq}; the batch starts at ${first.seq}. Send from change ${held.seq + 1}: the changes between are missing.`,
      held.seq + 1,
    );
  }
  for (const change of changes) {
    if (change.seq > held.seq) break;
    if (held.hashes.get(change.seq) !== change.hash) {
      return refused(
        'fork',
        `Change ${change.seq} differs from the change ${change.seq} head office already holds and acknowledged: the workstation's journal was rewritten after head office received it. ${DO_NOT_RESEND}`,
        change.seq,
      );
    }
  }
  const fresh = changes.filter((c) => c.seq > held.seq);
  if (fresh.length > 0 && fresh[0]!.prev !== held.head) {
    return refused(
      'broken-chain',
      `Change ${fresh[0]!.seq} does not link to ${held.seq === 0 ? 'the start of the chain' : `change ${held.seq}, the last head office holds`}: the workstation's chain differs from head office's. ${DO_NOT_RESEND}`,
      fresh[0]!.seq,
    );
  }
  return { ok: true, fresh };
}

function refused(code: Refusal['refused'], message: string, seq: number): BatchVerdict {
  return { ok: false, refusal: refusal(code, message, seq) };
}
