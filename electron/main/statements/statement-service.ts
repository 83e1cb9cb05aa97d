import { createHash } from 'node:crypto';
import {
  BREAK_KINDS,
  type PayingAccountView,
  type SettleBreakRequest,
  type SettleFromStatementRequest,
  type StatementFormat,
  type StatementImportView,
  type StatementItemView,
  type StatementListView,
  type StatementSummary,
  type StatementView,
} from '@shared/domain/bank-statements';
import { addDays, dateInTimeZone } from '@shared/domain/calendar-date';
import { COUNTRIES, isCountryCode } from '@shared/domain/countries';
import { operatorText, type Session } from '@shared/domain/operators';
import { SETTLEABLE_STATES } from '@shared/domain/settlements';
import type { ReturnMark } from '@shared/domain/transfer-returns';
import { zonedMomentText } from '@shared/domain/zoned-time';
import { text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type {
  NewStatement,
  StatementItemRecord,
  StatementRecord,
} from '../journal/statement-records';
import { JournalConflictError, type TransferRecord } from '../journal/transfer-rows';
import { returnMarkOf } from '../journal/transfer-returns-repo';
import type { BranchListsStore } from '../settings/branch-lists-store';
import type { SettleError, SettlementService } from '../transfers/settlements';
import { parseStatementFile } from './files/parse-statement';
import { accountKey, StatementFileProblem, type ParsedStatement } from './files/statement-file';
import { matchStatement, referencesOf, type MatchTransfer } from './matching';
import { createMonthFiles, type MonthFiles, type MonthFilesDeps } from './month-files';

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

/**
 * How far before a statement's first day a transfer it shows may have been made: a queued RTGS
 * waits over a weekend and its holidays for its window (D17), and the branch's day is not the
 * destination's (D16). Its value date decides; this only bounds what is read.
 */
const MADE_BEFORE_DAYS = 7;

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

function payingAccounts(deps: StatementServiceDeps): PayingAccountView[] {
  return deps.branchLists.review(deps.environment).lists.sourceAccounts.map((account) => ({
    accountNumber: account.accountNumber,
    holderName: account.holderName,
    currency: account.currency,
  }));
}

function listView(deps: StatementServiceDeps): StatementListView {
  const accounts = payingAccounts(deps);
  return {
    accounts,
    statements: deps.journal.statements
      .list(deps.environment)
      .map((record) => summaryOf(record, record.counts, accounts)),
  };
}

function summaryOf(
  record: StatementRecord,
  counts: StatementSummary['counts'],
  accounts: readonly PayingAccountView[],
): StatementSummary {
  return {
    id: record.id,
    account: record.account,
    accountName:
      accounts.find((a) => accountKey(a.accountNumber) === accountKey(record.account))
        ?.holderName ?? null,
    currency: record.currency,
    statementId: record.statementId,
    sequence: record.sequence,
    format: record.format,
    fileName: record.fileName,
    periodFrom: record.periodFrom,
    periodTo: record.periodTo,
    openingBalance: record.openingBalance,
    closingBalance: record.closingBalance,
    lineCount: record.lineCount,
    importedAt: record.importedAt,
    importedBy: record.importedBy,
    counts,
  };
}

function whoAndWhen(deps: StatementServiceDeps, record: { at: string; operatorId: string }) {
  return {
    at: zonedMomentText(record.at, deps.timeZone()),
    by: operatorText(record.operatorId, deps.journal.operators.get(record.operatorId)?.displayName),
  };
}

function importFile(
  deps: StatementServiceDeps,
  file: StatementFile,
  by: Session,
): Result<StatementImportView, ImportError> {
  let parsed: ParsedStatement[];
  try {
    parsed = parseStatementFile(file.format, file.bytes);
  } catch (error) {
    if (!(error instanceof StatementFileProblem)) throw error;
    return fail(
      worded('statement-invalid', 'statements.file.refused', {
        line: error.line,
        problem: error.problem,
      }),
    );
  }
  const accounts = deps.branchLists.review(deps.environment).lists.sourceAccounts;
  if (accounts.length === 0)
    return fail(worded('statement-refused', 'statements.refusal.noAccounts'));
  const today = dateInTimeZone(deps.now(), deps.timeZone());
  const fresh: ParsedStatement[] = [];
  const seen: StatementRecord[] = [];
  for (const statement of parsed) {
    const account = accounts.find(
      (a) => accountKey(a.accountNumber) === accountKey(statement.account),
    );
    if (!account) {
      return fail(
        worded('statement-refused', 'statements.refusal.otherAccount', {
          account: statement.account,
          accounts: accounts.map((a) => `${a.holderName} ${a.accountNumber}`).join(', '),
        }),
      );
    }
    if (statement.currency !== account.currency) {
      return fail(
        worded('statement-refused', 'statements.refusal.otherCurrency', {
          account: account.accountNumber,
          found: statement.currency,
          expected: account.currency,
        }),
      );
    }
    const known = deps.journal.statements.byKey(
      deps.environment,
      account.accountNumber,
      statement.statementId,
      statement.sequence,
    );
    if (known) {
      // The same statement again changes nothing; the same id with other content is refused.
      if (known.checksum === checksumOf(statement)) {
        seen.push(known);
        continue;
      }
      return fail(
        worded('statement-refused', 'statements.refusal.changed', {
          statement: statement.statementId,
          ...whoAndWhen(deps, { at: known.importedAt, operatorId: known.importedBy }),
        }),
      );
    }
    if (statement.periodTo > today) {
      return fail(
        worded('statement-refused', 'statements.refusal.future', { to: statement.periodTo, today }),
      );
    }
    const overlap = deps.journal.statements
      .overlapping(
        deps.environment,
        account.accountNumber,
        statement.periodFrom,
        statement.periodTo,
      )
      .find((other) => !samePages(other, statement));
    if (overlap) {
      return fail(
        worded('statement-refused', 'statements.refusal.overlaps', {
          statement: overlap.statementId,
          from: overlap.periodFrom,
          to: overlap.periodTo,
          ...whoAndWhen(deps, { at: overlap.importedAt, operatorId: overlap.importedBy }),
        }),
      );
    }
    const twin = fresh.find(
      (other) =>
        accountKey(other.account) === accountKey(account.accountNumber) &&
        other.periodFrom <= statement.periodTo &&
        other.periodTo >= statement.periodFrom &&
        !samePages(other, statement),
    );
    if (twin) {
      return fail(
        worded('statement-refused', 'statements.refusal.overlapsInFile', {
          account: account.accountNumber,
          first: twin.statementId,
          second: statement.statementId,
        }),
      );
    }
    fresh.push({ ...statement, account: account.accountNumber });
  }
  const importedAt = new Date(deps.now()).toISOString();
  const ids = deps.journal.statements.add(
    fresh.map((statement) => reconciled(deps, statement, { file, importedAt, by })),
  );
  const list = listView(deps);
  const wanted = new Set([...ids, ...seen.map((s) => s.id)]);
  return ok({
    statements: list.statements.filter((s) => wanted.has(s.id)),
    alreadyImported: ids.length === 0,
    list,
  });
}

/**
 * A statement's SHA-256 over what was read of it (its account, id,
 * sequence, period, balances and every line), not over the file's bytes: one statement of a
 * file of several, or the same statement sent again in another file, is known by it (D103).
 */
function checksumOf(statement: ParsedStatement): string {
  const read = {
    account: accountKey(statement.account),
    statementId: statement.statementId,
    sequence: statement.sequence,
    currency: statement.currency,
    period: [statement.periodFrom, statement.periodTo],
    balances: [statement.openingBalance, statement.closingBalance],
    lines: statement.lines.map((line) => [
      line.direction,
      line.amount,
      line.currency,
      line.valueDate,
      line.bookingDate,
      line.reference,
      line.bankReference,
      line.description,
      line.returnReason,
    ]),
  };
  return createHash('sha256').update(JSON.stringify(read)).digest('hex');
}

/** A statement read from a file, matched with the journal's transfers, ready to keep. */
function reconciled(
  deps: StatementServiceDeps,
  statement: ParsedStatement,
  from: { file: StatementFile; importedAt: string; by: Session },
): NewStatement {
  const lines = statement.lines.map((line, i) => ({ ...line, n: i + 1 }));
  const records = deps.journal.statements.candidates({
    environment: deps.environment,
    account: statement.account,
    fromAt: `${addDays(statement.periodFrom, -MADE_BEFORE_DAYS)}T00:00:00.000Z`,
    toAt: `${addDays(statement.periodTo, 2)}T00:00:00.000Z`,
    references: [...new Set(lines.flatMap(referencesOf))],
    transactionIds: [
      ...new Set(lines.flatMap((line) => (line.bankReference ? [line.bankReference] : []))),
    ],
  });
  // D120: a credit line bringing back a transfer whose return is recorded is that return.
  const returns = deps.journal.returns.ofTransfers(records.map((record) => record.id));
  const transfers = records.map((record) => ({
    ...matchTransferOf(record),
    returned: returns.get(record.id)?.kind ?? null,
  }));
  const items = matchStatement({
    account: accountKey(statement.account),
    periodFrom: statement.periodFrom,
    periodTo: statement.periodTo,
    lines,
    transfers,
    matchedBefore: deps.journal.statements.matchedBefore(transfers.map((t) => t.id)),
  });
  return {
    environment: deps.environment,
    account: statement.account,
    statementId: statement.statementId,
    sequence: statement.sequence,
    format: statement.format,
    fileName: from.file.fileName,
    checksum: checksumOf(statement),
    currency: statement.currency,
    periodFrom: statement.periodFrom,
    periodTo: statement.periodTo,
    openingBalance: statement.openingBalance,
    closingBalance: statement.closingBalance,
    importedAt: from.importedAt,
    importedBy: from.by.operatorId,
    lines,
    items: items.map((item) => ({
      kind: item.kind,
      reason: item.reason,
      matchedBy: item.matchedBy,
      line: item.line,
      transferId: item.transfer,
      day: item.day,
    })),
  };
}

/** A journal's transfer as the matcher reads it, with the day the bank was to pay it. */
export function matchTransferOf(record: TransferRecord): MatchTransfer {
  return {
    id: record.id,
    reference: record.reference,
    transactionId: record.transactionId,
    amount: record.amount,
    currency: record.currency,
    valueDate: valueDateOf(record),
    state: record.state,
    account: accountKey(record.sourceAccount),
  };
}

/**
 * The day the bank was to pay a transfer: a queued RTGS's window opening, in its country's zone
 * (D17), else the date the body carries (D16).
 */
export function valueDateOf(
  record: Pick<TransferRecord, 'queuedUntil' | 'destinationCountry' | 'body' | 'createdAt'>,
): string {
  if (record.queuedUntil !== null && isCountryCode(record.destinationCountry)) {
    return dateInTimeZone(
      Date.parse(record.queuedUntil),
      COUNTRIES[record.destinationCountry].rtgsTimeZone,
    );
  }
  const date = (JSON.parse(record.body) as { transfer?: { date?: unknown } }).transfer?.date;
  return typeof date === 'string' ? date : record.createdAt.slice(0, 10);
}

/**
 * Pages of one statement (MT940's `:28C:` 301/1, 301/2 under one statement number; one id) cover
 * the same days and are no overlap.
 */
function samePages(
  a: Pick<ParsedStatement, 'statementId' | 'sequence'>,
  b: Pick<ParsedStatement, 'statementId' | 'sequence'>,
): boolean {
  if (a.statementId === b.statementId) return true;
  const number = (sequence: string | null) => sequence?.split('/')[0] ?? null;
  return (
    number(a.sequence) !== null &&
    number(a.sequence) === number(b.sequence) &&
    a.sequence !== b.sequence
  );
}

function statementView(deps: StatementServiceDeps, id: number): StatementView | null {
  const record = deps.journal.statements.get(id);
  if (!record || record.environment !== deps.environment) return null;
  const records = deps.journal.statements.items(id);
  const returns = deps.journal.returns.ofTransfers(
    records.flatMap((item) => (item.transfer ? [item.transfer.id] : [])),
  );
  const items = records.map((item) =>
    itemView(item, returnMarkOf(item.transfer && returns.get(item.transfer.id))),
  );
  const counts = {
    matched: items.filter((i) => i.kind === 'matched').length,
    appOnly: items.filter((i) => i.kind === 'app-only').length,
    bankOnly: items.filter((i) => i.kind === 'bank-only').length,
    amountDiffers: items.filter((i) => i.kind === 'amount-differs').length,
    open: items.filter((i) => i.kind !== 'matched' && i.resolution === null).length,
  };
  return { summary: summaryOf(record, counts, payingAccounts(deps)), items };
}

export function itemView(
  item: StatementItemRecord,
  returned: ReturnMark | null = null,
): StatementItemView {
  const { line, transfer } = item;
  return {
    n: item.n,
    kind: item.kind,
    reason: item.reason,
    matchedBy: item.matchedBy,
    day: item.day,
    line: line && {
      n: line.n,
      fileLine: line.fileLine,
      direction: line.direction,
      amount: line.amount,
      currency: line.currency,
      valueDate: line.valueDate,
      bookingDate: line.bookingDate,
      reference: line.reference,
      bankReference: line.bankReference,
      description: line.description,
      returnReason: line.returnReason,
    },
    transfer: transfer && {
      reference: transfer.reference,
      kind: transfer.kind,
      amount: transfer.amount,
      currency: transfer.currency,
      state: transfer.state,
      valueDate: valueDateOf(transfer),
      recipientName: transfer.recipientName,
      transactionId: transfer.transactionId,
    },
    settleable:
      item.kind === 'matched' &&
      transfer !== null &&
      SETTLEABLE_STATES.includes(transfer.state) &&
      (line?.bankReference ?? null) !== null,
    resolution: item.resolution,
    returned,
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
