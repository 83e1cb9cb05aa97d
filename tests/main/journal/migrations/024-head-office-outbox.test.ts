import { describe, expect, it } from 'vitest';
import * as headOfficeOutbox from '../../../../electron/main/journal/migrations/024-head-office-outbox';
import { SEAL_COLUMN } from '../../../../electron/main/journal/migrations/row-seal-triggers';
import {
  AT,
  columnsOf,
  insertOperator,
  insertTransfer,
  journalAt,
  rowsOf,
  upgrade,
} from './old-journal';

/** The schema before 024. */
const BEFORE = headOfficeOutbox.version - 1;

type Db = ReturnType<typeof journalAt>;

/** A journal of schema 23 holding what a workstation's would: audit rows, operators, a transfer. */
function journalWithRows(): Db {
  const db = journalAt(BEFORE);
  for (const seq of [1, 2]) {
    db.prepare(
      `INSERT INTO audit (seq, at, operator_id, action, details, prev_hash, hash, chain)
       VALUES (?, ?, NULL, 'app.started', '{}', ?, ?, 'hmac-sha256')`,
    ).run(seq, AT, String(seq - 1).repeat(64), String(seq).repeat(64));
  }
  insertOperator(db, 'admin-1', 'admin', null);
  insertOperator(db, 'clerk-1', 'clerk', 'admin-1');
  db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('controls', '{}', ?)").run(AT);
  const id = insertTransfer(db, { reference: '201234567890' });
  db.prepare(
    `INSERT INTO attempts (transfer_id, n, started_at, finished_at, http_status)
     VALUES (?, 1, ?, ?, 200)`,
  ).run(id, AT, AT);
  return db;
}

interface Record {
  seq: number;
  at: string;
  tbl: string;
  op: string;
  key: string;
  row: string | null;
  prev: string | null;
  hash: string | null;
}

function recordsOf(db: Db): Record[] {
  return db.prepare('SELECT * FROM outbox ORDER BY seq').all() as Record[];
}

/** A row as its record holds it: every column but the seal, by name. */
function imageOf(db: Db, table: string, row: globalThis.Record<string, unknown>) {
  return Object.fromEntries(
    columnsOf(db, table)
      .filter((column) => column !== SEAL_COLUMN)
      .map((column) => [column, row[column]]),
  );
}

describe('024-head-office-outbox.ts', () => {
  it('records every row a journal held as an insert, parents first, each row whole', () => {
    const db = journalWithRows();
    const tables = ['audit', 'operators', 'settings', 'transfers', 'attempts'];
    const before = Object.fromEntries(tables.map((table) => [table, rowsOf(db, table)]));

    upgrade(db, headOfficeOutbox);

    // The rows themselves are as they were.
    for (const table of tables) expect(rowsOf(db, table), table).toEqual(before[table]);
    const records = recordsOf(db);
    expect(records.map((r) => r.seq)).toEqual(records.map((_, i) => i + 1));
    expect(records.every((r) => r.op === 'insert' && r.prev === null && r.hash === null)).toBe(
      true,
    );
    expect(records.every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r.at))).toBe(true);
    for (const table of tables) {
      const held = records.filter((r) => r.tbl === table);
      expect(
        held.map((r) => JSON.parse(r.row!)),
        table,
      ).toEqual(before[table]!.map((row) => imageOf(db, table, row)));
    }
    const first = (table: string) => records.findIndex((r) => r.tbl === table);
    expect(first('audit')).toBe(0);
    expect(first('transfers')).toBeLessThan(first('attempts'));
    expect(records.filter((r) => r.tbl === 'transfers').map((r) => r.key)).toEqual([
      JSON.stringify({ id: before.transfers![0]!.id }),
    ]);
    // The operator who created another comes first, as the foreign key needs on a rebuild.
    expect(records.filter((r) => r.tbl === 'operators').map((r) => JSON.parse(r.key))).toEqual([
      { operator_id: 'admin-1' },
      { operator_id: 'clerk-1' },
    ]);
  });

  it('records a change once the migration ran, in its transaction, and none rolled back', () => {
    const db = journalAt(BEFORE);
    upgrade(db, headOfficeOutbox);
    const write = db.transaction((fail: boolean) => {
      insertOperator(db, 'admin-1', 'admin', null);
      if (fail) throw new Error('the write fails after the insert');
    });
    expect(() => write(true)).toThrow(/fails/);
    expect(recordsOf(db)).toEqual([]);
    write(false);
    expect(recordsOf(db).map((r) => [r.seq, r.tbl, r.op])).toEqual([[1, 'operators', 'insert']]);
  });

  it('keeps the outbox append-only: hashed once, in order, nothing else changed or removed', () => {
    const db = journalAt(BEFORE);
    upgrade(db, headOfficeOutbox);
    insertOperator(db, 'admin-1', 'admin', null);
    insertOperator(db, 'clerk-1', 'clerk', 'admin-1');
    const hash = (n: number) => String(n).repeat(64);
    const fill = db.prepare('UPDATE outbox SET prev = ?, hash = ? WHERE seq = ?');

    expect(() => fill.run(hash(1), hash(2), 2)).toThrow(/append-only/);
    expect(() => fill.run(hash(1), hash(1), 1)).toThrow(/append-only/);
    fill.run('0'.repeat(64), hash(1), 1);
    expect(() => fill.run('0'.repeat(64), hash(3), 1)).toThrow(/append-only/);
    expect(() => fill.run(hash(9), hash(2), 2)).toThrow(/append-only/);
    fill.run(hash(1), hash(2), 2);
    expect(() => db.prepare("UPDATE outbox SET row = '{}' WHERE seq = 2").run()).toThrow(
      /append-only/,
    );
    expect(() => db.prepare('DELETE FROM outbox WHERE seq = 2').run()).toThrow(/append-only/);
    expect(recordsOf(db).map((r) => [r.seq, r.prev, r.hash])).toEqual([
      [1, '0'.repeat(64), hash(1)],
      [2, hash(1), hash(2)],
    ]);
  });

  it('keeps acknowledgements and rebuilt seals append-only', () => {
    const db = journalAt(BEFORE);
    upgrade(db, headOfficeOutbox);
    db.prepare(
      `INSERT INTO outbox_acks (seq, head, at, workstation_id, signature, received_at)
       VALUES (1, ?, ?, 'ws-1', 'c2ln', ?)`,
    ).run('1'.repeat(64), AT, AT);
    db.prepare('INSERT INTO audit_rebuilt (seq, mac) VALUES (1, ?)').run('2'.repeat(64));
    expect(() => db.prepare('UPDATE outbox_acks SET head = ?').run('3'.repeat(64))).toThrow(
      /append-only/,
    );
    expect(() => db.prepare('DELETE FROM outbox_acks').run()).toThrow(/append-only/);
    expect(() => db.prepare('UPDATE audit_rebuilt SET mac = ?').run('3'.repeat(64))).toThrow(
      /keeps its seal/,
    );
    expect(() => db.prepare('DELETE FROM audit_rebuilt').run()).toThrow(/keeps its seal/);
  });
});
