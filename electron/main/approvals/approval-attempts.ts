import type { ApprovalFailures } from '@shared/domain/approvals';
import { APPROVAL_PURPOSE_LABELS } from '@shared/domain/controls';
import { zonedTimeText } from '@shared/domain/zoned-time';
import { worded } from '@shared/i18n/worded';
import { fail, type Result } from '@shared/result';
import { OPERATOR_ID_PATTERN } from '@shared/schemas/operator-fields';
import type { AuditEntry, AuditLog } from '../journal/audit-log';
import { OPERATOR_ACTIONS } from '../journal/operators-repo';
import { oneAtATimePerKey } from '@shared/one-at-a-time';
import type {
  ApprovalsPaused,
  Approver,
  ApproverError,
  ApproverRules,
} from '../operators/operator-service';
import type { ApproverVerifier } from './approvals';

/*
 * D73: a supervisor's password typed into the approval dialog at a clerk's workstation is
 * guarded apart from sign-in. A wrong one does not count towards the account's lockout (a clerk
 * could otherwise lock every supervisor out with a few guesses each); it is audited as a failed
 * approval, counted per workstation and per operator id typed, and answered only after a wait
 * that doubles with each miss. Enough misses pause approvals at this workstation (of that id, or
 * of everyone) for a quarter of an hour; the account still signs in. The counts are read from the
 * audit rows, so they hold across a restart and are as sealed as the keyed chain. Attempts at a
 * workstation are taken one at a time, so typing in parallel waits as long as typing in turn.
 */

export const APPROVAL_ATTEMPTS = {
  /** Misses of one operator id typed here that pause that id's approvals here. */
  perApprover: 5,
  /** Misses here, whatever the id, that pause every approval here. */
  perWorkstation: 10,
  /** How far back misses count, and how long a pause lasts from the miss that set it. */
  windowMs: 15 * 60_000,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** How far back the supervisors' list of failed approvals goes. */
  shownForMs: 24 * 60 * 60_000,
} as const;

export const APPROVAL_ATTEMPT_ACTIONS = { failed: 'approval.failed' } as const;

export interface ApprovalAttemptsOptions {
  audit: AuditLog;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** The branch's zone, for the time a pause ends. */
  timeZone: () => string;
}

export interface ApprovalAttempts {
  /** `verify` with the misses counted, slowed and paused as above. */
  guard(verify: ApproverVerifier): ApproverVerifier;
  /** What supervisors see: the failed approvals of the last day here, and any pause now. */
  failures(): ApprovalFailures;
}

/** The wait before answering the `misses`-th miss at this workstation in the window. */
export function approvalDelayMs(misses: number): number {
  if (misses <= 0) return 0;
  return Math.min(APPROVAL_ATTEMPTS.firstDelayMs * 2 ** (misses - 1), APPROVAL_ATTEMPTS.maxDelayMs);
}

/** The operator id as typed, when it looks like one (a password typed there is never kept). */
function approverTried(input: unknown): string | null {
  const typed = (input as { operatorId?: unknown } | null)?.operatorId;
  if (typeof typed !== 'string') return null;
  const id = typed.trim().toLowerCase();
  return OPERATOR_ID_PATTERN.test(id) ? id : null;
}

const triedOf = (entry: AuditEntry) => (entry.details.approverTried as string | null) ?? null;
const missesOf = (misses: AuditEntry[], id: string) =>
  misses.filter((entry) => triedOf(entry) === id);

