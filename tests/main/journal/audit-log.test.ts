import { createHash, createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rawJournal, TEST_DATABASE_KEY } from './fixtures';
import { AUDIT_REBUILT, type AuditRow } from '../../../electron/main/journal/audit-chain';
import { GENESIS_HASH } from '../../../electron/main/journal/audit-log';
import { openJournal } from '../../../electron/main/journal/journal';
import { openTempJournal, tamper, tempDataDir, writeUnkeyedJournal } from './fixtures';

function journalWithRows(count: number, dir?: string) {
  const journal = openTempJournal(dir);
  journal.transaction(() => {
    for (let i = 1; i <= count; i += 1) {
      journal.audit.append({
        at: `2026-11-22T10:00:0${i % 10}.000Z`,
        operatorId: i % 2 ? 'admin' : 'supervisor',
        action: 'settings.changed',
        details: { key: 'limit', n: i },
      });
    }
  });
  return journal;
}

function rawRows(path: string): AuditRow[] {
  const raw = rawJournal(path, { readonly: true });
  const rows = raw.prepare('SELECT * FROM audit ORDER BY seq').all() as AuditRow[];
  raw.close();
  return rows;
}

/** What someone without the key can compute for an edited row: the old, unkeyed hash. */
function plainHash(row: AuditRow): string {
  return createHash('sha256')
    .update(
      JSON.stringify([row.prev_hash, row.seq, row.at, row.operator_id, row.action, row.details]),
    )
    .digest('hex');
}

