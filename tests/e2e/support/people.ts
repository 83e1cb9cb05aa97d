import { createFirstAdmin } from '../../../electron/main/environment/first-admin';
import type { NewOperator } from '@shared/domain/operators';
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

/** The admin, a clerk and a supervisor, created as on first launch; nobody stays signed in. */
export async function seedOperators(harness: Harness): Promise<void> {
  const { operators, services } = harness;
  const admin = await createFirstAdmin({ operators, services }, ADMIN);
  if (!admin.ok) throw new Error(`seeding the admin: ${admin.error.message}`);
  const by = { operatorId: ADMIN.operatorId, role: ADMIN.role };
  for (const operator of [CLERK, SUPERVISOR]) {
    const created = await harness.operators.create(operator, by);
    if (!created.ok) throw new Error(`seeding ${operator.operatorId}: ${created.error.message}`);
    choseOwnPassword(services.journal, operator.operatorId);
  }
  harness.operators.signOut();
}
