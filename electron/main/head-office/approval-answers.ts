import {
  APPROVAL_GROUND_RULES,
  REMOTE_APPROVAL_PURPOSES,
  type ApprovalDecision,
  type ApprovalGroundWire,
  type ApprovalRequestView,
  type ApprovalStatusAnswer,
  type ApprovalWaitingAnswer,
  type RemoteApprovalPurpose,
} from '../../../hq/protocol/approval-wire';
import { parseJsonObject } from '../json-object';

/*
 * D125: head office's answers about approvals read as the wire says, each field checked: an
 * answer that is not what head office sends is no answer. A decision's signature is the caller's
 * to check, with head office's key.
 */

type Fields = Record<string, unknown>;

const isText = (value: unknown, max = 500): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isInstant = (value: unknown): value is string =>
  isText(value, 40) && !Number.isNaN(Date.parse(value));
const isAmount = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,15}\.\d{2}$/.test(value);
const isPurpose = (value: unknown): value is RemoteApprovalPurpose =>
  (REMOTE_APPROVAL_PURPOSES as readonly unknown[]).includes(value);
const objectOf = (value: unknown): Fields | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;

/** Every named field is text (of at most `max` characters). */
const texts = (o: Fields, names: readonly string[], max = 500) =>
  names.every((name) => isText(o[name], max));

function groundOf(value: unknown): ApprovalGroundWire | null {
  const o = objectOf(value);
  if (!o || !(APPROVAL_GROUND_RULES as readonly unknown[]).includes(o.rule)) return null;
  if (!isAmount(o.total) || !Array.isArray(o.earlier)) return null;
  if (!o.earlier.every((reference) => isText(reference, 32))) return null;
  return {
    rule: o.rule as ApprovalGroundWire['rule'],
    total: o.total,
    earlier: o.earlier as string[],
  };
}

const REQUEST_TEXTS = [
  'requestId',
  'draftId',
  'fingerprint',
  'currency',
  'recipient',
  'customer',
  'requesterId',
  'requesterName',
  'askedBy',
  'branchCode',
] as const;

export function requestViewOf(value: unknown): ApprovalRequestView | null {
  const o = objectOf(value);
  if (!o || !texts(o, REQUEST_TEXTS) || !isPurpose(o.purpose)) return null;
  if (!isAmount(o.amount) || !isInstant(o.askedAt) || !isInstant(o.expiresAt)) return null;
  const number = o.workstationNumber;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) return null;
  if (!Array.isArray(o.grounds)) return null;
  const grounds = o.grounds.map(groundOf);
  if (!grounds.every((ground) => ground !== null)) return null;
  return {
    requestId: o.requestId as string,
    purpose: o.purpose,
    draftId: o.draftId as string,
    fingerprint: o.fingerprint as string,
    amount: o.amount,
    currency: o.currency as string,
    recipient: o.recipient as string,
    customer: o.customer as string,
    grounds,
    requesterId: o.requesterId as string,
    requesterName: o.requesterName as string,
    askedBy: o.askedBy as string,
    workstationNumber: number,
    branchCode: o.branchCode as string,
    askedAt: o.askedAt,
    expiresAt: o.expiresAt,
  };
}

export function readRequestView(body: string): ApprovalRequestView | null {
  return requestViewOf(parseJsonObject(body));
}

export function readWaitingAnswer(body: string): ApprovalWaitingAnswer | null {
  const o = parseJsonObject(body);
  if (!o || !isInstant(o.at) || !Array.isArray(o.requests)) return null;
  const requests = o.requests.map(requestViewOf);
  if (!requests.every((request) => request !== null)) return null;
  return { requests, at: o.at };
}

const DECISION_TEXTS = [
  'requestId',
  'askedBy',
  'draftId',
  'fingerprint',
  'requesterId',
  'approverId',
  'approverName',
  'reason',
  'decidedBy',
  'signature',
] as const;

function decisionOf(value: unknown): ApprovalDecision | null {
  const o = objectOf(value);
  if (!o || !texts(o, DECISION_TEXTS) || !isPurpose(o.purpose)) return null;
  if (o.decision !== 'approved' && o.decision !== 'refused') return null;
  if (!isInstant(o.decidedAt)) return null;
  const decision = {} as Record<string, unknown>;
  for (const name of [...DECISION_TEXTS, 'purpose', 'decision', 'decidedAt']) {
    decision[name] = o[name];
  }
  return decision as unknown as ApprovalDecision;
}

export function readDecision(body: string): ApprovalDecision | null {
  return decisionOf(parseJsonObject(body));
}

export function readStatusAnswer(body: string): ApprovalStatusAnswer | null {
  const o = parseJsonObject(body);
  if (!o || !isText(o.requestId) || !isInstant(o.expiresAt)) return null;
  if (o.state !== 'waiting' && o.state !== 'expired' && o.state !== 'decided') return null;
  const decision = o.decision === null ? null : decisionOf(o.decision);
  if ((o.state === 'decided') !== (decision !== null)) return null;
  return { requestId: o.requestId, state: o.state, expiresAt: o.expiresAt, decision };
}
