import type { Database, Statement } from 'better-sqlite3';
import type { SendOperation } from '../../../shared/api/paths';
import type { TransferState } from '../../../shared/domain/transfer-states';
import type { TransferRecord } from './transfer-rows';
import type { MarkFilter } from '../../../shared/domain/control-marks';
import { markCondition } from './controls-repo';

/** The receipt log's filters as the journal reads them: instants, not days. */
export interface LogFilter {
  /** ISO instant, included. */
  fromInstant?: string;
  /** ISO instant, excluded. */
  toInstant?: string;
  kind?: SendOperation;
  states?: readonly TransferState[];
  operatorId?: string;
  currency?: string;
  /** Canonical amount text (D9), as journaled: `25000.00`. */
  amount?: string;
  /** Each at least three characters (the trigram index finds nothing shorter). */
  words?: readonly string[];
  /** Issue 12: reportable, split series, or either. */
  marked?: MarkFilter;
}

/** What a line of the log (and of its CSV) needs of a transfer: logRowOf in reports/log-row.ts. */
export type LogRecord = Pick<
  TransferRecord,
  | 'id'
  | 'reference'
  | 'kind'
  | 'body'
  | 'amount'
  | 'currency'
  | 'destinationCountry'
  | 'recipientName'
  | 'recipientAccount'
  | 'sourceAccount'
  | 'operatorId'
  | 'state'
  | 'transactionId'
  | 'createdAt'
>;

/**
 * The columns of a LogRecord, as `table.column`, in the order `toLogRecord` reads them: a page
 * reads only these, as arrays (turning each of a row's 27 columns into a property of an object
 * cost more than the rest of a CSV line).
 */
function logColumns(table: string): string {
  return [
    'id',
    'reference',
    'kind',
    'body',
    'amount',
    'currency',
    'destination_country',
    'recipient_name',
    'recipient_account',
    'source_account',
    'operator_id',
    'state',
    'transaction_id',
    'created_at',
  ]
    .map((column) => `${table}.${column}`)
    .join(', ');
}

type LogRow = [
  id: number,
  reference: string,
  kind: TransferRecord['kind'],
  body: string,
  amount: string,
  currency: string,
  destinationCountry: string,
  recipientName: string,
  recipientAccount: string,
  sourceAccount: string,
  operatorId: string,
  state: TransferRecord['state'],
  transactionId: string | null,
  createdAt: string,
];

function toLogRecord(row: LogRow): LogRecord {
  return {
    id: row[0],
    reference: row[1],
    kind: row[2],
    body: row[3],
    amount: row[4],
    currency: row[5],
    destinationCountry: row[6],
    recipientName: row[7],
    recipientAccount: row[8],
    sourceAccount: row[9],
    operatorId: row[10],
    state: row[11],
    transactionId: row[12],
    createdAt: row[13],
  };
}

/**
 * A line of the log as the CSV export writes it, read by SQLite in one step: the names and
 * numbers from the signed body as `logRowOf` (reports/log-row.ts) reads them (the body's text,
 * else the column beside it), and the reporting marks. No body is handed to JavaScript to be
 * parsed: for 100,000 lines that was a third of the export's time and most of its garbage.
 */
export type LogLine = [
  id: number,
  reference: string,
  kind: TransferRecord['kind'],
  state: TransferRecord['state'],
  createdAt: string,
  amount: string,
  currency: string,
  sourceName: string,
  sourceAccount: string,
  recipientName: string,
  recipientAccount: string,
  destinationCountry: string,
  transactionId: string | null,
  operatorId: string,
  reportable: 0 | 1,
  split: 0 | 1,
];

