import type { FastifyInstance } from 'fastify';
import type { ConsoleRefusal } from '../../console-api/answers';
import { ADMINS } from '../../console-api/roles';
import type { Result } from '../../../shared/result';
import type { ConsoleDeps, OperatorChange } from '../operators/console-deps';
import type { LiveSession } from '../operators/sessions';
import { refuse, sessionOf } from './access';

/** What an admin does with a list of operators, head office's own or the branches'. */
export interface OperatorListSteps<View> {
  list(deps: ConsoleDeps): Promise<View[]>;
  create(deps: ConsoleDeps, by: LiveSession, input: unknown): Promise<Result<View, ConsoleRefusal>>;
  /** Each change to one operator, by the last part of its path (`active`, `unlock`, …). */
  changes: Readonly<Record<string, OperatorChange<View>>>;
}

/**
 * A list of operators for head-office admins: read at `base`, a new operator posted there, and
 * each change to one at `base/:operatorId/<change>`, answering the operator as it now is or the
 * step's refusal. Both lists take the same routes, so the console's page calls them alike.
 */
export function operatorListRoutes<View>(
  app: FastifyInstance,
  deps: ConsoleDeps,
  base: string,
  steps: OperatorListSteps<View>,
): void {
  const admins = { config: { access: ADMINS } };

  app.get(base, admins, () => steps.list(deps));

  app.post(base, admins, async (request, reply) => {
    const result = await steps.create(deps, sessionOf(request), request.body);
    return result.ok ? reply.code(201).send(result.value) : refuse(reply, result.error);
  });

  for (const [change, step] of Object.entries(steps.changes)) {
    app.post<{ Params: { operatorId: string } }>(
      `${base}/:operatorId/${change}`,
      admins,
      async (request, reply) => {
        const { operatorId } = request.params;
        const result = await step(deps, sessionOf(request), operatorId, request.body);
        return result.ok ? result.value : refuse(reply, result.error);
      },
    );
  }
}
