import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../electron/main/journal/journal';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import {
  MARKED_TABLE_NAMES,
  SEALED_TABLE_NAMES,
  startQueryOf,
} from '../../../electron/main/journal/sealed-tables';
import { RowSealError, type RowSealBreak } from '../../../electron/main/journal/row-seal-error';
import { RowSeals } from '../../../electron/main/journal/row-seal';
import { openTempJournal, rawJournal, reservation, TEST_AUDIT_KEY } from './fixtures';

/** Writes to the file as a second program without the keychain would: the seal cannot follow. */
function editWithoutKey(path: string, sql: string, ...params: unknown[]): void {
  const raw = rawJournal(path);
  sealFunctionsWithoutKey(raw);
  raw.prepare(sql).run(...params);
  raw.close();
}

/** The row found, or the error when none was: what a decision reading it would meet. */
function refusal(read: () => unknown): RowSealBreak {
  try {
    read();
  } catch (error) {
    if (error instanceof RowSealError) return error.found;
    throw error;
  }
  throw new Error('The read went through.');
}

const HASH = 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==';
const MOVE = { operatorId: null, action: 'transfer.moved' };

function journalWithRows(): Journal {
  const journal = openTempJournal();
  const at = '2026-11-24T08:00:00.000Z';
  journal.settings.set('controls', { approvalAbove: { imt: { KES: '5000.00' } } }, at, null);
  journal.operators.create(
    {
      operatorId: 'sup-1',
      displayName: 'Grace Achieng',
      role: 'supervisor',
      passwordHash: HASH,
      createdBy: null,
      at,
    },
    { firstOnly: false },
  );
  return journal;
}

