import { readFileSync, existsSync } from 'node:fs';
import { rawJournal } from '../journal/fixtures';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../hq/protocol/password-hash';
import { openTempJournal, tempDataDir } from '../journal/fixtures';
import { ADMIN, CLERK, SUPERVISOR, auditActions, harness, withAdminAndClerk } from './fixtures';

describe('creating operators', () => {
  it('creates an operator that can sign in, recording who created it', async () => {
    const { service, journal, admin } = await withAdminAndClerk();
    expect(journal.operators.get(CLERK.operatorId)).toMatchObject({
      operatorId: CLERK.operatorId,
      displayName: CLERK.displayName,
      role: 'clerk',
      active: true,
      failedAttempts: 0,
      lockedUntil: null,
      createdBy: admin.operatorId,
    });
    const signedIn = await service.signIn({
      operatorId: CLERK.operatorId,
      password: CLERK.password,
    });
    expect(signedIn.ok).toBe(true);
  });

  it('audits the creation with who created it', async () => {
    const { journal, admin } = await withAdminAndClerk();
    const created = journal.audit.entries().filter((e) => e.action === 'operator.created');
    expect(created[1]).toMatchObject({
      operatorId: admin.operatorId,
      details: {
        operatorId: CLERK.operatorId,
        displayName: CLERK.displayName,
        role: 'clerk',
        firstAdmin: false,
      },
    });
  });

  it('leaves no operator behind when its audit row cannot be written', async () => {
    const { service, journal, admin } = await withAdminAndClerk();
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    raw.exec(
      "CREATE TRIGGER audit_full BEFORE INSERT ON audit BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    raw.close();
    await expect(service.create({ ...CLERK, operatorId: 'new.one' }, admin)).rejects.toThrow(
      /disk full/,
    );
    expect(journal.operators.get('new.one')).toBeUndefined();
  });

  it('refuses an id that exists, and one racing for the same id', async () => {
    const { service, admin, journal } = await withAdminAndClerk();
    const duplicate = await service.create({ ...CLERK, displayName: 'Another Jane' }, admin);
    expect(duplicate.ok).toBe(false);
    if (!duplicate.ok) {
      expect(duplicate.error.code).toBe('duplicate-operator');
      expect(duplicate.error.message).toContain(`"${CLERK.operatorId}" is already taken`);
      // At the id's field, so the form shows it there and keeps the rest as typed (D62).
      expect('fields' in duplicate.error && duplicate.error.fields).toEqual([
        { path: 'operatorId', message: duplicate.error.message },
      ]);
    }
    const racing = await Promise.all([
      service.create({ ...CLERK, operatorId: 'twin' }, admin),
      service.create({ ...CLERK, operatorId: 'twin', displayName: 'Other Twin' }, admin),
    ]);
    expect(racing.map((r) => (r.ok ? 'ok' : r.error.code)).sort()).toEqual([
      'duplicate-operator',
      'ok',
    ]);
    // The one that lost the race inside the insert's transaction is told at the field too.
    expect(racing.find((r) => !r.ok)).toMatchObject({
      error: { fields: [{ path: 'operatorId' }] },
    });
    expect(journal.operators.all().map((o) => o.operatorId)).toEqual([
      ADMIN.operatorId,
      CLERK.operatorId,
      'twin',
    ]);
  });

  it('treats ids without regard to case', async () => {
    const { journal } = await withAdminAndClerk();
    expect(journal.operators.get(CLERK.operatorId.toUpperCase())?.operatorId).toBe(
      CLERK.operatorId,
    );
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    // The table itself refuses a second spelling and any upper-case id.
    expect(() =>
      raw
        .prepare(
          `INSERT INTO operators (operator_id, display_name, role, password_hash, created_at,
            password_changed_at) VALUES (?, 'X Y', 'clerk', 'scrypt$x', 'now', 'now')`,
        )
        .run('JANE.CLERK'),
    ).toThrow(/constraint/i);
    raw.close();
  });

  it('is for admins only', async () => {
    const { service } = await withAdminAndClerk();
    for (const role of ['clerk', 'supervisor'] as const) {
      const result = await service.create(
        { ...CLERK, operatorId: 'new.one' },
        { operatorId: 'x', role },
      );
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('wrong-role');
    }
  });

  it('validates the request and says what to correct', async () => {
    const { service, admin } = await withAdminAndClerk();
    const result = await service.create(
      { ...CLERK, operatorId: 'new.one', password: 'password1234' },
      admin,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-request');
      expect(result.error.fields).toEqual([
        { path: 'password', message: expect.stringContaining('one of the first') },
      ]);
    }
  });

  it('lists operators without any password material', async () => {
    const { service } = await withAdminAndClerk();
    const list = service.list();
    expect(list).toEqual([
      {
        operatorId: ADMIN.operatorId,
        displayName: ADMIN.displayName,
        role: 'admin',
        active: true,
        lockedUntil: null,
        mustChangePassword: false,
        language: 'en',
        createdAt: '2026-11-23T08:00:00.000Z',
      },
      {
        operatorId: CLERK.operatorId,
        displayName: CLERK.displayName,
        role: 'clerk',
        active: true,
        lockedUntil: null,
        mustChangePassword: false,
        language: 'en',
        createdAt: '2026-11-23T08:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(list)).not.toContain('scrypt');
  });
});

describe('passwords at rest', () => {
  it('are stored only as scrypt hashes that verify', async () => {
    const { journal } = await withAdminAndClerk();
    for (const who of [ADMIN, CLERK]) {
      const stored = journal.operators.get(who.operatorId)!.passwordHash;
      expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(stored).not.toContain(who.password);
      expect(await verifyPassword(who.password, stored)).toBe('match');
    }
  });

  it('appear nowhere in the journal file, its WAL, the audit log or the logs', async () => {
    const dir = tempDataDir();
    const journal = openTempJournal(dir);
    const h = harness({ journal });
    await h.createFirstAdmin(ADMIN);
    const admin = h.service.current()!;
    await h.service.create(CLERK, admin);
    h.service.signOut();
    await h.service.signIn({ operatorId: CLERK.operatorId, password: ADMIN.password });
    await h.service.signIn({ operatorId: 'nobody', password: CLERK.password });
    await h.service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password });

    const audit = JSON.stringify(journal.audit.entries());
    const logs = JSON.stringify(h.log.lines);
    const files = [journal.path, `${journal.path}-wal`].filter(existsSync);
    expect(files.length).toBeGreaterThan(0);
    const bytes = Buffer.concat(files.map((f) => readFileSync(f)));
    for (const password of [ADMIN.password, CLERK.password]) {
      expect(audit).not.toContain(password);
      expect(logs).not.toContain(password);
      expect(bytes.includes(Buffer.from(password, 'utf8'))).toBe(false);
      expect(bytes.includes(Buffer.from(password, 'utf16le'))).toBe(false);
    }
    expect(auditActions(journal)).toContain('session.sign-in-failed');
  });

  it('cannot be deleted: operators are deactivated instead', async () => {
    const { journal } = await withAdminAndClerk();
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    expect(() =>
      raw.exec(`DELETE FROM operators WHERE operator_id = '${CLERK.operatorId}'`),
    ).toThrow(/never deleted/);
    expect(() =>
      raw.exec(
        `UPDATE operators SET operator_id = 'renamed' WHERE operator_id = '${CLERK.operatorId}'`,
      ),
    ).toThrow(/immutable/);
    expect(() =>
      raw.exec(
        `UPDATE operators SET password_hash = 'plain' WHERE operator_id = '${CLERK.operatorId}'`,
      ),
    ).toThrow(/CHECK/);
    raw.close();
  });
});

describe('an operator an admin created (D80)', () => {
  const OWN = 'quiet river mango 88';

  async function withNewSupervisor() {
    const h = harness();
    const first = await h.createFirstAdmin(ADMIN);
    if (!first.ok) throw new Error(first.error.message);
    const admin = h.service.current()!;
    const created = await h.service.create(SUPERVISOR, admin);
    const clerk = await h.service.create(CLERK, admin);
    if (!created.ok || !clerk.ok) throw new Error('seeding the operators failed');
    h.service.signOut();
    return { ...h, admin };
  }

  it('must choose their own password at the first sign-in; the first admin chose theirs', async () => {
    const h = await withNewSupervisor();
    expect(
      Object.fromEntries(h.service.list().map((o) => [o.operatorId, o.mustChangePassword])),
    ).toEqual({
      [ADMIN.operatorId]: false,
      [CLERK.operatorId]: true,
      [SUPERVISOR.operatorId]: true,
    });
    expect(
      h.journal.audit.entries().find((e) => e.details.operatorId === SUPERVISOR.operatorId),
    ).toMatchObject({
      action: 'operator.created',
      operatorId: ADMIN.operatorId,
      details: { firstAdmin: false, mustChangePassword: true },
    });

    const signedIn = await h.service.signIn({
      operatorId: SUPERVISOR.operatorId,
      password: SUPERVISOR.password,
    });
    expect(signedIn).toMatchObject({ ok: true, value: { mustChangePassword: true } });
    expect(h.service.passwordChangeRequired()).toBe(true);
    const changed = await h.service.changeOwnPassword(
      { currentPassword: SUPERVISOR.password, newPassword: OWN },
      h.service.current()!,
    );
    expect(changed).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    expect(h.service.passwordChangeRequired()).toBe(false);
    expect(h.journal.operators.get(SUPERVISOR.operatorId)?.mustChangePassword).toBe(false);
  });

  it('cannot approve with the password the admin typed, and can once they chose their own', async () => {
    const h = await withNewSupervisor();
    // The clerk chose theirs; the supervisor is asked to approve at the clerk's workstation.
    await h.service.signIn({ operatorId: CLERK.operatorId, password: CLERK.password });
    await h.service.changeOwnPassword(
      { currentPassword: CLERK.password, newPassword: OWN },
      h.service.current()!,
    );
    const rules = {
      requester: h.service.current()!,
      roles: ['supervisor'] as const,
      purpose: 'amount-threshold',
    };
    const typed = { operatorId: SUPERVISOR.operatorId, password: SUPERVISOR.password };
    expect(await h.service.verifyApprover(typed, rules)).toEqual({
      ok: false,
      error: {
        code: 'approver-must-change-password',
        message: `An admin set the password of ${SUPERVISOR.displayName} (${SUPERVISOR.operatorId}), so they cannot approve until they choose a new one. They sign in, choose a new password on the Change password page, and then approve again.`,
        text: {
          key: 'accounts.refused.approverMustChangePassword',
          values: { name: SUPERVISOR.displayName, operatorId: SUPERVISOR.operatorId },
        },
      },
    });
    expect(h.journal.audit.entries().at(-1)).toMatchObject({
      action: 'approval.refused',
      details: { approverTried: SUPERVISOR.operatorId, reason: 'password-change-required' },
    });

    h.service.signOut();
    await h.service.signIn(typed);
    await h.service.changeOwnPassword(
      { currentPassword: SUPERVISOR.password, newPassword: 'amber lantern harbour 31' },
      h.service.current()!,
    );
    h.service.signOut();
    await h.service.signIn({ operatorId: CLERK.operatorId, password: OWN });
    const approved = await h.service.verifyApprover(
      { operatorId: SUPERVISOR.operatorId, password: 'amber lantern harbour 31' },
      { ...rules, requester: h.service.current()! },
    );
    expect(approved).toEqual({
      ok: true,
      value: {
        operatorId: SUPERVISOR.operatorId,
        displayName: SUPERVISOR.displayName,
        role: 'supervisor',
      },
    });
  });
});
