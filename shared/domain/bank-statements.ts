import type { PrintOutput } from './desk-files';
import type { ReturnMark } from './transfer-returns';
import type { TransferState } from './transfer-states';

/*
 * The bank's statement of the accounts the branch pays from, and its reconciliation with the
 * journal (D103–D106): a supervisor imports the file, main matches its lines with the transfers,
 * and each break is settled with a reason. Words are the catalog's (`statements.*`), chosen by
 * the codes below; the screens never show a code alone.
 */

/** The files a bank gives: ISO 20022 camt.053 (XML), SWIFT MT940, the CSV docs/supervisor-guide.md describes. */
export const STATEMENT_FORMATS = ['camt053', 'mt940', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export function isStatementFormat(value: unknown): value is StatementFormat {
  return typeof value === 'string' && (STATEMENT_FORMATS as readonly string[]).includes(value);
}

/** A line of the statement takes money from the account (debit) or brings it in (credit). */
export type StatementDirection = 'debit' | 'credit';

/**
 * The four lists of a reconciliation: lines and transfers that agree; a transfer the journal
 * says moved money that the statement does not show; a line the journal cannot account for; a
 * line and its transfer that differ in amount or currency.
 */
export const STATEMENT_ITEM_KINDS = ['matched', 'app-only', 'bank-only', 'amount-differs'] as const;
export type StatementItemKind = (typeof STATEMENT_ITEM_KINDS)[number];

/** The three kinds that are breaks, which a supervisor settles with a reason. */
export const BREAK_KINDS: readonly StatementItemKind[] = [
  'app-only',
  'bank-only',
  'amount-differs',
];

/** How a line was found to be a transfer's. */
export const MATCH_BASES = ['reference', 'transaction-id', 'amount-and-date'] as const;
export type MatchBasis = (typeof MATCH_BASES)[number];

/**
 * Why an item is in its list, beyond its kind:
 * - `paid`: matched, and the journal says it was paid;
 * - `outcome-unknown`: a transfer whose outcome the journal does not know (matched: the
 *   statement shows it paid, a supervisor may settle it from there; app-only: the statement does
 *   not show it, which is no proof it never arrived);
 * - `not-in-statement`: a transfer the journal says moved money, absent from the statement;
 * - `not-found`: a line that names no transfer of the journal;
 * - `no-money-moved`: a line naming a transfer the journal says moved no money (refused, not sent);
 * - `return`: a credit that brings back a transfer's money (the bank returned it);
 * - `twice`: a second debit for a transfer another line (or an earlier statement) already shows;
 * - `amount`, `currency`: the line and its transfer differ.
 */
export const STATEMENT_REASONS = [
  'paid',
  'outcome-unknown',
  'not-in-statement',
  'not-found',
  'no-money-moved',
  'return',
  'twice',
  'amount',
  'currency',
] as const;
export type StatementReason = (typeof STATEMENT_REASONS)[number];

/** ISO 20022 return reasons the screens name in words before the code (`statements.returnCode`). */
export const RETURN_REASON_CODES = [
  'AC01',
  'AC04',
  'AC06',
  'AG01',
  'AM05',
  'BE04',
  'MD07',
  'MS02',
  'MS03',
  'RC01',
  'FOCR',
] as const;
export type ReturnReasonCode = (typeof RETURN_REASON_CODES)[number];

export function isReturnReasonCode(value: string): value is ReturnReasonCode {
  return (RETURN_REASON_CODES as readonly string[]).includes(value);
}

/** A break's reason is typed by a supervisor: at least this long, so it says something. */
export const BREAK_REASON_MIN = 10;
export const BREAK_REASON_MAX = 500;

/** A statement line as the screens read it. Amounts are two-decimal text (D9). */
export interface StatementLineView {
  /** Its place in the statement, from 1. */
  n: number;
  /** The line of the file it was read from, for whoever opens the file. */
  fileLine: number;
  direction: StatementDirection;
  amount: string;
  currency: string;
  valueDate: string;
  bookingDate: string | null;
  /** The customer's reference the bank carried (the transfer's reference, when the bank kept it). */
  reference: string | null;
  /** The bank's own reference of the entry: the transaction id its answer gave. */
  bankReference: string | null;
  description: string;
  /** A return's reason as the bank gave it (its text, or the ISO code's words); null: not a return. */
  returnReason: string | null;
}

/** The transfer a line was matched with, or one the statement lacks. */
export interface StatementTransferView {
  reference: string;
  kind: 'rtgs' | 'imt';
  amount: string;
  currency: string;
  state: TransferState;
  valueDate: string;
  recipientName: string;
  transactionId: string | null;
}

export interface BreakResolutionView {
  at: string;
  operatorId: string;
  reason: string;
}

export interface StatementItemView {
  /** Its number in the statement's result, from 1. */
  n: number;
  kind: StatementItemKind;
  reason: StatementReason;
  matchedBy: MatchBasis | null;
  /** The day it counts on in the month's view: the line's value date, else the transfer's. */
  day: string;
  line: StatementLineView | null;
  transfer: StatementTransferView | null;
  /** Matched with a transfer whose outcome is unknown, and the line carries the bank's id. */
  settleable: boolean;
  resolution: BreakResolutionView | null;
  /**
   * D120: the return or recall recorded for its transfer, whichever the line: a credit matched
   * with it says "returned"; a credit that is a break offers to record it.
   */
  returned?: ReturnMark | null;
}

export interface StatementCounts {
  matched: number;
  appOnly: number;
  bankOnly: number;
  amountDiffers: number;
  /** Breaks not settled yet. */
  open: number;
}

export interface StatementSummary {
  id: number;
  account: string;
  /** The branch list's holder of the account, as the forms name it. */
  accountName: string | null;
  currency: string;
  statementId: string;
  sequence: string | null;
  format: StatementFormat;
  fileName: string;
  periodFrom: string;
  periodTo: string;
  /** Signed two-decimal text ("-1250.00" when overdrawn); null when the file gives none (CSV). */
  openingBalance: string | null;
  closingBalance: string | null;
  lineCount: number;
  importedAt: string;
  importedBy: string;
  counts: StatementCounts;
}

export interface StatementView {
  summary: StatementSummary;
  items: StatementItemView[];
}

/** The account a statement may be for: a source account of the branch's list. */
export interface PayingAccountView {
  accountNumber: string;
  holderName: string;
  currency: string;
}

export interface StatementListView {
  statements: StatementSummary[];
  accounts: PayingAccountView[];
}

export interface StatementImportRequest {
  format: StatementFormat;
}

/** What an import did: the statements the file held, and whether they were all there already. */
export interface StatementImportView {
  statements: StatementSummary[];
  /** The same file (account, statement id and content) was imported before: nothing changed. */
  alreadyImported: boolean;
  list: StatementListView;
}

export interface SettleBreakRequest {
  statement: number;
  item: number;
  reason: string;
}

export interface SettleFromStatementRequest {
  statement: number;
  item: number;
}

/** A month of reconciliation, `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface MonthRequest {
  month: string;
}

export interface MonthPrintRequest extends MonthRequest {
  output: PrintOutput;
}

/** One day and currency of a month: what the statements showed, what matched, the breaks. */
export interface MonthDayLine {
  day: string;
  currency: string;
  /** Statement lines counted on the day, and the money they moved. */
  lines: number;
  debits: string;
  credits: string;
  matched: number;
  appOnly: number;
  bankOnly: number;
  amountDiffers: number;
  settled: number;
  open: number;
}

/** A break of the month, with its resolution when settled. */
export interface MonthBreak {
  day: string;
  statementId: string;
  account: string;
  kind: StatementItemKind;
  reason: StatementReason;
  reference: string | null;
  bankReference: string | null;
  amount: string;
  currency: string;
  resolution: BreakResolutionView | null;
  /**
   * D120: the return or recall recorded for its transfer, whichever the line: a credit matched
   * with it says "returned"; a credit that is a break offers to record it.
   */
  returned?: ReturnMark | null;
}

export interface ReconciliationMonthView {
  month: string;
  statements: number;
  days: MonthDayLine[];
  /** The month's totals per currency (`day` is the month). */
  totals: MonthDayLine[];
  breaks: MonthBreak[];
}
