import {
  MAX_BATCH_ENTRIES,
  MAX_BODY_BYTES,
  type Ack,
  type RebuildAnswer,
  type RebuildRequest,
  type StateRequest,
} from '../../protocol/wire';
import type { Answer } from '../refusals';
import type { ServiceDeps } from '../service-deps';
import { signedCall, type SignedRequest } from './signed-call';
import { readChanges } from './stored-changes';

/** POST /api/v1/state: the acknowledgement head office last signed for the workstation's chain. */
export function latestAck(
  deps: ServiceDeps,
  request: SignedRequest<StateRequest>,
): Promise<Answer<Ack>> {
  return signedCall(deps, 'state', request, async (_tx, ws) => ({ ok: true, value: ws.ack }));
}

/** A page's row text beyond which no further change is added: half a body, for the JSON around it. */
const PAGE_CHARS = MAX_BODY_BYTES / 2;

/**
 * POST /api/v1/rebuild: a page of the workstation's stored changes after `after`, with the
 * acknowledgement of its whole chain, so a replacement PC (signing with its new key) rebuilds its
 * journal and checks every change on the way in (D95). Pages hold at most MAX_BATCH_ENTRIES changes
 * and about half of MAX_BODY_BYTES of rows; an empty page means the chain is complete.
 */
export function rebuildPage(
  deps: ServiceDeps,
  request: SignedRequest<RebuildRequest>,
): Promise<Answer<RebuildAnswer>> {
  return signedCall(deps, 'rebuild', request, async (tx, ws) => {
    const limit = Math.min(request.body.limit, MAX_BATCH_ENTRIES);
    const changes = await readChanges(tx, ws.id, request.body.after, limit, PAGE_CHARS);
    return { ok: true, value: { changes, ack: ws.ack } };
  });
}
