import type {
  PayingAccountView,
  StatementItemView,
  StatementListView,
  StatementSummary,
  StatementView,
} from '@shared/domain/bank-statements';
import { dateInTimeZone } from '@shared/domain/calendar-date';
import { COUNTRIES, isCountryCode } from '@shared/domain/countries';
import { operatorText } from '@shared/domain/operators';
import { SETTLEABLE_STATES } from '@shared/domain/settlements';
import type { ReturnMark } from '@shared/domain/transfer-returns';
import { zonedMomentText } from '@shared/domain/zoned-time';
import type { StatementItemRecord, StatementRecord } from '../journal/statement-records';
import { returnMarkOf } from '../journal/transfer-returns-repo';
import type { TransferRecord } from '../journal/transfer-rows';
import { accountKey } from './files/statement-file';
import type { StatementServiceDeps } from './statement-service';

/* What the reconciliation's screens show of a statement and its items (D103–D106). */

export function payingAccounts(deps: StatementServiceDeps): PayingAccountView[] {
  return deps.branchLists.review(deps.environment).lists.sourceAccounts.map((account) => ({
    accountNumber: account.accountNumber,
    holderName: account.holderName,
    currency: account.currency,
  }));
}

export function listView(deps: StatementServiceDeps): StatementListView {
  const accounts = payingAccounts(deps);
  return {
    accounts,
    statements: deps.journal.statements
      .list(deps.environment)
      .map((record) => summaryOf(record, record.counts, accounts)),
  };
}

export function summaryOf(
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

export function whoAndWhen(deps: StatementServiceDeps, record: { at: string; operatorId: string }) {
  return {
    at: zonedMomentText(record.at, deps.timeZone()),
    by: operatorText(record.operatorId, deps.journal.operators.get(record.operatorId)?.displayName),
  };
}

export function statementView(deps: StatementServiceDeps, id: number): StatementView | null {
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
