import { zonedTimeText } from '../../../shared/domain/zoned-time';
import type { SessionEndReason } from './session-keeper';

/*
 * What operators and admins read when an account action is refused. None of these ever quotes a
 * password; the sign-in ones never say whether an operator id exists.
 */

function minutes(ms: number): string {
  // Only a test's workstation counts in seconds; a sentence must not say "1 minute" for them.
  if (ms < 30_000) {
    const seconds = Math.max(1, Math.round(ms / 1_000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const whole = Math.max(1, Math.round(ms / 60_000));
  return `${whole} minute${whole === 1 ? '' : 's'}`;
}

/** Whole hours as hours ("12 hours"), anything else in minutes. */
function duration(ms: number): string {
  const hours = ms / 3_600_000;
  return Number.isInteger(hours) && hours >= 1
    ? `${hours} hour${hours === 1 ? '' : 's'}`
    : minutes(ms);
}

/** What the sign-in screen says when the main process ended the session. */
export function sessionEndedMessage(
  reason: SessionEndReason,
  limits: {
    idleTimeoutMs: number;
    sessionLifetimeMs: number;
    maxFailedAttempts: number;
    lockoutMs: number;
  },
): string {
  switch (reason) {
    case 'idle':
      return `You were signed out after ${minutes(limits.idleTimeoutMs)} without activity. Sign in again to go on.`;
    case 'lifetime':
      return (
        `You were signed out because a session lasts at most ${duration(limits.sessionLifetimeMs)}, ` +
        'however busy. Sign in again to go on.'
      );
    case 'signed-out':
      return 'You were signed out.';
    case 'role-changed':
      return 'An admin changed your role, so you were signed out. Sign in again to work in your new role.';
    case 'locked-out':
      return (
        `You were signed out after ${limits.maxFailedAttempts} wrong passwords in a row, and ` +
        `sign-in is blocked for ${minutes(limits.lockoutMs)}. Try again after that time, or ask ` +
        'an admin to unblock it.'
      );
  }
}

export function badCredentialsMessage(maxFailedAttempts: number, lockoutMs: number): string {
  return (
    'The operator id or the password is wrong. Check both and try again. ' +
    `After ${maxFailedAttempts} wrong passwords in a row, sign-in is blocked for ${minutes(lockoutMs)}.`
  );
}

/** `lockedUntil` on the branch's clock, with its zone (issue 10, item 12). */
export function lockedOutMessage(
  lockedUntil: string,
  maxFailedAttempts: number,
  timeZone: string,
): string {
  return (
    `Sign-in for this operator id is blocked until ${zonedTimeText(lockedUntil, timeZone)} after ${maxFailedAttempts} ` +
    'wrong passwords in a row. Try again after that time, or ask an admin to unblock it.'
  );
}

export const OPERATOR_MESSAGES = {
  alreadySetUp:
    'Remit Desk is already set up: its first admin exists. Sign in, or ask an admin to create an account for you.',
  adminOnly: 'Only an admin can manage operators. Ask an admin to do it.',
  ownAccount:
    'You cannot deactivate your own account, so that an admin always remains. Ask another admin to do it.',
  duplicate: (operatorId: string) =>
    `Operator id "${operatorId}" is already taken (ids are never reused, even for deactivated operators). Choose another id.`,
  unknownOperator:
    'There is no operator with this id. Refresh the list of operators and try again.',
  ownPasswordReset:
    'You cannot reset your own password here. Use Change password, which asks for your current one.',
  wrongCurrentPassword: (maxFailedAttempts: number, lockoutMs: number) =>
    'Your current password is wrong, so the password was not changed. Type it again. ' +
    `After ${maxFailedAttempts} wrong passwords in a row, sign-in is blocked for ${minutes(lockoutMs)}.`,
  passwordChangedMeanwhile:
    'Your password was reset or changed while you typed, so it was not changed. Sign out and sign in again with the password you were given.',
  sessionEndedFirst:
    'Your session ended before the password was changed, so it was not changed. Sign in and try again.',
  passwordChangeRequired:
    'An admin reset your password: choose a new one before you do anything else. Go to Change password, or sign out.',
  ownApproval:
    'You cannot approve your own transfer. Another person must type their own operator id and password.',
  approverMustChangePassword: (approver: { operatorId: string; displayName: string }) =>
    `An admin reset the password of ${approver.displayName} (${approver.operatorId}), so they cannot approve until they choose a new one. They sign in, choose a new password on the Change password page, and then approve again.`,
  approverNotAllowed: (roles: readonly string[]) =>
    `Only ${roles.map((role) => `a ${role}`).join(' or ')} can approve this. Ask one to type their own operator id and password.`,
} as const;

/** Said when a change would leave the workstation without an active admin; `self`: to that admin. */
export function lastAdminMessage(
  operator: { operatorId: string; displayName: string },
  change: 'deactivate' | 'demote',
  self = false,
): string {
  const who = self
    ? 'You are the last active admin, so you cannot be '
    : `${operator.displayName} (${operator.operatorId}) is the last active admin, so they cannot be `;
  return (
    who +
    `${change === 'deactivate' ? 'deactivated' : 'given another role'}: without an admin nobody ` +
    'could manage operators or settings. Make another operator an admin first.'
  );
}
