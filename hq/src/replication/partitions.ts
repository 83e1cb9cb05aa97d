import type { Db } from '../db/db';

/** Any number, distinct from the migrations' lock: instances making a month's partition take turns. */
const PARTITION_LOCK = 7_204_118;

/** The month partition of `changes` that holds rows received at `at` (UTC): changes_y2025m01. */
export function monthPartition(at: Date): { name: string; from: string; to: string } {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  return {
    name: `changes_y${year}m${String(month + 1).padStart(2, '0')}`,
    from: start.toISOString(),
    to: end.toISOString(),
  };
}

// Months this process has seen made (or found made), per database: a push checks a Set, not the
// catalog.
const known = new WeakMap<Db, Set<string>>();

/**
 * Makes the month partition of `changes` for `at`, unless it exists (D95). Its own short
 * transaction, before the push's: CREATE TABLE … PARTITION OF locks the parent table, which must
 * not be held while a batch is stored. Two instances making the same month take turns under an
 * advisory lock, so the second finds it made; CREATE TABLE IF NOT EXISTS alone can fail for both.
 * When it cannot be made the push goes on, its rows kept by the default partition.
 */
export async function ensureMonthPartition(db: Db, at: Date): Promise<void> {
  const month = monthPartition(at);
  const seen = known.get(db) ?? new Set<string>();
  known.set(db, seen);
  if (seen.has(month.name)) return;
  try {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
      const [found] = await tx.query<{ made: string | null }>(
        'SELECT to_regclass($1)::text AS made',
        [month.name],
      );
      if (found?.made) return;
      await tx.query(
        `CREATE TABLE ${month.name} PARTITION OF changes FOR VALUES FROM ('${month.from}') TO ('${month.to}')`,
      );
    });
    seen.add(month.name);
  } catch (error) {
    console.warn(`Head office could not make the partition ${month.name}: ${String(error)}`);
    // The default partition already holds rows of this month, so the month cannot be split off
    // (check_violation): leave them there and stop trying. Anything else is tried again.
    if ((error as { code?: unknown }).code === DEFAULT_HOLDS_MONTH) seen.add(month.name);
  }
}

const DEFAULT_HOLDS_MONTH = '23514';

/** This month's partition and next month's, made at start so a month's first push finds its own. */
export async function ensureCurrentPartitions(db: Db, now: Date): Promise<void> {
  await ensureMonthPartition(db, now);
  await ensureMonthPartition(
    db,
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  );
}
