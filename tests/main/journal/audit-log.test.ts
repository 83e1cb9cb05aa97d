import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { GENESIS_HASH } from '../../../electron/main/journal/audit-log';
import { openTempJournal } from './fixtures';

function journalWithRows(count: number) {
  const journal = openTempJournal();
  for (let i = 1; i <= count; i += 1) {
    journal.audit.append({
      at: `2026-11-22T10:00:0${i % 10}.000Z`,
      operatorId: i % 2 ? 'admin' : 'supervisor',
      action: 'settings.changed',
      details: { key: 'limit', n: i },
    });
  }
  return journal;
}

/** Opens the file the way another tool would: the app's triggers are in the way, so drop them. */
function tamper(path: string, sql: string): void {
  const raw = new Database(path);
  raw.exec('DROP TRIGGER audit_no_update; DROP TRIGGER audit_no_delete;');
  raw.exec(sql);
  raw.close();
}

describe('audit log', () => {
  it('chains each row to the one before it', () => {
    const journal = journalWithRows(3);
    const raw = new Database(journal.path, { readonly: true });
    const rows = raw.prepare('SELECT seq, prev_hash, hash FROM audit ORDER BY seq').all() as {
      seq: number;
      prev_hash: string;
      hash: string;
    }[];
    raw.close();
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
    expect(rows[1]!.prev_hash).toBe(rows[0]!.hash);
    expect(rows[2]!.prev_hash).toBe(rows[1]!.hash);
    expect(journal.audit.verify()).toEqual({ ok: true, rows: 3, headHash: rows[2]!.hash });
  });

  it('refuses UPDATE and DELETE through SQLite', () => {
    const journal = journalWithRows(2);
    const raw = new Database(journal.path);
    expect(() => raw.exec("UPDATE audit SET action = 'x'")).toThrow(/append-only/);
    expect(() => raw.exec('DELETE FROM audit WHERE seq = 1')).toThrow(/append-only/);
    raw.close();
  });

  it('finds an edited row', () => {
    const journal = journalWithRows(5);
    tamper(journal.path, `UPDATE audit SET details = '{"key":"limit","n":999}' WHERE seq = 3`);
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 3, problem: 'edited' });
  });

  it('finds a deleted row', () => {
    const journal = journalWithRows(5);
    tamper(journal.path, 'DELETE FROM audit WHERE seq = 2');
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 2, problem: 'missing' });
  });

  it('finds a deleted row whose successors were renumbered', () => {
    const journal = journalWithRows(4);
    tamper(
      journal.path,
      'DELETE FROM audit WHERE seq = 2; UPDATE audit SET seq = seq - 1 WHERE seq > 2;',
    );
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 2, problem: 'relinked' });
  });

  it('finds an edited row whose hash was recomputed by someone without the whole chain', () => {
    const journal = journalWithRows(4);
    tamper(
      journal.path,
      `UPDATE audit SET action = 'forged', hash = '${'f'.repeat(64)}' WHERE seq = 2`,
    );
    const result = journal.audit.verify();
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ seq: 2 });
  });

  it('appends inside an outer transaction that rolls back with it', () => {
    const journal = journalWithRows(1);
    expect(() =>
      journal.transaction(() => {
        journal.audit.append({ at: 'x', operatorId: null, action: 'a', details: {} });
        throw new Error('the action failed');
      }),
    ).toThrow('the action failed');
    expect(journal.audit.entries()).toHaveLength(1);
    expect(journal.audit.verify().ok).toBe(true);
  });
});