describe('audit log', () => {
  it('chains each row to the one before it, sealed with the key', () => {
    const journal = journalWithRows(3);
    const rows = rawRows(journal.path);
    expect(rows.map((r) => [r.seq, r.chain])).toEqual([
      [1, 'hmac-sha256'],
      [2, 'hmac-sha256'],
      [3, 'hmac-sha256'],
    ]);
    expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
    expect(rows[1]!.prev_hash).toBe(rows[0]!.hash);
    expect(rows[2]!.prev_hash).toBe(rows[1]!.hash);
    // Not the hash anyone could recompute: the key is in it.
    expect(rows[0]!.hash).not.toBe(plainHash(rows[0]!));
    expect(journal.audit.verify()).toEqual({
      ok: true,
      rowsRead: 3,
      last: { seq: 3, mac: rows[2]!.hash },
    });
  });

  it('refuses to write a row before it has a key', () => {
    const opened = openJournal(tempDataDir(), TEST_DATABASE_KEY);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(() =>
      opened.value.audit.append({ at: 'x', operatorId: null, action: 'a', details: {} }),
    ).toThrow(/no key/);
    expect(opened.value.audit.entries()).toEqual([]);
  });

  it('finds every row wrong when checked with another key', () => {
    const journal = journalWithRows(2);
    journal.audit.useKey(createSecretKey(Buffer.alloc(32, 9)));
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 1, problem: 'edited' });
  });

  it('refuses UPDATE and DELETE through SQLite', () => {
    const journal = journalWithRows(2);
    const raw = rawJournal(journal.path);
    expect(() => raw.exec("UPDATE audit SET action = 'x'")).toThrow(/append-only/);
    expect(() => raw.exec('DELETE FROM audit WHERE seq = 1')).toThrow(/append-only/);
    raw.close();
  });

  it('finds an edited row', () => {
    const journal = journalWithRows(5);
    tamper(journal.path, `UPDATE audit SET details = '{"key":"limit","n":999}' WHERE seq = 3`);
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 3, problem: 'edited' });
  });

  it('finds an edited row whose seal was recomputed by someone without the key', () => {
    const journal = journalWithRows(4);
    const row = { ...rawRows(journal.path)[1]!, action: 'forged' };
    // Both ways an editor can try: a plain SHA-256 in the keyed slot, or the row marked unkeyed.
    tamper(
      journal.path,
      'UPDATE audit SET action = ?, hash = ? WHERE seq = 2',
      row.action,
      plainHash(row),
    );
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 2, problem: 'edited' });
    tamper(journal.path, "UPDATE audit SET chain = 'sha256' WHERE seq = 2");
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 2, problem: 'unkeyed' });
  });

  it('finds a deleted row', () => {
    const journal = journalWithRows(5);
    tamper(journal.path, 'DELETE FROM audit WHERE seq = 2');
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 2, problem: 'missing' });
  });

  it('finds a deleted row whose successors were renumbered', () => {
    const journal = journalWithRows(4);
    tamper(journal.path, 'DELETE FROM audit WHERE seq = 2');
    tamper(journal.path, 'UPDATE audit SET seq = seq - 1 WHERE seq > 2');
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 2, problem: 'relinked' });
  });

  it('finds the last rows deleted only against the head kept elsewhere', () => {
    const journal = journalWithRows(5);
    const head = journal.audit.last()!;
    tamper(journal.path, 'DELETE FROM audit WHERE seq > 3');
    // Alone, a shorter chain is still a chain …
    expect(journal.audit.verify().ok).toBe(true);
    // … but not the one whose head the keychain holds.
    expect(journal.audit.verify({ head })).toMatchObject({
      ok: false,
      seq: 4,
      problem: 'removed-at-end',
      what: 'Audit rows 4 to 5, the last ones written, are missing.',
    });
  });

  it('finds a head row replaced by another one sealed with the same key', () => {
    const journal = journalWithRows(3);
    const head = journal.audit.last()!;
    tamper(journal.path, 'DELETE FROM audit WHERE seq = 3');
    journal.audit.append({ at: 'x', operatorId: null, action: 'other', details: {} });
    expect(journal.audit.verify({ head })).toMatchObject({ ok: false, seq: 3, problem: 'edited' });
  });

  it('checks from a checked row on, reading only the rows after it', () => {
    const journal = journalWithRows(2_000);
    const checked = journal.audit.last()!;
    for (let i = 0; i < 3; i += 1) {
      journal.audit.append({ at: 'later', operatorId: null, action: 'new', details: { i } });
    }
    const result = journal.audit.verify({ from: checked, head: journal.audit.last() });
    // The checked row itself, which the new ones link to, and the three new ones.
    expect(result).toMatchObject({ ok: true, rowsRead: 4, last: { seq: 2_003 } });
    expect(journal.audit.verify()).toMatchObject({ ok: true, rowsRead: 2_003 });
  });

  it('does not take a checked row whose seal changed as a starting point', () => {
    const journal = journalWithRows(4);
    const checked = { seq: 2, mac: rawRows(journal.path)[1]!.hash };
    tamper(journal.path, `UPDATE audit SET hash = ? WHERE seq = 2`, 'e'.repeat(64));
    expect(journal.audit.verify({ from: checked })).toMatchObject({
      ok: false,
      seq: 2,
      problem: 'edited',
      rowsRead: 1,
    });
  });

  it('checks a long chain in steps, and finds the same as in one go', () => {
    const journal = journalWithRows(25);
    tamper(journal.path, `UPDATE audit SET action = 'x' WHERE seq = 17`);
    const steps = journal.audit.verification({ batchRows: 5 });
    let step = steps.next();
    let pauses = 0;
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    expect(pauses).toBe(3);
    expect(step.value).toMatchObject({ ok: false, seq: 17, problem: 'edited' });
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

describe('migration 5: rows written before the chain was keyed', () => {
  it('keeps them as they were, marked unkeyed, and chains the first keyed row to them', () => {
    const dir = tempDataDir();
    const hashes = writeUnkeyedJournal(dir, 3);
    const journal = openTempJournal(dir);
    expect(journal.audit.verify()).toMatchObject({ ok: true, last: { seq: 3, mac: hashes[2] } });
    journal.audit.append({ at: 'now', operatorId: null, action: 'audit.sealed', details: {} });
    const rows = rawRows(journal.path);
    expect(rows.map((r) => [r.chain, r.hash])).toEqual([
      ['sha256', hashes[0]],
      ['sha256', hashes[1]],
      ['sha256', hashes[2]],
      ['hmac-sha256', rows[3]!.hash],
    ]);
    expect(rows[3]!.prev_hash).toBe(hashes[2]);
    expect(journal.audit.verify()).toMatchObject({ ok: true, rowsRead: 4 });
  });

  it('lets the first keyed row seal the old ones: re-hashing an old row breaks the link', () => {
    const dir = tempDataDir();
    writeUnkeyedJournal(dir, 3);
    const journal = openTempJournal(dir);
    journal.audit.append({ at: 'now', operatorId: null, action: 'audit.sealed', details: {} });
    // The editor rewrites row 3 and gives it a hash that checks out, as the old scheme allowed.
    const row = { ...rawRows(journal.path)[2]!, operator_id: 'someone-else' };
    tamper(
      journal.path,
      'UPDATE audit SET operator_id = ?, hash = ? WHERE seq = 3',
      row.operator_id,
      plainHash(row),
    );
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 4, problem: 'relinked' });
  });

  it('refuses an unkeyed row after a keyed one', () => {
    const journal = journalWithRows(2);
    const last = rawRows(journal.path)[1]!;
    const forged: AuditRow = {
      ...last,
      seq: 3,
      prev_hash: last.hash,
      action: 'forged',
      chain: 'sha256',
    };
    const raw = rawJournal(journal.path);
    raw
      .prepare(
        'INSERT INTO audit (seq, at, operator_id, action, details, prev_hash, hash, chain) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        3,
        forged.at,
        forged.operator_id,
        forged.action,
        forged.details,
        forged.prev_hash,
        plainHash(forged),
        'sha256',
      );
    raw.close();
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 3, problem: 'unkeyed' });
  });
});

