import { describe, expect, it } from 'vitest';
import type { SessionEnded } from '../../../electron/main/operators/operator-service';
import { scryptHasher } from '../../../hq/protocol/password-hash';
import { PASSWORD_MESSAGES } from '@shared/schemas/operator-schemas';
import { ADMIN, CLERK, MINUTE, auditActions, withAdminAndClerk } from './fixtures';
import { expectWordedAnswer } from '../../support/worded-answer';

/*
 * An admin resets a password and the operator must choose a new one at the next sign-in; every
 * operator changes their own with the current one, which counts towards the lockout when wrong.
 */

const TEMPORARY = 'lemon bicycle thunder 5';
const CHOSEN = 'quiet river mango 88';

async function afterReset(options: Parameters<typeof withAdminAndClerk>[0] = {}) {
  const h = await withAdminAndClerk(options);
  const reset = await h.service.resetPassword(
    { operatorId: CLERK.operatorId, newPassword: TEMPORARY },
    h.admin,
  );
  if (!reset.ok) throw new Error(reset.error.message);
  return h;
}

async function signedInClerk(h: Awaited<ReturnType<typeof withAdminAndClerk>>, password: string) {
  const signedIn = await h.service.signIn({ operatorId: CLERK.operatorId, password });
  if (!signedIn.ok) throw new Error(signedIn.error.message);
  const ended: SessionEnded[] = [];
  h.service.onSessionEnded((e) => ended.push(e));
  return { session: h.service.current()!, ended, view: signedIn.value };
}

/** Everything the journal and the log hold, as text. */
function everythingWritten(h: Awaited<ReturnType<typeof withAdminAndClerk>>): string {
  return JSON.stringify([h.journal.audit.entries(), h.log.lines]);
}

