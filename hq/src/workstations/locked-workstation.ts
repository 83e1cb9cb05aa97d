import type { Ack } from '../../protocol/wire';
import type { Queryable } from '../db/db';

/** A workstation with the head of its chain, read with its head row locked. */
export interface LockedWorkstation {
  id: string;
  branch: { code: string; name: string; country: string; timeZone: string };
  number: number;
  publicKey: string | null;
  state: 'active' | 'revoked';
  enrolledAt: Date | null;
  revokedAt: Date | null;
  /** What head office holds of its chain, and the acknowledgement last signed for it. */
  ack: Ack;
}

interface Row {
  id: string;
  branch_code: string;
  branch_name: string;
  country: string;
  time_zone: string;
  number: number;
  public_key: string | null;
  state: 'active' | 'revoked';
  enrolled_at: Date | null;
  revoked_at: Date | null;
  seq: number;
  head: string;
  ack_at: string;
  ack_signature: string;
}

/**
 * Locks the workstation's head row (SELECT … FOR UPDATE) and reads it with the workstation (D95).
 * Every request that reads or changes a workstation's key, state or chain takes this lock first,
 * in this one order, so two instances' pushes, an enrolment and a revocation of one workstation
 * happen one after the other; null when head office knows no such workstation.
 */
export async function lockWorkstation(
  tx: Queryable,
  id: string,
): Promise<LockedWorkstation | null> {
  const [row] = await tx.query<Row>(
    `SELECT w.id, w.branch_code, b.name AS branch_name, b.country, b.time_zone, w.number, w.public_key, w.state,
            w.enrolled_at, w.revoked_at, h.seq, h.head, h.ack_at, h.ack_signature
       FROM workstation_heads h
       JOIN workstations w ON w.id = h.workstation_id
       JOIN branches b ON b.code = w.branch_code
      WHERE h.workstation_id = $1
        FOR UPDATE OF h`,
    [id],
    { prepared: true },
  );
  if (!row) return null;
  return {
    id: row.id,
    branch: {
      code: row.branch_code,
      name: row.branch_name,
      country: row.country,
      timeZone: row.time_zone,
    },
    number: row.number,
    publicKey: row.public_key,
    state: row.state,
    enrolledAt: row.enrolled_at,
    revokedAt: row.revoked_at,
    ack: {
      workstationId: row.id,
      seq: Number(row.seq),
      head: row.head,
      at: row.ack_at,
      signature: row.ack_signature,
    },
  };
}

/** "workstation 2 of Nairobi Moi Avenue (NBO-01)": how messages name a workstation. */
export function workstationName(ws: Pick<LockedWorkstation, 'number' | 'branch'>): string {
  return `workstation ${ws.number} of ${ws.branch.name} (${ws.branch.code})`;
}

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
