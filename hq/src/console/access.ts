import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ConsoleRefusal, ConsoleRefusalCode } from '../../console-api/answers';
import { CONSOLE_API, CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '../../console-api/paths';
import type { HqRole } from '../../console-api/roles';
import type { ConsoleDeps } from '../operators/console-deps';
import { findSession, type LiveSession } from '../operators/sessions';
import { clearSessionCookie, sessionToken } from './cookie';

/**
 * Who may call a console route (D101): anyone (signing in, the first admin), anyone signed in
 * (signing out, one's own password), or the roles listed. Every route under /console/api states
 * one; registering a route without it throws, so it cannot be forgotten.
 */
export type Access = 'public' | 'signed-in' | readonly HqRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    consoleSession: LiveSession | null;
  }
}

const STATUS: Readonly<Record<ConsoleRefusalCode, number>> = {
  invalid: 400,
  'not-signed-in': 401,
  'session-ended': 401,
  'wrong-role': 403,
  'must-change-password': 403,
  'missing-console-header': 403,
  'bad-credentials': 401,
  'locked-out': 403,
  'setup-code': 400,
  'setup-done': 409,
  'operator-exists': 409,
  'unknown-operator': 404,
  'last-admin': 409,
  'own-account': 409,
  'not-found': 404,
  stale: 409,
  exists: 409,
  unknown: 404,
  'not-possible': 409,
};

export function refuse(reply: FastifyReply, refusal: ConsoleRefusal): FastifyReply {
  return reply.code(STATUS[refusal.code]).send(refusal);
}

const READS = new Set(['GET', 'HEAD']);

export function isConsoleApi(url: string): boolean {
  return url === CONSOLE_API || url.startsWith(`${CONSOLE_API}/`);
}

function accessOf(request: FastifyRequest): Access | undefined {
  return request.routeOptions.config.access;
}

async function guard(deps: ConsoleDeps, request: FastifyRequest, reply: FastifyReply) {
  const access = accessOf(request);
  if (access === undefined) return; // not a console route (the page's files)
  // CSRF: a state-changing request must carry the header only the console's script sets.
  if (!READS.has(request.method) && request.headers[CONSOLE_HEADER] !== CONSOLE_HEADER_VALUE) {
    return refuse(reply, {
      code: 'missing-console-header',
      message: `A change must come from the console's page (header ${CONSOLE_HEADER} missing): reload the console.`,
    });
  }
  const found = await findSession(deps, sessionToken(request));
  request.consoleSession = typeof found === 'object' ? found : null;
  if (access === 'public') return;
  if (found === 'none' || found === 'ended') {
    if (found === 'ended') clearSessionCookie(request, reply);
    return refuse(reply, {
      code: found === 'none' ? 'not-signed-in' : 'session-ended',
      message:
        found === 'none'
          ? 'Sign in to the console first.'
          : 'Your session has ended (idle too long, past its lifetime, or your account changed): sign in again.',
    });
  }
  if (found.mustChangePassword && access !== 'signed-in') {
    return refuse(reply, {
      code: 'must-change-password',
      message: 'Choose your own password first: the one you were given is for one sign-in.',
    });
  }
  if (access !== 'signed-in' && !access.includes(found.role)) {
    return refuse(reply, {
      code: 'wrong-role',
      message: `Your role does not allow this: it is for ${access.join(' or ')} operators.`,
    });
  }
}

/**
 * Installs the console's guard on a Fastify scope: every route under /console/api must declare
 * its access, and every request to one is checked for the CSRF header, a live session and the
 * role before its handler runs. Answers are never cached, and pages are never framed.
 */
export function installAccess(app: FastifyInstance, deps: ConsoleDeps): void {
  app.decorateRequest('consoleSession', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isConsoleApi(route.url) && route.config?.access === undefined) {
      throw new Error(
        `Console route ${route.method.toString()} ${route.url} states no access rule.`,
      );
    }
  });
  app.addHook('preHandler', (request, reply) => guard(deps, request, reply));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (accessOf(request) !== undefined) reply.header('cache-control', 'no-store');
  });
}

/** The session the guard found; only called from routes whose access is not public. */
export function sessionOf(request: { consoleSession: LiveSession | null }): LiveSession {
  if (!request.consoleSession) throw new Error('A console route ran without a session.');
  return request.consoleSession;
}
