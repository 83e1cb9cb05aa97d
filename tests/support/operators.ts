import type { NewOperator } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';

/** One test operator: role, operator id, display name, password. */
type OperatorRow = readonly [role: Role, operatorId: string, displayName: string, password: string];

/** The operators a test works with, written as a table, one line each. */
export function operatorsOf<Name extends string>(
  rows: Readonly<Record<Name, OperatorRow>>,
): Record<Name, NewOperator> {
  const operators = {} as Record<Name, NewOperator>;
  for (const name of Object.keys(rows) as Name[]) {
    const [role, operatorId, displayName, password] = rows[name];
    operators[name] = { operatorId, displayName, role, password };
  }
  return operators;
}
