import { describe, expect, it } from 'vitest';
import * as receiptPrints from '../../../../electron/main/journal/migrations/009-receipt-prints';
import { insertTransfer, journalAt, rowsOf, upgrade } from './old-journal';

describe('009-receipt-prints.ts', () => {
  it('records no prints for transfers journaled before, and numbers each copy once', () => {
    const db = journalAt(receiptPrints.version - 1);
    const id = insertTransfer(db, { reference: '201234567890' });
    const transfers = rowsOf(db, 'transfers');

    upgrade(db, receiptPrints);

    expect(rowsOf(db, 'receipt_prints')).toEqual([]);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    const print = db.prepare(
      `INSERT INTO receipt_prints (transfer_id, copy_number, at, operator_id, output, paper)
       VALUES (?, ?, 'now', 'jane.clerk', ?, ?)`,
    );
    print.run(id, 0, 'printer', 'a4');
    print.run(id, 1, 'pdf', 'roll80');
    expect(() => print.run(id, 1, 'printer', 'a4')).toThrow(/UNIQUE/);
    expect(() => print.run(id, 2, 'fax', 'a4')).toThrow(/CHECK/);
    expect(() => print.run(id + 1, 0, 'printer', 'a4')).toThrow(/FOREIGN KEY/);
    expect(() => db.exec("UPDATE receipt_prints SET paper = 'a4'")).toThrow(/append-only/);
    expect(() => db.exec('DELETE FROM receipt_prints')).toThrow(/append-only/);
  });
});
