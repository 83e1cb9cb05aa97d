import type {
  NewOperator,
  OperatorLanguage,
  OperatorView,
  RoleChange,
  Session,
  SessionView,
} from '@shared/domain/operators';
import type { IpcError } from '@shared/ipc/define';
import type { Language } from '@shared/i18n/registry';
import { fail, ok, type Result } from '@shared/result';
import { validateNewOperator } from '@shared/schemas/operator-schemas';
import type { OperatorRecord } from '../journal/operators-repo';
import {
  iso,
  managedRequest,
  mayManage,
  operatorView,
  sessionGone,
  sessionViewOf,
  unknownOperator,
  type OperatorDeps,
} from './operator-deps';
import { OPERATOR_REFUSALS, lastAdminRefusal } from './operator-messages';
import type {
  AccountChangeError,
  AlreadySetUp,
  CreateOperatorError,
  LanguageChangeError,
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
export const alreadySetUp: AlreadySetUp = OPERATOR_REFUSALS.alreadySetUp();

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
  const checked = managedRequest(deps, by, validateNewOperator, input);
  if (!checked.ok) return checked;
  const request = checked.value;
  // Said at the id's field (D62), so the form keeps everything else as typed.
  const taken = OPERATOR_REFUSALS.duplicate(request.operatorId);
  const duplicate = { ...taken, fields: [{ path: 'operatorId', message: taken.message }] };
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
  const refused = mayManage(deps, by);
  if (refused) return fail(refused);
  const record = deps.journal.operators.get(operatorId);
  return record ? ok(record) : fail(unknownOperator);
}

/** The operator as the admin's list shows them after a change. */
function reread(deps: OperatorDeps, record: OperatorRecord): OperatorView {
  return operatorView(deps, deps.journal.operators.get(record.operatorId)!);
}

/**
 * D152: enrolled, an admin here may still deactivate an operator head office does not manage
 * (one made here before the enrolment, which head office never took over): nobody else could.
 * Anything else about them, and a reactivation, is head office's, under the same id.
 */
function deactivatable(
  deps: OperatorDeps,
  operatorId: string,
  by: Session,
): Result<OperatorRecord, IpcError<'wrong-role'> | IpcError<'unknown-operator'>> {
  const record = deps.journal.operators.get(operatorId);
  const madeHere = record?.headOfficeVersion === null;
  if (record && madeHere && by.role === 'admin' && deps.headOffice().enrolled) return ok(record);
  return managed(deps, operatorId, by);
}

export function setActive(
  deps: OperatorDeps,
  operatorId: string,
  active: boolean,
  by: Session,
): Result<OperatorView, AccountChangeError> {
  const found = active ? managed(deps, operatorId, by) : deactivatable(deps, operatorId, by);
  if (!found.ok) return found;
  const record = found.value;
  const { journal, keeper } = deps;
  if (!active && record.operatorId === by.operatorId.toLowerCase()) {
    return fail(OPERATOR_REFUSALS.ownAccount());
  }
  const changed = journal.operators.setActive(
    record.operatorId,
    active,
    by.operatorId,
    iso(deps.now()),
  );
  if (changed === 'last-admin') {
    return fail(lastAdminRefusal(record, 'deactivate'));
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
    return fail(lastAdminRefusal(record, 'demote', self));
  }
  // The session's role is what every call is checked against: it must not outlive the change.
  if (changed === 'changed' && keeper.current()?.operatorId === record.operatorId) {
    keeper.end('role-changed');
  }
  return ok(reread(deps, record));
}

/**
 * An admin sets an operator's language (D83). One signed in now words in it from the next screen
 * their window draws after its next status; their own choice in the frame does so at once.
 */
export function setLanguage(
  deps: OperatorDeps,
  { operatorId, language }: OperatorLanguage,
  by: Session,
): Result<OperatorView, LanguageChangeError> {
  const found = managed(deps, operatorId, by);
  if (!found.ok) return found;
  const record = found.value;
  deps.journal.operators.setLanguage(record.operatorId, language, by.operatorId, iso(deps.now()));
  if (deps.keeper.current()?.operatorId === record.operatorId) {
    deps.keeper.languageChanged(language);
  }
  return ok(reread(deps, record));
}

/** The signed-in operator's own language, chosen in the window's frame (D83); audited. */
export function setOwnLanguage(
  deps: OperatorDeps,
  language: Language,
  by: Session,
): Result<SessionView, IpcError<'not-signed-in'>> {
  const { journal, keeper } = deps;
  const live = keeper.current();
  if (live?.operatorId !== by.operatorId) return fail(sessionGone);
  const changed = journal.operators.setLanguage(
    live.operatorId,
    language,
    live.operatorId,
    iso(deps.now()),
  );
  if (changed === 'unknown') return fail(sessionGone);
  keeper.languageChanged(language);
  return ok(sessionViewOf(keeper.current()!));
}
