import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as unreconciled from '../../../../electron/main/journal/migrations/015-unreconciled-references';
import { AT, insertTransfer, journalAt, namesOf, rowsOf } from './old-journal';

/** The schema before 015. */
const BEFORE = 14;

describe('015-unreconciled-references.ts', () => {
  it('adds the tables of references to reconcile, leaving every row as it was', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890' });
    const transfers = rowsOf(db, 'transfers');
    const audit = rowsOf(db, 'audit');

    migrate(db, unreconciled.version);

    expect(schemaVersionOf(db)).toBe(unreconciled.version);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(rowsOf(db, 'audit')).toEqual(audit);
    expect(namesOf(db, 'table')).toEqual(
      expect.arrayContaining(['unreconciled_references', 'reference_reconciliations']),
    );
  });

  it('keeps each entry and its one answer as written: append-only, one answer per entry', () => {
    const db = journalAt(BEFORE);
    migrate(db, unreconciled.version);
    const entry = db
      .prepare(
        `INSERT INTO unreconciled_references (environment, reference, after_reference, issued_at,
          found_at, found_by) VALUES ('live', '421234567890', NULL, ?, ?, 'amina.admin')`,
      )
      .run(AT, AT).lastInsertRowid;
    const answer = db.prepare(
      `INSERT INTO reference_reconciliations (entry_id, at, operator_id, bank_answer,
        transaction_id, note) VALUES (?, ?, 'sup-1', ?, NULL, 'the bank holds none')`,
    );
    answer.run(entry, AT, 'not_held');
    expect(() => answer.run(entry, AT, 'paid')).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => db.exec(`UPDATE unreconciled_references SET reference = '421234567891'`)).toThrow(
      /append-only/,
    );
    expect(() => db.exec('DELETE FROM reference_reconciliations')).toThrow(/append-only/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO unreconciled_references (environment, reference, issued_at, found_at,
            found_by) VALUES ('live', '421234567890', ?, ?, 'x')`,
        )
        .run(AT, AT),
    ).toThrow(/UNIQUE/);
    expect(() => answer.run(entry, AT, 'maybe')).toThrow();
  });
});
