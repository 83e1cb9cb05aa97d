import type { FastifyInstance } from 'fastify';
import { CONSOLE_API } from '../../console-api/paths';
import {
  createBranchOperator,
  listBranchOperators,
  setBranchOperatorActive,
  setBranchOperatorPassword,
  setBranchOperatorRole,
  unlockBranchOperator,
} from '../branch-operators/branch-operator-accounts';
import type { ConsoleDeps } from '../operators/console-deps';
import { operatorListRoutes } from './operator-list-routes';

/** The branches' operators (D115), for head-office admins. */
export function branchOperatorRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  operatorListRoutes(app, deps, `${CONSOLE_API}/branch-operators`, {
    list: listBranchOperators,
    create: createBranchOperator,
    changes: {
      active: setBranchOperatorActive,
      unlock: unlockBranchOperator,
      role: setBranchOperatorRole,
      password: setBranchOperatorPassword,
    },
  });
}
