import { describe, expect, it } from 'vitest';
import * as amountIndex from '../../../../electron/main/journal/migrations/012-amount-index';
import { insertTransfer, journalAt, planOf, rowsOf, upgrade } from './old-journal';

describe('012-amount-index.ts', () => {
  it('finds the transfers already journaled by their amount through an index', () => {
    const db = journalAt(amountIndex.version - 1);
    const first = insertTransfer(db, { reference: '201234567890', amount: '25000.00' });
    insertTransfer(db, { reference: '201234567891', amount: '250.00' });
    const third = insertTransfer(db, { reference: '201234567892', amount: '25000.00' });
    const transfers = rowsOf(db, 'transfers');
    const sql = "SELECT id FROM transfers WHERE amount = '25000.00' ORDER BY id DESC";
    expect(planOf(db, sql)).not.toMatch(/transfers_amount/);

    upgrade(db, amountIndex);

    expect(planOf(db, sql)).toMatch(/USING (COVERING )?INDEX transfers_amount/);
    expect(db.prepare(sql).pluck().all()).toEqual([third, first]);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
  });
});
