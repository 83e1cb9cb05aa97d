import type { FastifyInstance } from 'fastify';
import type {
  ApprovalAsk,
  ApprovalDecide,
  ApprovalStatusRequest,
  ApprovalWaitingRequest,
} from '../../protocol/approval-wire';
import {
  approvalStatus,
  askApproval,
  decideApproval,
  waitingApprovals,
} from '../approval-requests/approval-requests';
import type { HqDeps } from '../server';
import {
  APPROVAL_ASK_SCHEMA,
  APPROVAL_DECIDE_SCHEMA,
  APPROVAL_STATUS_SCHEMA,
  APPROVAL_WAITING_SCHEMA,
} from './approval-schemas';
import { reply, signedRequest } from './protocol-scope';

/**
 * D125: what a workstation calls for an approval from the supervisor's own desk, inside the
 * protocol's scope (protocol-scope.ts): a clerk's ask, the branch's waiting list, a supervisor's
 * decision and the asking workstation's status. Each signed by the calling workstation.
 */
export function approvalRoutes(scope: FastifyInstance, deps: HqDeps): void {
  scope.post('/api/v1/approval-ask', { schema: { body: APPROVAL_ASK_SCHEMA } }, async (r, to) =>
    reply(to, await askApproval(deps, signedRequest<ApprovalAsk>(r))),
  );
  scope.post(
    '/api/v1/approval-waiting',
    { schema: { body: APPROVAL_WAITING_SCHEMA } },
    async (r, to) =>
      reply(to, await waitingApprovals(deps, signedRequest<ApprovalWaitingRequest>(r))),
  );
  scope.post(
    '/api/v1/approval-decide',
    { schema: { body: APPROVAL_DECIDE_SCHEMA } },
    async (r, to) => reply(to, await decideApproval(deps, signedRequest<ApprovalDecide>(r))),
  );
  scope.post(
    '/api/v1/approval-status',
    { schema: { body: APPROVAL_STATUS_SCHEMA } },
    async (r, to) => reply(to, await approvalStatus(deps, signedRequest<ApprovalStatusRequest>(r))),
  );
}
