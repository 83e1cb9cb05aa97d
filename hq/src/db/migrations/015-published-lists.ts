import type { HqMigration } from './migration';

/**
 * D135: the branch lists (source accounts, banks, mobile wallets) are published as settings
 * sections too, in the same append-only settings_versions under the same bank-wide version: the
 * section's CHECK widened to take them. Each list's value is the JSON text of its entries for the
 * bank's test and live services, as the workstation's own schema accepted it.
 */
export const migration: HqMigration = {
  version: 15,
  name: 'published-lists',
  sql: `
    ALTER TABLE settings_versions DROP CONSTRAINT settings_versions_section_check;
    ALTER TABLE settings_versions ADD CONSTRAINT settings_versions_section_check
      CHECK (section IN ('bankIdentity', 'rtgsCalendar', 'limits', 'controls', 'screening',
        'sourceAccounts', 'banks', 'wallets'));
  `,
};
