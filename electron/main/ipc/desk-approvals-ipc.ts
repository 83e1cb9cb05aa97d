import type { OperationsOf } from '@shared/ipc/contract';
import type { deskApprovalsOperations } from '@shared/ipc/desk-approvals-contract';
import {
  validateDeskApprovalAsk,
  validateDeskApprovalStatus,
  validateDeskDecision,
} from '@shared/schemas/desk-approval-schemas';
import type { Services } from '../services';
import { withTransferRules, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/*
 * D125: an approval from the supervisor's own desk, through head office. Roles come from the
 * contract (the clerk asks and polls, a supervisor lists and decides), the supervisor who decides
 * is the session's.
 */
export interface DeskApprovalsIpcDeps {
  services: Pick<Services, 'transferRules' | 'deskApprovals'>;
}

type DeskApprovalsOperations = typeof deskApprovalsOperations;

export function deskApprovalsIpc({
  services,
}: DeskApprovalsIpcDeps): FeatureIpc<OperationsOf<DeskApprovalsOperations>> {
  const transferRules = () => services.transferRules();
  const desk = services.deskApprovals;
  return {
    validators: {
      askDeskApproval: withTransferRules(transferRules, validateDeskApprovalAsk),
      deskApprovalStatus: withTransferRules(transferRules, validateDeskApprovalStatus),
      waitingApprovals: noPayload,
      decideDeskApproval: validateDeskDecision,
    },
    handlers: {
      // Refusals are worded keys: the router words them in the operator's language (D93).
      askDeskApproval: ({ draft, purpose }, { session }) => desk.ask(draft, session, purpose),
      deskApprovalStatus: ({ draft, requestId }, { session }) =>
        desk.status(draft, requestId, session),
      waitingApprovals: () => desk.waiting(),
      decideDeskApproval: (request, { session }) => desk.decide(request, session),
    },
  };
}
