import { workstationTimeZone } from '../../../electron/main/reports/branch-zone';
import { zonedTimeText } from '@shared/domain/zoned-time';
import { describe, expect, it } from 'vitest';
import type { OperatorService } from '../../../electron/main/operators/operator-service';
import { parseHash, scryptHasher, type PasswordHasher } from '../../../hq/protocol/password-hash';
import {
  ADMIN,
  CHEAP_SCRYPT,
  CLERK,
  MINUTE,
  auditActions,
  harness,
  watchedHasher,
  withAdminAndClerk,
} from './fixtures';

const WRONG = { operatorId: CLERK.operatorId, password: 'not the password at all' };
const RIGHT = { operatorId: CLERK.operatorId, password: CLERK.password };
const SIGNED_OUT = 'You were signed out.';

describe('signing in', () => {
  it('starts a session with the operator and role', async () => {
    const { service } = await withAdminAndClerk();
    const result = await service.signIn(RIGHT);
    expect(result).toEqual({
      ok: true,
      value: {
        operatorId: CLERK.operatorId,
        displayName: CLERK.displayName,
        role: 'clerk',
        mustChangePassword: false,
        language: 'en',
      },
    });
    expect(service.current()).toEqual({ operatorId: CLERK.operatorId, role: 'clerk' });
  });

  it('finds the id whatever its case and surrounding spaces', async () => {
    const { service } = await withAdminAndClerk();
    const result = await service.signIn({ operatorId: ' Jane.Clerk ', password: CLERK.password });
    expect(result.ok && result.value.operatorId).toBe(CLERK.operatorId);
  });

  it('gives the identical answer for a wrong password and an unknown id', async () => {
    const { service } = await withAdminAndClerk();
    const wrongPassword = await service.signIn(WRONG);
    const unknownId = await service.signIn({
      operatorId: 'no.such.person',
      password: CLERK.password,
    });
    expect(wrongPassword.ok).toBe(false);
    expect(unknownId).toEqual(wrongPassword);
    if (!wrongPassword.ok) {
      expect(wrongPassword.error.code).toBe('bad-credentials');
      expect(wrongPassword.error.message).toBe(
        'The operator id or the password is wrong. Check both and try again. After 5 wrong passwords in a row, sign-in is blocked for 15 minutes.',
      );
    }
    expect(service.current()).toBeNull();
  });

  it('does one scrypt derivation with the current parameters for an unknown id, as for a known one', async () => {
    const watched = watchedHasher();
    const { service } = await withAdminAndClerk({ passwords: watched.hasher });
    watched.verifiedWith.length = 0;
    await service.signIn({ operatorId: 'no.such.person', password: 'whatever it is' });
    await service.signIn({ operatorId: 'Not An Id!', password: 'whatever it is' });
    await service.signIn(WRONG);
    expect(watched.verifiedWith).toEqual([CHEAP_SCRYPT, CHEAP_SCRYPT, CHEAP_SCRYPT]);
  });

  it('refuses an invalid request with the fields to correct, before any work', async () => {
    const watched = watchedHasher();
    const { service } = await withAdminAndClerk({ passwords: watched.hasher });
    watched.verifiedWith.length = 0;
    const result = await service.signIn({ operatorId: CLERK.operatorId });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid-request',
        message: 'Enter your password.',
        fields: [{ path: 'password', message: 'Enter your password.' }],
      },
    });
    expect(watched.verifiedWith).toEqual([]);
  });

  it('audits successes and failures with the id tried and never the password', async () => {
    const { service, journal } = await withAdminAndClerk();
    const before = journal.audit.entries().length;
    await service.signIn(WRONG);
    await service.signIn({ operatorId: 'no.such.person', password: 'x' });
    // Looks like a password typed into the id field: not kept.
    await service.signIn({ operatorId: 'Summer2026!Nairobi', password: 'x' });
    await service.signIn(RIGHT);
    const entries = journal.audit.entries().slice(before);
    expect(entries.map((e) => [e.action, e.operatorId, e.details])).toEqual([
      [
        'session.sign-in-failed',
        null,
        { operatorIdTried: CLERK.operatorId, reason: 'wrong-password', failedAttempts: 1 },
      ],
      [
        'session.sign-in-failed',
        null,
        { operatorIdTried: 'no.such.person', reason: 'unknown-operator' },
      ],
      ['session.sign-in-failed', null, { operatorIdTried: null, reason: 'unknown-operator' }],
      ['session.signed-in', CLERK.operatorId, { role: 'clerk', hashUpgraded: false }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(WRONG.password);
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('ends the previous session when someone else signs in', async () => {
    const { service } = await withAdminAndClerk();
    await service.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password });
    const ended: unknown[] = [];
    service.onSessionEnded((e) => ended.push(e));
    await service.signIn(RIGHT);
    expect(ended).toEqual([
      {
        reason: 'signed-out',
        operatorId: ADMIN.operatorId,
        message: SIGNED_OUT,
        text: { key: 'accounts.sessionEnded.signedOut' },
      },
    ]);
    expect(service.current()?.operatorId).toBe(CLERK.operatorId);
  });
});

describe('lockout', () => {
  it("says until when on the branch's clock, with its zone", async () => {
    const { service, clock } = await withAdminAndClerk({ timeZone: () => 'Africa/Nairobi' });
    for (let i = 1; i < 5; i += 1) await service.signIn(WRONG);
    const fifth = await service.signIn(WRONG);
    // The harness's clock starts at 08:00 UTC: 11:00 in Nairobi, locked for 15 minutes.
    expect(clock.now()).toBe(Date.parse('2026-11-23T08:00:00.000Z'));
    expect(!fifth.ok && fifth.error.message).toContain('blocked until 2026-11-23 11:15 EAT after');
  });

  it('locks after 5 wrong passwords in a row, says until when, and releases after the lockout', async () => {
    const { service, clock, journal } = await withAdminAndClerk();
    for (let i = 1; i <= 4; i += 1) {
      const result = await service.signIn(WRONG);
      expect(!result.ok && result.error.code).toBe('bad-credentials');
    }
    const fifth = await service.signIn(WRONG);
    const until = new Date(clock.now() + 15 * MINUTE).toISOString();
    expect(fifth).toEqual({
      ok: false,
      error: {
        code: 'locked-out',
        lockedUntil: until,
        // On the workstation's clock here (no branch country, D32), with its zone named.
        message: `Sign-in for this operator id is blocked until ${zonedTimeText(until, workstationTimeZone())} after 5 wrong passwords in a row. Try again after that time, or ask an admin to unblock it.`,
        text: {
          key: 'accounts.refused.lockedOut',
          values: { until: zonedTimeText(until, workstationTimeZone()), attempts: 5 },
        },
      },
    });

    // The right password does not get through while locked.
    clock.advance(15 * MINUTE - 1);
    const stillLocked = await service.signIn(RIGHT);
    expect(!stillLocked.ok && stillLocked.error.code).toBe('locked-out');
    expect(service.list().find((o) => o.operatorId === CLERK.operatorId)?.lockedUntil).toBe(until);

    clock.advance(2);
    expect(service.list().find((o) => o.operatorId === CLERK.operatorId)?.lockedUntil).toBeNull();
    const released = await service.signIn(RIGHT);
    expect(released.ok).toBe(true);
    expect(journal.operators.get(CLERK.operatorId)).toMatchObject({
      failedAttempts: 0,
      lockedUntil: null,
    });

    const actions = auditActions(journal);
    expect(actions.filter((a) => a === 'operator.locked-out')).toHaveLength(1);
    expect(
      journal.audit.entries().find((e) => e.action === 'operator.locked-out')?.details,
    ).toEqual({
      operatorId: CLERK.operatorId,
      failedAttempts: 5,
      lockedUntil: until,
    });
    expect(journal.audit.entries().at(-2)).toMatchObject({
      action: 'session.sign-in-failed',
      details: { operatorIdTried: CLERK.operatorId, reason: 'locked-out' },
    });
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('counts only wrong passwords in a row: a success starts the count again', async () => {
    const { service } = await withAdminAndClerk();
    for (let i = 0; i < 4; i += 1) await service.signIn(WRONG);
    expect((await service.signIn(RIGHT)).ok).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      const result = await service.signIn(WRONG);
      expect(!result.ok && result.error.code).toBe('bad-credentials');
    }
    expect((await service.signIn(RIGHT)).ok).toBe(true);
  });

  it('follows the configured number of attempts and duration', async () => {
    const { service, clock } = await withAdminAndClerk({ maxFailedAttempts: 2, lockoutMs: MINUTE });
    await service.signIn(WRONG);
    const second = await service.signIn(WRONG);
    expect(!second.ok && second.error.code).toBe('locked-out');
    clock.advance(MINUTE + 1);
    expect((await service.signIn(RIGHT)).ok).toBe(true);
  });

  it('verifies no more wrong passwords than the limit, however many arrive at once', async () => {
    const counted = watchedHasher();
    const { service, journal } = await withAdminAndClerk({ passwords: counted.hasher });
    const clerkHash = journal.operators.get(CLERK.operatorId)!.passwordHash;
    counted.calls.length = 0;
    // Twenty guesses fired together, and the right password among the last of them.
    const guesses = Array.from({ length: 20 }, () => service.signIn(WRONG));
    const right = service.signIn(RIGHT);
    const results = await Promise.all([...guesses, right]);

    const verifiedAgainstClerk = counted.calls.filter((c) => c.stored === clerkHash);
    expect(verifiedAgainstClerk).toHaveLength(5);
    expect(counted.maxInFlight).toBe(1);
    expect(results.filter((r) => !r.ok && r.error.code === 'bad-credentials')).toHaveLength(4);
    expect(results.filter((r) => !r.ok && r.error.code === 'locked-out')).toHaveLength(17);
    expect(await right).toMatchObject({ ok: false, error: { code: 'locked-out' } });
    expect(service.current()).toBeNull();
    expect(auditActions(journal).filter((a) => a === 'operator.locked-out')).toHaveLength(1);
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('queues attempts at an unknown id as it queues a known one, and different ids side by side', async () => {
    const counted = watchedHasher();
    const { service } = await withAdminAndClerk({ passwords: counted.hasher });
    counted.calls.length = 0;
    const unknown = { operatorId: 'no.such.person', password: 'whatever it is' };
    await Promise.all(Array.from({ length: 4 }, () => service.signIn(unknown)));
    expect(counted.calls).toHaveLength(4);
    expect(counted.maxInFlight).toBe(1);

    counted.maxInFlight = 0;
    await Promise.all([service.signIn(unknown), service.signIn(WRONG)]);
    expect(counted.maxInFlight).toBe(2);
  });

  it('refuses a right password when a lock was set while it was being checked', async () => {
    let other: OperatorService | null = null;
    const lockMeanwhile: PasswordHasher = {
      hash: scryptHasher.hash,
      async verify(password, stored) {
        const verdict = await scryptHasher.verify(password, stored);
        // Another start of the app on the same journal locks the clerk out while this one hashes.
        if (password === RIGHT.password && other) {
          const locker = other;
          other = null;
          for (let i = 0; i < 5; i += 1) await locker.signIn(WRONG);
        }
        return verdict;
      },
    };
    const { service, journal, restart } = await withAdminAndClerk({ passwords: lockMeanwhile });
    other = restart();
    const result = await service.signIn(RIGHT);
    const lockedUntil = journal.operators.get(CLERK.operatorId)!.lockedUntil;
    expect(lockedUntil).not.toBeNull();
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'locked-out',
        lockedUntil,
        message: expect.stringContaining(
          `blocked until ${zonedTimeText(lockedUntil!, workstationTimeZone())}`,
        ),
        text: {
          key: 'accounts.refused.lockedOut',
          values: expect.objectContaining({ attempts: 5 }),
        },
      },
    });
    expect(service.current()).toBeNull();
    // The lock stands, and the refusal is on the record.
    expect(journal.operators.get(CLERK.operatorId)).toMatchObject({ lockedUntil });
    expect(journal.audit.entries().at(-1)).toMatchObject({
      action: 'session.sign-in-failed',
      details: { operatorIdTried: CLERK.operatorId, reason: 'locked-out' },
    });
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('refuses a right password when the operator was deactivated while it was being checked', async () => {
    let deactivate: (() => void) | null = null;
    const { service, journal, admin } = await withAdminAndClerk({
      passwords: {
        hash: scryptHasher.hash,
        async verify(password, stored) {
          const verdict = await scryptHasher.verify(password, stored);
          deactivate?.();
          return verdict;
        },
      },
    });
    deactivate = () => {
      deactivate = null;
      journal.operators.setActive(
        CLERK.operatorId,
        false,
        admin.operatorId,
        '2026-11-23T08:00:00.000Z',
      );
    };
    const result = await service.signIn(RIGHT);
    expect(!result.ok && result.error.code).toBe('bad-credentials');
    expect(service.current()).toBeNull();
    expect(journal.audit.entries().at(-1)?.details).toEqual({
      operatorIdTried: CLERK.operatorId,
      reason: 'inactive',
    });
  });

  it('can be lifted by an admin', async () => {
    const { service, admin, journal } = await withAdminAndClerk();
    for (let i = 0; i < 5; i += 1) await service.signIn(WRONG);
    expect(
      service.unlock(CLERK.operatorId, { operatorId: 'someone', role: 'clerk' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
    const unlocked = service.unlock(CLERK.operatorId, admin);
    expect(unlocked.ok && unlocked.value.lockedUntil).toBeNull();
    expect(auditActions(journal)).toContain('operator.unlocked');
    expect((await service.signIn(RIGHT)).ok).toBe(true);
  });
});

describe('inactive operators', () => {
  it('cannot sign in, and get the same answer as an unknown id', async () => {
    const { service, admin, journal } = await withAdminAndClerk();
    const deactivated = service.setActive(CLERK.operatorId, false, admin);
    expect(deactivated.ok && deactivated.value.active).toBe(false);
    const refused = await service.signIn(RIGHT);
    const unknown = await service.signIn({ operatorId: 'no.such.person', password: 'x' });
    expect(refused).toEqual(unknown);
    expect(!refused.ok && refused.error.code).toBe('bad-credentials');
    // Their tries are not counted towards a lockout.
    for (let i = 0; i < 6; i += 1) await service.signIn(WRONG);
    expect(journal.operators.get(CLERK.operatorId)).toMatchObject({
      failedAttempts: 0,
      lockedUntil: null,
    });

    expect(service.setActive(CLERK.operatorId, true, admin).ok).toBe(true);
    expect((await service.signIn(RIGHT)).ok).toBe(true);
    expect(auditActions(journal)).toEqual(
      expect.arrayContaining(['operator.deactivated', 'operator.reactivated']),
    );
    expect(journal.operators.count()).toBe(2);
  });

  it('are signed out when deactivated while signed in', async () => {
    const { service, admin } = await withAdminAndClerk();
    await service.signIn(RIGHT);
    const ended: unknown[] = [];
    service.onSessionEnded((e) => ended.push(e));
    service.setActive(CLERK.operatorId, false, admin);
    expect(service.current()).toBeNull();
    expect(ended).toEqual([
      {
        reason: 'signed-out',
        operatorId: CLERK.operatorId,
        message: SIGNED_OUT,
        text: { key: 'accounts.sessionEnded.signedOut' },
      },
    ]);
  });

  it('never include the admin acting, so an admin always remains', async () => {
    const { service, admin } = await withAdminAndClerk();
    expect(service.setActive(admin.operatorId, false, admin)).toMatchObject({
      ok: false,
      error: { code: 'own-account' },
    });
    expect(service.setActive('no.such.person', false, admin)).toMatchObject({
      ok: false,
      error: { code: 'unknown-operator' },
    });
    expect(
      service.setActive(ADMIN.operatorId, false, { operatorId: 'x', role: 'supervisor' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
  });
});

describe('hash parameters', () => {
  it('are read from the stored hash: an operator hashed with other parameters still signs in', async () => {
    const { service, journal, restart } = await withAdminAndClerk({
      scryptParams: { N: 2048, r: 4, p: 2 },
    });
    expect(parseHash(journal.operators.get(CLERK.operatorId)!.passwordHash)?.params).toEqual({
      N: 2048,
      r: 4,
      p: 2,
    });
    service.dispose();
    // A later version with other parameters, on the same journal.
    const later = restart({ scryptParams: { N: 1024, r: 4, p: 1 } });
    expect((await later.signIn(RIGHT)).ok).toBe(true);
    // Not weaker in any dimension than what is configured: left as it was.
    expect(parseHash(journal.operators.get(CLERK.operatorId)!.passwordHash)?.params).toEqual({
      N: 2048,
      r: 4,
      p: 2,
    });
  });

  it('are raised at the next sign-in when the configured ones are stronger', async () => {
    const { journal, restart } = await withAdminAndClerk({ scryptParams: { N: 512, r: 8, p: 1 } });
    const stronger = restart({ scryptParams: { N: 4096, r: 8, p: 1 } });
    const result = await stronger.signIn(RIGHT);
    expect(result.ok).toBe(true);
    const upgraded = journal.operators.get(CLERK.operatorId)!.passwordHash;
    expect(parseHash(upgraded)?.params).toEqual({ N: 4096, r: 8, p: 1 });
    expect(journal.audit.entries().at(-1)).toMatchObject({
      action: 'session.signed-in',
      details: { hashUpgraded: true },
    });
    stronger.signOut();
    expect((await stronger.signIn(RIGHT)).ok).toBe(true);
  });

  it('are raised from the former 2^15 to OWASP’s 2^17 at the next sign-in, by default', async () => {
    const { journal, restart } = await withAdminAndClerk({
      scryptParams: { N: 2 ** 15, r: 8, p: 1 },
    });
    const byDefault = restart({ scryptParams: undefined });
    expect((await byDefault.signIn(RIGHT)).ok).toBe(true);
    const upgraded = journal.operators.get(CLERK.operatorId)!.passwordHash;
    expect(parseHash(upgraded)?.params).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    byDefault.signOut();
    expect((await byDefault.signIn(RIGHT)).ok).toBe(true);
    expect(journal.audit.entries().at(-1)).toMatchObject({ details: { hashUpgraded: false } });
  });

  it('an unreadable stored hash refuses sign-in like a wrong password and is logged', async () => {
    const h = harness();
    const at = new Date(h.clock.now()).toISOString();
    h.journal.operators.create(
      {
        operatorId: 'broken.hash',
        displayName: 'Broken Hash',
        role: 'clerk',
        passwordHash: 'scrypt$garbage',
        at,
        createdBy: null,
      },
      { firstOnly: true },
    );
    const result = await h.service.signIn({
      operatorId: 'broken.hash',
      password: 'anything at all',
    });
    expect(!result.ok && result.error.code).toBe('bad-credentials');
    expect(h.log.lines).toMatchObject([{ level: 'error', details: { operatorId: 'broken.hash' } }]);
    expect(h.journal.audit.entries().at(-1)?.details).toMatchObject({ reason: 'unreadable-hash' });
  });
});
