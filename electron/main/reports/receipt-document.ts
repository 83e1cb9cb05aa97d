import { textIn, type Language } from '@shared/i18n/catalog';
import { WEEKDAY_KEYS, weekdayOf, zonedParts } from '@shared/domain/calendar-date';
import { isCountryCode } from '@shared/domain/countries';
import {
  isImtPurpose,
  maskedDocumentNumber,
  worldCountryName,
  type Customer,
  type CustomerField,
} from '@shared/domain/customer';
import { isSuggestedDocumentType } from '@shared/domain/document-types';
import { localeTimeText, LOCALES } from '@shared/domain/locale-format';
import type { ReceiptView } from '@shared/domain/receipt';
import { customerStateKey } from '@shared/domain/transfer-states';
import { zonedTimeText } from '@shared/domain/zoned-time';
import { escapeHtml } from '../desktop/print-document';
import {
  amountOf,
  copyWords,
  slipCopyOf,
  slipDocument,
  type Copy,
  type CopyWords,
  type SlipPrint,
} from './receipt-frame';
import type { PrintDocument } from '../desktop/printer';
import { chargesRows } from './receipt-charges';

/*
 * The receipt a bank hands over, made in main from the receipt view (itself read from the signed
 * body) and the settings, never from what a page sends. Two copies, each on a page of its own (on
 * an 80 mm roll, a page as long as the copy, D54): the customer's, with account numbers masked but
 * for their last four digits, and the bank's, in full with the instruction form number when the
 * view has one. A reprint says "COPY n" on both; a receipt from the sandbox or the test service
 * carries a watermark that names it.
 */

export interface ReceiptPrint extends SlipPrint {
  receipt: ReceiptView;
  /** The operator who sent it, by name. */
  operatorName: string;
  purposeName: string | null;
  /**
   * D138: a copy of another counter's receipt, printed here from head office's copy of its
   * journal: the header names the workstation number the original carried (null: none recorded),
   * and both copies say at which counter of the branch it was made and this copy printed.
   * Absent: this workstation's own transfer.
   */
  elsewhere?: { madeAt: number; printedAt: number; workstation: number | null };
}

/** `*********6523`: every character but the last four hidden. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return account;
  return '*'.repeat(account.length - 4) + account.slice(-4);
}

/** `2026-11-24 11:00:05 EAT`: a printed time, to the second, in the branch's zone. */
export function printedTimeText(iso: string | number, timeZone: string): string {
  return zonedTimeText(iso, timeZone, { seconds: true });
}

/**
 * A queued RTGS transfer's expected value date (D17) in `language`, on the branch's clock:
 * `lundi 30 novembre 2026, à partir de 09:00 EAT` as the catalog's `dates.from` puts it.
 */
function valueDateIn(queuedUntil: string, timeZone: string, language: Language): string {
  const ms = Date.parse(queuedUntil);
  if (Number.isNaN(ms)) return queuedUntil;
  const { date } = zonedParts(ms, timeZone);
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone });
  return textIn(language, 'dates.from', {
    weekday: textIn(language, `dates.weekday.${WEEKDAY_KEYS[weekdayOf(date)]!}`),
    date: language === 'en' ? date : day.format(ms),
    time: zonedTimeText(ms, timeZone, { date: false }),
  });
}

