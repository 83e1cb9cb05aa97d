import { describe, expect, it } from 'vitest';
import {
  createSessionKeeper,
  type ActiveSession,
  type SessionEndReason,
} from '../../../electron/main/operators/session-keeper';
import { MINUTE, manualClock, manualTimer } from './fixtures';

/*
 * The session keeper as plain logic (D27, D44): activity moves the idle end a full timeout on, a
 * warning comes once per stretch without activity a minute before the end, and the standing the
 * window arms its warning from is main's own count.
 */

const IDLE = 15 * MINUTE;
const LIFETIME = 12 * 60 * MINUTE;
const JANE = {
  operatorId: 'jane.clerk',
  role: 'clerk' as const,
  displayName: 'Jane Wanjiku',
  mustChangePassword: false,
  language: 'en' as const,
};

function keeper(options: { warnBeforeMs?: number; lifetimeMs?: number } = {}) {
  const clock = manualClock();
  const timer = manualTimer();
  const ended: SessionEndReason[] = [];
  const warnings: { operatorId: string; remainingMs: number }[] = [];
  const k = createSessionKeeper({
    now: clock.now,
    idleTimeoutMs: IDLE,
    lifetimeMs: options.lifetimeMs ?? LIFETIME,
    setTimer: timer.setTimer,
    onEnd: (_session: ActiveSession, reason) => ended.push(reason),
    warnBeforeMs: options.warnBeforeMs ?? MINUTE,
    onIdleWarning: (session, remainingMs) =>
      warnings.push({ operatorId: session.operatorId, remainingMs }),
  });
  k.start(JANE);
  /** Moves the clock to the armed timer's moment and fires it, as Node's timer would. */
  function runTimer(): void {
    const [next] = timer.pending();
    if (!next) throw new Error('no timer armed');
    clock.advance(next.ms);
    timer.fire();
  }
  return { k, clock, timer, ended, warnings, runTimer };
}

describe('the idle standing main gives the window', () => {
  it('counts down from sign-in and says a full timeout again after activity', () => {
    const { k, clock } = keeper();
    expect(k.idle()).toEqual({
      idleTimeoutMs: IDLE,
      warningMs: MINUTE,
      remainingMs: IDLE + 1,
      ending: 'idle',
    });
    clock.advance(10 * MINUTE);
    expect(k.idle()?.remainingMs).toBe(5 * MINUTE + 1);
    k.touch();
    expect(k.idle()?.remainingMs).toBe(IDLE + 1);
    // Activity moved the end: 14 minutes later the session still stands.
    clock.advance(14 * MINUTE);
    expect(k.current()?.operatorId).toBe('jane.clerk');
    clock.advance(MINUTE + 1);
    expect(k.current()).toBeNull();
    expect(k.idle()).toBeNull();
  });

  it('names the lifetime when it ends the session before the idle timeout would', () => {
    const { k, clock } = keeper({ lifetimeMs: 20 * MINUTE });
    clock.advance(10 * MINUTE);
    k.touch();
    expect(k.idle()).toMatchObject({ remainingMs: 10 * MINUTE, ending: 'lifetime' });
  });

  it('keeps the warning at most half the timeout', () => {
    const { k } = keeper({ warnBeforeMs: 60 * MINUTE });
    expect(k.idle()?.warningMs).toBe(IDLE / 2);
  });
});

describe('the warning before an idle end', () => {
  it('comes a minute before the end, once, and the end follows without activity', () => {
    const { k, clock, warnings, ended, runTimer, timer } = keeper();
    expect(timer.pending()).toEqual([{ ms: IDLE + 1 - MINUTE }]);
    runTimer();
    expect(warnings).toEqual([{ operatorId: 'jane.clerk', remainingMs: MINUTE }]);
    expect(ended).toEqual([]);
    // Re-armed for the end itself, with no second warning on the way.
    expect(timer.pending()).toEqual([{ ms: MINUTE }]);
    clock.advance(MINUTE - 1);
    expect(k.current()).not.toBeNull();
    runTimer();
    expect(ended).toEqual(['idle']);
    expect(warnings).toHaveLength(1);
    expect(timer.pending()).toEqual([]);
  });

  it('is answered by activity: the end moves on, and the next stretch is warned of again', () => {
    const { k, clock, warnings, ended, runTimer } = keeper();
    runTimer();
    expect(warnings).toHaveLength(1);
    clock.advance(30_000);
    // "Stay signed in".
    k.touch();
    // The timer armed for the old end fires, finds the session alive and waits for the new warning.
    runTimer();
    expect(ended).toEqual([]);
    expect(warnings).toHaveLength(1);
    runTimer();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]!.remainingMs).toBe(MINUTE);
    expect(k.current()).not.toBeNull();
  });

  it('is not given when the lifetime, not idleness, ends the session', () => {
    const { warnings, ended, runTimer } = keeper({ lifetimeMs: 10 * MINUTE });
    runTimer();
    expect(warnings).toEqual([]);
    expect(ended).toEqual(['lifetime']);
  });

  it('is not given without a warning time, as before', () => {
    const { warnings, ended, runTimer } = keeper({ warnBeforeMs: 0 });
    runTimer();
    expect(warnings).toEqual([]);
    expect(ended).toEqual(['idle']);
  });
});
