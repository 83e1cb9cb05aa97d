import { describe, expect, it } from 'vitest';
import * as byCustomer from '../../../../electron/main/journal/migrations/021-controls-by-customer';
import { AT, insertTransfer, journalAt, namesOf, planOf, rowsOf, upgrade } from './old-journal';

/** The schema before 021. */
const BEFORE = 20;

const markRow = (db: ReturnType<typeof journalAt>) =>
  db.prepare(`INSERT INTO control_marks (transfer_id, mark, series, at) VALUES (?, ?, NULL, ?)`);

/** The marks, a table without rowids, in their key's order. */
const marksOf = (db: ReturnType<typeof journalAt>) =>
  db.prepare('SELECT * FROM control_marks ORDER BY transfer_id, mark').all();

describe('021-controls-by-customer.ts', () => {
  it('admits the marks of each window, keeps the old ones and every row as they were', () => {
    const db = journalAt(BEFORE);
    const first = insertTransfer(db, { reference: '201234567890' });
    const second = insertTransfer(db, { reference: '201234567891', kind: 'imt' });
    markRow(db).run(first, 'split', AT);
    markRow(db).run(second, 'reportable', AT);
    expect(() => markRow(db).run(second, 'split-7d', AT)).toThrow(/CHECK/);
    const transfers = rowsOf(db, 'transfers');
    const marks = marksOf(db);
    const audit = rowsOf(db, 'audit');

    upgrade(db, byCustomer);

    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(marksOf(db)).toEqual(marks);
    expect(rowsOf(db, 'audit')).toEqual(audit);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    for (const mark of ['split-24h', 'split-7d', 'split-30d']) markRow(db).run(second, mark, AT);
    // A mark that is none is still refused, and marks stay append-only.
    expect(() => markRow(db).run(first, 'split-1y', AT)).toThrow(/CHECK/);
    expect(() =>
      db.exec("UPDATE control_marks SET mark = 'split-7d' WHERE mark = 'split'"),
    ).toThrow(/append-only/);
    // Writing the schema stays forbidden outside the migration.
    expect(() =>
      db.prepare("UPDATE sqlite_master SET sql = sql WHERE name = 'control_marks'").run(),
    ).toThrow();
  });

  it("finds a customer's and an account's transfers to a recipient through their own indexes", () => {
    const db = journalAt(BEFORE);
    upgrade(db, byCustomer);
    expect(namesOf(db, 'index')).toEqual(
      expect.arrayContaining(['transfers_customer_currency', 'transfers_account_recipient']),
    );
    // The same expressions as journal/control-totals.ts, which a test there holds to its plans.
    const customer = planOf(
      db,
      `SELECT id FROM transfers WHERE customer_document = 'A1'
        AND json_extract(customer, '$.documentType') = 'Passport'
        AND json_extract(customer, '$.documentCountry') = 'KE'
        AND currency = 'KES' AND created_at >= 'a' AND created_at < 'b'`,
    );
    expect(customer).toMatch(
      /SEARCH transfers USING (COVERING )?INDEX transfers_customer_currency \(customer_document=\? AND <expr>=\? AND <expr>=\? AND currency=\? AND created_at>\? AND created_at<\?\)/,
    );
    const pair = planOf(
      db,
      `SELECT id FROM transfers WHERE source_account = '1' AND recipient_account IN ('2', '3')
        AND currency = 'KES' AND created_at >= 'a' AND created_at < 'b'`,
    );
    expect(pair).toMatch(
      /SEARCH transfers USING (COVERING )?INDEX transfers_account_recipient \(source_account=\? AND recipient_account=\? AND currency=\? AND created_at>\? AND created_at<\?\)/,
    );
  });
});
