import { SPLIT_WINDOWS, type SplitWindow } from '@shared/domain/control-marks';
import { amountToMinorUnits, isAmountText, minorUnitsToAmount } from '@shared/domain/money';
import { MOVED_NO_MONEY, type TransferState } from '@shared/domain/transfer-states';

/*
 * D81: a customer's split series over rolling windows, as plain arithmetic on plain data. A window
 * reaches back from a transfer's own instant by its hours, whatever the calendar or the branch's
 * zone: a transfer exactly 24 hours before is in the 24-hour window, one a millisecond earlier is
 * not. A series is two or more of the customer's transfers in one currency that did not fail,
 * whose total reaches the currency's reporting amount, even when each is below it.
 */

const HOUR_MS = 60 * 60 * 1000;

/** What the arithmetic reads of a transfer. */
export interface SeriesTransfer {
  createdAt: string;
  amount: string;
  currency: string;
  state: TransferState;
}

/** A series one window found: its transfers, oldest first, their total, and the window's bounds. */
export interface WindowSeries<T extends SeriesTransfer> {
  window: SplitWindow;
  members: T[];
  total: string;
  /** The window's first instant (ISO), included. */
  from: string;
  /** The instant it reaches back from (ISO), included. */
  to: string;
}

/** The widest window back from `atMs`: what a query must read, [from, to) as ISO instants. */
export function widestWindowOf(atMs: number): { from: string; to: string } {
  const hours = Math.max(...SPLIT_WINDOWS.map((w) => w.hours));
  return {
    from: new Date(atMs - hours * HOUR_MS).toISOString(),
    to: new Date(atMs + 1).toISOString(),
  };
}

/** Whether `createdAt` lies in the window of `hours` back from `atMs`, both ends included. */
export function inWindow(createdAt: string, atMs: number, hours: number): boolean {
  const at = Date.parse(createdAt);
  return at <= atMs && at >= atMs - hours * HOUR_MS;
}

/** The total of amounts, exactly, in minor units (D9). */
export function totalOf(amounts: readonly string[]): string {
  return minorUnitsToAmount(amounts.reduce((sum, amount) => sum + amountToMinorUnits(amount), 0n));
}

/** At or above the currency's reporting amount (none set: never). */
export function reachesAmount(amount: string, threshold: string | null): boolean {
  return (
    threshold !== null &&
    isAmountText(amount) &&
    amountToMinorUnits(amount) >= amountToMinorUnits(threshold)
  );
}

/**
 * The series each window finds among one customer's `transfers` (any currency, any state: those
 * of another currency and those that failed are left out here) for a transfer in `currency` at
 * `atMs`, compared with `threshold`, the currency's reporting amount. The transfer itself is
 * among `transfers` once it is journaled, or is passed in them by the caller before.
 */
export function splitSeriesAt<T extends SeriesTransfer>(
  transfers: readonly T[],
  at: { atMs: number; currency: string },
  threshold: string | null,
): WindowSeries<T>[] {
  if (threshold === null) return [];
  const counted = transfers
    .filter((t) => t.currency === at.currency && !MOVED_NO_MONEY.includes(t.state))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const found: WindowSeries<T>[] = [];
  for (const { window, hours } of SPLIT_WINDOWS) {
    const members = counted.filter((t) => inWindow(t.createdAt, at.atMs, hours));
    const total = totalOf(members.map((t) => t.amount));
    if (members.length >= 2 && reachesAmount(total, threshold)) {
      found.push({
        window,
        members,
        total,
        from: new Date(at.atMs - hours * HOUR_MS).toISOString(),
        to: new Date(at.atMs).toISOString(),
      });
    }
  }
  return found;
}
