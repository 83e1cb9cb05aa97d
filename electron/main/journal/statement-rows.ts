import type {
  MatchBasis,
  StatementDirection,
  StatementFormat,
  StatementItemKind,
  StatementReason,
} from '@shared/domain/bank-statements';
import type { EnvironmentName } from '@shared/domain/environments';
import { toTransferRecord, type TransferRecord } from './transfer-rows';
import type {
  ItemCounts,
  NewStatementItem,
  ResolutionRecord,
  StatementItemRecord,
  StatementLineRecord,
  StatementRecord,
} from './statement-records';

/*
 * The statements' rows as SELECT * gives them, and the records the repository makes of them
 * (statements-repo.ts).
 */

export function emptyCounts(): ItemCounts {
  return { matched: 0, appOnly: 0, bankOnly: 0, amountDiffers: 0, open: 0 };
}

export const COUNT_OF: Readonly<Record<StatementItemKind, keyof Omit<ItemCounts, 'open'>>> = {
  matched: 'matched',
  'app-only': 'appOnly',
  'bank-only': 'bankOnly',
  'amount-differs': 'amountDiffers',
};

export function countKinds(items: readonly NewStatementItem[]): Omit<ItemCounts, 'open'> {
  const counts = emptyCounts();
  for (const item of items) counts[COUNT_OF[item.kind]] += 1;
  return {
    matched: counts.matched,
    appOnly: counts.appOnly,
    bankOnly: counts.bankOnly,
    amountDiffers: counts.amountDiffers,
  };
}

/** A transfers row as SELECT * gives it; toTransferRecord reads it. */
export interface TransferRow {
  id: number;
  environment: EnvironmentName;
}

export function transferRecordOf(row: TransferRow): TransferRecord {
  return toTransferRecord(row)!;
}

export interface StatementRow {
  id: number;
  environment: EnvironmentName;
  account: string;
  statement_id: string;
  sequence: string;
  format: StatementFormat;
  file_name: string;
  checksum: string;
  currency: string;
  period_from: string;
  period_to: string;
  opening_balance: string | null;
  closing_balance: string | null;
  line_count: number;
  imported_at: string;
  imported_by: string;
}

export interface LineRow {
  id: number;
  statement: number;
  n: number;
  file_line: number;
  direction: StatementDirection;
  amount: string;
  currency: string;
  value_date: string;
  booking_date: string | null;
  reference: string | null;
  bank_reference: string | null;
  description: string;
  return_reason: string | null;
}

export interface ItemRow {
  id: number;
  statement: number;
  n: number;
  kind: StatementItemKind;
  reason: StatementReason;
  matched_by: MatchBasis | null;
  line: number | null;
  transfer_id: number | null;
  day: string;
}

export interface ResolutionRow {
  item: number;
  at: string;
  operator_id: string;
  reason: string;
}

export interface CountRow {
  statement: number;
  kind: StatementItemKind;
  n: number;
  open: number;
}

export function statementOf(row: StatementRow): StatementRecord {
  return {
    id: row.id,
    environment: row.environment,
    account: row.account,
    statementId: row.statement_id,
    sequence: row.sequence === '' ? null : row.sequence,
    format: row.format,
    fileName: row.file_name,
    checksum: row.checksum,
    currency: row.currency,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    openingBalance: row.opening_balance,
    closingBalance: row.closing_balance,
    lineCount: row.line_count,
    importedAt: row.imported_at,
    importedBy: row.imported_by,
  };
}

export function lineOf(row: LineRow): StatementLineRecord {
  return {
    id: row.id,
    n: row.n,
    fileLine: row.file_line,
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    valueDate: row.value_date,
    bookingDate: row.booking_date,
    reference: row.reference,
    bankReference: row.bank_reference,
    description: row.description,
    returnReason: row.return_reason,
  };
}

export function itemOf(
  row: ItemRow,
): Omit<StatementItemRecord, 'line' | 'transfer' | 'resolution'> {
  return {
    id: row.id,
    statement: row.statement,
    n: row.n,
    kind: row.kind,
    reason: row.reason,
    matchedBy: row.matched_by,
    day: row.day,
  };
}

export function resolutionOf(row: ResolutionRow): ResolutionRecord {
  return { at: row.at, operatorId: row.operator_id, reason: row.reason };
}
