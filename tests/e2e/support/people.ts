import { createFirstAdmin } from '../../../electron/main/environment/first-admin';
import type { NewOperator } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';
import type { Harness } from '../../../scripts/harness/harness-server';
import { choseOwnPassword } from '../../support/first-password';

/*
 * The operators of the e2e workstation. The first-launch test creates them through the screens;
 * the other files put them in through the operator service, which the first-launch test has
 * already shown to be what the screens do, and sign in through the screens.
 */
export const ADMIN: NewOperator = {
  operatorId: 'admin.amina',
  displayName: 'Amina Mohamed',
  role: 'admin',
  password: 'maize harvest lantern 42',
};

export const CLERK: NewOperator = {
  operatorId: 'clerk.brian',
  displayName: 'Brian Otieno',
  role: 'clerk',
  password: 'river stone basket 77',
};

export const SUPERVISOR: NewOperator = {
  operatorId: 'super.grace',
  displayName: 'Grace Njeri',
  role: 'supervisor',
  password: 'copper kettle morning 19',
};

export const COMPLIANCE: NewOperator = {
  operatorId: 'comp.halima',
  displayName: 'Halima Yusuf',
  role: 'compliance',
  password: 'ledger cedar monsoon 58',
};

export const AUDITOR: NewOperator = {
  operatorId: 'audit.joseph',
  displayName: 'Joseph Mutua',
  role: 'auditor',
  password: 'granite pelican autumn 26',
};

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
