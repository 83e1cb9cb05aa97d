import { textFor, type Language } from '@shared/i18n/catalog';
import { groupedAmount } from '@shared/domain/money';
import { differenceReading, type TellerCash } from '@shared/domain/teller-cash';
import { escapeHtml } from '../desktop/print-document';

/*
 * D118 on paper: each clerk's cash of the day beside the end of day, per currency: what they
 * should hold, what they counted, and the difference. The sheet words the difference (short by,
 * over by, balanced); the CSV keeps it signed, as the journal's count row does, for a spreadsheet.
 */

/** One clerk's currency as the sheet and the CSV list it. */
export interface CashRow {
  operatorId: string;
  currency: string;
  expected: string;
  /** Null before the clerk counts. */
  counted: string | null;
  difference: string | null;
}

/** Every clerk's currencies, clerk by clerk as the day lists them, each currency in its order. */
export function cashRows(cash: readonly TellerCash[]): CashRow[] {
  return cash.flatMap((clerk) =>
    clerk.lines.map((line) => ({
      operatorId: clerk.operatorId,
      currency: line.currency,
      expected: line.expected,
      counted: line.counted,
      difference: line.difference,
    })),
  );
}

/** The difference in the sheet's words: short by, over by, balanced, or not counted. */
export function differenceWords(language: Language, difference: string | null): string {
  const text = textFor(language);
  const reading = differenceReading(difference);
  if (reading === null) return text('cash.notCounted');
  if (reading.kind === 'balanced') return text('cash.balanced');
  const amount = groupedAmount(reading.amount);
  return reading.kind === 'short' ? text('cash.short', { amount }) : text('cash.over', { amount });
}

/** The sheet's table of the tellers' cash; a sentence when no clerk held any. */
export function cashTable(
  language: Language,
  cash: readonly TellerCash[],
  operatorName: (operatorId: string) => string,
): string {
  const text = textFor(language);
  const rows = cashRows(cash);
  if (rows.length === 0) return `<p>${escapeHtml(text('reports.endOfDay.noCash'))}</p>`;
  const head = [
    [text('cash.column.clerk'), ''],
    [text('cash.column.currency'), ''],
    [text('cash.column.expected'), ' class="n"'],
    [text('cash.column.counted'), ' class="n"'],
    [text('cash.column.difference'), ''],
  ]
    .map(([title, attrs]) => `<th${attrs}>${escapeHtml(title!)}</th>`)
    .join('');
  const body = rows
    .map((row) => {
      const counted = row.counted === null ? '' : `${groupedAmount(row.counted)} ${row.currency}`;
      return `<tr><td>${escapeHtml(operatorName(row.operatorId))}</td><td>${escapeHtml(row.currency)}</td><td class="n">${escapeHtml(`${groupedAmount(row.expected)} ${row.currency}`)}</td><td class="n">${escapeHtml(counted)}</td><td>${escapeHtml(differenceWords(language, row.difference))}</td></tr>`;
    })
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
