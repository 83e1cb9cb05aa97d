import { textFor, type Language } from '@shared/i18n/catalog';
import type { EndOfDayLine, EndOfDayReport } from '@shared/domain/end-of-day';
import { groupedAmount } from '@shared/domain/money';
import type { BankIdentity, WorkstationSettings } from '@shared/domain/settings';
import { zoneText } from '@shared/domain/zoned-time';
import { escapeHtml, makePrintDocument } from '../desktop/print-document';
import { PAPER, type PrintDocument } from '../desktop/printer';
import type { TellerCash } from '@shared/domain/teller-cash';
import { marksText } from './csv-file';
import { cashTable } from './end-of-day-cash';
import { A4_REPORT_CSS, branchText, printedByFooter } from './a4-report';
import { printedTimeText } from './receipt-document';
import { kindNameIn, stateNameIn } from './report-words';
import { behindSentences, closingSentences, counterText } from './branch-day-words';

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
  /** D118: each clerk's cash of the day (none: the section says no clerk held any). */
  cash?: readonly TellerCash[];
}

function linesTable<L extends EndOfDayLine>(
  language: Language,
  lines: readonly L[],
  operator?: (line: L) => string,
) {
  const text = textFor(language);
  if (lines.length === 0) return `<p>${text('reports.endOfDay.noTransfers')}</p>`;
  const head = `${operator ? `<th>${text('reports.field.operator')}</th>` : ''}<th>${text('reports.field.kind')}</th><th>${text('reports.field.state')}</th><th class="n">${text('reports.field.transfers')}</th><th class="n">${text('reports.field.total')}</th><th class="n">${text('reports.field.fees')}</th>`;
  const body = lines
    .map(
      (line) =>
        `<tr>${operator ? `<td>${escapeHtml(operator(line))}</td>` : ''}<td>${escapeHtml(kindNameIn(language, line.kind))}</td><td>${escapeHtml(stateNameIn(language, line.state))}</td><td class="n">${line.count}</td><td class="n">${escapeHtml(`${groupedAmount(line.total)} ${line.currency}`)}</td><td class="n">${escapeHtml(`${groupedAmount(line.fees)} ${line.currency}`)}</td></tr>`,
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
  const closing = closingLines(print, language)
    .map((line) => `<p class="signature">${escapeHtml(line)}</p>`)
    .join('\n');
  const band =
    report.environment === 'live'
      ? ''
      : `<p class="band">${escapeHtml(text(`reports.endOfDay.band.${report.environment}`))}</p>`;
  const place = `${branchText(workstation, language)} · ${text('reports.endOfDay.workstation', { number: String(workstation.number ?? '') })}`;
  const heading = text('reports.endOfDay.heading', {
    day: report.day,
    zone: zoneText(Date.parse(report.fromInstant), report.timeZone, language),
  });
  return makePrintDocument({
    title: text('reports.endOfDay.title', { day: report.day }),
    paper: PAPER.a4,
    // catalog-ignore: the sheet's CSS, not words
    css: `body { font-size: 10pt; }
${A4_REPORT_CSS}
.band { font-size: 1.6em; font-weight: bold; letter-spacing: 0.1em; color: #777; border: 2px solid #777; text-align: center; padding: 1mm; }
.signature { margin: 2mm 0; }
th, td { border-bottom: 1px solid #999; padding: 1mm 2mm 1mm 0; text-align: left; }
.n { text-align: right; }`,
    body: `${band}
<p><strong>${escapeHtml(identity.legalName)}</strong></p>
<p>${escapeHtml(place)}</p>
<h1>${escapeHtml(heading)}</h1>
${closing}
<h2>${text('reports.endOfDay.section.totals')}</h2>
${linesTable(language, report.lines)}
${branchSection(report, language)}
<h2>${text('reports.endOfDay.section.operators')}</h2>
${linesTable(language, report.byOperator, (line) => print.operatorName(line.operatorId))}
<h2>${text('reports.endOfDay.section.cash')}</h2>
${cashTable(language, print.cash ?? [], print.operatorName)}
<h2>${text('reports.endOfDay.section.waiting')}</h2>
${waiting}
<h2>${text('reports.endOfDay.section.marked')}</h2>
${marked}
<h2>${text('reports.endOfDay.learntSection')}</h2>
${learntTable(print, language)}
<h2>${text('returns.endOfDay.heading')}</h2>
${returnsList(print, language)}
${printedByFooter(print, report.timeZone, language)}
${band}`,
  });
}

/** D127: every counter of the branch and its total, and which counters may be behind. */
function branchSection(report: EndOfDayReport, language: Language): string {
  const branch = report.branch;
  if (!branch) return '';
  const text = textFor(language);
  const lines = branch.counters.flatMap((counter) =>
    counter.lines.map((line) => ({ ...line, who: counterText(language, counter) })),
  );
  const totals = branch.totals.map((line) => ({ ...line, who: text('branchDesk.day.total') }));
  const rows = [...lines, ...totals]
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.who)}</td><td>${escapeHtml(kindNameIn(language, line.kind))}</td><td>${escapeHtml(stateNameIn(language, line.state))}</td><td class="n">${line.count}</td><td class="n">${escapeHtml(`${groupedAmount(line.total)} ${line.currency}`)}</td></tr>`,
    )
    .join('\n');
  const notes = [...behindSentences(report, language), ...closingSentences(report, language)]
    .map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`)
    .join('\n');
  return `<h2>${text('branchDesk.day.title')}</h2>
${notes}
<table><thead><tr><th>${text('branchDesk.counterColumn')}</th><th>${text('reports.field.kind')}</th><th>${text('reports.field.state')}</th><th class="n">${text('reports.field.transfers')}</th><th class="n">${text('reports.field.total')}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * D114: who prepared the closing and who checked it, with when; before the day is closed, lines
 * left blank for both to sign the paper. A day closed before two people closed days names one.
 */
function closingLines(print: EndOfDayPrint, language: Language): string[] {
  const text = textFor(language);
  const { closing, timeZone } = print.report;
  if (!closing) {
    return [
      text('reports.endOfDay.notClosed'),
      text('reports.endOfDay.preparedBlank'),
      text('reports.endOfDay.checkedBlank'),
    ];
  }
  const at = (instant: string) => printedTimeText(instant, timeZone);
  if (closing.checkedBy === null || closing.checkedAt === null) {
    return [
      text('reports.endOfDay.closedBy', {
        at: at(closing.closedAt),
        by: print.operatorName(closing.closedBy),
      }),
    ];
  }
  return [
    text('reports.endOfDay.preparedBy', {
      at: at(closing.preparedAt ?? closing.closedAt),
      by: print.operatorName(closing.closedBy),
    }),
    text('reports.endOfDay.checkedBy', {
      at: at(closing.checkedAt),
      by: print.operatorName(closing.checkedBy),
    }),
  ];
}

/** D120: the returns and recalls learnt on the day, each with its transfer's own day. */
function returnsList(print: EndOfDayPrint, language: Language): string {
  const text = textFor(language);
  const { returns } = print.report;
  if (returns.length === 0) return `<p>${text('returns.endOfDay.none')}</p>`;
  const items = returns.map((line) =>
    text('returns.endOfDay.line', {
      reference: line.reference,
      kind: text(`returns.log.${line.kind}`),
      amount: `${line.amount} ${line.currency}`,
      day: line.transferDay,
    }),
  );
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** D113: what was learnt on the day about transfers, each with its own day. */
function learntTable(print: EndOfDayPrint, language: Language): string {
  const text = textFor(language);
  const { learnt, timeZone } = print.report;
  if (learnt.length === 0) return `<p>${text('reports.endOfDay.noneLearnt')}</p>`;
  const head = [
    text('reports.field.reference'),
    text('reports.endOfDay.transferDay'),
    text('reports.endOfDay.recorded'),
    text('reports.field.state'),
    text('reports.field.operator'),
  ]
    .map((title) => `<th>${escapeHtml(title)}</th>`)
    .join('');
  const rows = learnt
    .map((line) =>
      [
        line.reference,
        line.transferDay,
        `${text(`settle.outcome.${line.outcome}`)} · ${printedTimeText(line.at, timeZone)}`,
        stateNameIn(language, line.toState),
        print.operatorName(line.operatorId),
      ]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
