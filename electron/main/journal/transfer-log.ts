import type { Database, Statement } from 'better-sqlite3';
import {
  logColumns,
  lineColumns,
  toLogRecord,
  type LogLine,
  type LogRecord,
  type LogRow,
} from './log-columns';
import {
  indexLacksACondition,
  isBounded,
  pageQuery,
  spanQuery,
  walksSpan,
  type IdSpan,
  type LogFilter,
  type LogQuery,
} from './log-queries';

export type { LogLine, LogRecord } from './log-columns';
export { walksSpan, type IdSpan, type LogFilter } from './log-queries';

export interface LogSlice {
  records: LogRecord[];
  /** The id to continue below, or null when nothing is left. */
  nextAfterId: number | null;
}

/**
 * Reads the receipt log newest first (by id: the order transfers were recorded in) with keyset
 * paging, so page 1,000 costs what page 1 costs. Each query names the index it walks, so its plan
 * does not depend on statistics the journal may not have:
 *   - words: the trigram index drives, in rowid order (newest first), and the other filters are
 *     checked on each match, so a page stops after `limit` matches;
 *   - a date range (or several states): the composite index of the most selective filter with
 *     created_at gives the range's ids, which are put in id order, and only the page's rows are
 *     read; when that index lacks a condition (a kind, a currency), a dense range is walked down
 *     its span of ids instead (`pageSpan`), as the export walks it;
 *   - an amount: its own index (`transfers_amount`, D60), whose entries are in rowid order within
 *     the amount, with every other filter (dates too) checked on each of them;
 *   - otherwise: a single-column index (its entries are in rowid order within a value), so a page
 *     reads only the rows it returns, plus those the other filters drop.
 */
export class TransferLog {
  private readonly cache = new Map<string, Statement>();

  constructor(private readonly db: Database) {}

  /**
   * One page below `afterId` (from the newest when null): on the filter's index, or down its span
   * when `pageSpan` finds one to walk; `within`, when given, is that span.
   */
  page(filter: LogFilter, afterId: number | null, limit: number, within?: IdSpan): LogSlice {
    if (within === undefined) {
      const span = this.pageSpan(filter);
      if (span === null) return { records: [], nextAfterId: null };
      within = span;
    }
    const rows = this.rows<LogRow>(filter, afterId, limit, within, logColumns);
    const records = rows.slice(0, limit).map(toLogRecord);
    const more = rows.length > limit;
    return { records, nextAfterId: more ? records[records.length - 1]!.id : null };
  }

  /**
   * Every matching record, newest first, a page at a time: no statement stays open between pages,
   * so a slow consumer (a CSV file on a network drive) never holds the journal busy. A date range
   * or several states is found on an index that holds its rows out of id order, so each `page`
   * walks the whole range again to find its next ids: an export of 100,000 rows walked 100,000
   * entries 200 times. So the range's lowest and highest ids and its size are read off the index
   * once, and when the rows are dense in that span (reading the span's rows once costs less than
   * walking the range once per page) each page walks the table's own id order down from where the
   * last ended, within the span, testing every filter on the row. A sparse range (the waiting
   * transfers of all time) keeps paging on its index, which then holds few entries.
   */
  *pages(filter: LogFilter, pageSize: number): Generator<LogRecord[]> {
    for (const rows of this.walk<LogRow>(filter, pageSize, logColumns)) yield rows.map(toLogRecord);
  }

  /** Every matching line, as `pages` reads them: what the CSV export writes. */
  lines(filter: LogFilter, pageSize: number): Generator<LogLine[]> {
    return this.walk<LogLine>(filter, pageSize, lineColumns);
  }

  private *walk<Row extends [number, ...unknown[]]>(
    filter: LogFilter,
    pageSize: number,
    columns: (table: string) => string,
  ): Generator<Row[]> {
    let within: IdSpan | undefined;
    if (isBounded(filter) && !filter.words) {
      const span = this.span(filter);
      if (span === null) return;
      if (walksSpan(span, pageSize)) within = span;
    }
    let afterId: number | null = null;
    do {
      const rows: Row[] = this.rows<Row>(filter, afterId, pageSize, within, columns);
      const page = rows.slice(0, pageSize);
      if (page.length > 0) yield page;
      afterId = rows.length > pageSize ? page[page.length - 1]![0] : null;
    } while (afterId !== null);
  }

  /** Up to `limit` + 1 rows below `afterId` as `build` finds them, each an array of `columns`. */
  private rows<Row>(
    filter: LogFilter,
    afterId: number | null,
    limit: number,
    within: IdSpan | undefined,
    columns: (table: string) => string,
  ): Row[] {
    const { sql, params } = pageQuery(filter, afterId, limit + 1, within, columns);
    return this.statement(sql).raw(true).all(params) as Row[];
  }

  /**
   * The span a page walks down the table's ids instead of searching the range's index: when that
   * index lacks one of the filter's conditions (a day of one kind, or of one currency), finding a
   * page on it reads every row of the range to test that condition (a thousand rows for a day of
   * a million transfers, to show fifty); walking a dense span tests rows in id order and stops
   * after the page's. Null when the range holds no rows; undefined when the index serves the page.
   */
  pageSpan(filter: LogFilter): IdSpan | null | undefined {
    if (!isBounded(filter) || filter.words || !indexLacksACondition(filter)) return undefined;
    const span = this.span(filter);
    if (span === null) return null;
    // Dense: at least half the span's rows are the range's (a clock set back leaves a few out).
    return span.highest - span.lowest + 1 <= 2 * span.count ? span : undefined;
  }

  /**
   * The ids a bounded filter's rows lie between and how many its index finds, read off the index
   * alone (on the conditions it holds, so the span can be wider than the rows, never narrower);
   * null when it finds none.
   */
  span(filter: LogFilter): (IdSpan & { count: number }) | null {
    const { sql, params } = spanQuery(filter);
    const found = this.statement(sql).get(params) as {
      lowest: number | null;
      highest: number;
      count: number;
    };
    return found.lowest === null
      ? null
      : { lowest: found.lowest, highest: found.highest, count: found.count };
  }

  /** The plan SQLite chooses for a page, one line per step: what tests hold the indexes to. */
  explain(filter: LogFilter, afterId: number | null = null, limit = 50, within?: IdSpan): string[] {
    return this.plan(pageQuery(filter, afterId, limit + 1, within));
  }

  /** The plan of the query that finds a filter's span. */
  explainSpan(filter: LogFilter): string[] {
    return this.plan(spanQuery(filter));
  }

  private plan({ sql, params }: LogQuery) {
    // catalog-ignore: SQL
    const plan = this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[];
    return plan.map((step) => step.detail);
  }

  private statement(sql: string): Statement {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }
}
