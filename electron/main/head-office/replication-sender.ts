import type { HeadOfficeProblem } from '@shared/domain/head-office';
import { backoffDelay, type RetryPolicy } from '../bank/retry-policy';
import type { AppLogger } from '../logging/logger';
import type {
  HeadOfficeClient,
  HeadOfficeError,
  HeadOfficeLink,
  HeadOfficeResult,
} from './head-office-client';
import { nextBatch } from './push-batch';
import type { ReplicationJournal } from '../replication/replication-journal';
import { isSecretStoreError } from '../keys/secret-store';
import { retriedProblem, stoppedBy, type Outcome } from './sender-outcomes';

/*
 * The background sender (D91, D100): pushes the outbox to head office in order, a batch at a time,
 * and hands each acknowledgement back to the outbox. It is never in the send path: a commit only
 * wakes it (a timer of 0), and the counter never waits for it. Offline, it tries again after a
 * capped, jittered backoff, and the outbox grows; a refusal that a retry cannot mend (revoked, a
 * gap, a fork, a broken chain), or a journal its checks find differs from head office's copy,
 * stops it until the next start, and the admin's status says why; a fork, a broken chain or a
 * revocation stops the journal too (D145). A gap below what head office acknowledged is the
 * exception: head office lost changes, and they are sent again (D117).
 */

export interface SenderTimers {
  /** Runs `run` once after `ms`; returns its cancel. */
  after(ms: number, run: () => void): () => void;
}

/** What the sender asks of the journal's side of replication (D97). */
export type SenderOutbox = Pick<
  ReplicationJournal,
  'hashPending' | 'batch' | 'acknowledge' | 'status' | 'findings' | 'refused'
>;

export interface SenderDeps {
  outbox: SenderOutbox;
  client: Pick<HeadOfficeClient, 'push'>;
  /** The enrolled link, or null before enrolment (then there is nothing to do). */
  link: () => HeadOfficeLink | null;
  log: AppLogger;
  timers?: SenderTimers;
  random?: () => number;
  /** How often an idle sender looks for changes a wake missed. */
  intervalMs?: number;
  backoff?: RetryPolicy;
  /**
   * D115: what else each contact does once the outbox is drained (the branch's operators); its
   * failure is a push's (held up and retried, or stopped when head office revoked the PC).
   */
  afterPush?: (link: HeadOfficeLink) => Promise<HeadOfficeResult<null>>;
}

export interface ReplicationSender {
  /** Something was committed, or enrolment finished: a push soon. Never waits. */
  wake(): void;
  /** Why replication does not go on by itself, or null. */
  problem(): HeadOfficeProblem | null;
  /** Resolves once no push is under way (tests, close). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export const SENDER_INTERVAL_MS = 30_000;
export const SENDER_BACKOFF: RetryPolicy = {
  maxAttempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 2_000,
  maxDelayMs: 300_000,
};
const MIN_RETRY_MS = 1_000;

const realTimers: SenderTimers = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    // A sender waiting to try again never keeps the process alive (tests, the harness, a close).
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};

export function createReplicationSender(deps: SenderDeps): ReplicationSender {
  const timers = deps.timers ?? realTimers;
  const random = deps.random ?? Math.random;
  let running: Promise<void> | null = null;
  let again = false;
  let cancelTimer: (() => void) | null = null;
  let retrying = false;
  let failures = 0;
  let stopped = false;
  let closed = false;
  let problem: HeadOfficeProblem | null = null;
  let lastLogged: string | null = null;

  function schedule(ms: number, retry: boolean): void {
    cancelTimer?.();
    retrying = retry;
    cancelTimer = timers.after(ms, () => {
      cancelTimer = null;
      retrying = false;
      run();
    });
  }

  function run(): void {
    if (closed || stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = drain()
      .catch((error: unknown): Outcome => {
        // The keychain's trouble in its own words; a bug or the journal's, said once. Both are
        // tried again later, and nothing is thrown away.
        if (isSecretStoreError(error)) {
          return { kind: 'retry', code: `keychain-${error.code}`, problem: retriedProblem(error) };
        }
        deps.log.error('Head office replication failed unexpectedly.', { error: String(error) });
        return { kind: 'retry', problem: retriedProblem(null) };
      })
      .then(settle)
      .finally(() => {
        running = null;
      });
  }

  function settle(outcome: Outcome): void {
    if (closed) return;
    problem = outcome.kind === 'done' ? null : outcome.problem;
    note(outcome);
    if (outcome.kind === 'stop') {
      stopped = true;
      cancelTimer?.();
      return;
    }
    if (outcome.kind === 'retry') {
      failures += 1;
      const delay = backoffDelay(deps.backoff ?? SENDER_BACKOFF, failures, random);
      schedule(Math.max(MIN_RETRY_MS, delay), true);
      return;
    }
    failures = 0;
    if (again) schedule(0, false);
    else schedule(deps.intervalMs ?? SENDER_INTERVAL_MS, false);
  }

  /** Logs a change of state once, by its code: never a body, a key or a message with values. */
  function note(outcome: Outcome): void {
    const code = outcome.kind === 'done' ? null : `${outcome.kind}:${outcome.code ?? 'problem'}`;
    if (code === lastLogged) return;
    lastLogged = code;
    if (code === null) deps.log.info('Head office replication is up to date.');
    else if (outcome.kind === 'stop')
      deps.log.warn('Head office replication stopped.', { state: code });
    else deps.log.warn('Head office replication is held up.', { state: code });
  }

