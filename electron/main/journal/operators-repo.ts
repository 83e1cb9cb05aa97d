import type { Database } from 'better-sqlite3';
import type { Role } from '../../../shared/domain/roles';
import type { AuditLog } from './audit-log';

export interface OperatorRecord {
  operatorId: string;
  displayName: string;
  role: Role;
  /** `scrypt$N$r$p$salt$hash`: never a password. */
  passwordHash: string;
  active: boolean;
  failedAttempts: number;
  lockedUntil: string | null;
  createdAt: string;
  createdBy: string | null;
  passwordChangedAt: string;
  /** An admin reset the password: the operator must choose a new one before doing anything else. */
  mustChangePassword: boolean;
}

export interface NewOperatorRecord {
  operatorId: string;
  displayName: string;
  role: Role;
  passwordHash: string;
  at: string;
  /** Null for the first admin. */
  createdBy: string | null;
}

/** Audit actions about operators and sessions; `details` never holds a password or a hash. */
export const OPERATOR_ACTIONS = {
  created: 'operator.created',
  lockedOut: 'operator.locked-out',
  unlocked: 'operator.unlocked',
  deactivated: 'operator.deactivated',
  reactivated: 'operator.reactivated',
  roleChanged: 'operator.role-changed',
  passwordReset: 'operator.password-reset',
  passwordChanged: 'operator.password-changed',
  passwordChangeFailed: 'operator.password-change-failed',
  signedIn: 'session.signed-in',
  signInFailed: 'session.sign-in-failed',
  signedOut: 'session.signed-out',
  idleEnded: 'session.idle-ended',
  lifetimeEnded: 'session.lifetime-ended',
  roleChangeEnded: 'session.role-change-ended',
  lockoutEnded: 'session.lockout-ended',
  /** Another operator's password checked at this workstation for an approval (no session). */
  approvalVerified: 'approval.approver-verified',
  approvalRefused: 'approval.refused',
} as const;

export type CreateOutcome = 'created' | 'duplicate' | 'already-set-up';

export interface FailureOutcome {
  /** Wrong passwords in a row, this one included (unchanged when the account was already locked). */
  failedAttempts: number;
  /** Set when the account is locked: by this failure, or already when it was recorded. */
  lockedUntil: string | null;
}

/**
 * A sign-in as recorded: refused when the account was locked or deactivated meanwhile. A success
 * carries the account as it was recorded (its role, a reset meanwhile), which the session follows.
 */
export type SignInOutcome =
  | { signedIn: true; operator: OperatorRecord }
  | { signedIn: false; reason: 'locked-out'; lockedUntil: string }
  | { signedIn: false; reason: 'inactive' }
  | { signedIn: false; reason: 'journal-check-failed' };

/** What else a sign-in must satisfy when it is recorded. */
export interface SignInGate {
  /** The journal failed its check: only an operator who is an admin as recorded now signs in. */
  journalCheckFailed?: boolean;
}

/**
 * A change of role or of the active flag: refused when it would leave no active admin (read
 * inside the change's transaction, so two admins demoting each other at once cannot both pass).
 */
export type AccountChange = 'changed' | 'unchanged' | 'unknown' | 'last-admin';

/**
 * Where a wrong password was typed: at sign-in, as the current one in a password change, or by an
 * approver at someone else's session (a sign-in failure of that id, marked as an approval's).
 */
export type FailureDuring = 'sign-in' | 'password-change' | 'approval';

/** A password change as recorded: refused when the account changed since its password was checked. */
export type PasswordChangeOutcome = 'changed' | 'stale' | 'inactive';

function lockedAt(record: OperatorRecord, at: string): boolean {
  return record.lockedUntil !== null && Date.parse(record.lockedUntil) > Date.parse(at);
}

/**
 * Operator accounts. Every change that matters to an audit (creation, sign-in outcome, lockout,
 * (de)activation, role, password) commits in one transaction with its audit row.
 */
