import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CONSOLE_API, CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '../../../hq/console-api/paths';
import type { HqRole } from '../../../hq/console-api/roles';
import { consoleRoutes, type ConsoleOptions } from '../../../hq/src/console/console-routes';
import type { Db } from '../../../hq/src/db/db';
import { migrate } from '../../../hq/src/db/migrations';
import { CONSOLE_LIMITS } from '../../../hq/src/operators/console-deps';
import type { LiveSession } from '../../../hq/src/operators/sessions';
import { setupCodeLines } from '../../../hq/src/operators/setup-code';
import { createHqServer, type HqRoutes } from '../../../hq/src/server';
import type { DatabaseKind } from './databases';
import { registerBranches } from './journal-changes';

/*
 * Head office's console in a test: a fresh database of the kind, migrated, served by Fastify (in
 * process, through inject), with a clock the test moves and scrypt cheap enough to hash often.
 */

/** scrypt at its cheapest: the tests hash dozens of passwords; the cost is tested elsewhere. */
export const CHEAP_SCRYPT = { N: 16, r: 1, p: 1 };

export const ADMIN = {
  operatorId: 'amina.admin',
  displayName: 'Amina Odhiambo',
  password: 'Tide pool lantern 42',
};

/** A signed-in head-office admin, for a test that calls the console's services directly. */
export const ADMIN_SESSION: LiveSession = {
  operatorId: 'amina.admin',
  displayName: 'Amina',
  role: 'hq-admin',
  mustChangePassword: false,
  tokenHash: 'x',
};

export interface ConsoleUnderTest {
  app: FastifyInstance;
  db: Db;
  /** The clock every request reads; move it with `advance`. */
  clock: { now: Date; advance(ms: number): void };
  /** A request as the console's page sends it (the header on changes), with a cookie if given. */
  call(
    options: InjectOptions & { cookie?: string; noHeader?: boolean },
  ): Promise<LightMyRequestResponse>;
  /** `call` to a console API path (`/operators`): a read, and a change with its body. */
  get(path: string, cookie?: string): Promise<LightMyRequestResponse>;
  post(path: string, payload: object, cookie?: string): Promise<LightMyRequestResponse>;
  /** The printed set-up code, made now. */
  setupCode(): Promise<string>;
  /** The first admin made with a set-up code; their session cookie. */
  firstAdmin(): Promise<string>;
  /** An operator of the role, created by the admin, their own password chosen; their cookie. */
  operator(role: HqRole, operatorId: string, adminCookie: string): Promise<string>;
  signIn(operatorId: string, password: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The `name=value` of the Set-Cookie header, for the next request. */
export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error(`No cookie in the answer (${response.statusCode}: ${response.body})`);
  return line.split(';')[0]!;
}

export function passwordOf(operatorId: string): string {
  return `Kettle ${operatorId} river 77`.replaceAll('.', ' ');
}

export async function openConsole(
  kind: DatabaseKind,
  options: ConsoleOptions = {},
  extraRoutes: readonly HqRoutes[] = [],
): Promise<ConsoleUnderTest> {
  const opened = await kind.open();
  await migrate(opened.db);
  await registerBranches(opened.db);
  const clock = {
    now: new Date('2026-11-02T08:00:00.000Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const deps = { db: opened.db, now: () => clock.now };
  const routes = [
    ...extraRoutes,
    consoleRoutes({ ...options, overrides: { scrypt: CHEAP_SCRYPT, ...options.overrides } }),
  ];
  const app = await createHqServer({ deps, routes });
  const call: ConsoleUnderTest['call'] = ({ cookie, noHeader, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        ...(noHeader ? {} : { [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });
  const get = (path: string, cookie?: string) =>
    call({ method: 'GET', url: `${CONSOLE_API}${path}`, cookie });
  const post = (path: string, payload: object, cookie?: string) =>
    call({ method: 'POST', url: `${CONSOLE_API}${path}`, cookie, payload });
  const signIn = (operatorId: string, password: string) =>
    post('/session', { operatorId, password });
  async function setupCode(): Promise<string> {
    const lines = await setupCodeLines({ ...deps, limits: CONSOLE_LIMITS }, 'http://x/console/');
    const code = /code ([A-Z0-9-]{19})/.exec(lines.join(' '))?.[1];
    if (!code) throw new Error(`No set-up code printed: ${lines.join(' ')}`);
    return code;
  }
  return {
    app,
    db: opened.db,
    clock,
    call,
    get,
    post,
    setupCode,
    signIn,
    async firstAdmin() {
      const code = await setupCode();
      const made = await post('/first-admin', { code, ...ADMIN });
      if (made.statusCode !== 200) throw new Error(`First admin refused: ${made.body}`);
      return cookieOf(made);
    },
    async operator(role, operatorId, adminCookie) {
      const first = 'First given 1 password';
      const made = await post(
        '/operators',
        { operatorId, displayName: `Test ${role}`, role, password: first },
        adminCookie,
      );
      if (made.statusCode !== 201) throw new Error(`Operator refused: ${made.body}`);
      const cookie = cookieOf(await signIn(operatorId, first));
      const changed = await post(
        '/own-password',
        { currentPassword: first, newPassword: passwordOf(operatorId) },
        cookie,
      );
      if (changed.statusCode !== 200) throw new Error(`Password change refused: ${changed.body}`);
      return cookie;
    },
    async close() {
      await app.close();
      await opened.drop();
    },
  };
}
