import { textFor, type Language } from '@shared/i18n/catalog';
import type { EndOfDayLine, EndOfDayReport } from '@shared/domain/end-of-day';
import { groupedAmount } from '@shared/domain/money';
import type { BankIdentity, WorkstationSettings } from '@shared/domain/settings';
import { zoneText } from '@shared/domain/zoned-time';
import { escapeHtml, makePrintDocument } from '../desktop/print-document';
import { PAPER, type PrintDocument } from '../desktop/printer';
import { marksText } from './csv-file';
import { printedTimeText } from './receipt-document';
import { kindNameIn, stateNameIn } from './report-words';

/**
 * The end of a branch day on A4: the report's own exact totals with thousands separators, as the
 * screen shows them (the CSV keeps the report's text), names before ids. Worded in the language
 * of whoever prints it (D88); figures, dates and codes are written as in English.
 */
export interface EndOfDayPrint {
  report: EndOfDayReport;
  identity: BankIdentity;
  workstation: WorkstationSettings;
  operatorName: (operatorId: string) => string;
  printedAt: number;
  printedBy: string;
  /** The operator's who prints it (D88); English when not given. */
  language?: Language;
}

function linesTable<L extends EndOfDayLine>(
  language: Language,
  lines: readonly L[],
  operator?: (line: L) => string,
) {
  const text = textFor(language);
  if (lines.length === 0) return `<p>${text('reports.endOfDay.noTransfers')}</p>`;
  const head = `${operator ? `<th>${text('reports.field.operator')}</th>` : ''}<th>${text('reports.field.kind')}</th><th>${text('reports.field.state')}</th><th class="n">${text('reports.field.transfers')}</th><th class="n">${text('reports.field.total')}</th>`;
  const body = lines
    .map(
      (line) =>
        `<tr>${operator ? `<td>${escapeHtml(operator(line))}</td>` : ''}<td>${escapeHtml(kindNameIn(language, line.kind))}</td><td>${escapeHtml(stateNameIn(language, line.state))}</td><td class="n">${line.count}</td><td class="n">${escapeHtml(`${groupedAmount(line.total)} ${line.currency}`)}</td></tr>`,
    )
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function endOfDayDocument(print: EndOfDayPrint): PrintDocument {
  const { report, identity, workstation } = print;
  const language = print.language ?? 'en';
  const text = textFor(language);
  const waiting =
    report.waiting.length === 0
      ? `<p>${text('reports.endOfDay.noneWaiting')}</p>`
      : `<table><thead><tr><th>${text('reports.field.reference')}</th><th>${text('reports.field.recipient')}</th><th class="n">${text('reports.field.amount')}</th><th>${text('reports.field.state')}</th></tr></thead><tbody>${report.waiting
          .map(
            (row) =>
              `<tr><td>${escapeHtml(row.reference)}</td><td>${escapeHtml(row.recipientName)}</td><td class="n">${escapeHtml(`${groupedAmount(row.amount)} ${row.currency}`)}</td><td>${escapeHtml(stateNameIn(language, row.state))}</td></tr>`,
          )
          .join('\n')}</tbody></table>`;
  // D43: what the compliance officer must look at, in the words of the CSV's marks column.
  const marked =
    report.marked.length === 0
      ? `<p>${text('reports.endOfDay.noneMarked')}</p>`
      : `<table><thead><tr><th>${text('reports.field.reference')}</th><th>${text('reports.field.sender')}</th><th>${text('reports.field.recipient')}</th><th class="n">${text('reports.field.amount')}</th><th>${text('reports.endOfDay.markedColumn')}</th></tr></thead><tbody>${report.marked
          .map(
            (row) =>
              `<tr><td>${escapeHtml(row.reference)}</td><td>${escapeHtml(row.sourceName)}</td><td>${escapeHtml(row.recipientName)}</td><td class="n">${escapeHtml(`${groupedAmount(row.amount)} ${row.currency}`)}</td><td>${escapeHtml(marksText(row, language))}</td></tr>`,
          )
          .join('\n')}</tbody></table>`;
  const closing = report.closing
    ? text('reports.endOfDay.closedBy', {
        at: printedTimeText(report.closing.closedAt, report.timeZone),
        by: print.operatorName(report.closing.closedBy),
      })
    : text('reports.endOfDay.notClosed');
  const branch = `${workstation.branchName}${workstation.branchCode ? `, ${text('reports.branchCode', { code: workstation.branchCode })}` : ''}`;
  const place = `${branch} · ${text('reports.endOfDay.workstation', { number: String(workstation.number ?? '') })}`;
  const heading = text('reports.endOfDay.heading', {
    day: report.day,
    zone: zoneText(Date.parse(report.fromInstant), report.timeZone, language),
  });
  const printed = text('reports.printedBy', {
    at: escapeHtml(printedTimeText(print.printedAt, report.timeZone)),
    by: escapeHtml(print.printedBy),
  });
  return makePrintDocument({
    title: text('reports.endOfDay.title', { day: report.day }),
    paper: PAPER.a4,
    // catalog-ignore: the sheet's CSS, not words
    css: `body { font-size: 10pt; }
h1 { font-size: 1.4em; margin: 2mm 0; }
h2 { font-size: 1.1em; margin: 5mm 0 1mm; }
p { margin: 0.5mm 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #999; padding: 1mm 2mm 1mm 0; text-align: left; }
.n { text-align: right; }`,
    body: `<p><strong>${escapeHtml(identity.legalName)}</strong></p>
<p>${escapeHtml(place)}</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(closing)}</p>
<h2>${text('reports.endOfDay.section.totals')}</h2>
${linesTable(language, report.lines)}
<h2>${text('reports.endOfDay.section.operators')}</h2>
${linesTable(language, report.byOperator, (line) => print.operatorName(line.operatorId))}
<h2>${text('reports.endOfDay.section.waiting')}</h2>
${waiting}
<h2>${text('reports.endOfDay.section.marked')}</h2>
${marked}
<p style="margin-top: 6mm">${printed}</p>`,
  });
}
