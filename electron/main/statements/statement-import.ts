import { createHash } from 'node:crypto';
import type { StatementImportView } from '@shared/domain/bank-statements';
import { addDays, dateInTimeZone } from '@shared/domain/calendar-date';
import type { Session } from '@shared/domain/operators';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type Result } from '@shared/result';
import type { NewStatement, StatementRecord } from '../journal/statement-records';
import type { TransferRecord } from '../journal/transfer-rows';
import { parseStatementFile } from './files/parse-statement';
import { accountKey, StatementFileProblem, type ParsedStatement } from './files/statement-file';
import { matchStatement, referencesOf, type MatchTransfer } from './matching';
import type { ImportError, StatementFile, StatementServiceDeps } from './statement-service';
import { listView, valueDateOf, whoAndWhen } from './statement-views';

/*
 * A statement file imported (D103–D105): read whole, checked against the branch's paying accounts
 * and the statements already imported, matched with the journal's transfers, and kept with its
 * result in one transaction.
 */

/**
 * How far before a statement's first day a transfer it shows may have been made: a queued RTGS
 * waits over a weekend and its holidays for its window (D17), and the branch's day is not the
 * destination's (D16). Its value date decides; this only bounds what is read.
 */
const MADE_BEFORE_DAYS = 7;

export function importFile(
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
