import { signBytes, verifyBytes } from './chain';

/*
 * D138: a supervisor's desk reprints the receipt of another counter of its branch from head
 * office's copy of that counter's journal. The workstation signs the request as every other; head
 * office answers what the receipt reads of the one transfer, as the owner replicated it: the
 * transfer's row (with its signed body, the bank's answer and its charges), its attempts, and how
 * many copies were printed of it already (at the owner, and reprints relayed from other desks).
 * The answer is JSON text signed over its exact bytes, as D127's pages, naming the workstation and
 * the SHA-256 of the request it answers.
 */

export const BRANCH_RECEIPT_PATH = '/api/v1/branch-receipt';

/** POST /api/v1/branch-receipt, signed by the workstation. */
export interface BranchReceiptRequest {
  workstationId: string;
  /** The workstation that made the transfer: another of the signer's branch. */
  owner: string;
  reference: string;
}

/** A journal row as the owner's outbox wrote it: `json_object` of every column. */
export type ReplicatedRow = Record<string, unknown>;

/** What head office signs. */
export interface BranchReceiptPage {
  workstationId: string;
  /** Hex SHA-256 of the request body's bytes this page answers. */
  asked: string;
  branchCode: string;
  at: string;
  owner: string;
  /** The owner's number in the branch ("Counter 2"). */
  ownerNumber: number;
  /** The `transfers` row's last image head office holds. */
  transfer: ReplicatedRow;
  /** The transfer's `attempts` rows, by number. */
  attempts: ReplicatedRow[];
  /** The supervisors' approvals the owner kept with it (`transfer_approvals`), for the bank's copy. */
  approvals: ReplicatedRow[];
  /** Copies printed so far: the owner's `receipt_prints`, and reprints relayed for it (D136). */
  printed: number;
  /** The journal's mark codes (`reportable`, `split-24h`), for the bank's copy only. */
  marks: string[];
}

export interface BranchReceiptAnswer {
  page: string;
  signature: string;
}

export function signReceiptPage(privateKeyPem: string, page: BranchReceiptPage) {
  const text = JSON.stringify(page);
  return { page: text, signature: signBytes(privateKeyPem, text) } satisfies BranchReceiptAnswer;
}

export function receiptPageIsSigned(headOfficeKeyPem: string, answer: BranchReceiptAnswer) {
  return verifyBytes(headOfficeKeyPem, answer.page, answer.signature);
}
