import {
  APPROVAL_GROUND_RULES,
  REMOTE_APPROVAL_PURPOSES,
  type ApprovalDecision,
  type ApprovalGroundWire,
  type ApprovalRequestView,
  type ApprovalStatusAnswer,
  type ApprovalWaitingAnswer,
} from '../../../hq/protocol/approval-wire';
import {
  amount,
  instant,
  listOf,
  object,
  oneOf,
  positiveInteger,
  readFields,
  text,
  type Fields,
} from './answer-fields';

/*
 * D125: head office's answers about approvals read as the wire says, each field checked: an
 * answer that is not what head office sends is no answer. A decision's signature is the caller's
 * to check, with head office's key.
 */

const GROUND: Fields<ApprovalGroundWire> = {
  rule: oneOf(APPROVAL_GROUND_RULES),
  total: amount,
  earlier: listOf(text(32)),
};

const REQUEST_VIEW: Fields<ApprovalRequestView> = {
  requestId: text(),
  purpose: oneOf(REMOTE_APPROVAL_PURPOSES),
  draftId: text(),
  fingerprint: text(),
  amount,
  currency: text(),
  recipient: text(),
  customer: text(),
  grounds: listOf(object(GROUND)),
  requesterId: text(),
  requesterName: text(),
  askedBy: text(),
  workstationNumber: positiveInteger,
  branchCode: text(),
  askedAt: instant,
  expiresAt: instant,
};

export function readRequestView(body: string): ApprovalRequestView | null {
  return readFields(body, REQUEST_VIEW);
}

export function readWaitingAnswer(body: string): ApprovalWaitingAnswer | null {
  return readFields<ApprovalWaitingAnswer>(body, {
    requests: listOf(object(REQUEST_VIEW)),
    at: instant,
  });
}

const DECISION: Fields<ApprovalDecision> = {
  requestId: text(),
  askedBy: text(),
  draftId: text(),
  fingerprint: text(),
  requesterId: text(),
  approverId: text(),
  approverName: text(),
  reason: text(),
  decidedBy: text(),
  signature: text(),
  purpose: oneOf(REMOTE_APPROVAL_PURPOSES),
  decision: oneOf(['approved', 'refused'] as const),
  decidedAt: instant,
};

export function readDecision(body: string): ApprovalDecision | null {
  return readFields(body, DECISION);
}

export function readStatusAnswer(body: string): ApprovalStatusAnswer | null {
  const status = readFields<ApprovalStatusAnswer>(body, {
    requestId: text(),
    state: oneOf(['waiting', 'expired', 'decided'] as const),
    expiresAt: instant,
    // A decision not read whole is none; the state then says whether one was due.
    decision: (value) => (typeof value === 'string' ? null : readFields(value, DECISION)),
  });
  if (!status || (status.state === 'decided') !== (status.decision !== null)) return null;
  return status;
}
