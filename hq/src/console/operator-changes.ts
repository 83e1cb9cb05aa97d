import type { FastifyInstance } from 'fastify';
import { ADMINS } from '../../console-api/roles';
import type { ConsoleDeps, OperatorChange } from '../operators/console-deps';
import { refuse, sessionOf } from './access';

/**
 * An admin's changes to one operator, head office's own or a branch's: a route each at
 * `base/:operatorId/<change>`, answering the changed operator or the step's refusal. Both lists
 * of operators take their changes this one way, so the console's page calls them alike.
 */
export function operatorChangeRoutes<View>(
  app: FastifyInstance,
  deps: ConsoleDeps,
  base: string,
  changes: Readonly<Record<string, OperatorChange<View>>>,
): void {
  for (const [change, step] of Object.entries(changes)) {
    app.post<{ Params: { operatorId: string } }>(
      `${base}/:operatorId/${change}`,
      { config: { access: ADMINS } },
      async (request, reply) => {
        const { operatorId } = request.params;
        const result = await step(deps, sessionOf(request), operatorId, request.body);
        return result.ok ? result.value : refuse(reply, result.error);
      },
    );
  }
}
