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
import { operatorChangeRoutes } from './operator-changes';

/** Head office's operators, for its admins. */
export function operatorRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const admins = { config: { access: ADMINS } };
  const base = `${CONSOLE_API}/operators`;

  app.get(base, admins, () => listOperators(deps));

  app.post(base, admins, async (request, reply) => {
    const result = await createOperator(deps, sessionOf(request), request.body);
    return result.ok ? reply.code(201).send(result.value) : refuse(reply, result.error);
  });

  operatorChangeRoutes(app, deps, base, {
    active: setOperatorActive,
    unlock: unlockOperator,
    role: setOperatorRole,
  });
}
