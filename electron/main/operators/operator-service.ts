import type {
  OperatorView,
  RoleChange,
  Session,
  SessionView,
} from '../../../shared/domain/operators';
import type { Role } from '../../../shared/domain/roles';
import type { IpcError } from '../../../shared/ipc/define';
import { roleAllows } from '../../../shared/ipc/define';
import { fail, ok, type Result } from '../../../shared/result';
import { validateFirstAdminRequest } from '../../../shared/schemas/earlier-setup-schemas';
import {
  OPERATOR_ID_PATTERN,
  validateNewOperator,
  validateOwnPasswordChange,
  validatePasswordReset,
  validateSignInRequest,
} from '../../../shared/schemas/operator-schemas';
import type { InvalidInput } from '../../../shared/schemas/validate';
import {
  EARLIER_SETUP_ACTIONS,
  type EarlierSetup,
  type EarlierSetupError,
} from '../environment/earlier-setup';
import type { Journal } from '../journal/journal';
import {
  OPERATOR_ACTIONS,
  type FailureDuring,
  type OperatorRecord,
  type SignInGate,
  type SignInOutcome,
} from '../journal/operators-repo';
import { silentLogger, type AppLogger } from '../logging/logger';
import { workstationTimeZone } from '../reports/branch-zone';
import { oneAtATimePerKey } from './one-at-a-time';
import {
  OPERATOR_MESSAGES,
  badCredentialsMessage,
  lastAdminMessage,
  lockedOutMessage,
  sessionEndedMessage,
} from './operator-messages';
import {
  DEFAULT_SCRYPT_PARAMS,
  checkScryptParams,
  decoyHash,
  needsRehash,
  scryptHasher,
  type PasswordHasher,
  type ScryptParams,
} from './password-hash';
import {
  createSessionKeeper,
  nodeTimer,
  type ActiveSession,
  type IdleStanding,
  type SessionEndReason,
  type SetTimer,
} from './session-keeper';

export type { IdleStanding, SessionEndReason } from './session-keeper';

export interface SessionEnded {
  reason: SessionEndReason;
  operatorId: string;
  /** Why, in words, for the sign-in screen. */
  message: string;
}

/**
 * Ends that keep what the operator was typing for them (issue 10, item 2, D44): the session ran
 * out while they worked or stepped away. Signing out by hand, a role change, a lockout, a
 * deactivation or a reset password do not.
 */
export const ENDS_KEEPING_DRAFTS: readonly SessionEndReason[] = ['idle', 'lifetime'];

export type InvalidRequest = IpcError<'invalid-request'>;
export type FirstAdminError = InvalidRequest | IpcError<'already-set-up'> | EarlierSetupError;
export type CreateOperatorError =
  InvalidRequest | IpcError<'wrong-role'> | IpcError<'duplicate-operator'>;
export type LockedOut = IpcError<'locked-out'> & { lockedUntil: string };
export type SignInError =
  InvalidRequest | IpcError<'bad-credentials'> | LockedOut | IpcError<'journal-check-failed'>;
/** Why a password is checked by the sign-in rules: to sign in, or an approver's at a session. */
type PasswordCheckFor = Exclude<FailureDuring, 'password-change'>;
/** Why a supervisor's approval at someone else's workstation was refused. */
export type ApproverError =
  | InvalidRequest
  | IpcError<'bad-credentials'>
  | LockedOut
  | IpcError<'journal-check-failed'>
  | IpcError<'own-approval'>
  | IpcError<'approver-not-allowed'>
  | IpcError<'approver-must-change-password'>;

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
}

export type ManageOperatorError =
  IpcError<'wrong-role'> | IpcError<'unknown-operator'> | IpcError<'own-account'>;
/** A deactivation or a role change, refused when it would leave no active admin. */
export type AccountChangeError = ManageOperatorError | IpcError<'last-admin'>;
export type RoleChangeError =
  IpcError<'wrong-role'> | IpcError<'unknown-operator'> | IpcError<'last-admin'>;
