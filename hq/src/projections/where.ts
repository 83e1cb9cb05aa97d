import type { Page } from '../../console-api/records';
import type { Queryable } from '../db/db';

/*
 * A WHERE clause built filter by filter, each value a numbered parameter: no filter's text is
 * ever written into the SQL. Shared by the console's three record queries.
 */
export class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** `$n` for a new parameter. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds a condition; `build` gets a function that turns each value into a parameter. */
  add(build: (p: (value: unknown) => string) => string): this {
    this.parts.push(build((value) => this.param(value)));
    return this;
  }

  when<T>(value: T | undefined, build: (p: (value: unknown) => string, value: T) => string): this {
    if (value !== undefined && value !== '') this.add((p) => build(p, value));
    return this;
  }

  sql(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }

  /** The clause so far, its conditions then dropped and its parameters kept (a subquery's). */
  take(): string {
    const clause = this.sql();
    this.parts.length = 0;
    return clause;
  }
}

/** A LIKE pattern that finds `word` anywhere, its own % _ and \ taken literally. */
export function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The days filter on a table partitioned by time: the branch's calendar days, and a bound on the
 * instant a day wider on each side (every zone is within a day of UTC), so only the months that
 * can hold them are read.
 */
export function daysFilter(where: Where, instant: string, from?: string, to?: string): void {
  where.when(
    from,
    (p, day) => `local_day >= ${p(day)}::date AND ${instant} >= ${p(day)}::date - 1`,
  );
  where.when(to, (p, day) => `local_day <= ${p(day)}::date AND ${instant} < ${p(day)}::date + 2`);
}

/** A page's cursor: the last row's sort key, as opaque text. */
export function cursorText(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key a cursor holds, if it is one of ours. */
export function cursorKey(cursor: string | undefined): [string, string, number] | null {
  if (!cursor) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === 3 &&
      typeof key[0] === 'string' &&
      !Number.isNaN(Date.parse(key[0])) &&
      typeof key[1] === 'string' &&
      Number.isSafeInteger(key[2])
    ) {
      return key as [string, string, number];
    }
  } catch {
    // not ours: refused below
  }
  return null;
}

/** How a list is sorted, newest first: its time, workstation and row-id columns, and a row's key. */
export interface Keyset<Record> {
  columns: readonly [time: string, workstation: string, id: string];
  key: (record: Record) => [time: Date, workstation: string, id: number];
}

/** Adds "after the cursor's row" to `where`; false when the cursor is not one of ours. */
export function afterCursor(
  where: Where,
  [time, workstation, id]: Keyset<unknown>['columns'],
  cursor: string | undefined,
): boolean {
  const after = cursorKey(cursor);
  if (cursor && !after) return false;
  if (after) {
    where.add(
      (p) =>
        `(${time}, ${workstation}, ${id}) < (${p(after[0])}::timestamptz, ${p(after[1])}, ${p(after[2])}::bigint)`,
    );
  }
  return true;
}

/**
 * One page of a list, newest first, after the cursor's row: `select` is the statement up to its
 * FROM, `where` its filters. One row more than the page is read, to know whether a next exists.
 * Null when the cursor is not one of ours.
 */
export async function keysetPage<Record, Row>(
  q: Queryable,
  query: { select: string; where: Where; keyset: Keyset<Record>; rowOf: (record: Record) => Row },
  cursor: string | undefined,
  limit: number,
): Promise<Page<Row> | null> {
  const { where, keyset } = query;
  if (!afterCursor(where, keyset.columns, cursor)) return null;
  const [time, workstation, id] = keyset.columns;
  const records = await q.query<Record>(
    `${query.select} ${where.sql()}
      ORDER BY ${time} DESC, ${workstation} DESC, ${id} DESC
      LIMIT ${where.param(limit + 1)}`,
    where.params,
  );
  return pageFrom(records, keyset, query.rowOf, limit);
}

/** The page of `records` (one more than the page when a next exists), with the next's cursor. */
export function pageFrom<Record, Row>(
  records: readonly Record[],
  keyset: Keyset<Record>,
  rowOf: (record: Record) => Row,
  limit: number,
): Page<Row> {
  const rows = records.slice(0, limit);
  const last = rows.at(-1);
  if (records.length <= limit || !last) return { rows: rows.map(rowOf), nextCursor: null };
  const [at, ws, row] = keyset.key(last);
  return {
    rows: rows.map(rowOf),
    nextCursor: cursorText([new Date(at).toISOString(), ws, row]),
  };
}
