import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionEnded } from '../../../electron/main/operators/operator-service';
import { ADMIN, CLERK, SECOND_ADMIN, START, auditActions, withAdminAndClerk } from './fixtures';
import { expectWordedAnswer } from '../../support/worded-answer';
import { changeInOtherProcess } from './other-process-journal';
import { choseOwnPassword } from '../../support/first-password';

/*
 * An admin changes operators' roles; the workstation always keeps an active admin, checked inside
 * the change's transaction, so two admins demoting each other at once cannot leave none.
 */

async function twoAdmins() {
  const h = await withAdminAndClerk();
  const created = await h.service.create(SECOND_ADMIN, h.admin);
  if (!created.ok) throw new Error(created.error.message);
  choseOwnPassword(h.journal, SECOND_ADMIN.operatorId);
  const second = { operatorId: SECOND_ADMIN.operatorId, role: 'admin' as const };
  return { ...h, second };
}

function activeAdmins(h: Awaited<ReturnType<typeof twoAdmins>>): string[] {
  return h.service
    .list()
    .filter((o) => o.role === 'admin' && o.active)
    .map((o) => o.operatorId);
}

describe('changing a role', () => {
  it('gives the operator the new role at the next sign-in, audited with the old and the new', async () => {
    const { service, journal, admin } = await withAdminAndClerk();
    const changed = service.setRole({ operatorId: CLERK.operatorId, role: 'supervisor' }, admin);
    expect(changed).toMatchObject({
      ok: true,
      value: { operatorId: CLERK.operatorId, role: 'supervisor' },
    });
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: admin.operatorId,
      action: 'operator.role-changed',
      details: { operatorId: CLERK.operatorId, from: 'clerk', to: 'supervisor' },
    });
    const signedIn = await service.signIn({
      operatorId: CLERK.operatorId,
      password: CLERK.password,
    });
    expect(signedIn).toMatchObject({ ok: true, value: { role: 'supervisor' } });
    expect(service.current()).toEqual({ operatorId: CLERK.operatorId, role: 'supervisor' });
  });

  it('signs out an operator whose role changes while signed in, and says why', async () => {
    const { service, journal, admin } = await withAdminAndClerk();
    await service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password });
    const ended: SessionEnded[] = [];
    service.onSessionEnded((e) => ended.push(e));
    // The admin's request cannot come from this one window while the clerk is signed in in it;
    // the service still must not let the clerk's session go on in the old role.
    service.setRole({ operatorId: CLERK.operatorId, role: 'admin' }, admin);
    expect(service.current()).toBeNull();
    expect(ended).toEqual([
      {
        reason: 'role-changed',
        operatorId: CLERK.operatorId,
        message:
          'An admin changed your role, so you were signed out. Sign in again to work in your new role.',
        text: { key: 'accounts.sessionEnded.roleChanged' },
      },
    ]);
    expectWordedAnswer(ended[0]!, 'accounts.sessionEnded.roleChanged');
    expect(auditActions(journal).at(-1)).toBe('session.role-change-ended');
  });

  it('leaves a session alone when the role stays what it was, and audits nothing', async () => {
    const { service, journal, admin } = await withAdminAndClerk();
    await service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password });
    const rows = journal.audit.entries().length;
    expect(service.setRole({ operatorId: CLERK.operatorId, role: 'clerk' }, admin).ok).toBe(true);
    expect(service.current()?.operatorId).toBe(CLERK.operatorId);
    expect(journal.audit.entries()).toHaveLength(rows);
  });

  it('is for admins only, and for operators that exist', async () => {
    const { service, journal } = await withAdminAndClerk();
    const rows = journal.audit.entries().length;
    for (const role of ['clerk', 'supervisor'] as const) {
      expect(
        service.setRole(
          { operatorId: CLERK.operatorId, role: 'admin' },
          { operatorId: CLERK.operatorId, role },
        ),
      ).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    }
    expect(
      service.setRole(
        { operatorId: 'no.such.person', role: 'clerk' },
        { operatorId: ADMIN.operatorId, role: 'admin' },
      ),
    ).toMatchObject({ ok: false, error: { code: 'unknown-operator' } });
    expect(journal.operators.get(CLERK.operatorId)?.role).toBe('clerk');
    expect(journal.audit.entries()).toHaveLength(rows);
  });

  it('lets an admin step down while another admin remains, signing them out', async () => {
    const h = await twoAdmins();
    await h.service.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password });
    const me = h.service.current()!;
    expect(h.service.setRole({ operatorId: ADMIN.operatorId, role: 'supervisor' }, me).ok).toBe(
      true,
    );
    expect(h.service.current()).toBeNull();
    expect(activeAdmins(h)).toEqual([SECOND_ADMIN.operatorId]);
  });
});

