import type { FastifyInstance } from 'fastify';
import { CONSOLE_API } from '../../console-api/paths';
import type { ConsoleDeps } from '../operators/console-deps';
import {
  createOperator,
  listOperators,
  setOperatorActive,
  setOperatorRole,
  unlockOperator,
} from '../operators/operator-accounts';
import { operatorListRoutes } from './operator-list-routes';

/** Head office's operators, for its admins. */
export function operatorRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  operatorListRoutes(app, deps, `${CONSOLE_API}/operators`, {
    list: listOperators,
    create: createOperator,
    changes: { active: setOperatorActive, unlock: unlockOperator, role: setOperatorRole },
  });
}
