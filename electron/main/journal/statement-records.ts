import type {
  MatchBasis,
  StatementFormat,
  StatementLineView,
  StatementItemKind,
  StatementReason,
} from '@shared/domain/bank-statements';
import type { EnvironmentName } from '@shared/domain/environments';
import type { TransferRecord } from './transfer-rows';

/* What the bank's statements repository (statements-repo.ts, D103–D106) takes and gives. */

/** A line as it is kept: as the screens read it (its place, its file's line, its words). */
export type NewStatementLine = StatementLineView;

export interface NewStatementItem {
  kind: StatementItemKind;
  reason: StatementReason;
  matchedBy: MatchBasis | null;
  /** The line's n in its statement, or null. */
  line: number | null;
  transferId: number | null;
  day: string;
}

export interface NewStatement {
  environment: EnvironmentName;
  account: string;
  statementId: string;
  sequence: string | null;
  format: StatementFormat;
  fileName: string;
  checksum: string;
  currency: string;
  periodFrom: string;
  periodTo: string;
  openingBalance: string | null;
  closingBalance: string | null;
  importedAt: string;
  importedBy: string;
  lines: readonly NewStatementLine[];
  items: readonly NewStatementItem[];
}

export interface StatementRecord extends Omit<NewStatement, 'lines' | 'items'> {
  id: number;
  lineCount: number;
}

export interface StatementLineRecord extends NewStatementLine {
  id: number;
}

export interface ResolutionRecord {
  at: string;
  operatorId: string;
  reason: string;
}

export interface StatementItemRecord {
  id: number;
  statement: number;
  n: number;
  kind: StatementItemKind;
  reason: StatementReason;
  matchedBy: MatchBasis | null;
  day: string;
  line: StatementLineRecord | null;
  transfer: TransferRecord | null;
  resolution: ResolutionRecord | null;
}

export interface ItemCounts {
  matched: number;
  appOnly: number;
  bankOnly: number;
  amountDiffers: number;
  open: number;
}
