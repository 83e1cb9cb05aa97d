/*
 * D118: the teller's cash. Each clerk's end of day shows, per currency, the cash they should hold
 * (the opening float a supervisor typed, plus the cash taken for the day's transfers, less
 * refunds) beside what they counted, and the difference. Amounts are two-decimal text; the
 * expected and the difference may be negative (`-100.00`), every other amount never is.
 */

/** One currency of one clerk's day. */
export interface TellerCashLine {
  currency: string;
  /** The opening float typed by a supervisor; null when none was. */
  float: string | null;
  /** Who typed the float, and when (null without one). */
  floatSetBy: string | null;
  floatSetAt: string | null;
  /** The cash taken for the day's transfers, and how many transfers. */
  taken: string;
  takenCount: number;
  /** The cash given back: refunds whose original receipt was handed over that day (D122). */
  refunds: string;
  /** float + taken − refunds. */
  expected: string;
  /** The clerk's last count; null before they count. */
  counted: string | null;
  countedAt: string | null;
  /**
   * Counted less expected (the count's own row keeps what was expected when it was made): below
   * zero the drawer is short, above it over. Null before a count.
   */
  difference: string | null;
}

/** One clerk's cash on one business day. */
export interface TellerCash {
  day: string;
  operatorId: string;
  lines: TellerCashLine[];
}

/** What the clerk's own page shows: their cash on the business day they are in. */
export interface TellerCashView extends TellerCash {
  /** The branch's zone, for the times. */
  timeZone: string;
  /** Once the day is closed its floats and counts are kept as they are: nothing is typed. */
  closed: boolean;
}

/** Every clerk's cash on one day, for the supervisor beside the end of day. */
export interface TellerCashDayView {
  day: string;
  timeZone: string;
  closed: boolean;
  /** The clerks who may hold cash that day: each active clerk, and anyone with a row of it. */
  clerks: TellerCash[];
}

/** A supervisor's opening float for a clerk, a business day and a currency. */
export interface TellerFloatRequest {
  day: string;
  operatorId: string;
  currency: string;
  amount: string;
}

/** The clerk's count of one currency, on the business day they are in. */
export interface TellerCountRequest {
  currency: string;
  amount: string;
}

/** How a count's difference reads: short or over by an amount (never signed), or balanced. */
export type DifferenceReading = { kind: 'balanced' } | { kind: 'short' | 'over'; amount: string };

/** A difference (counted less expected, signed) as the screen and the sheet word it; null before a count. */
export function differenceReading(difference: string | null): DifferenceReading | null {
  if (difference === null) return null;
  if (/^-?0\.00$/.test(difference)) return { kind: 'balanced' };
  return difference.startsWith('-')
    ? { kind: 'short', amount: difference.slice(1) }
    : { kind: 'over', amount: difference };
}
