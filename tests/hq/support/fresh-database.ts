import pg from 'pg';

let counter = 0;

/**
 * A new empty database on the PostgreSQL cluster `adminUrl` names, and its URL. No vitest import:
 * the partition campaign's CLI makes its database with it too.
 */
export async function freshDatabaseOn(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `hq_${process.pid}_${Date.now()}_${(counter += 1)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
