import { createHash } from 'node:crypto';
import type { Refusal } from '../../protocol/wire';
import type { ProtocolEndpoint, RefusedView } from '../../console-api/desks';
import type { Queryable } from '../db/db';
import { isoOrNull, type ServiceDeps } from '../service-deps';

/** How much of a refused body is kept: enough to read a batch's first changes; the rest is hashed. */
export const EVIDENCE_BODY_CHARS = 64 * 1024;

export type { ProtocolEndpoint };

export interface RefusedRequest {
  endpoint: ProtocolEndpoint;
  refusal: Refusal;
  /** Set only when the body named a workstation head office knows. */
  workstationId: string | null;
  /** The body's bytes as received; null when it was refused unread (too large). */
  body: Buffer | string | null;
  /** The body's size when it was not read (the Content-Length it announced). */
  announcedBytes?: number;
  remoteAddress?: string;
}

/**
 * Keeps a refused request as evidence for head office's console (D95): who, when, why, and the
 * body (capped; with its full size and SHA-256, to match it with the workstation's outbox).
 */
export async function keepRefused(db: Queryable, at: Date, request: RefusedRequest): Promise<void> {
  const bytes = request.body === null ? null : Buffer.from(request.body);
  // PostgreSQL text holds no NUL character; the SHA-256 still covers the bytes as received.
  const text = bytes
    ? withoutVerifiers(bytes.toString('utf8'))
        .slice(0, EVIDENCE_BODY_CHARS)
        .replace(/\0/g, '\uFFFD')
    : '';
  await db.query(
    `INSERT INTO refused_pushes
       (workstation_id, at, endpoint, reason, message, seq, body, body_bytes, body_sha256, remote_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      request.workstationId,
      at,
      request.endpoint,
      request.refusal.refused,
      request.refusal.message,
      request.refusal.seq ?? null,
      text,
      bytes ? bytes.length : (request.announcedBytes ?? 0),
      bytes ? createHash('sha256').update(bytes).digest('hex') : '',
      request.remoteAddress ?? null,
    ],
  );
}

/**
 * The secret fields of a protocol body, by endpoint: a refused body is kept without them. D121's
 * passwords; D148: an enrolment code, which a refusal of the body's shape leaves good, so its
 * evidence would be a code anyone reading the table could enrol a PC with.
 */
export const SECRET_FIELDS: Readonly<Partial<Record<ProtocolEndpoint, readonly string[]>>> = {
  enrol: ['code'],
  'operator-password': ['currentPassword', 'newPassword'],
};

/** A body as evidence keeps it: without `fields`; nothing of one that is not a JSON object. */
export function withheldFields(raw: Buffer | string, fields: readonly string[]): string {
  try {
    const body: unknown = JSON.parse(Buffer.from(raw).toString('utf8'));
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return '(withheld)';
    const kept: Record<string, unknown> = { ...body };
    for (const field of fields) if (Object.hasOwn(kept, field)) kept[field] = '(withheld)';
    return JSON.stringify(kept);
  } catch {
    return '(withheld: not JSON, and it may hold a secret)';
  }
}

/** What of a refused body on `endpoint` is kept as evidence (D121, D148). */
export function evidenceBody(endpoint: ProtocolEndpoint, raw: Buffer | string): Buffer | string {
  const fields = SECRET_FIELDS[endpoint];
  return fields ? withheldFields(raw, fields) : raw;
}

/**
 * A password verifier as the journals and head office write it (`scrypt$N$r$p$salt$hash`), in a
 * row's JSON or that JSON inside a string (a push's `row`), `/` as is or written `\/`.
 */
const VERIFIER = /scrypt\$\d+\$\d+\$\d+\$(?:[A-Za-z0-9+/=]|\\\/)+\$(?:[A-Za-z0-9+/=]|\\\/)+/g;

/**
 * D148: a body as the console may show it: a push carries the operators' rows, each with its
 * password verifier, which the evidence keeps out (its hash stays that of the bytes received).
 */
function withoutVerifiers(text: string): string {
  return text.replace(VERIFIER, 'scrypt$(withheld)');
}

/** A refused request as head office's console lists it. */
export type RefusedEntry = RefusedView;

interface Row {
  id: number;
  workstation_id: string | null;
  at: Date;
  endpoint: ProtocolEndpoint;
  reason: Refusal['refused'];
  message: string;
  seq: number | null;
  body: string;
  body_bytes: number;
  body_sha256: string;
  remote_address: string | null;
}

/** The newest refused requests first, of one workstation or of all; `beforeId` pages on. */
export async function listRefused(
  deps: Pick<ServiceDeps, 'db'>,
  filter: { workstationId?: string; beforeId?: number; limit?: number } = {},
): Promise<RefusedEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50), 1), 500);
  const rows = await deps.db.query<Row>(
    `SELECT id, workstation_id, at, endpoint, reason, message, seq, body, body_bytes, body_sha256,
            remote_address
       FROM refused_pushes
      WHERE ($1::text IS NULL OR workstation_id = $1) AND ($2::bigint IS NULL OR id < $2)
      ORDER BY id DESC
      LIMIT $3`,
    [filter.workstationId ?? null, filter.beforeId ?? null, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    workstationId: r.workstation_id,
    at: isoOrNull(r.at)!,
    endpoint: r.endpoint,
    reason: r.reason,
    message: r.message,
    seq: r.seq === null ? null : Number(r.seq),
    body: r.body,
    bodyBytes: r.body_bytes,
    bodySha256: r.body_sha256,
    remoteAddress: r.remote_address,
  }));
}
