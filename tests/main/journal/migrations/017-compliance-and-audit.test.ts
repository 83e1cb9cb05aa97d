import { describe, expect, it } from 'vitest';
import * as complianceAndAudit from '../../../../electron/main/journal/migrations/017-compliance-and-audit';
import { RowSeals } from '../../../../electron/main/journal/row-seal';
import { TEST_AUDIT_KEY } from '../fixtures';
import {
  AT,
  insertOperator,
  insertTransfer,
  journalAt,
  namesOf,
  rowsOf,
  upgrade,
} from './old-journal';

/** A raw connection's seal functions under the tests' key, as the app's connection has them. */
function keyedSeals(db: ReturnType<typeof journalAt>): RowSeals {
  const seals = new RowSeals(db);
  seals.useKey(TEST_AUDIT_KEY);
  return seals;
}

describe('017-compliance-and-audit.ts', () => {
  it('keeps every operator as sealed, and the table whole, while admitting the two roles', () => {
    const db = journalAt(complianceAndAudit.version - 1);
    const sealsBefore = keyedSeals(db);
    insertOperator(db, 'admin-1', 'admin', null);
    insertOperator(db, 'clerk-1', 'clerk', 'admin-1');
    insertOperator(db, 'super-1', 'supervisor', 'admin-1');
    db.exec("UPDATE operators SET must_change_password = 1 WHERE operator_id = 'clerk-1'");
    expect(() => insertOperator(db, 'comp-0', 'compliance', 'admin-1')).toThrow(/CHECK/);
    const before = rowsOf(db, 'operators');
    const sets = rowsOf(db, 'row_seal_sets');
    const triggers = namesOf(db, 'trigger');
    expect(before.every((row) => typeof row.seal === 'string')).toBe(true);
    expect(() => sealsBefore.verifyTable('operators')).not.toThrow();

    upgrade(db, complianceAndAudit);

    expect(rowsOf(db, 'operators')).toEqual(before);
    expect(rowsOf(db, 'row_seal_sets')).toEqual(sets);
    // The operators' triggers are all made again; the flag reviews' are new.
    expect(namesOf(db, 'trigger').filter((name) => !name.startsWith('flag_reviews_'))).toEqual(
      triggers,
    );
    expect(db.pragma('foreign_key_check')).toEqual([]);
    // Each row's seal and the table's set of seals, checked as the app checks them.
    const seals = keyedSeals(db);
    expect(() => seals.verifyTable('operators')).not.toThrow();

    insertOperator(db, 'comp-1', 'compliance', 'admin-1');
    insertOperator(db, 'audit-1', 'auditor', 'admin-1');
    expect(() => insertOperator(db, 'teller-1', 'teller', 'admin-1')).toThrow(/CHECK/);
    expect(() => insertOperator(db, 'ghost-1', 'clerk', 'nobody')).toThrow(/FOREIGN KEY/);
    // The rules the table had stay: never deleted, an id never renamed, an admin always left.
    expect(() => db.exec("DELETE FROM operators WHERE operator_id = 'audit-1'")).toThrow(
      /never deleted/,
    );
    expect(() =>
      db.exec("UPDATE operators SET operator_id = 'comp-2' WHERE operator_id = 'comp-1'"),
    ).toThrow(/immutable/);
    expect(() =>
      db.exec("UPDATE operators SET role = 'auditor' WHERE operator_id = 'admin-1'"),
    ).toThrow(/last active admin/);
    // New rows are sealed by the remade triggers, and the table's set follows them.
    expect(() => seals.verifyTable('operators')).not.toThrow();
    expect(rowsOf(db, 'row_seal_sets')).not.toEqual(sets);
    db.exec("UPDATE operators SET seal = NULL WHERE operator_id = 'comp-1'");
    expect(() => seals.verifyTable('operators')).toThrow(/outside Remit Desk/);
  });

  it('adds flag reviews: one per flag, an outcome, the report reference exactly when reported', () => {
    const db = journalAt(complianceAndAudit.version - 1);
    const transfer = insertTransfer(db, { reference: '201234567890' });
    const flag = db
      .prepare(
        `INSERT INTO suspicion_flags (transfer_id, at, operator_id, note)
         VALUES (?, ?, 'clerk-1', 'cash in new notes')`,
      )
      .run(transfer, AT).lastInsertRowid;
    const flags = rowsOf(db, 'suspicion_flags');
    upgrade(db, complianceAndAudit);
    expect(rowsOf(db, 'suspicion_flags')).toEqual(flags);
    keyedSeals(db);
    const review = db.prepare(
      `INSERT INTO flag_reviews (flag_id, outcome, report_reference, note, reviewed_by,
        reviewed_at) VALUES (?, ?, ?, 'checked', 'comp-1', ?)`,
    );
    expect(() => review.run(flag, 'reported', null, AT)).toThrow(/CHECK/);
    expect(() => review.run(flag, 'reported', '', AT)).toThrow(/CHECK/);
    expect(() => review.run(flag, 'no_action', 'STR-1', AT)).toThrow(/CHECK/);
    expect(() => review.run(flag, 'dismissed', null, AT)).toThrow(/CHECK/);
    expect(() => review.run(999, 'no_action', null, AT)).toThrow(/FOREIGN KEY/);
    review.run(flag, 'reported', 'FRC/STR/1', AT);
    expect(() => review.run(flag, 'no_action', null, AT)).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => db.exec("UPDATE flag_reviews SET outcome = 'no_action'")).toThrow(
      /stays reviewed/,
    );
    expect(() => db.exec('DELETE FROM flag_reviews')).toThrow(/stays reviewed/);
    expect(rowsOf(db, 'flag_reviews')[0]!.seal).toEqual(expect.any(String));
  });
});
