import { describe, expect, it } from 'vitest';
import * as firstJournal from '../../../../electron/main/journal/migrations/001-first-journal';
import { columnsOf, insertTransfer, journalAt, namesOf, upgrade } from './old-journal';

describe('001-first-journal.ts', () => {
  it('makes an empty file a journal of transfers, attempts, audit rows and settings', () => {
    const db = journalAt(0);
    expect(namesOf(db, 'table')).toEqual([]);
    upgrade(db, firstJournal);
    expect(namesOf(db, 'table')).toEqual([
      'attempts',
      'audit',
      'purposes_cache',
      'reference_state',
      'settings',
      'transfers',
    ]);
    expect(columnsOf(db, 'attempts')).toContain('not_processed');
    const id = insertTransfer(db, { reference: '201234567890', state: 'sending' });
    db.prepare('INSERT INTO attempts (transfer_id, n, started_at) VALUES (?, 1, ?)').run(id, 'now');
    expect(db.prepare('SELECT state, body FROM transfers WHERE id = ?').get(id)).toMatchObject({
      state: 'sending',
      body: expect.stringContaining('"reference":"201234567890"'),
    });
  });

  it('keeps what was sent, and the audit log, as they were written', () => {
    const db = journalAt(0);
    upgrade(db, firstJournal);
    const id = insertTransfer(db, { reference: '201234567890', state: 'sending' });
    db.prepare('INSERT INTO attempts (transfer_id, n, started_at) VALUES (?, 1, ?)').run(id, 'now');
    db.exec(`INSERT INTO audit (seq, at, action, details, prev_hash, hash)
      VALUES (1, 'now', 'transfer.reserved', '{}', 'p', 'h')`);

    expect(() => db.exec("UPDATE transfers SET amount = '1.00'")).toThrow(/immutable/);
    expect(() => db.exec('DELETE FROM transfers')).toThrow(/never deleted/);
    // The state moves; an attempt is finished once, then stays.
    db.exec("UPDATE transfers SET state = 'unknown'");
    db.exec("UPDATE attempts SET finished_at = 'later', error = 'timeout: x'");
    expect(() => db.exec("UPDATE attempts SET error = 'other: y'")).toThrow(/immutable/);
    expect(() => db.exec('DELETE FROM attempts')).toThrow(/never deleted/);
    expect(() => db.exec("UPDATE audit SET action = 'x'")).toThrow(/append-only/);
    expect(() => db.exec('DELETE FROM audit')).toThrow(/append-only/);
    // A reference is 12 characters and a state one the machine knows.
    expect(() => insertTransfer(db, { reference: '2012' })).toThrow(/CHECK/);
    expect(() => insertTransfer(db, { reference: '201234567891', state: 'paid' })).toThrow(/CHECK/);
  });
});
