import type { Role } from '@shared/domain/roles';
import type { Language } from '@shared/i18n/registry';
import { SealedRepo } from './sealed-repo';
import {
  lockedAt,
  OPERATOR_ACTIONS,
  toOperatorRecord,
  type AccountChange,
  type CreateOutcome,
  type FailureOutcome,
  type NewOperatorRecord,
  type OperatorRecord,
  type PasswordChangeOutcome,
  type SignInGate,
  type SignInOutcome,
} from './operator-records';
import {
  recordFailure,
  recordSignIn,
  type FailurePolicy,
  type SignInRecordDeps,
} from './operator-sign-ins';

// The records' shapes live in operator-records.ts; callers outside the journal import them here.
export * from './operator-records';

/**
 * Operator accounts. Every change that matters to an audit (creation, sign-in outcome, lockout,
 * (de)activation, role, password) commits in one transaction with its audit row.
 */
export class OperatorsRepo extends SealedRepo {
  private readonly statements = {
    count: this.db.prepare('SELECT count(*) AS n FROM operators'),
    // operator_id is COLLATE NOCASE, so this finds "Jane.K" and "jane.k" alike.
    get: this.db.prepare('SELECT * FROM operators WHERE operator_id = ?'),
    all: this.db.prepare('SELECT * FROM operators ORDER BY operator_id'),
    insert: this.db.prepare(`
      INSERT INTO operators (operator_id, display_name, role, password_hash, created_at,
        created_by, password_changed_at, must_change_password, language)
      VALUES (@operatorId, @displayName, @role, @passwordHash, @at, @createdBy, @at,
        @mustChange, @language)`),
    signedIn: this.db.prepare(
      'UPDATE operators SET failed_attempts = 0, locked_until = NULL WHERE operator_id = ?',
    ),
    setHash: this.db.prepare('UPDATE operators SET password_hash = ? WHERE operator_id = ?'),
    failed: this.db.prepare(
      // A failure that does not lock must not lift a lock set meanwhile by a concurrent one.
      'UPDATE operators SET failed_attempts = ?, locked_until = coalesce(?, locked_until) WHERE operator_id = ?',
    ),
    setActive: this.db.prepare('UPDATE operators SET active = ? WHERE operator_id = ?'),
    setRole: this.db.prepare('UPDATE operators SET role = ? WHERE operator_id = ?'),
    setLanguage: this.db.prepare('UPDATE operators SET language = ? WHERE operator_id = ?'),
    activeAdmins: this.db.prepare(
      "SELECT count(*) AS n FROM operators WHERE role = 'admin' AND active = 1",
    ),
    setPassword: this.db.prepare(`
      UPDATE operators SET password_hash = @passwordHash, must_change_password = @mustChange,
        password_changed_at = @at, failed_attempts = 0, locked_until = NULL
      WHERE operator_id = @operatorId`),
  };

  count(): number {
    return (this.statements.count.get() as { n: number }).n;
  }

  get(operatorId: string): OperatorRecord | undefined {
    // Sign-in, approvals and every role check read the account here: verified each time (D68).
    return toOperatorRecord(this.seals.verifyRow('operators', this.statements.get.get(operatorId)));
  }

  all(): OperatorRecord[] {
    this.seals.verifyTable('operators');
    return this.statements.all.all().map((row) => toOperatorRecord(row)!);
  }

  /**
   * Inserts and audits in one IMMEDIATE transaction. With `firstOnly`, refuses once any operator
   * exists: checked inside the transaction, so two first-admin requests racing cannot both win.
   */
  create(record: NewOperatorRecord, options: { firstOnly: boolean }): CreateOutcome {
    const run = this.db.transaction((): CreateOutcome => {
      if (options.firstOnly && this.count() > 0) return 'already-set-up';
      if (this.get(record.operatorId)) return 'duplicate';
      // D80: a password an admin typed is the admin's too; only the first admin chose their own.
      this.statements.insert.run({
        ...record,
        mustChange: record.createdBy === null ? 0 : 1,
        language: record.language ?? 'en',
      });
      this.audit.append({
        at: record.at,
        operatorId: record.createdBy ?? record.operatorId,
        action: OPERATOR_ACTIONS.created,
        details: {
          operatorId: record.operatorId,
          displayName: record.displayName,
          role: record.role,
          language: record.language ?? 'en',
          firstAdmin: options.firstOnly,
          mustChangePassword: record.createdBy !== null,
        },
      });
      return 'created';
    });
    return run.immediate();
  }

  /** Records a verified password, or refuses it as the account now stands (operator-sign-ins.ts). */
  recordSignIn(
    operatorId: string,
    at: string,
    upgradedHash?: string,
    gate: SignInGate = {},
    /** What the audit row says instead of a sign-in: a password checked for an approval. */
    as?: { action: string; details: Record<string, unknown> },
  ): SignInOutcome {
    return recordSignIn(this.signInDeps(), operatorId, at, upgradedHash, gate, as);
  }

  /** Counts a wrong password towards the lockout (operator-sign-ins.ts). */
  recordFailure(operatorId: string, at: string, policy: FailurePolicy): FailureOutcome {
    return recordFailure(this.signInDeps(), operatorId, at, policy);
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
   * Sets an operator's language (D83): their own choice from the frame, or an admin's at the
   * operators' page. Audited with the old and the new one, only when it changes something.
   */
  setLanguage(operatorId: string, language: Language, by: string, at: string): AccountChange {
    const run = this.db.transaction((): AccountChange => {
      const current = this.get(operatorId);
      if (!current) return 'unknown';
      if (current.language === language) return 'unchanged';
      this.statements.setLanguage.run(language, current.operatorId);
      this.audit.append({
        at,
        operatorId: by,
        action: OPERATOR_ACTIONS.languageChanged,
        details: { operatorId: current.operatorId, from: current.language, to: language },
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

  private signInDeps(): SignInRecordDeps {
    return {
      get: (operatorId) => this.get(operatorId),
      audit: this.audit,
      clearFailures: (operatorId) => this.statements.signedIn.run(operatorId),
      setHash: (operatorId, passwordHash) => this.statements.setHash.run(passwordHash, operatorId),
      countFailures: (operatorId, failedAttempts, lockedUntil) =>
        this.statements.failed.run(failedAttempts, lockedUntil, operatorId),
      immediate: (work) => this.immediate(work),
    };
  }
}
