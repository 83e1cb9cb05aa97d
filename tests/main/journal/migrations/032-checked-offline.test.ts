import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as checkedOffline from '../../../../electron/main/journal/migrations/032-checked-offline';
import { columnsOf, insertTransfer, journalAt, rowsOf, versionBefore } from './old-journal';

/** The schema before 032. */
const BEFORE = versionBefore(checkedOffline.version);

describe('032-checked-offline.ts', () => {
  it('adds the mark to transfers, 0 on every row journaled before', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890' });
    const transfers = rowsOf(db, 'transfers');
    const outbox = rowsOf(db, 'outbox');
    migrate(db, checkedOffline.version);
    expect(schemaVersionOf(db)).toBe(checkedOffline.version);
    expect(columnsOf(db, 'transfers')).toContain('checked_offline');
    expect(rowsOf(db, 'transfers')).toEqual(transfers.map((t) => ({ ...t, checked_offline: 0 })));
    expect(rowsOf(db, 'outbox')).toEqual(outbox);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('refuses another value, never changes the mark, and replicates it', () => {
    const db = journalAt(BEFORE);
    migrate(db, checkedOffline.version);
    const id = insertTransfer(db, { reference: '201234567890' });
    const set = (sql: string) => () => db.exec(`UPDATE transfers SET ${sql} WHERE id = ${id}`);
    expect(set('checked_offline = 2')).toThrow(/CHECK|immutable/);
    expect(set('checked_offline = 1')).toThrow(/immutable/);
    const insertedWith = db
      .prepare("SELECT row FROM outbox WHERE tbl = 'transfers' ORDER BY seq DESC LIMIT 1")
      .pluck()
      .get() as string;
    expect(JSON.parse(insertedWith)).toMatchObject({ checked_offline: 0 });
  });
});
