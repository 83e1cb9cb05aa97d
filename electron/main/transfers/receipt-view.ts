import { countryName } from '@shared/domain/countries';
import type { ReceiptView } from '@shared/domain/receipt';
import type { AttemptView } from '@shared/domain/settlements';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import type { TransferRecord } from '../journal/transfers-repo';
import { parseJsonObject } from '../json-object';
import { rejectionOf, withoutServiceQuote } from './rejection';
import { saying } from '@shared/i18n/worded';

/** What a receipt says when the body sent cannot be read: with its message for the window (D65). */
export const BODY_UNREADABLE = saying('receipt.bodyUnreadable');

/**
 * The text fields of the body that was signed and sent for `record` (an empty text reads as null),
 * and whether it is this transfer's: readable JSON under this transfer's reference. What the
 * receipt and a correction read of a transfer, they read from here.
 */
export function signedBodyOf(record: TransferRecord): {
  readable: boolean;
  text: (group: string, field: string) => string | null;
} {
  const body = parseJsonObject(record.body);
  const text = (group: string, field: string): string | null => {
    const value = (body?.[group] as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return { readable: body !== null && text('transfer', 'reference') === record.reference, text };
}

/**
 * The receipt of a journal row. Who got what, from which account, how much: all read from the exact
 * body that was signed and sent (bound to the audit chain by its SHA-256 when it was reserved), not
 * from the summary columns beside it, which nothing protects and a file editor could change. The
 * columns give only the state and what the service answered. A rejected transfer's receipt also
 * says what the service named and said, read from its journaled `attempts`.
 */
export function receiptViewOf(
  record: TransferRecord,
  attempts: readonly AttemptView[] = [],
): ReceiptView {
  const { readable, text } = signedBodyOf(record);
  const destinationCountry = text('destination', 'countryCode') ?? '';
  const rejection = record.state === 'rejected' ? rejectionOf(record.kind, attempts) : null;
  const message = record.errorMessage
    ? withoutServiceQuote(record.errorMessage, rejection?.serviceText ?? null)
    : null;
  return {
    reference: record.reference,
    kind: record.kind,
    state: record.state,
    stateLabel: STATE_LABELS[record.state],
    message: readable ? message : BODY_UNREADABLE.message,
    ...(readable ? {} : { messageText: BODY_UNREADABLE.text }),
    environment: record.environment,
    amount: text('transfer', 'amount') ?? '',
    currency: text('transfer', 'currencyCode') ?? '',
    date: text('transfer', 'date') ?? '',
    sourceName: text('source', 'name') ?? '',
    sourceAccount: text('source', 'accountNumber') ?? '',
    destinationCountry,
    destinationCountryName: countryName(destinationCountry),
    recipientName: text('destination', 'name') ?? '',
    recipientAccount:
      text('destination', record.kind === 'rtgs' ? 'accountNumber' : 'mobileNumber') ?? '',
    bankCode: text('destination', 'bankCode'),
    // The names come from the branch lists, which the services add (services.ts).
    bankName: null,
    walletName: text('destination', 'walletName'),
    walletLabel: null,
    purposeCode: text('transfer', 'purposeOfPaymentCode'),
    description: text('transfer', 'description'),
    transactionId: record.transactionId,
    serviceStatus: record.serviceStatus,
    queuedUntil: record.queuedUntil,
    operatorId: record.operatorId,
    instructionFormNumber: record.instructionFormNumber,
    idAndSignatureChecked: record.idAndSignatureChecked,
    businessDay: record.businessDay,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    rejection,
    corrects: record.corrects,
    repeat: record.repeat,
    customer: record.customer,
    senderName: record.customer?.name ?? text('sender', 'name'),
    receiptLanguage: record.receiptLanguage,
    charges: record.charges,
    paymentMethod: record.paymentMethod,
  };
}
