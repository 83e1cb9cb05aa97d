import { sameOperator, type Session } from '@shared/domain/operators';
import type { IpcError } from '@shared/ipc/define';
import { worded } from '@shared/i18n/worded';
import { fail, type Result } from '@shared/result';
import type { AuditLog } from '../journal/audit-log';
import { oneAtATimePerKey } from '@shared/one-at-a-time';

/*
 * D72: every read of a transfer by its reference follows the ownership rule of printing (D38): a
 * clerk reads only the transfers they sent; supervisors and admins read all. References are the
 * workstation's number and a counter, so they are easy to guess: a clerk's miss (another clerk's
 * transfer, or none at all) answers the same words either way, so the answer never tells whether
 * another's transfer exists; each miss is audited, and after a few, each further miss waits
 * longer before it answers. A clerk's lookups are taken one at a time, so asking many at once
 * waits as long as asking one after another. No account is locked: the clerk keeps working.
 */

/** What the clerk was doing when they asked by reference, as the audit row says it. */
export type ReferenceRead = 'receipt' | 'correction' | 'print' | 'flag';

export const REFERENCE_READ_ACTIONS = { refused: 'transfers.lookup-refused' } as const;

export const LOOKUP_MISSES = {
  /** Misses answered at once: a reference mistyped now and then costs nothing. */
  free: 3,
  /** The wait after the first miss beyond the free ones; each next miss waits twice as long. */
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** Misses further apart than this start the count again. */
  forgetAfterMs: 15 * 60_000,
} as const;

export interface ReferenceReadsOptions {
  /** Who sent the transfer with this reference; null when no transfer has it. */
  ownerOf: (reference: string) => string | null;
  audit: AuditLog;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export interface ReferenceReads {
  /**
   * Runs `read` when `by` may read transfer `reference`; otherwise audits the miss, waits as the
   * misses so far say, and answers `not-found` in words that do not tell whose it is.
   */
  read<T, E>(
    reference: string,
    by: Session,
    during: ReferenceRead,
    read: () => Result<T, E> | Promise<Result<T, E>>,
  ): Promise<Result<T, E | IpcError<'not-found'>>>;
}

/**
 * The wait before the `count`-th ask (1 is the first) of a paced kind: none for the free ones,
 * then `firstDelayMs`, each next one twice as long, up to `maxDelayMs`.
 */
export function doublingDelayMs(
  count: number,
  pace: { free: number; firstDelayMs: number; maxDelayMs: number },
): number {
  const beyond = count - pace.free;
  if (beyond <= 0) return 0;
  return Math.min(pace.firstDelayMs * 2 ** (beyond - 1), pace.maxDelayMs);
}

/** The wait before the answer to a clerk's `misses`-th miss in a row (1 is the first). */
export function lookupDelayMs(misses: number): number {
  return doublingDelayMs(misses, LOOKUP_MISSES);
}

export function createReferenceReads(options: ReferenceReadsOptions): ReferenceReads {
  const queue = oneAtATimePerKey();
  /** Per clerk: misses in a row and when the last one was. Kept in memory: see D72. */
  const misses = new Map<string, { count: number; lastAt: number }>();

  function countMiss(operatorId: string): number {
    const now = options.now();
    const before = misses.get(operatorId);
    const fresh = !before || now - before.lastAt > LOOKUP_MISSES.forgetAfterMs;
    const count = fresh ? 1 : before.count + 1;
    misses.set(operatorId, { count, lastAt: now });
    return count;
  }

  return {
    read(reference, by, during, read) {
      if (by.role !== 'clerk') return Promise.resolve(read());
      return queue.run(by.operatorId, async () => {
        const owner = options.ownerOf(reference);
        if (owner !== null && sameOperator(owner, by.operatorId)) return read();
        const count = countMiss(by.operatorId);
        const delayMs = lookupDelayMs(count);
        options.audit.append({
          at: new Date(options.now()).toISOString(),
          operatorId: by.operatorId,
          action: REFERENCE_READ_ACTIONS.refused,
          details: { reference, during, exists: owner !== null, misses: count, delayMs },
        });
        if (delayMs > 0) await options.sleep(delayMs);
        return fail(worded('not-found', 'send.lookups.notYours', { reference }));
      });
    },
  };
}
