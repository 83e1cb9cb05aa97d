import type { StatementFormat, StatementLineView } from '@shared/domain/bank-statements';
import { text, type MessageRef } from '@shared/i18n/catalog';

/*
 * What every statement format is read into (D104): the statements a file holds, each with its
 * account, id, period, balances and lines, amounts as two-decimal text. A file that cannot be read
 * whole is refused naming its line (StatementFileProblem): nothing of it is kept.
 */

/** A line as its file gives it: what the screens read of it, but its place in the statement. */
export type ParsedLine = Omit<StatementLineView, 'n'>;

export interface ParsedStatement {
  /** The line of the file the statement starts on. */
  fileLine: number;
  format: StatementFormat;
  /** As the file writes it (an IBAN, an account number); compared without spaces or dashes. */
  account: string;
  statementId: string;
  sequence: string | null;
  currency: string;
  periodFrom: string;
  periodTo: string;
  /** Signed two-decimal text, or null where the format gives none (the CSV). */
  openingBalance: string | null;
  closingBalance: string | null;
  lines: ParsedLine[];
}

/** Why a file was refused, and on which line: nothing of it is kept. */
export class StatementFileProblem extends Error {
  constructor(
    readonly line: number,
    readonly problem: MessageRef,
  ) {
    super(text('statements.file.refused', { line, problem }));
  }
}

/** The 1-based line of `offset` in `source`. */
export function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i >= 0 && i < offset; i = source.indexOf('\n', i + 1))
    line += 1;
  return line;
}

/** Spaces, dashes and case do not make another account: `KE12 0011-5478` is `KE1200115478`. */
export function accountKey(account: string): string {
  return account.replace(/[\s-]/g, '').toUpperCase();
}
