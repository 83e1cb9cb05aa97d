import { verifyBytes } from '../../protocol/chain';
import type { Refusal } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import { refusal, utcText } from '../refusals';
import {
  capital,
  lockWorkstation,
  workstationName,
  type LockedWorkstation,
} from '../workstations/locked-workstation';

/** A request body as received, with the signature its header carried. */
export interface SignedBody {
  /** The workstation the parsed body names. */
  workstationId: string;
  /** The body's exact bytes, which the signature covers. */
  raw: Buffer | string;
  /** base64 Ed25519, from the x-remit-signature header; undefined when absent. */
  signature: string | undefined;
}

export type Authenticated =
  | { ok: true; workstation: LockedWorkstation }
  | { ok: false; refusal: Refusal; workstationId: string | null };

const REENROL =
  'If this PC was reinstalled or replaced, ask head office for a replacement code and enrol again.';

/**
 * Who signed the body (D95), with the workstation's head row locked for the rest of the
 * transaction: a workstation head office knows, with a PC enrolled, not revoked, whose current key
 * signed these exact bytes. A body signed by a key a replacement retired is refused as revoked.
 */
export async function authenticate(tx: Queryable, body: SignedBody): Promise<Authenticated> {
  const ws = await lockWorkstation(tx, body.workstationId);
  if (!ws || !ws.publicKey) {
    const what = ws
      ? `${capital(workstationName(ws))} has no PC enrolled`
      : `Head office knows no workstation ${body.workstationId.slice(0, 40)}`;
    return no(
      ws?.id ?? null,
      'unknown-workstation',
      `${what}. Enrol this PC with a code from head office's console.`,
    );
  }
  const name = workstationName(ws);
  const signature = body.signature ?? '';
  if (verifyBytes(ws.publicKey, body.raw, signature)) {
    if (ws.state === 'revoked') {
      return no(
        ws.id,
        'revoked',
        `${capital(name)} was revoked at head office at ${ws.revokedAt ? utcText(ws.revokedAt) : 'an unknown time'}; its PC may no longer send. ${REENROL}`,
      );
    }
    return { ok: true, workstation: ws };
  }
  const retired = await retiredKeySigned(tx, ws.id, body);
  if (retired) {
    return no(
      ws.id,
      'revoked',
      `This PC's key was retired at ${utcText(retired)}, when another PC was enrolled as ${name}; this PC may no longer send for it. ${REENROL}`,
    );
  }
  const why =
    body.signature === undefined
      ? 'The request carries no x-remit-signature header'
      : `The signature does not match the key ${name} enrolled with`;
  return no(
    ws.id,
    'bad-signature',
    `${why}: head office takes only bodies signed by the workstation's own key, over their exact bytes. ${REENROL}`,
  );
}

async function retiredKeySigned(
  tx: Queryable,
  workstationId: string,
  body: SignedBody,
): Promise<Date | null> {
  if (body.signature === undefined) return null;
  const keys = await tx.query<{ public_key: string; retired_at: Date }>(
    'SELECT public_key, retired_at FROM retired_keys WHERE workstation_id = $1',
    [workstationId],
  );
  const found = keys.find((k) => verifyBytes(k.public_key, body.raw, body.signature!));
  return found?.retired_at ?? null;
}

function no(
  workstationId: string | null,
  code: Refusal['refused'],
  message: string,
): Authenticated {
  return { ok: false, refusal: refusal(code, message), workstationId };
}
