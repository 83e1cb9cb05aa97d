import { createFirstAdmin } from '../../../electron/main/environment/first-admin';
import type { NewOperator } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';
import type { Harness } from '../../../scripts/harness/harness-server';
import { choseOwnPassword } from '../../support/first-password';
import { operatorsOf } from '../../support/operators';

/*
 * The operators of the e2e workstation. The first-launch test creates them through the screens;
 * the other files put them in through the operator service, which the first-launch test has
 * already shown to be what the screens do, and sign in through the screens.
 */
export const { ADMIN, CLERK, SUPERVISOR, COMPLIANCE, AUDITOR } = operatorsOf({
  ADMIN: ['admin', 'admin.amina', 'Amina Mohamed', 'maize harvest lantern 42'],
  CLERK: ['clerk', 'clerk.brian', 'Brian Otieno', 'river stone basket 77'],
  SUPERVISOR: ['supervisor', 'super.grace', 'Grace Njeri', 'copper kettle morning 19'],
  COMPLIANCE: ['compliance', 'comp.halima', 'Halima Yusuf', 'ledger cedar monsoon 58'],
  AUDITOR: ['auditor', 'audit.joseph', 'Joseph Mutua', 'granite pelican autumn 26'],
});

/** Someone of every role, by role. */
export const PEOPLE = {
  admin: ADMIN,
  clerk: CLERK,
  supervisor: SUPERVISOR,
  compliance: COMPLIANCE,
  auditor: AUDITOR,
} as const satisfies Record<Role, NewOperator>;

/** Someone of every role, created as on first launch (the admin first); nobody stays signed in. */
export async function seedOperators(harness: Harness): Promise<void> {
  const { operators, services } = harness;
  const admin = await createFirstAdmin({ operators, services }, ADMIN);
  if (!admin.ok) throw new Error(`seeding the admin: ${admin.error.message}`);
  const by = { operatorId: ADMIN.operatorId, role: ADMIN.role };
  for (const operator of [CLERK, SUPERVISOR, COMPLIANCE, AUDITOR]) {
    const created = await harness.operators.create(operator, by);
    if (!created.ok) throw new Error(`seeding ${operator.operatorId}: ${created.error.message}`);
    choseOwnPassword(services.journal, operator.operatorId);
  }
  harness.operators.signOut();
}

/** D114: the second supervisor, who checks a closing at the first one's desk. */
export const { CHECKER } = operatorsOf({
  CHECKER: ['supervisor', 'super.samuel', 'Samuel Kato', 'harbour violet thunder 31'],
});

/** Adds the second supervisor, as the admin would, for the files that close a day. */
export async function seedChecker(harness: Harness): Promise<void> {
  const by = { operatorId: ADMIN.operatorId, role: ADMIN.role };
  const created = await harness.operators.create(CHECKER, by);
  if (!created.ok) throw new Error(`seeding ${CHECKER.operatorId}: ${created.error.message}`);
  choseOwnPassword(harness.services.journal, CHECKER.operatorId);
}
