import type { Role } from '@shared/domain/roles';
import { isLanguage, type Language } from '@shared/i18n/registry';

// Operator accounts as the journal keeps them: the record, what a change takes and answers, the
// audit actions about operators and sessions, and the rows SQLite gives.

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
  /** Their screens' and their files' language (D83); English where the journal holds none. */
  language: Language;
  /**
   * D115: the version of head office's last change to this operator, who is then managed there;
   * null for an operator of this workstation's own.
   */
  headOfficeVersion: number | null;
}

export interface NewOperatorRecord {
  operatorId: string;
  displayName: string;
  role: Role;
  passwordHash: string;
  at: string;
  /** Null for the first admin. */
  createdBy: string | null;
  /** English when not given (D83). */
  language?: Language;
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
  languageChanged: 'operator.language-changed',
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
  /** D115: a change made at head office, applied here with its version. */
  headOfficeApplied: 'operator.head-office-applied',
  /** D115: one head office sent that this workstation could not apply (it would leave no admin). */
  headOfficeNotApplied: 'operator.head-office-not-applied',
  headOfficeEnded: 'session.head-office-ended',
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

/** Whether the account is locked at `at`. */
export function lockedAt(record: OperatorRecord, at: string): boolean {
  return record.lockedUntil !== null && Date.parse(record.lockedUntil) > Date.parse(at);
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
  language: string | null;
  head_office_version: number | null;
}

/** An `operators` row as a record. */
export function toOperatorRecord(row: unknown): OperatorRecord | undefined {
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
    // NULL: an operator from before D83, or one made without a choice; the CHECK refuses others.
    language: isLanguage(r.language) ? r.language : 'en',
    headOfficeVersion: r.head_office_version ?? null,
  };
}
