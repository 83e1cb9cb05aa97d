import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remitDeskContract } from '@shared/ipc/contract';
import { wrongRoleError } from '../../../electron/main/ipc/router';
import type { Services } from '../../../electron/main/services';
import { CLERK, createTeardown } from '../engine/engine-fixture';
import { testClock } from '../engine/test-clock';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { deskOnOwnBank, passwordOf, type Desk } from '../operators/desk-fixture';

/**
 * Each operation of the supervisor desk, called straight through the router as a page would call
 * it (no screen in between): main refuses the roles the contract does not name, and narrows what
 * a clerk may see, whatever the request says.
 */
describe('the supervisor desk over IPC, by role', () => {
  const teardown = createTeardown();
  const clock = testClock();
  let services: Services;
  let desk: Desk;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    const { sandbox, ...station } = await deskOnOwnBank(clock, teardown);
    ({ services, desk } = station);
    expect((await services.purposes.list()).ok).toBe(true);
    sandbox.setFault({ route: 'rtgs', fault: 'reset-after-processing', times: 1 });
    const sent = await services.transfers.send(rtgsDraft(), CLERK);
    const other = await services.transfers.send(imtDraft(), 'clerk-2');
    if (!sent.ok || !other.ok) throw new Error('setup sends failed');
    mine = sent.value.reference;
    theirs = other.value.reference;
  });
  afterAll(() => teardown.run());

  const supervisorOnly = {
    transferHistory: () => ({ reference: mine }),
    settleTransfer: () => ({ reference: mine, outcome: 'still_unknown', note: 'Asked the bank' }),
    resendTransfer: () => ({ reference: mine, note: 'Bank says it never arrived' }),
    endOfDay: () => ({ day: '2026-11-24' }),
    prepareDayClose: () => ({ day: '2026-11-24' }),
    closeDay: () => ({
      day: '2026-11-24',
      checker: { operatorId: 'sup-1', password: passwordOf('supervisor') },
    }),
  } as const;

  it.each(Object.keys(supervisorOnly) as (keyof typeof supervisorOnly)[])(
    'a clerk calling %s is refused, and nothing changes',
    async (name) => {
      await desk.signIn('clerk');
      const auditRows = services.journal.audit.entries().length;
      const answer = await desk.call(name, supervisorOnly[name]());
      expect(answer).toEqual({
        ok: false,
        error: wrongRoleError('clerk', remitDeskContract.operations[name].access),
      });
      expect(services.journal.transfers.getByReference(mine)!.state).toBe('unknown');
      expect(services.journal.audit.entries().length).toBe(auditRows);
      expect(services.journal.days.closing('2026-11-24')).toBeUndefined();
    },
  );

  it('the contract gives each desk operation its roles: supervisors settle, clerks send (D23)', () => {
    const access = Object.fromEntries(
      Object.entries(remitDeskContract.operations).map(([name, op]) => [name, op.access]),
    );
    expect(access).toMatchObject({
      transferLog: ['clerk', 'supervisor', 'admin', 'compliance', 'auditor'],
      transferHistory: ['supervisor', 'admin', 'compliance', 'auditor'],
      settleTransfer: ['supervisor', 'admin'],
      resendTransfer: ['supervisor', 'admin'],
      checkDuplicates: 'clerk',
      approveDuplicate: 'clerk',
      endOfDay: ['supervisor', 'admin', 'compliance', 'auditor'],
      prepareDayClose: ['supervisor', 'admin'],
      closeDay: ['supervisor', 'admin'],
    });
  });

  it("a clerk's log holds only the clerk's transfers, even when asked for another operator's", async () => {
    await desk.signIn('clerk');
    for (const request of [{}, { operatorId: 'clerk-2' }, { text: theirs }]) {
      const page = await desk.call('transferLog', request);
      expect(page.ok && page.value.rows.map((row) => row.reference)).toEqual(
        'text' in request ? [] : [mine],
      );
    }
    await desk.signIn('supervisor');
    const all = await desk.call('transferLog', {});
    expect(all.ok && all.value.rows.map((row) => row.reference)).toEqual([theirs, mine]);
    const waiting = await desk.call('transferLog', { state: 'waiting' });
    expect(waiting.ok && waiting.value.rows.map((row) => row.reference)).toEqual([mine]);
  });

  it('supervisors and admins may not call the clerk-only duplicate operations', async () => {
    for (const person of ['supervisor', 'admin'] as const) {
      await desk.signIn(person);
      expect(await desk.call('checkDuplicates', rtgsDraft())).toMatchObject({
        ok: false,
        error: { code: 'wrong-role' },
      });
      expect(
        await desk.call('approveDuplicate', {
          draft: rtgsDraft(),
          reason: 'Approving my own',
          approver: { operatorId: 'sup-1', password: passwordOf('supervisor') },
        }),
      ).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    }
  });

  it("refuses the preparer as the closing's checker in a checker's words, not an approval's", async () => {
    await desk.signIn('supervisor');
    const answer = await desk.call('closeDay', {
      day: '2026-11-24',
      checker: { operatorId: 'SUP-1', password: passwordOf('supervisor') },
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'own-approval', text: { key: 'accounts.refused.ownCheck' } },
    });
    expect(answer.ok ? '' : answer.error.message).toMatch(/You prepared this closing/);
    expect(services.journal.days.closing('2026-11-24')).toBeUndefined();
  });

  it('bad payloads get clear messages, never a crash', async () => {
    await desk.signIn('supervisor');
    const cases: [keyof typeof remitDeskContract.operations, unknown][] = [
      ['transferLog', { text: 'ab' }],
      ['transferLog', { limit: 1e9 }],
      ['transferLog', 'everything'],
      ['transferLog', undefined],
      ['transferLog', null],
      ['transferHistory', { reference: "1' OR '1'='1" }],
      ['settleTransfer', { reference: mine, outcome: 'paid' }],
      ['settleTransfer', { reference: mine, outcome: 'failed', note: 'x' }],
      ['resendTransfer', { reference: mine }],
      ['endOfDay', { day: '2026-02-30' }],
      ['closeDay', null],
      ['closeDay', { day: '2026-11-24' }],
      ['prepareDayClose', { day: 'today' }],
    ];
    for (const [name, payload] of cases) {
      const answer = await desk.call(name, payload);
      expect(answer, `${name} ${JSON.stringify(payload)}`).toMatchObject({
        ok: false,
        error: { code: 'invalid-request', message: expect.stringMatching(/\w+ .*\./) },
      });
    }
    expect(await desk.call('transferHistory', { reference: '999999999999' })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });
});
