import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemitDeskIpc } from '../../../electron/main/ipc/remit-desk-ipc';
import { windowIpc } from '../operators/desk-fixture';
import type { IpcSenderEvent } from '../../../electron/main/ipc/router';
import type { OperatorService } from '../../../electron/main/operators/operator-service';
import { tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { ADMIN, CLERK, MINUTE, manualClock, manualTimer, startDesk } from '../operators/fixtures';
import { choseOwnPassword } from '../../support/first-password';

/*
 * `session:activity` through the real router, services and operator service (D27, D44): only the
 * app window's top frame, only a signed-in operator, no payload; each call moves the idle end a
 * full timeout on and says where the session stands. The warning and the end reach the window as
 * events, the end saying whether the window keeps the operator's draft.
 */

const ORIGIN = 'app://remit-desk';
const WINDOW: IpcSenderEvent = {
  senderFrame: { url: `${ORIGIN}/index.html`, parent: null, detached: false },
};
const FOREIGN: IpcSenderEvent = {
  senderFrame: { url: 'https://example.com/', parent: null, detached: false },
};
const IDLE = 15 * MINUTE;

const stores = keychainStores();
const clock = manualClock(Date.now());
const timer = manualTimer();
const sent: { channel: string; payload: unknown }[] = [];
let desk: Awaited<ReturnType<typeof startDesk>>;
let operators: OperatorService;
let ipc: RemitDeskIpc;

beforeAll(async () => {
  desk = await startDesk(stores, tempDataDir(), { now: clock.now, setTimer: timer.setTimer });
  operators = desk.operators;
  ipc = windowIpc(desk.services, operators, (channel, payload) => sent.push({ channel, payload }));
  const admin = await desk.createFirstAdmin(ADMIN);
  if (!admin.ok) throw new Error(admin.error.message);
  await operators.create(CLERK, operators.current()!);
  choseOwnPassword(desk.services.journal, CLERK.operatorId);
  operators.signOut();
});

afterAll(async () => {
  ipc?.dispose();
  await desk?.close();
  await stores.cleanUp();
});

const call = (payload?: unknown, event = WINDOW) =>
  ipc.router.handle('session:activity', event, payload);

/** Fires the armed idle timer at its moment, as Node's timer would. */
function runTimer(): void {
  const [next] = timer.pending();
  if (!next) throw new Error('no timer armed');
  clock.advance(next.ms);
  timer.fire();
}

async function signInClerk(): Promise<void> {
  const signedIn = await ipc.router.handle('session:sign-in', WINDOW, {
    operatorId: CLERK.operatorId,
    password: CLERK.password,
  });
  expect(signedIn).toMatchObject({ ok: true });
}

describe('reporting activity', () => {
  it('is refused with nobody signed in, from another frame, and with a payload', async () => {
    expect(await call()).toMatchObject({ ok: false, error: { code: 'not-signed-in' } });
    await signInClerk();
    expect(await call(undefined, FOREIGN)).toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' },
    });
    expect(await call({ at: 1 })).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('moves the idle end a full timeout on and answers where the session stands', async () => {
    clock.advance(10 * MINUTE);
    expect(operators.idleStanding()?.remainingMs).toBe(5 * MINUTE + 1);
    expect(await call()).toEqual({
      ok: true,
      value: { idleTimeoutMs: IDLE, warningMs: MINUTE, remainingMs: IDLE + 1, ending: 'idle' },
    });
    // Without the report the session would have ended here.
    clock.advance(14 * MINUTE);
    expect(operators.current()?.operatorId).toBe(CLERK.operatorId);
    // A refused call (another frame) is no activity.
    await call(undefined, FOREIGN);
    expect(operators.idleStanding()?.remainingMs).toBe(MINUTE + 1);
  });

  it('warns the window a minute before the idle end, and the end keeps the draft', async () => {
    sent.length = 0;
    // The timer armed at sign-in comes due now (the clock has passed its moment): it finds the
    // session alive with the warning a moment away, and re-arms for it.
    timer.fire();
    expect(sent).toEqual([]);
    runTimer();
    expect(sent).toEqual([
      {
        channel: 'session:idle-warning',
        payload: { idleTimeoutMs: IDLE, warningMs: MINUTE, remainingMs: MINUTE, ending: 'idle' },
      },
    ]);
    runTimer();
    expect(operators.current()).toBeNull();
    expect(sent.at(-1)).toEqual({
      channel: 'session:ended',
      payload: {
        reason: 'You were signed out after 15 minutes without activity. Sign in again to go on.',
        text: { key: 'accounts.sessionEnded.idle', values: { afterMs: 15 * 60_000 } },
        keepsDraft: true,
      },
    });
  });

  it('says a sign-out by hand does not keep the draft', async () => {
    await signInClerk();
    sent.length = 0;
    expect(await ipc.router.handle('session:sign-out', WINDOW, undefined)).toMatchObject({
      ok: true,
    });
    expect(sent).toEqual([
      {
        channel: 'session:ended',
        payload: {
          reason: 'You were signed out.',
          text: { key: 'accounts.sessionEnded.signedOut' },
          keepsDraft: false,
        },
      },
    ]);
  });
});
