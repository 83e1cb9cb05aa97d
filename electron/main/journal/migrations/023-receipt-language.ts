import type { Database } from 'better-sqlite3';
import { sealRows } from './row-seal-triggers';

export const version = 23;
export const name = 'receipt-language';

/**
 * D86: the language the customer's receipt is printed in, chosen on the review (`en`, `fr` or
 * `sw`), kept with the transfer so a reprint reads as the original did. Written with the
 * reservation and never changed; covered by the row's seal (the triggers made again, D68), and
 * never part of the body sent to the bank. Rows journaled before keep NULL: printed in English.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE transfers ADD COLUMN receipt_language TEXT
      CHECK (receipt_language IS NULL OR receipt_language IN ('en', 'fr', 'sw'));
    CREATE TRIGGER transfers_receipt_language_immutable BEFORE UPDATE OF receipt_language
      ON transfers
    BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
  `);
  sealRows(db, 'transfers', { whole: false });
}
