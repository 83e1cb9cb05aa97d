import type { SessionView } from '@shared/domain/operators';
import type { IpcError } from '@shared/ipc/define';
import { fail, ok, type Result } from '@shared/result';
import { OPERATOR_ID_PATTERN } from '@shared/schemas/operator-fields';
import { validateSignInRequest } from '@shared/schemas/sign-in-schema';
import {
  OPERATOR_ACTIONS,
  type OperatorRecord,
  type SignInGate,
  type SignInOutcome,
} from '../journal/operators-repo';
import {
  badCredentials,
  countWrongPassword,
  invalidRequest,
  iso,
  lockedNow,
  lockedOut,
  type OperatorDeps,
} from './operator-deps';
import { OPERATOR_REFUSALS } from './operator-messages';
import type {
  Approver,
  ApproverError,
  ApproverRules,
  LockedOut,
  PasswordCheckFor,
  SignInError,
} from './operator-types';
import { decoyHash, needsRehash } from '../../../hq/protocol/password-hash';
import { startSession } from './session';
import type { MessageRef } from '@shared/i18n/catalog';
import { saidInEveryLanguage, worded } from '@shared/i18n/worded';

/*
 * A password checked by the sign-in rules, to sign in at this workstation or to approve at someone
 * else's session: one attempt per operator id at a time, the same cost whether the id exists, the
 * lockout, and only admins while the journal fails its check.
 */

type PasswordRefusal =
  | IpcError<'bad-credentials'>
  | LockedOut
  | IpcError<'journal-check-failed'>
  | IpcError<'head-office-silent'>;

/** Records the success inside the journal transaction that re-reads the lock and the role. */
type RecordSuccess = (
  operator: OperatorRecord,
  upgradedHash: string | undefined,
  gate: SignInGate,
) => SignInOutcome;

/**
 * The journal failed its check (`problem` names the row and what to do): admins only, and no
 * approvals, since nothing can be sent and the approver could not sign in either.
 */
/**
 * The journal's finding follows in every language: the sign-in screen and a clerk's approval
 * dialog hold the `accounts` area, not the journal's (D93).
 */
function onlyAdmins(
  found: { message: string; text?: MessageRef },
  during: 'sign-in' | 'approval' = 'sign-in',
): IpcError<'journal-check-failed'> {
  const problem = saidInEveryLanguage(found);
  return during === 'approval'
    ? worded('journal-check-failed', 'accounts.refused.journalStopped.approval', { problem })
    : worded('journal-check-failed', 'accounts.refused.journalStopped.signIn', { problem });
}

