import { ENVIRONMENT_NAMES } from '@shared/domain/environments';
import { isTransferState } from '@shared/domain/transfer-states';
import type {
  BranchReceiptAnswer,
  BranchReceiptPage,
  ReplicatedRow,
} from '../../../hq/protocol/branch-receipt';
import { toAttemptRecord, toTransferRecord, type AttemptRecord } from '../journal/transfer-rows';
import type { StoredApproval } from '../journal/controls-repo';
import type { TransferRecord } from '../journal/transfers-repo';
import { parseJsonObject } from '../json-object';
import { isCount, isInstant, isObject, isText } from './branch-answers';

/*
 * D138: head office's answer for another counter's receipt, read as the protocol says after its
 * signature was checked over the page's text, and the owner's replicated rows read column by
 * column: a row that is not what a journal writes is no receipt, and nothing is printed.
 */

/** POST /api/v1/branch-receipt's answer: the page's text and its signature. */
export function readReceiptAnswer(body: string): BranchReceiptAnswer | null {
  const o = parseJsonObject(body);
  if (!o || !isText(o.page, 4 * 1024 * 1024) || !isText(o.signature, 200)) return null;
  return { page: o.page, signature: o.signature };
}

/** The signed page, every field checked; the rows are still as the owner wrote them. */
export function readReceiptPage(text: string): BranchReceiptPage | null {
  const o = parseJsonObject(text);
  if (!o) return null;
  const { workstationId, asked, branchCode, at, owner, ownerNumber, printed } = o;
  const texts = [workstationId, asked, branchCode, owner];
  if (!texts.every((t) => isText(t, 64) && t !== '') || !isInstant(at)) return null;
  if (!isCount(ownerNumber) || !isCount(printed) || !isObject(o.transfer)) return null;
  if (!Array.isArray(o.attempts) || !o.attempts.every(isObject)) return null;
  if (!Array.isArray(o.marks) || !o.marks.every((m) => isText(m, 32))) return null;
  // A head office before the approvals were answered sends none: the copy then lists none.
  const approvals = o.approvals ?? [];
  if (!Array.isArray(approvals) || !approvals.every(isObject)) return null;
  return {
    workstationId: workstationId as string,
    asked: asked as string,
    branchCode: branchCode as string,
    at,
    owner: owner as string,
    ownerNumber,
    transfer: o.transfer,
    attempts: o.attempts as ReplicatedRow[],
    approvals: approvals as ReplicatedRow[],
    printed,
    marks: o.marks as string[],
  };
}

type Column = 'text' | 'text?' | 'int' | 'int?';

/** What a journal's `transfers` row holds, as the receipt reads it (transfer-rows.ts). */
const TRANSFER_COLUMNS: Readonly<Record<string, Column>> = {
  id: 'int',
  reference: 'text',
  draft_id: 'text',
  body: 'text',
  amount: 'text',
  currency: 'text',
  destination_country: 'text',
  recipient_name: 'text',
  recipient_account: 'text',
  source_account: 'text',
  operator_id: 'text',
  created_at: 'text',
  updated_at: 'text',
  service_status: 'text?',
  transaction_id: 'text?',
  error_code: 'text?',
  error_message: 'text?',
  queued_until: 'text?',
  instruction_form_number: 'text?',
  id_and_signature_checked: 'int?',
  corrects: 'text?',
  repeat_reason: 'text?',
  repeat_of: 'text?',
  customer: 'text?',
  bank_name: 'text?',
  branch_code: 'text?',
  branch_name: 'text?',
  workstation: 'text?',
  receipt_language: 'text?',
  business_day: 'text?',
  fee: 'text?',
  fee_currency: 'text?',
  rate: 'text?',
  total_to_pay: 'text?',
  total_currency: 'text?',
  total_indicative: 'int?',
  payment_method: 'text?',
  checked_offline: 'int?',
};

const ATTEMPT_COLUMNS: Readonly<Record<string, Column>> = {
  transfer_id: 'int',
  n: 'int',
  started_at: 'text',
  finished_at: 'text?',
  http_status: 'int?',
  response: 'text?',
  error: 'text?',
  not_processed: 'int',
};

/** Optional columns may be absent: a journal before their migration has none. */
function holds(row: ReplicatedRow, columns: Readonly<Record<string, Column>>): boolean {
  return Object.entries(columns).every(([name, type]) => {
    const value = row[name];
    const optional = type.endsWith('?');
    if (optional && (value === undefined || value === null)) return true;
    return type.startsWith('int')
      ? typeof value === 'number' && Number.isSafeInteger(value)
      : typeof value === 'string';
  });
}

/** The owner's transfer row as a journal record; null when a column is not what it writes. */
export function replicatedTransfer(row: ReplicatedRow): TransferRecord | null {
  if (!holds(row, TRANSFER_COLUMNS) || !isTransferState(row['state'])) return null;
  if (row['kind'] !== 'rtgs' && row['kind'] !== 'imt') return null;
  if (!(ENVIRONMENT_NAMES as readonly unknown[]).includes(row['environment'])) return null;
  return toTransferRecord(row) ?? null;
}

/** The owner's attempts of `transferId`, by number; null when one is not what a journal writes. */
export function replicatedAttempts(
  rows: readonly ReplicatedRow[],
  transferId: number,
): AttemptRecord[] | null {
  if (!rows.every((row) => holds(row, ATTEMPT_COLUMNS) && row['transfer_id'] === transferId)) {
    return null;
  }
  return rows.map(toAttemptRecord).sort((a, b) => a.n - b.n);
}

const APPROVAL_COLUMNS: Readonly<Record<string, Column>> = {
  transfer_id: 'int',
  approval_id: 'text',
  purpose: 'text',
  approver_id: 'text',
  approver_name: 'text',
  requester_id: 'text',
  reason: 'text',
  granted_at: 'text',
  used_at: 'text',
};

/** The owner's approvals of `transferId` as its journal keeps them; null when one is not. */
export function replicatedApprovals(
  rows: readonly ReplicatedRow[],
  transferId: number,
): StoredApproval[] | null {
  if (!rows.every((row) => holds(row, APPROVAL_COLUMNS) && row['transfer_id'] === transferId)) {
    return null;
  }
  return rows.map((row) => ({
    approvalId: row['approval_id'] as string,
    purpose: row['purpose'] as string,
    approverId: row['approver_id'] as string,
    approverName: row['approver_name'] as string,
    requesterId: row['requester_id'] as string,
    reason: row['reason'] as string,
    grantedAt: row['granted_at'] as string,
    usedAt: row['used_at'] as string,
  }));
}
