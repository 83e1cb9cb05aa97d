import type { FastifyInstance } from 'fastify';
import { CONSOLE_API } from '../../console-api/paths';
import { ADMINS } from '../../console-api/roles';
import type { ConsoleDeps } from '../operators/console-deps';
import {
  createOperator,
  listOperators,
  setOperatorActive,
  setOperatorRole,
  unlockOperator,
} from '../operators/operator-accounts';
import { refuse, sessionOf } from './access';

type Params = { operatorId: string };

/** Head office's operators, for its admins. */
export function operatorRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const admins = { config: { access: ADMINS } };
  const base = `${CONSOLE_API}/operators`;

  app.get(base, admins, () => listOperators(deps));

  app.post(base, admins, async (request, reply) => {
    const result = await createOperator(deps, sessionOf(request), request.body);
    return result.ok ? reply.code(201).send(result.value) : refuse(reply, result.error);
  });

  app.post<{ Params: Params }>(`${base}/:operatorId/active`, admins, async (request, reply) => {
    const { operatorId } = request.params;
    const result = await setOperatorActive(deps, sessionOf(request), operatorId, request.body);
    return result.ok ? result.value : refuse(reply, result.error);
  });

  app.post<{ Params: Params }>(`${base}/:operatorId/unlock`, admins, async (request, reply) => {
    const result = await unlockOperator(deps, sessionOf(request), request.params.operatorId);
    return result.ok ? result.value : refuse(reply, result.error);
  });

  app.post<{ Params: Params }>(`${base}/:operatorId/role`, admins, async (request, reply) => {
    const { operatorId } = request.params;
    const result = await setOperatorRole(deps, sessionOf(request), operatorId, request.body);
    return result.ok ? result.value : refuse(reply, result.error);
  });
}