export type ResetPasswordError = InvalidRequest | ManageOperatorError;
export type ChangePasswordError =
  | InvalidRequest
  | IpcError<'not-signed-in'>
  | IpcError<'wrong-password'>
  | IpcError<'password-changed-meanwhile'>
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
  journalProblem?: () => string | null;
  /** What an earlier setup left in the keychain, for the first admin to keep or remove. */
  earlierSetup?: EarlierSetup;
}

export interface OperatorService {
  /** No operator exists yet: only createFirstAdmin is possible. */
  setupNeeded(): boolean;
  /** Creates the first operator, who must be an admin, and signs them in. Only while none exist. */
  createFirstAdmin(input: unknown): Promise<Result<SessionView, FirstAdminError>>;
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
  /** Sets a password the operator must replace at the next sign-in. */
  resetPassword(input: unknown, by: Session): Promise<Result<OperatorView, ResetPasswordError>>;
  /** The signed-in operator's own change, with the current password; counts a wrong one. */
  changeOwnPassword(input: unknown, by: Session): Promise<Result<SessionView, ChangePasswordError>>;
  /** The signed-in operator must choose a new password before doing anything else. */
  passwordChangeRequired(): boolean;
  /** Stops the idle timer (on quit, or at the end of a test). */
  dispose(): void;
}

const unknownOperator: IpcError<'unknown-operator'> = {
  code: 'unknown-operator',
  message: OPERATOR_MESSAGES.unknownOperator,
};

/**
 * The journal failed its check (`problem` names the row and what to do): admins only, and no
 * approvals, since nothing can be sent and the approver could not sign in either.
 */
function onlyAdmins(
  problem: string,
  during: 'sign-in' | 'approval' = 'sign-in',
): IpcError<'journal-check-failed'> {
  return {
    code: 'journal-check-failed',
    message:
      during === 'approval'
        ? `Nobody can approve now: only admins can sign in until the journal passes its check. ${problem}`
        : `Only admins can sign in now. ${problem}`,
  };
}

/** The session ended (idle, or the account was deactivated) while the change waited its turn. */
const sessionGone: IpcError<'not-signed-in'> = {
  code: 'not-signed-in',
  message: OPERATOR_MESSAGES.sessionEndedFirst,
};

function sessionViewOf(live: Readonly<ActiveSession>): SessionView {
  return {
    operatorId: live.operatorId,
    displayName: live.displayName,
    role: live.role,
    mustChangePassword: live.mustChangePassword,
  };
}

export const OPERATOR_DEFAULTS = {
  idleTimeoutMs: 15 * 60_000,
  idleWarningMs: 60_000,
  sessionLifetimeMs: 12 * 60 * 60_000,
  maxFailedAttempts: 5,
  lockoutMs: 15 * 60_000,
} as const;

const SESSION_END_ACTIONS: Readonly<Record<SessionEndReason, string>> = {
  'signed-out': OPERATOR_ACTIONS.signedOut,
  idle: OPERATOR_ACTIONS.idleEnded,
  lifetime: OPERATOR_ACTIONS.lifetimeEnded,
  'role-changed': OPERATOR_ACTIONS.roleChangeEnded,
  'locked-out': OPERATOR_ACTIONS.lockoutEnded,
};

function invalidRequest(problem: InvalidInput): InvalidRequest {
  return { code: 'invalid-request', message: problem.message, fields: problem.fields };
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
}

