import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as refundPayouts from '../../../../electron/main/journal/migrations/030-refund-payouts';
import { AT, insertTransfer, journalAt, rowsOf, versionBefore } from './old-journal';

/** The schema before 030. */
const BEFORE = versionBefore(refundPayouts.version);

function withAPrint() {
  const db = journalAt(BEFORE);
  const transfer = insertTransfer(db, { reference: '201234567890' });
  const { lastInsertRowid: id } = db
    .prepare(
      `INSERT INTO transfer_returns (transfer_id, kind, bank_reference, bank_date, reason, note,
        amount, currency, at, operator_id, business_day)
       VALUES (?, 'return', 'RTN-7781', '2026-11-25', 'account-closed', '', '1500.00', 'KES', ?,
        'sup-1', '2026-11-25')`,
    )
    .run(transfer, AT);
  db.prepare(
    `INSERT INTO refund_receipt_prints (return_id, copy_number, at, operator_id, output, paper)
     VALUES (?, 0, ?, 'sup-1', 'pdf', 'a4')`,
  ).run(id, AT);
  return { db, returnId: Number(id) };
}

describe('030-refund-payouts.ts', () => {
  it("adds each print's business day, leaving the prints before it without one", () => {
    const { db } = withAPrint();
    const prints = rowsOf(db, 'refund_receipt_prints');
    migrate(db, refundPayouts.version);
    expect(schemaVersionOf(db)).toBe(refundPayouts.version);
    expect(rowsOf(db, 'refund_receipt_prints')).toEqual(
      prints.map((row) => ({ ...row, business_day: null })),
    );
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('checks the day, keeps it unchangeable, and carries it to head office', () => {
    const { db, returnId } = withAPrint();
    migrate(db, refundPayouts.version);
    const print = db.prepare(
      `INSERT INTO refund_receipt_prints (return_id, copy_number, at, operator_id, output, paper,
        business_day)
       VALUES (?, ?, ?, 'sup-1', 'pdf', 'a4', ?)`,
    );
    expect(() => print.run(returnId, 1, AT, '25/11/2026')).toThrow(/CHECK/);
    print.run(returnId, 1, AT, '2026-11-26');
    expect(() => db.exec("UPDATE refund_receipt_prints SET business_day = '2026-11-27'")).toThrow(
      /append-only/,
    );
    const carried = db
      .prepare("SELECT row FROM outbox WHERE tbl = 'refund_receipt_prints' ORDER BY seq DESC")
      .pluck()
      .get() as string;
    expect(JSON.parse(carried)).toMatchObject({ copy_number: 1, business_day: '2026-11-26' });
  });
});
