import type { ConsoleRefusal } from '../../console-api/answers';
import {
  firstAdminSchema,
  ownPasswordSchema,
  signInSchema,
  type ConsoleSessionView,
} from '../../console-api/operators';
import { fail, ok, type Result } from '../../../shared/result';
import {
  recordEvent,
  refusal,
  whenValid,
  type ConsoleDeps,
  type OperatorRow,
} from './console-deps';
import { decoyHash, hashPassword, verifyPassword } from '../../protocol/password-hash';
import { endSessionsOf, openSession, type LiveSession } from './sessions';
import { hashSetupCode } from './setup-code';
import { oneAttemptAtATime } from './attempts';

/*
 * Signing in to the console, the first admin's set-up, and one's own password (D101). A wrong
 * password is counted in the database in one statement, so instances sharing it count together;
 * at the limit the account is locked for a while and an admin can lift it.
 */

export interface SignedIn {
  token: string;
  session: ConsoleSessionView;
}

/**
 * A wrong password's answer, alike for an id that exists, one deactivated and one that is no
 * operator's (D156): the lockout is said, never counted down, since a count would be given only
 * for an id that exists and so tell anyone which ids are head office's operators.
 */
function badCredentials(limits: ConsoleDeps['limits']): ConsoleRefusal {
  const minutes = Math.round(limits.lockoutMs / 60_000);
  return refusal(
    'bad-credentials',
    `The operator id or the password is wrong. Type them again. ${limits.maxFailedAttempts} wrong passwords in a row lock an account for ${minutes} minutes.`,
  );
}

/** Serialises the first admin's set-up across instances: one of two at once wins. */
const FIRST_ADMIN_LOCK = 7_204_119;

function lockedOut(until: Date): ConsoleRefusal {
  return refusal(
    'locked-out',
    `Too many wrong passwords: this account is locked until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC. A head-office admin can unlock it sooner.`,
  );
}

function sessionView(row: OperatorRow): ConsoleSessionView {
  return {
    operatorId: row.operator_id,
    displayName: row.display_name,
    role: row.role,
    mustChangePassword: row.must_change_password,
  };
}

export function signIn(
  deps: ConsoleDeps,
  input: unknown,
): Promise<Result<SignedIn, ConsoleRefusal>> {
  return whenValid(signInSchema, input, (request) => {
    const operatorId = request.operatorId.trim().toLowerCase();
    return oneAttemptAtATime(operatorId, () => attemptSignIn(deps, operatorId, request.password));
  });
}

async function attemptSignIn(
  deps: ConsoleDeps,
  operatorId: string,
  password: string,
): Promise<Result<SignedIn, ConsoleRefusal>> {
  const [row] = await deps.db.query<OperatorRow>(
    'SELECT * FROM console_operators WHERE operator_id = $1',
    [operatorId],
  );
  const now = deps.now();
  if (row?.locked_until && row.locked_until.getTime() > now.getTime()) {
    return fail(lockedOut(row.locked_until));
  }
  // An unknown or deactivated id costs what a known one costs, and is answered alike.
  const verdict = await verifyPassword(password, row?.password_hash ?? decoyHash(deps.scrypt));
  if (!row || !row.active) {
    await recordEvent(deps.db, now, null, 'session.sign-in-refused', { operatorId });
    return fail(badCredentials(deps.limits));
  }
  if (verdict !== 'match') return fail(await countFailure(deps, operatorId));
  return deps.db.transaction(async (tx): Promise<Result<SignedIn, ConsoleRefusal>> => {
    // D149: the lock read again where the success is recorded: guesses another instance counted
    // while this password was hashed win, and a deactivation meanwhile too.
    const [still] = await tx.query<Pick<OperatorRow, 'locked_until' | 'active'>>(
      'SELECT locked_until, active FROM console_operators WHERE operator_id = $1 FOR UPDATE',
      [operatorId],
    );
    if (still?.locked_until && still.locked_until.getTime() > now.getTime()) {
      return fail(lockedOut(still.locked_until));
    }
    if (!still?.active) return fail(badCredentials(deps.limits));
    await tx.query(
      'UPDATE console_operators SET failed_attempts = 0, locked_until = NULL WHERE operator_id = $1',
      [operatorId],
    );
    await recordEvent(tx, now, operatorId, 'session.signed-in');
    const token = await openSession(deps, tx, operatorId);
    return ok({ token, session: sessionView(row) });
  });
}

