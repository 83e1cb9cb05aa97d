import { describe, expect, it } from 'vitest';
import { ADMIN, harness } from '../operators/fixtures';

describe('the first admin', () => {
  it('is needed on a new workstation, created once, and signed in', async () => {
    const { service, journal, createFirstAdmin } = harness();
    expect(service.setupNeeded()).toBe(true);
    const result = await createFirstAdmin(ADMIN);
    expect(result).toEqual({
      ok: true,
      value: {
        operatorId: ADMIN.operatorId,
        displayName: ADMIN.displayName,
        role: 'admin',
        mustChangePassword: false,
        language: 'en',
      },
    });
    expect(service.setupNeeded()).toBe(false);
    expect(service.current()).toEqual({ operatorId: ADMIN.operatorId, role: 'admin' });
    expect(service.sessionView()).toEqual(result.ok ? result.value : null);

    const again = await createFirstAdmin({ ...ADMIN, operatorId: 'someone.else' });
    expect(again.ok).toBe(false);
    if (!again.ok) {
      expect(again.error.code).toBe('already-set-up');
      expect(again.error.message).toMatch(/already set up.*Sign in/);
    }
    expect(journal.operators.count()).toBe(1);
  });

  it('must be an admin', async () => {
    const { service, createFirstAdmin } = harness();
    const result = await createFirstAdmin({ ...ADMIN, role: 'clerk' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-request');
      expect(result.error.fields?.map((f) => f.path)).toEqual(['role']);
    }
    expect(service.setupNeeded()).toBe(true);
    expect(service.current()).toBeNull();
  });

  it('cannot be created twice by two requests racing each other', async () => {
    const { journal, createFirstAdmin } = harness();
    const results = await Promise.all([
      createFirstAdmin(ADMIN),
      createFirstAdmin({ ...ADMIN, operatorId: 'second.admin' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error.code)).toEqual([
      'already-set-up',
    ]);
    expect(journal.operators.count()).toBe(1);
  });

  it('is audited with the creation and the sign-in', async () => {
    const { journal, createFirstAdmin } = harness();
    await createFirstAdmin(ADMIN);
    expect(journal.audit.entries()).toMatchObject([
      {
        operatorId: ADMIN.operatorId,
        action: 'operator.created',
        details: { operatorId: ADMIN.operatorId, role: 'admin', firstAdmin: true },
      },
      { operatorId: ADMIN.operatorId, action: 'session.signed-in' },
    ]);
  });
});