export function createApprovalAttempts(options: ApprovalAttemptsOptions): ApprovalAttempts {
  const queue = oneAtATimePerKey();
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Misses in the window, newest first. */
  function recentMisses(): AuditEntry[] {
    const since = iso(options.now() - APPROVAL_ATTEMPTS.windowMs);
    return options.audit.recent(APPROVAL_ATTEMPT_ACTIONS.failed, since);
  }

  /** When the pause that `limit` misses (newest first) set ends, or null when there is none. */
  function pauseEnd(misses: AuditEntry[], limit: number): string | null {
    const setter = misses[limit - 1];
    if (!setter) return null;
    const end = Date.parse(setter.at) + APPROVAL_ATTEMPTS.windowMs;
    return end > options.now() ? iso(end) : null;
  }

  /** The pause in force for `tried` now, with its words, or null. */
  function pauseFor(tried: string | null, misses: AuditEntry[]): ApprovalsPaused | null {
    const here = pauseEnd(misses, APPROVAL_ATTEMPTS.perWorkstation);
    const own =
      tried === null ? null : pauseEnd(missesOf(misses, tried), APPROVAL_ATTEMPTS.perApprover);
    const until = [here, own]
      .filter((end) => end !== null)
      .sort()
      .at(-1);
    if (!until) return null;
    const at = zonedTimeText(until, options.timeZone(), { date: false });
    const refusal =
      until === here
        ? worded('approvals-paused', 'approvals.attempts.pausedHere', {
            until: at,
            attempts: APPROVAL_ATTEMPTS.perWorkstation,
          })
        : worded('approvals-paused', 'approvals.attempts.pausedApprover', {
            until: at,
            operatorId: tried!,
            attempts: APPROVAL_ATTEMPTS.perApprover,
          });
    return { ...refusal, pausedUntil: until };
  }

  async function attempt(
    verify: ApproverVerifier,
    input: unknown,
    rules: ApproverRules,
  ): Promise<Result<Approver, ApproverError>> {
    const tried = approverTried(input);
    const at = iso(options.now());
    const paused = pauseFor(tried, recentMisses());
    if (paused) {
      options.audit.append({
        at,
        operatorId: rules.requester.operatorId,
        action: OPERATOR_ACTIONS.approvalRefused,
        details: {
          approverTried: tried,
          purpose: rules.purpose,
          reason: 'approvals-paused',
          pausedUntil: paused.pausedUntil,
        },
      });
      return fail(paused);
    }
    const verified = await verify(input, rules);
    // Only a wrong id or password is a guess; the other refusals say who may approve.
    if (verified.ok || verified.error.code !== 'bad-credentials') return verified;

    const before = recentMisses();
    const here = before.length + 1;
    const ofApprover = tried === null ? null : missesOf(before, tried).length + 1;
    const delayMs = approvalDelayMs(here);
    options.audit.append({
      at,
      operatorId: rules.requester.operatorId,
      action: APPROVAL_ATTEMPT_ACTIONS.failed,
      details: {
        approverTried: tried,
        purpose: rules.purpose,
        missesHere: here,
        missesOfApprover: ofApprover,
        delayMs,
      },
    });
    await options.sleep(delayMs);
    const nowPaused = pauseFor(tried, recentMisses());
    if (nowPaused) return fail(nowPaused);
    return fail(
      worded('bad-credentials', 'approvals.attempts.wrong', {
        perApprover: APPROVAL_ATTEMPTS.perApprover,
        minutes: APPROVAL_ATTEMPTS.windowMs / 60_000,
      }),
    );
  }

  return {
    guard: (verify) => (input, rules) =>
      queue.run('approvals', () => attempt(verify, input, rules)),

    failures() {
      const since = iso(options.now() - APPROVAL_ATTEMPTS.shownForMs);
      const shown = options.audit.recent(APPROVAL_ATTEMPT_ACTIONS.failed, since);
      const misses = recentMisses();
      const here = pauseEnd(misses, APPROVAL_ATTEMPTS.perWorkstation);
      const approvers = [...new Set(misses.map(triedOf))].filter((id) => id !== null);
      return {
        failures: shown.map((entry) => {
          const purpose = String(entry.details.purpose ?? '');
          return {
            at: entry.at,
            approverTried: triedOf(entry),
            requesterId: entry.operatorId ?? '',
            purpose: APPROVAL_PURPOSE_LABELS[purpose] ?? purpose,
          };
        }),
        pausedUntil: here,
        pausedApprovers: approvers.flatMap((operatorId) => {
          const until = pauseEnd(missesOf(misses, operatorId), APPROVAL_ATTEMPTS.perApprover);
          return until ? [{ operatorId, until }] : [];
        }),
        timeZone: options.timeZone(),
      };
    },
  };
}
