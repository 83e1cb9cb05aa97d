import { text } from '@shared/i18n/catalog';
import { amountInFigures, amountInWords } from '@shared/domain/amount-words';
import { countryName, isCurrencyCode } from '@shared/domain/countries';
import {
  imtPurposeName,
  maskedDocumentNumber,
  worldCountryName,
  type Customer,
} from '@shared/domain/customer';
import { documentTypeLabel } from '@shared/domain/document-types';
import { CUSTOMER_LABELS } from '@shared/schemas/customer-schemas';
import { groupedAmount } from '@shared/domain/money';
import type { ControlMarks } from '@shared/domain/control-marks';
import type { EnvironmentName } from '@shared/domain/environments';
import type { ReceiptView } from '@shared/domain/receipt';
import { valueDateText } from '@shared/domain/receipt-words';
import { zonedTimeText } from '@shared/domain/zoned-time';
import type { BankIdentity, ReceiptPaper, WorkstationSettings } from '@shared/domain/settings';
import { escapeHtml, makePrintDocument } from '../desktop/print-document';
import { PAPER, type PrintDocument } from '../desktop/printer';

/*
 * The receipt a bank hands over, made in main from the receipt view (itself read from the signed
 * body) and the settings, never from what a page sends. Two copies, each on a page of its own (on
 * an 80 mm roll, a page as long as the copy, D54): the customer's, with account numbers masked but
 * for their last four digits, and the bank's, in full with the instruction form number when the
 * view has one. A reprint says "COPY n" on both; a receipt from the sandbox or the test service
 * carries a watermark that names it.
 */

export interface ReceiptPrint {
  receipt: ReceiptView;
  identity: BankIdentity;
  workstation: WorkstationSettings;
  /** The operator who sent it, by name. */
  operatorName: string;
  purposeName: string | null;
  /** The branch's zone (D32): the receipt's times are written in it. */
  timeZone: string;
  paper: ReceiptPaper;
  /** 0 for the original, n for the n-th reprint. */
  copyNumber: number;
  printedAt: number;
  printedBy: string;
  /**
   * D80: the compliance marks the journal holds for the transfer, printed on the bank's copy
   * only; none when absent.
   */
  marks?: ControlMarks;
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

/** The amount in figures and in words, naming the currency alike (D57); as it is if unreadable. */
function amountOf(amount: string, currency: string): { figures: string; words: string } {
  const asItIs = { figures: `${groupedAmount(amount)} ${currency}`, words: '' };
  if (!isCurrencyCode(currency)) return asItIs;
  try {
    return { figures: amountInFigures(amount, currency), words: amountInWords(amount, currency) };
  } catch {
    return asItIs;
  }
}

type Copy = 'customer' | 'bank';

/** The receipt's row labels: the catalog's names of a transfer's facts. */
const field = {
  reference: text('reports.field.reference'),
  transactionId: text('reports.field.transactionId'),
  state: text('reports.field.state'),
  kind: text('reports.field.kind'),
  dateTime: text('reports.field.dateTime'),
  expectedValueDate: text('reports.field.expectedValueDate'),
  amount: text('reports.field.amount'),
  amountInWords: text('reports.field.amountInWords'),
  sender: text('reports.field.sender'),
  senderAccount: text('reports.field.senderAccount'),
  recipient: text('reports.field.recipient'),
  recipientAccount: text('reports.field.recipientAccount'),
  recipientBank: text('reports.field.recipientBank'),
  recipientMobile: text('reports.field.recipientMobile'),
  destinationCountry: text('reports.field.destinationCountry'),
  purpose: text('reports.field.purpose'),
  description: text('reports.field.description'),
  servedBy: text('reports.field.servedBy'),
};

function rows(print: ReceiptPrint, copy: Copy): [string, string][] {
  const r = print.receipt;
  const account = (value: string) => (copy === 'customer' ? maskAccount(value) : value);
  const lines: [string, string][] = [
    [field.reference, r.reference],
    [field.transactionId, r.transactionId ?? text('reports.receipt.transactionIdNotYet')],
    [field.state, r.stateLabel],
    [field.kind, text(`transfer.kind.${r.kind}`)],
    [field.dateTime, printedTimeText(r.createdAt, print.timeZone)],
  ];
  if (r.state === 'queued' && r.queuedUntil) {
    lines.push([field.expectedValueDate, valueDateText(r.queuedUntil, print.timeZone)]);
  }
  // Grouped as the screens show it; the amount's text itself is the one signed (D9).
  const amount = amountOf(r.amount, r.currency);
  lines.push(
    [field.amount, amount.figures],
    [field.amountInWords, amount.words],
    // D77: the sender is the customer at the counter, never the branch account's holder.
    [field.sender, r.senderName ?? text('customer.receipt.notRecorded')],
    ...customerRows(r.customer ?? null, r.kind, copy),
    [
      text('customer.receipt.paidFrom'),
      text('customer.receipt.paidFromValue', {
        holder: r.sourceName,
        account: account(r.sourceAccount),
      }),
    ],
    [field.recipient, r.recipientName],
  );
  if (r.kind === 'rtgs') {
    lines.push([field.recipientAccount, account(r.recipientAccount)]);
    if (r.bankCode) {
      lines.push([
        field.recipientBank,
        r.bankName
          ? `${r.bankName} (${r.bankCode})`
          : text('reports.receipt.bankNotListed', { code: r.bankCode }),
      ]);
    }
  } else {
    lines.push([field.recipientMobile, r.recipientAccount]);
    if (r.walletName) {
      lines.push([
        text('transfer.destination.imt'),
        r.walletLabel && r.walletLabel !== r.walletName
          ? `${r.walletLabel} (${r.walletName})`
          : r.walletName,
      ]);
    }
  }
  lines.push([field.destinationCountry, `${r.destinationCountryName} (${r.destinationCountry})`]);
  if (r.purposeCode) {
    lines.push([
      field.purpose,
      print.purposeName ? `${print.purposeName} (${r.purposeCode})` : r.purposeCode,
    ]);
  }
  if (r.description) lines.push([field.description, r.description]);
  lines.push([field.servedBy, print.operatorName]);
  if (copy === 'bank') lines.push(...bankCopyRows(print));
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
): [string, string][] {
  if (customer === null) return [];
  const number =
    copy === 'customer' ? maskedDocumentNumber(customer.documentNumber) : customer.documentNumber;
  const document: [string, string] = [
    text('customer.receipt.document'),
    text('customer.receipt.documentValue', {
      type: documentTypeLabel(customer.documentType),
      number,
    }),
  ];
  if (copy === 'customer') return [document];
  const label = (name: keyof typeof CUSTOMER_LABELS) => CUSTOMER_LABELS[name];
  const optional = (name: 'email' | 'occupation' | 'sourceOfFunds'): [string, string][] => {
    const value = customer[name];
    return value ? [[label(name), value]] : [];
  };
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
    [label('countryCode'), countryName(customer.countryCode)],
    [label('mobileNumber'), customer.mobileNumber],
    ...optional('email'),
    ...optional('occupation'),
    ...optional('sourceOfFunds'),
    ...(kind === 'imt' && customer.purpose
      ? [[label('purpose'), imtPurposeName(customer.purpose)] as [string, string]]
      : []),
    ...(customer.returning
      ? ([
          [text('customer.receipt.lastCheckedLabel'), customer.returning.lastCheckedOn],
          [text('customer.receipt.seenAgainLabel'), text('customer.receipt.seenAgain')],
        ] as [string, string][])
      : []),
  ];
}