function rows(print: ReceiptPrint, copy: Copy): [string, string][] {
  const r = print.receipt;
  const words = copyWords(print, copy);
  const { say, lead, second } = words;
  const account = (value: string) => (copy === 'customer' ? maskAccount(value) : value);
  const country = (code: string, name: string) =>
    isCountryCode(code) ? say(`countries.name.${code}`) : name;
  const lines: [string, string][] = [
    [say('reports.field.reference'), r.reference],
    [
      say('reports.field.transactionId'),
      r.transactionId ?? say('reports.receipt.transactionIdNotYet'),
    ],
    // D148: both copies are read by the customer (they sign the bank's): a hold is not named.
    [say('reports.field.state'), say(customerStateKey(r.state))],
    [say('reports.field.kind'), say(`transfer.kind.${r.kind}`)],
    [
      say('reports.field.dateTime'),
      localeTimeText(r.createdAt, print.timeZone, lead, { seconds: true }),
    ],
  ];
  // D113: after a closing, the day's transfers belong to the next day, whatever the clock says.
  if (r.businessDay) lines.push([say('reports.field.businessDay'), r.businessDay]);
  if (r.state === 'queued' && r.queuedUntil) {
    lines.push([
      say('reports.field.expectedValueDate'),
      valueDateIn(r.queuedUntil, print.timeZone, lead),
    ]);
  }
  // Grouped as the language writes it; the amount's text itself is the one signed (D9).
  const amount = amountOf(r.amount, r.currency, lead);
  lines.push([say('reports.field.amount'), amount.figures]);
  lines.push([textIn(lead, 'reports.field.amountInWords'), amount.words]);
  // D86: the bank's auditor reads the amount in words in the branch's language too.
  if (second !== null) {
    lines.push([
      textIn(second, 'reports.field.amountInWords'),
      amountOf(r.amount, r.currency, second).words,
    ]);
  }
  lines.push(...chargesRows(r.charges, r.paymentMethod, words));
  lines.push(
    // D77: the sender is the customer at the counter, never the branch account's holder.
    [say('reports.field.sender'), r.senderName ?? say('customer.receipt.notRecorded')],
    ...customerRows(r.customer ?? null, r.kind, copy, words),
    [
      say('customer.receipt.paidFrom'),
      textIn(lead, 'customer.receipt.paidFromValue', {
        holder: r.sourceName,
        account: account(r.sourceAccount),
      }),
    ],
    [say('reports.field.recipient'), r.recipientName],
  );
  if (r.kind === 'rtgs') {
    lines.push([say('reports.field.recipientAccount'), account(r.recipientAccount)]);
    if (r.bankCode) {
      lines.push([
        say('reports.field.recipientBank'),
        r.bankName
          ? `${r.bankName} (${r.bankCode})`
          : textIn(lead, 'reports.receipt.bankNotListed', { code: r.bankCode }),
      ]);
    }
  } else {
    lines.push([say('reports.field.recipientMobile'), r.recipientAccount]);
    if (r.walletName) {
      lines.push([
        say('transfer.destination.imt'),
        r.walletLabel && r.walletLabel !== r.walletName
          ? `${r.walletLabel} (${r.walletName})`
          : r.walletName,
      ]);
    }
  }
  lines.push([
    say('reports.field.destinationCountry'),
    `${country(r.destinationCountry, r.destinationCountryName)} (${r.destinationCountry})`,
  ]);
  if (r.purposeCode) {
    lines.push([
      say('reports.field.purpose'),
      print.purposeName ? `${print.purposeName} (${r.purposeCode})` : r.purposeCode,
    ]);
  }
  if (r.description) lines.push([say('reports.field.description'), r.description]);
  lines.push([say('reports.field.servedBy'), print.operatorName]);
  if (print.elsewhere) {
    lines.push([
      say('reports.receipt.madeAt'),
      textIn(lead, 'reports.receipt.madeElsewhere', {
        made: textIn(lead, 'branchDesk.counter', { number: print.elsewhere.madeAt }),
        here: textIn(lead, 'branchDesk.counter', { number: print.elsewhere.printedAt }),
      }),
    ]);
  }
  if (copy === 'bank') lines.push(...bankCopyRows(print, words));
  return lines;
}

/**
 * D77: the customer's rows. The customer's copy names the document with its number masked; the
 * bank's prints the whole block the clerk filled in.
 */
