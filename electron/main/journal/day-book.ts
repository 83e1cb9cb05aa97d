import type { SendOperation } from '@shared/api/paths';
import type { TransferState } from '@shared/domain/transfer-states';
import { addDays } from '@shared/domain/calendar-date';
import { SealedRepo } from './sealed-repo';

const CLOSING_MARGIN_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The columns the end-of-day totals add up (each row's seal checked first, D68). */
export type DayRow = [
  kind: SendOperation,
  currency: string,
  state: TransferState,
  operatorId: string,
  amount: string,
  /** D124: the charges and how the customer paid; null for a transfer journaled before them. */
  fee: string | null,
  totalToPay: string | null,
  totalCurrency: string | null,
  paymentMethod: string | null,
];

export interface DayClosingRecord {
  day: string;
  timeZone: string;
  /** When the closing was recorded: the checker's signature, the last of the two. */
  closedAt: string;
  /** The supervisor who prepared the closing. */
  closedBy: string;
  /** D114: when it was prepared, and who checked it (null: closed before two people did). */
  preparedAt: string | null;
  checkedBy: string | null;
  checkedAt: string | null;
  /** The totals as they stood when the day was closed. */
  totals: unknown;
}

/**
 * D113: where a business day's transfers are found. Those journaled with their day have it;
 * those journaled before are the day's by the instants [fromInstant, toInstant) in the branch's
 * zone. A day's transfers were all made from `readFrom` (earlier than `fromInstant` only when the
 * day before was closed before its own end) up to `toInstant`.
 */
export interface BusinessDayBounds {
  day: string;
  fromInstant: string;
  toInstant: string;
  readFrom: string;
}

export type CloseOutcome =
  { closed: true; record: DayClosingRecord } | { closed: false; existing: DayClosingRecord };

export const DAY_CLOSED_ACTION = 'day.closed';

/** A day's transfers for the end-of-day report, and the record of closed days. */
export class DayBook extends SealedRepo {
  private readonly statements = {
    // Whole rows: a seal covers every column, so the totals' few cannot be checked alone.
    // Arrays, not objects: a day is a thousand rows of thirty columns (the bench's end of day).
    // D113: the day's own rows, or those made in its hours before business days were kept.
    dayRows: this.db
      .prepare(
        `SELECT * FROM transfers INDEXED BY transfers_created_at
       WHERE created_at >= @readFrom AND created_at < @toInstant
         AND (business_day = @day OR (business_day IS NULL AND created_at >= @fromInstant))`,
      )
      .raw(true),
    closing: this.db.prepare('SELECT * FROM day_closings WHERE day = ?'),
    lastClosing: this.db.prepare('SELECT * FROM day_closings ORDER BY closed_at DESC LIMIT 1'),
    insert: this.db.prepare(`
      INSERT INTO day_closings (day, time_zone, closed_at, closed_by, totals, prepared_at,
        checked_by, checked_at)
      VALUES (@day, @timeZone, @closedAt, @closedBy, @totals, @preparedAt, @checkedBy,
        @checkedAt)`),
  };

  /**
   * Every transfer recorded in [from, to), one row at a time (constant memory), each checked
   * against its seal before it counts: a report a supervisor closes the day on is a decision.
   */
  *rows(bounds: BusinessDayBounds): IterableIterator<DayRow> {
    const statement = this.statements.dayRows;
    const columns = statement.columns().map((column) => column.name);
    const verify = this.seals.rawRowVerifier('transfers', columns);
    const at = DAY_COLUMNS.map((column) => columns.indexOf(column));
    for (const values of statement.iterate(bounds) as IterableIterator<unknown[]>) {
      verify(values);
      yield at.map((i) => values[i]) as DayRow;
    }
  }

  /**
   * D113: where `day`'s transfers lie. The day before, closed before its own end, passed what came
   * after its closing on to this day: those are read from its closing on (an hour earlier, for a
   * reservation whose time was taken just before the closing committed).
   */
  bounds(day: string, calendar: { fromInstant: string; toInstant: string }): BusinessDayBounds {
    const before = this.closing(addDays(day, -1));
    let readFrom = calendar.fromInstant;
    if (before) {
      const margin = new Date(Date.parse(before.closedAt) - CLOSING_MARGIN_MS).toISOString();
      // Never before the day before began: nothing made then can be this day's.
      const dayBefore = new Date(Date.parse(calendar.fromInstant) - DAY_MS).toISOString();
      const from = margin > dayBefore ? margin : dayBefore;
      if (from < readFrom) readFrom = from;
    }
    return { day, ...calendar, readFrom };
  }

  closing(day: string): DayClosingRecord | undefined {
    const row = this.statements.closing.get(day) as ClosingRow | undefined;
    return row ? toClosing(this.seals.verifyRow('day_closings', row)) : undefined;
  }

  /** The day closed most recently (by when it was closed). */
  lastClosing(): DayClosingRecord | undefined {
    const row = this.statements.lastClosing.get() as ClosingRow | undefined;
    return row ? toClosing(this.seals.verifyRow('day_closings', row)) : undefined;
  }

  /**
   * Records the closing and its audit row in one transaction. A second closing of the same day is
   * refused inside that transaction, so two supervisors closing at once cannot both win.
   */
  close(record: DayClosingRecord): CloseOutcome {
    const run = this.db.transaction((): CloseOutcome => {
      const existing = this.closing(record.day);
      if (existing) return { closed: false, existing };
      this.statements.insert.run({ ...record, totals: JSON.stringify(record.totals) });
      this.audit.append({
        at: record.closedAt,
        operatorId: record.closedBy,
        action: DAY_CLOSED_ACTION,
        details: {
          day: record.day,
          timeZone: record.timeZone,
          preparedBy: record.closedBy,
          preparedAt: record.preparedAt,
          checkedBy: record.checkedBy,
          checkedAt: record.checkedAt,
          totals: record.totals,
        },
      });
      return { closed: true, record };
    });
    return run.immediate();
  }
}

/** The columns of a transfer row the totals read, in DayRow's order (read whole, for its seal). */
const DAY_COLUMNS = [
  'kind',
  'currency',
  'state',
  'operator_id',
  'amount',
  'fee',
  'total_to_pay',
  'total_currency',
  'payment_method',
] as const;

interface ClosingRow {
  day: string;
  time_zone: string;
  closed_at: string;
  closed_by: string;
  totals: string;
  prepared_at?: string | null;
  checked_by?: string | null;
  checked_at?: string | null;
}

function toClosing(row: ClosingRow): DayClosingRecord {
  return {
    day: row.day,
    timeZone: row.time_zone,
    closedAt: row.closed_at,
    closedBy: row.closed_by,
    preparedAt: row.prepared_at ?? null,
    checkedBy: row.checked_by ?? null,
    checkedAt: row.checked_at ?? null,
    totals: JSON.parse(row.totals) as unknown,
  };
}
