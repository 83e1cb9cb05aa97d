import type { Session, SessionView } from '@shared/domain/operators';
import { OPERATOR_ACTIONS, type OperatorRecord } from '../journal/operators-repo';
import { iso, sessionViewOf, type OperatorDeps } from './operator-deps';
import { sessionEndedMessage } from './operator-messages';
import type { ActiveSession, SessionEndReason } from './session-keeper';

/*
 * The workstation's one session as the operator service keeps it: started at a sign-in, ended on
 * the record, and the window told of its end and of an idle end coming (session-keeper.ts times it).
 */

/**
 * Ends that keep what the operator was typing for them (D44): the session ran out while they
 * worked or stepped away. Signing out by hand, a role change, a lockout, a deactivation or a reset
 * password do not.
 */
export const ENDS_KEEPING_DRAFTS: readonly SessionEndReason[] = ['idle', 'lifetime'];

const SESSION_END_ACTIONS: Readonly<Record<SessionEndReason, string>> = {
  'signed-out': OPERATOR_ACTIONS.signedOut,
  idle: OPERATOR_ACTIONS.idleEnded,
  lifetime: OPERATOR_ACTIONS.lifetimeEnded,
  'role-changed': OPERATOR_ACTIONS.roleChangeEnded,
  'locked-out': OPERATOR_ACTIONS.lockoutEnded,
  'head-office': OPERATOR_ACTIONS.headOfficeEnded,
};

/** Runs from the idle timer: a failing listener is logged, never thrown into the timer. */
export function warnOfIdleEnd(deps: OperatorDeps): void {
  const standing = deps.keeper.idle();
  if (!standing) return;
  for (const listener of [...deps.listeners.warning]) {
    try {
      listener(standing);
    } catch (error) {
      deps.log.error('An idle-warning listener failed.', { error });
    }
  }
}

/**
 * The session is already over when this runs: a failing audit write or listener must not keep
 * anyone signed in, and may be running from the idle timer, where a throw would take the whole
 * main process down. Both are logged instead.
 */
export function recordSessionEnd(
  deps: OperatorDeps,
  session: ActiveSession,
  reason: SessionEndReason,
  at: number,
): void {
  const { idleTimeoutMs, sessionLifetimeMs } = deps.limits;
  try {
    deps.journal.audit.append({
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
    deps.log.error('Could not audit the end of a session.', {
      operatorId: session.operatorId,
      error,
    });
  }
  const said = sessionEndedMessage(reason, deps.limits);
  for (const listener of [...deps.listeners.ended]) {
    try {
      listener({ reason, operatorId: session.operatorId, ...said });
    } catch (error) {
      deps.log.error('A session-ended listener failed.', { error });
    }
  }
}

export function startSession(deps: OperatorDeps, record: OperatorRecord): SessionView {
  // One window, one person: whoever was signed in is signed out first, on the record.
  deps.keeper.end('signed-out');
  deps.keeper.start({
    operatorId: record.operatorId,
    role: record.role,
    displayName: record.displayName,
    mustChangePassword: record.mustChangePassword,
    language: record.language,
  });
  return sessionViewOf(deps.keeper.current()!);
}

export function currentSession(deps: OperatorDeps): Session | null {
  const live = deps.keeper.current();
  return live ? { operatorId: live.operatorId, role: live.role } : null;
}

export function currentSessionView(deps: OperatorDeps): SessionView | null {
  const live = deps.keeper.current();
  return live ? sessionViewOf(live) : null;
}

/** Adds `listener` to `set`; returns the function that takes it out again. */
export function subscribe<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
