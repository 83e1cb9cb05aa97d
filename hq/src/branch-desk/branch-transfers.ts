import { CHECKED_OFFLINE_MARK, markCodesOf } from '../../../shared/domain/control-marks';
import { NEEDS_SUPERVISOR } from '../../../shared/domain/transfer-states';
import {
  askedHash,
  BRANCH_PAGE_MAX,
  type BranchClosing,
  signBranchPage,
  type BranchPlace,
  type BranchTransferRow,
  type BranchTransfersAnswer,
  type BranchTransfersFilters,
  type BranchTransfersRequest,
  type BranchWorkstationState,
} from '../../protocol/branch-desk';
import type { Queryable } from '../db/db';
import { headOfficeKey } from '../keys/head-office-key';
import { LOG_COLUMNS, LOG_KEYSET, textWhere, type LogRecord } from '../projections/log-query';
import { cursorKey, cursorText, keysetPage, Where } from '../projections/where';
import type { Answer } from '../refusals';
import { signedCall, type SignedRequest } from '../replication/signed-call';
import { isoOrNull, type ServiceDeps } from '../service-deps';

/*
 * POST /api/v1/branch-transfers (D127): the signing workstation's branch's transfers made at its
 * other workstations, as head office's receipt log holds them (hq_transfers, D102), filtered as
 * the desk's log filters and paged by the log's own keyset; and what head office knows of each
 * workstation of the branch's replication, so the desk can say whose changes may be missing.
 */

export function branchWhere(
  branchCode: string,
  self: string,
  filters: BranchTransfersFilters,
): Where {
  const where = new Where()
    .add((p) => `branch_code = ${p(branchCode)}`)
    .add((p) => `workstation_id <> ${p(self)}`)
    .when(filters.kind, (p, v) => `kind = ${p(v)}`)
    .when(filters.currency, (p, v) => `currency = ${p(v)}`)
    .when(filters.operatorId, (p, v) => `operator_id = ${p(v.toLowerCase())}`)
    .when(filters.amount, (p, v) => `amount = ${p(v)}`)
    .when(filters.marked, (p, v) =>
      v === 'checked-offline' ? 'checked_offline' : `marks && ${p(markCodesOf(v))}::text[]`,
    );
  if (filters.state === 'waiting') {
    where.add((p) => `state = ANY(${p(NEEDS_SUPERVISOR)}::text[])`);
  } else where.when(filters.state, (p, v) => `state = ${p(v)}`);
  return textWhere({ from: filters.from, to: filters.to, text: filters.text }, where);
}

function rowOf(r: LogRecord): BranchTransferRow {
  return {
    createdAt: new Date(r.created_at).toISOString(),
    workstationId: r.workstation_id,
    transferId: Number(r.transfer_id),
    workstationNumber: r.workstation_number,
    reference: r.reference,
    kind: r.kind,
    state: r.state,
    amount: r.amount,
    currency: r.currency,
    senderName: r.sender_name,
    sourceName: r.source_name,
    sourceAccount: r.source_account,
    recipientName: r.recipient_name,
    recipientAccount: r.recipient_account,
    destinationCountry: r.destination_country,
    transactionId: r.transaction_id,
    operatorId: r.operator_id,
    marks: r.checked_offline ? [...r.marks, CHECKED_OFFLINE_MARK] : r.marks,
  };
}

interface StateRow {
  id: string;
  number: number;
  public_key: string | null;
  state: string;
  last_seen_at: Date | null;
  seq: number | string;
  ack_at: string;
  updated_at: Date | null;
  waiting_count: number | string | null;
  waiting_since: string | null;
  waiting_reported_at: Date | null;
}

