import type { MessageRef } from '@shared/i18n/catalog';
import type {
  NewOperator,
  OperatorLanguage,
  OperatorView,
  RoleChange,
  Session,
  SessionView,
} from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';
import type { Language } from '@shared/i18n/registry';
import type { IpcError } from '@shared/ipc/define';
import type { Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import type { AppliedOperatorChange } from '../journal/head-office-operators-repo';
import type { FailureDuring } from '../journal/operators-repo';
import type { HeadOfficeGate, HeadOfficePassword } from './operator-deps';
import type { AppLogger } from '../logging/logger';
import type { PasswordHasher, ScryptParams } from '../../../hq/protocol/password-hash';
import type { IdleStanding, SessionEndReason, SetTimer } from './session-keeper';

/*
 * What the operator service offers and answers: its interface, its options and its refusals. The
 * steps themselves are in sign-in.ts, operator-accounts.ts, passwords.ts and session.ts.
 */

export interface SessionEnded {
  reason: SessionEndReason;
  operatorId: string;
  /** Why, in words, for the sign-in screen. */
  message: string;
  /** `message`'s words, for the sign-in screen to word in its language (D65). */
  text: MessageRef;
}

export type InvalidRequest = IpcError<'invalid-request'>;
export type AlreadySetUp = IpcError<'already-set-up'>;
export type CreateOperatorError =
  InvalidRequest | IpcError<'wrong-role'> | IpcError<'duplicate-operator'>;
export type LockedOut = IpcError<'locked-out'> & { lockedUntil: string };
export type SignInError =
  | InvalidRequest
  | IpcError<'bad-credentials'>
  | LockedOut
  | IpcError<'journal-check-failed'>
  | IpcError<'head-office-silent'>;
/** Why a password is checked by the sign-in rules: to sign in, or an approver's at a session. */
export type PasswordCheckFor = Exclude<FailureDuring, 'password-change'>;
/** Why a supervisor's approval at someone else's workstation was refused. */
export type ApproverError =
  | InvalidRequest
  | IpcError<'bad-credentials'>
  | LockedOut
  | IpcError<'journal-check-failed'>
  | IpcError<'own-approval'>
  | IpcError<'approver-not-allowed'>
  | IpcError<'approver-must-change-password'>
  | IpcError<'head-office-silent'>
  // D73: wrong passwords typed into approvals here paused them for a while (approvals/).
  | ApprovalsPaused;

export type ApprovalsPaused = IpcError<'approvals-paused'> & { pausedUntil: string };

/** Who approved: never a password, never a hash. */
export interface Approver {
  operatorId: string;
  displayName: string;
  role: Role;
}

export interface ApproverRules {
  /** The operator signed in at the workstation, who asks: never their own approver. */
  requester: Session;
  /** The roles that may approve (a supervisor for a duplicate). */
  roles: readonly Role[];
  /** What is approved, for the audit ("duplicate-transfer"). */
  purpose: string;
  /**
   * How one's own id is refused: an approval's words by default; `check` for the second
   * signature on a closing (D114), which approves no transfer.
   */
  own?: 'approval' | 'check';
}

export type ManageOperatorError =
  IpcError<'wrong-role'> | IpcError<'unknown-operator'> | IpcError<'own-account'>;
/** A deactivation or a role change, refused when it would leave no active admin. */
export type AccountChangeError = ManageOperatorError | IpcError<'last-admin'>;
export type RoleChangeError =
  IpcError<'wrong-role'> | IpcError<'unknown-operator'> | IpcError<'last-admin'>;
export type LanguageChangeError = IpcError<'wrong-role'> | IpcError<'unknown-operator'>;
export type ResetPasswordError = InvalidRequest | ManageOperatorError;
export type ChangePasswordError =
  | InvalidRequest
  | IpcError<'not-signed-in'>
  | IpcError<'wrong-password'>
  | IpcError<'password-changed-meanwhile'>
  | IpcError<'head-office-unreachable'>
  | IpcError<'head-office-refused'>
  | LockedOut;

export interface OperatorServiceOptions {
  journal: Journal;
  /** Milliseconds since the epoch. */
  now: () => number;
  idleTimeoutMs?: number;
  /** How long before the idle end the window warns (a minute; the harness shortens it). */
  idleWarningMs?: number;
  /** From sign-in to the end of a session, however busy (the admin's `sessions` setting). */
  sessionLifetimeMs?: number;
  maxFailedAttempts?: number;
  lockoutMs?: number;
  /** For new hashes; existing ones verify with the parameters stored in them. */
  scryptParams?: ScryptParams;
  /** Hashing and verification; scrypt unless a test wraps it. */
  passwords?: PasswordHasher;
  /**
   * The branch's zone (D32), for the times messages name (a lockout's end); the workstation's own
   * when not given, as the services use until the branch's country is set.
   */
  timeZone?: () => string;
  /** Arms the idle check (tests pass a manual timer). */
  setTimer?: SetTimer;
  log?: AppLogger;
  /** Why the journal cannot be trusted (journal-seal.ts), or null: only admins sign in then. */
  journalProblem?: () => { message: string; text?: MessageRef } | null;
  /** D115: head office's management of the operators; not enrolled when not given. */
  headOffice?: () => HeadOfficeGate;
  /** D121: how a head-office-managed operator's own new password reaches head office. */
  headOfficePassword?: HeadOfficePassword;
  /** D115: subscribes to head office's changes as they are applied; returns the unsubscribe. */
  headOfficeChanges?: (listener: (applied: readonly AppliedOperatorChange[]) => void) => () => void;
}

export interface OperatorService {
  /** No operator exists yet: only the first admin can be created (environment/first-admin.ts). */
  setupNeeded(): boolean;
  /**
   * Creates the first operator from a request already checked as an admin's, and signs them in;
   * only while none exist. `alongside` writes in the creation's transaction (the first admin's
   * decision about an earlier setup).
   */
  addFirstAdmin(
    request: NewOperator,
    alongside?: (at: string) => void,
  ): Promise<Result<SessionView, AlreadySetUp>>;
  create(input: unknown, by: Session): Promise<Result<OperatorView, CreateOperatorError>>;
  list(): OperatorView[];
  signIn(input: unknown): Promise<Result<SessionView, SignInError>>;
  /**
   * Checks another operator's id and password typed at this workstation, for an approval: the
   * same lockout and one-attempt-at-a-time rules as sign-in, but the session signed in here stays
   * as it is. Refused for the requester's own id, for roles not in `rules.roles`, and for an
   * operator who must still replace a password an admin reset; audited.
   */
  verifyApprover(input: unknown, rules: ApproverRules): Promise<Result<Approver, ApproverError>>;
  /** Ends the session (audited, listeners told); nothing happens when nobody is signed in. */
  signOut(reason?: SessionEndReason): void;
  /** Who is signed in; null once idle longer than the timeout (which ends the session). */
  current(): Session | null;
  /** Records activity, postponing the idle end. Does nothing when nobody is signed in. */
  touch(): void;
  /** The live session's standing against its idle end (for the window's warning), or null. */
  idleStanding(): IdleStanding | null;
  sessionView(): SessionView | null;
  /** Returns the function that unsubscribes. */
  onSessionEnded(listener: (ended: SessionEnded) => void): () => void;
  /** Told once per stretch without activity, a minute before the idle end; returns the unsubscribe. */
  onIdleWarning(listener: (standing: IdleStanding) => void): () => void;
  /** Deactivates (never deletes) or reactivates an operator. */
  setActive(
    operatorId: string,
    active: boolean,
    by: Session,
  ): Result<OperatorView, AccountChangeError>;
  /** Lifts a lockout before it runs out. */
  unlock(operatorId: string, by: Session): Result<OperatorView, ManageOperatorError>;
  /** Gives an operator another role; one signed in is signed out, to sign in again in it. */
  setRole(change: RoleChange, by: Session): Result<OperatorView, RoleChangeError>;
  /** An admin sets an operator's language (D83); audited when it changes. */
  setLanguage(change: OperatorLanguage, by: Session): Result<OperatorView, LanguageChangeError>;
  /** The signed-in operator's own language (D83); the session words in it from now on. */
  setOwnLanguage(language: Language, by: Session): Result<SessionView, IpcError<'not-signed-in'>>;
  /** Sets a password the operator must replace at the next sign-in. */
  resetPassword(input: unknown, by: Session): Promise<Result<OperatorView, ResetPasswordError>>;
  /** The signed-in operator's own change, with the current password; counts a wrong one. */
  changeOwnPassword(input: unknown, by: Session): Promise<Result<SessionView, ChangePasswordError>>;
  /** The signed-in operator must choose a new password before doing anything else. */
  passwordChangeRequired(): boolean;
  /**
   * D115: head office's changes were applied: one signed in whom they deactivated or changed is
   * signed out at once.
   */
  headOfficeApplied(applied: readonly AppliedOperatorChange[]): void;
  /** Stops the idle timer (on quit, or at the end of a test). */
  dispose(): void;
}
