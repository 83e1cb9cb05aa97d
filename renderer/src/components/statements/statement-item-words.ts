import {
  isReturnReasonCode,
  type StatementItemView,
  type StatementSummary,
} from '@shared/domain/bank-statements';
import { t } from '../../i18n';

/**
 * A return's reason as the bank gave it, in words: an ISO 20022 code named before itself
 * ("Account closed (AC04)"), the bank's own text as it is, or that it gave none.
 */
export function returnReasonText(reason: string): string {
  if (reason === '') return t('statements.returned');
  return isReturnReasonCode(reason)
    ? `${t(`statements.returnCode.${reason}`)} (${reason})`
    : reason;
}

/** Why a statement's line sits in its list: the reason, the bank's return code, the match. */
export function whyText(item: StatementItemView): string {
  const reason = t(`statements.reason.${item.reason}`);
  const returned =
    item.line?.returnReason !== null && item.line?.returnReason !== undefined
      ? `: ${returnReasonText(item.line.returnReason)}`
      : '';
  const basis = item.matchedBy ? ` · ${t(`statements.matchedBy.${item.matchedBy}`)}` : '';
  return `${reason}${returned}${basis}${returnText(item)}`;
}

/** D120: a credit bringing a transfer back names the return recorded, or says none is. */
function returnText(item: StatementItemView): string {
  if (item.returned) {
    const kind = t(`returns.log.${item.returned.kind}`);
    return ` · ${t('statements.returnRecorded', { kind, day: item.returned.businessDay })}`;
  }
  return recordsReturn(item) ? ` · ${t('statements.returnMissing')}` : '';
}

/** The return form's fields from the line: the bank's reference and date (D120). */
export function returnQuery(item: StatementItemView): Record<string, string> {
  const query: Record<string, string> = { return: 'return' };
  if (item.line?.bankReference) query.bankReference = item.line.bankReference;
  if (item.line) query.bankDate = item.line.valueDate;
  return query;
}

/** A credit of a transfer whose return nobody has recorded: the transfer's page records it. */
export function recordsReturn(item: StatementItemView): boolean {
  return item.reason === 'return' && item.transfer !== null && !item.returned;
}

/** An account by its name first, then its number. */
export function accountName(summary: Pick<StatementSummary, 'account' | 'accountName'>): string {
  return summary.accountName ? `${summary.accountName} (${summary.account})` : summary.account;
}
