import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as supervisorDesk from '../../../../electron/main/journal/migrations/006-supervisor-desk';
import { insertTransfer, journalAt, namesOf, planOf, rowsOf, upgrade } from './old-journal';

/** The ids of the transfers whose indexed text holds `text`. */
function found(db: Database, text: string): number[] {
  return db
    .prepare('SELECT rowid FROM transfers_search WHERE transfers_search MATCH ? ORDER BY rowid')
    .pluck()
    .all(`"${text}"`) as number[];
}

describe('006-supervisor-desk.ts', () => {
  it('makes the transfers already journaled searchable, from the body that was signed', () => {
    const db = journalAt(supervisorDesk.version - 1);
    const rtgs = insertTransfer(db, { reference: '201234567890' });
    const imt = insertTransfer(db, {
      reference: '201234567891',
      kind: 'imt',
      state: 'unknown',
      transactionId: null,
    });
    const transfers = rowsOf(db, 'transfers');

    upgrade(db, supervisorDesk);

    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(found(db, 'wanjiku')).toEqual([rtgs]); // the RTGS's source account holder
    expect(found(db, 'achieng')).toEqual([imt]); // the IMT's sender
    expect(found(db, '4977404')).toEqual([rtgs]); // the recipient's account
    expect(found(db, '0722000111')).toEqual([imt]); // the recipient's wallet number
    expect(found(db, '712345678')).toEqual([imt]); // the sender's mobile
    expect(found(db, 'TX-2012')).toEqual([rtgs]);
    expect(found(db, '2345678')).toEqual([rtgs, imt]); // both references
    // A transaction id the bank gives later is found too.
    db.exec(`UPDATE transfers SET transaction_id = 'LATE-99' WHERE id = ${imt}`);
    expect(found(db, 'late-99')).toEqual([imt]);
  });

  it('gives each filter of the receipt log its index', () => {
    const db = journalAt(supervisorDesk.version - 1);
    upgrade(db, supervisorDesk);
    expect(namesOf(db, 'index')).toEqual(
      expect.arrayContaining([
        'transfers_operator',
        'transfers_operator_created_at',
        'transfers_kind',
        'transfers_currency',
        'transfers_state_only',
        'transfers_waiting_match',
        'settlements_transfer',
      ]),
    );
    expect(
      planOf(
        db,
        `SELECT id FROM transfers WHERE source_account = 'a' AND recipient_account = 'b'
          AND currency = 'KES' AND amount = '1.00' AND created_at >= 'x'
          AND state IN ('unknown', 'accepted_pending')`,
      ),
    ).toMatch(/USING INDEX transfers_waiting_match/);
  });

  it('keeps settlements, closed days and backups as they were written', () => {
    const db = journalAt(supervisorDesk.version - 1);
    const id = insertTransfer(db, { reference: '201234567890', state: 'unknown' });
    upgrade(db, supervisorDesk);
    db.prepare(
      `INSERT INTO settlements (transfer_id, at, operator_id, outcome, from_state, to_state, note)
       VALUES (?, 'now', 'sam.supervisor', 'succeeded', 'unknown', 'succeeded', 'Bank confirmed')`,
    ).run(id);
    db.exec(`INSERT INTO day_closings (day, time_zone, closed_at, closed_by, totals)
      VALUES ('2026-03-02', 'Africa/Nairobi', 'now', 'sam.supervisor', '{}')`);
    db.exec(`INSERT INTO backups (at, automatic, operator_id, file, bytes)
      VALUES ('now', 1, NULL, 'journal-2026-03-02.sqlite', 4096)`);
    for (const [table, why] of [
      ['settlements', /append-only/],
      ['day_closings', /stays closed/],
      ['backups', /append-only/],
    ] as const) {
      expect(() => db.exec(`UPDATE ${table} SET rowid = rowid`), table).toThrow(why);
      expect(() => db.exec(`DELETE FROM ${table}`), table).toThrow(why);
    }
    expect(() =>
      db.exec(`INSERT INTO day_closings (day, time_zone, closed_at, closed_by, totals)
        VALUES ('2 March', 'Africa/Nairobi', 'now', 'sam.supervisor', '{}')`),
    ).toThrow(/CHECK/);
  });
});
