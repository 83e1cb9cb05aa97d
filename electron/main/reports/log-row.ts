import type { TransferLogRow } from '../../../shared/domain/transfer-log';
import { NEEDS_SUPERVISOR, STATE_LABELS } from '../../../shared/domain/transfer-states';
import type { TransferRecord } from '../journal/transfers-repo';
import { NO_MARKS, type ControlMarks } from '../../../shared/domain/controls';

type Body = Record<string, Record<string, unknown> | undefined>;

/** A log line from a journal row: the names and numbers come from the exact body that was signed. */
export function logRowOf(record: TransferRecord, marks: ControlMarks = NO_MARKS): TransferLogRow {
  const body = JSON.parse(record.body) as Body;
  const text = (group: string, field: string): string | null => {
    const value = body[group]?.[field];
    return typeof value === 'string' ? value : null;
  };
  return {
    reference: record.reference,
    kind: record.kind,
    state: record.state,
    stateLabel: STATE_LABELS[record.state],
    waiting: NEEDS_SUPERVISOR.includes(record.state),
    amount: text('transfer', 'amount') ?? record.amount,
    currency: text('transfer', 'currencyCode') ?? record.currency,
    sourceName: text('source', 'name') ?? '',
    sourceAccount: text('source', 'accountNumber') ?? record.sourceAccount,
    recipientName: text('destination', 'name') ?? record.recipientName,
    recipientAccount:
      text('destination', 'accountNumber') ??
      text('destination', 'mobileNumber') ??
      record.recipientAccount,
    destinationCountry: text('destination', 'countryCode') ?? record.destinationCountry,
    transactionId: record.transactionId,
    operatorId: record.operatorId,
    createdAt: record.createdAt,
    reportable: marks.reportable,
    split: marks.split,
  };
}
