import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { validateSignInRequest } from '@shared/schemas/sign-in-schema';
import { CONTENT_SECURITY_POLICY } from '../../electron/main/csp';
import { MESSAGES } from '../../electron/main/ipc/router';
import type { E2eApp, PageGlobals } from './support/e2e-app';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { ipcRequest, rawRequest } from '../support/raw-http';
import { eventually } from './support/page';
import { signInAs } from './support/sign-in';

/*
 * The browser harness's own guard (a per-run key in an HttpOnly SameSite=Strict cookie, its own
 * Host only) and, behind it, the router's checks the app runs too (sender, payload, operation),
 * tried over raw HTTP and from pages, and the strict CSP the page is served with.
 */
const app = useE2eApp();

const KEY_COOKIE = 'remit-desk-harness-key';

function hostOf(e2e: E2eApp): string {
  return new URL(e2e.harness.origin).host;
}

/** The cookie the key URL sets, as a Cookie header. */
async function keyCookie(e2e: E2eApp): Promise<string> {
  const answer = await rawRequest(e2e.harness.origin, {
    path: `/?harness-key=${e2e.harnessKey}`,
    headers: { Host: hostOf(e2e) },
  });
  const setCookie = [answer.headers['set-cookie'] ?? []].flat()[0] ?? '';
  return setCookie.split(';')[0]!;
}

const INVALID_SIGN_IN = { operatorId: 42, role: 'admin' };

function invalidSignInFields() {
  const checked = validateSignInRequest(INVALID_SIGN_IN);
  if (checked.ok) throw new Error('the schema accepts the malformed sign-in');
  return checked.error;
}