describe("a rebuilt journal's audit rows (D98)", () => {
  /** Rows copied from another PC's journal, whose MACs no key here can check, sealed again. */
  function rebuiltWithRows(count: number) {
    const other = journalWithRows(count);
    const rows = rawRows(other.path);
    const journal = openTempJournal();
    const raw = rawJournal(journal.path);
    const insert = raw.prepare(
      `INSERT INTO audit (seq, at, operator_id, action, details, prev_hash, hash, chain)
       VALUES (@seq, @at, @operator_id, @action, @details, @prev_hash, @hash, @chain)`,
    );
    for (const row of rows) insert.run(row);
    raw.close();
    journal.transaction(() => journal.audit.sealRebuiltRows());
    return { journal, rows };
  }

  it('checks each row up to the mark by its rebuilt seal, and the mark and after by the key', () => {
    const { journal } = rebuiltWithRows(3);
    // Without the mark after them (a rebuild that stopped), rebuilt seals vouch for nothing.
    expect(journal.audit.verify()).toMatchObject({
      ok: false,
      seq: 4,
      problem: 'missing',
      what: "The journal's rebuild from head office did not finish: audit row 4, which records it, is missing.",
    });
    journal.audit.append({
      at: '2026-11-23T08:00:00.000Z',
      operatorId: null,
      action: AUDIT_REBUILT,
      details: { rebuiltThrough: 3 },
    });
    journal.audit.append({ at: 'x', operatorId: 'admin', action: 'app.started', details: {} });
    expect(journal.audit.verify()).toMatchObject({ ok: true, rowsRead: 5 });
    expect(journal.audit.sealedEntry(2)?.details).toEqual({ key: 'limit', n: 2 });
  });

  it('names a rebuilt row edited afterwards, and a row after them that is not the mark', () => {
    const { journal } = rebuiltWithRows(3);
    journal.audit.append({ at: 'x', operatorId: null, action: 'app.started', details: {} });
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 4, problem: 'edited' });
    expect(journal.audit.verify()).toMatchObject({
      what: "Audit row 4 should record the journal's rebuild from head office, and does not.",
    });

    const marked = rebuiltWithRows(3).journal;
    marked.audit.append({
      at: 'x',
      operatorId: null,
      action: AUDIT_REBUILT,
      details: { rebuiltThrough: 3 },
    });
    tamper(marked.path, "UPDATE audit SET details = '{}' WHERE seq = 2");
    expect(marked.audit.verify()).toMatchObject({ ok: false, seq: 2, problem: 'edited' });
    expect(marked.audit.sealedEntry(2)).toBeUndefined();
  });

  it('gives a journal never rebuilt no rebuilt seals to lean on', () => {
    const journal = journalWithRows(3);
    const raw = rawJournal(journal.path);
    // Someone adds rebuilt seals to skip the MACs: they must then forge the rebuild's mark too.
    raw.prepare('INSERT INTO audit_rebuilt (seq, mac) VALUES (1, ?)').run('a'.repeat(64));
    raw.close();
    expect(journal.audit.verify()).toMatchObject({ ok: false, seq: 1, problem: 'edited' });
  });
});
