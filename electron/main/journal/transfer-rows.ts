import { createHash } from 'node:crypto';
import type { SendOperation } from '@shared/api/paths';
import { CUSTOMER_FIELDS, type Customer, type DeskRecord } from '@shared/domain/customer';

export type { DeskRecord } from '@shared/domain/customer';
import type { EnvironmentName } from '@shared/domain/environments';
import { isLanguage, type Language } from '@shared/i18n/catalog';
import type { AttemptView } from '@shared/domain/settlements';
import { PAYMENT_METHODS, type ChargesRecord, type PaymentMethod } from '@shared/domain/charges';
export type { ChargesRecord } from '@shared/domain/charges';
import type { TransferState } from '@shared/domain/transfer-states';

// The transfers and attempts tables as the rest of the app reads and writes them: the records,
// what a write takes, the audit actions every write commits with, and the rows SQLite gives.

/** The columns a receipt and the reports read without parsing the body. */
export interface TransferSummary {
  amount: string;
  currency: string;
  destinationCountry: string;
  recipientName: string;
  recipientAccount: string;
  sourceAccount: string;
}

export interface TransferRecord extends TransferSummary {
  id: number;
  reference: string;
  draftId: string;
  kind: SendOperation;
  /** The exact JSON text that was (or will be) sent. */
  body: string;
  operatorId: string;
  environment: EnvironmentName;
  state: TransferState;
  serviceStatus: string | null;
  transactionId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  queuedUntil: string | null;
  /** The customer's signed instruction form (null for a transfer journaled without one). */
  instructionFormNumber: string | null;
  idAndSignatureChecked: boolean;
  /** D47: the refused transfer this one corrects (null: none). */
  corrects: string | null;
  /** D46: the clerk's confirmation of a second transfer the customer asked for (null: none). */
  repeat: RepeatRecord | null;
  /** D77: the customer at the counter (null: journaled before the block existed). */
  customer: Customer | null;
  /** D77: the bank, branch and workstation it was sent from, as the settings named them then. */
  desk: DeskRecord | null;
  /** D86: the customer's receipt language, chosen on the review (null: journaled before, English). */
  receiptLanguage: Language | null;
  /**
   * D113: the branch day it belongs to, decided when it was reserved: after a closing, the next
   * day (null: journaled before, it belongs to the day it was made in the branch's zone).
   */
  businessDay: string | null;
  /** D124: the fee, rate and total to pay priced at the send (null: journaled before fees). */
  charges: ChargesRecord | null;
  /** D124: how the customer paid at the counter (null: journaled before it was asked). */
  paymentMethod: PaymentMethod | null;
  /** D128: its limits were counted at this counter alone, head office out of reach. */
  checkedOffline: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a second transfer's confirmation keeps: the customer's reason, the earlier references. */
export interface RepeatRecord {
  reason: string;
  earlier: string[];
}

/** A transfer that may be repeated by a new draft, with the sender document the journal keyed. */
export interface RepeatCandidate extends TransferRecord {
  /** D36's key of the IMT sender's ID document (null for an RTGS). */
  senderDocument: string | null;
}

/** An attempt as journaled: the view a supervisor reads, and the transfer it belongs to. */
export interface AttemptRecord extends AttemptView {
  transferId: number;
}

export interface AttemptResult {
  httpStatus: number | null;
  response: string | null;
  error: string | null;
  notProcessed: boolean;
}

export interface Reservation extends TransferSummary {
  draftId: string;
  kind: SendOperation;
  reference: string;
  counter: number;
  body: string;
  operatorId: string;
  environment: EnvironmentName;
  at: string;
  /** The customer's instruction form number, and that ID and signature were checked. */
  instructionFormNumber?: string | null;
  idAndSignatureChecked?: boolean;
  /** D47: the refused transfer this one corrects. */
  corrects?: string | null;
  /** D46: the clerk's confirmation of a second transfer. */
  repeat?: RepeatRecord | null;
  /** D77: the customer, and where it was sent from. */
  customer?: Customer | null;
  desk?: DeskRecord | null;
  /** D86: the language both copies of the receipt are printed in. */
  receiptLanguage?: Language | null;
  /**
   * D113: the day `at` falls on in the branch's zone; the journal keeps the later of it and the
   * day after the last closed day as the transfer's business day. Without it (a test's seed), none:
   * the transfer then belongs to the day of `at`, as one journaled before.
   */
  calendarDay?: string;
  /** D124: priced in main at the send; how the customer paid. */
  charges?: ChargesRecord | null;
  paymentMethod?: PaymentMethod | null;
  /** D128: head office could not be reached when the limits were counted. */
  checkedOffline?: boolean;
}

export interface Outcome {
  state: TransferState;
  serviceStatus?: string | null;
  transactionId?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  queuedUntil?: string | null;
}

/** Audit actions about transfers: every change of a transfer's row or its attempts has one. */
export const TRANSFER_ACTIONS = {
  reserved: 'transfer.reserved',
  sending: 'transfer.sending',
  outcome: 'transfer.outcome',
  interrupted: 'transfer.interrupted',
  attemptStarted: 'transfer.attempt-started',
  attemptFinished: 'transfer.attempt-finished',
  /** D78: held for a compliance check before anything was sent, then released or refused. */
  held: 'transfer.held',
  released: 'transfer.released',
  refused: 'transfer.compliance-refused',
} as const;

/** Who moved a transfer and why, for the audit row the move commits with. */
export interface MoveAudit {
  operatorId: string | null;
  action: string;
  /**
   * What else the row records about the move (a supervisor's settlement: outcome and note), so a
   * move made for a reason is one audit row with its reason. The move's own facts (reference,
   * states, transactionId, error code) are written after these and cannot be overridden.
   */
  details?: Record<string, unknown>;
}

export class JournalConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JournalConflictError';
  }
}

