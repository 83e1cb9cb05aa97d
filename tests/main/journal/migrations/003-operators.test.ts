import { describe, expect, it } from 'vitest';
import * as operators from '../../../../electron/main/journal/migrations/003-operators';
import { insertOperator, insertTransfer, journalAt, rowsOf, upgrade } from './old-journal';

describe('003-operators.ts', () => {
  it('adds no operators to a journal of transfers, and keeps its rows', () => {
    const db = journalAt(operators.version - 1);
    insertTransfer(db, { reference: '201234567890' });
    insertTransfer(db, { reference: '201234567891', kind: 'imt', state: 'unknown' });
    const transfers = rowsOf(db, 'transfers');

    upgrade(db, operators);

    expect(rowsOf(db, 'operators')).toEqual([]);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
  });

  it('gives an id one spelling, and never deletes or renames an account', () => {
    const db = journalAt(operators.version - 1);
    upgrade(db, operators);
    insertOperator(db, 'amina.admin', 'admin', null);
    insertOperator(db, 'jane.clerk', 'clerk', 'amina.admin');

    // Lower case only, so an id is found however it is typed (below), and each id once.
    expect(() => insertOperator(db, 'Jane.Clerk', 'clerk', 'amina.admin')).toThrow(/CHECK/);
    expect(() => insertOperator(db, 'jane.clerk', 'clerk', 'amina.admin')).toThrow(/UNIQUE/);
    expect(() => insertOperator(db, 'Peter', 'clerk', 'amina.admin')).toThrow(/CHECK/);
    expect(() => insertOperator(db, 'peter', 'teller', 'amina.admin')).toThrow(/CHECK/);
    expect(() =>
      db.exec("UPDATE operators SET password_hash = 'plain' WHERE operator_id = 'jane.clerk'"),
    ).toThrow(/CHECK/);
    expect(() => db.exec("DELETE FROM operators WHERE operator_id = 'jane.clerk'")).toThrow(
      /deactivate them instead/,
    );
    expect(() =>
      db.exec("UPDATE operators SET operator_id = 'jane.k' WHERE operator_id = 'jane.clerk'"),
    ).toThrow(/immutable/);
    db.exec("UPDATE operators SET active = 0 WHERE operator_id = 'jane.clerk'");
    expect(
      db.prepare("SELECT active FROM operators WHERE operator_id = 'JANE.CLERK'").get(),
    ).toEqual({ active: 0 });
  });
});
