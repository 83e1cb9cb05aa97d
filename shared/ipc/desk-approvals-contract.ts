import type {
  DeskApprovalAsk,
  DeskApprovalAsked,
  DeskApprovalState,
  DeskApprovalStatusRequest,
  DeskDecisionRequest,
  DeskDecisionView,
  WaitingApprovals,
} from '../domain/desk-approvals';
import { op } from './define';

/*
 * D125: a supervisor's approval from their own desk, through head office. The clerk's review asks
 * the branch's supervisors and polls for the decision; a supervisor lists the branch's waiting
 * requests and decides one, as themselves. 'head-office-unavailable': not enrolled, or head office
 * did not answer; the clerk then asks at the counter (the dialog, D73).
 */
export const deskApprovalsOperations = {
  askDeskApproval: op<
    DeskApprovalAsk,
    DeskApprovalAsked,
    'no-approval-needed' | 'draft-refused' | 'head-office-unavailable'
  >()('approvals:desk-ask', 'clerk'),
  deskApprovalStatus: op<
    DeskApprovalStatusRequest,
    DeskApprovalState,
    'head-office-unavailable' | 'draft-changed'
  >()('approvals:desk-status', 'clerk'),
  waitingApprovals: op<void, WaitingApprovals, 'head-office-unavailable'>()(
    'approvals:desk-waiting',
    'supervisor',
  ),
  decideDeskApproval: op<
    DeskDecisionRequest,
    DeskDecisionView,
    'head-office-unavailable' | 'decision-refused'
  >()('approvals:desk-decide', 'supervisor'),
};
