import type { FastifyInstance } from 'fastify';
import { CONSOLE_API } from '../../console-api/paths';
import { ADMINS } from '../../console-api/roles';
import {
  createBranchOperator,
  listBranchOperators,
  setBranchOperatorActive,
  setBranchOperatorPassword,
  setBranchOperatorRole,
  unlockBranchOperator,
} from '../branch-operators/branch-operator-accounts';
import type { ConsoleDeps } from '../operators/console-deps';
import { refuse, sessionOf } from './access';
import { operatorChangeRoutes } from './operator-changes';

/** The branches' operators (D115), for head-office admins. */
export function branchOperatorRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const admins = { config: { access: ADMINS } };
  const base = `${CONSOLE_API}/branch-operators`;

  app.get(base, admins, () => listBranchOperators(deps));

  app.post(base, admins, async (request, reply) => {
    const result = await createBranchOperator(deps, sessionOf(request), request.body);
    return result.ok ? reply.code(201).send(result.value) : refuse(reply, result.error);
  });

  operatorChangeRoutes(app, deps, base, {
    active: setBranchOperatorActive,
    unlock: unlockBranchOperator,
    role: setBranchOperatorRole,
    password: setBranchOperatorPassword,
  });
}
