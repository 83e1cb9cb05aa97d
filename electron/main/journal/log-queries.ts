import type { SendOperation } from '@shared/api/paths';
import type { TransferState } from '@shared/domain/transfer-states';
import type { MarkFilter } from '@shared/domain/control-marks';
import { markCondition } from './controls-repo';
import { logColumns } from './log-columns';
import { digitsPhrase, isDigitsWord } from './search-digits';

/*
 * The receipt log's queries: the conditions of a filter, the index each walks, and the SQL of a
 * page and of a span (TransferLog in transfer-log.ts runs them; why each walks what, there).
 */

/** The receipt log's filters as the journal reads them: instants, not days. */
export interface LogFilter {
  /** ISO instant, included. */
  fromInstant?: string;
  /** ISO instant, excluded. */
  toInstant?: string;
  /**
   * D113: business days, where the instants alone would not do: the first day's, read from the
   * closing of the day before it (`fromInstant`), with its own start for transfers journaled
   * without a day (`dayFromInstant`); the last day's, when it was closed before its end.
   */
  fromDay?: string;
  dayFromInstant?: string;
  toDay?: string;
  kind?: SendOperation;
  states?: readonly TransferState[];
  operatorId?: string;
  currency?: string;
  /** Canonical amount text (D9), as journaled: `25000.00`. */
  amount?: string;
  /** Each at least three characters (the trigram index finds nothing shorter). */
  words?: readonly string[];
  /** Reportable, split series, or either (D43). */
  marked?: MarkFilter;
}

/** The lowest and highest ids among a filter's rows: where a whole export of them lies. */
export interface IdSpan {
  lowest: number;
  highest: number;
}

/** A query and its named values. */
export interface LogQuery {
  sql: string;
  params: Record<string, string | number>;
}

/** The query that finds the ids a bounded filter's rows lie between, and how many they are. */
export function spanQuery(filter: LogFilter): LogQuery {
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
    FROM ${indexedTransfers(index)}
    ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`;
  return { sql, params };
}

/** The query of one page below `afterId`: up to `limit` rows of `columns`. */
export function pageQuery(
  filter: LogFilter,
  afterId: number | null,
  limit: number,
  within?: IdSpan,
  columns: (table: string) => string = logColumns,
): LogQuery {
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
    // Five or more digits are found on the index of digits (D76), the rest on the trigrams'.
    const digits = filter.words.filter(isDigitsWord);
    const others = filter.words.filter((word) => !isDigitsWord(word));
    if (others.length > 0) {
      params.match = others.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');
    }
    const byDigits = digits.length > 0;
    if (byDigits) params.digits = digits.map(digitsPhrase).join(' ');
    const index = byDigits ? 'transfers_digits' : 'transfers_search';
    if (byDigits && others.length > 0) {
      // The digits drive (the rarer); `+` keeps a common name's matches from driving instead.
      where.push(
        '+s.rowid IN (SELECT rowid FROM transfers_search WHERE transfers_search MATCH @match)',
      );
    }
    where.push('s.rowid < @afterId');
    // CROSS JOIN keeps the search outermost: the full-text index yields matches newest first.
    const sql = `SELECT ${columns('t')} FROM ${index} s CROSS JOIN transfers t ON t.id = s.rowid
      WHERE ${index} MATCH ${byDigits ? '@digits' : '@match'}${where.map((w) => ` AND ${w}`).join('')}
      ORDER BY s.rowid DESC LIMIT @limit`;
    return { sql, params };
  }

  where.push('t.id < @afterId');
  const index = chooseIndex(filter);
  const from = indexedTransfers(index);
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
  if (filter.fromDay !== undefined && filter.dayFromInstant !== undefined) {
    // catalog-ignore: SQL
    const dayStarted = 't.business_day IS NULL AND t.created_at >= @dayFromInstant';
    // catalog-ignore: SQL
    where.push(`(t.business_day >= @fromDay OR (${dayStarted}))`);
    params.fromDay = filter.fromDay;
    params.dayFromInstant = filter.dayFromInstant;
  }
  if (filter.toDay !== undefined) {
    // catalog-ignore: SQL
    where.push('(t.business_day IS NULL OR t.business_day <= @toDay)');
    params.toDay = filter.toDay;
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
    // catalog-ignore: SQL
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
export function isBounded(filter: LogFilter): boolean {
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
export function indexLacksACondition(filter: LogFilter): boolean {
  const index = chooseIndex(filter);
  return (
    filter.fromDay !== undefined ||
    filter.toDay !== undefined ||
    filter.kind !== undefined ||
    filter.currency !== undefined ||
    (filter.operatorId !== undefined && !index?.startsWith('transfers_operator')) ||
    (filter.states !== undefined && !index?.startsWith('transfers_state'))
  );
}

/** The transfers table as `t`, walked on `index` when one is named. */
function indexedTransfers(index: string | null): string {
  // catalog-ignore: SQL
  return index ? `transfers t INDEXED BY ${index}` : 'transfers t';
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
