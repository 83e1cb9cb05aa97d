import type { Role } from '../../../shared/ipc/define';

/**
 * The one session of this workstation (one window, one person at the counter) and its idle
 * timeout. Knows nothing about the journal: the operator service audits and notifies through
 * `onEnd`.
 */

export type SessionEndReason = 'signed-out' | 'idle';

export interface ActiveSession {
  operatorId: string;
  role: Role;
  displayName: string;
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
  setTimer: SetTimer;
  onEnd: (session: ActiveSession, reason: SessionEndReason, at: number) => void;
}

export interface SessionKeeper {
  /** The live session, or null. A session idle longer than the timeout ends here, with 'idle'. */
  current(): Readonly<ActiveSession> | null;
  start(session: Omit<ActiveSession, 'signedInAt' | 'lastActivityAt'>): void;
  touch(): void;
  end(reason: SessionEndReason): void;
  dispose(): void;
}

export function createSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const { now, idleTimeoutMs, setTimer, onEnd } = options;
  if (!Number.isFinite(idleTimeoutMs) || idleTimeoutMs <= 0) {
    throw new Error('The idle timeout must be a positive number of milliseconds.');
  }
  let session: ActiveSession | null = null;
  let cancelTimer: (() => void) | null = null;

  function disarm(): void {
    cancelTimer?.();
    cancelTimer = null;
  }

  /**
   * The timer is armed for the earliest moment the session could be idle, not reset on every
   * touch: when it fires it re-reads the clock and either ends the session or waits out the rest.
   * This is what tells the window to leave a customer's details off screen when nobody touches
   * the workstation, rather than waiting for the next click.
   */
  function arm(): void {
    disarm();
    if (!session) return;
    const remaining = session.lastActivityAt + idleTimeoutMs - now();
    cancelTimer = setTimer(
      () => {
        cancelTimer = null;
        if (current()) arm();
      },
      Math.max(remaining + 1, 1),
    );
  }

  function end(reason: SessionEndReason): void {
    const ending = session;
    if (!ending) return;
    session = null;
    disarm();
    onEnd(ending, reason, now());
  }

  function current(): Readonly<ActiveSession> | null {
    if (session && now() - session.lastActivityAt > idleTimeoutMs) end('idle');
    return session;
  }

  return {
    current,
    start(next) {
      const at = now();
      session = { ...next, signedInAt: at, lastActivityAt: at };
      arm();
    },
    touch() {
      const live = current();
      if (live) session = { ...live, lastActivityAt: now() };
    },
    end,
    dispose: disarm,
  };
}
