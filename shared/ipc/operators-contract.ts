import type {
  NewOperator,
  OperatorLanguage,
  OperatorView,
  PasswordReset,
  RoleChange,
} from '../domain/operators';
import { op } from './define';

/*
 * The admin's operators: list, create, deactivate, unlock, change a role, reset a password (the
 * operator must then choose a new one before anything else: the session contract's own change).
 */
export const operatorsOperations = {
  listOperators: op<void, OperatorView[]>()('operators:list', 'admin'),
  createOperator: op<NewOperator, OperatorView, 'duplicate-operator'>()(
    'operators:create',
    'admin',
  ),
  setOperatorActive: op<
    { operatorId: string; active: boolean },
    OperatorView,
    'unknown-operator' | 'own-account' | 'last-admin'
  >()('operators:set-active', 'admin'),
  unlockOperator: op<{ operatorId: string }, OperatorView, 'unknown-operator' | 'own-account'>()(
    'operators:unlock',
    'admin',
  ),
  setOperatorRole: op<RoleChange, OperatorView, 'unknown-operator' | 'last-admin'>()(
    'operators:set-role',
    'admin',
  ),
  // D83: the language of an operator's screens and files, audited.
  setOperatorLanguage: op<OperatorLanguage, OperatorView, 'unknown-operator'>()(
    'operators:set-language',
    'admin',
  ),
  resetOperatorPassword: op<PasswordReset, OperatorView, 'unknown-operator' | 'own-account'>()(
    'operators:reset-password',
    'admin',
  ),
};
