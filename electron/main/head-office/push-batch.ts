import {
  MAX_BATCH_ENTRIES,
  MAX_BODY_BYTES,
  type Change,
  type PushRequest,
} from '../../../hq/protocol/wire';
import { pushBody } from './head-office-client';
import type { ReplicationJournal } from '../replication/replication-journal';

/*
 * The next batch to push: the changes after head office's last acknowledgement (or after `from`,
 * when head office asked for changes again, D117), hashed, in order, as many as fit in head
 * office's body limit (a sanctions list's row can be megabytes). A change that alone does not fit
 * cannot be sent at all, and is named.
 */

export type NextBatch =
  | { kind: 'empty' }
  | { kind: 'changes'; changes: Change[]; waiting: Waiting }
  | { kind: 'too-large'; seq: number };

/** D127: what still waits here after a batch, which the push tells head office. */
export type Waiting = NonNullable<PushRequest['waiting']>;

/** The longest `waiting` a body can carry, so the size check leaves room for it. */
const WIDEST: Waiting = { count: Number.MAX_SAFE_INTEGER, since: '2026-11-28T15:00:00.000000000Z' };

export function nextBatch(
  outbox: Pick<ReplicationJournal, 'hashPending' | 'batch' | 'status'>,
  workstationId: string,
  limit: number | null,
  from: number | null = null,
): NextBatch {
  outbox.hashPending();
  const after = from ?? outbox.status().lastAck?.seq ?? 0;
  let changes = outbox.batch(after, Math.min(limit ?? MAX_BATCH_ENTRIES, MAX_BATCH_ENTRIES));
  if (changes.length === 0) return { kind: 'empty' };
  while (Buffer.byteLength(pushBody(workstationId, changes, WIDEST)) > MAX_BODY_BYTES) {
    if (changes.length === 1) return { kind: 'too-large', seq: changes[0]!.seq };
    changes = changes.slice(0, Math.ceil(changes.length / 2));
  }
  const status = outbox.status();
  const last = changes.at(-1)!.seq;
  const count = Math.max(0, (status.lastAck?.seq ?? 0) + status.waiting - last);
  const since = count > 0 ? (outbox.batch(last, 1)[0]?.at ?? null) : null;
  return { kind: 'changes', changes, waiting: { count, since } };
}
