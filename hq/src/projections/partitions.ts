import type { Db } from '../db/db';

/*
 * Monthly partitions of the projections that grow without end (D102): hq_transfers by the
 * transfer's time, hq_audit by the entry's, each with a default partition. As for the stored
 * changes (D95), a month is made in a short transaction of its own, never inside a push (CREATE
 * TABLE … PARTITION OF locks the parent): last month to two ahead at start and every hour after.
 * A row of a month not made (a workstation whose clock was far off) is kept by the default
 * partition; that month is then left there rather than split off.
 */

export const PARTITIONED = ['hq_transfers', 'hq_audit'] as const;
export type PartitionedTable = (typeof PARTITIONED)[number];

/** Distinct from the migrations' and the stored changes' locks. */
const PARTITION_LOCK = 7_204_120;
/** PostgreSQL's check_violation: the default partition already holds rows of the month. */
const DEFAULT_HOLDS_MONTH = '23514';

/** `2026-11-01`: the first day of an instant's month, in UTC. */
export function monthStart(instant: string | Date): string {
  return new Date(instant).toISOString().slice(0, 8) + '01';
}

function monthAfter(month: string, count = 1): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + count, 1)).toISOString().slice(0, 10);
}

export function partitionName(table: PartitionedTable, month: string): string {
  return `${table}_y${month.slice(0, 4)}m${month.slice(5, 7)}`;
}

/** Makes the month's partition of `table` unless it exists; false when it cannot be made. */
export async function ensureMonth(
  db: Db,
  table: PartitionedTable,
  month: string,
): Promise<boolean> {
  const name = partitionName(table, month);
  try {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
      const [found] = await tx.query<{ made: string | null }>(
        'SELECT to_regclass($1)::text AS made',
        [name],
      );
      if (found?.made) return;
      // The month is digits made by monthStart: safe to write into the statement.
      await tx.query(
        `CREATE TABLE ${name} PARTITION OF ${table}
           FOR VALUES FROM ('${month} 00:00:00+00') TO ('${monthAfter(month)} 00:00:00+00')`,
      );
    });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code !== DEFAULT_HOLDS_MONTH) throw error;
    return false;
  }
}

/** Each projection's months from last month to `ahead` months on. */
export async function ensureMonths(db: Db, now: Date, ahead = 2): Promise<void> {
  const first = monthAfter(monthStart(now), -1);
  for (let i = 0; i <= ahead + 1; i += 1) {
    for (const table of PARTITIONED) await ensureMonth(db, table, monthAfter(first, i));
  }
}

const HOUR_MS = 60 * 60_000;

/** ensureMonths now and every hour until `stop` (the server's close). */
export async function keepMonthsAhead(db: Db, now: () => Date): Promise<() => void> {
  await ensureMonths(db, now());
  const timer = setInterval(() => {
    ensureMonths(db, now()).catch((error: unknown) => {
      console.warn(`Head office could not make the console's month partitions: ${String(error)}`);
    });
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
