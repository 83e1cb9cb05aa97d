import type { AppliedOperatorChange } from '../journal/head-office-operators-repo';
import type { OperatorDeps } from './operator-deps';

/*
 * D115: what head office's changes to the operators mean for the session signed in here. The
 * changes themselves are applied by the journal (head-office-operators-repo.ts), at the contact
 * that brought them.
 */

/**
 * Signs out at once an operator head office deactivated, gave another role or a new password:
 * their session must not outlive the account it was opened for.
 */
export function headOfficeApplied(
  deps: OperatorDeps,
  applied: readonly AppliedOperatorChange[],
): void {
  const live = deps.keeper.current();
  if (!live) return;
  const mine = applied.filter(
    (a) => a.applied && a.change.operatorId === live.operatorId.toLowerCase(),
  );
  const last = mine.at(-1)?.change;
  if (!last) return;
  if (!last.active || mine.some((a) => a.change.action === 'password-set')) {
    deps.keeper.end('head-office');
  } else if (last.role !== live.role) {
    deps.keeper.end('role-changed');
  }
}
