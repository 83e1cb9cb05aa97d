import type { MonthDayLine, ReconciliationMonthView } from '@shared/domain/bank-statements';
import { groupedAmount } from '@shared/domain/money';
import type { BankIdentity, WorkstationSettings } from '@shared/domain/settings';
import { textFor, type Language } from '@shared/i18n/catalog';
import type { EnglishCatalog } from '@shared/i18n/en';
import { escapeHtml, makePrintDocument } from '../desktop/print-document';
import { PAPER, type PrintDocument } from '../desktop/printer';
import { A4_REPORT_CSS, branchText, printedByFooter } from './a4-report';
import { printedTimeText } from './receipt-document';

/**
 * A month's reconciliation with the bank on A4 (D106): the days, the month's totals per currency,
 * and every break with how it was settled, names before ids. For the branch's own file and the
 * auditors: nothing of it is a customer's. In the language of whoever prints it (D88).
 */
export interface ReconciliationPrint {
  view: ReconciliationMonthView;
  identity: BankIdentity;
  workstation: WorkstationSettings;
  operatorName: (operatorId: string) => string;
  timeZone: string;
  printedAt: number;
  printedBy: string;
  language?: Language;
}

/** A day's (or a month total's) columns, in the order the sheet and the CSV give them. */
export const DAY_COLUMNS = [
  'day',
  'currency',
  'lines',
  'debits',
  'credits',
  'matched',
  'appOnly',
  'bankOnly',
  'amountDiffers',
  'settled',
  'open',
] as const satisfies readonly (keyof MonthDayLine & MonthColumn)[];
type DayColumn = (typeof DAY_COLUMNS)[number];

/** A day line's cell: the day and currency as text, amounts grouped, counts as they are. */
function dayCell(line: MonthDayLine, key: DayColumn): string {
  if (key === 'day' || key === 'currency') return `<td>${escapeHtml(line[key])}</td>`;
  if (key === 'debits' || key === 'credits') {
    return `<td class="n">${escapeHtml(groupedAmount(line[key]))}</td>`;
  }
  return `<td class="n">${line[key]}</td>`;
}

function daysTable(language: Language, lines: readonly MonthDayLine[]): string {
  const text = textFor(language);
  const head = DAY_COLUMNS.map((key) => {
    const numeric = key !== 'day' && key !== 'currency';
    return `<th${numeric ? ' class="n"' : ''}>${monthColumn(language, key)}</th>`;
  }).join('');
  const body = lines
    .map((line) => `<tr>${DAY_COLUMNS.map((key) => dayCell(line, key)).join('')}</tr>`)
    .join('\n');
  return lines.length === 0
    ? `<p>${text('statements.month.none')}</p>`
    : `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export type MonthColumn = keyof EnglishCatalog['statements']['month']['col'];

/** A column's heading of the month's tables, in `language`. */
export function monthColumn(language: Language, key: MonthColumn): string {
  return textFor(language)(`statements.month.col.${key}`);
}

export function reconciliationDocument(print: ReconciliationPrint): PrintDocument {
  const { view, identity, workstation } = print;
  const language = print.language ?? 'en';
  const text = textFor(language);
  const col = (key: MonthColumn) => monthColumn(language, key);
  const breaks =
    view.breaks.length === 0
      ? `<p>${text('statements.month.noBreaks')}</p>`
      : `<table><thead><tr><th>${col('day')}</th><th>${col('statement')}</th><th>${col('kind')}</th><th>${col('reference')}</th><th class="n">${col('amount')}</th><th>${col('resolution')}</th></tr></thead><tbody>${view.breaks
          .map((b) => {
            const resolution = b.resolution
              ? `${escapeHtml(b.resolution.reason)}<br>${escapeHtml(
                  text('statements.page.settledBy', {
                    by: print.operatorName(b.resolution.operatorId),
                    at: printedTimeText(b.resolution.at, print.timeZone),
                  }),
                )}`
              : `<strong>${text('statements.month.open')}</strong>`;
            return `<tr><td>${escapeHtml(b.day)}</td><td>${escapeHtml(`${b.statementId} · ${b.account}`)}</td><td>${escapeHtml(text(`statements.kind.${b.kind}`))}<br>${escapeHtml(text(`statements.reason.${b.reason}`))}</td><td>${escapeHtml([b.reference, b.bankReference].filter(Boolean).join(' · '))}</td><td class="n">${escapeHtml(`${groupedAmount(b.amount)} ${b.currency}`)}</td><td>${resolution}</td></tr>`;
          })
          .join('\n')}</tbody></table>`;
  return makePrintDocument({
    title: text('statements.month.printTitle', { month: view.month }),
    paper: PAPER.a4,
    // catalog-ignore: the sheet's CSS, not words
    css: `body { font-size: 9pt; }
${A4_REPORT_CSS}
th, td { border-bottom: 1px solid #999; padding: 1mm 1.5mm 1mm 0; text-align: left; vertical-align: top; }
.n { text-align: right; white-space: nowrap; }
td:first-child { white-space: nowrap; }`,
    body: `<p><strong>${escapeHtml(identity.legalName)}</strong></p>
<p>${escapeHtml(branchText(workstation, language))}</p>
<h1>${escapeHtml(text('statements.month.heading', { month: view.month }))}</h1>
<p>${escapeHtml(text('statements.month.statements', { count: view.statements }))}</p>
<h2>${text('statements.month.daysTitle')}</h2>
${daysTable(language, view.days)}
<h2>${text('statements.month.totalsTitle')}</h2>
${daysTable(language, view.totals)}
<h2>${text('statements.month.breaksTitle')}</h2>
${breaks}
${printedByFooter(print, print.timeZone, language)}`,
  });
}
