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

type Params = { operatorId: string };

/** The branches' operators (D115), for head-office admins. */
export function branchOperatorRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const admins = { config: { access: ADMINS } };
  const base = `${CONSOLE_API}/branch-operators`;

  app.get(base, admins, () => listBranchOperators(deps));

  app.post(base, admins, async (request, reply) => {
    const result = await createBranchOperator(deps, sessionOf(request), request.body);
    return result.ok ? reply.code(201).send(result.value) : refuse(reply, result.error);
  });

  app.post<{ Params: Params }>(`${base}/:operatorId/active`, admins, async (request, reply) => {
    const { operatorId } = request.params;
    const result = await setBranchOperatorActive(
      deps,
      sessionOf(request),
      operatorId,
      request.body,
    );
    return result.ok ? result.value : refuse(reply, result.error);
  });

  app.post<{ Params: Params }>(`${base}/:operatorId/unlock`, admins, async (request, reply) => {
    const result = await unlockBranchOperator(deps, sessionOf(request), request.params.operatorId);
    return result.ok ? result.value : refuse(reply, result.error);
  });

  app.post<{ Params: Params }>(`${base}/:operatorId/role`, admins, async (request, reply) => {
    const { operatorId } = request.params;
    const result = await setBranchOperatorRole(deps, sessionOf(request), operatorId, request.body);
    return result.ok ? result.value : refuse(reply, result.error);
  });

  app.post<{ Params: Params }>(`${base}/:operatorId/password`, admins, async (request, reply) => {
    const { operatorId } = request.params;
    const body = request.body;
    const result = await setBranchOperatorPassword(deps, sessionOf(request), operatorId, body);
    return result.ok ? result.value : refuse(reply, result.error);
  });
}
