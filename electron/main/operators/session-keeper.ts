import type { IdleStanding } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';
import type { Language } from '@shared/i18n/registry';

export type { IdleStanding } from '@shared/domain/operators';

/**
 * The one session of this workstation (one window, one person at the counter), its idle timeout
 * and its absolute lifetime. Knows nothing about the journal: the operator service audits and
 * notifies through `onEnd`.
 */

/**
 * `idle`: nobody touched it for the idle timeout; `lifetime`: it lasted its longest, busy or not;
 * `role-changed`: an admin gave the operator another role; `locked-out`: too many wrong passwords
 * typed as the current one in a password change.
 */
export type SessionEndReason =
  | 'signed-out'
  | 'idle'
  | 'lifetime'
  | 'role-changed'
  | 'locked-out'
  // D115: head office deactivated the operator or changed their account.
  | 'head-office';

export interface ActiveSession {
  operatorId: string;
  role: Role;
  displayName: string;
  /** An admin reset the password: nothing but choosing a new one until it is done. */
  mustChangePassword: boolean;
  /** The operator's language (D83): their screens and the files they make. */
  language: Language;
  signedInAt: number;
  lastActivityAt: number;
}

/** Runs `run` after `ms`; returns the function that cancels it. */
export type SetTimer = (run: () => void, ms: number) => () => void;

/** Node's timer, unref'd so an armed idle check never keeps the process alive on quit. */
export const nodeTimer: SetTimer = (run, ms) => {
  const handle = setTimeout(run, ms);
  handle.unref();
  return () => clearTimeout(handle);
};

export interface SessionKeeperOptions {
  now: () => number;
  idleTimeoutMs: number;
  /** From sign-in to the end, however busy: a session left open all day ends all the same. */
  lifetimeMs: number;
  setTimer: SetTimer;
  onEnd: (session: ActiveSession, reason: SessionEndReason, at: number) => void;
  /**
   * How long before an idle end the window is warned (D27), so the person at the
   * counter can stay signed in; at most half the idle timeout. 0 or absent: no warning.
   */
  warnBeforeMs?: number;
  /** Once per stretch without activity, `remainingMs` before the idle end. */
  onIdleWarning?: (session: ActiveSession, remainingMs: number) => void;
}

export interface SessionKeeper {
  /**
   * The live session, or null. A session idle longer than the timeout ends here with 'idle', one
   * older than its lifetime with 'lifetime' (whichever came first).
   */
  current(): Readonly<ActiveSession> | null;
  start(session: Omit<ActiveSession, 'signedInAt' | 'lastActivityAt'>): void;
  /** Activity: the idle end moves to a full timeout from now (never past the lifetime). */
  touch(): void;
  /** The live session's standing against its idle end, or null when nobody is signed in. */
  idle(): IdleStanding | null;
  /** The operator chose a new password: the session may do everything its role allows. */
  passwordChanged(): void;
  /** The operator chose another language (D83): the session words in it from now on. */
  languageChanged(language: Language): void;
  end(reason: SessionEndReason): void;
  dispose(): void;
}

export function createSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const { now, idleTimeoutMs, lifetimeMs, setTimer, onEnd } = options;
  if (!Number.isFinite(idleTimeoutMs) || idleTimeoutMs <= 0) {
    throw new Error('The idle timeout must be a positive number of milliseconds.');
  }
  if (!Number.isFinite(lifetimeMs) || lifetimeMs <= 0) {
    throw new Error('The session lifetime must be a positive number of milliseconds.');
  }
  // Never more than half the timeout: a warning at sign-in would be no warning.
  const warningMs = Math.max(0, Math.min(options.warnBeforeMs ?? 0, idleTimeoutMs / 2));
  let session: ActiveSession | null = null;
  let cancelTimer: (() => void) | null = null;
  /** The `lastActivityAt` whose stretch was warned about: one warning per stretch of idleness. */
  let warnedFor: number | null = null;

  /**
   * The first moment the session is over, and why: idle once more than the timeout has passed
   * since the last activity, over its lifetime once the lifetime has passed since sign-in.
   */
  function deadline(live: ActiveSession): { at: number; reason: 'idle' | 'lifetime' } {
    const idleAt = live.lastActivityAt + idleTimeoutMs + 1;
    const lifetimeAt = live.signedInAt + lifetimeMs;
    return lifetimeAt <= idleAt
      ? { at: lifetimeAt, reason: 'lifetime' }
      : { at: idleAt, reason: 'idle' };
  }

  function disarm(): void {
    cancelTimer?.();
    cancelTimer = null;
  }

  /**
   * The timer is armed for the earliest moment the session could be over, not reset on every
   * touch: when it fires it re-reads the clock and either ends the session or waits out the rest.
   * This is what tells the window to leave a customer's details off screen when nobody touches
   * the workstation, rather than waiting for the next click.
   */
  function arm(): void {
    disarm();
    if (!session) return;
    const over = deadline(session);
    const warnAt = warningDue(session) ? over.at - warningMs : over.at;
    cancelTimer = setTimer(
      () => {
        cancelTimer = null;
        const live = current();
        if (!live) return;
        if (warningDue(live) && now() >= deadline(live).at - warningMs) {
          warnedFor = live.lastActivityAt;
          options.onIdleWarning?.(live, deadline(live).at - now());
        }
        arm();
      },
      Math.max(warnAt - now(), 1),
    );
  }

  /** A warning is due for this stretch without activity: an idle end comes, not yet warned of. */
  function warningDue(live: ActiveSession): boolean {
    return warningMs > 0 && deadline(live).reason === 'idle' && warnedFor !== live.lastActivityAt;
  }

  function end(reason: SessionEndReason): void {
    const ending = session;
    if (!ending) return;
    session = null;
    disarm();
    onEnd(ending, reason, now());
  }

  function current(): Readonly<ActiveSession> | null {
    if (session) {
      const over = deadline(session);
      if (now() >= over.at) end(over.reason);
    }
    return session;
  }

  return {
    current,
    start(next) {
      const at = now();
      session = { ...next, signedInAt: at, lastActivityAt: at };
      warnedFor = null;
      arm();
    },
    touch() {
      const live = current();
      if (live) session = { ...live, lastActivityAt: now() };
    },
    idle() {
      const live = current();
      if (!live) return null;
      const over = deadline(live);
      return {
        idleTimeoutMs,
        warningMs,
        remainingMs: Math.max(0, over.at - now()),
        ending: over.reason,
      };
    },
    passwordChanged() {
      const live = current();
      if (live) session = { ...live, mustChangePassword: false };
    },
    languageChanged(language) {
      const live = current();
      if (live) session = { ...live, language };
    },
    end,
    dispose: disarm,
  };
}
