import type {
  NewOperator,
  OperatorView,
  RoleChange,
  Session,
  SessionView,
} from '@shared/domain/operators';
import type { IpcError } from '@shared/ipc/define';
import { fail, ok, type Result } from '@shared/result';
import { validateNewOperator } from '@shared/schemas/operator-schemas';
import type { OperatorRecord } from '../journal/operators-repo';
import {
  invalidRequest,
  iso,
  mayManage,
  operatorView,
  unknownOperator,
  type OperatorDeps,
} from './operator-deps';
import { OPERATOR_MESSAGES, lastAdminMessage } from './operator-messages';
import type {
  AccountChangeError,
  AlreadySetUp,
  CreateOperatorError,
  ManageOperatorError,
  RoleChangeError,
} from './operator-types';
import { startSession } from './session';

/*
 * The operators' accounts: the first admin's (whose request environment/first-admin.ts checks and
 * settles), the ones an admin creates, and an admin's changes to them. Operators are never
 * deleted, and the workstation always keeps an active admin (checked in the journal's transaction).
 */

/** The first admin exists: no second one is created this way. */
export const alreadySetUp: AlreadySetUp = {
  code: 'already-set-up',
  message: OPERATOR_MESSAGES.alreadySetUp,
};

export function setupNeeded(deps: OperatorDeps): boolean {
  return deps.journal.operators.count() === 0;
}

export async function addFirstAdmin(
  deps: OperatorDeps,
  request: NewOperator,
  alongside?: (at: string) => void,
): Promise<Result<SessionView, AlreadySetUp>> {
  const { journal } = deps;
  const passwordHash = await deps.passwords.hash(request.password, deps.params);
  const at = iso(deps.now());
  const outcome = journal.transaction(() => {
    const created = journal.operators.create(
      { ...request, passwordHash, at, createdBy: null },
      { firstOnly: true },
    );
    if (created === 'created') alongside?.(at);
    return created;
  });
  if (outcome !== 'created') return fail(alreadySetUp);
  const record = journal.operators.get(request.operatorId)!;
  journal.operators.recordSignIn(record.operatorId, at);
  return ok(startSession(deps, record));
}

export async function createOperator(
  deps: OperatorDeps,
  input: unknown,
  by: Session,
): Promise<Result<OperatorView, CreateOperatorError>> {
  const refused = mayManage(by);
  if (refused) return fail(refused);
  const checked = validateNewOperator(input);
  if (!checked.ok) return fail(invalidRequest(checked.error));
  const request = checked.value;
  // Said at the id's field (D62), so the form keeps everything else as typed.
  const message = OPERATOR_MESSAGES.duplicate(request.operatorId);
  const duplicate = {
    code: 'duplicate-operator',
    message,
    fields: [{ path: 'operatorId', message }],
  } as const;
  // Checked before the expensive hash, and again inside the insert's transaction.
  if (deps.journal.operators.get(request.operatorId)) return fail(duplicate);
  const passwordHash = await deps.passwords.hash(request.password, deps.params);
  const outcome = deps.journal.operators.create(
    { ...request, passwordHash, at: iso(deps.now()), createdBy: by.operatorId },
    { firstOnly: false },
  );
  if (outcome !== 'created') return fail(duplicate);
  return ok(operatorView(deps, deps.journal.operators.get(request.operatorId)!));
}

export function listOperators(deps: OperatorDeps): OperatorView[] {
  return deps.journal.operators.all().map((record) => operatorView(deps, record));
}

/** The operator an admin is about to change: refused for a non-admin, or an id nobody has. */
function managed(
  deps: OperatorDeps,
  operatorId: string,
  by: Session,
): Result<OperatorRecord, IpcError<'wrong-role'> | IpcError<'unknown-operator'>> {
  const refused = mayManage(by);
  if (refused) return fail(refused);
  const record = deps.journal.operators.get(operatorId);
  return record ? ok(record) : fail(unknownOperator);
}

/** The operator as the admin's list shows them after a change. */
function reread(deps: OperatorDeps, record: OperatorRecord): OperatorView {
  return operatorView(deps, deps.journal.operators.get(record.operatorId)!);
}

export function setActive(
  deps: OperatorDeps,
  operatorId: string,
  active: boolean,
  by: Session,
): Result<OperatorView, AccountChangeError> {
  const found = managed(deps, operatorId, by);
  if (!found.ok) return found;
  const record = found.value;
  const { journal, keeper } = deps;
  if (!active && record.operatorId === by.operatorId.toLowerCase()) {
    return fail({ code: 'own-account', message: OPERATOR_MESSAGES.ownAccount });
  }
  const changed = journal.operators.setActive(
    record.operatorId,
    active,
    by.operatorId,
    iso(deps.now()),
  );
  if (changed === 'last-admin') {
    return fail({ code: 'last-admin', message: lastAdminMessage(record, 'deactivate') });
  }
  if (!active && keeper.current()?.operatorId === record.operatorId) keeper.end('signed-out');
  return ok(reread(deps, record));
}

export function unlock(
  deps: OperatorDeps,
  operatorId: string,
  by: Session,
): Result<OperatorView, ManageOperatorError> {
  const found = managed(deps, operatorId, by);
  if (!found.ok) return found;
  deps.journal.operators.unlock(found.value.operatorId, by.operatorId, iso(deps.now()));
  return ok(reread(deps, found.value));
}

export function setRole(
  deps: OperatorDeps,
  { operatorId, role }: RoleChange,
  by: Session,
): Result<OperatorView, RoleChangeError> {
  const found = managed(deps, operatorId, by);
  if (!found.ok) return found;
  const record = found.value;
  const { journal, keeper } = deps;
  const changed = journal.operators.setRole(
    record.operatorId,
    role,
    by.operatorId,
    iso(deps.now()),
  );
  if (changed === 'last-admin') {
    const self = record.operatorId === by.operatorId.toLowerCase();
    return fail({ code: 'last-admin', message: lastAdminMessage(record, 'demote', self) });
  }
  // The session's role is what every call is checked against: it must not outlive the change.
  if (changed === 'changed' && keeper.current()?.operatorId === record.operatorId) {
    keeper.end('role-changed');
  }
  return ok(reread(deps, record));
}
