import type { HqMigration } from './migration';

/**
 * Branch operators' passwords (D121). `must_change`: the password was set by a head-office admin
 * (a first one, or a new one), so the operator must choose their own at the next sign-in at a
 * workstation; it travels with every version. The operator's own change, made at a workstation
 * and sent there signed, is a version of its own, `password-changed`, naming the workstation that
 * sent it (`by_workstation`; `by_operator` is then the operator themselves).
 */
export const migration: HqMigration = {
  version: 8,
  name: 'operator-passwords',
  sql: `
    ALTER TABLE branch_operators ADD COLUMN must_change boolean NOT NULL DEFAULT false;
    ALTER TABLE branch_operator_versions ADD COLUMN must_change boolean NOT NULL DEFAULT false;
    ALTER TABLE branch_operator_versions ADD COLUMN by_workstation text;
    ALTER TABLE branch_operator_versions DROP CONSTRAINT branch_operator_versions_action_check;
    ALTER TABLE branch_operator_versions ADD CONSTRAINT branch_operator_versions_action_check
      CHECK (action IN ('created', 'deactivated', 'reactivated', 'unlocked', 'role-changed',
        'password-set', 'password-changed'));
  `,
};