describe('the harness guard, over raw HTTP', () => {
  test('the key URL sets an HttpOnly, SameSite=Strict cookie and sends the browser to /', async () => {
    const e2e = app();
    const answer = await rawRequest(e2e.harness.origin, {
      path: `/?harness-key=${e2e.harnessKey}`,
      headers: { Host: hostOf(e2e) },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    const cookie = [answer.headers['set-cookie'] ?? []].flat();
    expect(cookie).toHaveLength(1);
    const [pair, ...attributes] = cookie[0]!.split(';').map((part) => part.trim());
    expect(pair).toBe(`${KEY_COOKIE}=${e2e.harnessKey}`);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);
  });

  test('without the cookie, or with a wrong key, everything answers 403', async () => {
    const e2e = app();
    const host = { Host: hostOf(e2e) };
    const origin = { Origin: e2e.harness.origin };
    const right = e2e.harnessKey;
    const wrongSameLength = right.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const refusals = [
      { path: '/' },
      { path: '/index.html' },
      { path: '/harness/shim.js' },
      { path: '/harness/events?channel=transfers:progress' },
      ipcRequest('app:status', null, { ...host, ...origin }),
      { path: `/?harness-key=${wrongSameLength}` },
      { path: '/?harness-key=' },
      { path: '/', headers: { Cookie: `${KEY_COOKIE}=${wrongSameLength}` } },
      { path: '/', headers: { Cookie: `${KEY_COOKIE}=${right.slice(1)}` } },
      ipcRequest('app:status', null, { Cookie: `${KEY_COOKIE}=`, ...origin }),
    ];
    for (const refused of refusals) {
      const answer = await rawRequest(e2e.harness.origin, {
        ...refused,
        headers: { ...host, ...refused.headers },
      });
      expect(answer.status, `${refused.path} ${JSON.stringify(refused.headers)}`).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).not.toContain(right);
    }
    // The same requests with the cookie go through: the 403s above are the guard's.
    const cookie = await keyCookie(e2e);
    expect(
      (await rawRequest(e2e.harness.origin, { path: '/', headers: { ...host, Cookie: cookie } }))
        .status,
    ).toBe(200);
    const status = await rawRequest(
      e2e.harness.origin,
      ipcRequest('app:status', null, { ...host, ...origin, Cookie: cookie }),
    );
    expect(status.status).toBe(200);
    expect(JSON.parse(status.body)).toMatchObject({ ok: true, value: { environment: 'sandbox' } });
  });

  test('a foreign Host header is refused with 421, cookie or not', async () => {
    const e2e = app();
    const cookie = await keyCookie(e2e);
    const port = new URL(e2e.harness.origin).port;
    for (const host of [
      `evil.example:${port}`,
      `localhost:${port}`,
      'evil.example',
      `127.0.0.1:${Number(port) + 1}`,
    ]) {
      for (const path of ['/', `/?harness-key=${e2e.harnessKey}`]) {
        const answer = await rawRequest(e2e.harness.origin, {
          path,
          headers: { Host: host, Cookie: cookie },
        });
        expect(answer.status, `${host} ${path}`).toBe(421);
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
      const call = await rawRequest(
        e2e.harness.origin,
        ipcRequest('app:status', null, { Host: host, Cookie: cookie, Origin: e2e.harness.origin }),
      );
      expect(call.status).toBe(421);
    }
  });

  test('the right cookie from another origin gets the router’s forbidden-sender', async () => {
    const e2e = app();
    const cookie = await keyCookie(e2e);
    const { port } = new URL(e2e.harness.origin);
    const foreign = [
      'http://evil.example',
      `http://localhost:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      `https://127.0.0.1:${port}`,
      'null',
      'app://remit-desk',
    ];
    for (const origin of [...foreign, undefined]) {
      const answer = await rawRequest(
        e2e.harness.origin,
        ipcRequest('session:sign-in', CLERK, {
          Host: hostOf(e2e),
          Cookie: cookie,
          ...(origin === undefined ? {} : { Origin: origin }),
        }),
      );
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body), String(origin)).toEqual({
        ok: false,
        error: {
          code: 'forbidden-sender',
          message: MESSAGES.forbiddenSender,
          text: { key: 'ipc.forbiddenSender' },
        },
      });
    }
    // Refused before anything ran: nobody was signed in.
    expect(e2e.harness.operators.current()).toBeNull();
    expect(
      e2e.log.filter((entry) => entry.message === 'Refused an IPC call from an untrusted sender.'),
    ).toHaveLength(foreign.length + 1);
  });

  test('a malformed payload answers invalid-request with the field messages', async () => {
    const e2e = app();
    const headers = { Host: hostOf(e2e), Cookie: await keyCookie(e2e), Origin: e2e.harness.origin };
    const answer = await rawRequest(
      e2e.harness.origin,
      ipcRequest('session:sign-in', INVALID_SIGN_IN, headers),
    );
    const expected = invalidSignInFields();
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      error: { code: 'invalid-request', message: expected.message, fields: expected.fields },
    });
    expect(expected.fields.map((f) => f.path).sort()).toEqual(['', 'operatorId', 'password']);

    // A body that is not `{ payload }` JSON never reaches the router.
    for (const body of [
      'not json',
      '{"nopayload":1}',
      JSON.stringify({ payload: 'x'.repeat(300 * 1024) }),
    ]) {
      const refused = await rawRequest(e2e.harness.origin, {
        method: 'POST',
        path: '/harness/ipc/session:sign-in',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body,
      });
      expect(refused.status, body.slice(0, 20)).toBe(400);
    }
    expect(e2e.harness.operators.current()).toBeNull();
  });

  test('an unknown channel answers unknown-operation', async () => {
    const e2e = app();
    const headers = { Host: hostOf(e2e), Cookie: await keyCookie(e2e), Origin: e2e.harness.origin };
    for (const channel of ['transfers:delete-all', 'app:status ', '__proto__', 'constructor']) {
      const answer = await rawRequest(e2e.harness.origin, ipcRequest(channel, null, headers));
      expect(JSON.parse(answer.body), channel).toEqual({
        ok: false,
        error: {
          code: 'unknown-operation',
          message: MESSAGES.unknownOperation,
          text: { key: 'ipc.unknownOperation' },
        },
      });
    }
    // A channel that is not even valid percent-encoding gets the same answer, not a failure.
    const malformed = await rawRequest(e2e.harness.origin, {
      ...ipcRequest('x', null, headers),
      path: '/harness/ipc/%ZZ',
    });
    expect(malformed.status).toBe(200);
    expect(JSON.parse(malformed.body)).toEqual({
      ok: false,
      error: {
        code: 'unknown-operation',
        message: MESSAGES.unknownOperation,
        text: { key: 'ipc.unknownOperation' },
      },
    });
  });

  test('the page is served with the strict CSP header', async () => {
    const e2e = app();
    const headers = { Host: hostOf(e2e), Cookie: await keyCookie(e2e) };
    const page = await rawRequest(e2e.harness.origin, { path: '/', headers });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    // The page Chromium shows came with the same header, and so do its scripts.
    expect(await e2e.documentResponse.headerValue('content-security-policy')).toBe(
      CONTENT_SECURITY_POLICY,
    );
    const src = /<script type="module"[^>]*src="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const script = new URL(src, e2e.harness.origin).pathname;
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await rawRequest(e2e.harness.origin, { path: script, headers });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('the same checks, from pages', () => {
  test('the page cannot read the key: the cookie is HttpOnly and the address no longer has it', async () => {
    const { page, harnessKey } = app();
    const seen = await page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      return { cookie: g.document.cookie, href: g.location.href };
    });
    expect(seen.cookie).toBe('');
    expect(seen.href).not.toContain(harnessKey);
    expect(seen.href).not.toContain('harness-key');
  });

  test('the CSP is in force: no eval, no inline script', async () => {
    const e2e = app();
    e2e.expectConsole(/Content Security Policy/);
    // page.evaluate itself may eval (DevTools allows it): the page's own code runs in a later
    // task, where the page's policy alone decides.
    await e2e.page.evaluate(() => {
      const g = globalThis as unknown as {
        eval: (code: string) => unknown;
        setTimeout: (run: () => void, ms: number) => unknown;
        document: {
          createElement(tag: string): { textContent: string };
          head: { appendChild(node: unknown): void };
        };
        __cspProbe?: { eval: string; inline: boolean };
      };
      g.setTimeout(() => {
        let outcome: string;
        try {
          outcome = g.eval('"evaluated"') === 'evaluated' ? 'ran' : 'odd';
        } catch (error) {
          outcome = (error as Error).name;
        }
        const script = g.document.createElement('script');
        script.textContent = 'globalThis.__inlineRan = true;';
        g.document.head.appendChild(script);
        g.__cspProbe = { eval: outcome, inline: '__inlineRan' in g };
      }, 0);
    });
    const probe = await e2e.page.waitForFunction(
      () => (globalThis as unknown as { __cspProbe?: unknown }).__cspProbe,
    );
    expect(await probe.jsonValue()).toEqual({ eval: 'EvalError', inline: false });
  });

  test('a call without the cookie is refused with 403', async () => {
    const e2e = app();
    e2e.expectConsole(/status of 403/);
    const answer = await e2e.page.evaluate(async () => {
      const response = await fetch('/harness/ipc/app:status', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payload: null }),
      });
      return { status: response.status, text: await response.text() };
    });
    expect(answer).toEqual({
      status: 403,
      text: 'Remit Desk harness: Open the URL printed by `npm run harness`.\n',
    });
  });

  test('a malformed payload and an unknown channel get the router’s answers', async () => {
    const e2e = app();
    const answers = await e2e.page.evaluate(async (invalid) => {
      const signIn = await (globalThis as unknown as PageGlobals).remitDesk.signIn(
        invalid as never,
      );
      const unknown = await fetch('/harness/ipc/transfers:delete-all', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payload: null }),
      });
      return { signIn, unknown: (await unknown.json()) as unknown };
    }, INVALID_SIGN_IN);
    const expected = invalidSignInFields();
    expect(answers).toEqual({
      signIn: {
        ok: false,
        error: { code: 'invalid-request', message: expected.message, fields: expected.fields },
      },
      unknown: {
        ok: false,
        error: {
          code: 'unknown-operation',
          message: MESSAGES.unknownOperation,
          text: { key: 'ipc.unknownOperation' },
        },
      },
    });
  });

  test('a page of another origin on this machine, which gets the cookie, is refused as a sender', async () => {
    const e2e = app();
    await signInAs(e2e.page, CLERK);
    const foreign = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Another site on this machine</title>');
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    const foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
    const other = await e2e.context.newPage();
    try {
      await other.goto(foreignOrigin);
      // 127.0.0.1 on another port is the same site, so the SameSite=Strict cookie goes along: the
      // router's sender check is what stops it.
      const delivered = await other.evaluate(async (target) => {
        try {
          await fetch(`${target}/harness/ipc/session:sign-out`, {
            method: 'POST',
            mode: 'no-cors',
            credentials: 'include',
            headers: { 'Content-Type': 'text/plain' },
            body: JSON.stringify({ payload: null }),
          });
          return 'answer delivered';
        } catch (error) {
          return (error as Error).name;
        }
      }, e2e.harness.origin);
      // Cross-Origin-Resource-Policy: same-origin keeps even the opaque answer from that page.
      expect(delivered).toBe('TypeError');
      await eventually(() =>
        e2e.log.some(
          (entry) =>
            entry.message === 'Refused an IPC call from an untrusted sender.' &&
            entry.details?.origin === foreignOrigin &&
            entry.details.channel === 'session:sign-out',
        ),
      ).toBe(true);
      expect(e2e.harness.operators.current()).toEqual({
        operatorId: CLERK.operatorId,
        role: 'clerk',
      });
    } finally {
      await other.close();
      foreign.closeAllConnections();
      await new Promise<void>((resolve) => foreign.close(() => resolve()));
    }
  });
});
