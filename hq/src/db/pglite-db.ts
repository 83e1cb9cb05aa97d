import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';

/**
 * PGlite in a folder: one connection, so one transaction at a time. Concurrent callers queue
 * inside PGlite itself.
 */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  // pg_trgm: the console's text search (D102); PostgreSQL servers have it in contrib.
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const over = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, [...params]);
      return result.rows;
    },
    async script(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...over(pglite),
    transaction: (work) => pglite.transaction((tx) => work(over(tx))),
    close: () => pglite.close(),
  };
}