/**
 * The rows only the bank's copy carries: the signed form's number, the approvals (D42) and the
 * compliance marks (D43), which the customer's copy never tells (D80: no tipping-off).
 */
function bankCopyRows(print: ReceiptPrint): [string, string][] {
  const marks = [
    ...(print.marks?.reportable ? [text('reports.marks.reportable')] : []),
    ...(print.marks?.split ? [text('reports.marks.split')] : []),
  ];
  const r = print.receipt;
  const form = 'instructionFormNumber' in r ? r.instructionFormNumber : null;
  return [
    [
      text('reports.field.instructionFormNumber'),
      typeof form === 'string' && form !== ''
        ? form
        : text('reports.receipt.formNumberNotRecorded'),
    ],
    // Who let it through at the counter, and why; the customer's copy never says.
    ...(r.approvals ?? []).map((approval): [string, string] => [
      text('reports.field.approvedBy'),
      text('reports.receipt.approval', {
        name: approval.approverName,
        id: approval.approverId,
        at: printedTimeText(approval.grantedAt, print.timeZone),
        purpose: approval.purposeLabel,
        reason: approval.reason,
      }),
    ]),
    ...(marks.length > 0
      ? [[text('reports.field.complianceNote'), marks.join(', ')] as [string, string]]
      : []),
  ];
}

/**
 * Off live, a band across the top and the foot of each copy, in large pale letters: on the page
 * where the eye lands, on every copy, and read in its place by text extraction (a rotated mark
 * over the fields would be read into them).
 */
function watermarkHtml(environment: EnvironmentName): string {
  return environment === 'live'
    ? ''
    : `<p class="watermark">${escapeHtml(text(`reports.receipt.watermark.${environment}`))}</p>`;
}

