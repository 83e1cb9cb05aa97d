import { workstationTimeZone } from '@shared/domain/zoned-time';
import { silentLogger } from '../logging/logger';
import { oneAtATimePerKey } from '@shared/one-at-a-time';
import {
  addFirstAdmin,
  createOperator,
  listOperators,
  setActive,
  setLanguage,
  setOwnLanguage,
  setRole,
  setupNeeded,
  unlock,
} from './operator-accounts';
import {
  NOT_ENROLLED,
  type HeadOfficePassword,
  type OperatorDeps,
  type OperatorLimits,
} from './operator-deps';
import { worded } from '@shared/i18n/worded';
import { fail } from '@shared/result';
import type { OperatorService, OperatorServiceOptions } from './operator-types';
import {
  DEFAULT_SCRYPT_PARAMS,
  checkScryptParams,
  scryptHasher,
} from '../../../hq/protocol/password-hash';
import { changeOwnPassword, resetPassword } from './passwords';
import {
  currentSession,
  currentSessionView,
  recordSessionEnd,
  subscribe,
  warnOfIdleEnd,
} from './session';
import { createSessionKeeper, nodeTimer } from './session-keeper';
import { headOfficeApplied } from './head-office-operators';
import { signIn, verifyApprover } from './sign-in';

/*
 * The operator service: accounts (operator-accounts.ts), sign-in and approvers' passwords
 * (sign-in.ts), password resets and changes (passwords.ts) and the workstation's one session
 * (session.ts), each a module of named steps over one OperatorDeps built here. The first admin's
 * request, with an earlier setup to settle, is checked in environment/first-admin.ts.
 */

export type * from './operator-types';
export type { IdleStanding, SessionEndReason } from './session-keeper';
export { ENDS_KEEPING_DRAFTS } from './session';

export const OPERATOR_DEFAULTS = {
  idleTimeoutMs: 15 * 60_000,
  idleWarningMs: 60_000,
  sessionLifetimeMs: 12 * 60 * 60_000,
  maxFailedAttempts: 5,
  lockoutMs: 15 * 60_000,
} as const;

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
}

function limitsOf(options: OperatorServiceOptions): OperatorLimits {
  return {
    idleTimeoutMs: positive(
      'idleTimeoutMs',
      options.idleTimeoutMs ?? OPERATOR_DEFAULTS.idleTimeoutMs,
    ),
    maxFailedAttempts: positive(
      'maxFailedAttempts',
      options.maxFailedAttempts ?? OPERATOR_DEFAULTS.maxFailedAttempts,
    ),
    lockoutMs: positive('lockoutMs', options.lockoutMs ?? OPERATOR_DEFAULTS.lockoutMs),
    sessionLifetimeMs: positive(
      'sessionLifetimeMs',
      options.sessionLifetimeMs ?? OPERATOR_DEFAULTS.sessionLifetimeMs,
    ),
  };
}

/** Without head office's connection (tests, an unenrolled start): nothing can be sent. */
const notSent: HeadOfficePassword = () =>
  Promise.resolve(fail(worded('unreachable', 'headOffice.client.unreachable', { address: '—' })));

/** The options resolved, checked and bound to the session keeper every step shares. */
export function operatorDeps(options: OperatorServiceOptions): OperatorDeps {
  const limits = limitsOf(options);
  const params = options.scryptParams ?? DEFAULT_SCRYPT_PARAMS;
  const paramsProblem = checkScryptParams(params);
  if (paramsProblem) throw new Error(paramsProblem);
  const deps: OperatorDeps = {
    journal: options.journal,
    now: options.now,
    log: options.log ?? silentLogger,
    limits,
    params,
    passwords: options.passwords ?? scryptHasher,
    timeZone: options.timeZone ?? workstationTimeZone,
    journalProblem: options.journalProblem ?? (() => null),
    headOffice: options.headOffice ?? (() => NOT_ENROLLED),
    headOfficePassword: options.headOfficePassword ?? notSent,
    attempts: oneAtATimePerKey(),
    listeners: { ended: new Set(), warning: new Set() },
    // The keeper calls back only once a session has started, when `deps` is complete.
    keeper: createSessionKeeper({
      now: options.now,
      idleTimeoutMs: limits.idleTimeoutMs,
      lifetimeMs: limits.sessionLifetimeMs,
      setTimer: options.setTimer ?? nodeTimer,
      onEnd: (session, reason, at) => recordSessionEnd(deps, session, reason, at),
      warnBeforeMs: options.idleWarningMs ?? OPERATOR_DEFAULTS.idleWarningMs,
      onIdleWarning: () => warnOfIdleEnd(deps),
    }),
  };
  return deps;
}

export function createOperatorService(options: OperatorServiceOptions): OperatorService {
  const deps = operatorDeps(options);
  const { keeper, listeners } = deps;
  const stopHearing = options.headOfficeChanges?.((applied) => headOfficeApplied(deps, applied));
  return {
    setupNeeded: () => setupNeeded(deps),
    addFirstAdmin: (request, alongside) => addFirstAdmin(deps, request, alongside),
    create: (input, by) => createOperator(deps, input, by),
    list: () => listOperators(deps),
    signIn: (input) => signIn(deps, input),
    verifyApprover: (input, rules) => verifyApprover(deps, input, rules),
    signOut: (reason = 'signed-out') => keeper.end(reason),
    current: () => currentSession(deps),
    touch: () => keeper.touch(),
    idleStanding: () => keeper.idle(),
    sessionView: () => currentSessionView(deps),
    onSessionEnded: (listener) => subscribe(listeners.ended, listener),
    onIdleWarning: (listener) => subscribe(listeners.warning, listener),
    setActive: (operatorId, active, by) => setActive(deps, operatorId, active, by),
    unlock: (operatorId, by) => unlock(deps, operatorId, by),
    setRole: (change, by) => setRole(deps, change, by),
    setLanguage: (change, by) => setLanguage(deps, change, by),
    setOwnLanguage: (language, by) => setOwnLanguage(deps, language, by),
    resetPassword: (input, by) => resetPassword(deps, input, by),
    changeOwnPassword: (input, by) => changeOwnPassword(deps, input, by),
    passwordChangeRequired: () => keeper.current()?.mustChangePassword ?? false,
    headOfficeApplied: (applied) => headOfficeApplied(deps, applied),
    dispose() {
      stopHearing?.();
      keeper.dispose();
      listeners.ended.clear();
      listeners.warning.clear();
    },
  };
}
