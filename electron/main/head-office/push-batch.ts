import { MAX_BATCH_ENTRIES, MAX_BODY_BYTES, type Change } from '../../../hq/protocol/wire';
import { pushBody } from './head-office-client';
import type { ReplicationJournal } from '../replication/replication-journal';

/*
 * The next batch to push: the changes after head office's last acknowledgement (or after `from`,
 * when head office asked for changes again, D117), hashed, in order, as many as fit in head
 * office's body limit (a sanctions list's row can be megabytes). A change that alone does not fit
 * cannot be sent at all, and is named.
 */

export type NextBatch =
  { kind: 'empty' } | { kind: 'changes'; changes: Change[] } | { kind: 'too-large'; seq: number };

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
  while (Buffer.byteLength(pushBody(workstationId, changes)) > MAX_BODY_BYTES) {
    if (changes.length === 1) return { kind: 'too-large', seq: changes[0]!.seq };
    changes = changes.slice(0, Math.ceil(changes.length / 2));
  }
  return { kind: 'changes', changes };
}
