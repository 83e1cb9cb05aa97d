import type { SendOperation } from '@shared/api/paths';
import type { TransferState } from '@shared/domain/transfer-states';
import { SealedRepo } from './sealed-repo';

/** The columns the end-of-day totals add up (each row's seal checked first, D68). */
export type DayRow = [
  kind: SendOperation,
  currency: string,
  state: TransferState,
  operatorId: string,
  amount: string,
];

export interface DayClosingRecord {
  day: string;
  timeZone: string;
  closedAt: string;
  closedBy: string;
  /** The totals as they stood when the day was closed. */
  totals: unknown;
}

export type CloseOutcome =
  { closed: true; record: DayClosingRecord } | { closed: false; existing: DayClosingRecord };

export const DAY_CLOSED_ACTION = 'day.closed';

/** A day's transfers for the end-of-day report, and the record of closed days. */
export class DayBook extends SealedRepo {
  private readonly statements = {
    // Whole rows: a seal covers every column, so the totals' few cannot be checked alone.
    // Arrays, not objects: a day is a thousand rows of thirty columns (the bench's end of day).
    rows: this.db
      .prepare(
        `SELECT * FROM transfers INDEXED BY transfers_created_at
       WHERE created_at >= ? AND created_at < ?`,
      )
      .raw(true),
    closing: this.db.prepare('SELECT * FROM day_closings WHERE day = ?'),
    lastClosing: this.db.prepare('SELECT * FROM day_closings ORDER BY closed_at DESC LIMIT 1'),
    insert: this.db.prepare(`
      INSERT INTO day_closings (day, time_zone, closed_at, closed_by, totals)
      VALUES (@day, @timeZone, @closedAt, @closedBy, @totals)`),
  };

  /**
   * Every transfer recorded in [from, to), one row at a time (constant memory), each checked
   * against its seal before it counts: a report a supervisor closes the day on is a decision.
   */
  *rows(fromInstant: string, toInstant: string): IterableIterator<DayRow> {
    const statement = this.statements.rows;
    const columns = statement.columns().map((column) => column.name);
    const verify = this.seals.rawRowVerifier('transfers', columns);
    const at = DAY_COLUMNS.map((column) => columns.indexOf(column));
    for (const values of statement.iterate(fromInstant, toInstant) as IterableIterator<unknown[]>) {
      verify(values);
      yield at.map((i) => values[i]) as DayRow;
    }
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
        details: { day: record.day, timeZone: record.timeZone, totals: record.totals },
      });
      return { closed: true, record };
    });
    return run.immediate();
  }
}

/** The columns of a transfer row the totals read, in DayRow's order (read whole, for its seal). */
const DAY_COLUMNS = ['kind', 'currency', 'state', 'operator_id', 'amount'] as const;

interface ClosingRow {
  day: string;
  time_zone: string;
  closed_at: string;
  closed_by: string;
  totals: string;
}

function toClosing(row: ClosingRow): DayClosingRecord {
  return {
    day: row.day,
    timeZone: row.time_zone,
    closedAt: row.closed_at,
    closedBy: row.closed_by,
    totals: JSON.parse(row.totals) as unknown,
  };
}
