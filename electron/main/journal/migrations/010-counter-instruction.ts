import type { Database } from 'better-sqlite3';

export const version = 10;
export const name = 'counter-instruction';

/**
 * The customer's signed instruction at the counter (D41): the number of the form and the clerk's
 * confirmation that ID and signature were checked, written with the reservation and never changed
 * after; the bank's copy of the receipt prints them.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE transfers ADD COLUMN instruction_form_number TEXT;
    ALTER TABLE transfers ADD COLUMN id_and_signature_checked INTEGER
      CHECK (id_and_signature_checked IS NULL OR id_and_signature_checked = 1);
    CREATE TRIGGER transfers_instruction_immutable BEFORE UPDATE OF instruction_form_number,
      id_and_signature_checked ON transfers
    BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
  `);
}
