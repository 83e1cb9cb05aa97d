import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../../electron/main/journal/journal';
import { SCHEMA_VERSION } from '../../../../electron/main/journal/migrations';
import { JOURNAL_FILE_NAME } from '../../../../electron/main/journal/open-journal';
import * as rowSeals from '../../../../electron/main/journal/migrations/014-row-seals';
import { sealFunctionsWithoutKey } from '../../../../electron/main/journal/migrations/row-seal-triggers';
import { sealRowsOnce } from '../../../../electron/main/journal/seal-rows';
import { rawJournal, TEST_AUDIT_KEY, TEST_DATABASE_KEY } from '../fixtures';
import { insertOperator, insertTransfer, journalAt, planOf, rowsOf, upgrade } from './old-journal';

describe('014-row-seals.ts', () => {
  it('keeps every row, unsealed until the first start with the key seals them once, audited', () => {
    const db = journalAt(rowSeals.version - 1);
    insertOperator(db, 'admin-1', 'admin', null);
    insertOperator(db, 'clerk-1', 'clerk', 'admin-1');
    const id = insertTransfer(db, {
      reference: '201234567890',
      state: 'unknown',
      transactionId: null,
    });
    db.prepare(
      "INSERT INTO settings (key, value, updated_at) VALUES ('controls', '{}', 'x')",
    ).run();
    db.prepare(
      "INSERT INTO attempts (transfer_id, n, started_at, finished_at) VALUES (?, 1, 'a', 'b')",
    ).run(id);
    const before = { operators: rowsOf(db, 'operators'), transfers: rowsOf(db, 'transfers') };

    upgrade(db, rowSeals);

    expect(rowsOf(db, 'operators')).toEqual(before.operators.map((r) => ({ ...r, seal: null })));
    expect(rowsOf(db, 'transfers')).toEqual(before.transfers.map((r) => ({ ...r, seal: null })));
    // What was history stays history, the seal apart: an attempt is finished once.
    sealFunctionsWithoutKey(db);
    expect(() => db.exec("UPDATE attempts SET error = 'x'")).toThrow(/immutable once finished/);
    // A transfer's reservation is found by index, not by reading the audit log.
    expect(
      planOf(
        db,
        `SELECT seq FROM audit WHERE action = 'transfer.reserved'
           AND json_extract(details, '$.reference') = ? ORDER BY seq LIMIT 1`,
        '201234567890',
      ),
    ).toMatch(/USING INDEX audit_reservations/);
    const dir = dirname(db.name);
    db.close();

    const opened = openJournal(dir, TEST_DATABASE_KEY);
    if (!opened.ok) throw new Error(opened.error.message);
    const journal = opened.value;
    journal.audit.useKey(TEST_AUDIT_KEY);
    const sealed = sealRowsOnce(journal, '2026-11-24T08:00:00.000Z');
    expect(sealed).toEqual({
      // Sealed once at the schema the journal is opened at, the latest.
      schemaVersion: SCHEMA_VERSION,
      rows: { operators: 2, transfers: 1, attempts: 1, settings: 1, row_seal_sets: 7 },
    });
    expect(journal.audit.entries().at(-1)).toMatchObject({
      action: 'journal.rows-sealed',
      details: sealed,
    });
    expect(journal.rowSeals.startCheck({ everything: true }).found).toBeNull();
    expect(journal.operators.get('clerk-1')?.role).toBe('clerk');
    // Once: a seal cleared afterwards is a finding, never sealed again.
    expect(sealRowsOnce(journal, '2026-11-24T08:00:01.000Z')).toBeNull();
    journal.close();
    const raw = rawJournal(`${dir}/${JOURNAL_FILE_NAME}`);
    sealFunctionsWithoutKey(raw);
    raw.exec("UPDATE operators SET seal = NULL WHERE operator_id = 'clerk-1'");
    raw.close();
    const again = openJournal(dir, TEST_DATABASE_KEY);
    if (!again.ok) throw new Error(again.error.message);
    again.value.audit.useKey(TEST_AUDIT_KEY);
    expect(sealRowsOnce(again.value, '2026-11-24T08:00:02.000Z')).toBeNull();
    expect(again.value.rowSeals.startCheck({ everything: true }).found).toMatchObject({
      table: 'operators',
      key: 'clerk-1',
    });
    again.value.close();
  });
});
