import type { ConsoleRefusal } from '../../console-api/answers';
import {
  branchPasswordSchema,
  branchRoleChangeSchema,
  newBranchOperatorSchema,
  type BranchOperatorView,
} from '../../console-api/branch-operators';
import { activeChangeSchema } from '../../console-api/operators';
import type { BranchOperatorChange } from '../../protocol/wire';
import { fail, ok, type Result } from '../../../shared/result';
import { operatorIdProblem } from '../../../shared/schemas/operator-schemas';
import type { Queryable } from '../db/db';
import { nextPublishedVersion } from '../db/published-versions';
import {
  recordEvent,
  refusal,
  whenValid,
  type ConsoleDeps,
  type OperatorChange,
} from '../operators/console-deps';
import { hashPassword } from '../../protocol/password-hash';
import type { LiveSession } from '../operators/sessions';
import { isUniqueViolation } from '../service-deps';

/*
 * A head-office admin's work on the branches' operators (D115): create one with their branch, role
 * and password (kept only as its scrypt verifier), deactivate or reactivate, unlock, change the
 * role, set a new password. Each change is a new bank-wide version in branch_operator_versions,
 * which is at once its audit and what the branch's workstations fetch.
 */

type Answer = Promise<Result<BranchOperatorView, ConsoleRefusal>>;
type Change = OperatorChange<BranchOperatorView>;
type Action = BranchOperatorChange['action'];

export interface Row {
  operator_id: string;
  branch_code: string;
  display_name: string;
  role: BranchOperatorView['role'];
  verifier: string;
  must_change: boolean;
  active: boolean;
  version: number | string;
  updated_at: Date;
}

export function view(row: Row): BranchOperatorView {
  return {
    operatorId: row.operator_id,
    branchCode: row.branch_code,
    displayName: row.display_name,
    role: row.role,
    active: row.active,
    mustChangePassword: row.must_change,
    version: Number(row.version),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Any number: every change to a branch operator takes it, so versions commit in order. */
const VERSION_LOCK = 7_204_118;

/** The next bank-wide version (D156), under the lock held to the end of the transaction. */
async function nextVersion(tx: Queryable): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [VERSION_LOCK]);
  return nextPublishedVersion(tx, 'branch_operator_versions');
}

/** Who made a change: a head-office admin at the console, or (D121) the operator at a workstation. */
export interface ChangedBy {
  operatorId: string;
  workstationId?: string;
}

/** Writes the operator's row as it now stands as a new version, and the console's event. */
export async function publish(
  tx: Queryable,
  row: Row,
  action: Action,
  by: ChangedBy,
  now: Date,
): Promise<Row> {
  const version = await nextVersion(tx);
  const [after] = await tx.query<Row>(
    `UPDATE branch_operators SET version = $2, updated_at = $3 WHERE operator_id = $1 RETURNING *`,
    [row.operator_id, version, now],
  );
  await tx.query(
    `INSERT INTO branch_operator_versions (version, at, by_operator, by_workstation, action,
       operator_id, branch_code, display_name, role, verifier, must_change, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      version,
      now,
      by.operatorId,
      by.workstationId ?? null,
      action,
      row.operator_id,
      row.branch_code,
      row.display_name,
      row.role,
      row.verifier,
      row.must_change,
      row.active,
    ],
  );
  await recordEvent(tx, now, by.operatorId, `branch-operator.${action}`, {
    operatorId: row.operator_id,
    branchCode: row.branch_code,
    role: row.role,
    version,
    ...(by.workstationId ? { workstationId: by.workstationId } : {}),
  });
  return after!;
}

export async function listBranchOperators(
  deps: Pick<ConsoleDeps, 'db'>,
): Promise<BranchOperatorView[]> {
  const rows = await deps.db.query<Row>(
    'SELECT * FROM branch_operators ORDER BY branch_code, active DESC, display_name, operator_id',
  );
  return rows.map(view);
}

export function createBranchOperator(deps: ConsoleDeps, by: LiveSession, input: unknown): Answer {
  return whenValid(newBranchOperatorSchema, input, async (request) => {
    const { operatorId, branchCode, displayName, role, password } = request;
    // D115: the password becomes a verifier here, once; only the verifier is kept and published.
    // D121: an admin typed it, so the operator chooses their own at the first sign-in.
    const verifier = await hashPassword(password, deps.scrypt);
    const now = deps.now();
    const id = operatorId.toLowerCase();
    try {
      return await deps.db.transaction(async (tx) => {
        const [branch] = await tx.query('SELECT 1 FROM branches WHERE code = $1', [branchCode]);
        if (!branch) {
          const message = `Head office has no branch ${branchCode}: choose one from the list.`;
          return fail(refusal('unknown', message, [{ path: 'branchCode', message }]));
        }
        const [inserted] = await tx.query<Row>(
          `INSERT INTO branch_operators (operator_id, branch_code, display_name, role, verifier,
             must_change, version, created_at, created_by, updated_at)
           VALUES ($1, $2, $3, $4, $5, true, 0, $6, $7, $6) RETURNING *`,
          [id, branchCode, displayName, role, verifier, now, by.operatorId],
        );
        return ok(view(await publish(tx, inserted!, 'created', by, now)));
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = `A branch operator with the id ${id} exists already: choose another id.`;
      return fail(refusal('operator-exists', message, [{ path: 'operatorId', message }]));
    }
  });
}

async function change(
  deps: ConsoleDeps,
  by: LiveSession,
  operatorId: string,
  work: (row: Row) => {
    set: Partial<Pick<Row, 'active' | 'role' | 'verifier' | 'must_change'>>;
    action: Action;
  },
): Answer {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row =
      operatorIdProblem(operatorId) === null
        ? (
            await tx.query<Row>(
              'SELECT * FROM branch_operators WHERE operator_id = lower($1) FOR UPDATE',
              [operatorId],
            )
          )[0]
        : undefined;
    if (!row) {
      return fail(
        refusal(
          'unknown-operator',
          `No branch operator has the id ${operatorId.slice(0, 40)}: reload the list.`,
        ),
      );
    }
    const { set, action } = work(row);
    const next: Row = { ...row, ...set };
    await tx.query(
      `UPDATE branch_operators SET active = $2, role = $3, verifier = $4, must_change = $5
        WHERE operator_id = $1`,
      [row.operator_id, next.active, next.role, next.verifier, next.must_change],
    );
    return ok(view(await publish(tx, next, action, by, now)));
  });
}

export const setBranchOperatorActive: Change = (deps, by, operatorId, input) =>
  whenValid(activeChangeSchema, input, ({ active }) =>
    change(deps, by, operatorId, () => ({
      set: { active },
      action: active ? 'reactivated' : 'deactivated',
    })),
  );

export function unlockBranchOperator(
  deps: ConsoleDeps,
  by: LiveSession,
  operatorId: string,
): Answer {
  return change(deps, by, operatorId, () => ({ set: {}, action: 'unlocked' }));
}

export const setBranchOperatorRole: Change = (deps, by, operatorId, input) =>
  whenValid(branchRoleChangeSchema, input, ({ role }) =>
    change(deps, by, operatorId, () => ({ set: { role }, action: 'role-changed' })),
  );

export const setBranchOperatorPassword: Change = (deps, by, operatorId, input) =>
  whenValid(branchPasswordSchema(operatorId), input, async ({ password }) => {
    const verifier = await hashPassword(password, deps.scrypt);
    // D121: a temporary password the admin passes on: the operator replaces it at the next sign-in.
    return change(deps, by, operatorId, () => ({
      set: { verifier, must_change: true },
      action: 'password-set',
    }));
  });