/** One more wrong password, counted in one statement; at the limit the account locks. */
async function countFailure(deps: ConsoleDeps, operatorId: string): Promise<ConsoleRefusal> {
  const now = deps.now();
  const { maxFailedAttempts, lockoutMs } = deps.limits;
  const [row] = await deps.db.query<{ failed_attempts: number; locked_until: Date | null }>(
    `UPDATE console_operators
        SET failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
            locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz ELSE locked_until END
      WHERE operator_id = $1
      RETURNING failed_attempts, locked_until`,
    [operatorId, maxFailedAttempts, new Date(now.getTime() + lockoutMs)],
  );
  await recordEvent(deps.db, now, operatorId, 'session.wrong-password');
  if (row?.locked_until && row.locked_until.getTime() > now.getTime()) {
    await recordEvent(deps.db, now, operatorId, 'operator.locked-out');
    await endSessionsOf(deps.db, operatorId);
    return lockedOut(row.locked_until);
  }
  return badCredentials(deps.limits);
}

/**
 * The first admin, made with the set-up code head office printed: only while no operator exists,
 * and only with a code that is known and not expired. Signed in at once.
 */
export function createFirstAdmin(
  deps: ConsoleDeps,
  input: unknown,
): Promise<Result<SignedIn, ConsoleRefusal>> {
  return whenValid(firstAdminSchema, input, async ({ code, operatorId, displayName, password }) => {
    const passwordHash = await hashPassword(password, deps.scrypt);
    const now = deps.now();
    return deps.db.transaction(async (tx): Promise<Result<SignedIn, ConsoleRefusal>> => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK]);
      const [any] = await tx.query('SELECT 1 FROM console_operators LIMIT 1');
      if (any) {
        return fail(
          refusal(
            'setup-done',
            'The first admin exists already: sign in, or ask a head-office admin for an account.',
          ),
        );
      }
      const [known] = await tx.query(
        'DELETE FROM console_setup_codes WHERE code_hash = $1 AND expires_at > $2 RETURNING 1',
        [hashSetupCode(code), now],
      );
      if (!known) {
        const message =
          'This set-up code is not one head office issued, or it has expired. Type it again as printed, or restart head office for a new one.';
        return fail(refusal('setup-code', message, [{ path: 'code', message }]));
      }
      await tx.query('DELETE FROM console_setup_codes');
      await tx.query(
        `INSERT INTO console_operators (operator_id, display_name, role, password_hash,
           must_change_password, created_at, updated_at)
         VALUES ($1, $2, 'hq-admin', $3, false, $4, $4)`,
        [operatorId, displayName, passwordHash, now],
      );
      await recordEvent(tx, now, operatorId, 'operator.first-admin', { operatorId, displayName });
      const token = await openSession(deps, tx, operatorId);
      return ok({
        token,
        session: { operatorId, displayName, role: 'hq-admin', mustChangePassword: false },
      });
    });
  });
}

/**
 * The signed-in operator's new password. A wrong current password counts towards the lockout as
 * at sign-in (whoever finds a session left open must not guess without limit); the operator's
 * other sessions end.
 */
export function changeOwnPassword(
  deps: ConsoleDeps,
  session: LiveSession,
  input: unknown,
): Promise<Result<ConsoleSessionView, ConsoleRefusal>> {
  return whenValid(ownPasswordSchema(session.operatorId), input, (request) =>
    oneAttemptAtATime(session.operatorId, () => changeOnce(deps, session, request)),
  );
}

async function changeOnce(
  deps: ConsoleDeps,
  session: LiveSession,
  request: { currentPassword: string; newPassword: string },
): Promise<Result<ConsoleSessionView, ConsoleRefusal>> {
  const [row] = await deps.db.query<OperatorRow>(
    'SELECT * FROM console_operators WHERE operator_id = $1',
    [session.operatorId],
  );
  if (!row) return fail(refusal('session-ended', 'Your session has ended: sign in again.'));
  // D149: a lock that a wrong guess queued before this one set ended this session too.
  if (row.locked_until && row.locked_until.getTime() > deps.now().getTime()) {
    return fail(lockedOut(row.locked_until));
  }
  const verdict = await verifyPassword(request.currentPassword, row.password_hash);
  if (verdict !== 'match') {
    const wrong = await countFailure(deps, session.operatorId);
    return fail({ ...wrong, fields: [{ path: 'currentPassword', message: wrong.message }] });
  }
  const passwordHash = await hashPassword(request.newPassword, deps.scrypt);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE console_operators SET password_hash = $2, must_change_password = false,
         failed_attempts = 0, updated_at = $3 WHERE operator_id = $1`,
      [session.operatorId, passwordHash, now],
    );
    await endSessionsOf(tx, session.operatorId, session.tokenHash);
    await recordEvent(tx, now, session.operatorId, 'operator.password-changed');
  });
  return ok({ ...sessionView(row), mustChangePassword: false });
}
