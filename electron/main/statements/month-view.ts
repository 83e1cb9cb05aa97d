import {
  BREAK_KINDS,
  type MonthBreak,
  type MonthDayLine,
  type ReconciliationMonthView,
} from '@shared/domain/bank-statements';
import { daysInMonth } from '@shared/domain/calendar-date';
import type { StatementItemRecord } from '../journal/statement-records';
import { minorOfText, signedAmountText } from './files/decimal-text';

/*
 * A month of reconciliation (D106): each day and currency, what the statements' lines moved and
 * how they matched, the breaks and how many are settled; the month's totals; every break with its
 * resolution. Sums are exact minor units (D9).
 */

export type MonthItem = StatementItemRecord & { statementId: string; account: string };

/** The first and last day of `month` (`YYYY-MM`). */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return {
    from: `${month}-01`,
    to: `${month}-${String(daysInMonth(year, number)).padStart(2, '0')}`,
  };
}

interface Tally {
  line: MonthDayLine;
  debits: bigint;
  credits: bigint;
}

export function monthView(month: string, items: readonly MonthItem[]): ReconciliationMonthView {
  const days = new Map<string, Tally>();
  const totals = new Map<string, Tally>();
  const breaks: MonthBreak[] = [];
  for (const item of items) {
    const currency = item.line?.currency ?? item.transfer?.currency ?? '';
    for (const [tallies, day] of [
      [days, item.day],
      [totals, month],
    ] as const) {
      const key = `${day} ${currency}`;
      const tally = tallies.get(key) ?? newTally(day, currency);
      tallies.set(key, tally);
      count(tally, item);
    }
    if (BREAK_KINDS.includes(item.kind)) {
      breaks.push({
        day: item.day,
        statementId: item.statementId,
        account: item.account,
        kind: item.kind,
        reason: item.reason,
        reference: item.transfer?.reference ?? item.line?.reference ?? null,
        bankReference: item.line?.bankReference ?? null,
        amount: item.line?.amount ?? item.transfer?.amount ?? '0.00',
        currency,
        resolution: item.resolution,
      });
    }
  }
  const finished = (tallies: Map<string, Tally>) =>
    [...tallies.values()]
      .map(({ line, debits, credits }) => ({
        ...line,
        debits: signedAmountText(debits),
        credits: signedAmountText(credits),
      }))
      .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency));
  return {
    month,
    statements: new Set(items.map((item) => item.statement)).size,
    days: finished(days),
    totals: finished(totals),
    breaks,
  };
}

function newTally(day: string, currency: string): Tally {
  return {
    line: {
      day,
      currency,
      lines: 0,
      debits: '0.00',
      credits: '0.00',
      matched: 0,
      appOnly: 0,
      bankOnly: 0,
      amountDiffers: 0,
      settled: 0,
      open: 0,
    },
    debits: 0n,
    credits: 0n,
  };
}

function count(tally: Tally, item: MonthItem): void {
  const { line } = tally;
  if (item.line) {
    line.lines += 1;
    if (item.line.direction === 'debit') tally.debits += minorOfText(item.line.amount);
    else tally.credits += minorOfText(item.line.amount);
  }
  switch (item.kind) {
    case 'matched':
      line.matched += 1;
      return;
    case 'app-only':
      line.appOnly += 1;
      break;
    case 'bank-only':
      line.bankOnly += 1;
      break;
    case 'amount-differs':
      line.amountDiffers += 1;
      break;
  }
  if (item.resolution) line.settled += 1;
  else line.open += 1;
}
