import type { Database } from 'better-sqlite3';
import { replicateTables } from './outbox-triggers';
import { sealRows } from './row-seal-triggers';

export const version = 31;
export const name = 'transfer-charges';

// catalog-ignore: SQL, not words
const AMOUNT = "GLOB '[0-9]*.[0-9][0-9]'";

/**
 * D124: what the customer paid for a transfer, priced in main when it was reserved (D119): the
 * fee and its currency (the transfer's), the rate into the branch's currency as text (NULL when
 * the transfer is in the branch's currency), the total to pay and its currency (the branch's),
 * whether that total was indicative (the bank converts at settlement), and how the customer paid.
 * Written with the reservation and never changed; covered by the row's seal (the triggers made
 * again, D68) and carried to head office in the row (D97); never part of the body sent to the
 * bank. Rows journaled before keep NULL: no fee was asked then.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE transfers ADD COLUMN fee TEXT CHECK (fee IS NULL OR fee ${AMOUNT});
    ALTER TABLE transfers ADD COLUMN fee_currency TEXT;
    ALTER TABLE transfers ADD COLUMN rate TEXT;
    ALTER TABLE transfers ADD COLUMN total_to_pay TEXT
      CHECK (total_to_pay IS NULL OR total_to_pay ${AMOUNT});
    ALTER TABLE transfers ADD COLUMN total_currency TEXT;
    ALTER TABLE transfers ADD COLUMN total_indicative INTEGER
      CHECK (total_indicative IS NULL OR total_indicative IN (0, 1));
    ALTER TABLE transfers ADD COLUMN payment_method TEXT
      CHECK (payment_method IS NULL OR payment_method IN ('cash', 'account', 'cheque'));
    CREATE TRIGGER transfers_charges_immutable BEFORE UPDATE OF fee, fee_currency, rate,
      total_to_pay, total_currency, total_indicative, payment_method ON transfers
    BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
  `);
  sealRows(db, 'transfers', { whole: false });
  // Last, so the outbox's triggers fire first (outbox-triggers.ts).
  replicateTables(db);
}
