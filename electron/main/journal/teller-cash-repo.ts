import { BusinessDays } from './business-days';
import { SealedRepo } from './sealed-repo';

export const CASH_ACTIONS = {
  floatSet: 'cash.float-set',
  counted: 'cash.counted',
} as const;

/** A clerk's opening float in one currency, as the cash reads it. */
export interface CashFloat {
  currency: string;
  amount: string;
  setBy: string;
  setAt: string;
}

/** A clerk's count of one currency. */
export interface CashCount {
  currency: string;
  amount: string;
  countedAt: string;
}

export interface NewFloat {
  day: string;
  operatorId: string;
  currency: string;
  amount: string;
  at: string;
  by: string;
}

export interface NewCount {
  day: string;
  operatorId: string;
  currency: string;
  amount: string;
  /** What the app expected when the clerk counted, and counted less that (signed). */
  expected: string;
  difference: string;
  at: string;
}

interface FloatRow {
  operator_id: string;
  currency: string;
  amount: string;
  set_at: string;
  set_by: string;
}

interface CountRow {
  operator_id: string;
  currency: string;
  amount: string;
  counted_at: string;
}

/**
 * D118: the tellers' opening floats and counts, append-only and sealed (migration
 * 028-teller-cash.ts). A float typed again or a recount is a new row; the latest of a clerk's
 * day and currency is the one that counts. Each write commits with its audit row.
 */
export class TellerCashRepo extends SealedRepo {
  private readonly businessDays = new BusinessDays(this.db, this.seals);
  private readonly statements = {
    insertFloat: this.db.prepare(`INSERT INTO teller_floats (business_day, operator_id, currency,
      amount, set_at, set_by) VALUES (@day, @operatorId, @currency, @amount, @at, @by)`),
    insertCount: this.db.prepare(`INSERT INTO teller_counts (business_day, operator_id, currency,
      amount, expected, difference, counted_at)
      VALUES (@day, @operatorId, @currency, @amount, @expected, @difference, @at)`),
    floats: this.db.prepare('SELECT * FROM teller_floats WHERE business_day = ? ORDER BY id'),
    counts: this.db.prepare('SELECT * FROM teller_counts WHERE business_day = ? ORDER BY id'),
  };

  /** D113: the business day of something done on `calendarDay` (after a closing, the next). */
  businessDayOf(calendarDay: string): string {
    return this.businessDays.of(calendarDay);
  }

  setFloat(float: NewFloat): void {
    this.immediate(() => {
      this.statements.insertFloat.run(float);
      this.audit.append({
        at: float.at,
        operatorId: float.by,
        action: CASH_ACTIONS.floatSet,
        details: {
          day: float.day,
          clerk: float.operatorId,
          currency: float.currency,
          amount: float.amount,
        },
      });
    });
  }

  recordCount(count: NewCount): void {
    this.immediate(() => {
      this.statements.insertCount.run(count);
      this.audit.append({
        at: count.at,
        operatorId: count.operatorId,
        action: CASH_ACTIONS.counted,
        details: {
          day: count.day,
          currency: count.currency,
          counted: count.amount,
          expected: count.expected,
          difference: count.difference,
        },
      });
    });
  }

  /** The latest float of each clerk and currency on `day`, each row checked against its seal. */
  floats(day: string): Map<string, CashFloat[]> {
    const rows = this.seals.verifyRows(
      'teller_floats',
      this.statements.floats.all(day) as FloatRow[],
    );
    return latestByClerk(rows, (row) => ({
      currency: row.currency,
      amount: row.amount,
      setBy: row.set_by,
      setAt: row.set_at,
    }));
  }

  /** The latest count of each clerk and currency on `day`, each row checked against its seal. */
  counts(day: string): Map<string, CashCount[]> {
    const rows = this.seals.verifyRows(
      'teller_counts',
      this.statements.counts.all(day) as CountRow[],
    );
    return latestByClerk(rows, (row) => ({
      currency: row.currency,
      amount: row.amount,
      countedAt: row.counted_at,
    }));
  }
}

/** Rows in the order written, the last of each clerk and currency kept. */
function latestByClerk<R extends { operator_id: string; currency: string }, T>(
  rows: readonly R[],
  toValue: (row: R) => T,
): Map<string, T[]> {
  const latest = new Map<string, Map<string, T>>();
  for (const row of rows) {
    const clerk = latest.get(row.operator_id) ?? new Map<string, T>();
    clerk.set(row.currency, toValue(row));
    latest.set(row.operator_id, clerk);
  }
  return new Map([...latest].map(([clerk, byCurrency]) => [clerk, [...byCurrency.values()]]));
}
