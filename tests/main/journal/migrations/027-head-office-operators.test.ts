import { describe, expect, it } from 'vitest';
import * as headOfficeOperators from '../../../../electron/main/journal/migrations/027-head-office-operators';
import { AT, journalAt, namesOf, rowsOf, upgrade, versionBefore } from './old-journal';

/** The schema before 027. */
const BEFORE = versionBefore(headOfficeOperators.version);

function insertOperator(db: ReturnType<typeof journalAt>, operatorId: string): void {
  db.prepare(
    `INSERT INTO operators (operator_id, display_name, role, password_hash, created_at,
      password_changed_at, must_change_password) VALUES (?, 'Amina Odhiambo', 'admin',
      'scrypt$16$1$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==', ?, ?, 0)`,
  ).run(operatorId, AT, AT);
}

describe('027-head-office-operators.ts', () => {
  it("marks head office's operators and keeps every earlier row and its seal", () => {
    const db = journalAt(BEFORE);
    insertOperator(db, 'amina.admin');
    const before = rowsOf(db, 'operators');
    const outbox = rowsOf(db, 'outbox');
    upgrade(db, headOfficeOperators);
    const after = rowsOf(db, 'operators') as Record<string, unknown>[];
    expect(after).toEqual(
      (before as Record<string, unknown>[]).map((row) => ({ ...row, head_office_version: null })),
    );
    expect(rowsOf(db, 'outbox')).toEqual(outbox);
    expect(namesOf(db, 'table')).toContain('head_office_operator_sync');
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('holds one sync row, and records both tables in the outbox', () => {
    const db = journalAt(BEFORE);
    upgrade(db, headOfficeOperators);
    insertOperator(db, 'wanjiru.k');
    db.exec("UPDATE operators SET head_office_version = 4 WHERE operator_id = 'wanjiru.k'");
    expect(() =>
      db.exec("UPDATE operators SET head_office_version = 0 WHERE operator_id = 'wanjiru.k'"),
    ).toThrow(/CHECK/);
    const sync = db.prepare(
      'INSERT INTO head_office_operator_sync (id, through, signed_at, applied_at) VALUES (?, ?, ?, ?)',
    );
    sync.run(1, 4, AT, AT);
    expect(() => sync.run(2, 5, AT, AT)).toThrow(/CHECK/);
    const recorded = db
      .prepare(
        "SELECT tbl || ':' || op FROM outbox WHERE tbl IN ('operators', 'head_office_operator_sync') ORDER BY seq",
      )
      .pluck()
      .all();
    expect(recorded).toEqual([
      'operators:insert',
      'operators:update',
      'head_office_operator_sync:insert',
    ]);
    const row = db
      .prepare("SELECT row FROM outbox WHERE tbl = 'operators' AND op = 'update'")
      .pluck()
      .get() as string;
    expect(JSON.parse(row)).toMatchObject({ head_office_version: 4 });
  });
});
