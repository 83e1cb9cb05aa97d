import { rawJournal } from '../journal/fixtures';
import { describe, expect, it } from 'vitest';
import type { ControlThresholds } from '@shared/domain/settings';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { isRowSealError } from '../../../electron/main/journal/row-seal-error';
import { CLERK, imtDraft } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';
import { deskStation, openDesk, passwordOf, PEOPLE, type Person } from '../operators/desk-fixture';

const THRESHOLDS: ControlThresholds = {
  approvalAbove: { rtgs: {}, imt: { KES: '5000.00' } },
  reportableFrom: {},
};

/**
 * The review's finding, reproduced (D68): with the app stopped, a second program edits the
 * journal file with plain SQLite and no keychain. After the restart each edit is found by the
 * start's check before anything can act on it: nobody but an admin signs in, nothing is sent or
 * re-sent, and the row is named.
 */
describe('rows edited in the journal file while the app is stopped', () => {
  const bank = useFileBank();

  /** A workstation whose admin set the wallet approval threshold, with one small IMT sent. */
  async function stoppedWorkstation() {
    const station = await deskStation(bank);
    const { desk, services } = station;
    await desk.signIn('admin');
    const saved = await desk.call('updateSettings', { section: 'controls', value: THRESHOLDS });
    if (!saved.ok) throw new Error(saved.error.message);
    await desk.signIn('clerk');
    const sent = await services.transfers.send(imtDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    desk.dispose();
    await services.close();
    return { ...station, reference: sent.value.reference };
  }

  /** Plain better-sqlite3, as the reviewer used it: the app's seal triggers cannot follow. */
  function edit(dataDir: string, sql: string): void {
    const raw = rawJournal(`${dataDir}/${JOURNAL_FILE_NAME}`);
    sealFunctionsWithoutKey(raw);
    raw.exec(sql);
    raw.close();
  }

  async function restarted(stopped: Awaited<ReturnType<typeof stoppedWorkstation>>) {
    const station = await bank.station({ dataDir: stopped.dataDir, stores: stopped.stores });
    const desk = openDesk(station.services, bank.clock.read);
    bank.teardown.add(() => desk.dispose());
    return { ...station, desk };
  }

  const signIn = (
    desk: ReturnType<typeof openDesk>,
    person: Person,
    password = passwordOf(person),
  ) => desk.call('signIn', { operatorId: PEOPLE[person].operatorId, password });

  /** The finding names the row, and nothing goes: no clerk or supervisor signs in, no send. */
  async function expectStopped(
    station: Awaited<ReturnType<typeof restarted>>,
    row: { table: string; key: string },
    named: RegExp,
  ) {
    const problem = station.services.seal.problem();
    expect(problem).toMatchObject({ alteredRow: row, message: expect.stringMatching(named) });
    const before = bank.sandbox.transactions().length;
    for (const person of ['clerk', 'supervisor'] as const) {
      expect(await signIn(station.desk, person)).toMatchObject({
        ok: false,
        error: { code: 'journal-check-failed', message: expect.stringMatching(named) },
      });
    }
    const big = await station.services.transfers
      .send(imtDraft({ transfer: { amount: '200000.00' } }), CLERK)
      .catch((error: unknown) => error);
    // Refused, or stopped where the edited row is read for a decision (D68: the day's totals of
    // D81 read the customer's and the recipient's transfers): either way nothing goes.
    expect(isRowSealError(big) || (big as { ok?: boolean }).ok === false).toBe(true);
    expect(bank.sandbox.transactions()).toHaveLength(before);
  }

  it('finds the wallet approval threshold raised', async () => {
    const stopped = await stoppedWorkstation();
    edit(
      stopped.dataDir,
      `UPDATE settings SET value = json_set(value, '$.approvalAbove.imt.KES', '10000000.00')
       WHERE key = 'controls'`,
    );
    const station = await restarted(stopped);
    await expectStopped(
      station,
      { table: 'settings', key: 'controls' },
      /The setting "controls" was written outside Remit Desk/,
    );
  });

  it('finds a clerk’s password hash copied onto a supervisor', async () => {
    const stopped = await stoppedWorkstation();
    edit(
      stopped.dataDir,
      `UPDATE operators SET password_hash =
         (SELECT password_hash FROM operators WHERE operator_id = '${PEOPLE.clerk.operatorId}')
       WHERE operator_id = '${PEOPLE.supervisor.operatorId}'`,
    );
    const station = await restarted(stopped);
    await expectStopped(
      station,
      { table: 'operators', key: PEOPLE.supervisor.operatorId },
      /The operator account sup-1 was written outside Remit Desk/,
    );
    // The clerk's password does not open the supervisor's account.
    expect(await signIn(station.desk, 'supervisor', passwordOf('clerk'))).toMatchObject({
      ok: false,
    });
    expect(station.desk.operators.current()).toBeNull();
  });

  it('finds a clerk promoted to supervisor', async () => {
    const stopped = await stoppedWorkstation();
    edit(
      stopped.dataDir,
      `UPDATE operators SET role = 'supervisor' WHERE operator_id = '${PEOPLE.clerk.operatorId}'`,
    );
    const station = await restarted(stopped);
    await expectStopped(
      station,
      { table: 'operators', key: PEOPLE.clerk.operatorId },
      /The operator account clerk-1 was written outside Remit Desk/,
    );
  });

  it('finds an "unknown" transfer of 240,000 KES inserted, and never re-sends it', async () => {
    const stopped = await stoppedWorkstation();
    edit(
      stopped.dataDir,
      `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency,
         destination_country, recipient_name, recipient_account, source_account, operator_id,
         environment, state, created_at, updated_at)
       SELECT '109999999999', 'inserted', kind, replace(body, '1000.00', '240000.00'),
         '240000.00', currency, destination_country, recipient_name, recipient_account,
         source_account, operator_id, environment, 'unknown', created_at, updated_at
       FROM transfers WHERE reference = '${stopped.reference}'`,
    );
    const station = await restarted(stopped);
    await expectStopped(
      station,
      { table: 'transfers', key: '109999999999' },
      /Transfer 109999999999 was written outside Remit Desk/,
    );
    // Even a supervisor's session made before the stop could not re-send it: it is refused,
    // named, and the bank never hears of it.
    const supervisor = {
      operatorId: PEOPLE.supervisor.operatorId,
      displayName: PEOPLE.supervisor.displayName,
      role: 'supervisor' as const,
    };
    const resent = await station.services.transfers
      .resend(
        { reference: '109999999999', note: 'Bank says it never arrived' },
        supervisor as never,
      )
      .catch((error: unknown) => error);
    expect(String(resent instanceof Error ? resent.message : JSON.stringify(resent))).toMatch(
      /Transfer 109999999999 was written outside Remit Desk|not-ready|journal/,
    );
    expect(bank.sandbox.transaction('109999999999')).toBeUndefined();
  });
});
