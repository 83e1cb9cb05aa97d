import type { Database } from 'better-sqlite3';

export const version = 20;
export const name = 'form-once-and-first-password';

/**
 * D80. An instruction form number is one customer's instruction, paid at most once: the journal
 * refuses a transfer giving the number of an earlier one, whatever its case, behind the send
 * path's own check under the reference lock. Only a correction (D47) may give it again, and only
 * while every earlier transfer with it moved no money (refused, or never sent).
 *
 * An operator an admin created still holding the password the admin typed (never changed since
 * their creation) must choose their own at the next sign-in, as one created from now on does.
 * The rows changed here are sealed at the first start with the key, like every migration's (D68).
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TRIGGER transfers_form_number_once BEFORE INSERT ON transfers
    WHEN NEW.instruction_form_number IS NOT NULL AND EXISTS (SELECT 1 FROM transfers
      WHERE instruction_form_number = NEW.instruction_form_number COLLATE NOCASE
        AND (NEW.corrects IS NULL OR state NOT IN ('rejected', 'not_sent')))
    BEGIN SELECT RAISE(ABORT, 'an instruction form number is used once'); END;

    UPDATE operators SET must_change_password = 1
    WHERE created_by IS NOT NULL AND must_change_password = 0
      AND password_changed_at = created_at;
  `);
}
