import { createHash } from 'node:crypto';
import { MARK_FILTERS } from '../../shared/domain/control-marks';
import { signBytes, verifyBytes } from './chain';

/*
 * D127: the supervisor's desk reads its branch's transfers as head office holds them. The
 * workstation signs the request as every other (wire.ts); head office answers the page as JSON
 * text inside the answer, signed over that text's exact bytes, so the workstation checks the
 * signature before it reads a field and no canonical form has to be agreed on. The page names
 * the workstation and the SHA-256 of the request it answers, so no other answer can be replayed
 * as this one.
 */

export const BRANCH_TRANSFERS_PATH = '/api/v1/branch-transfers';

/** The most rows in one page. */
export const BRANCH_PAGE_MAX = 200;

export const BRANCH_KINDS = ['rtgs', 'imt'] as const;
/** The desk's mark filters (shared with the workstation's log, D81). */
export const BRANCH_MARKS = MARK_FILTERS;

/** The desk's log filters (shared/domain/transfer-log.ts), as head office applies them. */
export interface BranchTransfersFilters {
  /** First and last calendar day (`YYYY-MM-DD`) in the branch's zone, both included. */
  from?: string;
  to?: string;
  kind?: (typeof BRANCH_KINDS)[number];
  /** A transfer state, or `waiting` (outcome unknown, or accepted and not final). */
  state?: string;
  operatorId?: string;
  currency?: string;
  /** Words, each found in the reference, the names, the account and mobile numbers. */
  text?: string;
  /** Two-decimal amount text as journaled (`25000.00`). */
  amount?: string;
  marked?: (typeof BRANCH_MARKS)[number];
}

/** A row's place in the branch's order (newest first): the next page starts after it. */
export interface BranchPlace {
  createdAt: string;
  workstationId: string;
  transferId: number;
}

/** POST /api/v1/branch-transfers, signed by the workstation. */
export interface BranchTransfersRequest {
  workstationId: string;
  filters: BranchTransfersFilters;
  /** Null for the first page. */
  after: BranchPlace | null;
  limit: number;
}

/** One transfer of another workstation of the branch, as head office's copy has it. */
export interface BranchTransferRow extends BranchPlace {
  workstationNumber: number;
  reference: string;
  kind: string;
  state: string;
  amount: string;
  currency: string;
  senderName: string;
  sourceName: string;
  sourceAccount: string;
  recipientName: string;
  recipientAccount: string;
  destinationCountry: string;
  transactionId: string | null;
  operatorId: string;
  /** The journal's mark codes (`reportable`, `split-24h`, …). */
  marks: string[];
}

/** What head office knows of a workstation's replication, for the branch's end of day. */
export interface BranchWorkstationState {
  workstationId: string;
  number: number;
  enrolled: boolean;
  revoked: boolean;
  /** Its last accepted signed request (any contact). */
  lastSeenAt: string | null;
  /** When head office last took changes from it. */
  lastPushAt: string | null;
  /** The highest seq head office holds, and when it acknowledged it. */
  ackSeq: number;
  ackAt: string | null;
  /** As its last push reported: changes still waiting on the PC after it, and since when. */
  waiting: { count: number; since: string | null; reportedAt: string } | null;
}

/** D138: another workstation's closing of the day asked (its replicated `day_closings` row). */
export interface BranchClosing {
  workstationId: string;
  day: string;
  closedAt: string;
  /** The supervisor who prepared it, and the one who checked it (null before D114). */
  closedBy: string;
  checkedBy: string | null;
}

/** The page head office signs. */
export interface BranchTransfersPage {
  workstationId: string;
  /** Hex SHA-256 of the request body's bytes this page answers. */
  asked: string;
  branchCode: string;
  /** Head office's clock when it answered. */
  at: string;
  /** Every other workstation's transfers matching the filters, newest first. */
  rows: BranchTransferRow[];
  /** Where the next page starts; null when this is the last. */
  next: BranchPlace | null;
  /** Every workstation of the branch, this one included, by number. */
  workstations: BranchWorkstationState[];
  /**
   * D138: the other workstations' closings of the day asked, when `from` and `to` name one day
   * (the end of day's request); empty otherwise. Absent from an older head office.
   */
  closings?: BranchClosing[];
}

/** The answer: the page as JSON text and head office's signature over its bytes. */
export interface BranchTransfersAnswer {
  page: string;
  signature: string;
}

export function askedHash(requestBody: string | Buffer): string {
  return createHash('sha256').update(requestBody).digest('hex');
}

export function signBranchPage(privateKeyPem: string, page: BranchTransfersPage) {
  const text = JSON.stringify(page);
  return { page: text, signature: signBytes(privateKeyPem, text) } satisfies BranchTransfersAnswer;
}

export function branchPageIsSigned(headOfficeKeyPem: string, answer: BranchTransfersAnswer) {
  return verifyBytes(headOfficeKeyPem, answer.page, answer.signature);
}
