import { signApprovalDecision } from '../../protocol/approval-chain';
import {
  APPROVAL_REQUEST_TTL_MS,
  MAX_WAITING_REQUESTS,
  type ApprovalAsk,
  type ApprovalDecide,
  type ApprovalDecision,
  type ApprovalRequestView,
  type ApprovalStatusAnswer,
  type ApprovalStatusRequest,
  type ApprovalWaitingAnswer,
  type ApprovalWaitingRequest,
} from '../../protocol/approval-wire';
import type { Queryable } from '../db/db';
import { headOfficeKey } from '../keys/head-office-key';
import { refusal, type Answer } from '../refusals';
import { signedCall, type SignedRequest, type Verdict } from '../replication/signed-call';
import type { ServiceDeps } from '../service-deps';
import type { LockedWorkstation } from '../workstations/locked-workstation';

/*
 * D125: a clerk's request for a supervisor's approval, kept at head office for the branch's
 * supervisors, and the decision one of them sends from their own desk. Every call is signed by a
 * workstation of the branch (signedCall); a request is seen and decided only within its branch.
 */

interface RequestRow {
  request_id: string;
  branch_code: string;
  workstation_id: string;
  workstation_number: number;
  purpose: ApprovalAsk['purpose'];
  draft_id: string;
  fingerprint: string;
  amount: string;
  currency: string;
  recipient: string;
  customer: string;
  grounds: ApprovalAsk['grounds'] | string;
  requester_id: string;
  requester_name: string;
  asked_at: Date;
  expires_at: Date;
}

interface DecisionRow {
  decision: ApprovalDecision['decision'];
  approver_id: string;
  approver_name: string;
  reason: string;
  decided_by: string;
  decided_at: string;
  signature: string;
}

const REQUEST_COLUMNS = `r.request_id, r.branch_code, r.workstation_id, w.number AS workstation_number,
  r.purpose, r.draft_id, r.fingerprint, r.amount, r.currency, r.recipient, r.customer, r.grounds,
  r.requester_id, r.requester_name, r.asked_at, r.expires_at`;

