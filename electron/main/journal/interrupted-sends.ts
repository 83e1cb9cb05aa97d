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

const UNKNOWN_AFTER_TAKEOVER: Outcome = {
  state: 'unknown',
  errorCode: 'interrupted',
  errorMessage: text('journal.interrupted.takenOver'),
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
 * `rebuilt` (D144): a journal rebuilt from head office at a takeover (D112) holds what the
 * replaced PC had pushed, a prefix of its changes: an attempt's start (or the move to `sending`)
 * may be in a change head office never received. Its absence proves nothing there, so every send
 * left in flight is unknown.
 */
export function recoverInterruptedSends(
  deps: InterruptedSendDeps,
  at: string,
  rebuilt = false,
): { unknown: TransferRecord[]; notSent: TransferRecord[] } {
  return deps.immediate(() => {
    const settled = [...deps.inState('sending'), ...deps.inState('reserved')].map((t) =>
      settleInterruptedSend(deps, t.id, at, rebuilt),
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
  rebuilt = false,
): TransferRecord {
  return deps.immediate(() => {
    const t = deps.get(id)!;
    if (t.state !== 'reserved' && t.state !== 'sending') return t;
    if (t.state === 'sending') closeOpenAttempts(deps, t.id, at);
    const provenNotSent =
      !rebuilt && (t.state === 'reserved' || deps.attempts(t.id).every(provenNotProcessed));
    const unknown = rebuilt ? UNKNOWN_AFTER_TAKEOVER : UNKNOWN_AFTER_STOP;
    return deps.move(t.id, t.state, provenNotSent ? NOT_SENT_AFTER_STOP : unknown, at, {
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
