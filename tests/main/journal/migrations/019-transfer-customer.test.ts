import { describe, expect, it } from 'vitest';
import { sealedColumns } from '../../../../electron/main/journal/migrations/row-seal-triggers';
import * as customer from '../../../../electron/main/journal/migrations/019-transfer-customer';
import { insertTransfer, journalAt, rowsOf, upgrade } from './old-journal';

/** The schema before 019. */
const BEFORE = 18;

describe('019-transfer-customer.ts', () => {
  it('adds the customer and desk columns, leaving every row as it was, the old ones without', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890' });
    const before = rowsOf(db, 'transfers') as Record<string, unknown>[];

    upgrade(db, customer);

    const after = rowsOf(db, 'transfers') as Record<string, unknown>[];
    expect(after).toEqual(
      before.map((row) => ({
        ...row,
        customer: null,
        customer_document: null,
        bank_name: null,
        branch_code: null,
        branch_name: null,
        workstation: null,
      })),
    );
    expect(sealedColumns(db, 'transfers')).toEqual(
      expect.arrayContaining(['customer', 'customer_document', 'workstation']),
    );
    // The seal's triggers name every column, the new ones too (D68).
    const trigger = db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'transfers_seal_insert'")
      .pluck()
      .get() as string;
    for (const column of ['customer', 'customer_document', 'bank_name', 'branch_code']) {
      expect(trigger).toContain(`'${column}', ${column}`);
    }
  });

  it('keeps a transfer customer as written: never changed after, and JSON only', () => {
    const db = journalAt(BEFORE);
    upgrade(db, customer);
    const id = insertTransfer(db, { reference: '201234567891' });
    expect(() =>
      db.prepare('UPDATE transfers SET customer = ? WHERE id = ?').run('{"name":"X"}', id),
    ).toThrow(/immutable/);
    expect(() =>
      db.prepare('UPDATE transfers SET workstation = ? WHERE id = ?').run('7', id),
    ).toThrow(/immutable/);
    expect(() =>
      db
        .prepare("UPDATE transfers SET updated_at = '2026-03-02T09:00:00.000Z' WHERE id = ?")
        .run(id),
    ).not.toThrow();
  });
});
