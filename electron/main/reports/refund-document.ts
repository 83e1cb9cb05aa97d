import { textIn } from '@shared/i18n/catalog';
import { localeTimeText } from '@shared/domain/locale-format';
import type { ReceiptView } from '@shared/domain/receipt';
import type { TransferReturnView } from '@shared/domain/transfer-returns';
import { escapeHtml } from '../desktop/print-document';
import type { PrintDocument } from '../desktop/printer';
import { maskAccount } from './receipt-document';
import {
  amountOf,
  copyWords,
  slipCopyOf,
  slipDocument,
  type Copy,
  type SlipPrint,
} from './receipt-frame';

/*
 * D120: the customer's refund receipt for a transfer the bank returned or that was recalled: two
 * copies as a transfer's receipt has (the customer's with accounts masked, the bank's in full),
 * ORIGINAL on the first print and COPY n after, the band off live, in the transfer's language
 * (the bank's copy with the branch's beside it, D86). It tells what came back and why as the
 * bank's notice said; never a threshold nor a screening result: it carries no mark at all.
 */

export interface RefundPrint extends SlipPrint {
  receipt: ReceiptView;
  returned: TransferReturnView;
  /** The supervisor who recorded the return, by name. */
  recordedBy: string;
}

function rows(print: RefundPrint, copy: Copy): [string, string][] {
  const { receipt: r, returned } = print;
  const { say, lead, second } = copyWords(print, copy);
  const account = (value: string) => (copy === 'customer' ? maskAccount(value) : value);
  const amount = amountOf(returned.amount, returned.currency, lead);
  return [
    [say('returns.field.transfer'), r.reference],
    [
      say('reports.field.dateTime'),
      localeTimeText(r.createdAt, print.timeZone, lead, { seconds: true }),
    ],
    ...(r.businessDay
      ? [[say('returns.field.transferDay'), r.businessDay] as [string, string]]
      : []),
    [say('returns.field.kind'), say(`returns.kind.${returned.kind}.label`)],
    [say('returns.field.bankReference'), returned.bankReference],
    [say('returns.field.bankDate'), returned.bankDate],
    [say('returns.field.reason'), say(`returns.reason.${returned.reason}`)],
    ...(returned.note ? [[say('returns.field.note'), returned.note] as [string, string]] : []),
    [say('returns.field.refund'), amount.figures],
    [textIn(lead, 'returns.field.refundInWords'), amount.words],
    // D86: the bank's auditor reads the amount in words in the branch's language too.
    ...(second === null
      ? []
      : [
          [
            textIn(second, 'returns.field.refundInWords'),
            amountOf(returned.amount, returned.currency, second).words,
          ] as [string, string],
        ]),
    [say('reports.field.sender'), r.senderName ?? say('customer.receipt.notRecorded')],
    [
      say('customer.receipt.paidFrom'),
      textIn(lead, 'customer.receipt.paidFromValue', {
        holder: r.sourceName,
        account: account(r.sourceAccount),
      }),
    ],
    [say('reports.field.recipient'), r.recipientName],
    [say('returns.field.learntOn'), returned.businessDay],
    [say('returns.field.recordedBy'), print.recordedBy],
  ];
}

function copyHtml(print: RefundPrint, copy: Copy): string {
  const words = copyWords(print, copy);
  const { say, lead } = words;
  return slipCopyOf(print, copy, words, {
    environment: print.receipt.environment,
    heading: say('returns.receipt.heading'),
    note: `<p class="note">${escapeHtml(textIn(lead, 'returns.receipt.note'))}</p>`,
    rows: rows(print, copy),
    signatures: [say('returns.receipt.received'), say('reports.receipt.tellerStamp')],
  });
}

/** Both copies of a refund receipt as one document on the workstation's paper. */
export function refundDocument(print: RefundPrint): PrintDocument {
  const { reference } = print.receipt;
  const lead = print.language ?? 'en';
  const title =
    print.copyNumber > 0
      ? textIn(lead, 'returns.receipt.titleCopy', { reference, number: print.copyNumber })
      : textIn(lead, 'returns.receipt.title', { reference });
  return slipDocument(print, title, (copy) => copyHtml(print, copy));
}
