import type { Queryable } from './db';

/** The tables whose bank-wide versions the workstations fetch after (D115, D126). */
export type PublishedVersions = 'branch_operator_versions' | 'settings_versions';

/** 2026-01-01T00:00:00Z in seconds: D20's epoch, so a version reads as a reference's counter does. */
const EPOCH_SECONDS = 1_767_225_600;

/**
 * The next bank-wide version of `table` (D156): the larger of the last one + 1 and the database's
 * clock in tenths of a second since 2026-01-01 UTC, as D20 numbers references. A workstation asks
 * for what came after the version it holds, so a number head office gives twice is one it never
 * fetches; a database restored from an older backup has forgotten the versions it gave since, but
 * not the time, which has moved on past every one of them. The caller holds the table's advisory
 * lock, so versions still commit in order.
 */
export async function nextPublishedVersion(
  tx: Queryable,
  table: PublishedVersions,
): Promise<number> {
  const [row] = await tx.query<{ v: number | string }>(
    `SELECT GREATEST(COALESCE(max(version), 0) + 1,
              floor((extract(epoch FROM clock_timestamp()) - ${EPOCH_SECONDS}) * 10)::bigint) AS v
       FROM ${table}`,
  );
  return Number(row!.v);
}
