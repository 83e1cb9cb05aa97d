import { isTransferState } from '@shared/domain/transfer-states';
import type {
  BranchClosing,
  BranchPlace,
  BranchTransferRow,
  BranchTransfersAnswer,
  BranchTransfersPage,
  BranchWorkstationState,
} from '../../../hq/protocol/branch-desk';
import { parseJsonObject } from '../json-object';

/*
 * D127: head office's branch page read as the protocol says, every field checked, after its
 * signature was (the client checks it over the page's text first). A page with one row that is
 * not what head office sends is no page: the desk then shows this workstation's rows alone.
 */

type Fields = Record<string, unknown>;

// Shared with the other signed answers of the branch's desk (receipt-answers.ts, D138).
export const isText = (v: unknown, max = 400): v is string =>
  typeof v === 'string' && v.length <= max;
export const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
export const isInstant = (v: unknown): v is string => isText(v, 40) && !Number.isNaN(Date.parse(v));
const isInstantOrNull = (v: unknown): v is string | null => v === null || isInstant(v);
export const isObject = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function readBranchAnswer(body: string): BranchTransfersAnswer | null {
  const o = parseJsonObject(body);
  if (!o || !isText(o.page, 8 * 1024 * 1024) || !isText(o.signature, 200)) return null;
  return { page: o.page, signature: o.signature };
}

function placeOf(v: unknown): BranchPlace | null {
  if (!isObject(v)) return null;
  const { createdAt, workstationId, transferId } = v;
  if (!isInstant(createdAt) || !isText(workstationId, 64) || !isCount(transferId)) return null;
  return { createdAt, workstationId, transferId };
}

const ROW_TEXTS = [
  'reference',
  'kind',
  'amount',
  'currency',
  'senderName',
  'sourceName',
  'sourceAccount',
  'recipientName',
  'recipientAccount',
  'destinationCountry',
  'operatorId',
] as const;

function rowOf(v: unknown): BranchTransferRow | null {
  const place = placeOf(v);
  if (!place || !isObject(v)) return null;
  if (!ROW_TEXTS.every((field) => isText(v[field]))) return null;
  if (v.kind !== 'rtgs' && v.kind !== 'imt') return null;
  if (!isTransferState(v.state) || !isCount(v.workstationNumber)) return null;
  if (v.transactionId !== null && !isText(v.transactionId)) return null;
  if (!Array.isArray(v.marks) || !v.marks.every((m) => isText(m, 40))) return null;
  const texts = Object.fromEntries(ROW_TEXTS.map((field) => [field, v[field] as string]));
  return {
    ...(texts as Pick<BranchTransferRow, (typeof ROW_TEXTS)[number]>),
    ...place,
    workstationNumber: v.workstationNumber,
    state: v.state,
    transactionId: v.transactionId as string | null,
    marks: [...(v.marks as string[])],
  };
}

/** D138: another workstation's closing of the day, every field checked. */
function closingOf(v: unknown): BranchClosing | null {
  if (!isObject(v)) return null;
  const { workstationId, day, closedAt, closedBy, checkedBy } = v;
  if (!isText(workstationId, 64) || !isText(day, 10) || !isInstant(closedAt)) return null;
  if (!isText(closedBy, 64) || (checkedBy !== null && !isText(checkedBy, 64))) return null;
  return { workstationId, day, closedAt, closedBy, checkedBy: checkedBy as string | null };
}

function stateOf(v: unknown): BranchWorkstationState | null {
  if (!isObject(v)) return null;
  const { workstationId, number, enrolled, revoked, lastSeenAt, lastPushAt, ackSeq, ackAt } = v;
  if (!isText(workstationId, 64) || !isCount(number) || !isCount(ackSeq)) return null;
  if (typeof enrolled !== 'boolean' || typeof revoked !== 'boolean') return null;
  if (![lastSeenAt, lastPushAt, ackAt].every(isInstantOrNull)) return null;
  let waiting: BranchWorkstationState['waiting'] = null;
  if (v.waiting !== null) {
    if (!isObject(v.waiting)) return null;
    const { count, since, reportedAt } = v.waiting;
    if (!isCount(count) || !isInstantOrNull(since) || !isInstant(reportedAt)) return null;
    waiting = { count, since, reportedAt };
  }
  return {
    workstationId,
    number,
    enrolled,
    revoked,
    lastSeenAt: lastSeenAt as string | null,
    lastPushAt: lastPushAt as string | null,
    ackSeq,
    ackAt: ackAt as string | null,
    waiting,
  };
}

/** The signed page's text read, or null when any part is not as head office sends it. */
export function readBranchPage(text: string): BranchTransfersPage | null {
  const o = parseJsonObject(text);
  if (!o) return null;
  const { workstationId, asked, branchCode, at } = o;
  if (!isText(workstationId, 64) || !isText(asked, 64) || !isText(branchCode, 32)) return null;
  if (!isInstant(at) || !Array.isArray(o.rows) || !Array.isArray(o.workstations)) return null;
  const next = o.next === null ? null : placeOf(o.next);
  if (o.next !== null && next === null) return null;
  const rows = o.rows.map(rowOf);
  const workstations = o.workstations.map(stateOf);
  if (!rows.every((r) => r !== null) || !workstations.every((w) => w !== null)) return null;
  // Absent from a head office before D138: no closings known.
  if (o.closings !== undefined && !Array.isArray(o.closings)) return null;
  const closings = ((o.closings as unknown[] | undefined) ?? []).map(closingOf);
  if (!closings.every((c) => c !== null)) return null;
  return { workstationId, asked, branchCode, at, rows, next, workstations, closings };
}