/** The columns of a LogLine, from the table `table`, in its order. */
function lineColumns(table: string): string {
  const text = (path: string) =>
    `WHEN json_type(${table}.body, '${path}') = 'text' THEN ${table}.body ->> '${path}'`;
  const fromBody = (path: string, column: string) => `CASE ${text(path)} ELSE ${column} END`;
  const marked = (mark: string) =>
    `EXISTS (SELECT 1 FROM control_marks m WHERE m.transfer_id = ${table}.id AND m.mark = '${mark}')`;
  return [
    `${table}.id`,
    `${table}.reference`,
    `${table}.kind`,
    `${table}.state`,
    `${table}.created_at`,
    fromBody('$.transfer.amount', `${table}.amount`),
    fromBody('$.transfer.currencyCode', `${table}.currency`),
    fromBody('$.source.name', `''`),
    fromBody('$.source.accountNumber', `${table}.source_account`),
    fromBody('$.destination.name', `${table}.recipient_name`),
    `CASE ${text('$.destination.accountNumber')} ${text('$.destination.mobileNumber')}
      ELSE ${table}.recipient_account END`,
    fromBody('$.destination.countryCode', `${table}.destination_country`),
    `${table}.transaction_id`,
    `${table}.operator_id`,
    marked('reportable'),
    marked('split'),
  ].join(', ');
}

/** The lowest and highest ids among a filter's rows: where a whole export of them lies. */
export interface IdSpan {
  lowest: number;
  highest: number;
}

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
    const { sql, params } = this.build(filter, afterId, limit + 1, within, columns);
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
    const { sql, params } = this.buildSpan(filter);
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
    return this.plan(this.build(filter, afterId, limit + 1, within));
  }

  /** The plan of the query that finds a filter's span. */
  explainSpan(filter: LogFilter): string[] {
    return this.plan(this.buildSpan(filter));
  }

  private plan({ sql, params }: { sql: string; params: Record<string, string | number> }) {
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

  private buildSpan(filter: LogFilter) {
    const index = chooseIndex(filter);
    const covered: LogFilter = {};
    if (filter.fromInstant !== undefined) covered.fromInstant = filter.fromInstant;
    if (filter.toInstant !== undefined) covered.toInstant = filter.toInstant;
    if (filter.operatorId !== undefined && index?.startsWith('transfers_operator'))
      covered.operatorId = filter.operatorId;
    if (filter.states !== undefined && index?.startsWith('transfers_state'))
      covered.states = filter.states;
    const params: Record<string, string | number> = {};
    const where = conditions(covered, params);
    const sql = `SELECT min(t.id) AS lowest, max(t.id) AS highest, count(*) AS count
      FROM transfers t${index ? ` INDEXED BY ${index}` : ''}
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`;
    return { sql, params };
  }

  private build(
    filter: LogFilter,
    afterId: number | null,
    limit: number,
    within?: IdSpan,
    columns: (table: string) => string = logColumns,
  ) {
    const params: Record<string, string | number> = { limit };
    const where = conditions(filter, params);

    if (within && !filter.words) {
      // Down the table's own id order from where the last page ended, within the span.
      where.push('t.id < @afterId', 't.id >= @lowest');
      params.afterId = afterId ?? within.highest + 1;
      params.lowest = within.lowest;
      const sql = `SELECT ${columns('t')} FROM transfers t NOT INDEXED
        WHERE ${where.join(' AND ')} ORDER BY t.id DESC LIMIT @limit`;
      return { sql, params };
    }
    // The first page continues below the largest possible id, so every page is an index search.
    params.afterId = afterId ?? Number.MAX_SAFE_INTEGER;
    if (filter.words && filter.words.length > 0) {
      params.match = filter.words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');
      where.push('s.rowid < @afterId');
      // CROSS JOIN keeps the search outermost: the trigram index yields matches newest first.
      const sql = `SELECT ${columns('t')} FROM transfers_search s CROSS JOIN transfers t ON t.id = s.rowid
        WHERE transfers_search MATCH @match${where.map((w) => ` AND ${w}`).join('')}
        ORDER BY s.rowid DESC LIMIT @limit`;
      return { sql, params };
    }

    where.push('t.id < @afterId');
    const index = chooseIndex(filter);
    const from = `transfers t${index ? ` INDEXED BY ${index}` : ''}`;
    if (isBounded(filter)) {
      // The rows of a range are not in id order on its index: pick the page's ids first, from the
      // index alone where it holds every column asked, and read only those rows. Sorting whole
      // rows instead made each page read every row of the range (a CSV of 100,000 read 10 million).
      const sql = `SELECT ${columns('transfers')} FROM transfers WHERE id IN (
          SELECT t.id FROM ${from} WHERE ${where.join(' AND ')} ORDER BY t.id DESC LIMIT @limit)
        ORDER BY id DESC`;
      return { sql, params };
    }
    const sql = `SELECT ${columns('t')} FROM ${from}
      WHERE ${where.join(' AND ')}
      ORDER BY t.id DESC LIMIT @limit`;
    return { sql, params };
  }
}

