import type { BranchOperatorChange } from '../../../hq/protocol/wire';
import { OPERATOR_ACTIONS, toOperatorRecord, type OperatorRecord } from './operator-records';
import { SealedRepo } from './sealed-repo';

/**
 * D115: head office's changes to the branch's operators, applied to the journal's `operators`
 * table in one transaction with their audit rows (each with its version) and the version the
 * workstation asks after next. Head office sends each operator whole, so applying a change is
 * writing the operator as it stands; its password only as the scrypt verifier head office made.
 */

/** A change as applied: the operator before it (null: new here) and after it. */
export interface AppliedOperatorChange {
  change: BranchOperatorChange;
  before: OperatorRecord | null;
  /**
   * False when the change was not applied: it would have left this workstation no admin, or the
   * operator already stands at its version here (D121).
   */
  applied: boolean;
}

/** What head office signed: the changes, the version they bring the workstation to, and when. */
export interface OperatorPublication {
  through: number;
  at: string;
  changes: readonly BranchOperatorChange[];
}

interface SyncRow {
  through: number;
  signed_at: string;
}

export class HeadOfficeOperatorsRepo extends SealedRepo {
  private readonly statements = {
    sync: this.db.prepare('SELECT * FROM head_office_operator_sync WHERE id = 1'),
    setSync: this.db.prepare(`
      INSERT INTO head_office_operator_sync (id, through, signed_at, applied_at)
      VALUES (1, @through, @signedAt, @appliedAt)
      ON CONFLICT (id) DO UPDATE SET through = excluded.through, signed_at = excluded.signed_at,
        applied_at = excluded.applied_at`),
    get: this.db.prepare('SELECT * FROM operators WHERE operator_id = ?'),
    insert: this.db.prepare(`
      INSERT INTO operators (operator_id, display_name, role, password_hash, active, created_at,
        created_by, password_changed_at, must_change_password, head_office_version)
      VALUES (@operatorId, @displayName, @role, @verifier, @active, @at, NULL, @at, @mustChange,
        @version)`),
    update: this.db.prepare(`
      UPDATE operators SET display_name = @displayName, role = @role, active = @active,
        password_changed_at = CASE WHEN password_hash IS @verifier THEN password_changed_at ELSE @at END,
        password_hash = @verifier, must_change_password = @mustChange, head_office_version = @version,
        failed_attempts = CASE WHEN @unlock THEN 0 ELSE failed_attempts END,
        locked_until = CASE WHEN @unlock THEN NULL ELSE locked_until END
      WHERE operator_id = @operatorId`),
    managed: this.db.prepare(
      'SELECT count(*) AS n FROM operators WHERE head_office_version IS NOT NULL',
    ),
  };

  /** The version head office's changes are applied through (0: none yet), its seal checked. */
  through(): number {
    return this.sync()?.through ?? 0;
  }

  /** Head office's clock on the last answer that moved the version, or null. */
  lastSignedAt(): string | null {
    return this.sync()?.signed_at ?? null;
  }

  /** How many operators head office manages here. */
  managedCount(): number {
    return (this.statements.managed.get() as { n: number }).n;
  }

  /**
   * Applies a signed answer in one transaction: each change with its audit row, then the version.
   * A change that would leave the workstation without an active admin (the journal's trigger
   * refuses it) is audited as not applied and passed over, so one cannot stop the others.
   */
  apply(publication: OperatorPublication, at: string): AppliedOperatorChange[] {
    return this.immediate(() => {
      const applied = publication.changes.map((change) => this.applyOne(change, at));
      if (publication.through !== this.through() || publication.changes.length > 0) {
        this.statements.setSync.run({
          through: publication.through,
          signedAt: publication.at,
          appliedAt: at,
        });
      }
      return applied;
    });
  }

  /**
   * D121: the operator's own new password, as head office took it and answered it signed: written
   * at once, so that this workstation's offline sign-in takes it, audited as the operator's own
   * change with its version. The same version fetched at the next contact changes nothing more.
   */
  ownPasswordChanged(change: BranchOperatorChange, at: string): void {
    this.immediate(() => {
      const before = this.operator(change.operatorId);
      if (!before || (before.headOfficeVersion ?? 0) >= change.version) return;
      this.statements.update.run(operatorRow(change, at, true));
      this.audit.append({
        at,
        operatorId: before.operatorId,
        action: OPERATOR_ACTIONS.passwordChanged,
        details: { afterReset: before.mustChangePassword, headOfficeVersion: change.version },
      });
    });
  }

  private applyOne(change: BranchOperatorChange, at: string): AppliedOperatorChange {
    const before = this.operator(change.operatorId);
    // D121: the operator's own change was written here when head office answered it; its
    // version, fetched again at the next contact, changes nothing more.
    if ((before?.headOfficeVersion ?? 0) >= change.version)
      return { change, before, applied: false };
    const row = operatorRow(
      change,
      at,
      ['unlocked', 'password-set', 'password-changed'].includes(change.action),
    );
    const details = {
      version: change.version,
      change: change.action,
      operatorId: change.operatorId,
      branchCode: change.branchCode,
      role: change.role,
      active: change.active,
      madeAt: change.at,
    };
    try {
      this.immediate(() => {
        if (before) this.statements.update.run(row);
        else this.statements.insert.run(row);
        this.audit.append({
          at,
          operatorId: null,
          action: OPERATOR_ACTIONS.headOfficeApplied,
          details,
        });
      });
      return { change, before, applied: true };
    } catch (error) {
      if (!/last active admin/.test(String(error))) throw error;
      this.audit.append({
        at,
        operatorId: null,
        action: OPERATOR_ACTIONS.headOfficeNotApplied,
        details: { ...details, reason: 'last-admin' },
      });
      return { change, before, applied: false };
    }
  }

  private operator(operatorId: string): OperatorRecord | null {
    return (
      toOperatorRecord(this.seals.verifyRow('operators', this.statements.get.get(operatorId))) ??
      null
    );
  }

  private sync(): SyncRow | undefined {
    const row = this.statements.sync.get() as SyncRow | undefined;
    if (row === undefined) this.seals.verifyTable('head_office_operator_sync');
    return this.seals.verifyRow('head_office_operator_sync', row);
  }
}

/** One head-office version of an operator as the row's statements take it. */
function operatorRow(change: BranchOperatorChange, at: string, unlock: boolean) {
  return {
    operatorId: change.operatorId,
    displayName: change.displayName,
    role: change.role,
    verifier: change.verifier,
    active: change.active ? 1 : 0,
    mustChange: change.mustChange ? 1 : 0,
    version: change.version,
    unlock: unlock ? 1 : 0,
    at,
  };
}
