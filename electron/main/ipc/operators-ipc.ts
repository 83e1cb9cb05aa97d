import type { OperationsOf } from '@shared/ipc/contract';
import type { operatorsOperations } from '@shared/ipc/operators-contract';
import { ok } from '@shared/result';
import {
  validateNewOperator,
  validateOperatorActive,
  validateOperatorLanguage,
  validateOperatorRef,
  validatePasswordReset,
  validateRoleChange,
} from '@shared/schemas/operator-schemas';
import type { OperatorService } from '../operators/operator-service';
import type { FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/* The admin's operators, handed to the operator service, which audits each change. */

export interface OperatorsIpcDeps {
  operators: OperatorService;
}

export function operatorsIpc({
  operators,
}: OperatorsIpcDeps): FeatureIpc<OperationsOf<typeof operatorsOperations>> {
  return {
    validators: {
      listOperators: noPayload,
      createOperator: validateNewOperator,
      setOperatorActive: validateOperatorActive,
      unlockOperator: validateOperatorRef,
      setOperatorRole: validateRoleChange,
      setOperatorLanguage: validateOperatorLanguage,
      resetOperatorPassword: validatePasswordReset,
    },
    handlers: {
      listOperators: () => ok(operators.list()),
      createOperator: (request, { session }) => operators.create(request, session),
      setOperatorActive: ({ operatorId, active }, { session }) =>
        operators.setActive(operatorId, active, session),
      unlockOperator: ({ operatorId }, { session }) => operators.unlock(operatorId, session),
      setOperatorRole: (request, { session }) => operators.setRole(request, session),
      setOperatorLanguage: (request, { session }) => operators.setLanguage(request, session),
      resetOperatorPassword: (request, { session }) => operators.resetPassword(request, session),
    },
  };
}
