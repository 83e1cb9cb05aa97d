import type { ConsoleRefusal, ConsoleRefusalCode } from '../../console-api/answers';
import type { ConsoleOperatorView } from '../../console-api/operators';
import type { HqRole } from '../../console-api/roles';
import type { Schema } from 'yup';
import { fail, type Result } from '../../../shared/result';
import { validateWithSchema, type FieldProblem } from '../../../shared/schemas/invalid-input';
import type { Db, Queryable } from '../db/db';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from '../../protocol/password-hash';
import type { LiveSession } from './sessions';

/**
 * What the console's operator steps work with (D101): the database, the clock, the scrypt cost of
 * new hashes, and the limits. Built once per server; nothing here is kept between requests, so
 * several instances serve one database.
 */
export interface ConsoleDeps {
  db: Db;
  now: () => Date;
  scrypt: ScryptParams;
  limits: ConsoleLimits;
}

export interface ConsoleLimits {
  /** A session ends after this long without a request. */
  idleMs: number;
  /** And this long after sign-in, whatever happens. */
  lifetimeMs: number;
  /** Wrong passwords in a row before sign-in is refused for `lockoutMs`. */
  maxFailedAttempts: number;
  lockoutMs: number;
  /** How long a first admin's set-up code stays good. */
  setupCodeMs: number;
}

const MINUTE = 60_000;

/** The workstation's defaults (electron/main/operators/operator-service.ts), for the same people. */
export const CONSOLE_LIMITS: Readonly<ConsoleLimits> = Object.freeze({
  idleMs: 15 * MINUTE,
  lifetimeMs: 12 * 60 * MINUTE,
  maxFailedAttempts: 5,
  lockoutMs: 15 * MINUTE,
  setupCodeMs: 24 * 60 * MINUTE,
});

export function consoleDeps(
  db: Db,
  now: () => Date,
  overrides: Partial<ConsoleDeps> = {},
): ConsoleDeps {
  return { db, now, scrypt: DEFAULT_SCRYPT_PARAMS, limits: CONSOLE_LIMITS, ...overrides };
}

/** An operator's row as the queries read it. */
export interface OperatorRow {
  operator_id: string;
  display_name: string;
  role: HqRole;
  password_hash: string;
  must_change_password: boolean;
  active: boolean;
  failed_attempts: number;
  locked_until: Date | null;
  created_at: Date;
}

export function operatorView(row: OperatorRow, now: Date): ConsoleOperatorView {
  const locked = row.locked_until !== null && row.locked_until.getTime() > now.getTime();
  return {
    operatorId: row.operator_id,
    displayName: row.display_name,
    role: row.role,
    active: row.active,
    lockedUntil: locked ? row.locked_until!.toISOString() : null,
    mustChangePassword: row.must_change_password,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function refusal(
  code: ConsoleRefusalCode,
  message: string,
  fields?: FieldProblem[],
): ConsoleRefusal {
  return fields ? { code, message, fields } : { code, message };
}

/** A refusal of a form's fields, as `validateWithSchema` found them. */
export function invalid(problem: { message: string; fields: FieldProblem[] }): ConsoleRefusal {
  return refusal('invalid', problem.message, problem.fields);
}

/**
 * A console step's request checked by its schema (the one the console's form checks it with), then
 * `step` on the checked values; refused naming its fields before anything is read or written.
 */
export async function whenValid<Request, Value>(
  schema: Schema<Request>,
  input: unknown,
  step: (request: Request) => Promise<Result<Value, ConsoleRefusal>>,
): Promise<Result<Value, ConsoleRefusal>> {
  const checked = validateWithSchema(schema, input);
  return checked.ok ? step(checked.value) : fail(invalid(checked.error));
}

/**
 * An admin's change to the operator a route names (a head-office operator or a branch's): who
 * acts, the operator's id from the path and the request's body. The routes take each step alike.
 */
export type OperatorChange<View> = (
  deps: ConsoleDeps,
  by: LiveSession,
  operatorId: string,
  input: unknown,
) => Promise<Result<View, ConsoleRefusal>>;

/** Records what an operator did at the console (append-only). */
export async function recordEvent(
  q: Queryable,
  at: Date,
  operatorId: string | null,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await q.query(
    'INSERT INTO console_events (at, operator_id, action, details) VALUES ($1, $2, $3, $4)',
    [at, operatorId, action, JSON.stringify(details)],
  );
}