export function createOperatorService(options: OperatorServiceOptions): OperatorService {
  const { journal, now } = options;
  const log = options.log ?? silentLogger;
  const idleTimeoutMs = positive(
    'idleTimeoutMs',
    options.idleTimeoutMs ?? OPERATOR_DEFAULTS.idleTimeoutMs,
  );
  const maxFailedAttempts = positive(
    'maxFailedAttempts',
    options.maxFailedAttempts ?? OPERATOR_DEFAULTS.maxFailedAttempts,
  );
  const lockoutMs = positive('lockoutMs', options.lockoutMs ?? OPERATOR_DEFAULTS.lockoutMs);
  const sessionLifetimeMs = positive(
    'sessionLifetimeMs',
    options.sessionLifetimeMs ?? OPERATOR_DEFAULTS.sessionLifetimeMs,
  );
  const timeZone = options.timeZone ?? workstationTimeZone;
  const params = options.scryptParams ?? DEFAULT_SCRYPT_PARAMS;
  const passwords = options.passwords ?? scryptHasher;
  const paramsProblem = checkScryptParams(params);
  if (paramsProblem) throw new Error(paramsProblem);

  const badCredentials: IpcError<'bad-credentials'> = {
    code: 'bad-credentials',
    message: badCredentialsMessage(maxFailedAttempts, lockoutMs),
  };
  const listeners = new Set<(ended: SessionEnded) => void>();
  const warningListeners = new Set<(standing: IdleStanding) => void>();
  const attempts = oneAtATimePerKey();
  const iso = (ms: number) => new Date(ms).toISOString();

  const keeper = createSessionKeeper({
    now,
    idleTimeoutMs,
    lifetimeMs: sessionLifetimeMs,
    setTimer: options.setTimer ?? nodeTimer,
    onEnd: sessionEnded,
    warnBeforeMs: options.idleWarningMs ?? OPERATOR_DEFAULTS.idleWarningMs,
    onIdleWarning: idleWarning,
  });

  /** Runs from the idle timer: a failing listener is logged, never thrown into the timer. */
  function idleWarning(): void {
    const standing = keeper.idle();
    if (!standing) return;
    for (const listener of [...warningListeners]) {
      try {
        listener(standing);
      } catch (error) {
        log.error('An idle-warning listener failed.', { error });
      }
    }
  }

  /**
   * The session is already over when this runs: a failing audit write or listener must not keep
   * anyone signed in, and may be running from the idle timer, where a throw would take the whole
   * main process down. Both are logged instead.
   */
  function sessionEnded(session: ActiveSession, reason: SessionEndReason, at: number): void {
    try {
      journal.audit.append({
        at: iso(at),
        operatorId: session.operatorId,
        action: SESSION_END_ACTIONS[reason],
        details: {
          signedInAt: iso(session.signedInAt),
          lastActivityAt: iso(session.lastActivityAt),
          ...(reason === 'idle' ? { idleTimeoutMs } : {}),
          ...(reason === 'lifetime' ? { sessionLifetimeMs } : {}),
        },
      });
    } catch (error) {
      log.error('Could not audit the end of a session.', { operatorId: session.operatorId, error });
    }
    const message = sessionEndedMessage(reason, {
      idleTimeoutMs,
      sessionLifetimeMs,
      maxFailedAttempts,
      lockoutMs,
    });
    for (const listener of [...listeners]) {
      try {
        listener({ reason, operatorId: session.operatorId, message });
      } catch (error) {
        log.error('A session-ended listener failed.', { error });
      }
    }
  }

  function view(record: OperatorRecord): OperatorView {
    const locked = record.lockedUntil !== null && Date.parse(record.lockedUntil) > now();
    return {
      operatorId: record.operatorId,
      displayName: record.displayName,
      role: record.role,
      active: record.active,
      lockedUntil: locked ? record.lockedUntil : null,
      mustChangePassword: record.mustChangePassword,
      createdAt: record.createdAt,
    };
  }

  function startSession(record: OperatorRecord): SessionView {
    // One window, one person: whoever was signed in is signed out first, on the record.
    keeper.end('signed-out');
    keeper.start({
      operatorId: record.operatorId,
      role: record.role,
      displayName: record.displayName,
      mustChangePassword: record.mustChangePassword,
    });
    return sessionViewOf(keeper.current()!);
  }

  function refusedSignIn(tried: string, reason: string, during: PasswordCheckFor): void {
    journal.audit.append({
      at: iso(now()),
      operatorId: null,
      action: OPERATOR_ACTIONS.signInFailed,
      // Only something shaped like an operator id is kept: people type a password into the id
      // field by mistake, and that must not end up in the audit log.
      details: {
        operatorIdTried: OPERATOR_ID_PATTERN.test(tried) ? tried : null,
        reason,
        ...(during === 'approval' ? { during } : {}),
      },
    });
  }

  function lockedOut(lockedUntil: string): LockedOut {
    return {
      code: 'locked-out',
      message: lockedOutMessage(lockedUntil, maxFailedAttempts, timeZone()),
      lockedUntil,
    };
  }

  /**
   * One password check by the sign-in rules: a locked account is refused before hashing, every
   * other path costs exactly one scrypt derivation (so timing does not tell which ids exist), a
   * wrong password counts towards the lockout, and `record` runs the success inside the journal
   * transaction that re-reads the lock.
   */
  async function checkPassword(
    tried: string,
    password: string,
    during: PasswordCheckFor,
    record: (
      operator: OperatorRecord,
      upgradedHash: string | undefined,
      gate: SignInGate,
    ) => SignInOutcome,
  ): Promise<
    Result<
      OperatorRecord,
      IpcError<'bad-credentials'> | LockedOut | IpcError<'journal-check-failed'>
    >
  > {
    const found = journal.operators.get(tried);

    if (found?.active && found.lockedUntil !== null && Date.parse(found.lockedUntil) > now()) {
      refusedSignIn(found.operatorId, 'locked-out', during);
      return fail(lockedOut(found.lockedUntil));
    }

    const verdict = await passwords.verify(password, found?.passwordHash ?? decoyHash(params));
    if (!found) {
      refusedSignIn(tried, 'unknown-operator', during);
      return fail(badCredentials);
    }
    if (!found.active) {
      refusedSignIn(found.operatorId, 'inactive', during);
      return fail(badCredentials);
    }
    if (verdict !== 'match') {
      if (verdict === 'unreadable') {
        log.error('A stored password hash cannot be read; the operator cannot sign in.', {
          operatorId: found.operatorId,
        });
      }
      const failure = journal.operators.recordFailure(found.operatorId, iso(now()), {
        maxFailedAttempts,
        lockUntil: iso(now() + lockoutMs),
        reason: verdict === 'unreadable' ? 'unreadable-hash' : 'wrong-password',
        during,
      });
      return fail(failure.lockedUntil !== null ? lockedOut(failure.lockedUntil) : badCredentials);
    }

    // Only admins while the journal fails its check, whether or not a new password is due, and
    // no approver either (only admins may work then, and nothing is sent): the role is checked
    // here, before any more work, and again where the success is recorded.
    const journalProblem = options.journalProblem?.() ?? null;
    if (journalProblem !== null && found.role !== 'admin') {
      refusedSignIn(found.operatorId, 'journal-check-failed', during);
      return fail(onlyAdmins(journalProblem, during));
    }

    // Hashes made with weaker parameters are upgraded while the password is at hand.
    const upgraded = needsRehash(found.passwordHash, params)
      ? await passwords.hash(password, params)
      : undefined;
    // The lock and the role are read again where the success is recorded: a change meanwhile wins.
    const recorded = record(found, upgraded, { journalCheckFailed: journalProblem !== null });
    if (!recorded.signedIn) {
      if (recorded.reason === 'journal-check-failed') {
        return fail(onlyAdmins(journalProblem!, during));
      }
      return fail(
        recorded.reason === 'locked-out' ? lockedOut(recorded.lockedUntil) : badCredentials,
      );
    }
    return ok(recorded.operator);
  }

  async function attemptSignIn(
    tried: string,
    password: string,
  ): Promise<Result<SessionView, SignInError>> {
    const checked = await checkPassword(tried, password, 'sign-in', (operator, upgraded, gate) =>
      journal.operators.recordSignIn(operator.operatorId, iso(now()), upgraded, gate),
    );
    return checked.ok ? ok(startSession(checked.value)) : checked;
  }

  function refusedApproval(tried: string, rules: ApproverRules, reason: string): void {
    journal.audit.append({
      at: iso(now()),
      operatorId: rules.requester.operatorId,
      action: OPERATOR_ACTIONS.approvalRefused,
      details: {
        approverTried: OPERATOR_ID_PATTERN.test(tried) ? tried : null,
        purpose: rules.purpose,
        reason,
      },
    });
  }

  /**
   * A wrong current password counts like a wrong one at sign-in: otherwise whoever finds a session
   * left open could guess the password without limit. At the limit the account locks and the
   * session ends, since a session must not outlive a locked account.
   */
  async function attemptPasswordChange(
    operatorId: string,
    request: { currentPassword: string; newPassword: string },
  ): Promise<Result<SessionView, ChangePasswordError>> {
    const record = journal.operators.get(operatorId);
    if (!record?.active || keeper.current()?.operatorId !== operatorId) return fail(sessionGone);
    if (record.lockedUntil !== null && Date.parse(record.lockedUntil) > now()) {
      keeper.end('locked-out');
      return fail(lockedOut(record.lockedUntil));
    }
    const verdict = await passwords.verify(request.currentPassword, record.passwordHash);
    if (verdict !== 'match') {
      const failure = journal.operators.recordFailure(operatorId, iso(now()), {
        maxFailedAttempts,
        lockUntil: iso(now() + lockoutMs),
        reason: verdict === 'unreadable' ? 'unreadable-hash' : 'wrong-password',
        during: 'password-change',
      });
      if (failure.lockedUntil !== null) {
        keeper.end('locked-out');
        return fail(lockedOut(failure.lockedUntil));
      }
      return fail({
        code: 'wrong-password',
        message: OPERATOR_MESSAGES.wrongCurrentPassword(maxFailedAttempts, lockoutMs),
        fields: [
          {
            path: 'currentPassword',
            message: OPERATOR_MESSAGES.wrongCurrentPassword(maxFailedAttempts, lockoutMs),
          },
        ],
      });
    }
    const passwordHash = await passwords.hash(request.newPassword, params);
    const changed = journal.operators.changePassword(
      operatorId,
      record.passwordHash,
      passwordHash,
      iso(now()),
    );
    if (changed === 'inactive') return fail(sessionGone);
    if (changed === 'stale') {
      return fail({
        code: 'password-changed-meanwhile',
        message: OPERATOR_MESSAGES.passwordChangedMeanwhile,
      });
    }
    keeper.passwordChanged();
    const live = keeper.current();
    return live ? ok(sessionViewOf(live)) : fail(sessionGone);
  }

  function mayManage(by: Session): IpcError<'wrong-role'> | null {
    return roleAllows(by.role, 'admin')
      ? null
      : { code: 'wrong-role', message: OPERATOR_MESSAGES.adminOnly };
  }

  return {
    setupNeeded: () => journal.operators.count() === 0,

    async createFirstAdmin(input) {
      if (journal.operators.count() > 0) {
        return fail({ code: 'already-set-up', message: OPERATOR_MESSAGES.alreadySetUp });
      }
      const checked = validateFirstAdminRequest(input);
      if (!checked.ok) return fail(invalidRequest(checked.error));
      const { earlierSetup: choice, ...request } = checked.value;
      // Before the admin exists: once one does, nobody is asked about the earlier setup again.
      const settled = options.earlierSetup ? await options.earlierSetup.settle(choice) : ok(null);
      if (!settled.ok) return fail(settled.error);
      const passwordHash = await passwords.hash(request.password, params);
      const at = iso(now());
      const outcome = journal.transaction(() => {
        const created = journal.operators.create(
          { ...request, passwordHash, at, createdBy: null },
          { firstOnly: true },
        );
        if (created === 'created' && settled.value) {
          journal.audit.append({
            at,
            operatorId: request.operatorId,
            action: settled.value.kept ? EARLIER_SETUP_ACTIONS.kept : EARLIER_SETUP_ACTIONS.removed,
            details: { found: settled.value.found },
          });
        }
        return created;
      });
      if (outcome !== 'created') {
        return fail({ code: 'already-set-up', message: OPERATOR_MESSAGES.alreadySetUp });
      }
      const record = journal.operators.get(request.operatorId)!;
      journal.operators.recordSignIn(record.operatorId, at);
      return ok(startSession(record));
    },

    async create(input, by) {
      const refused = mayManage(by);
      if (refused) return fail(refused);
      const checked = validateNewOperator(input);
      if (!checked.ok) return fail(invalidRequest(checked.error));
      const request = checked.value;
      // Said at the id's field (D62), so the form keeps everything else as typed.
      const message = OPERATOR_MESSAGES.duplicate(request.operatorId);
      const duplicate = {
        code: 'duplicate-operator',
        message,
        fields: [{ path: 'operatorId', message }],
      } as const;
      // Checked before the expensive hash, and again inside the insert's transaction.
      if (journal.operators.get(request.operatorId)) return fail(duplicate);
      const passwordHash = await passwords.hash(request.password, params);
      const outcome = journal.operators.create(
        { ...request, passwordHash, at: iso(now()), createdBy: by.operatorId },
        { firstOnly: false },
      );
      if (outcome !== 'created') return fail(duplicate);
      return ok(view(journal.operators.get(request.operatorId)!));
    },

    list: () => journal.operators.all().map(view),

    async signIn(input) {
      const checked = validateSignInRequest(input);
      if (!checked.ok) return fail(invalidRequest(checked.error));
      const tried = checked.value.operatorId.trim().toLowerCase();
      // One attempt per operator id at a time: each reads the lock only after the one before it
      // has recorded its outcome, so parallel guesses cannot all pass the check while the first
      // is still hashing. Ids that exist and ids that do not queue alike.
      return attempts.run(tried, () => attemptSignIn(tried, checked.value.password));
    },

    async verifyApprover(input, rules) {
      const checked = validateSignInRequest(input);
      if (!checked.ok) return fail(invalidRequest(checked.error));
      const tried = checked.value.operatorId.trim().toLowerCase();
      if (tried === rules.requester.operatorId.toLowerCase()) {
        refusedApproval(tried, rules, 'own-approval');
        return fail({ code: 'own-approval', message: OPERATOR_MESSAGES.ownApproval });
      }
      // Queued with sign-ins of the same id: approvals and sign-ins share one lockout.
      const approver = await attempts.run(tried, () =>
        checkPassword(tried, checked.value.password, 'approval', (operator, upgraded, gate) =>
          journal.operators.recordSignIn(operator.operatorId, iso(now()), upgraded, gate, {
            action: OPERATOR_ACTIONS.approvalVerified,
            details: { purpose: rules.purpose, for: rules.requester.operatorId },
          }),
        ),
      );
      if (!approver.ok) return approver;
      const record = approver.value;
      if (!rules.roles.includes(record.role)) {
        refusedApproval(record.operatorId, rules, `role-${record.role}`);
        return fail({
          code: 'approver-not-allowed',
          message: OPERATOR_MESSAGES.approverNotAllowed(rules.roles),
        });
      }
      // A password an admin reset was chosen and passed on by someone else, so typing it does not
      // show the approver is at the counter; and their own session could do nothing but change it.
      if (record.mustChangePassword) {
        refusedApproval(record.operatorId, rules, 'password-change-required');
        return fail({
          code: 'approver-must-change-password',
          message: OPERATOR_MESSAGES.approverMustChangePassword(record),
        });
      }
      return ok({
        operatorId: record.operatorId,
        displayName: record.displayName,
        role: record.role,
      });
    },

    signOut(reason = 'signed-out') {
      keeper.end(reason);
    },

    current() {
      const live = keeper.current();
      return live ? { operatorId: live.operatorId, role: live.role } : null;
    },

    touch: () => keeper.touch(),

    idleStanding: () => keeper.idle(),

    sessionView() {
      const live = keeper.current();
      return live ? sessionViewOf(live) : null;
    },

    onSessionEnded(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    onIdleWarning(listener) {
      warningListeners.add(listener);
      return () => {
        warningListeners.delete(listener);
      };
    },

    setActive(operatorId, active, by) {
      const refused = mayManage(by);
      if (refused) return fail(refused);
      const record = journal.operators.get(operatorId);
      if (!record) return fail(unknownOperator);
      if (!active && record.operatorId === by.operatorId.toLowerCase()) {
        return fail({ code: 'own-account', message: OPERATOR_MESSAGES.ownAccount });
      }
      const changed = journal.operators.setActive(
        record.operatorId,
        active,
        by.operatorId,
        iso(now()),
      );
      if (changed === 'last-admin') {
        return fail({ code: 'last-admin', message: lastAdminMessage(record, 'deactivate') });
      }
      if (!active && keeper.current()?.operatorId === record.operatorId) keeper.end('signed-out');
      return ok(view(journal.operators.get(record.operatorId)!));
    },

    unlock(operatorId, by) {
      const refused = mayManage(by);
      if (refused) return fail(refused);
      const record = journal.operators.get(operatorId);
      if (!record) return fail(unknownOperator);
      journal.operators.unlock(record.operatorId, by.operatorId, iso(now()));
      return ok(view(journal.operators.get(record.operatorId)!));
    },

    setRole({ operatorId, role }, by) {
      const refused = mayManage(by);
      if (refused) return fail(refused);
      const record = journal.operators.get(operatorId);
      if (!record) return fail(unknownOperator);
      const changed = journal.operators.setRole(record.operatorId, role, by.operatorId, iso(now()));
      if (changed === 'last-admin') {
        const self = record.operatorId === by.operatorId.toLowerCase();
        return fail({ code: 'last-admin', message: lastAdminMessage(record, 'demote', self) });
      }
      // The session's role is what every call is checked against: it must not outlive the change.
      if (changed === 'changed' && keeper.current()?.operatorId === record.operatorId) {
        keeper.end('role-changed');
      }
      return ok(view(journal.operators.get(record.operatorId)!));
    },

    async resetPassword(input, by) {
      const refused = mayManage(by);
      if (refused) return fail(refused);
      const checked = validatePasswordReset(input);
      if (!checked.ok) return fail(invalidRequest(checked.error));
      const { operatorId, newPassword } = checked.value;
      if (operatorId === by.operatorId.toLowerCase()) {
        return fail({ code: 'own-account', message: OPERATOR_MESSAGES.ownPasswordReset });
      }
      if (!journal.operators.get(operatorId)) return fail(unknownOperator);
      const passwordHash = await passwords.hash(newPassword, params);
      // In the sign-in queue of that id: an attempt verifying the old password finishes first.
      return attempts.run(operatorId, async () => {
        if (!journal.operators.resetPassword(operatorId, passwordHash, by.operatorId, iso(now()))) {
          return fail(unknownOperator);
        }
        if (keeper.current()?.operatorId === operatorId) keeper.end('signed-out');
        return ok(view(journal.operators.get(operatorId)!));
      });
    },

    async changeOwnPassword(input, by) {
      const operatorId = by.operatorId.toLowerCase();
      const checked = validateOwnPasswordChange(input, operatorId);
      if (!checked.ok) return fail(invalidRequest(checked.error));
      // One at a time with the sign-in attempts of the same id, so that the failures counted here
      // and there cannot race past the lockout limit.
      return attempts.run(operatorId, () => attemptPasswordChange(operatorId, checked.value));
    },

    passwordChangeRequired: () => keeper.current()?.mustChangePassword ?? false,

    dispose() {
      keeper.dispose();
      listeners.clear();
      warningListeners.clear();
    },
  };
}
