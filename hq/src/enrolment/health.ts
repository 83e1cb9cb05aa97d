import type { RefusalCode } from '../../protocol/wire';
import type { WorkstationView } from '../../console-api/desks';
import { isoOrNull, type ServiceDeps } from '../service-deps';

/** A workstation as head office's console lists it, with how its replication stands. */
export type WorkstationHealth = WorkstationView;

interface Row {
  id: string;
  branch_code: string;
  branch_name: string;
  number: number;
  label: string | null;
  public_key: string | null;
  state: 'active' | 'revoked';
  enrolled_at: Date | null;
  revoked_at: Date | null;
  last_seen_at: Date | null;
  seq: number;
  head: string;
  ack_at: string;
  head_updated_at: Date;
  refused_at: Date | null;
  refused_reason: RefusalCode | null;
  refused_message: string | null;
  code_purpose: 'enrol' | 'replace' | null;
  code_expires_at: Date | null;
}

/**
 * Every workstation (or one branch's), by branch and number, with its replication health. How
 * many changes wait on a PC head office cannot know; the last acknowledgement is what it gives.
 */
export async function listWorkstations(
  deps: ServiceDeps,
  filter: { branchCode?: string } = {},
): Promise<WorkstationHealth[]> {
  const rows = await deps.db.query<Row>(
    `SELECT w.id, w.branch_code, b.name AS branch_name, w.number, w.label, w.public_key, w.state,
            w.enrolled_at, w.revoked_at, w.last_seen_at, h.seq, h.head, h.ack_at,
            h.updated_at AS head_updated_at, r.at AS refused_at, r.reason AS refused_reason,
            r.message AS refused_message, c.purpose AS code_purpose, c.expires_at AS code_expires_at
       FROM workstations w
       JOIN branches b ON b.code = w.branch_code
       JOIN workstation_heads h ON h.workstation_id = w.id
       LEFT JOIN LATERAL (
         SELECT at, reason, message FROM refused_pushes
          WHERE workstation_id = w.id AND endpoint = 'push' ORDER BY at DESC LIMIT 1
       ) r ON true
       LEFT JOIN LATERAL (
         SELECT purpose, expires_at FROM enrolment_codes
          WHERE workstation_id = w.id AND used_at IS NULL AND superseded_at IS NULL
            AND expires_at > $2
          ORDER BY issued_at DESC LIMIT 1
       ) c ON true
      WHERE ($1::text IS NULL OR w.branch_code = $1)
      ORDER BY w.branch_code, w.number`,
    [filter.branchCode ?? null, deps.now()],
  );
  return rows.map(toHealth);
}

function toHealth(r: Row): WorkstationHealth {
  // An active workstation refused as revoked was a PC it replaced, still trying with its retired
  // key: kept as evidence and shown, but the replication of the workstation is its new PC's.
  const replacedPcRefused = r.refused_reason === 'revoked' && r.state !== 'revoked';
  const refusedAfterHead =
    r.refused_at !== null &&
    r.refused_at.getTime() > r.head_updated_at.getTime() &&
    !replacedPcRefused;
  return {
    id: r.id,
    branch: { code: r.branch_code, name: r.branch_name },
    number: r.number,
    label: r.label,
    status: r.state === 'revoked' ? 'revoked' : r.public_key ? 'active' : 'awaiting-enrolment',
    enrolledAt: isoOrNull(r.enrolled_at),
    revokedAt: isoOrNull(r.revoked_at),
    lastSeenAt: isoOrNull(r.last_seen_at),
    storedSeq: Number(r.seq),
    head: r.head,
    lastAckAt: r.ack_at,
    chain: refusedAfterHead ? 'refused-recently' : 'ok',
    lastRefusal:
      r.refused_at && r.refused_reason
        ? {
            at: isoOrNull(r.refused_at)!,
            reason: r.refused_reason,
            message: r.refused_message ?? '',
          }
        : null,
    openCode:
      r.code_purpose && r.code_expires_at
        ? { purpose: r.code_purpose, expiresAt: isoOrNull(r.code_expires_at)! }
        : null,
  };
}
