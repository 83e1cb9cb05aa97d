import type { Database } from 'better-sqlite3';
import { sealRows } from './row-seal-triggers';

export const version = 19;
export const name = 'transfer-customer';

/**
 * D77: the customer (originator) of each transfer, the block the clerk filled in (JSON, the
 * fields in the form's order), and where it was sent from: the bank, the branch and the
 * workstation as the settings named them then, so an export of an old day still says it. All
 * written with the reservation and never changed. `customer_document` is the document number as
 * the returning customer's lookup types it (capitals, without spaces, "-" or "/"); its index
 * serves the lookup and the controls by customer. The seal's triggers are made again so the MAC
 * covers the new columns (D68). Rows journaled before keep NULL: no customer was recorded.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE transfers ADD COLUMN customer TEXT CHECK (customer IS NULL OR json_valid(customer));
    ALTER TABLE transfers ADD COLUMN customer_document TEXT;
    ALTER TABLE transfers ADD COLUMN bank_name TEXT;
    ALTER TABLE transfers ADD COLUMN branch_code TEXT;
    ALTER TABLE transfers ADD COLUMN branch_name TEXT;
    ALTER TABLE transfers ADD COLUMN workstation TEXT;
    CREATE INDEX transfers_customer_document ON transfers (customer_document, created_at)
      WHERE customer_document IS NOT NULL;
    CREATE TRIGGER transfers_customer_immutable BEFORE UPDATE OF customer, customer_document,
      bank_name, branch_code, branch_name, workstation ON transfers
    BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
  `);
  sealRows(db, 'transfers', { whole: false });
}
