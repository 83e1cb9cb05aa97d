import type { HqMigration } from './migration';

/**
 * D139: the sanctions list files head office keeps (016-sanctions-list-files.ts) are published
 * as settings sections too, one per list, in the same append-only settings_versions under the
 * same bank-wide version: the section's CHECK widened to take them. A value is the JSON text of
 * a reference to a kept file (its id, list, format, date, SHA-256, size and entry count), never
 * the file's bytes, so the signed settings answer stays small.
 */
export const migration: HqMigration = {
  version: 19,
  name: 'published-list-files',
  sql: `
    ALTER TABLE settings_versions DROP CONSTRAINT settings_versions_section_check;
    ALTER TABLE settings_versions ADD CONSTRAINT settings_versions_section_check
      CHECK (section IN ('bankIdentity', 'rtgsCalendar', 'limits', 'controls', 'screening',
        'sourceAccounts', 'banks', 'wallets', 'sanctionsUn', 'sanctionsOfac', 'sanctionsBank'));
  `,
};