/** Every workstation of the branch with what head office holds of its chain, by number. */
export async function branchStates(
  q: Queryable,
  branchCode: string,
): Promise<BranchWorkstationState[]> {
  const rows = await q.query<StateRow>(
    `SELECT w.id, w.number, w.public_key, w.state, w.last_seen_at, h.seq, h.ack_at, h.updated_at,
            h.waiting_count, h.waiting_since, h.waiting_reported_at
       FROM workstations w JOIN workstation_heads h ON h.workstation_id = w.id
      WHERE w.branch_code = $1
      ORDER BY w.number`,
    [branchCode],
  );
  return rows.map((r) => {
    const seq = Number(r.seq);
    const reportedAt = isoOrNull(r.waiting_reported_at);
    return {
      workstationId: r.id,
      number: r.number,
      enrolled: r.public_key !== null,
      revoked: r.state === 'revoked',
      lastSeenAt: isoOrNull(r.last_seen_at),
      lastPushAt: seq > 0 ? isoOrNull(r.updated_at) : null,
      ackSeq: seq,
      ackAt: seq > 0 ? r.ack_at : null,
      waiting:
        reportedAt === null
          ? null
          : { count: Number(r.waiting_count ?? 0), since: r.waiting_since, reportedAt },
    };
  });
}

/** One page of the branch's other workstations' transfers, newest first, after `after`. */
export async function branchTransferPage(
  q: Queryable,
  branchCode: string,
  self: string,
  filters: BranchTransfersFilters,
  after: BranchPlace | null,
  limit: number,
): Promise<{ rows: BranchTransferRow[]; next: BranchPlace | null }> {
  const cursor =
    after === null
      ? undefined
      : cursorText([after.createdAt, after.workstationId, after.transferId]);
  const page = await keysetPage(
    q,
    {
      select: `SELECT ${LOG_COLUMNS} FROM hq_transfers`,
      where: branchWhere(branchCode, self, filters),
      keyset: LOG_KEYSET,
      rowOf,
    },
    cursor,
    Math.min(limit, BRANCH_PAGE_MAX),
  );
  // The request's schema let only a well-formed place through, so the cursor is always ours.
  const next = cursorKey(page?.nextCursor ?? undefined);
  return {
    rows: page?.rows ?? [],
    next: next ? { createdAt: next[0], workstationId: next[1], transferId: next[2] } : null,
  };
}

/**
 * D138: the day's closings of the branch's other workstations, from their replicated
 * `day_closings` rows (keyed by the day; received after the day began, a day earlier for a
 * clock ahead). A closing is inserted once and never changes (append-only at the workstation).
 */
export async function branchClosings(
  q: Queryable,
  branchCode: string,
  self: string,
  day: string,
): Promise<BranchClosing[]> {
  const rows = await q.query<{ workstation_id: string; row: string }>(
    `SELECT c.workstation_id, c.row FROM changes c JOIN workstations w ON w.id = c.workstation_id
      WHERE w.branch_code = $1 AND c.workstation_id <> $2 AND c.table_name = 'day_closings'
        AND c.op = 'insert' AND c.key = $3
        AND c.received_at >= $4::timestamptz - interval '2 days'
      ORDER BY c.workstation_id, c.seq`,
    [branchCode, self, JSON.stringify({ day }), day],
  );
  const closings: BranchClosing[] = [];
  for (const { workstation_id: workstationId, row } of rows) {
    const image = JSON.parse(row) as Record<string, unknown>;
    const text = (name: string) => (typeof image[name] === 'string' ? image[name] : null);
    const closedAt = text('checked_at') ?? text('closed_at');
    const closedBy = text('closed_by');
    if (closedAt === null || closedBy === null) continue;
    closings.push({ workstationId, day, closedAt, closedBy, checkedBy: text('checked_by') });
  }
  return closings;
}

export async function branchTransfers(
  deps: ServiceDeps,
  request: SignedRequest<BranchTransfersRequest>,
): Promise<Answer<BranchTransfersAnswer>> {
  const key = await headOfficeKey(deps.db);
  const { filters, after, limit } = request.body;
  return signedCall(deps, 'branch-transfers', request, async (tx, ws) => {
    const page = await branchTransferPage(tx, ws.branch.code, ws.id, filters, after, limit);
    const answer = signBranchPage(key.privateKey, {
      workstationId: ws.id,
      asked: askedHash(request.raw),
      branchCode: ws.branch.code,
      at: deps.now().toISOString(),
      rows: page.rows,
      next: page.next,
      workstations: await branchStates(tx, ws.branch.code),
      closings:
        filters.from && filters.from === filters.to
          ? await branchClosings(tx, ws.branch.code, ws.id, filters.from)
          : [],
    });
    return { ok: true, value: answer };
  });
}
