/*
 * What operators and admins read when an account action is refused. None of these ever quotes a
 * password; the sign-in ones never say whether an operator id exists.
 */

function minutes(ms: number): string {
  const whole = Math.max(1, Math.round(ms / 60_000));
  return `${whole} minute${whole === 1 ? '' : 's'}`;
}

export function badCredentialsMessage(maxFailedAttempts: number, lockoutMs: number): string {
  return (
    'The operator id or the password is wrong. Check both and try again. ' +
    `After ${maxFailedAttempts} wrong passwords in a row, sign-in is blocked for ${minutes(lockoutMs)}.`
  );
}

export function lockedOutMessage(lockedUntil: string, maxFailedAttempts: number): string {
  return (
    `Sign-in for this operator id is blocked until ${lockedUntil} after ${maxFailedAttempts} ` +
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
} as const;
