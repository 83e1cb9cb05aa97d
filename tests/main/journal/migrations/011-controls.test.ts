import { describe, expect, it } from 'vitest';
import * as controls from '../../../../electron/main/journal/migrations/011-controls';
import { insertTransfer, journalAt, rowsOf, upgrade } from './old-journal';

/** Each table of controls, with a column of it and why it refuses a change. */
const CONTROL_TABLES = [
  ['control_marks', 'at', /control marks are append-only/],
  ['transfer_approvals', 'reason', /approvals are append-only/],
  ['draft_refusals', 'reason', /a refused draft stays refused/],
  ['suspicion_flags', 'note', /suspicion flags are append-only/],
] as const;

describe('011-controls.ts', () => {
  it('adds the controls with nothing marked, approved, refused or flagged before', () => {
    const db = journalAt(controls.version - 1);
    insertTransfer(db, { reference: '201234567890', amount: '2000000.00' });
    const transfers = rowsOf(db, 'transfers');

    upgrade(db, controls);

    for (const [table] of CONTROL_TABLES) {
      expect(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBe(0);
    }
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
  });

  it('keeps marks, approvals, refusals and flags as written, a mark once per transfer', () => {
    const db = journalAt(controls.version - 1);
    const id = insertTransfer(db, { reference: '201234567890', amount: '2000000.00' });
    upgrade(db, controls);
    const mark = db.prepare(
      "INSERT INTO control_marks (transfer_id, mark, series, at) VALUES (?, ?, NULL, 'now')",
    );
    mark.run(id, 'reportable');
    expect(() => mark.run(id, 'reportable')).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => mark.run(id, 'suspicious')).toThrow(/CHECK/);
    db.prepare(
      `INSERT INTO transfer_approvals (transfer_id, approval_id, purpose, approver_id, approver_name,
        requester_id, reason, granted_at, used_at)
       VALUES (?, 'ap-1', 'threshold', 'sam.supervisor', 'Sam', 'jane.clerk', 'Known customer',
        'now', 'now')`,
    ).run(id);
    db.exec(`INSERT INTO draft_refusals (draft_id, purpose, approver_id, approver_name,
      requester_id, reason, refused_at)
      VALUES ('draft-9', 'threshold', 'sam.supervisor', 'Sam', 'jane.clerk', 'No ID', 'now')`);
    db.prepare(
      "INSERT INTO suspicion_flags (transfer_id, at, operator_id, note) VALUES (?, 'now', 'jane.clerk', 'Nervous')",
    ).run(id);
    for (const [table, column, why] of CONTROL_TABLES) {
      expect(() => db.exec(`UPDATE ${table} SET ${column} = 'later'`), table).toThrow(why);
      expect(() => db.exec(`DELETE FROM ${table}`), table).toThrow(why);
    }
  });
});
