import type { MessageRef } from '@shared/i18n/catalog';
import type { SealedTableName } from './sealed-tables';

/** A row that does not carry its seal, named in words. */
export interface RowSealBreak {
  table: SealedTableName;
  /** The naming columns' values, joined. */
  key: string;
  /** What is wrong, as a sentence naming the row. */
  what: string;
  /** `what`'s message, by the table's code and the row's key, for each language to word (D65). */
  finding: MessageRef;
}

/** Thrown where a row read for a decision does not carry its seal: the action stops there. */
export class RowSealError extends Error {
  constructor(readonly found: RowSealBreak) {
    super(found.what);
    this.name = 'RowSealError';
  }
}

export function isRowSealError(error: unknown): error is RowSealError {
  return error instanceof RowSealError;
}

/** What a check of rows read and found. */
export interface RowCheck {
  rowsRead: number;
  found: RowSealBreak | null;
}
