import type { AuditLog } from './audit-log';
import {
  lockedAt,
  OPERATOR_ACTIONS,
  type FailureDuring,
  type FailureOutcome,
  type OperatorRecord,
  type SignInGate,
  type SignInOutcome,
} from './operator-records';

// A typed password's outcome, recorded: a sign-in (or an approver's check) let in or refused,
// and a wrong password counted towards the lockout. Each runs in one IMMEDIATE transaction with
// its audit rows, reading the account again inside it.

/** What recording a sign-in or a failure reads and writes: the operators repository's steps. */
export interface SignInRecordDeps {
  get(operatorId: string): OperatorRecord | undefined;
  audit: Pick<AuditLog, 'append'>;
  /** Clears the failure count and any lock. */
  clearFailures(operatorId: string): void;
  setHash(operatorId: string, passwordHash: string): void;
  /** Sets the failure count; a lock only when given, so a lock set meanwhile is never lifted. */
  countFailures(operatorId: string, failedAttempts: number, lockedUntil: string | null): void;
  /** Runs `work` in one IMMEDIATE transaction. */
  immediate<T>(work: () => T): T;
}

/** The policy a wrong password is counted under. */
export interface FailurePolicy {
  maxFailedAttempts: number;
  lockUntil: string;
  reason: string;
  /**
   * Sign-in when absent. A wrong current password in a password change counts too, audited as
   * the operator's; an approver's is audited as a failed sign-in of that id, marked approval.
   */
  during?: FailureDuring;
}

/**
 * Records a verified password: clears the failure count, optionally upgrades the hash, and
 * audits the sign-in (saying when the operator must now change the password). The lock, the
 * active flag and the role are read again inside this transaction: the password was checked
 * against a record read before the (slow) hash, and a lock, deactivation or role change
 * committed meanwhile wins, so an admin demoted meanwhile is not let in as a clerk while the
 * journal fails its check. A refusal is audited and changes nothing else.
 */
export function recordSignIn(
  deps: SignInRecordDeps,
  operatorId: string,
  at: string,
  upgradedHash?: string,
  gate: SignInGate = {},
  /** What the audit row says instead of a sign-in: a password checked for an approval. */
  as?: { action: string; details: Record<string, unknown> },
): SignInOutcome {
  return deps.immediate((): SignInOutcome => {
    const current = deps.get(operatorId);
    if (!current) throw new Error('recordSignIn: the operator does not exist.');
    const refused = signInRefusal(current, at, gate);
    if (refused) {
      deps.audit.append({
        at,
        operatorId: null,
        action: OPERATOR_ACTIONS.signInFailed,
        details: { operatorIdTried: current.operatorId, reason: refused.reason },
      });
      return refused;
    }
    // An approval leaves the sign-in's wrong tries as they are: each counts apart (D73).
    if (!as) deps.clearFailures(current.operatorId);
    if (upgradedHash !== undefined) deps.setHash(current.operatorId, upgradedHash);
    deps.audit.append({
      at,
      operatorId: current.operatorId,
      action: as?.action ?? OPERATOR_ACTIONS.signedIn,
      details: {
        role: current.role,
        hashUpgraded: upgradedHash !== undefined,
        ...(current.mustChangePassword ? { mustChangePassword: true } : {}),
        ...as?.details,
      },
    });
    return {
      signedIn: true,
      operator: as ? current : { ...current, failedAttempts: 0, lockedUntil: null },
    };
  });
}

/** Why the account as recorded now refuses a sign-in, or null when it lets the operator in. */
function signInRefusal(
  current: OperatorRecord,
  at: string,
  gate: SignInGate,
): Extract<SignInOutcome, { signedIn: false }> | null {
  if (!current.active) return { signedIn: false, reason: 'inactive' };
  if (lockedAt(current, at)) {
    return { signedIn: false, reason: 'locked-out', lockedUntil: current.lockedUntil! };
  }
  if (gate.journalCheckFailed && current.role !== 'admin') {
    return { signedIn: false, reason: 'journal-check-failed' };
  }
  return null;
}

/**
 * Counts a wrong password. The count and the lock are read and written in one transaction, so
 * concurrent attempts cannot both slip under the limit. Reaching `maxFailedAttempts` locks the
 * account until `lockUntil` and starts the count again, so after the lock the operator has the
 * full number of tries. A failure recorded while a lock is already set (committed after this
 * attempt read the account) is audited as refused by the lock and not counted.
 */
export function recordFailure(
  deps: SignInRecordDeps,
  operatorId: string,
  at: string,
  policy: FailurePolicy,
): FailureOutcome {
  return deps.immediate((): FailureOutcome => {
    const current = deps.get(operatorId);
    if (!current) throw new Error('recordFailure: the operator does not exist.');
    if (lockedAt(current, at)) {
      auditFailure(deps, current, at, policy.during, { reason: 'locked-out' });
      return { failedAttempts: current.failedAttempts, lockedUntil: current.lockedUntil };
    }
    const failedAttempts = current.failedAttempts + 1;
    const locks = failedAttempts >= policy.maxFailedAttempts;
    const lockedUntil = locks ? policy.lockUntil : null;
    deps.countFailures(current.operatorId, locks ? 0 : failedAttempts, lockedUntil);
    auditFailure(deps, current, at, policy.during, { reason: policy.reason, failedAttempts });
    if (locks) {
      deps.audit.append({
        at,
        operatorId: null,
        action: OPERATOR_ACTIONS.lockedOut,
        details: { operatorId: current.operatorId, failedAttempts, lockedUntil },
      });
    }
    return { failedAttempts, lockedUntil };
  });
}

/**
 * A wrong password's audit row: the operator's own failed password change, or a failed sign-in
 * of the id tried (marked when it was an approver's).
 */
function auditFailure(
  deps: SignInRecordDeps,
  current: OperatorRecord,
  at: string,
  during: FailureDuring | undefined,
  details: Record<string, unknown>,
): void {
  if (during === 'password-change') {
    deps.audit.append({
      at,
      operatorId: current.operatorId,
      action: OPERATOR_ACTIONS.passwordChangeFailed,
      details,
    });
    return;
  }
  deps.audit.append({
    at,
    operatorId: null,
    action: OPERATOR_ACTIONS.signInFailed,
    details: {
      operatorIdTried: current.operatorId,
      ...details,
      ...(during === 'approval' ? { during } : {}),
    },
  });
}
