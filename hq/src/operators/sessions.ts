import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleSessionView } from '../../console-api/operators';
import type { HqRole } from '../../console-api/roles';
import type { Queryable } from '../db/db';
import type { ConsoleDeps } from './console-deps';

/*
 * Console sessions, in the database (D101): the browser holds a random token in an HttpOnly
 * cookie; head office keeps only its SHA-256, the operator, and when it was made and last used.
 * Each request reads them again, with the operator's current role and state, so a deactivated
 * operator or a changed role takes effect at the next request on every instance.
 */

const TOKEN_BYTES = 32;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for an operator who has just proved who they are; returns its token. */
export async function openSession(
  deps: ConsoleDeps,
  q: Queryable,
  operatorId: string,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const now = deps.now();
  await q.query(
    `INSERT INTO console_sessions (token_hash, operator_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [hashToken(token), operatorId, now, new Date(now.getTime() + deps.limits.lifetimeMs)],
  );
  return token;
}

export interface LiveSession extends ConsoleSessionView {
  tokenHash: string;
}

interface SessionRow {
  token_hash: string;
  operator_id: string;
  display_name: string;
  role: HqRole;
  must_change_password: boolean;
  active: boolean;
  last_seen_at: Date;
  expires_at: Date;
}

/** Sessions are marked used at most this often: a page's requests then cost one write, not ten. */
const TOUCH_EVERY_MS = 15_000;

/**
 * The session a token opens, or why not: `none` (no such token: never signed in, or signed out),
 * `ended` (idle too long, past its lifetime, or its operator deactivated: it is removed).
 */
export async function findSession(
  deps: ConsoleDeps,
  token: string | undefined,
): Promise<LiveSession | 'none' | 'ended'> {
  if (!token) return 'none';
  const tokenHash = hashToken(token);
  const [row] = await deps.db.query<SessionRow>(
    `SELECT s.token_hash, s.operator_id, o.display_name, o.role, o.must_change_password, o.active,
            s.last_seen_at, s.expires_at
       FROM console_sessions s JOIN console_operators o USING (operator_id)
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  if (!row) return 'none';
  const now = deps.now().getTime();
  const idleEnd = new Date(row.last_seen_at).getTime() + deps.limits.idleMs;
  if (!row.active || now >= idleEnd || now >= new Date(row.expires_at).getTime()) {
    await endSession(deps.db, tokenHash);
    return 'ended';
  }
  if (now - new Date(row.last_seen_at).getTime() >= TOUCH_EVERY_MS) {
    await deps.db.query('UPDATE console_sessions SET last_seen_at = $2 WHERE token_hash = $1', [
      tokenHash,
      deps.now(),
    ]);
  }
  return {
    tokenHash,
    operatorId: row.operator_id,
    displayName: row.display_name,
    role: row.role,
    mustChangePassword: row.must_change_password,
  };
}

export async function endSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('DELETE FROM console_sessions WHERE token_hash = $1', [tokenHash]);
}

/** Every session of an operator: deactivated, locked out, given another role or a new password. */
export async function endSessionsOf(
  q: Queryable,
  operatorId: string,
  except?: string,
): Promise<void> {
  await q.query('DELETE FROM console_sessions WHERE operator_id = $1 AND token_hash <> $2', [
    operatorId,
    except ?? '',
  ]);
}

/** Sessions past their end, removed now and then so the table holds only live ones. */
export async function sweepSessions(deps: ConsoleDeps): Promise<void> {
  const now = deps.now();
  await deps.db.query('DELETE FROM console_sessions WHERE expires_at <= $1 OR last_seen_at <= $2', [
    now,
    new Date(now.getTime() - deps.limits.idleMs),
  ]);
}
