import type { HqMigration } from './migration';

/**
 * D131: the duplicate guard's approval (D33) is asked of the branch's supervisors through head
 * office too, so a request may be for either purpose. Its grounds (jsonb) name the earlier
 * transfers the draft may repeat; nothing else of the tables changes.
 */
export const migration: HqMigration = {
  version: 13,
  name: 'duplicate-approvals',
  sql: `
    ALTER TABLE approval_requests DROP CONSTRAINT approval_requests_purpose_check;
    ALTER TABLE approval_requests ADD CONSTRAINT approval_requests_purpose_check
      CHECK (purpose IN ('amount-threshold', 'duplicate-transfer'));
  `,
};
