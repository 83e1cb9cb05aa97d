import { textIn, type Language, type MessageArgs, type MessageKey } from '@shared/i18n/catalog';
import { amountInFigures, amountInWords } from '@shared/domain/amount-words';
import { WEEKDAY_KEYS, weekdayOf, zonedParts } from '@shared/domain/calendar-date';
import { isCountryCode, isCurrencyCode } from '@shared/domain/countries';
import {
  isImtPurpose,
  maskedDocumentNumber,
  worldCountryName,
  type Customer,
  type CustomerField,
} from '@shared/domain/customer';
import { isSuggestedDocumentType } from '@shared/domain/document-types';
import { localeAmount, localeTimeText, LOCALES } from '@shared/domain/locale-format';
import type { ControlMarks } from '@shared/domain/control-marks';
import type { EnvironmentName } from '@shared/domain/environments';
import type { ReceiptView } from '@shared/domain/receipt';
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
  /**
   * D86: the customer's language, in which both copies print (the transfer's, as the review chose
   * it), and the branch's, which the bank's copy carries beside it where it differs. English
   * for both when absent.
   */
  language?: Language;
  branchLanguage?: Language;
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
 * The words of one copy (D86): `say` words a message in the copy's language or languages, `lead`
 * in the first alone. The customer's copy is in the customer's language; the bank's puts the
 * branch's after it where the two differ, `Montant / Amount`, so the customer reads what they
 * sign and the bank's auditor reads every label and state.
 */
interface CopyWords {
  say: <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;
  lead: Language;
  /** The branch's language on the bank's copy where it differs from the customer's; else null. */
  second: Language | null;
}

function copyWords(print: ReceiptPrint, copy: Copy): CopyWords {
  const lead = print.language ?? 'en';
  const branch = print.branchLanguage ?? 'en';
  const second = copy === 'bank' && branch !== lead ? branch : null;
  return {
    lead,
    second,
    say: (key, ...args) => {
      const first = textIn(lead, key, ...args);
      if (second === null) return first;
      const other = textIn(second, key, ...args);
      return other === first ? first : `${first} / ${other}`;
    },
  };
}

/** The amount in figures and in words in `language`, naming the currency alike (D57, D85). */
function amountOf(
  amount: string,
  currency: string,
  language: Language,
): { figures: string; words: string } {
  const asItIs = { figures: `${localeAmount(amount, language)} ${currency}`, words: '' };
  if (!isCurrencyCode(currency)) return asItIs;
  try {
    return {
      figures: amountInFigures(amount, currency, language),
      words: amountInWords(amount, currency, language),
    };
  } catch {
    return asItIs;
  }
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

type Copy = 'customer' | 'bank';

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
    [say('reports.field.state'), say(`states.label.${r.state}`)],
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
 * The rows only the bank's copy carries: the signed form's number, the approvals (D42) and the
 * compliance marks (D43), which the customer's copy never tells (D80: no tipping-off).
 */
function bankCopyRows(print: ReceiptPrint, { say, lead }: CopyWords): [string, string][] {
  const marks = [
    ...(print.marks?.reportable ? [say('reports.marks.reportable')] : []),
    ...(print.marks?.split ? [say('reports.marks.split')] : []),
  ];
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
    ...(marks.length > 0
      ? [[say('reports.field.complianceNote'), marks.join(', ')] as [string, string]]
      : []),
  ];
}

/**
 * Off live, a band across the top and the foot of each copy, in large pale letters: on the page
 * where the eye lands, on every copy, and read in its place by text extraction (a rotated mark
 * over the fields would be read into them).
 */
function watermarkHtml(environment: EnvironmentName, { say }: CopyWords): string {
  return environment === 'live'
    ? ''
    : `<p class="watermark">${escapeHtml(say(`reports.receipt.watermark.${environment}`))}</p>`;
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
  const { identity, workstation, receipt } = print;
  const words = copyWords(print, copy);
  const { say, lead, second } = words;
  const who = say(`reports.receipt.copy.${copy}`);
  const reprint =
    print.copyNumber > 0
      ? say('reports.receipt.reprint', { number: print.copyNumber })
      : say('reports.receipt.original');
  const branch = [
    workstation.branchName,
    workstation.branchCode && textIn(lead, 'reports.branchCode', { code: workstation.branchCode }),
  ]
    .filter(Boolean)
    .join(', ');
  const queued =
    receipt.state === 'queued' ? `<p class="note">${queuedNote(print, words)}</p>` : '';
  const table = rows(print, copy)
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const mark = watermarkHtml(receipt.environment, words);
  const printedAt = localeTimeText(print.printedAt, print.timeZone, lead, { seconds: true });
  return `<section class="copy${second === null ? '' : ' bilingual'}">
${mark}
<header>
<p class="bank">${escapeHtml(identity.legalName)}</p>
<p>${escapeHtml(branch)}</p>
<p>${escapeHtml(identity.branchAddress)}</p>
<p>${textIn(lead, 'reports.receipt.workstation', { number: escapeHtml(String(workstation.number ?? '')) })}</p>
</header>
<h1>${escapeHtml(say('reports.receipt.heading'))}</h1>
<p class="which"><span>${escapeHtml(who)}</span> <span class="copyno">${escapeHtml(reprint)}</span></p>
${queued}
<table>
${table}
</table>
<div class="signatures">
<p class="line">${escapeHtml(say('reports.receipt.customerSignature'))}</p>
<p class="line">${escapeHtml(say('reports.receipt.tellerStamp'))}</p>
</div>
<footer>
<p>${textIn(lead, 'reports.receipt.complaints', { contact: escapeHtml(identity.complaintsContact) })}</p>
<p>${escapeHtml(identity.licenceLine)}</p>
<p>${textIn(lead, 'reports.printedBy', { at: escapeHtml(printedAt), by: escapeHtml(print.printedBy) })}</p>
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
.signatures .line { flex: 1; }
/* The bank's copy in two languages: its labels run to two lines, yet the copy keeps to a page. */
.bilingual { font-size: 9.5pt; }
.bilingual th { width: 44%; }
.bilingual .signatures { margin-top: 12mm; }`,
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
  const lead = print.language ?? 'en';
  return makePrintDocument({
    title:
      print.copyNumber > 0
        ? textIn(lead, 'reports.receipt.titleCopy', { reference, number: print.copyNumber })
        : textIn(lead, 'reports.receipt.title', { reference }),
    paper,
    css: `${COMMON_CSS}\n${CSS[print.paper]}`,
    // Each copy begins a page; on a roll each is one piece, cut as long as it is (D54).
    pieces: [copyHtml(print, 'customer'), copyHtml(print, 'bank')],
  });
}
