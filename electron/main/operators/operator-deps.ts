import type { MessageRef } from '@shared/i18n/catalog';
import type { OperatorView, Session, SessionView } from '@shared/domain/operators';
import type { IpcError } from '@shared/ipc/define';
import { fail, recoded, type AppError, type Result } from '@shared/result';
import type { BranchOperatorChange } from '../../../hq/protocol/wire';
import { roleAllows } from '@shared/ipc/define';
import type { InvalidInput } from '@shared/schemas/validate';
import type { Journal } from '../journal/journal';
import type { FailureDuring, OperatorRecord } from '../journal/operators-repo';
import type { AppLogger } from '../logging/logger';
import type { OneAtATime } from '@shared/one-at-a-time';
import { OPERATOR_REFUSALS, badCredentialsRefusal, lockedOutRefusal } from './operator-messages';
import type { InvalidRequest, LockedOut, SessionEnded } from './operator-types';
import type { PasswordHasher, ScryptParams } from '../../../hq/protocol/password-hash';
import type { ActiveSession, IdleStanding, SessionKeeper } from './session-keeper';

/**
 * What every step of the operator service works with: the options resolved to their values, the
 * workstation's one session and the queue of password checks per operator id. Built once by
 * createOperatorService; each step (sign-in.ts, operator-accounts.ts, passwords.ts, session.ts)
 * takes it as its first argument.
 */
export interface OperatorDeps {
  journal: Journal;
  now: () => number;
  log: AppLogger;
  limits: OperatorLimits;
  /** For new hashes; existing ones verify with the parameters stored in them. */
  params: ScryptParams;
  passwords: PasswordHasher;
  /** The branch's zone, for the times messages name. */
  timeZone: () => string;
  /** Why the journal cannot be trusted, or null: only admins sign in then. */
  journalProblem: () => { message: string; text?: MessageRef } | null;
  /** D115: whether head office manages the operators, and how long it has been silent. */
  headOffice: () => HeadOfficeGate;
  /** D121: sends a head-office-managed operator's own new password to head office. */
  headOfficePassword: HeadOfficePassword;
  keeper: SessionKeeper;
  /** One password check per operator id at a time: sign-ins, approvals and password changes. */
  attempts: OneAtATime;
  listeners: {
    ended: Set<(ended: SessionEnded) => void>;
    warning: Set<(standing: IdleStanding) => void>;
  };
}

/** D115: what head office's management of the operators means for this workstation now. */
export interface HeadOfficeGate {
  /** Enrolled with head office: operators are created and changed there, not here. */
  enrolled: boolean;
  /**
   * Not heard from head office for longer than the admin allows: since when (the branch's clock,
   * worded) and the hours allowed. Only admins sign in then.
   */
  silence: { since: string; hours: number } | null;
}

/** D121: head office's answer to an operator's own new password: the operator as it holds them. */
export type HeadOfficePassword = (request: {
  operatorId: string;
  currentPassword: string;
  newPassword: string;
}) => Promise<
  Result<BranchOperatorChange, AppError & { refusal?: { refused: string; message: string } }>
>;

export const NOT_ENROLLED: HeadOfficeGate = Object.freeze({ enrolled: false, silence: null });

export interface OperatorLimits {
  idleTimeoutMs: number;
  sessionLifetimeMs: number;
  maxFailedAttempts: number;
  lockoutMs: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();

export const unknownOperator: IpcError<'unknown-operator'> = OPERATOR_REFUSALS.unknownOperator();

/** The session ended (idle, or the account was deactivated) while the change waited its turn. */
export const sessionGone: IpcError<'not-signed-in'> = OPERATOR_REFUSALS.sessionEndedFirst();

export function invalidRequest(problem: InvalidInput): InvalidRequest {
  return { ...recoded(problem, 'invalid-request'), fields: problem.fields };
}

export function badCredentials(deps: OperatorDeps): IpcError<'bad-credentials'> {
  const { maxFailedAttempts, lockoutMs } = deps.limits;
  return badCredentialsRefusal(maxFailedAttempts, lockoutMs);
}

export function lockedOut(deps: OperatorDeps, lockedUntil: string): LockedOut {
  return {
    ...lockedOutRefusal(lockedUntil, deps.limits.maxFailedAttempts, deps.timeZone()),
    lockedUntil,
  };
}

/** The lock an operator's record holds now, if it has not run out. */
export function lockedNow(deps: OperatorDeps, record: OperatorRecord): boolean {
  return record.lockedUntil !== null && Date.parse(record.lockedUntil) > deps.now();
}

/**
 * Counts a wrong password (or a stored hash that cannot be read) towards the lockout; returns
 * when the account is locked until, or null while it is not.
 */
export function countWrongPassword(
  deps: OperatorDeps,
  operatorId: string,
  verdict: 'mismatch' | 'unreadable',
  during: FailureDuring,
): string | null {
  const { maxFailedAttempts, lockoutMs } = deps.limits;
  return deps.journal.operators.recordFailure(operatorId, iso(deps.now()), {
    maxFailedAttempts,
    lockUntil: iso(deps.now() + lockoutMs),
    reason: verdict === 'unreadable' ? 'unreadable-hash' : 'wrong-password',
    during,
  }).lockedUntil;
}

/** An admin at a workstation not enrolled with head office (D115: else it manages them). */
export function mayManage(deps: OperatorDeps, by: Session): IpcError<'wrong-role'> | null {
  if (!roleAllows(by.role, 'admin')) return OPERATOR_REFUSALS.adminOnly();
  return deps.headOffice().enrolled ? OPERATOR_REFUSALS.managedAtHeadOffice() : null;
}

/**
 * An admin's request about an operator account, as its handler goes on with it: refused unless
 * `by` may manage accounts here (mayManage), then checked by its schema.
 */
export function managedRequest<T>(
  deps: OperatorDeps,
  by: Session,
  validate: (input: unknown) => Result<T, InvalidInput>,
  input: unknown,
): Result<T, IpcError<'wrong-role'> | InvalidRequest> {
  const refused = mayManage(deps, by);
  if (refused) return fail(refused);
  const checked = validate(input);
  return checked.ok ? checked : fail(invalidRequest(checked.error));
}

export function operatorView(deps: OperatorDeps, record: OperatorRecord): OperatorView {
  return {
    operatorId: record.operatorId,
    displayName: record.displayName,
    role: record.role,
    active: record.active,
    lockedUntil: lockedNow(deps, record) ? record.lockedUntil : null,
    mustChangePassword: record.mustChangePassword,
    language: record.language,
    createdAt: record.createdAt,
    ...(record.headOfficeVersion === null ? {} : { managedAtHeadOffice: true as const }),
  };
}

export function sessionViewOf(live: Readonly<ActiveSession>): SessionView {
  return {
    operatorId: live.operatorId,
    displayName: live.displayName,
    role: live.role,
    mustChangePassword: live.mustChangePassword,
    language: live.language,
  };
}
