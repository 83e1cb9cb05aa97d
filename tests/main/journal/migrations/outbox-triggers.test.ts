import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../../../electron/main/journal/migrations';
import {
  NOT_REPLICATED,
  outboxTriggerNames,
  replicatedTables,
  tableShape,
} from '../../../../electron/main/journal/migrations/outbox-triggers';
import { SEAL_COLUMN } from '../../../../electron/main/journal/migrations/row-seal-triggers';
import { columnsOf, insertOperator, insertTransfer, journalAt, namesOf } from './old-journal';

function records(db: ReturnType<typeof journalAt>) {
  return db.prepare('SELECT seq, tbl, op, key, row FROM outbox ORDER BY seq').all() as {
    seq: number;
    tbl: string;
    op: string;
    key: string;
    row: string | null;
  }[];
}

describe('the outbox triggers (D97)', () => {
  it('replicate every table of the journal but those listed as not replicated, every column', () => {
    const db = journalAt(SCHEMA_VERSION);
    const tables = namesOf(db, 'table').filter((name) => !name.startsWith('sqlite_'));
    const replicated = replicatedTables(db);
    // A table a migration adds is either replicated (replicateTables again) or listed, with why.
    for (const table of tables) {
      expect(replicated.includes(table) !== Object.hasOwn(NOT_REPLICATED, table), table).toBe(true);
    }
    expect(Object.keys(NOT_REPLICATED).filter((table) => !tables.includes(table))).toEqual([]);
    expect(replicated).toEqual(expect.arrayContaining(['audit', 'transfers', 'operators']));
    for (const table of replicated) {
      const triggers = db
        .prepare(
          "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = ? ORDER BY rowid",
        )
        .all(table) as { name: string; sql: string }[];
      const own = outboxTriggerNames(table);
      // Made last, so they fire first: a row's insert is recorded before the updates other
      // triggers make to it.
      expect(
        triggers.slice(-3).map((t) => t.name),
        table,
      ).toEqual(own);
      const columns = columnsOf(db, table).filter((c) => c !== SEAL_COLUMN);
      for (const trigger of triggers.filter((t) => own.slice(0, 2).includes(t.name))) {
        // A column added without making the triggers again is missing here.
        for (const column of columns) expect(trigger.sql, trigger.name).toContain(`NEW.${column}`);
      }
      expect(tableShape(db, table).keys.length, table).toBeGreaterThan(0);
    }
  });

  it("record a row's insert before the update its own triggers make to it", () => {
    const db = journalAt(SCHEMA_VERSION);
    const id = insertTransfer(db, { reference: '201234567890', kind: 'imt' });
    const held = records(db);
    expect(held.map((r) => [r.tbl, r.op])).toEqual([
      ['transfers', 'insert'],
      ['transfers', 'update'],
    ]);
    expect(held.every((r) => r.key === JSON.stringify({ id }))).toBe(true);
    expect(JSON.parse(held[0]!.row!).sender_document).toBeNull();
    expect(JSON.parse(held[1]!.row!).sender_document).toMatch(/^NationalId:/);
  });

  it('record nothing for an update that changes no value, nor for the seal alone', () => {
    const db = journalAt(SCHEMA_VERSION);
    insertOperator(db, 'admin-1', 'admin', null);
    db.prepare(
      "UPDATE operators SET display_name = display_name WHERE operator_id = 'admin-1'",
    ).run();
    db.prepare(`UPDATE operators SET ${SEAL_COLUMN} = 'x' WHERE operator_id = 'admin-1'`).run();
    expect(records(db).map((r) => r.op)).toEqual(['insert']);
    db.prepare("UPDATE operators SET display_name = 'Amina' WHERE operator_id = 'admin-1'").run();
    expect(records(db).map((r) => [r.op, JSON.parse(r.row!).display_name])).toEqual([
      ['insert', 'Name of admin-1'],
      ['update', 'Amina'],
    ]);
  });

  it('record a delete by its key, without a row', () => {
    const db = journalAt(SCHEMA_VERSION);
    db.prepare(
      `INSERT INTO branch_banks (environment, position, country_code, bank_code, bank_name)
       VALUES ('test', 0, 'KE', '01', 'KCB')`,
    ).run();
    db.prepare("DELETE FROM branch_banks WHERE environment = 'test'").run();
    expect(records(db).map((r) => [r.op, JSON.parse(r.key), r.row === null])).toEqual([
      ['insert', { environment: 'test', position: 0 }, false],
      ['delete', { environment: 'test', position: 0 }, true],
    ]);
  });
});
