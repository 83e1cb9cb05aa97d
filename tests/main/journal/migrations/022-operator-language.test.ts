import { describe, expect, it } from 'vitest';
import * as operatorLanguage from '../../../../electron/main/journal/migrations/022-operator-language';
import { sealedColumns } from '../../../../electron/main/journal/migrations/row-seal-triggers';
import { insertOperator, journalAt, rowsOf, upgrade } from './old-journal';

/** The schema before 022. */
const BEFORE = operatorLanguage.version - 1;

describe('022-operator-language.ts', () => {
  it('adds the language, NULL for every operator before it, and the rows otherwise as they were', () => {
    const db = journalAt(BEFORE);
    insertOperator(db, 'admin-1', 'admin', null);
    insertOperator(db, 'clerk-1', 'clerk', 'admin-1');
    const before = rowsOf(db, 'operators') as Record<string, unknown>[];
    const audit = rowsOf(db, 'audit');

    upgrade(db, operatorLanguage);

    // NULL reads as English and, left out of the MAC (D68), keeps each row's seal.
    expect(rowsOf(db, 'operators')).toEqual(before.map((row) => ({ ...row, language: null })));
    expect(rowsOf(db, 'audit')).toEqual(audit);
  });

  it("makes the seal's triggers cover the new column", () => {
    const db = journalAt(BEFORE);
    upgrade(db, operatorLanguage);
    expect(sealedColumns(db, 'operators')).toContain('language');
    for (const trigger of ['operators_seal_insert', 'operators_seal_update']) {
      const sql = db
        .prepare('SELECT sql FROM sqlite_master WHERE name = ?')
        .pluck()
        .get(trigger) as string;
      expect(sql, trigger).toContain("'language', language");
    }
  });

  it('takes only the languages the app ships', () => {
    const db = journalAt(BEFORE);
    insertOperator(db, 'clerk-1', 'clerk', null);
    upgrade(db, operatorLanguage);
    for (const language of ['en', 'fr', 'sw']) {
      db.prepare("UPDATE operators SET language = ? WHERE operator_id = 'clerk-1'").run(language);
    }
    for (const language of ['de', 'FR', '']) {
      expect(() =>
        db.prepare("UPDATE operators SET language = ? WHERE operator_id = 'clerk-1'").run(language),
      ).toThrow(/CHECK constraint/);
    }
  });
});
