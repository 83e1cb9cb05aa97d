import type {
  DayClosePreparation,
  EndOfDayLine,
  EndOfDayReport,
  LearntLine,
  OperatorLine,
  ReturnLine,
} from '@shared/domain/end-of-day';
import type { EnvironmentName } from '@shared/domain/environments';
import { amountToMinorUnits, minorUnitsToAmount } from '@shared/domain/money';
import type { Session } from '@shared/domain/operators';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import {
  NEEDS_SUPERVISOR,
  STATE_LABELS,
  TRANSFER_STATES,
  type TransferState,
} from '@shared/domain/transfer-states';
import type { IpcError } from '@shared/ipc/define';
import type { Result } from '@shared/result';
import type { BusinessDayBounds } from '../journal/day-book';
import type { Journal } from '../journal/journal';
import type { LogFilter } from '../journal/transfer-log';
import type { Approver } from '../operators/operator-types';
import { businessDaysFilter, dayBounds, type JournalReportOptions } from './branch-zone';
import { asClosed, closingOf, createDayClose } from './day-close';
import { logRowOf } from './log-row';

/** Why a closing cannot be prepared: the day, or what is still open in it. */
export type PrepareDayError =
  | IpcError<'already-closed'>
  | IpcError<'day-not-started'>
  | IpcError<'references-unreconciled'>
  | IpcError<'outcomes-open'>;

export type CloseDayError =
  PrepareDayError | IpcError<'journal-damaged'> | IpcError<'not-prepared'>;

export interface EndOfDay {
  /** The day's figures: as they were at its closing once it is closed (D114). */
  report(day: string): EndOfDayReport;
  /**
   * D114: the preparer's half of a closing: the day checked as the closing would check it, and
   * kept for the second supervisor to sign at the same desk within a few minutes.
   */
  prepare(day: string, by: Session): Result<DayClosePreparation, PrepareDayError>;
  /**
   * Records the day as closed by its preparer and its checker (whose id and password main has
   * checked), with its totals, sealed and audited; a day closes once. Refused for a day that
   * has not begun in the branch's zone, while an outcome is unknown or a reference a restore
   * left is open, and without the preparer's own preparation of that day.
   */
  close(day: string, by: Session, checker: Approver): Result<EndOfDayReport, CloseDayError>;
}

export interface EndOfDayOptions extends JournalReportOptions {
  /**
   * SQLite's check of the whole journal file (D40), run before a day is closed: its finding, or
   * null when the file is sound. A damaged journal's day is not closed, nor copied as a backup.
   */
  checkJournal?: () => { message: string } | null;
  /** Told after a day is closed (the automatic backup is made then). */
  onClosed?: (report: EndOfDayReport) => void;
  /** The environment in use, printed as a band off live (sandbox when not given). */
  environment?: EnvironmentName;
}

interface Sum {
  count: number;
  minor: bigint;
  /** D124: the fees, in the same currency's hundredths. */
  fees: bigint;
}

const STATE_ORDER = new Map<string, number>(TRANSFER_STATES.map((state, i) => [state, i]));
const WAITING_PAGE = 500;

/**
 * The end of a business day: every transfer of the day (D113) counted and added per kind,
 * currency and state, and per operator too. Amounts are added as integer minor units (BigInt),
 * never as floating point, and written back as two-decimal text.
 */
export function createEndOfDay(options: EndOfDayOptions): EndOfDay {
  const closings = createDayClose(options, {
    report: (day) => endOfDayReport(options, day),
    live: (day) => liveReport(options, day),
  });
  return {
    report: (day) => endOfDayReport(options, day),
    prepare: closings.prepare,
    close: closings.close,
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
  const closed = deps.journal.days.closing(day);
  const live = liveReport(deps, day);
  if (!closed) return live;
  // D114: a closed day shows what it was closed on, whatever the journal learnt since.
  return { ...live, ...asClosed(closed.totals), closing: closingOf(closed) };
}

/** The day as the journal holds it now. */
function liveReport(deps: EndOfDayOptions, day: string): EndOfDayReport {
  const { journal } = deps;
  const timeZone = deps.timeZone();
  const calendar = dayBounds(day, day, timeZone);
  const days = (range: { from?: string; to?: string }) =>
    businessDaysFilter(range, timeZone, journal);
  return {
    day,
    timeZone,
    ...calendar,
    generatedAt: new Date(deps.now()).toISOString(),
    ...dayTotals(journal, journal.days.bounds(day, calendar)),
    waiting: allRows(journal, { states: NEEDS_SUPERVISOR, ...days({ to: day }) }),
    marked: allRows(journal, { ...days({ from: day, to: day }), marked: 'either' }),
    learnt: learntOn(journal, day),
    returns: returnsOn(journal, day),
    environment: deps.environment ?? 'sandbox',
    closing: null,
  };
}

/**
 * The transfer a line learnt later names, by its reference and its own day (D113): a transfer
 * journaled before business days were kept counts on the calendar day it was made.
 */
function transferNamed(
  journal: Journal,
  transferId: number,
): { reference: string; transferDay: string } {
  const transfer = journal.transfers.get(transferId)!;
  return {
    reference: transfer.reference,
    transferDay: transfer.businessDay ?? transfer.createdAt.slice(0, 10),
  };
}

/** D113: the settlements learnt on `day`, each naming its transfer and that transfer's day. */
function learntOn(journal: Journal, day: string): LearntLine[] {
  return journal.settlements.learntOn(day).map((settlement) => ({
    ...transferNamed(journal, settlement.transferId),
    outcome: settlement.outcome,
    toState: settlement.toState,
    at: settlement.at,
    operatorId: settlement.operatorId,
  }));
}

/** D120: the returns and recalls learnt on `day`, each naming its transfer and its day. */
function returnsOn(journal: Journal, day: string): ReturnLine[] {
  return journal.returns.learntOn(day).map((returned) => ({
    ...transferNamed(journal, returned.transferId),
    kind: returned.kind,
    amount: returned.amount,
    currency: returned.currency,
    bankReference: returned.bankReference,
    at: returned.at,
    operatorId: returned.operatorId,
  }));
}

/** The day's transfers counted and added per kind, currency and state, and per operator too. */
function dayTotals(
  journal: Journal,
  bounds: BusinessDayBounds,
): Pick<EndOfDayReport, 'lines' | 'byOperator'> {
  const groups = new Map<string, Sum>();
  const perOperator = new Map<string, Sum>();
  const add = (map: Map<string, Sum>, key: string, minor: bigint, fee: bigint) => {
    const sum = map.get(key) ?? { count: 0, minor: 0n, fees: 0n };
    sum.count += 1;
    sum.minor += minor;
    sum.fees += fee;
    map.set(key, sum);
  };
  for (const [kind, currency, state, operatorId, amount, fee] of journal.days.rows(bounds)) {
    const minor = amountToMinorUnits(amount);
    const feeMinor = fee === null ? 0n : amountToMinorUnits(fee);
    add(groups, JSON.stringify([kind, currency, state]), minor, feeMinor);
    add(perOperator, JSON.stringify([operatorId, kind, currency, state]), minor, feeMinor);
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
    fees: minorUnitsToAmount(sum.fees),
  };
}

export function byLine(a: EndOfDayLine, b: EndOfDayLine): number {
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
  return (STATE_ORDER.get(a.state) ?? 0) - (STATE_ORDER.get(b.state) ?? 0);
}
