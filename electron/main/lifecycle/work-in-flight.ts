import { fail, type AppError, type Result } from '@shared/result';
import { worded } from '@shared/i18n/worded';

/**
 * The bank calls under way, so that closing the app waits for them: a send that is already on the
 * wire gets its outcome journaled instead of being left in `sending` (which the next start would
 * have to call "outcome unknown" and hand to a supervisor). Once closing has begun, `closing` is
 * true and new bank work is refused by whoever asks it; the wait is bounded, because the bank's
 * own timeouts are settings and a quit must not hang on a misconfigured one.
 */
export interface WorkInFlight {
  /** Runs `work`, counted until it settles. */
  track<T>(work: () => Promise<T>): Promise<T>;
  readonly closing: boolean;
  /** How many are under way now. */
  readonly count: number;
  /**
   * Starts closing and resolves when nothing is under way, or after `timeoutMs`, with how many
   * were still running then (0 when all settled).
   */
  drain(timeoutMs: number): Promise<number>;
}

export function createWorkInFlight(): WorkInFlight {
  const running = new Set<Promise<unknown>>();
  let closing = false;

  return {
    track<T>(work: () => Promise<T>): Promise<T> {
      const started = Promise.resolve().then(work);
      const settled = started.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.then(() => running.delete(settled));
      return started;
    },
    get closing() {
      return closing;
    },
    get count() {
      return running.size;
    },
    async drain(timeoutMs) {
      closing = true;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      // Work started while waiting (a retry's next attempt is the same tracked work) is awaited too.
      while (running.size > 0) {
        const all = Promise.all(running).then(() => 'settled' as const);
        const first = await Promise.race([all, late.then(() => 'late' as const)]);
        if (first === 'late') break;
      }
      clearTimeout(timer);
      return running.size;
    },
  };
}

/** What bank work asked for after closing began answers: nothing left the workstation. */
export function closingRefusal<Code extends string>(code: Code): AppError<Code> {
  return worded(code, 'send.readiness.closing');
}

/**
 * Runs bank work counted by `work`, so closing waits for it; once closing has begun it runs
 * nothing and answers `not-ready`.
 */
export function unlessClosing<T, E>(
  work: Pick<WorkInFlight, 'closing' | 'track'>,
  run: () => Promise<Result<T, E>>,
): Promise<Result<T, E | AppError<'not-ready'>>> {
  if (work.closing) return Promise.resolve(fail(closingRefusal('not-ready')));
  return work.track(run);
}
