import type { CountryCode } from '@shared/domain/countries';
import { normaliseAmountInput } from '@shared/domain/money';
import type { Session } from '@shared/domain/operators';
import type { ControlMarks } from '@shared/domain/control-marks';
import {
  LOG_PAGE_DEFAULT,
  WAITING_FILTER,
  type TransferLogFilters,
  type TransferLogPage,
  type TransferLogQuery,
  type TransferLogRow,
} from '@shared/domain/transfer-log';
import { searchWords } from '@shared/domain/log-search';
import { NEEDS_SUPERVISOR } from '@shared/domain/transfer-states';
import type { Journal } from '../journal/journal';
import type { LogFilter, LogLine, LogRecord } from '../journal/transfer-log';
import { returnMarkOf } from '../journal/transfer-returns-repo';
import { businessDaysFilter } from './branch-zone';
import { logRowOf } from './log-row';

export interface ReceiptLogOptions {
  journal: Journal;
  /** The branch's IANA time zone, which the filters' days are read in. */
  timeZone: () => string;
  /** The branch's country, whose numbering plan a mobile number searched for is read in first. */
  country?: () => CountryCode | null;
}

export interface ReceiptLog {
  /** One page, newest first. The request has passed its schema; a clerk's is narrowed here. */
  page(query: TransferLogQuery, session: Session): TransferLogPage;
  /**
   * D127: one page after the journal id `afterId` (null: the newest), with each row's id, for the
   * branch's log to merge with head office's rows.
   */
  slice(
    query: TransferLogFilters,
    session: Session,
    afterId: number | null,
    limit: number,
  ): { rows: TransferLogRow[]; ids: number[]; nextAfterId: number | null };
  /**
   * Every matching row, newest first, a page at a time: no statement stays open between pages, so
   * a slow consumer (a CSV file on a network drive) never holds the journal busy.
   */
  pages(
    filters: TransferLogFilters,
    session: Session,
    pageSize?: number,
  ): Generator<TransferLogRow[]>;
  /**
   * Every matching line as the CSV export writes it, in `pages`'s order and pages: the names and
   * numbers read from the signed body by SQLite, with the reporting marks (`LogLine`).
   */
  lines(filters: TransferLogFilters, session: Session, pageSize?: number): Generator<LogLine[]>;
  /** The journal's filter for a request, as `page` applies it (for tests and plans). */
  filterFor(filters: TransferLogFilters, session: Session): LogFilter;
}

export function createReceiptLog(options: ReceiptLogOptions): ReceiptLog {
  const { journal } = options;

  function filterFor(filters: TransferLogFilters, session: Session): LogFilter {
    const filter: LogFilter = {};
    if (filters.from !== undefined || filters.to !== undefined) {
      Object.assign(filter, businessDaysFilter(filters, options.timeZone(), journal));
    }
    if (filters.kind !== undefined) filter.kind = filters.kind;
    if (filters.state !== undefined) {
      filter.states = filters.state === WAITING_FILTER ? NEEDS_SUPERVISOR : [filters.state];
    }
    if (filters.currency !== undefined) filter.currency = filters.currency;
    // D80: the reporting marks are the supervisors' and compliance's; a clerk's log (at the
    // counter) neither shows nor filters by them.
    if (filters.marked !== undefined && session.role !== 'clerk') filter.marked = filters.marked;
    if (filters.operatorId !== undefined) filter.operatorId = filters.operatorId;
    // Clerks see their own transfers only, whatever the request asked for.
    if (session.role === 'clerk') filter.operatorId = session.operatorId;
    const words = searchWords(filters.text ?? '', options.country?.() ?? null);
    if (words.length > 0) filter.words = words;
    if (filters.amount !== undefined) {
      // `25,000` and `25000` are the `25000.00` journaled. The schema lets only amounts through;
      // anything else would stay as typed, which no journaled amount is, so nothing matches.
      const amount = normaliseAmountInput(filters.amount);
      filter.amount = amount.ok ? amount.value : filters.amount;
    }
    return filter;
  }

  /** The marks of `records` as `session` may read them: none for a clerk (D80). */
  function marksFor(session: Session, records: readonly { id: number }[]) {
    return session.role === 'clerk'
      ? new Map<number, ControlMarks>()
      : journal.controls.marksOf(records.map((record) => record.id));
  }

  /** D120: the page's rows with their marks, and a returned or recalled one says so. */
  function rowsOf(session: Session, records: readonly LogRecord[]): TransferLogRow[] {
    const marks = marksFor(session, records);
    const returns = journal.returns.ofTransfers(records.map((record) => record.id));
    return records.map((record) => ({
      ...logRowOf(record, marks.get(record.id)),
      returned: returnMarkOf(returns.get(record.id)),
    }));
  }

  return {
    filterFor,

    page(query, session) {
      const afterId = query.cursor === undefined ? null : Number(query.cursor);
      const slice = journal.log.page(
        filterFor(query, session),
        afterId,
        query.limit ?? LOG_PAGE_DEFAULT,
      );
      return {
        rows: rowsOf(session, slice.records),
        nextCursor: slice.nextAfterId === null ? null : String(slice.nextAfterId),
        timeZone: options.timeZone(),
      };
    },

    slice(query, session, afterId, limit) {
      const slice = journal.log.page(filterFor(query, session), afterId, limit);
      return {
        rows: rowsOf(session, slice.records),
        ids: slice.records.map((record) => record.id),
        nextAfterId: slice.nextAfterId,
      };
    },

    lines(filters, session, pageSize = 500) {
      return journal.log.lines(filterFor(filters, session), pageSize);
    },

    *pages(filters, session, pageSize = 500) {
      for (const records of journal.log.pages(filterFor(filters, session), pageSize)) {
        yield rowsOf(session, records);
      }
    },
  };
}
