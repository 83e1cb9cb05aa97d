import {
  BREAK_KINDS,
  type SettleBreakRequest,
  type SettleFromStatementRequest,
  type StatementFormat,
  type StatementImportView,
  type StatementListView,
  type StatementView,
} from '@shared/domain/bank-statements';
import type { Session } from '@shared/domain/operators';
import { text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { StatementItemRecord, StatementRecord } from '../journal/statement-records';
import { JournalConflictError } from '../journal/transfer-rows';
import type { BranchListsStore } from '../settings/branch-lists-store';
import type { SettleError, SettlementService } from '../transfers/settlements';
import { createMonthFiles, type MonthFiles, type MonthFilesDeps } from './month-files';
import { importFile } from './statement-import';
import { listView, statementView, whoAndWhen } from './statement-views';

/*
 * The reconciliation with the bank (D103–D106): a statement file read whole, checked against the
 * branch's paying accounts and the statements already imported, matched with the journal's
 * transfers, and kept with its result; breaks settled by a supervisor with a reason; a transfer
 * whose outcome is unknown settled as paid through the one settle path, the statement line as the
 * bank's word.
 */

export interface StatementServiceDeps extends MonthFilesDeps {
  branchLists: BranchListsStore;
  settlements: Pick<SettlementService, 'settle'>;
}

export interface StatementFile {
  format: StatementFormat;
  fileName: string;
  bytes: Uint8Array;
}

export type ImportError = AppError<'statement-invalid' | 'statement-refused'>;
export type BreakError = AppError<'not-found' | 'not-a-break' | 'settled-already'>;
export type FromStatementError =
  AppError<'not-found' | 'not-settleable' | 'no-transaction-id'> | SettleError;

export interface StatementService {
  list(): StatementListView;
  importFile(file: StatementFile, by: Session): Result<StatementImportView, ImportError>;
  view(id: number): StatementView | null;
  settleBreak(request: SettleBreakRequest, by: Session): Result<StatementView, BreakError>;
  settleFromStatement(
    request: SettleFromStatementRequest,
    by: Session,
  ): Result<StatementView, FromStatementError>;
  /** The month's view, its print or PDF, its CSV (D106). */
  readonly month: MonthFiles;
}

export function createStatementService(deps: StatementServiceDeps): StatementService {
  return {
    list: () => listView(deps),
    importFile: (file, by) => importFile(deps, file, by),
    view: (id) => statementView(deps, id),
    settleBreak: (request, by) => settleBreak(deps, request, by),
    settleFromStatement: (request, by) => settleFromStatement(deps, request, by),
    month: createMonthFiles(deps),
  };
}

/** The item a request names, of a statement of this environment, or why not. */
function itemOf(
  deps: StatementServiceDeps,
  statement: number,
  n: number,
): Result<{ record: StatementRecord; item: StatementItemRecord }, AppError<'not-found'>> {
  const record = deps.journal.statements.get(statement);
  const item =
    record?.environment === deps.environment
      ? deps.journal.statements.item(statement, n)
      : undefined;
  if (!record || !item)
    return fail(worded('not-found', 'statements.settle.notFound', { statement, item: n }));
  return ok({ record, item });
}

function settleBreak(
  deps: StatementServiceDeps,
  request: SettleBreakRequest,
  by: Session,
): Result<StatementView, BreakError> {
  const found = itemOf(deps, request.statement, request.item);
  if (!found.ok) return found;
  const { item } = found.value;
  if (!BREAK_KINDS.includes(item.kind)) {
    return fail(worded('not-a-break', 'statements.settle.notBreak', { item: item.n }));
  }
  const settledAlready = (resolution: { at: string; operatorId: string }) =>
    fail(
      worded('settled-already', 'statements.settle.settledAlready', {
        item: item.n,
        ...whoAndWhen(deps, resolution),
      }),
    );
  if (item.resolution) return settledAlready(item.resolution);
  try {
    deps.journal.statements.resolve({
      statement: request.statement,
      n: request.item,
      at: new Date(deps.now()).toISOString(),
      operatorId: by.operatorId,
      reason: request.reason,
    });
  } catch (error) {
    if (!(error instanceof JournalConflictError)) throw error;
    // Another supervisor settled it meanwhile: say who.
    const now = deps.journal.statements.item(request.statement, request.item)?.resolution;
    if (now) return settledAlready(now);
    throw error;
  }
  return ok(statementView(deps, request.statement)!);
}

function settleFromStatement(
  deps: StatementServiceDeps,
  request: SettleFromStatementRequest,
  by: Session,
): Result<StatementView, FromStatementError> {
  const found = itemOf(deps, request.statement, request.item);
  if (!found.ok) return found;
  const { record, item } = found.value;
  if (item.kind !== 'matched' || !item.transfer || !item.line) {
    return fail(worded('not-settleable', 'statements.settle.notSettleable', { item: item.n }));
  }
  if (!item.line.bankReference) {
    return fail(worded('no-transaction-id', 'statements.settle.noTransactionId', { item: item.n }));
  }
  // The settle path's own checks decide: the state, who sent it, a transaction id that differs.
  const settled = deps.settlements.settle(
    {
      reference: item.transfer.reference,
      outcome: 'succeeded',
      transactionId: item.line.bankReference,
      note: text('statements.settle.note', {
        statement: record.statementId,
        account: record.account,
        line: item.line.n,
      }),
    },
    by,
  );
  if (!settled.ok) return settled;
  return ok(statementView(deps, request.statement)!);
}
