import type { Page } from '../../console-api/records';
import type { Queryable } from '../db/db';
import { FIRST_MONTHS, logSpan, windowsOf, windowWhere, type TimeSpan } from './log-windows';
import { afterCursor, cursorKey, pageFrom, Where, type Keyset } from './where';

/*
 * The log's text search at ten million transfers (D116, D130). Newest first, a text filter beside
 * the others sent PostgreSQL down a time index (the newest-first one, or a filter's (column,
 * time) one) testing the text on each row and expecting matches soon: a text whose matches are
 * old or few (a transaction id's start, an account's digits) read every month, 10 to 27 s. So a
 * text's matches are found by the trigram index, a window of time at a time, newest first, each
 * window's matches sorted (its time order written so that no time index can serve it), until the
 * page is full. The first window is the newest days alone (RECENT_MS back from the newest row the
 * days and the cursor allow): a common text fills its page there, the trigram index's matches and
 * that time range's rows intersected in one month's partition. Then months: one, two, four …
 * Every statement is bounded in time, so it is planned against the months it reads, not all of
 * them (log-windows.ts). A rare text reads the months back to its page's oldest match, where the
 * capped search over every month (D116's first step) read them all at once: 94 to 105 ms for an
 * account's digits at ten million, against 15 to 60 now.
 */

/** The first window of a text search: the newest days, which a common text fills its page in. */
export const RECENT_MS = 3 * 86_400_000;

interface LogSearch<Record, Row> {
  /** The columns a page selects. */
  columns: string;
  /**
   * A page's statement with what its rows are joined to (the operators' names) after its LIMIT:
   * joined before, every match of a window would be, thousands of them for a common name.
   */
  joined: (statement: string) => string;
  keyset: Keyset<Record>;
  /**
   * The days and `reference = …` for each of the text's words that is a whole reference (D123),
   * or null when none is.
   */
  referenceWhere: (where: Where) => Where | null;
  /** The days filter's days, which bound the months read. */
  days: { from?: string | undefined; to?: string | undefined };
  /** Every filter, the text's words among them, each added to the Where given. */
  allWhere: (where: Where) => Where;
  rowOf: (record: Record) => Row;
}

function pageOf<Record, Row>(
  records: Record[],
  search: LogSearch<Record, Row>,
  limit: number,
): Page<Row> {
  return pageFrom(records, search.keyset, search.rowOf, limit);
}

/** The log's order, newest first: a page's rows, and again once its names are joined. */
export const LOG_ORDER = 'ORDER BY created_at DESC, workstation_id DESC, transfer_id DESC';

/**
 * The rows `matching` (a WHERE clause of `where`, whose parameters it keeps) finds, at most `cap`
 * of them when given, in a MATERIALIZED CTE: the page among them that passes every filter, each
 * row with how many rows were found.
 */
async function amongHits<Record, Row>(
  q: Queryable,
  search: LogSearch<Record, Row>,
  found: Where,
  cap: number | null,
  cursor: string | undefined,
  limit: number,
): Promise<{ matching: string; records: (Record & { matches: number })[] }> {
  const matching = found.take();
  search.allWhere(found);
  afterCursor(found, search.keyset.columns, cursor);
  const capped = cap === null ? '' : `LIMIT ${found.param(cap)}`;
  const records = await q.query<Record & { matches: number }>(
    search.joined(`WITH hits AS MATERIALIZED (SELECT * FROM hq_transfers ${matching} ${capped})
     SELECT ${search.columns}, (SELECT count(*) FROM hits)::int AS matches
       FROM hits ${found.sql()} ${LOG_ORDER} LIMIT ${found.param(limit + 1)}`),
    found.params,
  );
  return { matching, records };
}

/**
 * A word that is a whole reference (D123): the transfer of that reference, found by the
 * reference's own B-tree index; the page is it, if it passes the other filters. Null when no
 * transfer has that reference (the word may be an account's digits): then the text is searched.
 * By the trigram index a reference was the slowest search, its digits' trigrams in most rows.
 */
