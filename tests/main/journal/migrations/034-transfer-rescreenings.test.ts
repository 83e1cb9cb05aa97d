import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as rescreenings from '../../../../electron/main/journal/migrations/034-transfer-rescreenings';
import {
  AT,
  columnsOf,
  insertTransfer,
  journalAt,
  namesOf,
  planOf,
  rowsOf,
  versionBefore,
} from './old-journal';

/** The schema before 034. */
const BEFORE = versionBefore(rescreenings.version);

const LISTS = JSON.stringify([
  { id: 2, list: 'bank', publishedOn: '2026-03-01', checksum: 'b'.repeat(64) },
]);
const MATCHES = JSON.stringify([
  { role: 'sender', listId: '2', entryId: 'BNK-0099', listedName: 'Jane Wanjiku', score: 1 },
]);
const insertRescreening = `INSERT INTO transfer_rescreenings (transfer_id, at, lists, threshold,
  matches) VALUES (?, ?, ?, '0.88', ?)`;

describe('034-transfer-rescreenings.ts', () => {
  it('adds the later screenings, leaving a held transfer and its first screening as they were', () => {
    const db = journalAt(BEFORE);
    const held = insertTransfer(db, { reference: '201234567890', state: 'held' });
    db.prepare(
      `INSERT INTO transfer_screenings (transfer_id, at, lists, threshold, matches, held)
        VALUES (?, ?, '[]', '0.88', '[]', 1)`,
    ).run(held, AT);
    const before = Object.fromEntries(
      ['transfers', 'transfer_screenings', 'compliance_decisions', 'audit', 'outbox'].map(
        (table) => [table, rowsOf(db, table)],
      ),
    );
    migrate(db, rescreenings.version);
    expect(schemaVersionOf(db)).toBe(rescreenings.version);
    for (const [table, rows] of Object.entries(before)) expect(rowsOf(db, table)).toEqual(rows);
    expect(columnsOf(db, 'transfer_rescreenings')).toEqual([
      'id',
      'transfer_id',
      'at',
      'lists',
      'threshold',
      'matches',
      'seal',
    ]);
    expect(namesOf(db, 'trigger')).toEqual(
      expect.arrayContaining([
        'transfer_rescreenings_outbox_insert',
        'transfer_rescreenings_no_update',
        'transfer_rescreenings_no_delete',
      ]),
    );
    // A release reads a transfer's later screenings by the transfer, through an index.
    expect(
      planOf(db, 'SELECT * FROM transfer_rescreenings WHERE transfer_id = ? ORDER BY id', held),
    ).toMatch(/USING (COVERING )?INDEX transfer_rescreenings_transfer/);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('keeps each later screening as written, with matches, append-only, and replicates it', () => {
    const db = journalAt(BEFORE);
    const held = insertTransfer(db, { reference: '201234567890', state: 'held' });
    migrate(db, rescreenings.version);
    const add = (transfer: number, matches: string) =>
      db.prepare(insertRescreening).run(transfer, AT, LISTS, matches);
    add(held, MATCHES);
    add(held, MATCHES);
    // A later screening is kept only for what it found; of a transfer the journal holds.
    expect(() => add(held, '[]')).toThrow(/CHECK/);
    expect(() => add(held + 99, MATCHES)).toThrow(/FOREIGN KEY/);
    expect(() => db.exec("UPDATE transfer_rescreenings SET matches = '[1]'")).toThrow(
      /append-only/,
    );
    expect(() => db.exec('DELETE FROM transfer_rescreenings')).toThrow(/append-only/);
    const replicated = db
      .prepare("SELECT row FROM outbox WHERE tbl = 'transfer_rescreenings' ORDER BY seq")
      .pluck()
      .all() as string[];
    expect(replicated.map((row) => JSON.parse(row))).toEqual([
      expect.objectContaining({ id: 1, transfer_id: held, matches: MATCHES, lists: LISTS }),
      expect.objectContaining({ id: 2, transfer_id: held }),
    ]);
    // The row seal is this workstation's alone: it is never replicated (D98).
    expect(JSON.parse(replicated[0]!)).not.toHaveProperty('seal');
  });
});
