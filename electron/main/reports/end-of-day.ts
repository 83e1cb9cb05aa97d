import type { EndOfDayLine, EndOfDayReport, OperatorLine } from '@shared/domain/end-of-day';
import { amountToMinorUnits, minorUnitsToAmount } from '@shared/domain/money';
import { operatorText, type Session } from '@shared/domain/operators';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import type { LogFilter } from '../journal/transfer-log';
import {
  NEEDS_SUPERVISOR,
  STATE_LABELS,
  TRANSFER_STATES,
  type TransferState,
} from '@shared/domain/transfer-states';
import { dateInTimeZone } from '@shared/domain/calendar-date';
import { zonedTimeText, zoneText } from '@shared/domain/zoned-time';
import type { IpcError } from '@shared/ipc/define';
import { worded } from '@shared/i18n/worded';
import { fail, ok, recoded, type Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import { openReferencesText } from '../backup/restore-service';
import { dayBounds, type JournalReportOptions } from './branch-zone';
import { logRowOf } from './log-row';

export type CloseDayError =
  | IpcError<'already-closed'>
  | IpcError<'day-not-started'>
  | IpcError<'journal-damaged'>
  | IpcError<'references-unreconciled'>;

export interface EndOfDay {
  report(day: string): EndOfDayReport;
  /**
   * Records the day as closed, with its totals, in the audit log; a day closes once. Refused for
   * a day that has not begun in the branch's zone.
   */
  close(day: string, by: Session): Result<EndOfDayReport, CloseDayError>;
}

export interface EndOfDayOptions extends JournalReportOptions {
  /**
   * SQLite's check of the whole journal file (D40), run before a day is closed: its finding, or
   * null when the file is sound. A damaged journal's day is not closed, nor copied as a backup.
   */
  checkJournal?: () => { message: string } | null;
  /** Told after a day is closed (the automatic backup is made then). */
  onClosed?: (report: EndOfDayReport) => void;
}

interface Sum {
  count: number;
  minor: bigint;
}

const STATE_ORDER = new Map<string, number>(TRANSFER_STATES.map((state, i) => [state, i]));
const WAITING_PAGE = 500;

/**
 * The end of the day: every transfer recorded in the day (in the branch's zone) counted and added
 * per kind, currency and state, and per operator too. Amounts are added as integer minor units
 * (BigInt), never as floating point, and written back as two-decimal text.
 */
export function createEndOfDay(options: EndOfDayOptions): EndOfDay {
  return {
    report: (day) => endOfDayReport(options, day),
    close: (day, by) => closeDay(options, day, by),
  };
}

/** Every row of a filter, newest first, with its marks. */
function allRows(journal: Journal, filter: LogFilter): TransferLogRow[] {
  const rows: TransferLogRow[] = [];
  for (const records of journal.log.pages(filter, WAITING_PAGE)) {
    const marks = journal.controls.marksOf(records.map((record) => record.id));
    rows.push(...records.map((record) => logRowOf(record, marks.get(record.id))));
  }
  return rows;
}

function endOfDayReport(deps: EndOfDayOptions, day: string): EndOfDayReport {
  const { journal } = deps;
  const timeZone = deps.timeZone();
  const { fromInstant, toInstant } = dayBounds(day, day, timeZone);
  const closed = journal.days.closing(day);
  return {
    day,
    timeZone,
    fromInstant,
    toInstant,
    generatedAt: new Date(deps.now()).toISOString(),
    ...dayTotals(journal, fromInstant, toInstant),
    waiting: allRows(journal, { states: NEEDS_SUPERVISOR, toInstant }),
    marked: allRows(journal, { fromInstant, toInstant, marked: 'either' }),
    closing: closed ? { closedAt: closed.closedAt, closedBy: closed.closedBy } : null,
  };
}

/** The day's transfers counted and added per kind, currency and state, and per operator too. */
function dayTotals(
  journal: Journal,
  fromInstant: string,
  toInstant: string,
): Pick<EndOfDayReport, 'lines' | 'byOperator'> {
  const groups = new Map<string, Sum>();
  const perOperator = new Map<string, Sum>();
  const add = (map: Map<string, Sum>, key: string, minor: bigint) => {
    const sum = map.get(key) ?? { count: 0, minor: 0n };
    sum.count += 1;
    sum.minor += minor;
    map.set(key, sum);
  };
  for (const [kind, currency, state, operatorId, amount] of journal.days.rows(
    fromInstant,
    toInstant,
  )) {
    const minor = amountToMinorUnits(amount);
    add(groups, JSON.stringify([kind, currency, state]), minor);
    add(perOperator, JSON.stringify([operatorId, kind, currency, state]), minor);
  }

  const lines = [...groups].map(([key, sum]) => {
    const [kind, currency, state] = JSON.parse(key) as [string, string, string];
    return lineOf(kind, currency, state, sum);
  });
  const byOperator: OperatorLine[] = [...perOperator].map(([key, sum]) => {
    const [operatorId, kind, currency, state] = JSON.parse(key) as [string, string, string, string];
    return { operatorId, ...lineOf(kind, currency, state, sum) };
  });
  lines.sort(byLine);
  byOperator.sort((a, b) =>
    a.operatorId < b.operatorId ? -1 : a.operatorId > b.operatorId ? 1 : byLine(a, b),
  );
  return { lines, byOperator };
}

function lineOf(kind: string, currency: string, state: string, sum: Sum): EndOfDayLine {
  return {
    kind: kind as EndOfDayLine['kind'],
    currency,
    state: state as TransferState,
    stateLabel: STATE_LABELS[state as TransferState],
    count: sum.count,
    total: minorUnitsToAmount(sum.minor),
  };
}

function closeDay(
  deps: EndOfDayOptions,
  day: string,
  by: Session,
): Result<EndOfDayReport, CloseDayError> {
  const { journal } = deps;
  const timeZone = deps.timeZone();
  const today = dateInTimeZone(deps.now(), timeZone);
  if (day > today) {
    const zone = zoneText(deps.now(), timeZone);
    return fail(worded('day-not-started', 'reports.endOfDay.notStarted', { day, today, zone }));
  }
  const damaged = deps.checkJournal?.() ?? null;
  if (damaged) return fail(recoded(damaged, 'journal-damaged'));
  // D69: a reference issued after a restored backup may have moved money the day does not show.
  const open = journal.unreconciled.open();
  if (open.length > 0) {
    const references = openReferencesText(open);
    return fail(
      worded('references-unreconciled', 'backup.reconcile.closeRefused', { day, references }),
    );
  }
  const current = endOfDayReport(deps, day);
  const outcome = journal.days.close({
    day,
    timeZone,
    closedAt: current.generatedAt,
    closedBy: by.operatorId,
    totals: {
      lines: current.lines,
      byOperator: current.byOperator,
      waiting: current.waiting.map((row) => row.reference),
    },
  });
  if (!outcome.closed) {
    const { closedAt, closedBy, timeZone: zone } = outcome.existing;
    return fail(
      worded('already-closed', 'reports.endOfDay.alreadyClosed', {
        day,
        by: operatorText(closedBy, journal.operators.get(closedBy)?.displayName),
        at: zonedTimeText(closedAt, zone),
      }),
    );
  }
  const closed: EndOfDayReport = {
    ...current,
    closing: { closedAt: current.generatedAt, closedBy: by.operatorId },
  };
  deps.onClosed?.(closed);
  return ok(closed);
}

function byLine(a: EndOfDayLine, b: EndOfDayLine): number {
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
  return (STATE_ORDER.get(a.state) ?? 0) - (STATE_ORDER.get(b.state) ?? 0);
}