  async function drain(): Promise<Outcome> {
    const link = deps.link();
    if (!link) return { kind: 'done' };
    const pushed = await pushAll(deps, link, () => closed);
    if (pushed.kind !== 'done' || closed || !deps.afterPush) return pushed;
    const after = await deps.afterPush(link);
    return after.ok ? { kind: 'done' } : refusedBy(deps, after.error);
  }

  return {
    wake() {
      if (closed || stopped || retrying) return;
      if (running) {
        again = true;
        return;
      }
      schedule(0, false);
    },
    problem: () => problem,
    settled: async () => {
      while (running) await running;
    },
    async close() {
      closed = true;
      cancelTimer?.();
      while (running) await running;
    },
  };
}

/**
 * Pushes the outbox's changes in order until none is left, head office refuses, or the sender is
 * closed (`isClosed`): a batch head office finds too large is halved, and changes it acknowledged
 * once and lost are sent again from where it holds (D117).
 */
async function pushAll(
  deps: SenderDeps,
  link: HeadOfficeLink,
  isClosed: () => boolean,
): Promise<Outcome> {
  // The journal's checks against head office's copy found it differs (D97): the journal stops,
  // and nothing more goes until it is mended.
  const [finding] = deps.outbox.findings();
  if (finding) return stoppedBy.journal(finding);
  const trust = { workstationId: link.workstationId, publicKey: link.headOfficeKey };
  let limit: number | null = null;
  // D117: while head office catches up on changes it acknowledged once and no longer holds, the
  // seq it holds up to; null otherwise.
  let resending: number | null = null;
  while (!isClosed()) {
    const batch = nextBatch(deps.outbox, link.workstationId, limit, resending);
    if (batch.kind === 'empty') return { kind: 'done' };
    if (batch.kind === 'too-large') return stoppedBy.tooLarge(batch.seq);
    const answer = await deps.client.push(link, batch.changes, batch.waiting);
    if (isClosed()) return { kind: 'done' };
    if (!answer.ok) {
      const smaller = answer.error.refusal?.refused === 'too-large' && batch.changes.length > 1;
      if (smaller) {
        limit = Math.ceil(batch.changes.length / 2);
        continue;
      }
      const kept = acknowledged(deps);
      const held = heldAfterLoss(answer.error, kept, resending);
      if (held === null) return refusedBy(deps, answer.error);
      deps.log.warn(
        'Head office no longer holds changes it acknowledged (restored from an older copy?): sending them again.',
        { from: held + 1, acknowledged: kept },
      );
      resending = held;
      limit = null;
      continue;
    }
    const taken = deps.outbox.acknowledge(answer.value, trust);
    if (!taken.ok) return stoppedBy.journal(taken.error);
    if (answer.value.seq < batch.changes[0]!.seq)
      return { kind: 'retry', problem: retriedProblem(null) };
    if (resending !== null)
      resending = answer.value.seq >= acknowledged(deps) ? null : answer.value.seq;
    limit = null;
  }
  return { kind: 'done' };
}

function acknowledged(deps: SenderDeps): number {
  return deps.outbox.status().lastAck?.seq ?? 0;
}

/**
 * D117: the seq head office holds up to when it refuses a push as a gap although it acknowledged
 * more (restored from a backup, or an asynchronous standby promoted): the outbox keeps every
 * change, so they are sent again from there. Null for any other refusal, and for a gap at the
 * same place as the resend under way, which sending again would not mend.
 */
function heldAfterLoss(
  error: HeadOfficeError,
  acknowledged: number,
  resending: number | null,
): number | null {
  const refusal = error.refusal;
  if (refusal?.refused !== 'gap' || typeof refusal.seq !== 'number') return null;
  const held = refusal.seq - 1;
  if (!Number.isSafeInteger(held) || held < 0 || held >= acknowledged) return null;
  return held === resending ? null : held;
}

/**
 * D145: a fork, a broken chain or a revocation, whether a push or the contact after it met it,
 * stops the journal too, not only the sender: the counter would otherwise go on writing what head
 * office can never hold.
 */
function refusedBy(deps: SenderDeps, error: HeadOfficeError): Outcome {
  if (error.refusal) deps.outbox.refused(error.refusal);
  return failedPush(error);
}

function failedPush(error: HeadOfficeError): Outcome {
  const refused = error.refusal?.refused;
  if (refused === 'revoked') return stoppedBy.revoked(error);
  if (refused) return stoppedBy.refusal(error);
  if (error.code === 'bad-acknowledgement') return stoppedBy.badAcknowledgement();
  return { kind: 'retry', code: error.code, problem: retriedProblem(error) };
}
