import type { Database } from 'better-sqlite3';

export const version = 8;
export const name = 'sender-document';

/**
 * The IMT daily total per sender's ID document (D36) is summed from the journal at send time. The
 * document is read from the exact body journaled (never from a second copy the app could get
 * wrong), as type and number with the number in capitals and without "-" or "/", so "ab-12/3" and
 * "AB123" are one document (sender-totals.ts `senderDocumentKey` is the same rule for a draft). A
 * trigger fills it as the row is written and it never changes after; the index makes the day's sum
 * a range scan however long the journal grows.
 */
export function up(db: Database): void {
  const documentOf = (row: string) => `
    CASE WHEN ${row}.kind = 'imt' THEN
      json_extract(${row}.body, '$.sender.documentType') || ':' ||
      replace(replace(upper(json_extract(${row}.body, '$.sender.documentNumber')), '-', ''), '/', '')
    END`;
  db.exec(`
    ALTER TABLE transfers ADD COLUMN sender_document TEXT;
    UPDATE transfers SET sender_document = ${documentOf('transfers')} WHERE kind = 'imt';
    CREATE INDEX transfers_sender_document ON transfers (sender_document, created_at)
      WHERE sender_document IS NOT NULL;
    CREATE TRIGGER transfers_sender_document AFTER INSERT ON transfers WHEN NEW.kind = 'imt'
    BEGIN
      UPDATE transfers SET sender_document = ${documentOf('NEW')} WHERE id = NEW.id;
    END;
    CREATE TRIGGER transfers_sender_document_immutable BEFORE UPDATE OF sender_document
      ON transfers WHEN OLD.sender_document IS NOT NULL
    BEGIN SELECT RAISE(ABORT, 'transfer records are immutable'); END;
  `);
}
