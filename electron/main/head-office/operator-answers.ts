import { operatorIdProblem } from '@shared/schemas/operator-schemas';
import { isRole } from '@shared/domain/roles';
import type {
  BranchOperatorChange,
  OperatorPasswordAnswer,
  OperatorsAnswer,
} from '../../../hq/protocol/wire';
import { parseJsonObject } from '../json-object';

/*
 * Head office's operators answer (D115) read as the wire says, each part checked: an answer that
 * is not what head office sends is no answer, never a partial one. Its signature is the caller's
 * to check, with head office's key.
 */

const ACTIONS: readonly unknown[] = [
  'created',
  'deactivated',
  'reactivated',
  'unlocked',
  'role-changed',
  'password-set',
  'password-changed',
];
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
/** What the journal keeps as a password hash: the self-describing scrypt text. */
const VERIFIER =
  /^scrypt\$\d{1,10}\$\d{1,4}\$\d{1,4}\$[A-Za-z0-9+/=]{16,120}\$[A-Za-z0-9+/=]{16,120}$/;

function changeOf(value: unknown): BranchOperatorChange | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  const { version, at, action, operatorId, branchCode, displayName, role, verifier, active } = o;
  const { mustChange } = o;
  if (!isCount(version) || version < 1 || !isInstant(at) || !ACTIONS.includes(action)) return null;
  // D140: an id no operator may have here (head office's own among them) is not one to apply.
  if (typeof operatorId !== 'string' || operatorIdProblem(operatorId) !== null) return null;
  if (typeof branchCode !== 'string' || branchCode === '' || branchCode.length > 16) return null;
  if (typeof displayName !== 'string' || displayName.length < 2 || displayName.length > 60) {
    return null;
  }
  if (!isRole(role) || typeof verifier !== 'string' || !VERIFIER.test(verifier)) return null;
  if (typeof active !== 'boolean' || typeof mustChange !== 'boolean') return null;
  return {
    version,
    at,
    action: action as BranchOperatorChange['action'],
    operatorId,
    branchCode,
    displayName,
    role,
    verifier,
    mustChange,
    active,
  };
}

export function readOperatorsAnswer(body: string): OperatorsAnswer | null {
  const o = parseJsonObject(body);
  if (!o) return null;
  const { workstationId, after, through, at, signature, changes } = o;
  if (typeof workstationId !== 'string' || !isCount(after) || !isCount(through)) return null;
  if (!isInstant(at) || typeof signature !== 'string' || signature.length > 200) return null;
  if (!Array.isArray(changes)) return null;
  const read = changes.map(changeOf);
  if (!read.every((c): c is BranchOperatorChange => c !== null)) return null;
  // In order, each after the version asked for and none past `through`.
  let last = after;
  for (const change of read) {
    if (change.version <= last || change.version > through) return null;
    last = change.version;
  }
  if (through < after) return null;
  return { workstationId, after, through, at, signature, changes: read };
}

/** D121: head office's answer to an operator's own new password, read as the wire says. */
export function readOperatorPasswordAnswer(body: string): OperatorPasswordAnswer | null {
  const o = parseJsonObject(body);
  if (!o) return null;
  const { workstationId, at, signature } = o;
  if (typeof workstationId !== 'string' || !isInstant(at)) return null;
  if (typeof signature !== 'string' || signature.length > 200) return null;
  const change = changeOf(o.change);
  if (change?.action !== 'password-changed') return null;
  return { workstationId, at, signature, change };
}
