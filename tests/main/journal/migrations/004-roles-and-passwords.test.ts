import { describe, expect, it } from 'vitest';
import * as rolesAndPasswords from '../../../../electron/main/journal/migrations/004-roles-and-passwords';
import { insertOperator, journalAt, rowsOf, upgrade } from './old-journal';

describe('004-roles-and-passwords.ts', () => {
  it('keeps every operator with their password, none of them asked to change it', () => {
    const db = journalAt(rolesAndPasswords.version - 1);
    insertOperator(db, 'amina.admin', 'admin', null);
    insertOperator(db, 'jane.clerk', 'clerk', 'amina.admin');
    const before = rowsOf(db, 'operators');

    upgrade(db, rolesAndPasswords);

    expect(rowsOf(db, 'operators')).toEqual(
      before.map((row) => ({ ...row, must_change_password: 0 })),
    );
  });

  it('refuses, in the journal itself, a change that leaves no active admin', () => {
    const db = journalAt(rolesAndPasswords.version - 1);
    insertOperator(db, 'amina.admin', 'admin', null);
    insertOperator(db, 'jane.clerk', 'clerk', 'amina.admin');
    upgrade(db, rolesAndPasswords);

    expect(() =>
      db.exec("UPDATE operators SET role = 'clerk' WHERE operator_id = 'amina.admin'"),
    ).toThrow(/last active admin/);
    expect(() =>
      db.exec("UPDATE operators SET active = 0 WHERE operator_id = 'amina.admin'"),
    ).toThrow(/last active admin/);
    db.exec("UPDATE operators SET role = 'admin' WHERE operator_id = 'jane.clerk'");
    db.exec("UPDATE operators SET active = 0 WHERE operator_id = 'amina.admin'");
    expect(() =>
      db.exec("UPDATE operators SET must_change_password = 2 WHERE operator_id = 'jane.clerk'"),
    ).toThrow(/CHECK/);
  });
});
