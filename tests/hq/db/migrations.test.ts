import { afterEach, describe, expect, test } from 'vitest';
import type { Db } from '../../../hq/src/db/db';
import { MIGRATIONS, migrate } from '../../../hq/src/db/migrations';
import type { HqMigration } from '../../../hq/src/db/migrations/migration';
import { DATABASE_KINDS } from '../support/databases';

describe.each(DATABASE_KINDS)('head office schema on $name', (kind) => {
  let drop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await drop?.();
    drop = null;
  });
  async function fresh(): Promise<Db> {
    const opened = await kind.open();
    drop = opened.drop;
    return opened.db;
  }

  test.skipIf(kind.skip)('migrates a fresh database to the newest version, once', async () => {
    const db = await fresh();
    const newest = MIGRATIONS.at(-1)!.version;
    expect(await migrate(db)).toBe(newest);
    expect(await migrate(db)).toBe(newest);
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM hq_schema_versions ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  test.skipIf(kind.skip)('refuses a database newer than this head office', async () => {
    const db = await fresh();
    const later: HqMigration = { version: 9999, name: 'from-the-future', sql: 'SELECT 1;' };
    await migrate(db, [...MIGRATIONS, later]);
    await expect(migrate(db)).rejects.toThrow(/schema version 9999, newer than this head office/);
  });

  test.skipIf(kind.skip)(
    'a failed version leaves the ones before it and none of itself',
    async () => {
      const db = await fresh();
      const broken: HqMigration = {
        version: 9000,
        name: 'broken',
        sql: 'CREATE TABLE half_made (id int); SELECT no_such_function();',
      };
      await expect(migrate(db, [...MIGRATIONS, broken])).rejects.toThrow();
      const tables = await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half_made'");
      expect(tables).toHaveLength(0);
      const [row] = await db.query<{ version: number }>(
        'SELECT max(version) AS version FROM hq_schema_versions',
      );
      expect(row!.version).toBe(MIGRATIONS.at(-1)!.version);
    },
  );
});