function viewOf(row: RequestRow): ApprovalRequestView {
  return {
    requestId: row.request_id,
    purpose: row.purpose,
    draftId: row.draft_id,
    fingerprint: row.fingerprint,
    amount: row.amount,
    currency: row.currency,
    recipient: row.recipient,
    customer: row.customer,
    // PGlite hands jsonb back parsed, node-postgres too; text only if a driver does not.
    grounds: typeof row.grounds === 'string' ? JSON.parse(row.grounds) : row.grounds,
    requesterId: row.requester_id,
    requesterName: row.requester_name,
    askedBy: row.workstation_id,
    workstationNumber: Number(row.workstation_number),
    branchCode: row.branch_code,
    askedAt: new Date(row.asked_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

function decisionOf(request: ApprovalRequestView, row: DecisionRow): ApprovalDecision {
  return {
    requestId: request.requestId,
    askedBy: request.askedBy,
    purpose: request.purpose,
    draftId: request.draftId,
    fingerprint: request.fingerprint,
    requesterId: request.requesterId,
    decision: row.decision,
    approverId: row.approver_id,
    approverName: row.approver_name,
    reason: row.reason,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    signature: row.signature,
  };
}

async function requestIn(
  tx: Queryable,
  requestId: string,
): Promise<{ request: ApprovalRequestView; decision: DecisionRow | null } | null> {
  const [row] = await tx.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM approval_requests r JOIN workstations w ON w.id = r.workstation_id
      WHERE r.request_id = $1 FOR UPDATE OF r`,
    [requestId],
  );
  if (!row) return null;
  const [decision] = await tx.query<DecisionRow>(
    `SELECT decision, approver_id, approver_name, reason, decided_by, decided_at, signature
       FROM approval_decisions WHERE request_id = $1`,
    [requestId],
  );
  return { request: viewOf(row), decision: decision ?? null };
}

const unknown = (requestId: string): Verdict<never> => ({
  ok: false,
  refusal: refusal(
    'request-unknown',
    `Head office holds no request for approval ${requestId} of this workstation's branch. Ask again from the clerk's review.`,
  ),
});

/** The fields of an ask that make it the same request when it is sent again. */
const SAME_ASK: readonly (keyof ApprovalAsk & keyof ApprovalRequestView)[] = [
  'purpose',
  'draftId',
  'fingerprint',
  'amount',
  'currency',
  'requesterId',
];

/** POST /api/v1/approval-ask: kept once by its id; a resend answers the request as kept. */
export function askApproval(
  deps: ServiceDeps,
  request: SignedRequest<ApprovalAsk>,
): Promise<Answer<ApprovalRequestView>> {
  return signedCall(deps, 'approval-ask', request, async (tx, ws) => {
    const ask = request.body;
    const kept = await requestIn(tx, ask.requestId);
    if (kept) {
      const same =
        kept.request.askedBy === ws.id &&
        SAME_ASK.every((field) => kept.request[field] === ask[field]);
      if (same) return { ok: true, value: kept.request };
      return {
        ok: false,
        refusal: refusal(
          'malformed',
          `Request ${ask.requestId} was asked before with other details. A new ask takes a new request id.`,
        ),
      };
    }
    const at = deps.now();
    await tx.query(
      `INSERT INTO approval_requests (request_id, branch_code, workstation_id, purpose, draft_id,
         fingerprint, amount, currency, recipient, customer, grounds, requester_id, requester_name,
         asked_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15)`,
      [
        ask.requestId,
        ws.branch.code,
        ws.id,
        ask.purpose,
        ask.draftId,
        ask.fingerprint,
        ask.amount,
        ask.currency,
        ask.recipient,
        ask.customer,
        JSON.stringify(ask.grounds),
        ask.requesterId,
        ask.requesterName,
        at,
        new Date(at.getTime() + APPROVAL_REQUEST_TTL_MS),
      ],
    );
    const made = await requestIn(tx, ask.requestId);
    return { ok: true, value: made!.request };
  });
}

/** POST /api/v1/approval-waiting: the branch's requests not decided and not expired, oldest first. */
export function waitingApprovals(
  deps: ServiceDeps,
  request: SignedRequest<ApprovalWaitingRequest>,
): Promise<Answer<ApprovalWaitingAnswer>> {
  return signedCall(deps, 'approval-waiting', request, async (tx, ws) => {
    const at = deps.now();
    const rows = await tx.query<RequestRow>(
      `SELECT ${REQUEST_COLUMNS}
         FROM approval_requests r JOIN workstations w ON w.id = r.workstation_id
        WHERE r.branch_code = $1 AND r.expires_at > $2
          AND NOT EXISTS (SELECT 1 FROM approval_decisions d WHERE d.request_id = r.request_id)
        ORDER BY r.asked_at, r.request_id LIMIT $3`,
      [ws.branch.code, at, MAX_WAITING_REQUESTS],
    );
    return { ok: true, value: { requests: rows.map(viewOf), at: at.toISOString() } };
  });
}

/**
 * Who may decide (D125): not the clerk who asked; and an operator head office manages (D115) only
 * as an active supervisor of the request's branch. An operator head office does not manage is one
 * of the workstations' own (a branch whose operators are not yet at head office): the signing
 * workstation of the branch answers for their role, as it does for every session it runs.
 */
async function approverRefusal(
  tx: Queryable,
  ws: LockedWorkstation,
  request: ApprovalRequestView,
  decide: ApprovalDecide,
): Promise<string | null> {
  const approver = decide.approverId.toLowerCase();
  if (approver === request.requesterId.toLowerCase()) {
    return `${decide.approverId} asked for this approval: another supervisor must decide it.`;
  }
  const [managed] = await tx.query<{ branch_code: string; role: string; active: boolean }>(
    'SELECT branch_code, role, active FROM branch_operators WHERE lower(operator_id) = $1',
    [approver],
  );
  if (!managed) return null;
  if (managed.branch_code !== ws.branch.code || managed.role !== 'supervisor') {
    return `${decide.approverId} is not a supervisor of branch ${ws.branch.code} at head office.`;
  }
  if (!managed.active) return `${decide.approverId} is deactivated at head office.`;
  return null;
}

/** POST /api/v1/approval-decide: the supervisor's decision, recorded once and signed. */
export async function decideApproval(
  deps: ServiceDeps,
  request: SignedRequest<ApprovalDecide>,
): Promise<Answer<ApprovalDecision>> {
  const key = await headOfficeKey(deps.db);
  return signedCall(deps, 'approval-decide', request, async (tx, ws) => {
    const decide = request.body;
    const kept = await requestIn(tx, decide.requestId);
    if (!kept || kept.request.branchCode !== ws.branch.code) return unknown(decide.requestId);
    const { request: asked, decision } = kept;
    if (decision) {
      // The same decision sent again (its answer was lost): answered as recorded.
      const again =
        decision.decided_by === ws.id &&
        decision.approver_id === decide.approverId &&
        decision.decision === decide.decision &&
        decision.reason === decide.reason;
      if (again) return { ok: true, value: decisionOf(asked, decision) };
      return closed(`${decision.approver_id} has already decided it (${decision.decision}).`);
    }
    const at = deps.now();
    if (Date.parse(asked.expiresAt) <= at.getTime()) {
      return closed('It expired before a supervisor decided it; the clerk asks again.');
    }
    const notAllowed = await approverRefusal(tx, ws, asked, decide);
    if (notAllowed) return { ok: false, refusal: refusal('approver-not-allowed', notAllowed) };
    const signed = signApprovalDecision(key.privateKey, {
      requestId: asked.requestId,
      askedBy: asked.askedBy,
      purpose: asked.purpose,
      draftId: asked.draftId,
      fingerprint: asked.fingerprint,
      requesterId: asked.requesterId,
      decision: decide.decision,
      approverId: decide.approverId,
      approverName: decide.approverName,
      reason: decide.reason,
      decidedBy: ws.id,
      decidedAt: at.toISOString(),
    });
    await tx.query(
      `INSERT INTO approval_decisions (request_id, decision, approver_id, approver_name, reason,
         decided_by, decided_at, signature) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        signed.requestId,
        signed.decision,
        signed.approverId,
        signed.approverName,
        signed.reason,
        signed.decidedBy,
        signed.decidedAt,
        signed.signature,
      ],
    );
    return { ok: true, value: signed };
  });
}

function closed(why: string): Verdict<never> {
  return { ok: false, refusal: refusal('request-closed', `This request is closed: ${why}`) };
}

/** POST /api/v1/approval-status: the asking workstation's request, and its decision once made. */
export function approvalStatus(
  deps: ServiceDeps,
  request: SignedRequest<ApprovalStatusRequest>,
): Promise<Answer<ApprovalStatusAnswer>> {
  return signedCall(deps, 'approval-status', request, async (tx, ws) => {
    const kept = await requestIn(tx, request.body.requestId);
    if (!kept || kept.request.askedBy !== ws.id) return unknown(request.body.requestId);
    const { request: asked, decision } = kept;
    const expired = Date.parse(asked.expiresAt) <= deps.now().getTime();
    return {
      ok: true,
      value: {
        requestId: asked.requestId,
        state: decision ? 'decided' : expired ? 'expired' : 'waiting',
        expiresAt: asked.expiresAt,
        decision: decision ? decisionOf(asked, decision) : null,
      },
    };
  });
}
