import type { Page } from '../../console-api/records';
import type { Queryable } from '../db/db';
import { afterCursor, cursorKey, pageFrom, type Keyset, type Where } from './where';

/*
 * The receipt log read a window of time at a time, newest first (D130). hq_transfers is
 * partitioned by month: a statement over the whole table is planned against every month's
 * partition and each of its indexes, 3 to 50 ms at ten million transfers in 41 months, most of a
 * page's time. A statement bounded by a window of time is planned against the months the window
 * covers (PostgreSQL prunes the others from a bound given as a parameter), and a page of the
 * newest is found in the newest window. The windows span what the table can hold: its months'
 * partitions, by their names (partitions.ts), and whatever rows its default partition keeps.
 */

export interface TimeSpan {
  /** The oldest instant a row can have, and one past the newest. */
  first: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/**
 * The first window's months: the months made ahead (two, partitions.ts) are empty until their
 * time, so a window of six holds this month's and the three before it.
 */
export const FIRST_MONTHS = 6;
const MONTH_NAME = /_y(\d{4})m(\d{2})$/;

/** What the log's rows can span, within the days filter and before the cursor's row; null: none. */
export async function logSpan(
  q: Queryable,
  bounds: { from?: string | undefined; to?: string | undefined; cursor?: string | undefined },
): Promise<TimeSpan | null> {
  const [held] = await q.query<{ months: string[] | null; first: Date | null; last: Date | null }>(
    `SELECT (SELECT array_agg(c.relname::text) FROM pg_inherits i
               JOIN pg_class c ON c.oid = i.inhrelid
              WHERE i.inhparent = 'hq_transfers'::regclass) AS months,
            (SELECT min(created_at) FROM hq_transfers_default) AS first,
            (SELECT max(created_at) FROM hq_transfers_default) AS last`,
  );
  const starts = (held?.months ?? [])
    .map((name) => MONTH_NAME.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  const firsts = [...starts];
  const ends = starts.map((start) => {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  });
  if (held?.first) firsts.push(new Date(held.first).getTime());
  if (held?.last) ends.push(new Date(held.last).getTime() + 1);
  if (firsts.length === 0) return null;
  let first = Math.min(...firsts);
  let end = Math.max(...ends);
  // The days filter's bound on the instant (where.ts daysFilter): a day wider on each side.
  if (bounds.from) first = Math.max(first, Date.parse(`${bounds.from}T00:00:00Z`) - DAY_MS);
  if (bounds.to) end = Math.min(end, Date.parse(`${bounds.to}T00:00:00Z`) + 2 * DAY_MS);
  const after = cursorKey(bounds.cursor);
  if (after) end = Math.min(end, Date.parse(after[0]) + 1);
  return end > first ? { first: new Date(first), end: new Date(end) } : null;
}

/** `instant` less `months` calendar months (UTC), the time of day kept. */
export function monthsBefore(instant: Date, months: number): Date {
  const d = new Date(instant);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * The windows of `span`, newest first: the first `firstMonths` long, each next twice the one
 * before, so a page whose rows are old is reached in a few, never reading twice the months it
 * needs. The last one ends at the span's first instant.
 */
export function* windowsOf(span: TimeSpan, firstMonths: number): Generator<TimeSpan> {
  let end = span.end;
  for (let months = firstMonths; end > span.first; months *= 2) {
    const start = monthsBefore(end, months);
    const first = start < span.first ? span.first : start;
    yield { first, end };
    end = first;
  }
}

/** `where` with the rows after the cursor's row and inside `window` (by `time`) added. */
export function windowWhere(
  where: Where,
  columns: Keyset<unknown>['columns'],
  cursor: string | undefined,
  window: TimeSpan,
): Where {
  const [time] = columns;
  afterCursor(where, columns, cursor);
  where.add((p) => `${time} >= ${p(window.first.toISOString())}::timestamptz`);
  return where.add((p) => `${time} < ${p(window.end.toISOString())}::timestamptz`);
}

/**
 * One page of a filtered list of hq_transfers, newest first after the cursor's row, read a
 * window at a time (six months, then twelve …) until the page and one more row are found: each
 * statement walks its months' time indexes and is planned against those months alone. `where`
 * makes the filters anew for each window. Null when the cursor is not one of ours.
 */
export async function windowedPage<Record, Row>(
  q: Queryable,
  query: {
    select: string;
    where: () => Where;
    keyset: Keyset<Record>;
    rowOf: (record: Record) => Row;
    days: { from?: string | undefined; to?: string | undefined };
  },
  cursor: string | undefined,
  limit: number,
): Promise<Page<Row> | null> {
  if (cursor && !cursorKey(cursor)) return null;
  const span = await logSpan(q, { ...query.days, cursor });
  const records: Record[] = [];
  const [time, workstation, id] = query.keyset.columns;
  for (const window of span ? windowsOf(span, FIRST_MONTHS) : []) {
    if (records.length > limit) break;
    const where = windowWhere(query.where(), query.keyset.columns, cursor, window);
    records.push(
      ...(await q.query<Record>(
        `${query.select} ${where.sql()}
          ORDER BY ${time} DESC, ${workstation} DESC, ${id} DESC
          LIMIT ${where.param(limit + 1 - records.length)}`,
        where.params,
      )),
    );
  }
  return pageFrom(records, query.keyset, query.rowOf, limit);
}
