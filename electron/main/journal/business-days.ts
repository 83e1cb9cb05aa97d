import type { Database } from 'better-sqlite3';
import { addDays } from '@shared/domain/calendar-date';
import type { RowSeals } from './row-seal';

/**
 * D113: which branch day something belongs to. A closed day takes nothing more: once a day is
 * closed, whatever is journaled (a transfer reserved, a settlement learnt) belongs to the day
 * after the last closed one, even while the calendar still says the closed day. Read inside the
 * writer's transaction, so a closing that commits first is always seen.
 */
export class BusinessDays {
  private readonly last;

  constructor(
    db: Database,
    private readonly seals: RowSeals,
  ) {
    this.last = db.prepare('SELECT * FROM day_closings ORDER BY day DESC LIMIT 1');
  }

  /** The latest day closed, its row checked against its seal (D68); null before any closing. */
  lastClosed(): string | null {
    const row = this.last.get() as { day: string } | undefined;
    return row ? this.seals.verifyRow('day_closings', row).day : null;
  }

  /** The business day of something journaled on `calendarDay` (the branch's zone). */
  of(calendarDay: string): string {
    const closed = this.lastClosed();
    if (closed === null) return calendarDay;
    const next = addDays(closed, 1);
    return next > calendarDay ? next : calendarDay;
  }
}
