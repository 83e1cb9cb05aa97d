import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSOLE_API } from '../../../hq/console-api/paths';
import type { HqRole } from '../../../hq/console-api/roles';
import type { Access } from '../../../hq/src/console/access';
import { installAccess } from '../../../hq/src/console/access';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import { createHqServer, type HqRoutes } from '../../../hq/src/server';
import { DATABASE_KINDS } from '../support/databases';
import { openConsole, type ConsoleUnderTest } from '../support/console';

/*
 * Every route of the console's API against every kind of caller (D101): the table below is the
 * whole API with who may call each route. A route added without a line here fails the first test;
 * a line whose rule the server does not enforce fails the others.
 */
const ADMIN_ONLY: readonly HqRole[] = ['hq-admin'];
const READERS: readonly HqRole[] = ['compliance', 'auditor'];

const EXPECTED: Readonly<Record<string, Access>> = {
  'GET /console/api/session': 'public',
  'POST /console/api/session': 'public',
  'DELETE /console/api/session': 'signed-in',
  'POST /console/api/first-admin': 'public',
  'POST /console/api/own-password': 'signed-in',
  'GET /console/api/operators': ADMIN_ONLY,
  'POST /console/api/operators': ADMIN_ONLY,
  'POST /console/api/operators/:operatorId/active': ADMIN_ONLY,
  'POST /console/api/operators/:operatorId/unlock': ADMIN_ONLY,
  'POST /console/api/operators/:operatorId/role': ADMIN_ONLY,
  'GET /console/api/branch-operators': ADMIN_ONLY,
  'POST /console/api/branch-operators': ADMIN_ONLY,
  'POST /console/api/branch-operators/:operatorId/active': ADMIN_ONLY,
  'POST /console/api/branch-operators/:operatorId/unlock': ADMIN_ONLY,
  'POST /console/api/branch-operators/:operatorId/role': ADMIN_ONLY,
  'POST /console/api/branch-operators/:operatorId/password': ADMIN_ONLY,
  'GET /console/api/settings': ADMIN_ONLY,
  'POST /console/api/settings': ADMIN_ONLY,
  'POST /console/api/settings/list-file': ADMIN_ONLY,
  'GET /console/api/transfers': READERS,
  'GET /console/api/transfers.csv': READERS,
  'GET /console/api/flags': READERS,
  'GET /console/api/flags.csv': READERS,
  'GET /console/api/audit': READERS,
  'GET /console/api/audit.csv': READERS,
  'GET /console/api/filter-choices': READERS,
  'GET /console/api/branches': ADMIN_ONLY,
  'POST /console/api/branches': ADMIN_ONLY,
  'GET /console/api/workstations': ADMIN_ONLY,
  'POST /console/api/workstations': ADMIN_ONLY,
  'POST /console/api/workstations/:id/code': ADMIN_ONLY,
  'POST /console/api/workstations/:id/replacement': ADMIN_ONLY,
  'POST /console/api/workstations/:id/revoke': ADMIN_ONLY,
  // D158: every role; an admin reads the bodies without the customers' data.
  'GET /console/api/workstations/:id/refused': ['hq-admin', 'compliance', 'auditor'],
};

const ROLES: readonly HqRole[] = ['hq-admin', 'compliance', 'auditor'];
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe.each(DATABASE_KINDS)('who may call each console route, on $name', (kind) => {
  const routes: { method: string; url: string; access: Access | undefined }[] = [];
  let hq: ConsoleUnderTest;
  const cookies = new Map<HqRole, string>();

  beforeAll(async () => {
    if (kind.skip) return;
    const collect = (app: FastifyInstance) => {
      app.addHook('onRoute', (route: RouteOptions) => {
        if (!route.url.startsWith(CONSOLE_API)) return;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD')
            routes.push({ method, url: route.url, access: route.config?.access });
        }
      });
    };
    hq = await openConsole(kind, {}, [collect]);
    cookies.set('hq-admin', await hq.firstAdmin());
    cookies.set(
      'compliance',
      await hq.operator('compliance', 'cora.compliance', cookies.get('hq-admin')!),
    );
    cookies.set('auditor', await hq.operator('auditor', 'aldo.auditor', cookies.get('hq-admin')!));
  });
  afterAll(async () => hq?.close());

  const call = (
    method: string,
    url: string,
    options: { cookie?: string; noHeader?: boolean } = {},
  ) =>
    hq.call({
      method: method as 'GET',
      url: url.replace(':operatorId', 'cora.compliance').replace(':id', 'no-such-workstation'),
      ...(CHANGES.has(method) ? { payload: {} } : {}),
      ...options,
    });

  test.skipIf(kind.skip)('the table names every route, with the rule the route states', () => {
    const served = Object.fromEntries(routes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(served).toEqual(EXPECTED);
  });

  test.skipIf(kind.skip)('a route that states no rule is refused when registered', async () => {
    const deps = consoleDeps(hq.db, () => hq.clock.now);
    const forgetful: HqRoutes = async (app) => {
      await app.register(async (scope) => {
        installAccess(scope, deps);
        scope.get(`${CONSOLE_API}/forgotten`, () => ({ secret: true }));
      });
    };
    await expect(createHqServer({ deps, routes: [forgetful] })).rejects.toThrow(
      'Console route GET /console/api/forgotten states no access rule.',
    );
  });

  test.skipIf(kind.skip)('without a session, only the public routes answer', async () => {
    for (const [line, access] of Object.entries(EXPECTED)) {
      const [method, url] = line.split(' ') as [string, string];
      const answer = await call(method, url);
      if (access === 'public') expect([line, answer.statusCode]).not.toEqual([line, 401]);
      else expect([line, answer.json().code]).toEqual([line, 'not-signed-in']);
    }
  });

  test.skipIf(kind.skip)('each role reaches its routes and is refused the others', async () => {
    for (const role of ROLES) {
      for (const [line, access] of Object.entries(EXPECTED)) {
        if (access === 'public' || access === 'signed-in' || line.startsWith('DELETE')) continue;
        const [method, url] = line.split(' ') as [string, string];
        const answer = await call(method, url, { cookie: cookies.get(role)! });
        const refused = answer.statusCode === 403 && answer.json().code === 'wrong-role';
        expect([role, line, refused]).toEqual([role, line, !access.includes(role)]);
      }
    }
  });

  test.skipIf(kind.skip)(
    'a change without the console header is refused before anything else',
    async () => {
      const before = await hq.db.query(
        'SELECT operator_id, role, active, updated_at FROM console_operators ORDER BY 1',
      );
      for (const line of Object.keys(EXPECTED)) {
        const [method, url] = line.split(' ') as [string, string];
        if (!CHANGES.has(method)) continue;
        const answer = await call(method, url, {
          cookie: cookies.get('hq-admin')!,
          noHeader: true,
        });
        expect([line, answer.statusCode, answer.json().code]).toEqual([
          line,
          403,
          'missing-console-header',
        ]);
      }
      expect(
        await hq.db.query(
          'SELECT operator_id, role, active, updated_at FROM console_operators ORDER BY 1',
        ),
      ).toEqual(before);
      // The admin is still signed in: the refused sign-out did nothing.
      expect(
        (await call('GET', `${CONSOLE_API}/operators`, { cookie: cookies.get('hq-admin')! }))
          .statusCode,
      ).toBe(200);
    },
  );
});
