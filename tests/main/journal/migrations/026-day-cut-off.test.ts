import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as dayCutOff from '../../../../electron/main/journal/migrations/026-day-cut-off';
import { AT, insertTransfer, journalAt, rowsOf, versionBefore } from './old-journal';

/** The schema before 026. */
const BEFORE = versionBefore(dayCutOff.version);

type Db = ReturnType<typeof journalAt>;

/** A journal of schema 25 with a transfer, its settlement and a day closed by one supervisor. */
function journalWithRows(): { db: Db; transfer: number } {
  const db = journalAt(BEFORE);
  const transfer = insertTransfer(db, { reference: '201234567890', transactionId: 'SBX1' });
  db.prepare(
    `INSERT INTO settlements (transfer_id, at, operator_id, outcome, failure, from_state, to_state,
      transaction_id, note) VALUES (?, ?, 'sup-1', 'succeeded', NULL, 'unknown', 'succeeded',
      'SBX1', 'Confirmed by phone')`,
  ).run(transfer, AT);
  db.prepare(
    `INSERT INTO day_closings (day, time_zone, closed_at, closed_by, totals)
     VALUES ('2026-11-24', 'Africa/Nairobi', ?, 'sup-1', '{"lines":[]}')`,
  ).run(AT);
  return { db, transfer };
}

describe('026-day-cut-off.ts', () => {
  it('adds the business days and the two signatures, leaving every row as it was', () => {
    const { db } = journalWithRows();
    const before = {
      transfers: rowsOf(db, 'transfers'),
      settlements: rowsOf(db, 'settlements'),
      closings: rowsOf(db, 'day_closings'),
      outbox: rowsOf(db, 'outbox'),
    };
    migrate(db, dayCutOff.version);
    expect(schemaVersionOf(db)).toBe(dayCutOff.version);
    // The old rows keep NULL in the new columns, so their seals still hold (D68).
    expect(rowsOf(db, 'transfers')).toEqual(
      before.transfers.map((row) => ({ ...row, business_day: null })),
    );
    expect(rowsOf(db, 'settlements')).toEqual(
      before.settlements.map((row) => ({ ...row, business_day: null })),
    );
    expect(rowsOf(db, 'day_closings')).toEqual(
      before.closings.map((row) => ({
        ...row,
        prepared_at: null,
        checked_by: null,
        checked_at: null,
      })),
    );
    expect(rowsOf(db, 'outbox')).toEqual(before.outbox);
    const sqlOf = (name: string) =>
      db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(name) as string;
    // The seal and the outbox cover the new columns.
    expect(sqlOf('transfers_seal_insert')).toContain("'business_day', business_day");
    expect(sqlOf('day_closings_seal_insert')).toContain("'checked_by', checked_by");
    expect(sqlOf('settlements_outbox_insert')).toContain('business_day');
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('keeps a business day once, and closes a day only with two different people', () => {
    const { db, transfer } = journalWithRows();
    migrate(db, dayCutOff.version);
    expect(() =>
      db.prepare("UPDATE transfers SET business_day = '2026-11-25' WHERE id = ?").run(transfer),
    ).toThrow(/immutable/);
    expect(() =>
      db
        .prepare("UPDATE settlements SET business_day = '2026-11-25' WHERE transfer_id = ?")
        .run(transfer),
    ).toThrow(/append-only/);
    const close = db.prepare(
      `INSERT INTO day_closings (day, time_zone, closed_at, closed_by, totals, prepared_at,
        checked_by, checked_at) VALUES (@day, 'Africa/Nairobi', @at, 'sup-1', '{}', @at, @checker,
        @checkedAt)`,
    );
    const day = { day: '2026-11-25', at: AT, checkedAt: AT };
    expect(() => close.run({ ...day, checker: null })).toThrow(/two people/);
    expect(() => close.run({ ...day, checker: 'SUP-1' })).toThrow(/two people/);
    expect(() => close.run({ ...day, checker: 'sup-2', checkedAt: null })).toThrow(/two people/);
    close.run({ ...day, checker: 'sup-2' });
    expect(() =>
      db.prepare("UPDATE day_closings SET checked_by = 'sup-3' WHERE day = '2026-11-25'").run(),
    ).toThrow(/a closed day stays closed/);
  });
});
