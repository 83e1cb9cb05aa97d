import { textIn, type Language, type MessageArgs, type MessageKey } from '@shared/i18n/catalog';
import { amountInFigures, amountInWords } from '@shared/domain/amount-words';
import { isCurrencyCode } from '@shared/domain/countries';
import { localeAmount, localeTimeText } from '@shared/domain/locale-format';
import type { EnvironmentName } from '@shared/domain/environments';
import type { BankIdentity, WorkstationSettings } from '@shared/domain/settings';
import type { ReceiptPaper } from '@shared/domain/settings';
import { escapeHtml, makePrintDocument } from '../desktop/print-document';
import { PAPER, type PrintDocument } from '../desktop/printer';

/*
 * What every slip a customer is handed shares (the receipt of a transfer, D38, and the refund
 * receipt of its return, D120): the words of each copy in the customer's language (the bank's
 * with the branch's beside it, D86), the amount in figures and words, the band off live, the
 * bank's header and footer around a table of rows, ORIGINAL or COPY n, and the paper's CSS.
 */

export type Copy = 'customer' | 'bank';

/**
 * The words of one copy (D86): `say` words a message in the copy's language or languages, `lead`
 * in the first alone. The customer's copy is in the customer's language; the bank's puts the
 * branch's after it where the two differ, `Montant / Amount`, so the customer reads what they
 * sign and the bank's auditor reads every label and state.
 */
export interface CopyWords {
  say: <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;
  lead: Language;
  /** The branch's language on the bank's copy where it differs from the customer's; else null. */
  second: Language | null;
}

export function copyWords(
  print: { language?: Language; branchLanguage?: Language },
  copy: Copy,
): CopyWords {
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
export function amountOf(
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
 * Off live, a band across the top and the foot of each copy, in large pale letters: on the page
 * where the eye lands, on every copy, and read in its place by text extraction (a rotated mark
 * over the fields would be read into them).
 */
export function watermarkHtml(environment: EnvironmentName, { say }: CopyWords): string {
  return environment === 'live'
    ? ''
    : `<p class="watermark">${escapeHtml(say(`reports.receipt.watermark.${environment}`))}</p>`;
}

/** One copy of a slip: the bank's header, the heading, which copy, the rows, the signatures. */
export interface SlipCopy {
  identity: BankIdentity;
  workstation: WorkstationSettings;
  environment: EnvironmentName;
  words: CopyWords;
  copy: Copy;
  heading: string;
  /** 0 for the original, n for the n-th reprint. */
  copyNumber: number;
  /** A boxed note under the heading (HTML, escaped by its maker); '' for none. */
  note: string;
  rows: [string, string][];
  signatures: string[];
  printedAt: number;
  printedBy: string;
  timeZone: string;
}

export function slipCopyHtml(slip: SlipCopy): string {
  const { identity, workstation, words } = slip;
  const { say, lead, second } = words;
  const who = say(`reports.receipt.copy.${slip.copy}`);
  const reprint =
    slip.copyNumber > 0
      ? say('reports.receipt.reprint', { number: slip.copyNumber })
      : say('reports.receipt.original');
  const branch = [
    workstation.branchName,
    workstation.branchCode && textIn(lead, 'reports.branchCode', { code: workstation.branchCode }),
  ]
    .filter(Boolean)
    .join(', ');
  const table = slip.rows
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const mark = watermarkHtml(slip.environment, words);
  const printedAt = localeTimeText(slip.printedAt, slip.timeZone, lead, { seconds: true });
  const signatures = slip.signatures
    .map((line) => `<p class="line">${escapeHtml(line)}</p>`)
    .join('\n');
  return `<section class="copy${second === null ? '' : ' bilingual'}">
${mark}
<header>
<p class="bank">${escapeHtml(identity.legalName)}</p>
<p>${escapeHtml(branch)}</p>
<p>${escapeHtml(identity.branchAddress)}</p>
<p>${textIn(lead, 'reports.receipt.workstation', { number: escapeHtml(String(workstation.number ?? '')) })}</p>
</header>
<h1>${escapeHtml(slip.heading)}</h1>
<p class="which"><span>${escapeHtml(who)}</span> <span class="copyno">${escapeHtml(reprint)}</span></p>
${slip.note}
<table>
${table}
</table>
<div class="signatures">
${signatures}
</div>
<footer>
<p>${textIn(lead, 'reports.receipt.complaints', { contact: escapeHtml(identity.complaintsContact) })}</p>
<p>${escapeHtml(identity.licenceLine)}</p>
<p>${textIn(lead, 'reports.printedBy', { at: escapeHtml(printedAt), by: escapeHtml(slip.printedBy) })}</p>
</footer>
${mark}
</section>`;
}

export const CSS = {
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
export const COMMON_CSS = `.copy { position: relative; }
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

/** What a slip's print holds beside its own facts: the bank, the desk, the copy, the paper. */
export interface SlipPrint {
  identity: BankIdentity;
  workstation: WorkstationSettings;
  /** The branch's zone (D32): the slip's times are written in it. */
  timeZone: string;
  paper: ReceiptPaper;
  /** 0 for the original, n for the n-th reprint. */
  copyNumber: number;
  printedAt: number;
  printedBy: string;
  /**
   * D86: the customer's language, in which both copies print (the transfer's, as the review chose
   * it), and the branch's, which the bank's copy carries beside it where it differs. English
   * for both when absent.
   */
  language?: Language;
  branchLanguage?: Language;
}

/** One copy of `print`, with the slip's own heading, note, rows and signatures. */
export function slipCopyOf(
  print: SlipPrint,
  copy: Copy,
  words: CopyWords,
  own: Pick<SlipCopy, 'environment' | 'heading' | 'note' | 'rows' | 'signatures'>,
): string {
  return slipCopyHtml({
    identity: print.identity,
    workstation: print.workstation,
    words,
    copy,
    copyNumber: print.copyNumber,
    printedAt: print.printedAt,
    printedBy: print.printedBy,
    timeZone: print.timeZone,
    ...own,
  });
}

/** Both copies of a slip as one document on the workstation's paper: each copy begins a page. */
export function slipDocument(
  print: SlipPrint,
  title: string,
  copyHtml: (copy: Copy) => string,
): PrintDocument {
  return makePrintDocument({
    title,
    paper: print.paper === 'roll80' ? PAPER.roll80 : PAPER.a4,
    css: `${COMMON_CSS}\n${CSS[print.paper]}`,
    // On a roll each copy is one piece, cut as long as it is (D54).
    pieces: [copyHtml('customer'), copyHtml('bank')],
  });
}