function customerRows(
  customer: Customer | null,
  kind: ReceiptView['kind'],
  copy: Copy,
  { say, lead }: CopyWords,
): [string, string][] {
  if (customer === null) return [];
  const number =
    copy === 'customer' ? maskedDocumentNumber(customer.documentNumber) : customer.documentNumber;
  const type = customer.documentType;
  const document: [string, string] = [
    say('customer.receipt.document'),
    textIn(lead, 'customer.receipt.documentValue', {
      type: isSuggestedDocumentType(type) ? textIn(lead, `documents.type.${type}`) : type,
      number,
    }),
  ];
  if (copy === 'customer') return [document];
  const label = (name: CustomerField) => say(`customer.field.${name}`);
  const optional = (name: 'email' | 'occupation' | 'sourceOfFunds'): [string, string][] => {
    const value = customer[name];
    return value ? [[label(name), value]] : [];
  };
  const home = customer.countryCode;
  return [
    document,
    [
      label('documentCountry'),
      `${worldCountryName(customer.documentCountry)} (${customer.documentCountry})`,
    ],
    [label('documentExpiry'), customer.documentExpiry],
    [label('dateOfBirth'), customer.dateOfBirth],
    [label('nationality'), worldCountryName(customer.nationality)],
    [label('address'), customer.address],
    [label('countryCode'), isCountryCode(home) ? say(`countries.name.${home}`) : home],
    [label('mobileNumber'), customer.mobileNumber],
    ...optional('email'),
    ...optional('occupation'),
    ...optional('sourceOfFunds'),
    ...(kind === 'imt' && customer.purpose
      ? [
          [
            label('purpose'),
            isImtPurpose(customer.purpose)
              ? say(`customer.purpose.${customer.purpose}`)
              : customer.purpose,
          ] as [string, string],
        ]
      : []),
    ...(customer.returning
      ? ([
          [say('customer.receipt.lastCheckedLabel'), customer.returning.lastCheckedOn],
          [say('customer.receipt.seenAgainLabel'), say('customer.receipt.seenAgain')],
        ] as [string, string][])
      : []),
  ];
}

/**
 * The rows only the bank's copy carries: the signed form's number and the approvals (D42). No
 * compliance mark (D43): the customer reads and signs this copy too (D86), so the marks are on
 * the supervisor's and compliance's screens and files only (D148, no tipping-off).
 */
function bankCopyRows(print: ReceiptPrint, { say, lead }: CopyWords): [string, string][] {
  const r = print.receipt;
  const form = 'instructionFormNumber' in r ? r.instructionFormNumber : null;
  return [
    [
      say('reports.field.instructionFormNumber'),
      typeof form === 'string' && form !== '' ? form : say('reports.receipt.formNumberNotRecorded'),
    ],
    // Who let it through at the counter, and why; the customer's copy never says.
    ...(r.approvals ?? []).map((approval): [string, string] => [
      say('reports.field.approvedBy'),
      textIn(lead, 'reports.receipt.approval', {
        name: approval.approverName,
        id: approval.approverId,
        at: localeTimeText(approval.grantedAt, print.timeZone, lead, { seconds: true }),
        purpose: approval.purposeLabel,
        reason: approval.reason,
      }),
    ]),
  ];
}

/** The note of an RTGS held until the window opens, with its value date where known (D17). */
function queuedNote(print: ReceiptPrint, { lead }: CopyWords): string {
  const until = print.receipt.queuedUntil;
  return until
    ? textIn(lead, 'reports.receipt.queuedUntil', {
        date: escapeHtml(valueDateIn(until, print.timeZone, lead)),
      })
    : textIn(lead, 'reports.receipt.queued');
}

function copyHtml(print: ReceiptPrint, copy: Copy): string {
  const words = copyWords(print, copy);
  const { say } = words;
  return slipCopyOf(print, copy, words, {
    environment: print.receipt.environment,
    heading: say('reports.receipt.heading'),
    note: print.receipt.state === 'queued' ? `<p class="note">${queuedNote(print, words)}</p>` : '',
    rows: rows(print, copy),
    signatures: [say('reports.receipt.customerSignature'), say('reports.receipt.tellerStamp')],
  });
}

/** Both copies of a receipt as one document on the workstation's paper. */
export function receiptDocument(made: ReceiptPrint): PrintDocument {
  // D138: another counter's receipt is headed with the workstation that made it.
  const print = made.elsewhere
    ? { ...made, workstation: { ...made.workstation, number: made.elsewhere.workstation } }
    : made;
  const { reference } = print.receipt;
  const lead = print.language ?? 'en';
  const title =
    print.copyNumber > 0
      ? textIn(lead, 'reports.receipt.titleCopy', { reference, number: print.copyNumber })
      : textIn(lead, 'reports.receipt.title', { reference });
  return slipDocument(print, title, (copy) => copyHtml(print, copy));
}
