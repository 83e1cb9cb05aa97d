import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as transferReturns from '../../../../electron/main/journal/migrations/029-transfer-returns';
import { AT, insertTransfer, journalAt, namesOf, rowsOf, versionBefore } from './old-journal';

/** The schema before 028. */
const BEFORE = versionBefore(transferReturns.version);

describe('029-transfer-returns.ts', () => {
  it('adds the returns and their prints, leaving every row as it was', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890' });
    const transfers = rowsOf(db, 'transfers');
    const outbox = rowsOf(db, 'outbox');
    migrate(db, transferReturns.version);
    expect(schemaVersionOf(db)).toBe(transferReturns.version);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(rowsOf(db, 'outbox')).toEqual(outbox);
    expect(namesOf(db, 'table')).toEqual(
      expect.arrayContaining(['transfer_returns', 'refund_receipt_prints']),
    );
    expect(namesOf(db, 'index')).toEqual(expect.arrayContaining(['transfer_returns_business_day']));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('keeps one return per transfer, append-only, each print once, all in the outbox', () => {
    const db = journalAt(BEFORE);
    const transfer = insertTransfer(db, { reference: '201234567890' });
    migrate(db, transferReturns.version);
    const insert = db.prepare(
      `INSERT INTO transfer_returns (transfer_id, kind, bank_reference, bank_date, reason, note,
        amount, currency, at, operator_id, business_day)
       VALUES (?, ?, 'RTN-7781', ?, 'account-closed', '', '1500.00', 'KES', ?, 'sup-1', ?)`,
    );
    expect(() => insert.run(transfer, 'lost', '2026-11-25', AT, '2026-11-25')).toThrow(/CHECK/);
    expect(() => insert.run(transfer, 'return', '25/11/2026', AT, '2026-11-25')).toThrow(/CHECK/);
    const { lastInsertRowid: id } = insert.run(transfer, 'return', '2026-11-25', AT, '2026-11-25');
    expect(() => insert.run(transfer, 'recall', '2026-11-25', AT, '2026-11-25')).toThrow(/UNIQUE/);
    const print = db.prepare(
      `INSERT INTO refund_receipt_prints (return_id, copy_number, at, operator_id, output, paper)
       VALUES (?, ?, ?, 'sup-1', 'pdf', 'a4')`,
    );
    print.run(id, 0, AT);
    expect(() => print.run(id, 0, AT)).toThrow(/UNIQUE/);
    print.run(id, 1, AT);
    for (const table of ['transfer_returns', 'refund_receipt_prints']) {
      expect(() => db.exec(`DELETE FROM ${table}`), table).toThrow(/append-only/);
    }
    expect(() => db.exec("UPDATE transfer_returns SET amount = '1.00'")).toThrow(/append-only/);
    const recorded = db
      .prepare(
        "SELECT tbl FROM outbox WHERE tbl IN ('transfer_returns', 'refund_receipt_prints') ORDER BY seq",
      )
      .pluck()
      .all();
    expect(recorded).toEqual([
      'transfer_returns',
      'refund_receipt_prints',
      'refund_receipt_prints',
    ]);
  });
});