export class OperatorsRepo {
  private readonly statements;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
  ) {
    this.statements = {
      count: db.prepare('SELECT count(*) AS n FROM operators'),
      // operator_id is COLLATE NOCASE, so this finds "Jane.K" and "jane.k" alike.
      get: db.prepare('SELECT * FROM operators WHERE operator_id = ?'),
      all: db.prepare('SELECT * FROM operators ORDER BY operator_id'),
      insert: db.prepare(`
        INSERT INTO operators (operator_id, display_name, role, password_hash, created_at,
          created_by, password_changed_at)
        VALUES (@operatorId, @displayName, @role, @passwordHash, @at, @createdBy, @at)`),
      signedIn: db.prepare(
        'UPDATE operators SET failed_attempts = 0, locked_until = NULL WHERE operator_id = ?',
      ),
      setHash: db.prepare('UPDATE operators SET password_hash = ? WHERE operator_id = ?'),
      failed: db.prepare(
        // A failure that does not lock must not lift a lock set meanwhile by a concurrent one.
        'UPDATE operators SET failed_attempts = ?, locked_until = coalesce(?, locked_until) WHERE operator_id = ?',
      ),
      setActive: db.prepare('UPDATE operators SET active = ? WHERE operator_id = ?'),
      setRole: db.prepare('UPDATE operators SET role = ? WHERE operator_id = ?'),
      activeAdmins: db.prepare(
        "SELECT count(*) AS n FROM operators WHERE role = 'admin' AND active = 1",
      ),
      setPassword: db.prepare(`
        UPDATE operators SET password_hash = @passwordHash, must_change_password = @mustChange,
          password_changed_at = @at, failed_attempts = 0, locked_until = NULL
        WHERE operator_id = @operatorId`),
    };
  }

  count(): number {
    return (this.statements.count.get() as { n: number }).n;
  }

  get(operatorId: string): OperatorRecord | undefined {
    return toRecord(this.statements.get.get(operatorId));
  }

  all(): OperatorRecord[] {
    return this.statements.all.all().map((row) => toRecord(row)!);
  }

  /**
   * Inserts and audits in one IMMEDIATE transaction. With `firstOnly`, refuses once any operator
   * exists: checked inside the transaction, so two first-admin requests racing cannot both win.
   */
  create(record: NewOperatorRecord, options: { firstOnly: boolean }): CreateOutcome {
    const run = this.db.transaction((): CreateOutcome => {
      if (options.firstOnly && this.count() > 0) return 'already-set-up';
      if (this.get(record.operatorId)) return 'duplicate';
      this.statements.insert.run(record);
      this.audit.append({
        at: record.at,
        operatorId: record.createdBy ?? record.operatorId,
        action: OPERATOR_ACTIONS.created,
        details: {
          operatorId: record.operatorId,
          displayName: record.displayName,
          role: record.role,
          firstAdmin: options.firstOnly,
        },
      });
      return 'created';
    });
    return run.immediate();
  }

  /**
   * Records a verified password: clears the failure count, optionally upgrades the hash, and
   * audits the sign-in (saying when the operator must now change the password). The lock, the
   * active flag and the role are read again inside this transaction: the password was checked
   * against a record read before the (slow) hash, and a lock, deactivation or role change
   * committed meanwhile wins, so an admin demoted meanwhile is not let in as a clerk while the
   * journal fails its check. A refusal is audited and changes nothing else.
   */
  recordSignIn(
    operatorId: string,
    at: string,
    upgradedHash?: string,
    gate: SignInGate = {},
    /** What the audit row says instead of a sign-in: a password checked for an approval. */
    as?: { action: string; details: Record<string, unknown> },
  ): SignInOutcome {
    const run = this.db.transaction((): SignInOutcome => {
      const current = this.get(operatorId);
      if (!current) throw new Error('recordSignIn: the operator does not exist.');
      const refused: SignInOutcome | null = !current.active
        ? { signedIn: false, reason: 'inactive' }
        : lockedAt(current, at)
          ? { signedIn: false, reason: 'locked-out', lockedUntil: current.lockedUntil! }
          : gate.journalCheckFailed && current.role !== 'admin'
            ? { signedIn: false, reason: 'journal-check-failed' }
            : null;
      if (refused) {
        this.audit.append({
          at,
          operatorId: null,
          action: OPERATOR_ACTIONS.signInFailed,
          details: { operatorIdTried: current.operatorId, reason: refused.reason },
        });
        return refused;
      }
      this.statements.signedIn.run(current.operatorId);
      if (upgradedHash !== undefined) this.statements.setHash.run(upgradedHash, current.operatorId);
      this.audit.append({
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
      return { signedIn: true, operator: { ...current, failedAttempts: 0, lockedUntil: null } };
    });
    return run.immediate();
  }

  /**
   * Counts a wrong password. The count and the lock are read and written in one transaction, so
   * concurrent attempts cannot both slip under the limit. Reaching `maxFailedAttempts` locks the
   * account until `lockUntil` and starts the count again, so after the lock the operator has the
   * full number of tries. A failure recorded while a lock is already set (committed after this
   * attempt read the account) is audited as refused by the lock and not counted.
   */
  recordFailure(
    operatorId: string,
    at: string,
    policy: {
      maxFailedAttempts: number;
      lockUntil: string;
      reason: string;
      /**
       * Sign-in when absent. A wrong current password in a password change counts too, audited as
       * the operator's; an approver's is audited as a failed sign-in of that id, marked approval.
       */
      during?: FailureDuring;
    },
  ): FailureOutcome {
    const run = this.db.transaction((): FailureOutcome => {
      const current = this.get(operatorId);
      if (!current) throw new Error('recordFailure: the operator does not exist.');
      const refused = (details: Record<string, unknown>) =>
        policy.during === 'password-change'
          ? this.audit.append({
              at,
              operatorId: current.operatorId,
              action: OPERATOR_ACTIONS.passwordChangeFailed,
              details,
            })
          : this.audit.append({
              at,
              operatorId: null,
              action: OPERATOR_ACTIONS.signInFailed,
              details: {
                operatorIdTried: current.operatorId,
                ...details,
                ...(policy.during === 'approval' ? { during: policy.during } : {}),
              },
            });
      if (lockedAt(current, at)) {
        refused({ reason: 'locked-out' });
        return { failedAttempts: current.failedAttempts, lockedUntil: current.lockedUntil };
      }
      const failedAttempts = current.failedAttempts + 1;
      const locks = failedAttempts >= policy.maxFailedAttempts;
      const lockedUntil = locks ? policy.lockUntil : null;
      this.statements.failed.run(locks ? 0 : failedAttempts, lockedUntil, current.operatorId);
      refused({ reason: policy.reason, failedAttempts });
      if (locks) {
        this.audit.append({
          at,
          operatorId: null,
          action: OPERATOR_ACTIONS.lockedOut,
          details: { operatorId: current.operatorId, failedAttempts, lockedUntil },
        });
      }
      return { failedAttempts, lockedUntil };
    });
    return run.immediate();
  }

  /** Lifts a lockout and clears the failure count. False when the operator does not exist. */
  unlock(operatorId: string, by: string, at: string): boolean {
    const run = this.db.transaction(() => {
      const current = this.get(operatorId);
      if (!current) return false;
      this.statements.signedIn.run(current.operatorId);
      this.audit.append({
        at,
        operatorId: by,
        action: OPERATOR_ACTIONS.unlocked,
        details: { operatorId: current.operatorId, wasLockedUntil: current.lockedUntil },
      });
      return true;
    });
    return run.immediate();
  }

  /** Deactivates or reactivates; audited only when it changes something. */
  setActive(operatorId: string, active: boolean, by: string, at: string): AccountChange {
    const run = this.db.transaction((): AccountChange => {
      const current = this.get(operatorId);
      if (!current) return 'unknown';
      if (current.active === active) return 'unchanged';
      if (!active && this.isLastActiveAdmin(current)) return 'last-admin';
      this.statements.setActive.run(active ? 1 : 0, current.operatorId);
      this.audit.append({
        at,
        operatorId: by,
        action: active ? OPERATOR_ACTIONS.reactivated : OPERATOR_ACTIONS.deactivated,
        details: { operatorId: current.operatorId },
      });
      return 'changed';
    });
    return run.immediate();
  }

  /** Gives an operator another role, audited with the old and the new one. */
  setRole(operatorId: string, role: Role, by: string, at: string): AccountChange {
    const run = this.db.transaction((): AccountChange => {
      const current = this.get(operatorId);
      if (!current) return 'unknown';
      if (current.role === role) return 'unchanged';
      if (role !== 'admin' && this.isLastActiveAdmin(current)) return 'last-admin';
      this.statements.setRole.run(role, current.operatorId);
      this.audit.append({
        at,
        operatorId: by,
        action: OPERATOR_ACTIONS.roleChanged,
        details: { operatorId: current.operatorId, from: current.role, to: role },
      });
      return 'changed';
    });
    return run.immediate();
  }

  /**
   * An admin's reset: the new hash, a password the operator must replace at the next sign-in, and
   * any lockout lifted (a forgotten password is why most resets happen). False when unknown.
   */
  resetPassword(operatorId: string, passwordHash: string, by: string, at: string): boolean {
    const run = this.db.transaction(() => {
      const current = this.get(operatorId);
      if (!current) return false;
      this.statements.setPassword.run({
        operatorId: current.operatorId,
        passwordHash,
        mustChange: 1,
        at,
      });
      this.audit.append({
        at,
        operatorId: by,
        action: OPERATOR_ACTIONS.passwordReset,
        details: {
          operatorId: current.operatorId,
          wasLockedUntil: lockedAt(current, at) ? current.lockedUntil : null,
        },
      });
      return true;
    });
    return run.immediate();
  }

  /**
   * The operator's own change, after their current password matched `checkedHash`. Refused when
   * the hash is no longer that one (an admin reset it meanwhile) or the account was deactivated:
   * the password that was checked is then not the one the change would replace.
   */
  changePassword(
    operatorId: string,
    checkedHash: string,
    passwordHash: string,
    at: string,
  ): PasswordChangeOutcome {
    const run = this.db.transaction((): PasswordChangeOutcome => {
      const current = this.get(operatorId);
      if (!current) throw new Error('changePassword: the operator does not exist.');
      if (!current.active) return 'inactive';
      if (current.passwordHash !== checkedHash) return 'stale';
      this.statements.setPassword.run({
        operatorId: current.operatorId,
        passwordHash,
        mustChange: 0,
        at,
      });
      this.audit.append({
        at,
        operatorId: current.operatorId,
        action: OPERATOR_ACTIONS.passwordChanged,
        details: { afterReset: current.mustChangePassword },
      });
      return 'changed';
    });
    return run.immediate();
  }

  /** Run inside a transaction: the check and the change it guards must see the same journal. */
  private isLastActiveAdmin(record: OperatorRecord): boolean {
    if (record.role !== 'admin' || !record.active) return false;
    return (this.statements.activeAdmins.get() as { n: number }).n <= 1;
  }
}

interface OperatorRow {
  operator_id: string;
  display_name: string;
  role: Role;
  password_hash: string;
  active: number;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
  created_by: string | null;
  password_changed_at: string;
  must_change_password: number;
}

function toRecord(row: unknown): OperatorRecord | undefined {
  if (row === undefined) return undefined;
  const r = row as OperatorRow;
  return {
    operatorId: r.operator_id,
    displayName: r.display_name,
    role: r.role,
    passwordHash: r.password_hash,
    active: r.active === 1,
    failedAttempts: r.failed_attempts,
    lockedUntil: r.locked_until,
    createdAt: r.created_at,
    createdBy: r.created_by,
    passwordChangedAt: r.password_changed_at,
    mustChangePassword: r.must_change_password === 1,
  };
}
