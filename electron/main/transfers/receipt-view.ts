import { countryName } from '../../../shared/domain/countries';
import type { ReceiptView } from '../../../shared/domain/receipt';
import { STATE_LABELS } from '../../../shared/domain/transfer-states';
import type { TransferRecord } from '../journal/transfers-repo';

type Body = Record<string, Record<string, unknown> | undefined>;

/** The receipt of a journal row: the columns, plus the details read from the exact body sent. */
export function receiptViewOf(record: TransferRecord): ReceiptView {
  const body = JSON.parse(record.body) as Body;
  const text = (group: string, field: string): string | null => {
    const value = body[group]?.[field];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    reference: record.reference,
    kind: record.kind,
    state: record.state,
    stateLabel: STATE_LABELS[record.state],
    message: record.errorMessage,
    environment: record.environment,
    amount: record.amount,
    currency: record.currency,
    date: text('transfer', 'date') ?? '',
    sourceName: text('source', 'name') ?? '',
    sourceAccount: record.sourceAccount,
    destinationCountry: record.destinationCountry,
    destinationCountryName: countryName(record.destinationCountry),
    recipientName: record.recipientName,
    recipientAccount: record.recipientAccount,
    bankCode: text('destination', 'bankCode'),
    walletName: text('destination', 'walletName'),
    purposeCode: text('transfer', 'purposeOfPaymentCode'),
    description: text('transfer', 'description'),
    transactionId: record.transactionId,
    serviceStatus: record.serviceStatus,
    queuedUntil: record.queuedUntil,
    operatorId: record.operatorId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
