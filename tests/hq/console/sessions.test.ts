import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSOLE_API, CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '../../../hq/console-api/paths';
import { consoleRoutes } from '../../../hq/src/console/console-routes';
import { migrate } from '../../../hq/src/db/migrations';
import { CONSOLE_LIMITS } from '../../../hq/src/operators/console-deps';
import { setupCodeLines } from '../../../hq/src/operators/setup-code';
import { createHqServer } from '../../../hq/src/server';
import {
  ADMIN,
  CHEAP_SCRYPT,
  cookieOf,
  openConsole,
  type ConsoleUnderTest,
} from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { selfSignedCertificate } from '../support/tls-certificate';

/*
 * Console sessions (D101): kept in the database, ended after 15 minutes without a request or 12
 * hours after sign-in whatever happens, and ended by signing out; the cookie Secure under TLS.
 */
describe.each(DATABASE_KINDS)('console sessions on $name', (kind) => {
  let hq: ConsoleUnderTest;
  beforeAll(async () => {
    if (kind.skip) return;
    hq = await openConsole(kind);
    await hq.firstAdmin();
  });
  afterAll(async () => hq?.close());

  const operators = (cookie: string) => hq.get('/operators', cookie);
  const signIn = async () => cookieOf(await hq.signIn(ADMIN.operatorId, ADMIN.password));

  test.skipIf(kind.skip)('a session idle for 15 minutes ends; one in use goes on', async () => {
    const cookie = await signIn();
    for (let i = 0; i < 4; i += 1) {
      hq.clock.advance(14 * 60_000);
      expect((await operators(cookie)).statusCode).toBe(200);
    }
    hq.clock.advance(15 * 60_000);
    const ended = await operators(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'session-ended' });
    expect(String(ended.headers['set-cookie'])).toMatch(/Max-Age=0/);
    // The row is gone: the same token is now simply unknown.
    expect((await operators(cookie)).json()).toMatchObject({ code: 'not-signed-in' });
  });

  test.skipIf(kind.skip)('a session in use still ends 12 hours after sign-in', async () => {
    const cookie = await signIn();
    for (let minutes = 0; minutes < 12 * 60 - 10; minutes += 10) {
      hq.clock.advance(10 * 60_000);
      expect((await operators(cookie)).statusCode).toBe(200);
    }
    hq.clock.advance(10 * 60_000);
    expect((await operators(cookie)).json()).toMatchObject({ code: 'session-ended' });
  });

  test.skipIf(kind.skip)('signing out ends the session on every instance', async () => {
    const cookie = await signIn();
    const out = await hq.call({ method: 'DELETE', url: `${CONSOLE_API}/session`, cookie });
    expect(out.statusCode).toBe(200);
    expect((await operators(cookie)).json()).toMatchObject({ code: 'not-signed-in' });
    const rows = await hq.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM console_sessions',
    );
    // Only hashes are kept: no row holds the token the browser has.
    const token = cookie.split('=')[1]!;
    expect(
      rows.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)),
    ).toBe(true);
  });
});

describe('the session cookie under TLS', () => {
  let dir: string;
  let certificate: { tlsCert: string; tlsKey: string };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'remit-hq-tls-'));
    certificate = selfSignedCertificate(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('is Secure, __Host- prefixed, HttpOnly and SameSite=Strict', async () => {
    const opened = await DATABASE_KINDS[0]!.open();
    await migrate(opened.db);
    const deps = { db: opened.db, now: () => new Date() };
    const app = await createHqServer({
      deps,
      routes: [consoleRoutes({ overrides: { scrypt: CHEAP_SCRYPT } })],
      tls: {
        cert: readFileSync(certificate.tlsCert, 'utf8'),
        key: readFileSync(certificate.tlsKey, 'utf8'),
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const lines = await setupCodeLines({ ...deps, limits: CONSOLE_LIMITS }, 'https://x/console/');
    const code = /code ([A-Z0-9-]{19})/.exec(lines.join(' '))![1]!;
    const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
    try {
      const answer = await request(`https://127.0.0.1:${port}${CONSOLE_API}/first-admin`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json', [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE },
        body: JSON.stringify({ code, ...ADMIN }),
      });
      expect(answer.statusCode).toBe(200);
      const cookie = String(answer.headers['set-cookie']);
      expect(cookie).toMatch(
        /^__Host-remit-hq-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
      );
      await answer.body.dump();
      const state = await request(`https://127.0.0.1:${port}${CONSOLE_API}/session`, {
        dispatcher,
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(
        ((await state.body.json()) as { session: { operatorId: string } }).session.operatorId,
      ).toBe(ADMIN.operatorId);
    } finally {
      await dispatcher.close();
      await app.close();
      await opened.drop();
    }
  });
});
