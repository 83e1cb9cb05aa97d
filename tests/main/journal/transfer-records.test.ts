import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { SETTLEMENT_ACTION } from '../../../electron/main/journal/settlements-repo';
import { keychainStores } from '../keys/keychain-fixture';
import { openSealedTestJournal, tamper, tempDataDir, type SealedTestJournal } from './fixtures';
import { seedTransfer } from './seed-transfers';

/*
 * The admin's full check holds every transfer row to the audit rows that recorded it: the chain's
 * MACs alone would not see a body, an amount or a state changed in the transfers table, which the
 * receipts, the log and the end of day read.
 */

const stores = keychainStores();
afterAll(() => stores.cleanUp());

const NOW = Date.parse('2026-11-24T08:00:00.000Z');

function start(dir: string): Promise<SealedTestJournal> {
  return openSealedTestJournal(dir, {
    keychain: stores.journalKeychain(dir),
    now: () => NOW,
    earlierSecrets: () => Promise.resolve([]),
    batchRows: 50,
  });
}

/** A workstation with transfers in several states (one settled by a supervisor), closed. */
async function workstation(): Promise<{ dir: string; references: string[] }> {
  const dir = tempDataDir();
  const { journal, close } = await start(dir);
  const sent = seedTransfer(journal, { state: 'succeeded', transactionId: 'TX-1' });
  const imt = seedTransfer(journal, { kind: 'imt', state: 'rejected' });
  const unknown = seedTransfer(journal, { state: 'unknown' });
  journal.settlements.record({
    transfer: unknown,
    at: '2026-11-24T09:00:00.000Z',
    operatorId: 'supervisor-1',
    outcome: 'succeeded',
    failure: null,
    note: 'The bank confirmed it by telephone.',
    transactionId: 'TX-3',
    move: { state: 'succeeded', transactionId: 'TX-3' },
  });
  const reserved = seedTransfer(journal, { state: 'reserved' });
  await close();
  return {
    dir,
    references: [sent.reference, imt.reference, unknown.reference, reserved.reference],
  };
}

const file = (dir: string) => join(dir, JOURNAL_FILE_NAME);

async function fullCheck(dir: string) {
  const { seal, close } = await start(dir);
  const checked = await seal.checkInFull('admin-1');
  const problem = seal.problem();
  await close();
  if (!checked.ok) throw new Error(checked.error.message);
  return { view: checked.value, problem };
}

describe('the full check of the transfer rows', () => {
  it('passes a journal whose transfers say what their audit rows recorded', async () => {
    const { dir } = await workstation();
    const { view, problem } = await fullCheck(dir);
    expect(view.ok).toBe(true);
    expect(problem).toBeNull();
  });

  it('finds a signed body changed in place, naming the transfer and the row that recorded it', async () => {
    const { dir, references } = await workstation();
    tamper(
      file(dir),
      `UPDATE transfers SET body = replace(body, 'John Otieno', 'Mallory Otieno') WHERE reference = ?`,
      references[0],
    );
    const { view, problem } = await fullCheck(dir);
    expect(view).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        new RegExp(
          `^Transfer ${references[0]} no longer holds the amount or the signed details that audit row \\d+ recorded when it was reserved\\. .*call support`,
        ),
      ),
    });
    expect(problem?.firstBadRow).toBe(!view.ok ? view.firstBadRow : -1);
  });

  it('finds an amount column changed, which the end of day adds up', async () => {
    const { dir, references } = await workstation();
    tamper(file(dir), `UPDATE transfers SET amount = '10.00' WHERE reference = ?`, references[1]);
    const { view } = await fullCheck(dir);
    expect(!view.ok && view.message).toMatch(
      new RegExp(`^Transfer ${references[1]} no longer holds the amount`),
    );
  });

  it('finds a state or a transactionId changed, including after a supervisor settled it', async () => {
    const { dir, references } = await workstation();
    tamper(
      file(dir),
      `UPDATE transfers SET state = 'succeeded' WHERE reference = ?`,
      references[1],
    );
    const first = await fullCheck(dir);
    expect(!first.view.ok && first.view.message).toMatch(
      new RegExp(
        `^Transfer ${references[1]} no longer holds the state that audit row \\d+ recorded\\.`,
      ),
    );

    const other = await workstation();
    tamper(
      file(other.dir),
      `UPDATE transfers SET transaction_id = 'TX-FORGED' WHERE reference = ?`,
      other.references[2],
    );
    const second = await fullCheck(other.dir);
    expect(!second.view.ok && second.view.message).toMatch(
      new RegExp(`^Transfer ${other.references[2]} no longer holds the state`),
    );
  });

  it('finds a transfer added to the file that Remit Desk never reserved', async () => {
    const { dir } = await workstation();
    tamper(
      file(dir),
      `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
         recipient_name, recipient_account, source_account, operator_id, environment, state,
         created_at, updated_at)
       SELECT '319999999999', 'forged', kind, body, amount, currency, destination_country,
         recipient_name, recipient_account, source_account, operator_id, environment, state,
         created_at, updated_at FROM transfers ORDER BY id LIMIT 1`,
    );
    const { view } = await fullCheck(dir);
    expect(!view.ok && view.message).toMatch(
      /^Transfer 319999999999 has no audit row: it was not reserved by Remit Desk\./,
    );
  });

  it('reads the settlement rows as moves: a settled transfer is held to its settled state', async () => {
    const { dir, references } = await workstation();
    const { journal, close } = await start(dir);
    const rows = journal.audit.entries().filter((e) => e.action === SETTLEMENT_ACTION);
    expect(rows).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ reference: references[2], state: 'succeeded' }),
      }),
    ]);
    await close();
    tamper(file(dir), `UPDATE transfers SET state = 'unknown' WHERE reference = ?`, references[2]);
    const { view } = await fullCheck(dir);
    expect(!view.ok && view.firstBadRow).toBe(rows[0]!.seq);
  });
});
