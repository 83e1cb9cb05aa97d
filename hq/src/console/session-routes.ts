import type { FastifyInstance } from 'fastify';
import type { ConsoleState } from '../../console-api/operators';
import { CONSOLE_API } from '../../console-api/paths';
import type { ConsoleDeps } from '../operators/console-deps';
import { endSession } from '../operators/sessions';
import { needsFirstAdmin } from '../operators/setup-code';
import { changeOwnPassword, createFirstAdmin, signIn } from '../operators/sign-in';
import { refuse, sessionOf } from './access';
import { clearSessionCookie, setSessionCookie } from './cookie';

/** Signing in and out, the first admin, and one's own password. */
export function sessionRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  app.get(`${CONSOLE_API}/session`, { config: { access: 'public' } }, async (request) => {
    const live = request.consoleSession;
    const state: ConsoleState = {
      session: live
        ? {
            operatorId: live.operatorId,
            displayName: live.displayName,
            role: live.role,
            mustChangePassword: live.mustChangePassword,
          }
        : null,
      needsFirstAdmin: await needsFirstAdmin(deps),
    };
    return state;
  });

  app.post(`${CONSOLE_API}/session`, { config: { access: 'public' } }, async (request, reply) => {
    const result = await signIn(deps, request.body);
    if (!result.ok) return refuse(reply, result.error);
    if (request.consoleSession) await endSession(deps.db, request.consoleSession.tokenHash);
    setSessionCookie(request, reply, result.value.token);
    return result.value.session;
  });

  app.delete(
    `${CONSOLE_API}/session`,
    { config: { access: 'signed-in' } },
    async (request, reply) => {
      await endSession(deps.db, sessionOf(request).tokenHash);
      clearSessionCookie(request, reply);
      return { signedOut: true };
    },
  );

  app.post(
    `${CONSOLE_API}/first-admin`,
    { config: { access: 'public' } },
    async (request, reply) => {
      const result = await createFirstAdmin(deps, request.body);
      if (!result.ok) return refuse(reply, result.error);
      setSessionCookie(request, reply, result.value.token);
      return result.value.session;
    },
  );

  app.post(
    `${CONSOLE_API}/own-password`,
    { config: { access: 'signed-in' } },
    async (request, reply) => {
      const result = await changeOwnPassword(deps, sessionOf(request), request.body);
      return result.ok ? result.value : refuse(reply, result.error);
    },
  );
}
