import type { Db } from '../db';
import type { HqMigration } from './migration';
import { migration as m001 } from './001-schema-versions';
import { migration as m002 } from './002-enrolment';
import { migration as m003 } from './003-replication';
import { migration as m005 } from './005-console-operators';
import { migration as m006 } from './006-console-projections';
import { migration as m007 } from './007-branch-operators';
import { migration as m008 } from './008-operator-passwords';
import { migration as m009 } from './009-approval-requests';
import { migration as m010 } from './010-published-settings';
import { migration as m011 } from './011-reported-backlog';
import { migration as m012 } from './012-reservations';
import { migration as m013 } from './013-duplicate-approvals';
import { migration as m014 } from './014-branch-controls';
import { migration as m015 } from './015-published-lists';
import { migration as m016 } from './016-sanctions-list-files';
import { migration as m017 } from './017-workstation-messages';
import { migration as m018 } from './018-reservation-proof';
import { migration as m019 } from './019-published-list-files';
import { migration as m020 } from './020-operator-names';

/** Every schema version in order; a new one is a new file `NNN-name.ts` added here. */
export const MIGRATIONS: readonly HqMigration[] = [
  m001,
  m002,
  m003,
  m005,
  m006,
  m007,
  m008,
  m009,
  m010,
  m011,
  m012,
  m013,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
];

/** Any number, so several instances starting on one database take turns (D91). */
const MIGRATION_LOCK = 7_204_117;

/**
 * Brings the database to the newest version, each version in its own transaction, under an
 * advisory lock so that two instances starting together on one PostgreSQL apply each version
 * once. A database newer than this code is refused: an older instance must not write to it.
 */
export async function migrate(
  db: Db,
  migrations: readonly HqMigration[] = MIGRATIONS,
): Promise<number> {
  // Under the lock too: two instances' CREATE TABLE IF NOT EXISTS at once can both try to make it.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS hq_schema_versions (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const newest = migrations.at(-1)?.version ?? 0;
  for (const step of migrations) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const [done] = await tx.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM hq_schema_versions',
      );
      const current = done?.version ?? 0;
      if (current > newest) {
        throw new Error(
          `The database is at schema version ${current}, newer than this head office (${newest}). Start the newer head office, or restore the database from before the upgrade.`,
        );
      }
      if (step.version <= current) return;
      await tx.script(step.sql);
      await tx.query('INSERT INTO hq_schema_versions (version, name) VALUES ($1, $2)', [
        step.version,
        step.name,
      ]);
    });
  }
  return newest;
}
