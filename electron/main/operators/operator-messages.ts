import { zonedTimeText } from '@shared/domain/zoned-time';
import type { SessionEndReason } from './session-keeper';
import type { MessageRef } from '@shared/i18n/catalog';
import { codeList } from '@shared/i18n/lists';
import { saying, worded } from '@shared/i18n/worded';
import type { Role } from '@shared/domain/roles';

/*
 * What operators and admins read when an account action is refused, worded from the catalog's
 * `operators` area (an admin's) and `accounts.refused` (what every role and the sign-in screen
 * meet, D74). None of these ever quotes a password; the sign-in ones never say whether an
 * operator id exists.
 */

/**
 * What the sign-in screen says when the main process ended the session, with its catalog key:
 * the times cross as milliseconds, each language wording them (D87), so the screen words it in
 * the workstation's language.
 */
export function sessionEndedMessage(
  reason: SessionEndReason,
  limits: {
    idleTimeoutMs: number;
    sessionLifetimeMs: number;
    maxFailedAttempts: number;
    lockoutMs: number;
  },
): { message: string; text: MessageRef } {
  switch (reason) {
    case 'idle':
      return saying('accounts.sessionEnded.idle', { afterMs: limits.idleTimeoutMs });
    case 'lifetime':
      return saying('accounts.sessionEnded.lifetime', { lifetimeMs: limits.sessionLifetimeMs });
    case 'signed-out':
      return saying('accounts.sessionEnded.signedOut');
    case 'head-office':
      return saying('accounts.sessionEnded.headOffice');
    case 'role-changed':
      return saying('accounts.sessionEnded.roleChanged');
    case 'locked-out':
      return saying('accounts.sessionEnded.lockedOut', {
        attempts: limits.maxFailedAttempts,
        lockoutMs: limits.lockoutMs,
      });
  }
}

/** A wrong operator id or password: the lockout's length crosses as a count, worded by each language. */
export function badCredentialsRefusal(maxFailedAttempts: number, lockoutMs: number) {
  return worded('bad-credentials', 'accounts.refused.badCredentials', {
    attempts: maxFailedAttempts,
    lockoutMs,
  });
}

export function badCredentialsMessage(maxFailedAttempts: number, lockoutMs: number): string {
  return badCredentialsRefusal(maxFailedAttempts, lockoutMs).message;
}

/** `lockedUntil` on the branch's clock, with its zone, as every time a person reads (D32). */
export function lockedOutRefusal(lockedUntil: string, maxFailedAttempts: number, timeZone: string) {
  return worded('locked-out', 'accounts.refused.lockedOut', {
    until: zonedTimeText(lockedUntil, timeZone),
    attempts: maxFailedAttempts,
  });
}

/**
 * The refusals of an account action, each with its catalog key (D65), so the renderer words it in
 * the operator's language; `message` stays main's English.
 */
export const OPERATOR_REFUSALS = {
  alreadySetUp: () => worded('already-set-up', 'operators.alreadySetUp'),
  adminOnly: () => worded('wrong-role', 'operators.adminOnly'),
  managedAtHeadOffice: () => worded('wrong-role', 'operators.managedAtHeadOffice'),
  ownAccount: () => worded('own-account', 'operators.ownAccount'),
  duplicate: (operatorId: string) =>
    worded('duplicate-operator', 'operators.duplicate', { operatorId }),
  unknownOperator: () => worded('unknown-operator', 'operators.unknownOperator'),
  ownPasswordReset: () => worded('own-account', 'operators.ownPasswordReset'),
  wrongCurrentPassword: (maxFailedAttempts: number, lockoutMs: number) =>
    worded('wrong-password', 'accounts.refused.wrongCurrentPassword', {
      attempts: maxFailedAttempts,
      lockoutMs,
    }),
  passwordChangedMeanwhile: () =>
    worded('password-changed-meanwhile', 'accounts.refused.passwordChangedMeanwhile'),
  passwordHeadOfficeUnreachable: () =>
    worded('head-office-unreachable', 'accounts.refused.passwordHeadOfficeUnreachable'),
  passwordRefusedByHeadOffice: (reason: string) =>
    worded('head-office-refused', 'accounts.refused.passwordRefusedByHeadOffice', { reason }),
  sessionEndedFirst: () => worded('not-signed-in', 'accounts.refused.sessionEndedFirst'),
  passwordChangeRequired: () => worded('password-change-required', 'ipc.passwordChangeRequired'),
  ownApproval: () => worded('own-approval', 'accounts.refused.ownApproval'),
  ownCheck: () => worded('own-approval', 'accounts.refused.ownCheck'),
  approverMustChangePassword: (approver: { operatorId: string; displayName: string }) =>
    worded('approver-must-change-password', 'accounts.refused.approverMustChangePassword', {
      name: approver.displayName,
      operatorId: approver.operatorId,
    }),
  // The roles cross as codes, worded and joined by each language (D87).
  approverNotAllowed: (roles: readonly Role[]) =>
    worded('approver-not-allowed', 'accounts.refused.approverNotAllowed', {
      roles: codeList(roles),
    }),
} as const;

/** Their English sentences, as main's answers and logs say them. */
export const OPERATOR_MESSAGES = {
  alreadySetUp: OPERATOR_REFUSALS.alreadySetUp().message,
  ownAccount: OPERATOR_REFUSALS.ownAccount().message,
  duplicate: (operatorId: string) => OPERATOR_REFUSALS.duplicate(operatorId).message,
  wrongCurrentPassword: (maxFailedAttempts: number, lockoutMs: number) =>
    OPERATOR_REFUSALS.wrongCurrentPassword(maxFailedAttempts, lockoutMs).message,
  passwordChangeRequired: OPERATOR_REFUSALS.passwordChangeRequired().message,
} as const;

/**
 * Refused when a change would leave the workstation without an active admin; `self`: said to that
 * admin. The change crosses as its code, worded by each language.
 */
export function lastAdminRefusal(
  operator: { operatorId: string; displayName: string },
  change: 'deactivate' | 'demote',
  self = false,
) {
  return self
    ? worded('last-admin', 'operators.lastAdmin.self', { change })
    : worded('last-admin', 'operators.lastAdmin.other', {
        name: operator.displayName,
        operatorId: operator.operatorId,
        change,
      });
}