async function byReference<Record, Row>(
  q: Queryable,
  search: LogSearch<Record, Row>,
  cursor: string | undefined,
  limit: number,
): Promise<Record[] | null> {
  const where = search.referenceWhere(new Where());
  if (!where) return null;
  const { matching, records } = await amongHits(q, search, where, null, cursor, limit);
  if (records.length > 0) return records;
  const [held] = await q.query(
    `SELECT 1 FROM hq_transfers ${matching} LIMIT 1`,
    where.params.slice(0, matchingParams(matching)),
  );
  return held ? [] : null;
}

/** How many parameters a clause written by Where uses ($1 … $n, in order). */
function matchingParams(clause: string): number {
  return Math.max(0, ...[...clause.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
}

/** The rows of `window` that pass every filter, after the cursor, sorted: at most `want`. */
function sortedWindow<Record, Row>(
  q: Queryable,
  search: LogSearch<Record, Row>,
  cursor: string | undefined,
  window: TimeSpan,
  want: number,
): Promise<Record[]> {
  const where = windowWhere(search.allWhere(new Where()), search.keyset.columns, cursor, window);
  // `+ interval '0 s'`: the window's order is sorted, never walked down a time index.
  return q.query<Record>(
    search.joined(`SELECT ${search.columns} FROM hq_transfers ${where.sql()}
      ORDER BY created_at + interval '0 s' DESC, workstation_id DESC, transfer_id DESC
      LIMIT ${where.param(want)}`),
    where.params,
  );
}

/**
 * Many matches: newest first, a window of months at a time, each twice the one before (one month,
 * then two, four …), until the page (and one more row) is found: a common text fills it from the
 * newest month, and one whose matches are old reaches them in a few windows, never reading more
 * than twice the months it needs.
 */
async function monthByMonth<Record, Row>(
  q: Queryable,
  search: LogSearch<Record, Row>,
  cursor: string | undefined,
  span: TimeSpan,
  want: number,
): Promise<Record[]> {
  const records: Record[] = [];
  for (const window of windowsOf(span, 1)) {
    if (records.length >= want) break;
    records.push(...(await sortedWindow(q, search, cursor, window, want - records.length)));
  }
  return records;
}

/** The instant of the newest row the days and the cursor allow, by windows of months; or null. */
async function newestRow(
  q: Queryable,
  search: LogSearch<unknown, unknown>,
  cursor: string | undefined,
  span: TimeSpan,
): Promise<Date | null> {
  for (const window of windowsOf(span, FIRST_MONTHS)) {
    const where = windowWhere(new Where(), search.keyset.columns, cursor, window);
    const [row] = await q.query<{ created_at: Date }>(
      `SELECT created_at FROM hq_transfers ${where.sql()} ORDER BY created_at DESC LIMIT 1`,
      where.params,
    );
    if (row) return new Date(row.created_at);
  }
  return null;
}

/** One page of a text search, after `cursor`'s row; null when the cursor is not one of ours. */
export async function textSearchPage<Record, Row>(
  q: Queryable,
  search: LogSearch<Record, Row>,
  cursor: string | undefined,
  limit: number,
): Promise<Page<Row> | null> {
  if (cursor && !cursorKey(cursor)) return null;
  const referenced = await byReference(q, search, cursor, limit);
  if (referenced) return pageOf(referenced, search, limit);
  const span = await logSpan(q, { ...search.days, cursor });
  const newest = span && (await newestRow(q, search as LogSearch<unknown, unknown>, cursor, span));
  if (!span || !newest) return pageOf([], search, limit);
  const recent = { first: new Date(newest.getTime() - RECENT_MS), end: span.end };
  const records = await sortedWindow(q, search, cursor, recent, limit + 1);
  if (records.length > limit || recent.first <= span.first) return pageOf(records, search, limit);
  const older = { first: span.first, end: recent.first };
  records.push(...(await monthByMonth(q, search, cursor, older, limit + 1 - records.length)));
  return pageOf(records, search, limit);
}
