import { describe, expect, it } from 'vitest';
import type {
  OperatorService,
  SessionEnded,
} from '../../../electron/main/operators/operator-service';
import { CLERK, MINUTE, auditActions, withAdminAndClerk } from './fixtures';
import { expectWordedAnswer } from '../../support/worded-answer';

const RIGHT = { operatorId: CLERK.operatorId, password: CLERK.password };
const IDLE = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const SIGNED_OUT = 'You were signed out.';
const IDLE_MESSAGE =
  'You were signed out after 15 minutes without activity. Sign in again to go on.';
const IDLE_TEXT = { key: 'accounts.sessionEnded.idle', values: { afterMs: IDLE } };

async function signedInClerk(options: Parameters<typeof withAdminAndClerk>[0] = {}) {
  const h = await withAdminAndClerk(options);
  const ended: SessionEnded[] = [];
  h.service.onSessionEnded((e) => ended.push(e));
  const result = await h.service.signIn(RIGHT);
  if (!result.ok) throw new Error(result.error.message);
  return { ...h, ended };
}

describe('signing out', () => {
  it('ends the session, audits it and tells the listeners once', async () => {
    const { service, journal, ended } = await signedInClerk();
    service.signOut();
    expect(service.current()).toBeNull();
    expect(service.sessionView()).toBeNull();
    expect(ended).toEqual([
      {
        reason: 'signed-out',
        operatorId: CLERK.operatorId,
        message: SIGNED_OUT,
        text: { key: 'accounts.sessionEnded.signedOut' },
      },
    ]);
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: CLERK.operatorId,
      action: 'session.signed-out',
      details: {
        signedInAt: '2026-11-23T08:00:00.000Z',
        lastActivityAt: '2026-11-23T08:00:00.000Z',
      },
    });
    const rows = journal.audit.entries().length;
    service.signOut();
    expect(ended).toHaveLength(1);
    expect(journal.audit.entries()).toHaveLength(rows);
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { service } = await signedInClerk();
    const heard: SessionEnded[] = [];
    const unsubscribe = service.onSessionEnded((e) => heard.push(e));
    unsubscribe();
    service.signOut();
    expect(heard).toEqual([]);
  });

  it('ends the session even when a listener throws, and logs it', async () => {
    const { service, ended, log } = await signedInClerk();
    service.onSessionEnded(() => {
      throw new Error('window gone');
    });
    const after: SessionEnded[] = [];
    service.onSessionEnded((e) => after.push(e));
    service.signOut();
    expect(service.current()).toBeNull();
    expect(ended).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(log.lines.map((l) => l.message)).toContain('A session-ended listener failed.');
  });
});

describe('idle timeout', () => {
  it('ends a session idle longer than the timeout, and only then', async () => {
    const { service, clock, ended, journal } = await signedInClerk();
    clock.advance(IDLE);
    expect(service.current()).toEqual({ operatorId: CLERK.operatorId, role: 'clerk' });
    clock.advance(1);
    expect(service.current()).toBeNull();
    expect(ended).toEqual([
      { reason: 'idle', operatorId: CLERK.operatorId, message: IDLE_MESSAGE, text: IDLE_TEXT },
    ]);
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: CLERK.operatorId,
      action: 'session.idle-ended',
      details: { lastActivityAt: '2026-11-23T08:00:00.000Z', idleTimeoutMs: IDLE },
    });
    // Already over: no second end.
    expect(service.current()).toBeNull();
    expect(ended).toHaveLength(1);
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('is postponed by activity', async () => {
    const { service, clock, ended } = await signedInClerk();
    clock.advance(IDLE - MINUTE);
    service.touch();
    clock.advance(IDLE - MINUTE);
    expect(service.sessionView()?.operatorId).toBe(CLERK.operatorId);
    service.touch();
    clock.advance(IDLE + 1);
    expect(service.sessionView()).toBeNull();
    expect(ended.map((e) => e.reason)).toEqual(['idle']);
  });

  it('cannot be postponed once it has passed', async () => {
    const { service, clock, ended } = await signedInClerk();
    clock.advance(IDLE + 1);
    service.touch();
    expect(service.current()).toBeNull();
    expect(ended.map((e) => e.reason)).toEqual(['idle']);
  });

  it('follows the configured timeout', async () => {
    const { service, clock } = await signedInClerk({ idleTimeoutMs: MINUTE });
    clock.advance(MINUTE + 1);
    expect(service.current()).toBeNull();
  });

  it('ends the session by itself when nobody touches the workstation', async () => {
    const { clock, timer, ended, journal } = await signedInClerk();
    // Armed first for the warning a minute before the end (session-keeper.test.ts).
    expect(timer.pending()).toEqual([{ ms: IDLE + 1 - MINUTE }]);
    clock.advance(IDLE + 1);
    timer.fire();
    expect(ended).toEqual([
      { reason: 'idle', operatorId: CLERK.operatorId, message: IDLE_MESSAGE, text: IDLE_TEXT },
    ]);
    expect(auditActions(journal).at(-1)).toBe('session.idle-ended');
    expect(timer.pending()).toEqual([]);
  });

  it('waits out the rest when the timer fires after activity', async () => {
    const { service, clock, timer, ended } = await signedInClerk();
    clock.advance(10 * MINUTE);
    service.touch();
    clock.advance(5 * MINUTE + 1);
    timer.fire();
    expect(ended).toEqual([]);
    // Re-armed for the warning, a minute before the new end.
    expect(timer.pending()).toEqual([{ ms: 9 * MINUTE }]);
    clock.advance(10 * MINUTE);
    timer.fire();
    expect(ended.map((e) => e.reason)).toEqual(['idle']);
  });

  it('has no timer left once signed out or disposed', async () => {
    const { service, timer } = await signedInClerk();
    service.signOut();
    expect(timer.pending()).toEqual([]);
    await service.signIn(RIGHT);
    expect(timer.pending()).toHaveLength(1);
    service.dispose();
    expect(timer.pending()).toEqual([]);
  });
});

