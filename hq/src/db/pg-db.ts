import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, QueryOptions, Queryable } from './db';

// bigint (int8) and numeric come back as strings unless told otherwise: sequence numbers are
// counted in JavaScript numbers (below 2^53), amounts stay text (the project's rule).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A pool of connections to a PostgreSQL server, from a postgres:// URL. */
export async function openPostgresDb(url: string, poolSize = 10): Promise<Db> {
  // Connections are kept, not closed after 10 idle seconds (node-postgres's default): a new one
  // knows nothing of the month partitions, and its first console query spent 76 to 87 ms planning
  // against 2 to 6 ms on a connection that had planned it before (D123). An auditor's searches are
  // more than 10 s apart, so each met a new connection.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 0 });
  // An idle connection the server ends (a restart, a failover to the standby, an admin's
  // pg_terminate_backend) is reported on the pool, which drops it and opens a new one for the
  // next query. Unheard, node-postgres's 'error' would end head office.
  pool.on('error', (error) => {
    console.error(
      `Head office's connection to PostgreSQL was lost (${error.message}); the next request opens a new one.`,
    );
  });
  // Fail at start, with the server's own reason, rather than at the first request.
  const client = await pool.connect();
  client.release();
  const over = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const values = [...params];
      const result = options?.prepared
        ? await q.query({ name: statementName(sql), text: sql, values })
        : await q.query(sql, values);
      return result.rows as Row[];
    },
    async script(sql: string) {
      // Without parameters pg sends the simple query protocol, which takes several statements.
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...over(pool),
    async transaction(work) {
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        const value = await work(over(tx));
        await tx.query('COMMIT');
        return value;
      } catch (error) {
        await tx.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        tx.release();
      }
    },
    close: () => pool.end(),
  };
}

/** node-postgres keeps a named statement per connection; the name is the text's, so one name is one text. */
function statementName(sql: string): string {
  return `rd_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
}
