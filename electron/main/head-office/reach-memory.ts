import { worded } from '@shared/i18n/worded';
import { fail, type Result } from '@shared/result';
import type { AppLogger } from '../logging/logger';
import type { HeadOfficeError } from './head-office-client';

/*
 * D137: a reservation that head office did not answer (no connection, or no answer within the
 * 3 s and 5 s of D128) is remembered for a short while, so the review and the next sends fall back
 * to the counter's own journal at once instead of waiting the timeouts again for each question.
 * Only the failures that make a counter wait are remembered: a refusal or an unsigned answer comes
 * back at once and is asked again. Once the while is over, the next question (a review's or a
 * send's) tries head office again; its answer clears the memory, another silence starts it again.
 */

/** How long a silence of head office's is believed: long enough for a review and its send. */
export const REMEMBERED_SILENCE_MS = 30_000;

/** The failures that kept the counter waiting: nothing answered. */
const SILENCES: ReadonlySet<string> = new Set(['unreachable', 'timeout']);

export interface ReachMemory {
  /** The remembered silence, worded, while it lasts; null: ask head office. */
  remembered(): Result<never, HeadOfficeError> | null;
  /** What head office's last call came to; true when a silence starts being remembered. */
  noted(answer: Result<unknown, HeadOfficeError>): boolean;
}

export function createReachMemory(
  now: () => number,
  forMs: number = REMEMBERED_SILENCE_MS,
): ReachMemory {
  let silentAt: number | null = null;
  return {
    remembered() {
      if (silentAt === null || now() - silentAt >= forMs) return null;
      const seconds = Math.ceil((silentAt + forMs - now()) / 1_000);
      return fail(worded('unreachable', 'headOffice.client.rememberedSilence', { seconds }));
    },
    noted(answer) {
      if (answer.ok || !SILENCES.has(answer.error.code)) {
        silentAt = null;
        return false;
      }
      silentAt = now();
      return true;
    },
  };
}

/**
 * What the log says when a reservation falls back to the counter's own journal: a silence that
 * starts being remembered (D137), and head office's refusal of a PC whose clock is off (D157), in
 * its words, which say how far off: the admin reads there why the counter counts alone.
 */
export function logFallback(
  log: AppLogger,
  answer: Result<unknown, HeadOfficeError>,
  silenceStarted: boolean,
): void {
  if (answer.ok) return;
  const { code, refusal } = answer.error;
  if (refusal?.refused === 'clock-off') {
    log.warn("Head office refused a reservation: this PC's clock is off. Counting alone.", {
      message: refusal.message,
    });
  }
  if (silenceStarted) {
    log.warn('Head office did not answer a reservation: counting alone for a while.', {
      code,
      forSeconds: REMEMBERED_SILENCE_MS / 1_000,
    });
  }
}
