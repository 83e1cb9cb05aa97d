import type { Database } from 'better-sqlite3';

export const version = 13;
export const name = 'corrections-and-repeats';

/**
 * D46, D47: nothing paid twice. A transfer names the refused one it corrects (`corrects`), and
 * a refused transfer is corrected once: the unique index refuses a second row naming it, and
 * a trigger a row naming a transfer that may have moved money, behind the send path's own
 * checks under the reference lock. The clerk's confirmation of a second transfer (the
 * customer's reason, the earlier references) is kept with it. All written with the reservation,
 * in its audit row too, and never changed. Two indexes serve the review's repeat check: the
 * transfers of one amount and currency since the start of the repeat window, and every use of
 * an instruction form number, whatever its case.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE transfers ADD COLUMN corrects TEXT;
    ALTER TABLE transfers ADD COLUMN repeat_reason TEXT;
    ALTER TABLE transfers ADD COLUMN repeat_of TEXT;
    CREATE UNIQUE INDEX transfers_corrects ON transfers (corrects) WHERE corrects IS NOT NULL;
    CREATE TRIGGER transfers_corrects_refused BEFORE INSERT ON transfers
    WHEN NEW.corrects IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transfers
      WHERE reference = NEW.corrects AND state IN ('rejected', 'not_sent'))
    BEGIN SELECT RAISE(ABORT, 'only a transfer that moved no money can be corrected'); END;
    CREATE TRIGGER transfers_links_immutable BEFORE UPDATE OF corrects, repeat_reason, repeat_of
      ON transfers
    BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
    CREATE INDEX transfers_repeat_match ON transfers (currency, amount, created_at);
    CREATE INDEX transfers_instruction_form ON transfers
      (instruction_form_number COLLATE NOCASE) WHERE instruction_form_number IS NOT NULL;
  `);
}
