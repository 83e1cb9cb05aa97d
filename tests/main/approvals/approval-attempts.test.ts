import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ATTEMPTS,
  APPROVAL_ATTEMPT_ACTIONS,
  approvalDelayMs,
  createApprovalAttempts,
} from '../../../electron/main/approvals/approval-attempts';
import type { Services } from '../../../electron/main/services';
import { CLERK, rtgsDraft } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';
import {
  passwordOf,
  PEOPLE,
  stationWithWaitingTransfer,
  type Person,
} from '../operators/desk-fixture';

/**
 * D73: a supervisor's password typed into the approval dialog at a clerk's workstation counts
 * apart from sign-in: wrong ones are audited, slowed and pause approvals here, never lock the
 * account. Through the IPC router on a real journal, keyring and sandbox bank; each wait is
 * recorded by the injected sleep, not timed.
 */
describe('wrong passwords in the approval dialog', () => {
  const bank = useFileBank();

  async function workstation() {
    const waits: number[] = [];
    const station = await stationWithWaitingTransfer(bank, {
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    const draft = rtgsDraft();
    const ask = (person: Person | string, password: string) =>
      station.desk.call('approveDuplicate', {
        draft,
        reason: 'Bank said go ahead',
        approver: {
          operatorId: person in PEOPLE ? PEOPLE[person as Person].operatorId : person,
          password,
        },
      });
    return { ...station, waits, draft, ask };
  }

  const codes = (answers: { ok: boolean; error?: { code: string } }[]) =>
    answers.map((a) => (a.ok ? 'ok' : a.error!.code));
  const misses = (services: Services) =>
    services.journal.audit.entries().filter((e) => e.action === APPROVAL_ATTEMPT_ACTIONS.failed);

  it("cannot lock a supervisor's account: six guesses pause that supervisor's approvals here only", async () => {
    const { desk, services, waits, ask } = await workstation();
    // Six at once: taken one at a time, so the pause set by the fifth stops the sixth unchecked.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ask('supervisor', 'wrong password guess')),
    );
    expect(codes(answers)).toEqual([
      'bad-credentials',
      'bad-credentials',
      'bad-credentials',
      'bad-credentials',
      'approvals-paused',
      'approvals-paused',
    ]);
    expect(answers[0]).toMatchObject({
      error: {
        message:
          "The operator id or the password is wrong. Each wrong try waits longer, and 5 for one id pause its approvals here for 15 minutes. Nobody's sign-in is blocked.",
      },
    });
    expect(answers[5]).toMatchObject({
      error: {
        message: expect.stringMatching(
          /^Approvals by sup-1 at this workstation are paused until 11:15 EAT, after 5 wrong passwords\. Another supervisor can approve meanwhile; sup-1 can still sign in\./,
        ),
        pausedUntil: new Date(bank.clock.read() + APPROVAL_ATTEMPTS.windowMs).toISOString(),
      },
    });
    // Slowed after each miss, doubling; the sixth was refused before any password was checked.
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(misses(services).map((e) => [e.operatorId, e.details])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [
        CLERK,
        {
          approverTried: 'sup-1',
          purpose: 'duplicate-transfer',
          missesHere: n,
          missesOfApprover: n,
          delayMs: approvalDelayMs(n),
        },
      ]),
    );
    expect(
      services.journal.audit
        .entries()
        .filter((e) => e.action === 'approval.refused')
        .map((e) => e.details.reason),
    ).toEqual(['approvals-paused']);

    // Even the right password waits out the pause, but the account is not touched: the
    // supervisor signs in, and another supervisor approves at this workstation meanwhile.
    expect(await ask('supervisor', passwordOf('supervisor'))).toMatchObject({
      ok: false,
      error: { code: 'approvals-paused' },
    });
    expect(await ask('otherSupervisor', passwordOf('otherSupervisor'))).toMatchObject({
      ok: true,
      value: { approverId: 'sup-2' },
    });
    expect(services.journal.operators.get('sup-1')).toMatchObject({
      failedAttempts: 0,
      lockedUntil: null,
    });
    const signedIn = await desk.operators.signIn({
      operatorId: 'sup-1',
      password: passwordOf('supervisor'),
    });
    expect(signedIn).toMatchObject({ ok: true, value: { operatorId: 'sup-1' } });
  });

  it('pauses every approval here after ten misses, for a quarter of an hour, across a restart', async () => {
    const { desk, services, ask } = await workstation();
    for (const guess of ['supervisor', 'otherSupervisor', 'nobody.here'] as const) {
      const tries = guess === 'nobody.here' ? 2 : 4;
      for (let i = 0; i < tries; i += 1) await ask(guess, 'wrong password guess');
    }
    // Ten misses (4 + 4 + 2), none of one id up to five: the workstation's count pauses them all.
    expect(misses(services)).toHaveLength(10);
    const paused = await ask('admin', passwordOf('admin'));
    expect(paused).toMatchObject({
      ok: false,
      error: {
        code: 'approvals-paused',
        message: expect.stringMatching(
          /^Approvals at this workstation are paused until 11:15 EAT, after 10 wrong passwords\./,
        ),
      },
    });

    // Read from the audit rows: a restarted app pauses them as well.
    const restarted = createApprovalAttempts({
      audit: services.journal.audit,
      now: bank.clock.read,
      sleep: () => Promise.resolve(),
      timeZone: services.timeZone,
    });
    const never = () => Promise.reject(new Error('no password is checked while paused'));
    const again = await restarted.guard(never)(
      { operatorId: 'sup-2', password: passwordOf('otherSupervisor') },
      { requester: { operatorId: CLERK, role: 'clerk' }, roles: ['supervisor'], purpose: 'x' },
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'approvals-paused' } });

    // Supervisors see each try and the pause; a clerk does not.
    expect(await desk.call('approvalFailures', undefined)).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
    await desk.signIn('supervisor');
    const seen = await desk.call('approvalFailures', undefined);
    expect(seen).toMatchObject({
      ok: true,
      value: {
        pausedUntil: expect.any(String),
        pausedApprovers: [],
        timeZone: services.timeZone(),
      },
    });
    const failures = seen.ok ? seen.value.failures : [];
    expect(failures).toHaveLength(10);
    expect(failures[0]).toEqual({
      at: expect.any(String),
      approverTried: 'nobody.here',
      requesterId: CLERK,
      purpose: 'Repeats a transfer waiting for a supervisor',
    });

    // A quarter of an hour after the tenth miss the pause is over.
    bank.clock.advance(APPROVAL_ATTEMPTS.windowMs + 1);
    await desk.signIn('clerk');
    expect(await ask('otherSupervisor', passwordOf('otherSupervisor'))).toMatchObject({
      ok: true,
    });
  });

  it('doubles the wait after each miss, up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(approvalDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
