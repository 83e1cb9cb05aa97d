import { amountToMinorUnits, minorUnitsToAmount, signedAmountText } from '@shared/domain/money';
import type { TellerCashLine } from '@shared/domain/teller-cash';
import { MOVED_NO_MONEY, type TransferState } from '@shared/domain/transfer-states';
import type { CashCount, CashFloat } from '../journal/teller-cash-repo';

/** One of the clerk's transfers of the day, as the cash counts it. */
export interface CashTransfer {
  currency: string;
  state: TransferState;
  amount: string;
  /** D124: the total the customer paid (amount plus fee) and its currency; null before fees. */
  total: string | null;
  totalCurrency: string | null;
  /** D124: how the customer paid; null for a transfer journaled before it was asked. */
  paymentMethod: string | null;
}

/** A refund paid out of the drawer: the original refund receipt handed over (D122). */
export interface CashRefund {
  currency: string;
  amount: string;
}

export interface CashFacts {
  /** The latest float per currency. */
  floats: readonly CashFloat[];
  transfers: readonly CashTransfer[];
  refunds: readonly CashRefund[];
  /** The latest count per currency. */
  counts: readonly CashCount[];
}

/**
 * D118, D124: whether a transfer's money was taken in cash and stays in the drawer. A transfer
 * paid from the customer's account or by cheque brought no cash; one journaled before the payment
 * method was asked is taken as paid in cash, as D118 took every transfer; one that provably moved
 * no money (refused by the bank, or never sent) was handed back to the customer, fee and all.
 * It reads only the state and the method, so a journal's transfer record is asked as it is.
 */
export function tookCash<T extends Pick<CashTransfer, 'state' | 'paymentMethod'>>(
  transfer: T,
): boolean {
  if (transfer.paymentMethod !== null && transfer.paymentMethod !== 'cash') return false;
  return !MOVED_NO_MONEY.includes(transfer.state);
}

/**
 * D124: what the drawer took for a cash transfer: the total the customer paid (amount plus fee)
 * in its currency, the branch's; the amount in the transfer's currency for one journaled before
 * fees.
 */
export function cashTaken(transfer: CashTransfer): { currency: string; amount: string } {
  return transfer.total !== null && transfer.totalCurrency !== null
    ? { currency: transfer.totalCurrency, amount: transfer.total }
    : { currency: transfer.currency, amount: transfer.amount };
}

/**
 * The clerk's cash per currency (alphabetical): float + taken − refunds, added in minor units
 * (BigInt), never as floats (D9). A currency appears once it has a float, a transfer that took
 * cash, a refund or a count.
 */
export function tellerCashLines(facts: CashFacts): TellerCashLine[] {
  const sums = new Map<string, { taken: bigint; count: number; refunds: bigint }>();
  const sum = (currency: string) => {
    const found = sums.get(currency) ?? { taken: 0n, count: 0, refunds: 0n };
    sums.set(currency, found);
    return found;
  };
  for (const transfer of facts.transfers.filter(tookCash)) {
    const taken = cashTaken(transfer);
    const line = sum(taken.currency);
    line.taken += amountToMinorUnits(taken.amount);
    line.count += 1;
  }
  for (const refund of facts.refunds)
    sum(refund.currency).refunds += amountToMinorUnits(refund.amount);
  for (const { currency } of [...facts.floats, ...facts.counts]) sum(currency);
  return [...sums.keys()].sort().map((currency): TellerCashLine => {
    const { taken, count, refunds } = sum(currency);
    const float = facts.floats.find((f) => f.currency === currency) ?? null;
    const counted = facts.counts.find((c) => c.currency === currency) ?? null;
    const expected = signedAmountText(
      (float ? amountToMinorUnits(float.amount) : 0n) + taken - refunds,
    );
    return {
      currency,
      float: float?.amount ?? null,
      floatSetBy: float?.setBy ?? null,
      floatSetAt: float?.setAt ?? null,
      taken: minorUnitsToAmount(taken),
      takenCount: count,
      refunds: minorUnitsToAmount(refunds),
      expected,
      counted: counted?.amount ?? null,
      countedAt: counted?.countedAt ?? null,
      // Against what is expected now: a transfer settled after the count shows in it.
      difference: counted ? differenceOf(counted.amount, expected) : null,
    };
  });
}

/** Counted less expected, signed: what a count records as its difference. */
export function differenceOf(counted: string, expected: string): string {
  const negative = expected.startsWith('-');
  const expectedMinor = amountToMinorUnits(negative ? expected.slice(1) : expected);
  return signedAmountText(
    amountToMinorUnits(counted) - (negative ? -expectedMinor : expectedMinor),
  );
}
