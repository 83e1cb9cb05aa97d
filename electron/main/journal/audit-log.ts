import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export const GENESIS_HASH = '0'.repeat(64);

export interface AuditEntry {
  seq: number;
  at: string;
  operatorId: string | null;
  action: string;
  details: Record<string, unknown>;
}

export type AuditVerification =
  | { ok: true; rows: number; headHash: string }
  | { ok: false; seq: number; problem: 'edited' | 'missing' | 'relinked'; message: string };

/**
 * Operator actions, append-only. Each row carries the hash of the row before it, so an edited row
 * breaks its own hash and a deleted row breaks the sequence or the link. Triggers refuse UPDATE
 * and DELETE through SQLite; the chain catches changes made around them (another tool, a
 * hand-edited file). Dropping rows from the end is only visible against a head hash kept
 * elsewhere, which is why `verify` returns the head.
 */
export class AuditLog {
  private readonly insert;
  private readonly last;
  private readonly all;

  constructor(private readonly db: Database) {
    this.insert = db.prepare(
      'INSERT INTO audit (seq, at, operator_id, action, details, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.last = db.prepare('SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1');
    this.all = db.prepare('SELECT * FROM audit ORDER BY seq');
  }

  /** Appends inside the caller's transaction when there is one, so the action and its record commit together. */
  append(entry: Omit<AuditEntry, 'seq'>): AuditEntry {
    const write = this.db.transaction(() => {
      const previous = this.last.get() as { seq: number; hash: string } | undefined;
      const seq = (previous?.seq ?? 0) + 1;
      const prevHash = previous?.hash ?? GENESIS_HASH;
      const details = JSON.stringify(entry.details);
      const hash = rowHash(prevHash, seq, entry.at, entry.operatorId, entry.action, details);
      this.insert.run(seq, entry.at, entry.operatorId, entry.action, details, prevHash, hash);
      return { ...entry, seq };
    });
    return write.immediate();
  }

  entries(): AuditEntry[] {
    return (this.all.all() as AuditRow[]).map((row) => ({
      seq: row.seq,
      at: row.at,
      operatorId: row.operator_id,
      action: row.action,
      details: JSON.parse(row.details) as Record<string, unknown>,
    }));
  }

  verify(): AuditVerification {
    let expectedSeq = 1;
    let prevHash = GENESIS_HASH;
    for (const row of this.all.iterate() as Iterable<AuditRow>) {
      if (row.seq !== expectedSeq) {
        return broken(expectedSeq, 'missing', `Audit row ${expectedSeq} is missing.`);
      }
      if (row.prev_hash !== prevHash) {
        return broken(
          row.seq,
          'relinked',
          `Audit row ${row.seq} does not follow row ${row.seq - 1}.`,
        );
      }
      const hash = rowHash(
        row.prev_hash,
        row.seq,
        row.at,
        row.operator_id,
        row.action,
        row.details,
      );
      if (hash !== row.hash) {
        return broken(row.seq, 'edited', `Audit row ${row.seq} was changed after it was written.`);
      }
      prevHash = row.hash;
      expectedSeq += 1;
    }
    return { ok: true, rows: expectedSeq - 1, headHash: prevHash };
  }
}

interface AuditRow {
  seq: number;
  at: string;
  operator_id: string | null;
  action: string;
  details: string;
  prev_hash: string;
  hash: string;
}

function rowHash(
  prevHash: string,
  seq: number,
  at: string,
  operatorId: string | null,
  action: string,
  details: string,
): string {
  return createHash('sha256')
    .update(JSON.stringify([prevHash, seq, at, operatorId, action, details]))
    .digest('hex');
}

function broken(
  seq: number,
  problem: 'edited' | 'missing' | 'relinked',
  what: string,
): AuditVerification {
  return {
    ok: false,
    seq,
    problem,
    message: `${what} The audit log has been tampered with or damaged; keep the file and call support.`,
  };
}