function refusedSignIn(
  deps: OperatorDeps,
  tried: string,
  reason: string,
  during: PasswordCheckFor,
): void {
  deps.journal.audit.append({
    at: iso(deps.now()),
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

function refusedApproval(
  deps: OperatorDeps,
  tried: string,
  rules: ApproverRules,
  reason: string,
): void {
  deps.journal.audit.append({
    at: iso(deps.now()),
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
 * A wrong password (or a hash that cannot be read) typed to sign in counts towards the account's
 * lockout. One typed into an approval at someone else's workstation does not (D73): it is only
 * audited here, and the approvals count it apart, per workstation and approver, and pause
 * approvals rather than lock the account, so a clerk cannot lock a supervisor out by guessing.
 */
function countFailure(
  deps: OperatorDeps,
  found: OperatorRecord,
  verdict: 'mismatch' | 'unreadable',
  during: PasswordCheckFor,
): PasswordRefusal {
  if (verdict === 'unreadable') {
    deps.log.error('A stored password hash cannot be read; the operator cannot sign in.', {
      operatorId: found.operatorId,
    });
  }
  if (during === 'approval') {
    refusedSignIn(
      deps,
      found.operatorId,
      verdict === 'unreadable' ? 'unreadable-hash' : 'wrong-password',
      during,
    );
    return badCredentials(deps);
  }
  const lockedUntil = countWrongPassword(deps, found.operatorId, verdict, during);
  return lockedUntil !== null ? lockedOut(deps, lockedUntil) : badCredentials(deps);
}

/**
 * One password check by the sign-in rules: a locked account is refused before hashing, every
 * other path costs exactly one scrypt derivation (so timing does not tell which ids exist), a
 * wrong password counts towards the lockout, and `record` runs the success inside the journal
 * transaction that re-reads the lock.
 */
async function checkPassword(
  deps: OperatorDeps,
  tried: string,
  password: string,
  during: PasswordCheckFor,
  record: RecordSuccess,
): Promise<Result<OperatorRecord, PasswordRefusal>> {
  const found = deps.journal.operators.get(tried);

  if (found?.active && lockedNow(deps, found)) {
    refusedSignIn(deps, found.operatorId, 'locked-out', during);
    return fail(lockedOut(deps, found.lockedUntil!));
  }

  const verdict = await deps.passwords.verify(
    password,
    found?.passwordHash ?? decoyHash(deps.params),
  );
  if (!found) {
    refusedSignIn(deps, tried, 'unknown-operator', during);
    return fail(badCredentials(deps));
  }
  if (!found.active) {
    refusedSignIn(deps, found.operatorId, 'inactive', during);
    return fail(badCredentials(deps));
  }
  if (verdict !== 'match') return fail(countFailure(deps, found, verdict, during));

  // Only admins while the journal fails its check, whether or not a new password is due, and
  // no approver either (only admins may work then, and nothing is sent): the role is checked
  // here, before any more work, and again where the success is recorded.
  const journalProblem = deps.journalProblem();
  if (journalProblem !== null && found.role !== 'admin') {
    refusedSignIn(deps, found.operatorId, 'journal-check-failed', during);
    return fail(onlyAdmins(journalProblem, during));
  }

  // D115: head office silent for longer than the admin allows: only admins, who can see why.
  const silence = deps.headOffice().silence;
  if (silence !== null && found.role !== 'admin') {
    refusedSignIn(deps, found.operatorId, 'head-office-silent', during);
    return fail(worded('head-office-silent', 'accounts.refused.headOfficeSilent', silence));
  }

  // Hashes made with weaker parameters are upgraded while the password is at hand.
  const upgraded = needsRehash(found.passwordHash, deps.params)
    ? await deps.passwords.hash(password, deps.params)
    : undefined;
  // The lock and the role are read again where the success is recorded: a change meanwhile wins.
  const recorded = record(found, upgraded, { journalCheckFailed: journalProblem !== null });
  if (!recorded.signedIn) {
    if (recorded.reason === 'journal-check-failed') {
      return fail(onlyAdmins(journalProblem!, during));
    }
    return fail(
      recorded.reason === 'locked-out'
        ? lockedOut(deps, recorded.lockedUntil)
        : badCredentials(deps),
    );
  }
  return ok(recorded.operator);
}

async function attemptSignIn(
  deps: OperatorDeps,
  tried: string,
  password: string,
): Promise<Result<SessionView, SignInError>> {
  const checked = await checkPassword(
    deps,
    tried,
    password,
    'sign-in',
    (operator, upgraded, gate) =>
      deps.journal.operators.recordSignIn(operator.operatorId, iso(deps.now()), upgraded, gate),
  );
  return checked.ok ? ok(startSession(deps, checked.value)) : checked;
}

export async function signIn(
  deps: OperatorDeps,
  input: unknown,
): Promise<Result<SessionView, SignInError>> {
  const checked = validateSignInRequest(input);
  if (!checked.ok) return fail(invalidRequest(checked.error));
  const tried = checked.value.operatorId.trim().toLowerCase();
  // One attempt per operator id at a time: each reads the lock only after the one before it
  // has recorded its outcome, so parallel guesses cannot all pass the check while the first
  // is still hashing. Ids that exist and ids that do not queue alike.
  return deps.attempts.run(tried, () => attemptSignIn(deps, tried, checked.value.password));
}

export async function verifyApprover(
  deps: OperatorDeps,
  input: unknown,
  rules: ApproverRules,
): Promise<Result<Approver, ApproverError>> {
  const checked = validateSignInRequest(input);
  if (!checked.ok) return fail(invalidRequest(checked.error));
  const tried = checked.value.operatorId.trim().toLowerCase();
  if (tried === rules.requester.operatorId.toLowerCase()) {
    refusedApproval(deps, tried, rules, 'own-approval');
    return fail(
      rules.own === 'check' ? OPERATOR_REFUSALS.ownCheck() : OPERATOR_REFUSALS.ownApproval(),
    );
  }
  // Queued with sign-ins of the same id, so both read the account's lock after the other wrote
  // it; a wrong password here does not count towards that lock (D73).
  const approver = await deps.attempts.run(tried, () =>
    checkPassword(deps, tried, checked.value.password, 'approval', (operator, upgraded, gate) =>
      deps.journal.operators.recordSignIn(operator.operatorId, iso(deps.now()), upgraded, gate, {
        action: OPERATOR_ACTIONS.approvalVerified,
        details: { purpose: rules.purpose, for: rules.requester.operatorId },
      }),
    ),
  );
  if (!approver.ok) return approver;
  const record = approver.value;
  if (!rules.roles.includes(record.role)) {
    refusedApproval(deps, record.operatorId, rules, `role-${record.role}`);
    return fail(OPERATOR_REFUSALS.approverNotAllowed(rules.roles));
  }
  // A password an admin reset was chosen and passed on by someone else, so typing it does not
  // show the approver is at the counter; and their own session could do nothing but change it.
  if (record.mustChangePassword) {
    refusedApproval(deps, record.operatorId, rules, 'password-change-required');
    return fail(OPERATOR_REFUSALS.approverMustChangePassword(record));
  }
  return ok({ operatorId: record.operatorId, displayName: record.displayName, role: record.role });
}
