import type { HqMigration } from './migration';

/**
 * D127: what each push says still waits on the workstation after it (how many changes, and when
 * the oldest of them was made there), kept with the workstation's head so the branch's end of day
 * can say which workstations have changes head office does not hold yet, and since when.
 */
export const migration: HqMigration = {
  version: 11,
  name: 'reported-backlog',
  sql: `
    ALTER TABLE workstation_heads ADD COLUMN waiting_count bigint CHECK (waiting_count >= 0);
    ALTER TABLE workstation_heads ADD COLUMN waiting_since text;
    ALTER TABLE workstation_heads ADD COLUMN waiting_reported_at timestamptz;
  `,
};
