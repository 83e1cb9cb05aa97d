import { approvalDecisionIsSigned } from '../../../hq/protocol/approval-chain';
import type {
  ApprovalAsk,
  ApprovalDecide,
  ApprovalDecision,
  ApprovalRequestView,
  ApprovalStatusAnswer,
  ApprovalWaitingAnswer,
} from '../../../hq/protocol/approval-wire';
import { worded } from '@shared/i18n/worded';
import { fail } from '@shared/result';
import {
  readDecision,
  readRequestView,
  readStatusAnswer,
  readWaitingAnswer,
} from './approval-answers';
import type { HeadOfficeClient, HeadOfficeLink, HeadOfficeResult } from './head-office-client';

/*
 * D125: the workstation's calls for approvals from the supervisor's own desk: a clerk's ask, the
 * branch's waiting list, a supervisor's decision, and the asking workstation's status. Each is
 * signed with this workstation's key; a decision is taken only signed by head office, and only for
 * what this workstation asked (or, for a decision it sends, for what it decided).
 */

export const APPROVAL_PATHS = {
  ask: '/api/v1/approval-ask',
  waiting: '/api/v1/approval-waiting',
  decide: '/api/v1/approval-decide',
  status: '/api/v1/approval-status',
} as const;

export interface HeadOfficeApprovals {
  ask(request: Omit<ApprovalAsk, 'workstationId'>): Promise<HeadOfficeResult<ApprovalRequestView>>;
  waiting(): Promise<HeadOfficeResult<ApprovalWaitingAnswer>>;
  decide(
    request: Omit<ApprovalDecide, 'workstationId'>,
  ): Promise<HeadOfficeResult<ApprovalDecision>>;
  status(requestId: string): Promise<HeadOfficeResult<ApprovalStatusAnswer>>;
  /** This workstation's id at head office, or null when it is not enrolled. */
  workstationId(): string | null;
}

/** Not enrolled (or a replacement not yet rebuilt): the clerk's dialog is the way (D125). */
const notLinked = () =>
  fail(worded('unreachable', 'headOffice.client.unreachable', { address: '—' }));

export function createHeadOfficeApprovals(deps: {
  link: () => HeadOfficeLink | null;
  client: Pick<HeadOfficeClient, 'call'>;
}): HeadOfficeApprovals {
  const signedBy = (link: HeadOfficeLink, decision: ApprovalDecision) =>
    approvalDecisionIsSigned(link.headOfficeKey, decision);
  return {
    workstationId: () => deps.link()?.workstationId ?? null,
    async ask(request) {
      const link = deps.link();
      if (!link) return notLinked();
      return deps.client.call(
        link,
        APPROVAL_PATHS.ask,
        request,
        readRequestView,
        (view) =>
          view.requestId === request.requestId &&
          view.askedBy === link.workstationId &&
          view.fingerprint === request.fingerprint,
      );
    },
    async waiting() {
      const link = deps.link();
      if (!link) return notLinked();
      return deps.client.call(link, APPROVAL_PATHS.waiting, {}, readWaitingAnswer, () => true);
    },
    async decide(request) {
      const link = deps.link();
      if (!link) return notLinked();
      return deps.client.call(
        link,
        APPROVAL_PATHS.decide,
        request,
        readDecision,
        (decision) =>
          decision.requestId === request.requestId &&
          decision.decidedBy === link.workstationId &&
          decision.decision === request.decision &&
          decision.approverId === request.approverId &&
          signedBy(link, decision),
      );
    },
    async status(requestId) {
      const link = deps.link();
      if (!link) return notLinked();
      return deps.client.call(
        link,
        APPROVAL_PATHS.status,
        { requestId },
        readStatusAnswer,
        (answer) =>
          answer.requestId === requestId &&
          (answer.decision === null ||
            (answer.decision.askedBy === link.workstationId && signedBy(link, answer.decision))),
      );
    },
  };
}
