import type { Database, Statement } from 'better-sqlite3';
import type { SendOperation } from '../../../shared/api/paths';
import type { TransferState } from '../../../shared/domain/transfer-states';
import { toTransferRecord, type TransferRecord } from './transfers-repo';
import type { MarkFilter } from '../../../shared/domain/controls';
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
  /** Each at least three characters (the trigram index finds nothing shorter). */
  words?: readonly string[];
  /** Issue 12: reportable, split series, or either. */
  marked?: MarkFilter;
}

export interface LogSlice {
  records: TransferRecord[];
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
 *     read;
 *   - otherwise: a single-column index (its entries are in rowid order within a value), so a page
 *     reads only the rows it returns, plus those the other filters drop.
 */
export class TransferLog {
  private readonly cache = new Map<string, Statement>();

  constructor(private readonly db: Database) {}

  page(filter: LogFilter, afterId: number | null, limit: number): LogSlice {
    const { sql, params } = this.build(filter, afterId, limit + 1);
    const rows = this.statement(sql).all(params);
    const records = rows.slice(0, limit).map((row) => toTransferRecord(row)!);
    const more = rows.length > limit;
    return { records, nextAfterId: more ? records[records.length - 1]!.id : null };
  }

  /** The plan SQLite chooses for a page, one line per step: what tests hold the indexes to. */
  explain(filter: LogFilter, afterId: number | null = null, limit = 50): string[] {
    const { sql, params } = this.build(filter, afterId, limit + 1);
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

  private build(filter: LogFilter, afterId: number | null, limit: number) {
    const where: string[] = [];
    const params: Record<string, string | number> = { limit };
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
    // Marks are few: their own index yields the marked ids, each row then found by its id.
    if (filter.marked !== undefined) where.push(markCondition(filter.marked));

    // The first page continues below the largest possible id, so every page is an index search.
    params.afterId = afterId ?? Number.MAX_SAFE_INTEGER;
    if (filter.words && filter.words.length > 0) {
      params.match = filter.words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');
      where.push('s.rowid < @afterId');
      // CROSS JOIN keeps the search outermost: the trigram index yields matches newest first.
      const sql = `SELECT t.* FROM transfers_search s CROSS JOIN transfers t ON t.id = s.rowid
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
      const sql = `SELECT * FROM transfers WHERE id IN (
          SELECT t.id FROM ${from} WHERE ${where.join(' AND ')} ORDER BY t.id DESC LIMIT @limit)
        ORDER BY id DESC`;
      return { sql, params };
    }
    const sql = `SELECT t.* FROM ${from}
      WHERE ${where.join(' AND ')}
      ORDER BY t.id DESC LIMIT @limit`;
    return { sql, params };
  }
}

/** A date range or several states: the index found gives rows out of id order. */
function isBounded(filter: LogFilter): boolean {
  return (
    filter.fromInstant !== undefined ||
    filter.toInstant !== undefined ||
    (filter.states?.length ?? 0) > 1
  );
}

/** Most selective first: one operator, then states, then a currency, then a kind. */
function chooseIndex(filter: LogFilter): string | null {
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
