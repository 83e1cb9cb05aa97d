import { signAck } from '../../protocol/chain';
import type { Ack, PushRequest } from '../../protocol/wire';
import { headOfficeKey } from '../keys/head-office-key';
import type { Answer } from '../refusals';
import type { ServiceDeps } from '../service-deps';
import { judgeBatch } from './batch-verdict';
import { ensureMonthPartition } from './partitions';
import type { ChangeProjection } from './projections';
import { signedCall, type SignedRequest } from './signed-call';
import { storeChanges, storedHashes } from './stored-changes';

export interface IngestDeps extends ServiceDeps {
  /** Run in the push's transaction on each batch's new changes (projections.ts). */
  projections?: readonly ChangeProjection[];
}

/**
 * POST /api/v1/push (D95): in one transaction with the workstation's head row locked, checks the
 * signature and the batch against the chain head office holds, stores the changes past its head,
 * moves the head and signs an acknowledgement of it. A batch head office already holds (its
 * acknowledgement was lost) stores nothing and is answered with the acknowledgement already
 * signed, unchanged. Whichever instance takes a push, each change is stored once, in order.
 */
export async function ingest(
  deps: IngestDeps,
  request: SignedRequest<PushRequest>,
): Promise<Answer<Ack>> {
  const receivedAt = deps.now();
  await ensureMonthPartition(deps.db, receivedAt);
  const key = await headOfficeKey(deps.db);
  return signedCall(deps, 'push', request, async (tx, ws) => {
    const { changes } = request.body;
    const held = ws.ack;
    const hashes = await storedHashes(
      tx,
      ws.id,
      changes[0]!.seq,
      Math.min(changes.at(-1)!.seq, held.seq),
    );
    const verdict = judgeBatch(changes, { seq: held.seq, head: held.head, hashes });
    if (!verdict.ok) return verdict;
    if (verdict.fresh.length === 0) return { ok: true, value: held };
    const tip = verdict.fresh.at(-1)!;
    const ack = signAck(key.privateKey, {
      workstationId: ws.id,
      seq: tip.seq,
      head: tip.hash,
      at: receivedAt.toISOString(),
    });
    await storeChanges(tx, ws.id, verdict.fresh, receivedAt, ack);
    const projected = {
      id: ws.id,
      branchCode: ws.branch.code,
      number: ws.number,
      timeZone: ws.branch.timeZone,
    };
    for (const project of deps.projections ?? []) await project(tx, projected, verdict.fresh);
    const waiting = request.body.waiting;
    if (waiting) {
      // D127: what the workstation said still waits on it, for the branch's end of day.
      await tx.query(
        `UPDATE workstation_heads SET waiting_count = $2, waiting_since = $3, waiting_reported_at = $4
          WHERE workstation_id = $1`,
        [ws.id, waiting.count, waiting.since, receivedAt],
        { prepared: true },
      );
    }
    return { ok: true, value: ack };
  });
}
