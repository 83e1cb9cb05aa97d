import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as screening from '../../../../electron/main/journal/migrations/018-sanctions-screening';
import { AT, insertTransfer, journalAt, namesOf, rowsOf } from './old-journal';

/** The schema before 018. */
const BEFORE = 17;

describe('018-sanctions-screening.ts', () => {
  it('adds the lists, screenings and decisions, and the held state, leaving every row as it was', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890' });
    insertTransfer(db, { reference: '201234567891', state: 'unknown' });
    const transfers = rowsOf(db, 'transfers');
    const audit = rowsOf(db, 'audit');
    expect(() => db.prepare("UPDATE transfers SET state = 'held' WHERE id = 1").run()).toThrow(
      /CHECK/,
    );

    migrate(db, screening.version);

    expect(schemaVersionOf(db)).toBe(screening.version);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(rowsOf(db, 'audit')).toEqual(audit);
    expect(namesOf(db, 'table')).toEqual(
      expect.arrayContaining(['sanctions_lists', 'transfer_screenings', 'compliance_decisions']),
    );
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    // The state check now admits `held`, and still refuses a state that is none.
    db.prepare("UPDATE transfers SET state = 'held' WHERE reference = '201234567890'").run();
    expect(() =>
      db.prepare("UPDATE transfers SET state = 'parked' WHERE reference = '201234567890'").run(),
    ).toThrow(/CHECK/);
    // Writing the schema stays forbidden outside the migration.
    expect(() =>
      db.prepare("UPDATE sqlite_master SET sql = sql WHERE name = 'transfers'").run(),
    ).toThrow();
  });

  it('keeps lists, screenings and decisions as written: append-only, one decision a transfer', () => {
    const db = journalAt(BEFORE);
    const transfer = insertTransfer(db, { reference: '201234567890' });
    migrate(db, screening.version);
    const list = db.prepare(
      `INSERT INTO sanctions_lists (list, format, file_name, published_on, checksum, entry_count,
        entries, imported_at, imported_by) VALUES (?, ?, 'consolidated.xml', ?, ?, 1, '[]', ?, 'amina.admin')`,
    );
    list.run('un', 'un-xml', '2026-11-20', 'a'.repeat(64), AT);
    expect(() => list.run('eu', 'un-xml', '2026-11-20', 'a'.repeat(64), AT)).toThrow(/CHECK/);
    expect(() => list.run('un', 'un-xml', '20 Nov 2026', 'a'.repeat(64), AT)).toThrow(/CHECK/);
    expect(() => db.exec("UPDATE sanctions_lists SET list = 'bank'")).toThrow(/append-only/);
    expect(() => db.exec('DELETE FROM sanctions_lists')).toThrow(/append-only/);
    const decision = db.prepare(
      `INSERT INTO compliance_decisions (transfer_id, at, operator_id, decision, reason)
        VALUES (?, ?, 'carol.compliance', ?, ?)`,
    );
    decision.run(transfer, AT, 'released', 'Not the listed person: other date of birth.');
    expect(() => decision.run(transfer, AT, 'refused', 'again')).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => db.exec("UPDATE compliance_decisions SET decision = 'refused'")).toThrow(
      /append-only/,
    );
  });
});
