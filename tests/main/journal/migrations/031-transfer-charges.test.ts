import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as transferCharges from '../../../../electron/main/journal/migrations/031-transfer-charges';
import { columnsOf, insertTransfer, journalAt, rowsOf, versionBefore } from './old-journal';

/** The schema before 031. */
const BEFORE = versionBefore(transferCharges.version);

describe('031-transfer-charges.ts', () => {
  it('adds the charges to transfers, leaving every row as it was', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890' });
    const transfers = rowsOf(db, 'transfers');
    const outbox = rowsOf(db, 'outbox');
    migrate(db, transferCharges.version);
    expect(schemaVersionOf(db)).toBe(transferCharges.version);
    expect(columnsOf(db, 'transfers')).toEqual(
      expect.arrayContaining([
        'fee',
        'fee_currency',
        'rate',
        'total_to_pay',
        'total_currency',
        'total_indicative',
        'payment_method',
      ]),
    );
    const nulls = { fee: null, payment_method: null, rate: null, total_to_pay: null };
    expect(rowsOf(db, 'transfers')).toEqual(
      transfers.map((t) => ({
        ...t,
        ...nulls,
        fee_currency: null,
        total_currency: null,
        total_indicative: null,
      })),
    );
    expect(rowsOf(db, 'outbox')).toEqual(outbox);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('refuses a bad method or amount, never changes the charges, and replicates them', () => {
    const db = journalAt(BEFORE);
    migrate(db, transferCharges.version);
    const id = insertTransfer(db, { reference: '201234567890' });
    const set = (sql: string) => () => db.exec(`UPDATE transfers SET ${sql} WHERE id = ${id}`);
    expect(set("payment_method = 'card'")).toThrow(/CHECK|immutable/);
    expect(set("fee = '1.5'")).toThrow(/CHECK|immutable/);
    expect(set("fee = '10.00'")).toThrow(/immutable/);
    expect(set("payment_method = 'cash'")).toThrow(/immutable/);
    const insertedWith = db
      .prepare("SELECT row FROM outbox WHERE tbl = 'transfers' ORDER BY seq DESC LIMIT 1")
      .pluck()
      .get() as string;
    expect(Object.keys(JSON.parse(insertedWith) as object)).toEqual(
      expect.arrayContaining(['fee', 'rate', 'total_to_pay', 'payment_method']),
    );
  });
});