describe('the row seal', () => {
  it('seals each row as it is written, and passes it when read', () => {
    const journal = journalWithRows();
    const sent = journal.transfers.reserve(reservation());
    journal.transfers.move(sent.id, 'reserved', { state: 'sending' }, '2026-11-24T08:00:01Z', MOVE);
    expect(journal.settings.getRaw('controls')).toContain('5000.00');
    expect(journal.operators.get('sup-1')?.role).toBe('supervisor');
    expect(journal.transfers.get(sent.id)?.state).toBe('sending');
    expect(journal.rowSeals.startCheck({ everything: true }).found).toBeNull();
    const full = journal.rowSeals.verification(2);
    let step = full.next();
    while (!step.done) step = full.next();
    expect(step.value.found).toBeNull();
  });

  it('stops a read of a row changed outside the app, naming it, and tells the listeners', () => {
    const journal = journalWithRows();
    const heard: RowSealBreak[] = [];
    journal.rowSeals.onBreak((found) => heard.push(found));
    editWithoutKey(
      journal.path,
      "UPDATE settings SET value = ? WHERE key = 'controls'",
      JSON.stringify({ approvalAbove: { imt: { KES: '10000000.00' } } }),
    );
    const found = refusal(() => journal.settings.getRaw('controls'));
    expect(found).toMatchObject({ table: 'settings', key: 'controls' });
    expect(found.what).toBe(
      `The setting "controls" was written outside Remit Desk: it does not carry the journal's seal (table settings).`,
    );
    expect(heard).toEqual([found]);
    expect(journal.rowSeals.startCheck({ everything: false }).found).toMatchObject({
      table: 'settings',
    });
  });

  it('finds a row removed from a table read whole, and a value read by its absence', () => {
    const journal = journalWithRows();
    editWithoutKey(journal.path, "DELETE FROM settings WHERE key = 'controls'");
    // A removed threshold would read as "none set": the set of the table's seals says otherwise.
    expect(refusal(() => journal.settings.getRaw('controls')).what).toBe(
      'Rows were added to or removed from the settings outside Remit Desk (table settings).',
    );
    expect(refusal(() => journal.settings.allRaw())).toMatchObject({ table: 'settings' });
  });

  it('reads a table held whole again after another program wrote the file, though it was intact', () => {
    const journal = journalWithRows();
    expect(Object.keys(journal.settings.allRaw())).toContain('controls');
    const read = journal.rowSeals.generationOf('settings');
    journal.settings.allRaw();
    // Unchanged since: the rows are not read again (the send path reads the settings often).
    expect(journal.rowSeals.generationOf('settings')).toBe(read);
    editWithoutKey(journal.path, "DELETE FROM settings WHERE key = 'controls'");
    expect(refusal(() => journal.settings.allRaw())).toMatchObject({ table: 'settings' });
  });

  it('stamps tables held whole alike until any of them is read again', () => {
    const journal = journalWithRows();
    const at = '2026-11-24T09:00:00.000Z';
    const audit = { at, operatorId: null, action: 'branch-list.saved', details: {} };
    const bank = { countryCode: 'KE', code: '01', name: 'Example Commercial Bank' } as const;
    const settings = journal.settings.verifiedStamp();
    const lists = journal.branchLists.verifiedStamp();
    expect(journal.settings.verifiedStamp()).toBe(settings);
    expect(journal.branchLists.verifiedStamp()).toBe(lists);
    // One table of the three written: the lists' one stamp changes, the settings' does not.
    journal.branchLists.replace('test', 'banks', [bank], audit);
    expect(journal.branchLists.verifiedStamp()).not.toBe(lists);
    expect(journal.settings.verifiedStamp()).toBe(settings);
    // Edited outside the app: the stamp is not given, the table's break is.
    editWithoutKey(journal.path, "DELETE FROM branch_banks WHERE bank_code = '01'");
    expect(refusal(() => journal.branchLists.verifiedStamp())).toMatchObject({
      table: 'branch_banks',
    });
  });

  it('reads a table held whole again after this connection wrote it, or rolled a write back', () => {
    const journal = journalWithRows();
    const at = '2026-11-24T09:00:00.000Z';
    journal.settings.allRaw();
    const first = journal.rowSeals.generationOf('settings');
    journal.settings.set('controls', { approvalAbove: { imt: { KES: '6000.00' } } }, at, null);
    expect(journal.settings.allRaw()['controls']).toContain('6000.00');
    const second = journal.rowSeals.generationOf('settings');
    expect(second).toBeGreaterThan(first);
    // Read inside a transaction that is then rolled back: never taken as intact.
    const rolledBack = () =>
      journal.transaction(() => {
        journal.settings.set('controls', { approvalAbove: { imt: { KES: '7000.00' } } }, at, null);
        expect(journal.settings.allRaw()['controls']).toContain('7000.00');
        throw new Error('rolled back');
      });
    expect(rolledBack).toThrow('rolled back');
    expect(journal.settings.allRaw()['controls']).toContain('6000.00');
    expect(journal.rowSeals.generationOf('settings')).toBeGreaterThan(second + 1);
  });

  it('keeps a row copied over another: the seal covers the row’s identity', () => {
    const journal = journalWithRows();
    journal.operators.create(
      {
        operatorId: 'clerk-1',
        displayName: 'Jane Wanjiku',
        role: 'clerk',
        passwordHash: 'scrypt$1024$8$1$b3RoZXJzYWx0b3RoZXI=$b3RoZXI=',
        createdBy: null,
        at: '2026-11-24T08:00:00.000Z',
      },
      { firstOnly: false },
    );
    // The clerk's hash and the clerk's seal, both copied: still not the supervisor's row.
    editWithoutKey(
      journal.path,
      `UPDATE operators SET (password_hash, seal) =
        (SELECT password_hash, seal FROM operators WHERE operator_id = 'clerk-1')
       WHERE operator_id = 'sup-1'`,
    );
    expect(refusal(() => journal.operators.get('sup-1'))).toMatchObject({
      table: 'operators',
      key: 'sup-1',
    });
    expect(journal.operators.get('clerk-1')?.role).toBe('clerk');
  });

  it('leaves old settled rows to the full check at start, which reads only what is new', () => {
    const journal = journalWithRows();
    const old = journal.transfers.reserve(reservation());
    journal.transfers.move(old.id, 'reserved', { state: 'sending' }, '2026-11-24T08:00:01Z', MOVE);
    journal.transfers.move(
      old.id,
      'sending',
      { state: 'succeeded', transactionId: 'T-1' },
      '2026-11-24T08:00:02Z',
      MOVE,
    );
    expect(journal.rowSeals.startCheck({ everything: false }).found).toBeNull();
    editWithoutKey(
      journal.path,
      "UPDATE transfers SET recipient_name = 'Someone Else' WHERE id = ?",
      old.id,
    );
    // A settled transfer from before the last start: not read at start, but when read, and by
    // the admin's full check, which covers every row of every table.
    const start = journal.rowSeals.startCheck({ everything: false });
    expect(start.found).toBeNull();
    const full = journal.rowSeals.verification(1);
    let step = full.next();
    while (!step.done) step = full.next();
    expect(step.value.found).toMatchObject({ table: 'transfers', key: old.reference });
    expect(refusal(() => journal.transfers.get(old.id)).key).toBe(old.reference);
    // After a finding the start reads everything, so the finding stands.
    expect(journal.rowSeals.startCheck({ everything: true }).found).toMatchObject({
      key: old.reference,
    });
  });

  it('finds a transfer inserted as open at start, whatever its id', () => {
    const journal = journalWithRows();
    const first = journal.transfers.reserve(reservation());
    journal.transfers.move(
      first.id,
      'reserved',
      { state: 'not_sent' },
      '2026-11-24T08:00:01Z',
      MOVE,
    );
    expect(journal.rowSeals.startCheck({ everything: false }).found).toBeNull();
    editWithoutKey(
      journal.path,
      `INSERT INTO transfers (id, reference, draft_id, kind, body, amount, currency,
        destination_country, recipient_name, recipient_account, source_account, operator_id,
        environment, state, created_at, updated_at)
       SELECT 0, '429999999999', 'forged', kind, body, '240000.00', currency, destination_country,
        recipient_name, recipient_account, source_account, operator_id, environment, 'unknown',
        created_at, updated_at FROM transfers WHERE id = ?`,
      first.id,
    );
    expect(journal.rowSeals.startCheck({ everything: false }).found).toMatchObject({
      table: 'transfers',
      key: '429999999999',
    });
  });

  it('finds an edited attempt of a transfer still open to a send at start, whatever its age', () => {
    const journal = journalWithRows();
    const open = journal.transfers.reserve(reservation());
    journal.transfers.move(open.id, 'reserved', { state: 'sending' }, '2026-11-24T08:00:01Z', MOVE);
    const n = journal.transfers.startAttempt(open.id, '2026-11-24T08:00:02Z');
    journal.transfers.finishAttempt(
      open.id,
      n,
      { httpStatus: null, response: null, error: 'timeout', notProcessed: false },
      '2026-11-24T08:00:32Z',
    );
    journal.transfers.move(open.id, 'sending', { state: 'unknown' }, '2026-11-24T08:00:33Z', MOVE);
    expect(journal.rowSeals.startCheck({ everything: false }).found).toBeNull();
    // A finished attempt, written before the last start: claiming the bank never processed it
    // would let a re-send go as though nothing had left. The editor drops the trigger first.
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    raw.exec(`DROP TRIGGER attempts_complete_once;
      UPDATE attempts SET not_processed = 1 WHERE transfer_id = ${open.id} AND n = ${n}`);
    raw.close();
    expect(journal.rowSeals.startCheck({ everything: false }).found).toMatchObject({
      table: 'attempts',
      key: `${open.id} / ${n}`,
    });
  });

  it('checks rows read as arrays as it checks row objects, naming the altered one', () => {
    const journal = journalWithRows();
    const kept = journal.transfers.reserve(reservation());
    const changed = journal.transfers.reserve(reservation());
    editWithoutKey(
      journal.path,
      "UPDATE transfers SET recipient_name = 'Someone Else' WHERE id = ?",
      changed.id,
    );
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    const statement = raw.prepare('SELECT * FROM transfers ORDER BY id').raw(true);
    const rows = statement.all() as unknown[][];
    const columns = statement.columns().map((column) => column.name);
    raw.close();
    const verify = journal.rowSeals.rawRowVerifier('transfers', columns);
    expect(() => verify(rows[0]!)).not.toThrow();
    expect(refusal(() => verify(rows[1]!))).toMatchObject({
      table: 'transfers',
      key: changed.reference,
    });
    expect(kept.reference).not.toBe(changed.reference);
    expect(() => journal.rowSeals.rawRowVerifier('transfers', ['id', 'amount'])).toThrow(
      /without its seal column/,
    );
  });

  it('finds the new and the open rows at start through indexes, never a table scan', () => {
    const journal = journalWithRows();
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    for (const table of MARKED_TABLE_NAMES) {
      const plan = raw.prepare(`EXPLAIN QUERY PLAN ${startQueryOf(table)}`).all({ since: 0 }) as {
        detail: string;
      }[];
      const scans = plan.map((step) => step.detail).filter((step) => /^SCAN /.test(step));
      expect({ table, scans }).toEqual({ table, scans: [] });
    }
    raw.close();
  });

  it('sends only a body whose reservation is sealed in the audit log', () => {
    const journal = journalWithRows();
    const sent = journal.transfers.reserve(reservation());
    expect(() => journal.transferRecords.checkSendable(sent)).not.toThrow();
    expect(refusal(() => journal.transferRecords.checkSendable({ ...sent, body: '{}' })).what).toBe(
      `Transfer ${sent.reference} no longer holds the body that audit row ${journal.audit.last()!.seq} recorded when it was reserved, so it is not sent.`,
    );
    // A row that carries a good seal (written with the key by a connection of the app's) but
    // that no reservation recorded is not sent either.
    const raw = rawJournal(journal.path);
    new RowSeals(raw).useKey(TEST_AUDIT_KEY);
    raw
      .prepare(
        `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency,
          destination_country, recipient_name, recipient_account, source_account, operator_id,
          environment, state, created_at, updated_at)
         SELECT '428888888888', 'unreserved', kind, body, amount, currency, destination_country,
          recipient_name, recipient_account, source_account, operator_id, environment, 'unknown',
          created_at, updated_at FROM transfers WHERE id = ?`,
      )
      .run(sent.id);
    raw.close();
    const unreserved = journal.transfers.getByReference('428888888888')!;
    expect(refusal(() => journal.transferRecords.checkSendable(unreserved)).what).toBe(
      'Transfer 428888888888 has no reservation sealed in the audit log: Remit Desk did not reserve it, so it is never sent.',
    );
  });

  it('has triggers that cover every column of every sealed table', () => {
    const journal = openTempJournal();
    const raw = rawJournal(journal.path, { readonly: true });
    for (const table of SEALED_TABLE_NAMES) {
      const columns = (raw.pragma(`table_info(${table})`) as { name: string }[])
        .map((c) => c.name)
        .filter((name) => name !== 'seal');
      for (const trigger of [`${table}_seal_insert`, `${table}_seal_update`]) {
        const sql = (
          raw.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(trigger) as
            { sql: string } | undefined
        )?.sql;
        expect(sql, trigger).toBeDefined();
        for (const column of columns)
          expect(sql, `${trigger}: ${column}`).toContain(`'${column}', ${column}`);
      }
    }
    raw.close();
  });
});
