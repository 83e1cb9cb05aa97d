import { describe, expect, it } from 'vitest';
import * as tellerCash from '../../../../electron/main/journal/migrations/028-teller-cash';
import { AT, journalAt, namesOf, rowsOf, upgrade, versionBefore } from './old-journal';

/** The schema before 028. */
const BEFORE = versionBefore(tellerCash.version);

describe('028-teller-cash.ts', () => {
  it('adds the floats and counts, keeping every earlier row and the outbox as they were', () => {
    const db = journalAt(BEFORE);
    const outbox = rowsOf(db, 'outbox');
    upgrade(db, tellerCash);
    expect(rowsOf(db, 'outbox')).toEqual(outbox);
    expect(namesOf(db, 'table')).toEqual(
      expect.arrayContaining(['teller_floats', 'teller_counts']),
    );
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('keeps floats and counts as records: checked, append-only, and sent to head office', () => {
    const db = journalAt(BEFORE);
    upgrade(db, tellerCash);
    const float = db.prepare(`INSERT INTO teller_floats (business_day, operator_id, currency,
      amount, set_at, set_by) VALUES ('2026-11-24', 'clerk-1', 'KES', ?, ?, ?)`);
    float.run('5000.00', AT, 'sup-1');
    // Not an amount, or the clerk's own float.
    expect(() => float.run('5,000', AT, 'sup-1')).toThrow(/CHECK/);
    expect(() => float.run('5000.00', AT, 'CLERK-1')).toThrow(/CHECK/);
    const count = db.prepare(`INSERT INTO teller_counts (business_day, operator_id, currency,
      amount, expected, difference, counted_at) VALUES ('2026-11-24', 'clerk-1', 'KES', ?, ?, ?, ?)`);
    count.run('4900.00', '5000.00', '-100.00', AT);
    expect(() => count.run('4900.00', '5000.00', '1-00.00', AT)).toThrow(/CHECK/);
    for (const [sql, why] of [
      ["UPDATE teller_floats SET amount = '1.00'", /opening floats are append-only/],
      ['DELETE FROM teller_floats', /opening floats are append-only/],
      ["UPDATE teller_counts SET amount = '5000.00'", /cash counts are append-only/],
      ['DELETE FROM teller_counts', /cash counts are append-only/],
    ] as const) {
      expect(() => db.exec(sql), sql).toThrow(why);
    }
    const recorded = db
      .prepare(
        "SELECT tbl || ':' || op FROM outbox WHERE tbl IN ('teller_floats', 'teller_counts') ORDER BY seq",
      )
      .pluck()
      .all();
    expect(recorded).toEqual(['teller_floats:insert', 'teller_counts:insert']);
    const row = db
      .prepare("SELECT row FROM outbox WHERE tbl = 'teller_counts'")
      .pluck()
      .get() as string;
    expect(JSON.parse(row)).toMatchObject({ amount: '4900.00', difference: '-100.00' });
  });
});
