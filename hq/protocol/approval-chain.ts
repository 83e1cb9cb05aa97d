import { approvalDecisionBytes, type ApprovalDecision } from './approval-wire';
import { signBytes, verifyBytes } from './chain';

/** D125: head office signs each decision it records; the asking workstation checks it. */
export function signApprovalDecision(
  privateKeyPem: string,
  decision: Omit<ApprovalDecision, 'signature'>,
): ApprovalDecision {
  return { ...decision, signature: signBytes(privateKeyPem, approvalDecisionBytes(decision)) };
}

export function approvalDecisionIsSigned(
  headOfficeKeyPem: string,
  decision: ApprovalDecision,
): boolean {
  return verifyBytes(headOfficeKeyPem, approvalDecisionBytes(decision), decision.signature);
}
