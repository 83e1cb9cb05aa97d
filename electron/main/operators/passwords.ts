import type { OperatorView, Session, SessionView } from '@shared/domain/operators';
import { fail, ok, type Result } from '@shared/result';
import { validateOwnPasswordChange, validatePasswordReset } from '@shared/schemas/operator-schemas';
import {
  countWrongPassword,
  invalidRequest,
  iso,
  lockedNow,
  lockedOut,
  mayManage,
  operatorView,
  sessionGone,
  sessionViewOf,
  unknownOperator,
  type OperatorDeps,
} from './operator-deps';
import { OPERATOR_REFUSALS } from './operator-messages';
import type { ChangePasswordError, ResetPasswordError } from './operator-types';

/*
 * Passwords after an account exists: an admin's reset (to be replaced at the next sign-in) and an
 * operator's own change, which counts a wrong current password as sign-in does.
 */

export async function resetPassword(
  deps: OperatorDeps,
  input: unknown,
  by: Session,
): Promise<Result<OperatorView, ResetPasswordError>> {
  const refused = mayManage(deps, by);
  if (refused) return fail(refused);
  const checked = validatePasswordReset(input);
  if (!checked.ok) return fail(invalidRequest(checked.error));
  const { operatorId, newPassword } = checked.value;
  if (operatorId === by.operatorId.toLowerCase()) {
    return fail(OPERATOR_REFUSALS.ownPasswordReset());
  }
  const { journal, keeper } = deps;
  if (!journal.operators.get(operatorId)) return fail(unknownOperator);
  const passwordHash = await deps.passwords.hash(newPassword, deps.params);
  // In the sign-in queue of that id: an attempt verifying the old password finishes first.
  return deps.attempts.run(operatorId, async () => {
    if (
      !journal.operators.resetPassword(operatorId, passwordHash, by.operatorId, iso(deps.now()))
    ) {
      return fail(unknownOperator);
    }
    if (keeper.current()?.operatorId === operatorId) keeper.end('signed-out');
    return ok(operatorView(deps, journal.operators.get(operatorId)!));
  });
}

export async function changeOwnPassword(
  deps: OperatorDeps,
  input: unknown,
  by: Session,
): Promise<Result<SessionView, ChangePasswordError>> {
  const operatorId = by.operatorId.toLowerCase();
  const checked = validateOwnPasswordChange(input, operatorId);
  if (!checked.ok) return fail(invalidRequest(checked.error));
  // One at a time with the sign-in attempts of the same id, so that the failures counted here
  // and there cannot race past the lockout limit.
  return deps.attempts.run(operatorId, () =>
    attemptPasswordChange(deps, operatorId, checked.value),
  );
}

/**
 * A wrong current password counts like a wrong one at sign-in: otherwise whoever finds a session
 * left open could guess the password without limit. At the limit the account locks and the
 * session ends, since a session must not outlive a locked account.
 */
async function attemptPasswordChange(
  deps: OperatorDeps,
  operatorId: string,
  request: { currentPassword: string; newPassword: string },
): Promise<Result<SessionView, ChangePasswordError>> {
  const { journal, keeper } = deps;
  const record = journal.operators.get(operatorId);
  if (!record?.active || keeper.current()?.operatorId !== operatorId) return fail(sessionGone);
  if (lockedNow(deps, record)) {
    keeper.end('locked-out');
    return fail(lockedOut(deps, record.lockedUntil!));
  }
  const verdict = await deps.passwords.verify(request.currentPassword, record.passwordHash);
  if (verdict !== 'match') return fail(wrongCurrentPassword(deps, operatorId, verdict));
  if (record.headOfficeVersion !== null && deps.headOffice().enrolled) {
    return changeAtHeadOffice(deps, operatorId, request);
  }
  const passwordHash = await deps.passwords.hash(request.newPassword, deps.params);
  const changed = journal.operators.changePassword(
    operatorId,
    record.passwordHash,
    passwordHash,
    iso(deps.now()),
  );
  if (changed === 'inactive') return fail(sessionGone);
  if (changed === 'stale') {
    return fail(OPERATOR_REFUSALS.passwordChangedMeanwhile());
  }
  keeper.passwordChanged();
  const live = keeper.current();
  return live ? ok(sessionViewOf(live)) : fail(sessionGone);
}

/**
 * D121: a password head office manages is changed there, never only here: the request goes over
 * the pinned, signed channel, head office makes the verifier, and its signed answer is written
 * here at once so that offline sign-in takes the new password. Unreachable: nothing changes.
 */
async function changeAtHeadOffice(
  deps: OperatorDeps,
  operatorId: string,
  request: { currentPassword: string; newPassword: string },
): Promise<Result<SessionView, ChangePasswordError>> {
  const { journal, keeper } = deps;
  const answer = await deps.headOfficePassword({ operatorId, ...request });
  if (!answer.ok) {
    const refusal = answer.error.refusal;
    if (refusal?.refused === 'wrong-password') {
      return fail(OPERATOR_REFUSALS.passwordChangedMeanwhile());
    }
    if (refusal) return fail(OPERATOR_REFUSALS.passwordRefusedByHeadOffice(refusal.message));
    return fail(OPERATOR_REFUSALS.passwordHeadOfficeUnreachable());
  }
  journal.headOfficeOperators.ownPasswordChanged(answer.value, iso(deps.now()));
  if (keeper.current()?.operatorId !== operatorId) return fail(sessionGone);
  keeper.passwordChanged();
  return ok(sessionViewOf(keeper.current()!));
}

/** Counts the failure; at the limit the account locks and the session ends. */
function wrongCurrentPassword(
  deps: OperatorDeps,
  operatorId: string,
  verdict: 'mismatch' | 'unreadable',
): ChangePasswordError {
  const lockedUntil = countWrongPassword(deps, operatorId, verdict, 'password-change');
  if (lockedUntil !== null) {
    deps.keeper.end('locked-out');
    return lockedOut(deps, lockedUntil);
  }
  const { maxFailedAttempts, lockoutMs } = deps.limits;
  const wrong = OPERATOR_REFUSALS.wrongCurrentPassword(maxFailedAttempts, lockoutMs);
  return { ...wrong, fields: [{ path: 'currentPassword', message: wrong.message }] };
}