/**
 * Whether an export reads a range's span in id order (each of its rows once) rather than paging on
 * the range's index (each of the range's entries once a page): whichever reads fewer.
 */
export function walksSpan(span: IdSpan & { count: number }, pageSize: number): boolean {
  const spanRows = span.highest - span.lowest + 1;
  return spanRows <= span.count * Math.ceil(span.count / pageSize);
}

/** The filter's conditions on the table `t`, with their values put in `params`. */
function conditions(filter: LogFilter, params: Record<string, string | number>): string[] {
  const where: string[] = [];
  if (filter.fromInstant !== undefined) {
    where.push('t.created_at >= @fromInstant');
    params.fromInstant = filter.fromInstant;
  }
  if (filter.toInstant !== undefined) {
    where.push('t.created_at < @toInstant');
    params.toInstant = filter.toInstant;
  }
  if (filter.kind !== undefined) {
    where.push('t.kind = @kind');
    params.kind = filter.kind;
  }
  if (filter.states !== undefined) {
    const names = filter.states.map((state, i) => {
      params[`state${i}`] = state;
      return `@state${i}`;
    });
    where.push(names.length > 0 ? `t.state IN (${names.join(', ')})` : '0');
  }
  if (filter.operatorId !== undefined) {
    where.push('t.operator_id = @operatorId');
    params.operatorId = filter.operatorId;
  }
  if (filter.currency !== undefined) {
    where.push('t.currency = @currency');
    params.currency = filter.currency;
  }
  if (filter.amount !== undefined) {
    where.push('t.amount = @amount');
    params.amount = filter.amount;
  }
  // Marks are few: their own index yields the marked ids, each row then found by its id.
  if (filter.marked !== undefined) where.push(markCondition(filter.marked));
  return where;
}

/**
 * A date range or several states: the index found gives rows out of id order. Not with an amount:
 * its own index drives (D60), in id order within the one amount, and the rest is checked per row.
 */
function isBounded(filter: LogFilter): boolean {
  if (filter.amount !== undefined) return false;
  return (
    filter.fromInstant !== undefined ||
    filter.toInstant !== undefined ||
    (filter.states?.length ?? 0) > 1
  );
}

/**
 * A bounded filter whose index (`chooseIndex`) does not hold every condition but the marks (which
 * their own index answers): the rows of the range must be read to test the others.
 */
function indexLacksACondition(filter: LogFilter): boolean {
  const index = chooseIndex(filter);
  return (
    filter.kind !== undefined ||
    filter.currency !== undefined ||
    (filter.operatorId !== undefined && !index?.startsWith('transfers_operator')) ||
    (filter.states !== undefined && !index?.startsWith('transfers_state'))
  );
}

/**
 * Most selective first: an amount (few transfers share one to the cent), then one operator, then
 * states, then a currency, then a kind.
 */
function chooseIndex(filter: LogFilter): string | null {
  if (filter.amount !== undefined) return 'transfers_amount';
  const dated = filter.fromInstant !== undefined || filter.toInstant !== undefined;
  if (dated) {
    if (filter.operatorId !== undefined) return 'transfers_operator_created_at';
    if (filter.states !== undefined) return 'transfers_state';
    return 'transfers_created_at';
  }
  if (filter.operatorId !== undefined) return 'transfers_operator';
  if (filter.states !== undefined) return 'transfers_state_only';
  if (filter.currency !== undefined) return 'transfers_currency';
  if (filter.kind !== undefined) return 'transfers_kind';
  return null;
}
