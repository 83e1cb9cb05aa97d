import type { Database } from 'better-sqlite3';
import { DIGIT_GRAMS_FUNCTION, useDigitGrams } from './digit-grams';

export const version = 16;
export const name = 'search-digits';

/** The values 006's trigram index searches, as it reads them from the signed body. */
function searchValues(row: string): string {
  const body = (path: string) => `json_extract(${row}.body, '$.${path}')`;
  return `${row}.reference, ${row}.transaction_id, ${body('source.name')}, ${body('sender.name')},
    ${body('destination.name')}, ${body('source.accountNumber')},
    coalesce(${body('destination.accountNumber')}, ${body('destination.mobileNumber')}),
    ${body('sender.mobileNumber')}`;
}

/**
 * D76: the receipt log's index of digits (digit-grams.ts), beside 006's trigram index: the same
 * values, each run of five or more digits as its five-digit grams. Contentless and kept by
 * triggers as 006's is, so no writer can forget it; the triggers call a function main registers
 * on every connection that writes the journal. Every transfer already journaled is indexed here.
 */
export function up(db: Database): void {
  useDigitGrams(db);
  db.exec(`
    CREATE VIRTUAL TABLE transfers_digits USING fts5 (
      digits, content = '', contentless_delete = 1, tokenize = 'unicode61'
    );
    INSERT INTO transfers_digits (rowid, digits)
      SELECT id, ${DIGIT_GRAMS_FUNCTION}(${searchValues('transfers')}) FROM transfers;
    CREATE TRIGGER transfers_digits_insert AFTER INSERT ON transfers
    BEGIN
      INSERT INTO transfers_digits (rowid, digits)
        VALUES (NEW.id, ${DIGIT_GRAMS_FUNCTION}(${searchValues('NEW')}));
    END;
    -- A contentless index row is replaced whole, as 006's is.
    CREATE TRIGGER transfers_digits_transaction_id AFTER UPDATE OF transaction_id ON transfers
    WHEN NEW.transaction_id IS NOT OLD.transaction_id
    BEGIN
      DELETE FROM transfers_digits WHERE rowid = NEW.id;
      INSERT INTO transfers_digits (rowid, digits)
        VALUES (NEW.id, ${DIGIT_GRAMS_FUNCTION}(${searchValues('NEW')}));
    END;
  `);
}