describe('the last active admin', () => {
  it('cannot be demoted, and is told why in words', async () => {
    const { service, journal, admin } = await withAdminAndClerk();
    await service.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password });
    const rows = journal.audit.entries().length;
    for (const role of ['clerk', 'supervisor'] as const) {
      expect(service.setRole({ operatorId: ADMIN.operatorId, role }, admin)).toEqual({
        ok: false,
        error: {
          code: 'last-admin',
          message:
            'You are the last active admin, so you cannot be given another role: without an ' +
            'admin nobody could manage operators or settings. Make another operator an admin ' +
            'first.',
          text: { key: 'operators.lastAdmin.self', values: { change: 'demote' } },
        },
      });
    }
    expect(service.current()).toEqual({ operatorId: ADMIN.operatorId, role: 'admin' });
    expect(journal.operators.get(ADMIN.operatorId)?.role).toBe('admin');
    expect(journal.audit.entries()).toHaveLength(rows);
  });

  it('cannot be deactivated either: a deactivated admin is no admin to fall back on', async () => {
    const h = await twoAdmins();
    expect(h.service.setActive(SECOND_ADMIN.operatorId, false, h.admin).ok).toBe(true);
    // Only from another process could the last admin's deactivation come from someone else.
    const byGhost = { operatorId: SECOND_ADMIN.operatorId, role: 'admin' as const };
    expect(h.service.setActive(ADMIN.operatorId, false, byGhost)).toMatchObject({
      ok: false,
      error: {
        code: 'last-admin',
        message: expect.stringMatching(
          /^Amina Odhiambo \(amina\.admin\) is the last active admin, so they cannot be deactivated/,
        ),
      },
    });
    expect(activeAdmins(h)).toEqual([ADMIN.operatorId]);
  });

  it('stays when two admins demote each other at once, from two processes on one journal', async () => {
    const h = await twoAdmins();
    // The second admin, in another process, demotes the first and holds the transaction open.
    const other = changeInOtherProcess({
      dataDir: dirname(h.journal.path),
      change: {
        kind: 'role',
        operatorId: ADMIN.operatorId,
        role: 'clerk',
        by: h.second,
      },
      at: START,
      holdMs: 400,
    });
    expect(await other.holding).toEqual({ stage: 'holding', ok: true });
    // Meanwhile the first demotes the second. Read before the other commits, both would still be
    // admins; read inside this change's own transaction, the other's change is already there.
    const mine = h.service.setRole({ operatorId: SECOND_ADMIN.operatorId, role: 'clerk' }, h.admin);
    expect(await other.committed).toEqual({ stage: 'committed', ok: true });
    expect(mine).toMatchObject({ ok: false, error: { code: 'last-admin' } });
    expect(activeAdmins(h)).toEqual([SECOND_ADMIN.operatorId]);
    expect(h.journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('stays when one admin is deactivated while the other is demoted, at once', async () => {
    const h = await twoAdmins();
    const other = changeInOtherProcess({
      dataDir: dirname(h.journal.path),
      change: { kind: 'deactivate', operatorId: ADMIN.operatorId, by: h.second },
      at: START,
      holdMs: 400,
    });
    await other.holding;
    const mine = h.service.setRole(
      { operatorId: SECOND_ADMIN.operatorId, role: 'supervisor' },
      h.admin,
    );
    await other.committed;
    expect(mine).toMatchObject({ ok: false, error: { code: 'last-admin' } });
    expect(activeAdmins(h)).toEqual([SECOND_ADMIN.operatorId]);
  });
});
