import type { HqMigration } from './migration';

/** The first version: only what the runner itself needs, so every later one is a file of its own. */
export const migration: HqMigration = {
  version: 1,
  name: 'schema-versions',
  sql: `
    CREATE TABLE IF NOT EXISTS hq_settings (
      name text PRIMARY KEY,
      value text NOT NULL
    );
  `,
};
