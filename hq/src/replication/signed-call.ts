import type { Refusal } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import { keepRefused, type ProtocolEndpoint } from '../evidence/refused-requests';
import type { Answer } from '../refusals';
import type { ServiceDeps } from '../service-deps';
import type { LockedWorkstation } from '../workstations/locked-workstation';
import { authenticate } from './authenticate';

/** A signed request as the route received it: the parsed body, its bytes and its signature. */
export interface SignedRequest<Body extends { workstationId: string }> {
  body: Body;
  raw: Buffer | string;
  signature: string | undefined;
  remoteAddress?: string;
}

export type Verdict<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/**
 * Runs `work` in one transaction for the workstation that signed the request, its head row locked
 * (authenticate.ts). A refusal, whether of the signature or of `work`, leaves nothing of the
 * transaction and is kept as evidence (D95); an accepted request marks the workstation seen.
 */
export async function signedCall<Body extends { workstationId: string }, T>(
  deps: ServiceDeps,
  endpoint: ProtocolEndpoint,
  request: SignedRequest<Body>,
  work: (tx: Queryable, workstation: LockedWorkstation) => Promise<Verdict<T>>,
  /** What a refusal keeps of the body, when not its bytes (D121: a body carrying passwords). */
  evidence?: string,
): Promise<Answer<T>> {
  type Outcome =
    { ok: true; value: T } | { ok: false; refusal: Refusal; workstationId: string | null };
  const outcome = await deps.db
    .transaction(async (tx): Promise<Outcome> => {
      const signed = await authenticate(tx, {
        workstationId: request.body.workstationId,
        raw: request.raw,
        signature: request.signature,
      });
      if (!signed.ok) return signed;
      const done = await work(tx, signed.workstation);
      if (!done.ok) {
        // Thrown, so that the transaction rolls back whatever `work` did before it refused.
        throw new Refused(done.refusal, signed.workstation.id);
      }
      await tx.query(
        'UPDATE workstations SET last_seen_at = $2 WHERE id = $1',
        [signed.workstation.id, deps.now()],
        { prepared: true },
      );
      return done;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused)
        return { ok: false as const, refusal: error.refusal, workstationId: error.workstationId };
      throw error;
    });
  if (outcome.ok) return outcome;
  await keepRefused(deps.db, deps.now(), {
    endpoint,
    refusal: outcome.refusal,
    workstationId: outcome.workstationId,
    body: evidence ?? request.raw,
    remoteAddress: request.remoteAddress,
  });
  return { ok: false, error: outcome.refusal };
}

class Refused extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly workstationId: string,
  ) {
    super(refusal.message);
  }
}
