import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import {
  ADMIN,
  cookieOf,
  openConsole,
  passwordOf,
  type ConsoleUnderTest,
} from '../support/console';

/*
 * The console's operators on both databases (D101): the first admin made with the printed
 * set-up code, the admin's work on the others, the lockout, and one's own password.
 */
describe.each(DATABASE_KINDS)('console operators on $name', (kind) => {
  let hq: ConsoleUnderTest;
  beforeAll(async () => {
    if (!kind.skip) hq = await openConsole(kind);
  });
  afterAll(async () => hq?.close());

  /** The compliance officer an admin adds, without the first password. */
  const CORA = { operatorId: 'cora.compliance', displayName: 'Cora Mwangi', role: 'compliance' };

  test.skipIf(kind.skip)('the first admin needs the set-up code head office printed', async () => {
    const state = await hq.get('/session');
    expect(state.json()).toEqual({ session: null, needsFirstAdmin: true });
    const code = await hq.setupCode();
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);

    const wrong = await hq.post('/first-admin', { ...ADMIN, code: 'AAAA-AAAA-AAAA-AAAA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'setup-code', fields: [{ path: 'code' }] });

    hq.clock.advance(24 * 60 * 60_000 + 1);
    const late = await hq.post('/first-admin', { ...ADMIN, code });
    expect(late.json()).toMatchObject({ code: 'setup-code' });

    // Typed in lower case with spaces: the same code.
    const fresh = await hq.setupCode();
    const typed = fresh.toLowerCase().replaceAll('-', ' ');
    const made = await hq.post('/first-admin', { ...ADMIN, code: typed });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ operatorId: ADMIN.operatorId, role: 'hq-admin' });
    const setCookie = String(made.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/); // plain HTTP on loopback: no Secure flag to refuse it

    const again = await hq.post('/first-admin', { ...ADMIN, code: fresh });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'setup-done' });
    const codes = await hq.db.query('SELECT * FROM console_setup_codes');
    expect(codes).toEqual([]);
    expect(await hq.setupCode().catch((e: Error) => e.message)).toMatch(/No set-up code printed/);
  });

  test.skipIf(kind.skip)('an operator an admin adds chooses their own password first', async () => {
    const admin = cookieOf(await hq.signIn(ADMIN.operatorId, ADMIN.password));
    const weak = await hq.post('/operators', { ...CORA, password: 'password123' }, admin);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.map((f: { path: string }) => f.path)).toEqual(['password']);

    const made = await hq.post('/operators', { ...CORA, password: 'Given once 9 times' }, admin);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      role: 'compliance',
      mustChangePassword: true,
      active: true,
    });
    const taken = await hq.post(
      '/operators',
      { ...(made.json() as object), password: 'Given once 9 times' },
      admin,
    );
    expect(taken.statusCode).toBe(400); // the view's extra fields are refused before the id is looked at

    const cora = cookieOf(await hq.signIn('cora.compliance', 'Given once 9 times'));
    const blocked = await hq.get('/operators', cora);
    expect(blocked.json()).toMatchObject({ code: 'must-change-password' });
    const same = await hq.post(
      '/own-password',
      { currentPassword: 'Given once 9 times', newPassword: 'Given once 9 times' },
      cora,
    );
    expect(same.statusCode).toBe(400);
    const changed = await hq.post(
      '/own-password',
      {
        currentPassword: 'Given once 9 times',
        newPassword: passwordOf('cora.compliance'),
      },
      cora,
    );
    expect(changed.json()).toMatchObject({ mustChangePassword: false });
    const state = await hq.get('/session', cora);
    expect(state.json().session).toMatchObject({
      operatorId: 'cora.compliance',
      mustChangePassword: false,
    });
  });

  test.skipIf(kind.skip)(
    'five wrong passwords lock the account until an admin unlocks it',
    async () => {
      const admin = cookieOf(await hq.signIn(ADMIN.operatorId, ADMIN.password));
      for (let i = 1; i <= 4; i += 1) {
        const wrong = await hq.signIn('cora.compliance', 'not the password at all');
        expect(wrong.statusCode).toBe(401);
        // D156: nothing in the answer tells an id that exists from one that does not.
        const nobody = await hq.signIn('nobody.here', 'not the password at all');
        expect([wrong.statusCode, wrong.json()]).toEqual([nobody.statusCode, nobody.json()]);
      }
      const fifth = await hq.signIn('cora.compliance', 'not the password at all');
      expect(fifth.json()).toMatchObject({ code: 'locked-out' });
      // The right password does not open a locked account, nor say it was right.
      const right = await hq.signIn('cora.compliance', passwordOf('cora.compliance'));
      expect(right.json()).toMatchObject({ code: 'locked-out' });
      const list = await hq.get('/operators', admin);
      const cora = list
        .json()
        .find((o: { operatorId: string }) => o.operatorId === 'cora.compliance');
      expect(cora.lockedUntil).toBe(new Date(hq.clock.now.getTime() + 15 * 60_000).toISOString());

      const unlocked = await hq.post('/operators/cora.compliance/unlock', {}, admin);
      expect(unlocked.json()).toMatchObject({ lockedUntil: null });
      expect((await hq.signIn('cora.compliance', passwordOf('cora.compliance'))).statusCode).toBe(
        200,
      );

      const unknown = await hq.signIn('nobody.here', 'whatever it is 1');
      expect(unknown.json()).toMatchObject({ code: 'bad-credentials' });
      expect(unknown.json().message).toBe(
        'The operator id or the password is wrong. Type them again. 5 wrong passwords in a row lock an account for 15 minutes.',
      );
    },
  );

  test.skipIf(kind.skip)('a lock runs out by itself after 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await hq.signIn('cora.compliance', 'not the password at all');
    expect((await hq.signIn('cora.compliance', passwordOf('cora.compliance'))).statusCode).toBe(
      403,
    );
    hq.clock.advance(15 * 60_000);
    expect((await hq.signIn('cora.compliance', passwordOf('cora.compliance'))).statusCode).toBe(
      200,
    );
  });

  test.skipIf(kind.skip)('roles, deactivation, and the last admin kept', async () => {
    const admin = cookieOf(await hq.signIn(ADMIN.operatorId, ADMIN.password));
    const cora = cookieOf(await hq.signIn('cora.compliance', passwordOf('cora.compliance')));
    const selfDemote = await hq.post(
      `/operators/${ADMIN.operatorId}/role`,
      { role: 'auditor' },
      admin,
    );
    expect(selfDemote.json()).toMatchObject({ code: 'own-account' });

    const role = await hq.post('/operators/cora.compliance/role', { role: 'hq-admin' }, admin);
    expect(role.json()).toMatchObject({ role: 'hq-admin' });
    // Her session ended with the old role; she signs in again as an admin.
    expect((await hq.get('/operators', cora)).statusCode).toBe(401);
    const coraAdmin = cookieOf(await hq.signIn('cora.compliance', passwordOf('cora.compliance')));
    const demoteAmina = await hq.post(
      `/operators/${ADMIN.operatorId}/active`,
      { active: false },
      coraAdmin,
    );
    expect(demoteAmina.json()).toMatchObject({ active: false });
    expect((await hq.get('/operators', admin)).statusCode).toBe(401);
    expect((await hq.signIn(ADMIN.operatorId, ADMIN.password)).json()).toMatchObject({
      code: 'bad-credentials',
    });

    const last = await hq.post(
      `/operators/${ADMIN.operatorId}/active`,
      { active: true },
      coraAdmin,
    );
    expect(last.json()).toMatchObject({ active: true });
    const admin2 = cookieOf(await hq.signIn(ADMIN.operatorId, ADMIN.password));
    const demoteCora = await hq.post(
      '/operators/cora.compliance/role',
      { role: 'compliance' },
      admin2,
    );
    expect(demoteCora.json()).toMatchObject({ role: 'compliance' });
    // Now Amina is the only admin; nobody can take her out (she cannot herself).
    const lone = await hq.post(`/operators/${ADMIN.operatorId}/active`, { active: false }, admin2);
    expect(lone.json()).toMatchObject({ code: 'own-account' });

    const events = await hq.db.query<{ action: string }>(
      'SELECT action FROM console_events ORDER BY id',
    );
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'operator.first-admin',
        'operator.created',
        'operator.locked-out',
        'operator.unlocked',
        'operator.role-changed',
        'operator.deactivated',
        'operator.reactivated',
      ]),
    );
    await expect(hq.db.query('DELETE FROM console_events')).rejects.toThrow(/append-only/);
  });
});
