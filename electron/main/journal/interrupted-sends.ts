import { journaledAsNotSent } from '@shared/domain/transport-failures';
import {
  TRANSFER_ACTIONS,
  type AttemptRecord,
  type Outcome,
  type TransferRecord,
} from './transfer-rows';
import type { TransfersRepo } from './transfers-repo';
import { text } from '@shared/i18n/catalog';

// D22: a send that stopped without an answer (a crash, a kill, a power cut) is settled at start
// by what its journaled attempts prove, never by a guess and never by sending it again.

/** What settling an interrupted send reads and writes: the transfers repository's own steps. */
export type InterruptedSendDeps = Pick<
  TransfersRepo,
  'inState' | 'get' | 'attempts' | 'finishAttempt' | 'move'
> & {
  /** Runs `work` in one IMMEDIATE transaction (nested: inside the caller's). */
  immediate<T>(work: () => T): T;
};

const NOT_SENT_AFTER_STOP: Outcome = {
  state: 'not_sent',
  errorCode: 'interrupted',
  errorMessage: text('journal.interrupted.notSent'),
};

const UNKNOWN_AFTER_STOP: Outcome = {
  state: 'unknown',
  errorCode: 'interrupted',
  errorMessage: text('journal.interrupted.unknown'),
};

/**
 * Where the journal a start settles comes from (D144): this PC's own, stopped (`stop`); rebuilt
 * from head office at a takeover (`takeover`, D112); or put back from a backup (`backup`, D34,
 * D75).
 */
export type InterruptedOrigin = 'stop' | 'takeover' | 'backup';

const UNKNOWN_ELSEWHERE: Readonly<Record<Exclude<InterruptedOrigin, 'stop'>, Outcome>> = {
  takeover: {
    state: 'unknown',
    errorCode: 'interrupted',
    errorMessage: text('journal.interrupted.takenOver'),
  },
  backup: {
    state: 'unknown',
    errorCode: 'interrupted',
    errorMessage: text('journal.interrupted.restored'),
  },
};

/**
 * After a crash or a kill. `sending` and each attempt's start are committed before a request
 * goes out, so the journal alone tells what may have reached the service:
 *   - `reserved`: never left the machine → not sent (the reference stays burned);
 *   - `sending` whose attempts all prove the service did not process them (none started, or
 *     each ended in a 401, a 403, or a transport failure that is proof by today's rules, e.g.
 *     a refused connection) → not sent;
 *   - any other `sending` may have reached the service → outcome unknown (D7), for a
 *     supervisor to resolve; it is never re-sent by itself.
 * Attempts left open are closed with a note.
 *
 * Those rules hold for this PC's own journal only (D144). One rebuilt from head office at a
 * takeover holds what the replaced PC had pushed, a prefix of its changes; one put back from a
 * backup holds what the PC had written when the copy was made. In both, an attempt's start (or
 * the move to `sending`) may be in what the journal lacks, and the PC may have gone on to send:
 * its absence proves nothing, so every send left in flight is unknown.
 */
export function recoverInterruptedSends(
  deps: InterruptedSendDeps,
  at: string,
  origin: InterruptedOrigin = 'stop',
): { unknown: TransferRecord[]; notSent: TransferRecord[] } {
  return deps.immediate(() => {
    const settled = [...deps.inState('sending'), ...deps.inState('reserved')].map((t) =>
      settleInterruptedSend(deps, t.id, at, origin),
    );
    return {
      unknown: settled.filter((t) => t.state === 'unknown'),
      notSent: settled.filter((t) => t.state === 'not_sent'),
    };
  });
}

/**
 * Settles one transfer whose send stopped without an answer, by the rules above, with an audit
 * row: the app decided its state, not an answer from the service.
 */
export function settleInterruptedSend(
  deps: InterruptedSendDeps,
  id: number,
  at: string,
  origin: InterruptedOrigin = 'stop',
): TransferRecord {
  return deps.immediate(() => {
    const t = deps.get(id)!;
    if (t.state !== 'reserved' && t.state !== 'sending') return t;
    if (t.state === 'sending') closeOpenAttempts(deps, t.id, at);
    if (origin !== 'stop') {
      return deps.move(t.id, t.state, UNKNOWN_ELSEWHERE[origin], at, {
        operatorId: null,
        action: TRANSFER_ACTIONS.interrupted,
      });
    }
    const provenNotSent = t.state === 'reserved' || deps.attempts(t.id).every(provenNotProcessed);
    return deps.move(t.id, t.state, provenNotSent ? NOT_SENT_AFTER_STOP : UNKNOWN_AFTER_STOP, at, {
      operatorId: null,
      action: TRANSFER_ACTIONS.interrupted,
    });
  });
}

function closeOpenAttempts(deps: InterruptedSendDeps, transferId: number, at: string): void {
  for (const attempt of deps.attempts(transferId)) {
    if (attempt.finishedAt === null) {
      deps.finishAttempt(
        transferId,
        attempt.n,
        {
          httpStatus: null,
          response: null,
          error: text('journal.interrupted.attempt'),
          notProcessed: false,
        },
        at,
      );
    }
  }
}

/**
 * The stored flag alone is not believed for a transport failure: an older version set it on
 * evidence that no longer counts (a network change, any TLS error), so the journaled error is read
 * again by the current rules.
 */
function provenNotProcessed(attempt: AttemptRecord): boolean {
  if (!attempt.notProcessed) return false;
  if (attempt.httpStatus === 401 || attempt.httpStatus === 403) return true;
  return attempt.httpStatus === null && journaledAsNotSent(attempt.error);
}
