import type { Ack, Change, Refusal } from '../../../hq/protocol/wire';
import type { Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import type { JournalSeal } from '../journal/journal-seal';
import { silentLogger, type AppLogger } from '../logging/logger';
import { acknowledge, type AckRefusal, type AckTaken, type HeadOfficeTrust } from './acknowledge';
import {
  keyMissingFinding,
  problemOf,
  refusalFinding,
  REFUSALS_THAT_STOP_THE_JOURNAL,
  type ReplicationFinding,
} from './findings';
import { checkAtStart, fullCheck, latestAck } from './replication-check';

export type { AckRefusal, AckTaken, HeadOfficeTrust } from './acknowledge';
export type { ReplicationFinding } from './findings';

/** How far the journal's copy at head office has come, for admins and supervisors. */
export interface ReplicationStatus {
  /** Changes committed that head office has not acknowledged yet. */
  waiting: number;
  /** When the oldest of them committed (ISO), or null when none waits. */
  oldestWaitingAt: string | null;
  /** Head office's last acknowledgement: its seq and when head office signed it. */
  lastAck: { seq: number; at: string } | null;
}

/**
 * The journal's side of replication to head office (D97): what the sender pushes, what head
 * office acknowledged, and the checks of the journal against it. No network here: the connection
 * (enrolment, the HTTP client, the sender loop) calls these.
 */
export interface ReplicationJournal {
  /**
   * Fills the hash chain of the changes not hashed yet, in order from the last one hashed, in one
   * transaction (at most `limit`, a step the main thread takes unnoticed). Call before `batch`.
   */
  hashPending(limit?: number): { hashed: number; through: number };
  /** The hashed changes after `afterSeq`, in order, as the outbox stored them, for one push. */
  batch(afterSeq: number, limit?: number): Change[];
  /**
   * Head office's acknowledgement, checked (its signature with `trust.publicKey`, its head against
   * the outbox) and kept. A mismatch is a finding: the journal stops.
   */
  acknowledge(ack: Ack, trust: HeadOfficeTrust): Result<AckTaken, AckRefusal>;
  status(): ReplicationStatus;
  /**
   * Head office's refusal of a push (D145): a fork, a broken chain or a revocation means nothing
   * this journal writes can reach head office again, so it is a finding (the journal stops, as
   * for its own checks); any other refusal only stops the sender (D100). True when it stopped.
   */
  refused(refusal: Refusal): boolean;
  /**
   * D146: the journal is enrolled, but this PC's keychain holds no key of the workstation's, so
   * nothing it writes could reach head office: a finding, and the journal stops.
   */
  keyMissing(): void;
  /** The full check now (the whole chain, every row): its findings, each also reported. */
  check(): Promise<ReplicationFinding[]>;
  /** What the checks since start found, first first. */
  findings(): ReplicationFinding[];
  /** At start: the quick checks now, the full check after `fullCheckDelayMs`, in the background. */
  checkAtStart(): ReplicationFinding | null;
  /** Stops a check under way (between batches) and waits for it: before the journal closes. */
  close(): Promise<void>;
}

export interface ReplicationDeps {
  journal: Journal;
  /** The journal's stop: a finding is reported there, as a broken seal is. */
  seal: Pick<JournalSeal, 'report'>;
  /** The branch's zone, which a finding's times are worded in. */
  timeZone: () => string;
  now: () => number;
  log?: AppLogger;
  /** How long after start the full check begins (the window opens first). */
  fullCheckDelayMs?: number;
}

/** The full check waits for the window and the first screen: it reads the whole journal. */
export const FULL_CHECK_DELAY_MS = 10_000;

class CheckStopped extends Error {}

export function createReplicationJournal(deps: ReplicationDeps): ReplicationJournal {
  const { journal } = deps;
  const log = deps.log ?? silentLogger;
  const findings: ReplicationFinding[] = [];
  let running: Promise<ReplicationFinding[]> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const found = (finding: ReplicationFinding) => {
    log.error('The journal differs from its copy at head office.', {
      kind: finding.kind,
      table: finding.table,
      seq: finding.seq,
    });
    findings.push(finding);
    deps.seal.report(problemOf(finding));
  };
  const checkDeps = {
    journal,
    timeZone: deps.timeZone,
    nextTurn: () =>
      new Promise<void>((resolve, reject) =>
        setImmediate(() => (closed ? reject(new CheckStopped()) : resolve())),
      ),
  };

  const check = (): Promise<ReplicationFinding[]> => {
    running ??= fullCheck(checkDeps)
      .then((result) => {
        result.forEach(found);
        return result;
      })
      .catch((error: unknown) => {
        if (error instanceof CheckStopped) return [];
        throw error;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    hashPending: (limit) => journal.outbox.hashPending(limit),
    batch: (afterSeq, limit) => journal.outbox.batch(afterSeq, limit),
    acknowledge: (ack, trust) =>
      acknowledge({ journal, timeZone: deps.timeZone, now: deps.now, found }, ack, trust),
    refused: (refusal) => {
      if (!REFUSALS_THAT_STOP_THE_JOURNAL.has(refusal.refused)) return false;
      found(refusalFinding(refusal, journal.path));
      return true;
    },
    keyMissing: () => found(keyMissingFinding(journal.path)),
    status: () => {
      const ack = latestAck(journal) ?? null;
      const acknowledged = ack?.seq ?? 0;
      const waiting = Math.max(0, journal.outbox.lastSeq() - acknowledged);
      return {
        waiting,
        oldestWaitingAt: waiting > 0 ? (journal.outbox.record(acknowledged + 1)?.at ?? null) : null,
        lastAck: ack ? { seq: ack.seq, at: ack.at } : null,
      };
    },
    check,
    findings: () => [...findings],
    checkAtStart: () => {
      const first = checkAtStart(checkDeps);
      if (first) found(first);
      timer = setTimeout(() => {
        timer = null;
        check().catch((error: unknown) =>
          log.error('The check of the journal against head office failed.', {
            error: String(error),
          }),
        );
      }, deps.fullCheckDelayMs ?? FULL_CHECK_DELAY_MS);
      // A start's timer must not keep a process alive that has nothing else to do.
      timer.unref();
      return first;
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
