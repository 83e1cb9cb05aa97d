import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_CLOSED_ACTION } from '../../../electron/main/journal/day-book';
import type { RemitDeskIpc } from '../../../electron/main/ipc/remit-desk-ipc';
import { windowIpc } from '../operators/desk-fixture';
import type { IpcSenderEvent } from '../../../electron/main/ipc/router';
import { OPERATOR_MESSAGES } from '../../../electron/main/operators/operator-messages';
import type { OperatorService } from '../../../electron/main/operators/operator-service';
import type { Services } from '../../../electron/main/services';
import { OPEN_WHILE_PASSWORD_CHANGE_REQUIRED, remitDeskContract } from '@shared/ipc/contract';
import { tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { ADMIN, CLERK, SECOND_ADMIN, startDesk, SUPERVISOR } from '../operators/fixtures';

/*
 * The app's IPC as the window reaches it (real services, journal and operator service): after an
 * admin's reset, the operator's session may change the password, sign out and read the status,
 * and every other operation of the contract is refused in main, whatever its role.
 */

const ORIGIN = 'app://remit-desk';
const WINDOW: IpcSenderEvent = {
  senderFrame: { url: `${ORIGIN}/index.html`, parent: null, detached: false },
};
const TEMPORARY = 'lemon bicycle thunder 5';
const CHOSEN = 'quiet river mango 88';

const stores = keychainStores();
let desk: Awaited<ReturnType<typeof startDesk>>;
let services: Services;
let operators: OperatorService;
let ipc: RemitDeskIpc;

beforeAll(async () => {
  desk = await startDesk(stores, tempDataDir());
  ({ services, operators } = desk);
  ipc = windowIpc(services, operators);
  const admin = await desk.createFirstAdmin(ADMIN);
  if (!admin.ok) throw new Error(admin.error.message);
  const by = operators.current()!;
  for (const operator of [CLERK, SECOND_ADMIN]) {
    await operators.create(operator, by);
    const reset = await operators.resetPassword(
      { operatorId: operator.operatorId, newPassword: TEMPORARY },
      by,
    );
    if (!reset.ok) throw new Error(reset.error.message);
  }
  operators.signOut();
});

afterAll(async () => {
  ipc?.dispose();
  await desk?.close();
  await stores.cleanUp();
});

const call = (channel: string, payload?: unknown) => ipc.router.handle(channel, WINDOW, payload);

describe('a session after an admin reset the password', () => {
  it('may do nothing but change it, sign out and read the status', async () => {
    const signedIn = await call('session:sign-in', {
      operatorId: CLERK.operatorId,
      password: TEMPORARY,
    });
    expect(signedIn).toMatchObject({ ok: true, value: { mustChangePassword: true } });

    const status = await call('app:status');
    expect(status).toMatchObject({
      ok: true,
      value: { session: { operatorId: CLERK.operatorId, mustChangePassword: true } },
    });

    const refusal = {
      ok: false,
      error: {
        code: 'password-change-required',
        message: OPERATOR_MESSAGES.passwordChangeRequired,
        text: { key: 'ipc.passwordChangeRequired' },
      },
    };
    const others = Object.entries(remitDeskContract.operations).filter(
      ([name]) => !(OPEN_WHILE_PASSWORD_CHANGE_REQUIRED as readonly string[]).includes(name),
    );
    expect(others.length).toBeGreaterThan(5);
    // The journal's operations among them (see the admin's case below).
    expect(others.map(([name]) => name)).toEqual(
      expect.arrayContaining(['journalStatus', 'checkJournal']),
    );
    for (const [, operation] of others) {
      // Whatever the payload: the refusal comes before anything looks at it.
      expect(await call(operation.channel, {}), operation.channel).toEqual(refusal);
    }
    expect(services.journal.transfers.inState('reserved')).toEqual([]);

    const changed = await call('session:change-password', {
      currentPassword: TEMPORARY,
      newPassword: CHOSEN,
    });
    expect(changed).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    // The clerk's own operations are open again; an admin's are still refused by role.
    expect(await call('transfers:form-rules')).toMatchObject({ ok: true });
    expect(await call('operators:list')).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
  });

  it('may sign out, and the next person signs in as usual', async () => {
    await call('session:sign-out');
    await call('session:sign-in', { operatorId: CLERK.operatorId, password: CHOSEN });
    expect(operators.passwordChangeRequired()).toBe(false);
    await operators.resetPassword(
      { operatorId: CLERK.operatorId, newPassword: TEMPORARY },
      { operatorId: ADMIN.operatorId, role: 'admin' },
    );
    await call('session:sign-in', { operatorId: CLERK.operatorId, password: TEMPORARY });
    expect(await call('session:sign-out')).toEqual({ ok: true, value: null });
    expect(operators.current()).toBeNull();
    const admin = await call('session:sign-in', {
      operatorId: ADMIN.operatorId,
      password: ADMIN.password,
    });
    expect(admin).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    expect(await call('operators:list')).toMatchObject({ ok: true });
  });

  it('checks the new password against the id of the operator signed in', async () => {
    const answer = await call('session:change-password', {
      currentPassword: ADMIN.password,
      newPassword: `${ADMIN.operatorId} and more`,
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', fields: [{ path: 'newPassword' }] },
    });
  });

  it("keeps the journal's status and check closed to an admin until the password is changed", async () => {
    // The admin who reset it knows that password, so the session is not yet its owner's: it must
    // not read what the check found nor run one (which writes to the journal and the keychain).
    await call('session:sign-out');
    const signedIn = await call('session:sign-in', {
      operatorId: SECOND_ADMIN.operatorId,
      password: TEMPORARY,
    });
    expect(signedIn).toMatchObject({
      ok: true,
      value: { role: 'admin', mustChangePassword: true },
    });
    for (const channel of ['journal:status', 'journal:check']) {
      expect(await call(channel), channel).toMatchObject({
        ok: false,
        error: { code: 'password-change-required' },
      });
    }
    await call('session:change-password', { currentPassword: TEMPORARY, newPassword: CHOSEN });
    expect(await call('journal:status')).toMatchObject({ ok: true, value: { problem: null } });
    expect(await call('journal:check')).toMatchObject({ ok: true, value: { ok: true } });
  });
});

describe('the supervisor desk while a password change is pending', () => {
  const DAY = '2025-01-06';
  const REFERENCE = '201234567890';
  const notFound = { ok: false, error: { code: 'not-found' } };
  // Unlike the loop above (a clerk, empty payloads), a supervisor's session and requests that pass
  // each operation's role and payload checks, with what each answers once the password is changed:
  // the refusal can come from the admission alone.
  const desk: [channel: string, request: unknown, answer: unknown][] = [
    ['transfers:log', {}, { ok: true, value: { rows: [] } }],
    ['settlements:history', { reference: REFERENCE }, notFound],
    [
      'settlements:record',
      { reference: REFERENCE, outcome: 'still_unknown', note: 'Bank checks' },
      notFound,
    ],
    [
      'settlements:resend',
      { reference: REFERENCE, note: 'Bank confirms it never arrived' },
      notFound,
    ],
    ['reports:end-of-day', { day: DAY }, { ok: true, value: { day: DAY, closing: null } }],
    // Prepared for the first time: the refused call prepared nothing (closing then takes a second
    // supervisor's signature, D114).
    ['reports:prepare-close', { day: DAY }, { ok: true }],
  ];

  it('refuses every supervisor operation until the password is changed, and closes no day', async () => {
    await call('session:sign-out');
    const admin = { operatorId: ADMIN.operatorId, role: 'admin' as const };
    expect(await operators.create(SUPERVISOR, admin)).toMatchObject({ ok: true });
    await operators.resetPassword(
      { operatorId: SUPERVISOR.operatorId, newPassword: TEMPORARY },
      admin,
    );
    expect(
      await call('session:sign-in', { operatorId: SUPERVISOR.operatorId, password: TEMPORARY }),
    ).toMatchObject({ ok: true, value: { role: 'supervisor', mustChangePassword: true } });

    for (const [channel, request] of desk) {
      expect(await call(channel, request), channel).toMatchObject({
        ok: false,
        error: { code: 'password-change-required' },
      });
    }
    expect(services.journal.days.closing(DAY)).toBeUndefined();
    expect(services.journal.audit.entries().map((e) => e.action)).not.toContain(DAY_CLOSED_ACTION);

    expect(
      await call('session:change-password', { currentPassword: TEMPORARY, newPassword: CHOSEN }),
    ).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    for (const [channel, request, answer] of desk) {
      expect(await call(channel, request), channel).toMatchObject(answer as object);
    }
    await call('session:sign-out');
  });
});
