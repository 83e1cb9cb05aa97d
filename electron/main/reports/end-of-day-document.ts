import { text } from '../../../shared/i18n/catalog';
import type { EndOfDayLine, EndOfDayReport } from '../../../shared/domain/end-of-day';
import { groupedAmount } from '../../../shared/domain/money';
import type { BankIdentity, WorkstationSettings } from '../../../shared/domain/settings';
import { zoneText } from '../../../shared/domain/zoned-time';
import { escapeHtml, makePrintDocument } from '../desktop/print-document';
import { PAPER, type PrintDocument } from '../desktop/printer';
import { marksText } from './csv-file';
import { printedTimeText } from './receipt-document';

/**
 * The end of a branch day on A4: the report's own exact totals with thousands separators, as the
 * screen shows them (the CSV keeps the report's text), names before ids.
 */
export interface EndOfDayPrint {
  report: EndOfDayReport;
  identity: BankIdentity;
  workstation: WorkstationSettings;
  operatorName: (operatorId: string) => string;
  printedAt: number;
  printedBy: string;
}

function linesTable<L extends EndOfDayLine>(lines: readonly L[], operator?: (line: L) => string) {
  if (lines.length === 0) return '<p>No transfer was recorded on this day.</p>';
  const head = `${operator ? '<th>Operator</th>' : ''}<th>Kind</th><th>State</th><th class="n">Transfers</th><th class="n">Total</th>`;
  const body = lines
    .map(
      (line) =>
        `<tr>${operator ? `<td>${escapeHtml(operator(line))}</td>` : ''}<td>${escapeHtml(text(`transfer.kind.${line.kind}`))}</td><td>${escapeHtml(line.stateLabel)}</td><td class="n">${line.count}</td><td class="n">${escapeHtml(`${groupedAmount(line.total)} ${line.currency}`)}</td></tr>`,
    )
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function endOfDayDocument(print: EndOfDayPrint): PrintDocument {
  const { report, identity, workstation } = print;
  const waiting =
    report.waiting.length === 0
      ? '<p>Nothing is waiting for a supervisor.</p>'
      : `<table><thead><tr><th>Reference</th><th>Recipient</th><th class="n">Amount</th><th>State</th></tr></thead><tbody>${report.waiting
          .map(
            (row) =>
              `<tr><td>${escapeHtml(row.reference)}</td><td>${escapeHtml(row.recipientName)}</td><td class="n">${escapeHtml(`${groupedAmount(row.amount)} ${row.currency}`)}</td><td>${escapeHtml(row.stateLabel)}</td></tr>`,
          )
          .join('\n')}</tbody></table>`;
  // Issue 12: what the compliance officer must look at, in the words of the CSV's marks column.
  const marked =
    report.marked.length === 0
      ? '<p>No transfer of this day is reportable or part of a split series.</p>'
      : `<table><thead><tr><th>Reference</th><th>Sender</th><th>Recipient</th><th class="n">Amount</th><th>Marks</th></tr></thead><tbody>${report.marked
          .map(
            (row) =>
              `<tr><td>${escapeHtml(row.reference)}</td><td>${escapeHtml(row.sourceName)}</td><td>${escapeHtml(row.recipientName)}</td><td class="n">${escapeHtml(`${groupedAmount(row.amount)} ${row.currency}`)}</td><td>${escapeHtml(marksText(row))}</td></tr>`,
          )
          .join('\n')}</tbody></table>`;
  const closing = report.closing
    ? `Closed ${printedTimeText(report.closing.closedAt, report.timeZone)} by ${print.operatorName(report.closing.closedBy)}`
    : 'Not closed yet';
  return makePrintDocument({
    title: `End of day ${report.day}`,
    paper: PAPER.a4,
    css: `body { font-size: 10pt; }
h1 { font-size: 1.4em; margin: 2mm 0; }
h2 { font-size: 1.1em; margin: 5mm 0 1mm; }
p { margin: 0.5mm 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #999; padding: 1mm 2mm 1mm 0; text-align: left; }
.n { text-align: right; }`,
    body: `<p><strong>${escapeHtml(identity.legalName)}</strong></p>
<p>${escapeHtml(`${workstation.branchName}${workstation.branchCode ? `, branch ${workstation.branchCode}` : ''} · workstation ${workstation.number ?? ''}`)}</p>
<h1>End of day ${escapeHtml(report.day)}, ${escapeHtml(zoneText(Date.parse(report.fromInstant), report.timeZone))}</h1>
<p>${escapeHtml(closing)}</p>
<h2>Totals per kind, currency and state</h2>
${linesTable(report.lines)}
<h2>Per operator</h2>
${linesTable(report.byOperator, (line) => print.operatorName(line.operatorId))}
<h2>Still waiting for a supervisor</h2>
${waiting}
<h2>Reportable and split series</h2>
${marked}
<p style="margin-top: 6mm">Printed ${escapeHtml(printedTimeText(print.printedAt, report.timeZone))} by ${escapeHtml(print.printedBy)}</p>`,
  });
}
