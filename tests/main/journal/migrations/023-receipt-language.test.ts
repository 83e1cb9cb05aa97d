import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as receiptLanguage from '../../../../electron/main/journal/migrations/023-receipt-language';
import { insertTransfer, journalAt, rowsOf, versionBefore } from './old-journal';

/** The schema before 023, whichever migration is listed before it. */
const BEFORE = versionBefore(receiptLanguage.version);

function upgrade(db: ReturnType<typeof journalAt>, migration: typeof receiptLanguage): void {
  migrate(db, migration.version);
  expect(schemaVersionOf(db)).toBe(migration.version);
}

describe('023-receipt-language.ts', () => {
  it('adds the receipt language, leaving every row as it was, the old ones without', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890' });
    const before = rowsOf(db, 'transfers');

    upgrade(db, receiptLanguage);

    expect(rowsOf(db, 'transfers')).toEqual(
      before.map((row) => ({ ...row, receipt_language: null })),
    );
    // The seal's triggers name the new column too (D68).
    const trigger = db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'transfers_seal_insert'")
      .pluck()
      .get() as string;
    expect(trigger).toContain("'receipt_language', receipt_language");
  });

  it('keeps a shipped language only, and never changes it after', () => {
    const db = journalAt(BEFORE);
    upgrade(db, receiptLanguage);
    const id = insertTransfer(db, { reference: '201234567891' });
    expect(() =>
      db.prepare('UPDATE transfers SET receipt_language = ? WHERE id = ?').run('fr', id),
    ).toThrow(/immutable/);
    const copy = (reference: string, language: string) =>
      Number(
        db
          .prepare(
            `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency,
              destination_country, recipient_name, recipient_account, source_account, operator_id,
              environment, state, created_at, updated_at, receipt_language)
            SELECT @reference, 'draft-' || @reference, kind, body, amount, currency,
              destination_country, recipient_name, recipient_account, source_account, operator_id,
              environment, state, created_at, updated_at, @language FROM transfers WHERE id = @id`,
          )
          .run({ reference, language, id }).lastInsertRowid,
      );
    expect(() => copy('201234567892', 'de')).toThrow(/CHECK/);
    const fr = copy('201234567893', 'fr');
    expect(db.prepare('SELECT receipt_language FROM transfers WHERE id = ?').pluck().get(fr)).toBe(
      'fr',
    );
  });
});