interface TransferRow {
  id: number;
  reference: string;
  draft_id: string;
  kind: SendOperation;
  body: string;
  amount: string;
  currency: string;
  destination_country: string;
  recipient_name: string;
  recipient_account: string;
  source_account: string;
  operator_id: string;
  environment: EnvironmentName;
  state: TransferState;
  service_status: string | null;
  transaction_id: string | null;
  error_code: string | null;
  error_message: string | null;
  queued_until: string | null;
  instruction_form_number?: string | null;
  id_and_signature_checked?: number | null;
  corrects?: string | null;
  repeat_reason?: string | null;
  repeat_of?: string | null;
  customer?: string | null;
  bank_name?: string | null;
  branch_code?: string | null;
  branch_name?: string | null;
  workstation?: string | null;
  receipt_language?: string | null;
  business_day?: string | null;
  fee?: string | null;
  fee_currency?: string | null;
  rate?: string | null;
  total_to_pay?: string | null;
  total_currency?: string | null;
  total_indicative?: number | null;
  payment_method?: string | null;
  checked_offline?: number | null;
  created_at: string;
  updated_at: string;
}

interface AttemptRow {
  transfer_id: number;
  n: number;
  started_at: string;
  finished_at: string | null;
  http_status: number | null;
  response: string | null;
  error: string | null;
  not_processed: number;
}

