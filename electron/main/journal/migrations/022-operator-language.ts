import type { Database } from 'better-sqlite3';
import { sealRows } from './row-seal-triggers';

export const version = 22;
export const name = 'operator-language';

/**
 * D83: each operator's language, kept with the operator: their screens and the files they make
 * (CSV headers, the reports' PDFs) are worded in it. NULL is English: the operators of an earlier
 * version keep NULL, so every row keeps its seal (a NULL column is left out of the MAC, D68) and
 * nobody's screens change at the upgrade. The codes are the catalog's (shared/i18n/registry.ts);
 * a code the app does not ship is refused here as it is by the IPC validator. The seal's triggers
 * are made again so the MAC covers the new column.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE operators ADD COLUMN language TEXT
      CHECK (language IS NULL OR language IN ('en', 'fr', 'sw'));
  `);
  sealRows(db, 'operators', { whole: true });
}