/** The note of an RTGS held until the window opens, with its value date where known (D17). */
function queuedNote(print: ReceiptPrint): string {
  const until = print.receipt.queuedUntil;
  return until
    ? text('reports.receipt.queuedUntil', {
        date: escapeHtml(valueDateText(until, print.timeZone)),
      })
    : text('reports.receipt.queued');
}

function copyHtml(print: ReceiptPrint, copy: Copy): string {
  const { identity, workstation, receipt } = print;
  const who = text(`reports.receipt.copy.${copy}`);
  const reprint =
    print.copyNumber > 0
      ? text('reports.receipt.reprint', { number: print.copyNumber })
      : text('reports.receipt.original');
  const branch = [
    workstation.branchName,
    workstation.branchCode && text('reports.branchCode', { code: workstation.branchCode }),
  ]
    .filter(Boolean)
    .join(', ');
  const queued = receipt.state === 'queued' ? `<p class="note">${queuedNote(print)}</p>` : '';
  const table = rows(print, copy)
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const mark = watermarkHtml(receipt.environment);
  return `<section class="copy">
${mark}
<header>
<p class="bank">${escapeHtml(identity.legalName)}</p>
<p>${escapeHtml(branch)}</p>
<p>${escapeHtml(identity.branchAddress)}</p>
<p>${text('reports.receipt.workstation', { number: escapeHtml(String(workstation.number ?? '')) })}</p>
</header>
<h1>${text('reports.receipt.heading')}</h1>
<p class="which"><span>${escapeHtml(who)}</span> <span class="copyno">${escapeHtml(reprint)}</span></p>
${queued}
<table>
${table}
</table>
<div class="signatures">
<p class="line">${text('reports.receipt.customerSignature')}</p>
<p class="line">${text('reports.receipt.tellerStamp')}</p>
</div>
<footer>
<p>${text('reports.receipt.complaints', { contact: escapeHtml(identity.complaintsContact) })}</p>
<p>${escapeHtml(identity.licenceLine)}</p>
<p>${text('reports.printedBy', { at: escapeHtml(printedTimeText(print.printedAt, print.timeZone)), by: escapeHtml(print.printedBy) })}</p>
</footer>
${mark}
</section>`;
}

const CSS = {
  // catalog-ignore: the receipt's CSS, not words
  a4: `body { font-size: 11pt; }
table { width: 100%; }
th { width: 38%; }
.signatures { display: flex; gap: 12mm; margin-top: 18mm; }
.signatures .line { flex: 1; }`,
  // catalog-ignore: the receipt's CSS, not words
  roll80: `body { font-size: 8.5pt; }
th, td { display: block; width: auto; }
th { padding-top: 1.5mm; }
.signatures .line { margin-top: 12mm; }
.watermark { font-size: 1.1em; letter-spacing: 0; }`,
};

// catalog-ignore: the receipt's CSS, not words
const COMMON_CSS = `.copy { position: relative; }
header p { margin: 0; }
.bank { font-weight: bold; font-size: 1.25em; }
h1 { font-size: 1.3em; margin: 3mm 0 1mm; }
.which { display: flex; justify-content: space-between; font-weight: bold; margin: 0 0 2mm; }
.copyno { border: 1px solid #000; padding: 0 2mm; }
table { border-collapse: collapse; }
th { text-align: left; font-weight: normal; color: #333; vertical-align: top; padding: 0.6mm 2mm 0.6mm 0; }
td { font-weight: bold; padding: 0.6mm 0; word-break: break-word; }
.note { border: 1px solid #000; padding: 1.5mm; }
.line { border-top: 1px solid #000; padding-top: 1mm; }
footer { margin-top: 4mm; font-size: 0.85em; }
footer p { margin: 0.5mm 0; }
.watermark { margin: 1mm 0 3mm; padding: 1mm; border: 1px dashed #888; text-align: center; font-size: 1.6em; font-weight: bold; letter-spacing: 0.05em; color: #9a9a9a; }`;

/** Both copies of a receipt as one document on the workstation's paper. */
export function receiptDocument(print: ReceiptPrint): PrintDocument {
  const paper = print.paper === 'roll80' ? PAPER.roll80 : PAPER.a4;
  const { reference } = print.receipt;
  return makePrintDocument({
    title:
      print.copyNumber > 0
        ? text('reports.receipt.titleCopy', { reference, number: print.copyNumber })
        : text('reports.receipt.title', { reference }),
    paper,
    css: `${COMMON_CSS}\n${CSS[print.paper]}`,
    // Each copy begins a page; on a roll each is one piece, cut as long as it is (D54).
    pieces: [copyHtml(print, 'customer'), copyHtml(print, 'bank')],
  });
}
