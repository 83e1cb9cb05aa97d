import pg from 'pg';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { openPostgresDb } from '../../../hq/src/db/pg-db';
import type { Db } from '../../../hq/src/db/db';
import { freshPostgresDatabase, postgresKind, postgresUrl } from '../support/databases';

/**
 * Head office's pool on a PostgreSQL server that drops its connections, as a restart or a
 * failover to the standby does (docs/head-office.md): the partition campaign found head office
 * ending on an idle connection's error, which node-postgres raises on the pool.
 */
describe.skipIf(postgresKind.skip)('head office’s PostgreSQL pool', () => {
  const opened: { db: Db; drop(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const { db, drop } of opened.splice(0)) {
      await db.close().catch(() => undefined);
      await drop();
    }
  });

  /** Ends every connection of `url`'s database but the caller's, as the server's admin may. */
  async function dropConnections(url: string): Promise<number> {
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    try {
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(url).pathname.slice(1)],
      );
      return ended.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  test('outlives its idle connections being ended, and answers again on new ones', async () => {
    const fresh = await freshPostgresDatabase();
    const db = await openPostgresDb(fresh.url);
    opened.push({ db, drop: fresh.drop });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await Promise.all([1, 2, 3].map(() => db.query('SELECT pg_sleep(0.05)')));
    const ended = await dropConnections(fresh.url);
    expect(ended).toBeGreaterThan(0);
    // The idle connections hear of it: before the fix, an 'error' nobody listened to ended the
    // process (here, the test's worker). Every one of them, before the next query: one not yet
    // told could be handed to it and fail it, which is not what this test is about.
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(ended), { timeout: 10_000 });
    expect(String(errors.mock.calls[0]![0])).toMatch(/connection to PostgreSQL was lost/);
    const [row] = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(row!.one).toBe(1);
    errors.mockRestore();
  });

  test('a query whose connection is ended fails as a query, and the next one is served', async () => {
    const fresh = await freshPostgresDatabase();
    const db = await openPostgresDb(fresh.url);
    opened.push({ db, drop: fresh.drop });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Its outcome taken at once: it fails while the connections are being ended.
    const slow = db.query('SELECT pg_sleep(5)').then(
      () => null,
      (error: unknown) => error as Error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dropConnections(fresh.url);
    expect((await slow)?.message).toMatch(/terminat/);
    const [row] = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(row!.one).toBe(1);
    errors.mockRestore();
  });
});

/**
 * D138: a statement of the send path kept prepared on its connection, planned once there rather
 * than at every call. The same text with other values answers with their rows, and PostgreSQL
 * keeps it once per connection, under a name of its text, so a second text is a second
 * statement. (PGlite reads the option as nothing: its query is the same call either way.)
 */
describe('a prepared statement on PostgreSQL', () => {
  const kind = postgresKind;
  const opened: { drop(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const { drop } of opened.splice(0)) await drop();
  });

  test.skipIf(kind.skip)('answers each call with its own values, kept once per text', async () => {
    const { db, drop } = await kind.open();
    opened.push({ drop });
    const square = 'SELECT $1::int * $1::int AS n';
    const kept = await db.transaction(async (tx) => {
      const answers: number[] = [];
      for (const value of [2, 3, 4, 5, 6, 7, 8]) {
        const [row] = await tx.query<{ n: number }>(square, [value], { prepared: true });
        answers.push(row!.n);
      }
      const [other] = await tx.query<{ n: number }>('SELECT $1::int + 1 AS n', [41], {
        prepared: true,
      });
      answers.push(other!.n);
      const statements = await tx.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements WHERE from_sql = false ORDER BY statement',
      );
      return { answers, statements: statements.map((s) => s.statement) };
    });
    expect(kept.answers).toEqual([4, 9, 16, 25, 36, 49, 64, 42]);
    expect(kept.statements.filter((s) => s === square)).toHaveLength(1);
    expect(kept.statements).toContain('SELECT $1::int + 1 AS n');
  });
});