describe('an admin resetting a password', () => {
  it('replaces it with one the operator must change at the next sign-in', async () => {
    const h = await afterReset();
    expect(h.service.list().find((o) => o.operatorId === CLERK.operatorId)).toMatchObject({
      mustChangePassword: true,
    });
    const old = await h.service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password });
    expect(!old.ok && old.error.code).toBe('bad-credentials');

    const { view } = await signedInClerk(h, TEMPORARY);
    expect(view).toEqual({
      operatorId: CLERK.operatorId,
      displayName: CLERK.displayName,
      role: 'clerk',
      mustChangePassword: true,
      language: 'en',
    });
    expect(h.service.sessionView()?.mustChangePassword).toBe(true);
    expect(h.service.passwordChangeRequired()).toBe(true);
  });

  it('is audited with who did it and for whom, and never the password or its hash', async () => {
    const h = await afterReset();
    expect(h.journal.audit.entries().at(-1)).toEqual({
      seq: expect.any(Number),
      at: '2026-11-23T08:00:00.000Z',
      operatorId: ADMIN.operatorId,
      action: 'operator.password-reset',
      details: { operatorId: CLERK.operatorId, wasLockedUntil: null },
    });
    const written = everythingWritten(h);
    expect(written).not.toContain(TEMPORARY);
    expect(written).not.toContain('scrypt$');
  });

  it('lifts a lockout, since a forgotten password is why most resets happen', async () => {
    const h = await withAdminAndClerk();
    for (let i = 0; i < 5; i += 1) {
      await h.service.signIn({ operatorId: CLERK.operatorId, password: 'not the password' });
    }
    const lockedUntil = h.journal.operators.get(CLERK.operatorId)!.lockedUntil;
    expect(lockedUntil).not.toBeNull();
    const reset = await h.service.resetPassword(
      { operatorId: CLERK.operatorId, newPassword: TEMPORARY },
      h.admin,
    );
    expect(reset).toMatchObject({ ok: true, value: { lockedUntil: null } });
    expect(h.journal.audit.entries().at(-1)?.details).toEqual({
      operatorId: CLERK.operatorId,
      wasLockedUntil: lockedUntil,
    });
    expect((await h.service.signIn({ operatorId: CLERK.operatorId, password: TEMPORARY })).ok).toBe(
      true,
    );
  });

  it('holds the new password to the rules of a new one, in the form’s words', async () => {
    const h = await withAdminAndClerk();
    const rows = h.journal.audit.entries().length;
    for (const [newPassword, message] of [
      ['short one', PASSWORD_MESSAGES.tooShort],
      [`${CLERK.operatorId} forty two`, PASSWORD_MESSAGES.containsId],
      ['Password2026!', PASSWORD_MESSAGES.common],
    ] as const) {
      const refused = await h.service.resetPassword(
        { operatorId: CLERK.operatorId, newPassword },
        h.admin,
      );
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'invalid-request', fields: [{ path: 'newPassword', message }] },
      });
    }
    expect(h.journal.audit.entries()).toHaveLength(rows);
  });

  it('is for admins, for someone else, and for an operator that exists', async () => {
    const h = await withAdminAndClerk();
    const request = { operatorId: CLERK.operatorId, newPassword: TEMPORARY };
    for (const role of ['clerk', 'supervisor'] as const) {
      expect(
        await h.service.resetPassword(request, { operatorId: CLERK.operatorId, role }),
      ).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    }
    expect(
      await h.service.resetPassword(
        { operatorId: ADMIN.operatorId, newPassword: TEMPORARY },
        h.admin,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'own-account', message: expect.stringMatching(/Use Change password/) },
    });
    expect(
      await h.service.resetPassword(
        { operatorId: 'no.such.person', newPassword: TEMPORARY },
        h.admin,
      ),
    ).toMatchObject({ ok: false, error: { code: 'unknown-operator' } });
    expect(auditActions(h.journal)).not.toContain('operator.password-reset');
    expect(h.journal.operators.get(CLERK.operatorId)?.mustChangePassword).toBe(false);
  });

  it('ends the session of the operator it resets, if signed in', async () => {
    const h = await withAdminAndClerk();
    const { ended } = await signedInClerk(h, CLERK.password);
    await h.service.resetPassword(
      { operatorId: CLERK.operatorId, newPassword: TEMPORARY },
      h.admin,
    );
    expect(h.service.current()).toBeNull();
    expect(ended.map((e) => e.reason)).toEqual(['signed-out']);
  });
});

