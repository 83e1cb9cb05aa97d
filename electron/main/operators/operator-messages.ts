import { zonedTimeText } from '@shared/domain/zoned-time';
import type { SessionEndReason } from './session-keeper';
import { text } from '@shared/i18n/catalog';

/*
 * What operators and admins read when an account action is refused, worded from the catalog's
 * `operators` area. None of these ever quotes a password; the sign-in ones never say whether an
 * operator id exists.
 */

function minutes(ms: number): string {
  // Only a test's workstation counts in seconds; a sentence must not say "1 minute" for them.
  if (ms < 30_000) {
    return text('operators.duration.seconds', { count: Math.max(1, Math.round(ms / 1_000)) });
  }
  return text('operators.duration.minutes', { count: Math.max(1, Math.round(ms / 60_000)) });
}

/** Whole hours as hours ("12 hours"), anything else in minutes. */
function duration(ms: number): string {
  const hours = ms / 3_600_000;
  return Number.isInteger(hours) && hours >= 1
    ? text('operators.duration.hours', { count: hours })
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
      return text('operators.sessionEnded.idle', { after: minutes(limits.idleTimeoutMs) });
    case 'lifetime':
      return text('operators.sessionEnded.lifetime', {
        lifetime: duration(limits.sessionLifetimeMs),
      });
    case 'signed-out':
      return text('operators.sessionEnded.signedOut');
    case 'role-changed':
      return text('operators.sessionEnded.roleChanged');
    case 'locked-out':
      return text('operators.sessionEnded.lockedOut', {
        attempts: limits.maxFailedAttempts,
        lockout: minutes(limits.lockoutMs),
      });
  }
}

export function badCredentialsMessage(maxFailedAttempts: number, lockoutMs: number): string {
  return text('operators.badCredentials', {
    attempts: maxFailedAttempts,
    lockout: minutes(lockoutMs),
  });
}

/** `lockedUntil` on the branch's clock, with its zone, as every time a person reads (D32). */
export function lockedOutMessage(
  lockedUntil: string,
  maxFailedAttempts: number,
  timeZone: string,
): string {
  return text('operators.lockedOut', {
    until: zonedTimeText(lockedUntil, timeZone),
    attempts: maxFailedAttempts,
  });
}

export const OPERATOR_MESSAGES = {
  alreadySetUp: text('operators.alreadySetUp'),
  adminOnly: text('operators.adminOnly'),
  ownAccount: text('operators.ownAccount'),
  duplicate: (operatorId: string) => text('operators.duplicate', { operatorId }),
  unknownOperator: text('operators.unknownOperator'),
  ownPasswordReset: text('operators.ownPasswordReset'),
  wrongCurrentPassword: (maxFailedAttempts: number, lockoutMs: number) =>
    text('operators.wrongCurrentPassword', {
      attempts: maxFailedAttempts,
      lockout: minutes(lockoutMs),
    }),
  passwordChangedMeanwhile: text('operators.passwordChangedMeanwhile'),
  sessionEndedFirst: text('operators.sessionEndedFirst'),
  passwordChangeRequired: text('operators.passwordChangeRequired'),
  ownApproval: text('operators.ownApproval'),
  approverMustChangePassword: (approver: { operatorId: string; displayName: string }) =>
    text('operators.approverMustChangePassword', {
      name: approver.displayName,
      operatorId: approver.operatorId,
    }),
  approverNotAllowed: (roles: readonly string[]) =>
    text('operators.approverNotAllowed', {
      roles: roles
        .map((role) => text('operators.approverRole', { role }))
        .reduce((first, second) => text('operators.or', { first, second })),
    }),
} as const;

/** Said when a change would leave the workstation without an active admin; `self`: to that admin. */
export function lastAdminMessage(
  operator: { operatorId: string; displayName: string },
  change: 'deactivate' | 'demote',
  self = false,
): string {
  const changed = text(`operators.lastAdmin.change.${change}`);
  return self
    ? text('operators.lastAdmin.self', { change: changed })
    : text('operators.lastAdmin.other', {
        name: operator.displayName,
        operatorId: operator.operatorId,
        change: changed,
      });
}
