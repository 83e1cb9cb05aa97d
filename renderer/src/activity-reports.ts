/*
 * The window's reports of activity to main (D27). Typing, clicking and scrolling
 * happen many times a second; main needs to hear of them only often enough that the idle end
 * never comes while someone works. Plain logic, timed by timers only: a page's clock may be held
 * still (the e2e tests fix it) while its timers run.
 */

/** Runs `run` after `ms`; returns the function that cancels it. */
export type SetTimer = (run: () => void, ms: number) => () => void;

export const browserTimer: SetTimer = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

/** At most one report per 30 seconds, or per quarter of a shorter idle timeout. */
export function reportInterval(idleTimeoutMs: number): number {
  return Math.max(1_000, Math.min(30_000, Math.floor(idleTimeoutMs / 4)));
}

export interface ActivityReporter {
  /** Someone typed, clicked or scrolled. */
  activity(): void;
  /** The interval, once main has said how long the idle timeout is. */
  setInterval(ms: number): void;
  /** Nothing more is reported (signed out); what waits is dropped. */
  stop(): void;
}

/**
 * The first activity is reported at once; more within the interval is reported once, when the
 * interval ends, so the last of a burst is never lost and main hears at most one an interval.
 */
export function createActivityReporter(options: {
  report: () => void;
  intervalMs: number;
  setTimer?: SetTimer;
}): ActivityReporter {
  const setTimer = options.setTimer ?? browserTimer;
  let intervalMs = options.intervalMs;
  let cooling: (() => void) | null = null;
  let pending = false;

  function send(): void {
    pending = false;
    options.report();
    cooling = setTimer(() => {
      cooling = null;
      if (pending) send();
    }, intervalMs);
  }

  return {
    activity() {
      if (cooling) pending = true;
      else send();
    },
    setInterval(ms) {
      intervalMs = ms;
    },
    stop() {
      cooling?.();
      cooling = null;
      pending = false;
    },
  };
}