/** A `transfers` row as a record; other journal readers (the receipt log) share it. */
export function toTransferRecord(row: unknown): TransferRecord | undefined {
  if (row === undefined) return undefined;
  const r = row as TransferRow;
  return {
    id: r.id,
    reference: r.reference,
    draftId: r.draft_id,
    kind: r.kind,
    body: r.body,
    amount: r.amount,
    currency: r.currency,
    destinationCountry: r.destination_country,
    recipientName: r.recipient_name,
    recipientAccount: r.recipient_account,
    sourceAccount: r.source_account,
    operatorId: r.operator_id,
    environment: r.environment,
    state: r.state,
    serviceStatus: r.service_status,
    transactionId: r.transaction_id,
    errorCode: r.error_code,
    errorMessage: r.error_message,
    queuedUntil: r.queued_until,
    instructionFormNumber: r.instruction_form_number ?? null,
    idAndSignatureChecked: r.id_and_signature_checked === 1,
    corrects: r.corrects ?? null,
    repeat: r.repeat_reason
      ? { reason: r.repeat_reason, earlier: referencesOf(r.repeat_of) }
      : null,
    customer: customerOf(r.customer),
    desk: deskOf(r.bank_name, r.branch_code, r.branch_name, r.workstation),
    receiptLanguage: isLanguage(r.receipt_language) ? r.receipt_language : null,
    businessDay: r.business_day ?? null,
    charges: chargesOf(r),
    paymentMethod: (PAYMENT_METHODS as readonly (string | null | undefined)[]).includes(
      r.payment_method,
    )
      ? (r.payment_method as PaymentMethod)
      : null,
    checkedOffline: r.checked_offline === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A `transfers` row as a repeat candidate: the record and the sender document the journal keyed. */
export function toRepeatCandidate(row: unknown): RepeatCandidate {
  return {
    ...toTransferRecord(row)!,
    senderDocument: (row as { sender_document: string | null }).sender_document ?? null,
  };
}

/** An `attempts` row as a record. */
export function toAttemptRecord(row: unknown): AttemptRecord {
  const r = row as AttemptRow;
  return {
    transferId: r.transfer_id,
    n: r.n,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    httpStatus: r.http_status,
    response: r.response,
    error: r.error,
    notProcessed: r.not_processed === 1,
  };
}

/** D77: the desk columns as a record; null for a row journaled before them. */
export function deskOf(
  bankName: string | null | undefined,
  branchCode: string | null | undefined,
  branchName: string | null | undefined,
  workstation: string | null | undefined,
): DeskRecord | null {
  if (bankName === null || bankName === undefined) return null;
  return {
    bankName,
    branchCode: branchCode ?? '',
    branchName: branchName ?? '',
    workstation: workstation ?? '',
  };
}

/**
 * The customer block as journaled (JSON of a block the schema passed, sealed with the row);
 * null for a row without one.
 */
export function customerOf(text: string | null | undefined): Customer | null {
  if (text === null || text === undefined) return null;
  return JSON.parse(text) as Customer;
}

/** The earlier references a confirmation named, as journaled (a JSON list); none if unreadable. */
function referencesOf(text: string | null | undefined): string[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/** D124: the charges' columns as a record, or null for a transfer journaled before them. */
function chargesOf(r: TransferRow): ChargesRecord | null {
  if (!r.fee || !r.total_to_pay) return null;
  return {
    fee: r.fee,
    feeCurrency: r.fee_currency ?? r.currency,
    rate: r.rate ?? null,
    total: r.total_to_pay,
    totalCurrency: r.total_currency ?? r.currency,
    indicative: r.total_indicative === 1,
  };
}

/** D124: the charges as the transfers row's columns (all null when none). */
export function chargesColumns(charges: ChargesRecord | null | undefined) {
  return {
    fee: charges?.fee ?? null,
    feeCurrency: charges?.feeCurrency ?? null,
    rate: charges?.rate ?? null,
    totalToPay: charges?.total ?? null,
    totalCurrency: charges?.totalCurrency ?? null,
    totalIndicative: charges ? (charges.indicative ? 1 : 0) : null,
  };
}

/** D77: the block as the journal keeps it: its fields in the form's order, empty ones left out. */
export function journaledCustomer(customer: Customer): string {
  const kept: Record<string, unknown> = {};
  for (const field of CUSTOMER_FIELDS) {
    const value = customer[field];
    if (value !== undefined && value !== '') kept[field] = value;
  }
  if (customer.returning) kept.returning = customer.returning;
  return JSON.stringify(kept);
}

/** The SHA-256 of a text kept in the journal (a body, an answer, the customer's block), in hex. */
export function textSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
