import type { ConsoleRefusal } from '../../console-api/answers';
import {
  activeChangeSchema,
  newOperatorSchema,
  roleChangeSchema,
  type ConsoleOperatorView,
} from '../../console-api/operators';
import { fail, ok, type Result } from '../../../shared/result';
import { operatorIdProblem } from '../../../shared/schemas/operator-schemas';
import type { Queryable } from '../db/db';
import {
  operatorView,
  recordEvent,
  refusal,
  whenValid,
  type ConsoleDeps,
  type OperatorChange,
  type OperatorRow,
} from './console-deps';
import { hashPassword } from '../../protocol/password-hash';
import { endSessionsOf, type LiveSession } from './sessions';

/*
 * A head-office admin's work on the console's operators (D101): add one (who chooses their own
 * password at the first sign-in), deactivate or reactivate, lift a lockout, change a role. The
 * route guard has already checked the role; these check what only the data can tell.
 */

type Answer = Promise<Result<ConsoleOperatorView, ConsoleRefusal>>;
type Change = OperatorChange<ConsoleOperatorView>;

export async function listOperators(deps: ConsoleDeps): Promise<ConsoleOperatorView[]> {
  const rows = await deps.db.query<OperatorRow>(
    'SELECT * FROM console_operators ORDER BY active DESC, display_name, operator_id',
  );
  const now = deps.now();
  return rows.map((row) => operatorView(row, now));
}

export function createOperator(deps: ConsoleDeps, by: LiveSession, input: unknown): Answer {
  return whenValid(
    newOperatorSchema,
    input,
    async ({ operatorId, displayName, role, password }) => {
      const passwordHash = await hashPassword(password, deps.scrypt);
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        const [inserted] = await tx.query<OperatorRow>(
          `INSERT INTO console_operators (operator_id, display_name, role, password_hash,
           must_change_password, created_at, created_by, updated_at)
         VALUES ($1, $2, $3, $4, true, $5, $6, $5)
         ON CONFLICT (operator_id) DO NOTHING RETURNING *`,
          [operatorId, displayName, role, passwordHash, now, by.operatorId],
        );
        if (!inserted) {
          const message = `An operator with the id ${operatorId} exists already: choose another id.`;
          return fail(refusal('operator-exists', message, [{ path: 'operatorId', message }]));
        }
        await recordEvent(tx, now, by.operatorId, 'operator.created', { operatorId, role });
        return ok(operatorView(inserted, now));
      });
    },
  );
}

/** The operator named in a route, locked for the change; a refusal when there is none. */
async function lockedOperator(tx: Queryable, operatorId: string): Promise<OperatorRow | null> {
  if (operatorIdProblem(operatorId) !== null) return null;
  const [row] = await tx.query<OperatorRow>(
    'SELECT * FROM console_operators WHERE operator_id = $1 FOR UPDATE',
    [operatorId],
  );
  return row ?? null;
}

const unknownOperator = (operatorId: string) =>
  refusal(
    'unknown-operator',
    `No head-office operator has the id ${operatorId.slice(0, 40)}: reload the list.`,
  );

/**
 * Whether taking `operatorId` out of the active admins would leave none. Every active admin's row
 * is locked first, so two admins demoting each other at once cannot both succeed.
 */
async function wouldLeaveNoAdmin(tx: Queryable, operatorId: string): Promise<boolean> {
  const admins = await tx.query<{ operator_id: string }>(
    `SELECT operator_id FROM console_operators WHERE role = 'hq-admin' AND active
      ORDER BY operator_id FOR UPDATE`,
  );
  return admins.every((admin) => admin.operator_id === operatorId);
}

const LAST_ADMIN = 'Head office must keep one active head-office admin: make another admin first.';

async function change(
  deps: ConsoleDeps,
  by: LiveSession,
  operatorId: string,
  work: (tx: Queryable, row: OperatorRow, now: Date) => Promise<ConsoleRefusal | null>,
): Answer {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockedOperator(tx, operatorId);
    if (!row) return fail(unknownOperator(operatorId));
    const refused = await work(tx, row, now);
    if (refused) return fail(refused);
    const [after] = await tx.query<OperatorRow>(
      'UPDATE console_operators SET updated_at = $2 WHERE operator_id = $1 RETURNING *',
      [operatorId, now],
    );
    return ok(operatorView(after!, now));
  });
}

export const setOperatorActive: Change = (deps, by, operatorId, input) =>
  whenValid(activeChangeSchema, input, ({ active }) =>
    change(deps, by, operatorId, async (tx, row, now) => {
      if (!active && operatorId === by.operatorId) {
        return refusal('own-account', 'You cannot deactivate your own account: another admin can.');
      }
      if (!active && row.role === 'hq-admin' && (await wouldLeaveNoAdmin(tx, operatorId))) {
        return refusal('last-admin', LAST_ADMIN);
      }
      await tx.query('UPDATE console_operators SET active = $2 WHERE operator_id = $1', [
        operatorId,
        active,
      ]);
      if (!active) await endSessionsOf(tx, operatorId);
      const action = active ? 'operator.reactivated' : 'operator.deactivated';
      await recordEvent(tx, now, by.operatorId, action, { operatorId });
      return null;
    }),
  );

export function unlockOperator(deps: ConsoleDeps, by: LiveSession, operatorId: string): Answer {
  return change(deps, by, operatorId, async (tx, _row, now) => {
    await tx.query(
      'UPDATE console_operators SET failed_attempts = 0, locked_until = NULL WHERE operator_id = $1',
      [operatorId],
    );
    await recordEvent(tx, now, by.operatorId, 'operator.unlocked', { operatorId });
    return null;
  });
}

export const setOperatorRole: Change = (deps, by, operatorId, input) =>
  whenValid(roleChangeSchema, input, ({ role }) =>
    change(deps, by, operatorId, async (tx, row, now) => {
      if (row.role === role) return null;
      if (operatorId === by.operatorId) {
        return refusal('own-account', 'You cannot change your own role: another admin can.');
      }
      if (row.role === 'hq-admin' && row.active && (await wouldLeaveNoAdmin(tx, operatorId))) {
        return refusal('last-admin', LAST_ADMIN);
      }
      await tx.query('UPDATE console_operators SET role = $2 WHERE operator_id = $1', [
        operatorId,
        role,
      ]);
      // What a session may do follows the role: it starts again under the new one.
      await endSessionsOf(tx, operatorId);
      await recordEvent(tx, now, by.operatorId, 'operator.role-changed', {
        operatorId,
        from: row.role,
        to: role,
      });
      return null;
    }),
  );
