import type { FastifyInstance } from 'fastify';
import { CONSOLE_API } from '../../console-api/paths';
import { ADMINS } from '../../console-api/roles';
import type { ConsoleDeps } from '../operators/console-deps';
import { listPublishedSettings, publishSetting } from '../settings/published-settings';
import { refuse, sessionOf } from './access';

/** The settings head office publishes to the branches (D126), for head-office admins. */
export function settingsRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const admins = { config: { access: ADMINS } };
  const base = `${CONSOLE_API}/settings`;

  app.get(base, admins, () => listPublishedSettings(deps));

  app.post(base, admins, async (request, reply) => {
    const result = await publishSetting(deps, sessionOf(request), request.body);
    return result.ok ? result.value : refuse(reply, result.error);
  });
}
