import { dateInTimeZone } from '@shared/domain/calendar-date';
import type {
  DayClosePreparation,
  DayClosing,
  EndOfDayReport,
  LearntLine,
  ReturnLine,
} from '@shared/domain/end-of-day';
import { operatorText, sameOperator, type Session } from '@shared/domain/operators';
import { zonedTimeText, zoneText } from '@shared/domain/zoned-time';
import { worded } from '@shared/i18n/worded';
import { fail, ok, recoded, type Result } from '@shared/result';
import { openReferencesText } from '../backup/restore-service';
import type { DayClosingRecord } from '../journal/day-book';
import type { Approver } from '../operators/operator-types';
import type { CloseDayError, EndOfDayOptions, PrepareDayError } from './end-of-day';

/** How long a prepared closing waits for its checker: they sign at the same desk, now. */
export const PREPARATION_TTL_MS = 10 * 60_000;

interface Preparation {
  operatorId: string;
  preparedAt: string;
  expiresAt: string;
}

interface Reports {
  /** The day as the report shows it (a closed day's own figures). */
  report(day: string): EndOfDayReport;
  /** The day as the journal holds it now. */
  live(day: string): EndOfDayReport;
}

/**
 * D114: closing a day takes two people, each signed in themselves: the supervisor who prepares
 * it at the desk (their session), then a second supervisor who checks it there with their own
 * id and password (checked by main, as an approval is). Both are kept in the closing's row,
 * sealed, and in its audit row. D113: the closing is a cut-off; it is refused while an outcome
 * is unknown or a reference a restore left is open, since the day's figures could still move.
 */
export function createDayClose(deps: EndOfDayOptions, reports: Reports) {
  const prepared = new Map<string, Preparation>();
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Why `day` cannot be closed now, or null. The journal file's check comes at the close. */
  function refusal(day: string): PrepareDayError | null {
    const { journal } = deps;
    const nowMs = deps.now();
    const timeZone = deps.timeZone();
    const today = dateInTimeZone(nowMs, timeZone);
    if (day > today) {
      const zone = zoneText(nowMs, timeZone);
      return worded('day-not-started', 'reports.endOfDay.notStarted', { day, today, zone });
    }
    const existing = journal.days.closing(day);
    if (existing) return alreadyClosed(existing);
    // D69: a reference issued after a restored backup may have moved money the day does not show.
    const open = journal.unreconciled.open();
    if (open.length > 0) {
      const references = openReferencesText(open);
      return worded('references-unreconciled', 'backup.reconcile.closeRefused', {
        day,
        references,
      });
    }
    // D113: an outcome not known yet would change the day's figures after it closed.
    const waiting = reports.live(day).waiting;
    if (waiting.length > 0) {
      const references = waiting.map((row) => row.reference).join(', ');
      return worded('outcomes-open', 'reports.endOfDay.outcomesOpen', { day, references });
    }
    return null;
  }

  function alreadyClosed(existing: DayClosingRecord): PrepareDayError {
    const { closedAt, closedBy, timeZone: zone, day } = existing;
    return worded('already-closed', 'reports.endOfDay.alreadyClosed', {
      day,
      by: operatorText(closedBy, deps.journal.operators.get(closedBy)?.displayName),
      at: zonedTimeText(closedAt, zone),
    });
  }

  function prepare(day: string, by: Session): Result<DayClosePreparation, PrepareDayError> {
    const refused = refusal(day);
    if (refused) return fail(refused);
    const nowMs = deps.now();
    const preparation = {
      operatorId: by.operatorId,
      preparedAt: iso(nowMs),
      expiresAt: iso(nowMs + PREPARATION_TTL_MS),
    };
    prepared.set(day, preparation);
    return ok({ report: reports.live(day), ...preparation });
  }

  function close(
    day: string,
    by: Session,
    checker: Approver,
  ): Result<EndOfDayReport, CloseDayError> {
    const preparation = prepared.get(day);
    const nowMs = deps.now();
    if (
      !preparation ||
      !sameOperator(preparation.operatorId, by.operatorId) ||
      Date.parse(preparation.expiresAt) <= nowMs ||
      sameOperator(checker.operatorId, by.operatorId)
    ) {
      return fail(worded('not-prepared', 'reports.endOfDay.notPrepared', { day }));
    }
    const refused = refusal(day);
    if (refused) return fail(refused);
    const damaged = deps.checkJournal?.() ?? null;
    if (damaged) return fail(recoded(damaged, 'journal-damaged'));
    const current = reports.live(day);
    const at = iso(nowMs);
    const outcome = deps.journal.days.close({
      day,
      timeZone: current.timeZone,
      closedAt: at,
      closedBy: by.operatorId,
      preparedAt: preparation.preparedAt,
      checkedBy: checker.operatorId,
      checkedAt: at,
      totals: snapshotOf(current),
    });
    prepared.delete(day);
    if (!outcome.closed) return fail(alreadyClosed(outcome.existing));
    const closed = reports.report(day);
    deps.onClosed?.(closed);
    return ok(closed);
  }

  return { prepare, close };
}

/** What a closing keeps of its report: every figure and list the screen and the sheet show. */
function snapshotOf(report: EndOfDayReport) {
  return {
    lines: report.lines,
    byOperator: report.byOperator,
    // The references (as before D114), always none now: an open outcome refuses the closing.
    waiting: report.waiting.map((row) => row.reference),
    marked: report.marked,
    learnt: report.learnt,
    returns: report.returns,
  };
}

/**
 * A closed day's figures as its closing kept them. A closing before D114 kept the totals only:
 * its lists are read from the journal as they stand.
 */
export function asClosed(totals: unknown): Partial<EndOfDayReport> {
  const kept = (totals ?? {}) as Partial<Record<keyof EndOfDayReport, unknown>>;
  const closed: Partial<EndOfDayReport> = {};
  if (Array.isArray(kept.lines)) closed.lines = withFees(kept.lines as EndOfDayReport['lines']);
  if (Array.isArray(kept.byOperator)) {
    closed.byOperator = withFees(kept.byOperator as EndOfDayReport['byOperator']);
  }
  if (Array.isArray(kept.marked)) {
    closed.marked = kept.marked as EndOfDayReport['marked'];
    closed.learnt = (Array.isArray(kept.learnt) ? kept.learnt : []) as LearntLine[];
    // D120: a day closed before returns were kept had none.
    closed.returns = (Array.isArray(kept.returns) ? kept.returns : []) as ReturnLine[];
    closed.waiting = [];
  }
  return closed;
}

/** D124: a day closed before fees kept none: its transfers asked none. */
function withFees<L extends { fees?: string }>(lines: L[]): (L & { fees: string })[] {
  return lines.map((line) => ({ ...line, fees: line.fees ?? '0.00' }));
}

export function closingOf(record: DayClosingRecord): DayClosing {
  return {
    closedAt: record.closedAt,
    closedBy: record.closedBy,
    preparedAt: record.preparedAt,
    checkedBy: record.checkedBy,
    checkedAt: record.checkedAt,
  };
}
