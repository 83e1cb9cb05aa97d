import type { ChargesRecord, PaymentMethod } from '@shared/domain/charges';
import type { SendOperation } from '@shared/api/paths';
import type { Customer, DeskRecord } from '@shared/domain/customer';
import type { TransferState } from '@shared/domain/transfer-states';
import type { Journal } from '../../../electron/main/journal/journal';
import {
  TRANSFER_ACTIONS,
  type TransferRecord,
} from '../../../electron/main/journal/transfers-repo';

export interface SeedTransfer {
  kind?: SendOperation;
  operatorId?: string;
  at?: string;
  state?: TransferState;
  amount?: string;
  currency?: string;
  sourceName?: string;
  sourceAccount?: string;
  recipientName?: string;
  /** Account number (RTGS) or mobile number (IMT). */
  recipient?: string;
  senderName?: string;
  senderMobile?: string;
  transactionId?: string;
  /** The customer's instruction form number; null: journaled by an earlier version without one. */
  instructionFormNumber?: string | null;
  /** D77: the customer and the desk, as the send path journals them; left out: none recorded. */
  customer?: Customer;
  desk?: DeskRecord;
  /** D113: the day `at` is in the branch's zone, as the send path gives it; left out: none. */
  calendarDay?: string;
  /** D124: the charges the send priced and how the customer paid; left out: none recorded. */
  charges?: ChargesRecord;
  paymentMethod?: PaymentMethod;
  /** D128, D133: counted at its counter alone, head office out of reach. */
  checkedOffline?: boolean;
}

let counter = 5_000_000_00;

/**
 * A transfer as the send path journals it: a body of the real shape (RTGS or IMT), reserved, then
 * moved along the state machine to the state asked for.
 */
export function seedTransfer(journal: Journal, seed: SeedTransfer = {}): TransferRecord {
  counter += 1;
  const reference = `31${String(counter).padStart(10, '0')}`;
  const kind = seed.kind ?? 'rtgs';
  const amount = seed.amount ?? '1000.00';
  const currency = seed.currency ?? 'KES';
  const at = seed.at ?? '2026-11-24T08:00:00.000Z';
  const sourceAccount = seed.sourceAccount ?? '0011547896523';
  const recipientName = seed.recipientName ?? 'John Otieno';
  const recipient = seed.recipient ?? (kind === 'rtgs' ? '1100194977404' : '+254712345678');
  const source = {
    countryCode: 'KE',
    name: seed.sourceName ?? 'Jane Wanjiku',
    accountNumber: sourceAccount,
  };
  const body =
    kind === 'rtgs'
      ? {
          source: { ...source, currency },
          destination: {
            type: 'bank',
            countryCode: 'KE',
            name: recipientName,
            bankCode: '01',
            accountNumber: recipient,
          },
          transfer: {
            type: 'RTGS',
            amount,
            currencyCode: currency,
            reference,
            date: at.slice(0, 10),
            description: 'Rent',
            purposeOfPaymentCode: 'OTHR',
          },
        }
      : {
          source,
          sender: {
            name: seed.senderName ?? 'Jane Wanjiku',
            documentType: 'NationalId',
            documentNumber: '23456789',
            countryCode: 'KE',
            mobileNumber: seed.senderMobile ?? '+254722000111',
          },
          destination: {
            type: 'mobile',
            countryCode: 'KE',
            name: recipientName,
            mobileNumber: recipient,
            walletName: 'M-PESA',
            documentType: 'NationalId',
            documentNumber: '34567890',
          },
          transfer: {
            type: 'MobileWallet',
            amount,
            currencyCode: currency,
            reference,
            date: at.slice(0, 10),
          },
        };
  const record = journal.transfers.reserve({
    draftId: `seed-${counter}`,
    kind,
    reference,
    counter,
    body: JSON.stringify(body),
    amount,
    currency,
    destinationCountry: 'KE',
    recipientName,
    recipientAccount: recipient,
    sourceAccount,
    operatorId: seed.operatorId ?? 'clerk-1',
    environment: 'test',
    at,
    ...(seed.instructionFormNumber === null
      ? {}
      : {
          instructionFormNumber: seed.instructionFormNumber ?? `IF-2026/${counter}`,
          idAndSignatureChecked: true,
        }),
    ...(seed.customer ? { customer: seed.customer } : {}),
    ...(seed.desk ? { desk: seed.desk } : {}),
    ...(seed.calendarDay ? { calendarDay: seed.calendarDay } : {}),
    ...(seed.charges ? { charges: seed.charges } : {}),
    ...(seed.paymentMethod ? { paymentMethod: seed.paymentMethod } : {}),
    ...(seed.checkedOffline ? { checkedOffline: true } : {}),
  });
  const state = seed.state ?? 'succeeded';
  if (state === 'reserved') return record;
  const operatorId = record.operatorId;
  journal.transfers.move(record.id, 'reserved', { state: 'sending' }, at, {
    operatorId,
    action: TRANSFER_ACTIONS.sending,
  });
  if (state === 'sending') return journal.transfers.get(record.id)!;
  return journal.transfers.move(
    record.id,
    'sending',
    {
      state,
      transactionId:
        seed.transactionId ??
        (['succeeded', 'queued', 'accepted_pending'].includes(state) ? `TX${counter}` : null),
    },
    at,
    { operatorId, action: TRANSFER_ACTIONS.outcome },
  );
}