describe('session lifetime', () => {
  const LIFETIME_MESSAGE =
    'You were signed out because a session lasts at most 12 hours, however busy. Sign in again to go on.';
  const LIFETIME_TEXT = {
    key: 'accounts.sessionEnded.lifetime',
    values: { lifetimeMs: 12 * HOUR },
  };

  /** Someone at the counter all along: a touch every ten minutes for `ms`. */
  function busyFor(
    { service, clock }: { service: OperatorService; clock: { advance(ms: number): void } },
    ms: number,
  ) {
    for (let left = ms; left > 0; left -= 10 * MINUTE) {
      clock.advance(Math.min(left, 10 * MINUTE));
      service.touch();
    }
  }

  it('ends a busy session 12 hours after sign-in by default, and says so in words', async () => {
    const h = await signedInClerk();
    const { service, clock, ended, journal } = h;
    busyFor(h, 12 * HOUR - 10 * MINUTE);
    clock.advance(10 * MINUTE - 1);
    expect(service.current()?.operatorId).toBe(CLERK.operatorId);
    clock.advance(1);
    expect(service.current()).toBeNull();
    expect(ended).toEqual([
      {
        reason: 'lifetime',
        operatorId: CLERK.operatorId,
        message: LIFETIME_MESSAGE,
        text: LIFETIME_TEXT,
      },
    ]);
    // The sign-in screen words it in its language, the 12 hours in that language's units.
    const words = expectWordedAnswer(ended[0]!, 'accounts.sessionEnded.lifetime');
    // French's locale data keeps the count and its unit together (a no-break space).
    expect(words.fr).toContain('une session dure au plus 12\u00a0heures');
    expect(words.sw).toContain('saa 12');
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: CLERK.operatorId,
      action: 'session.lifetime-ended',
      at: '2026-11-23T20:00:00.000Z',
      details: {
        signedInAt: '2026-11-23T08:00:00.000Z',
        lastActivityAt: '2026-11-23T19:50:00.000Z',
        sessionLifetimeMs: 12 * HOUR,
      },
    });
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('cannot be postponed by activity once it has passed', async () => {
    const h = await signedInClerk({ sessionLifetimeMs: 2 * HOUR });
    const { service, ended } = h;
    busyFor(h, 2 * HOUR - MINUTE);
    expect(service.current()?.operatorId).toBe(CLERK.operatorId);
    busyFor(h, MINUTE);
    expect(service.current()).toBeNull();
    expect(ended.map((e) => e.reason)).toEqual(['lifetime']);
    expect(ended[0]?.message).toBe(
      'You were signed out because a session lasts at most 2 hours, however busy. Sign in again to go on.',
    );
  });

  it('ends the session by itself at the end of its lifetime, when that comes before idleness', async () => {
    const { service, clock, timer, ended } = await signedInClerk({
      sessionLifetimeMs: 20 * MINUTE,
    });
    clock.advance(10 * MINUTE);
    service.touch();
    // Idle would be at 25 minutes; the lifetime ends at 20.
    timer.fire();
    expect(timer.pending()).toEqual([{ ms: 10 * MINUTE }]);
    clock.advance(10 * MINUTE);
    timer.fire();
    expect(ended.map((e) => e.reason)).toEqual(['lifetime']);
    expect(timer.pending()).toEqual([]);
  });

  it('is idle first when nobody touches the workstation before the lifetime is up', async () => {
    const { clock, timer, ended } = await signedInClerk({ sessionLifetimeMs: HOUR });
    expect(timer.pending()).toEqual([{ ms: IDLE + 1 - MINUTE }]);
    clock.advance(IDLE + 1);
    timer.fire();
    expect(ended.map((e) => e.reason)).toEqual(['idle']);
  });

  it('starts again at the next sign-in', async () => {
    const h = await signedInClerk({ sessionLifetimeMs: HOUR });
    const { service, ended } = h;
    busyFor(h, HOUR);
    expect(service.current()).toBeNull();
    expect((await service.signIn(RIGHT)).ok).toBe(true);
    busyFor(h, HOUR - MINUTE);
    expect(service.current()?.operatorId).toBe(CLERK.operatorId);
    expect(ended.map((e) => e.reason)).toEqual(['lifetime']);
  });

  it('must be a positive duration', async () => {
    await expect(withAdminAndClerk({ sessionLifetimeMs: 0 })).rejects.toThrow(
      'sessionLifetimeMs must be a positive number.',
    );
  });
});
