import { describe, expect, it } from 'vitest';
import * as keyedAuditChain from '../../../../electron/main/journal/migrations/005-keyed-audit-chain';
import { journalAt, rowsOf, upgrade } from './old-journal';

describe('005-keyed-audit-chain.ts', () => {
  it('marks the rows already written as plain SHA-256, and leaves them as they were', () => {
    const db = journalAt(keyedAuditChain.version - 1);
    const insert = db.prepare(
      `INSERT INTO audit (seq, at, operator_id, action, details, prev_hash, hash)
       VALUES (?, '2026-01-05T08:00:00.000Z', 'amina.admin', 'settings.updated', '{}', ?, ?)`,
    );
    insert.run(1, '0'.repeat(64), 'a'.repeat(64));
    insert.run(2, 'a'.repeat(64), 'b'.repeat(64));
    const before = rowsOf(db, 'audit');

    upgrade(db, keyedAuditChain);

    expect(rowsOf(db, 'audit')).toEqual(before.map((row) => ({ ...row, chain: 'sha256' })));
    expect(() => db.exec("UPDATE audit SET chain = 'hmac-sha256' WHERE seq = 1")).toThrow(
      /append-only/,
    );
  });

  it('takes keyed rows after them, and no other kind of seal', () => {
    const db = journalAt(keyedAuditChain.version - 1);
    upgrade(db, keyedAuditChain);
    const insert = db.prepare(
      `INSERT INTO audit (seq, at, action, details, prev_hash, hash, chain)
       VALUES (?, 'now', 'audit.sealed', '{}', 'p', 'h', ?)`,
    );
    insert.run(1, 'hmac-sha256');
    expect(() => insert.run(2, 'md5')).toThrow(/CHECK/);
    expect(rowsOf(db, 'audit').map((row) => row.chain)).toEqual(['hmac-sha256']);
  });
});