describe('changing one’s own password', () => {
  it('after a reset: sets the chosen password, and the session may do everything again', async () => {
    const h = await afterReset();
    const { session } = await signedInClerk(h, TEMPORARY);
    const changed = await h.service.changeOwnPassword(
      { currentPassword: TEMPORARY, newPassword: CHOSEN },
      session,
    );
    expect(changed).toEqual({
      ok: true,
      value: {
        operatorId: CLERK.operatorId,
        displayName: CLERK.displayName,
        role: 'clerk',
        mustChangePassword: false,
        language: 'en',
      },
    });
    expect(h.service.passwordChangeRequired()).toBe(false);
    expect(h.service.current()).toEqual(session);
    expect(h.journal.operators.get(CLERK.operatorId)).toMatchObject({ mustChangePassword: false });
    expect(h.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: CLERK.operatorId,
      action: 'operator.password-changed',
      details: { afterReset: true },
    });

    h.service.signOut();
    const temporary = await h.service.signIn({ operatorId: CLERK.operatorId, password: TEMPORARY });
    expect(!temporary.ok && temporary.error.code).toBe('bad-credentials');
    const chosen = await h.service.signIn({ operatorId: CLERK.operatorId, password: CHOSEN });
    expect(chosen).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    const written = everythingWritten(h);
    for (const secret of [TEMPORARY, CHOSEN, 'scrypt$']) expect(written).not.toContain(secret);
  });

  it('at any time, with the current password', async () => {
    const h = await withAdminAndClerk();
    const { session } = await signedInClerk(h, CLERK.password);
    const changed = await h.service.changeOwnPassword(
      { currentPassword: CLERK.password, newPassword: CHOSEN },
      session,
    );
    expect(changed.ok).toBe(true);
    expect(h.journal.audit.entries().at(-1)?.details).toEqual({ afterReset: false });
    h.service.signOut();
    expect((await h.service.signIn({ operatorId: CLERK.operatorId, password: CHOSEN })).ok).toBe(
      true,
    );
  });

  it('needs a new password that differs from the current one and keeps the rules', async () => {
    const h = await withAdminAndClerk();
    const { session } = await signedInClerk(h, CLERK.password);
    for (const [newPassword, message] of [
      [CLERK.password, PASSWORD_MESSAGES.unchanged],
      [CLERK.password.normalize('NFD'), PASSWORD_MESSAGES.unchanged],
      ['short one', PASSWORD_MESSAGES.tooShort],
      [`me ${CLERK.operatorId.toUpperCase()} again`, PASSWORD_MESSAGES.containsId],
    ] as const) {
      expect(
        await h.service.changeOwnPassword(
          { currentPassword: CLERK.password, newPassword },
          session,
        ),
      ).toMatchObject({
        ok: false,
        error: { code: 'invalid-request', fields: [{ path: 'newPassword', message }] },
      });
    }
    // Nothing counted: the current password was never checked.
    expect(h.journal.operators.get(CLERK.operatorId)?.failedAttempts).toBe(0);
  });

  it('cannot name another operator: the request is always about the one signed in', async () => {
    const h = await withAdminAndClerk();
    const { session } = await signedInClerk(h, CLERK.password);
    const refused = await h.service.changeOwnPassword(
      { currentPassword: CLERK.password, newPassword: CHOSEN, operatorId: ADMIN.operatorId },
      session,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    h.service.signOut();
    expect(
      (await h.service.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password })).ok,
    ).toBe(true);
  });

  it('counts a wrong current password as a failed attempt, audited as the operator’s', async () => {
    const h = await withAdminAndClerk();
    const { session } = await signedInClerk(h, CLERK.password);
    const wrong = await h.service.changeOwnPassword(
      { currentPassword: 'not my password', newPassword: CHOSEN },
      session,
    );
    const message =
      'Your current password is wrong, so the password was not changed. Type it again. ' +
      'After 5 wrong passwords in a row, sign-in is blocked for 15 minutes.';
    expect(wrong).toEqual({
      ok: false,
      error: {
        code: 'wrong-password',
        message,
        // The lockout's length crosses as a count, worded by the operator's language (D87).
        text: {
          key: 'accounts.refused.wrongCurrentPassword',
          values: { attempts: 5, lockoutMs: 15 * MINUTE },
        },
        fields: [{ path: 'currentPassword', message }],
      },
    });
    expect(h.journal.operators.get(CLERK.operatorId)?.failedAttempts).toBe(1);
    expect(h.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: CLERK.operatorId,
      action: 'operator.password-change-failed',
      details: { reason: 'wrong-password', failedAttempts: 1 },
    });
    expect(h.service.current()).toEqual(session);
    expect(everythingWritten(h)).not.toContain('not my password');
  });

  it('locks the account at the limit and ends the session, saying why', async () => {
    const h = await withAdminAndClerk({ maxFailedAttempts: 3 });
    // One wrong at sign-in counts towards the same limit.
    await h.service.signIn({ operatorId: CLERK.operatorId, password: 'not the password' });
    const { session, ended } = await signedInClerk(h, CLERK.password);
    const wrong = { currentPassword: 'still not it', newPassword: CHOSEN };
    for (let i = 0; i < 2; i += 1) await h.service.changeOwnPassword(wrong, session);
    const locking = await h.service.changeOwnPassword(wrong, session);
    expect(locking).toMatchObject({
      ok: false,
      error: { code: 'locked-out', lockedUntil: '2026-11-23T08:15:00.000Z' },
    });
    expect(h.service.current()).toBeNull();
    expect(ended).toEqual([
      {
        reason: 'locked-out',
        operatorId: CLERK.operatorId,
        message:
          'You were signed out after 3 wrong passwords in a row, and sign-in is blocked for ' +
          '15 minutes. Try again after that time, or ask an admin to unblock it.',
        text: {
          key: 'accounts.sessionEnded.lockedOut',
          values: { attempts: 3, lockoutMs: 15 * 60_000 },
        },
      },
    ]);
    const words = expectWordedAnswer(ended[0]!, 'accounts.sessionEnded.lockedOut');
    expect(words.fr).toMatch(/bloquée pendant 15\sminutes/);
    expect(words.sw).toContain('kwa dakika 15');
    expect(auditActions(h.journal).slice(-3)).toEqual([
      'operator.password-change-failed',
      'operator.locked-out',
      'session.lockout-ended',
    ]);
    const locked = await h.service.signIn({
      operatorId: CLERK.operatorId,
      password: CLERK.password,
    });
    expect(!locked.ok && locked.error.code).toBe('locked-out');
    h.clock.advance(16 * MINUTE);
    expect(
      (await h.service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password })).ok,
    ).toBe(true);
  });

  it('counts wrong passwords sent all at once one after another, never past the limit', async () => {
    const h = await withAdminAndClerk({ maxFailedAttempts: 2 });
    const { session } = await signedInClerk(h, CLERK.password);
    const wrong = { currentPassword: 'still not it', newPassword: CHOSEN };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => h.service.changeOwnPassword(wrong, session)),
    );
    expect(answers.map((a) => !a.ok && a.error.code)).toEqual([
      'wrong-password',
      'locked-out',
      'not-signed-in',
      'not-signed-in',
    ]);
    expect(
      auditActions(h.journal).filter((a) => a === 'operator.password-change-failed'),
    ).toHaveLength(2);
  });

  it('is refused when an admin reset the password while the current one was being checked', async () => {
    let resetMeanwhile: (() => Promise<unknown>) | null = null;
    const h = await withAdminAndClerk({
      passwords: {
        hash: scryptHasher.hash,
        async verify(password, stored) {
          const verdict = await scryptHasher.verify(password, stored);
          const reset = resetMeanwhile;
          resetMeanwhile = null;
          await reset?.();
          return verdict;
        },
      },
    });
    const { session } = await signedInClerk(h, CLERK.password);
    const changesBefore = auditActions(h.journal).filter((a) => a === 'operator.password-changed');
    const journalReset = () =>
      Promise.resolve(
        h.journal.operators.resetPassword(
          CLERK.operatorId,
          h.journal.operators.get(ADMIN.operatorId)!.passwordHash,
          ADMIN.operatorId,
          '2026-11-23T08:00:00.000Z',
        ),
      );
    resetMeanwhile = journalReset;
    const changed = await h.service.changeOwnPassword(
      { currentPassword: CLERK.password, newPassword: CHOSEN },
      session,
    );
    expect(changed).toMatchObject({ ok: false, error: { code: 'password-changed-meanwhile' } });
    expect(h.journal.operators.get(CLERK.operatorId)?.mustChangePassword).toBe(true);
    expect(auditActions(h.journal).filter((a) => a === 'operator.password-changed')).toEqual(
      changesBefore,
    );
  });

  it('is refused once the session has ended', async () => {
    const h = await withAdminAndClerk();
    const { session } = await signedInClerk(h, CLERK.password);
    h.service.signOut();
    expect(
      await h.service.changeOwnPassword(
        { currentPassword: CLERK.password, newPassword: CHOSEN },
        session,
      ),
    ).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    expect(
      (await h.service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password })).ok,
    ).toBe(true);
  });
});
