import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { startSandbox, type Sandbox } from '../../electron/main/sandbox/sandbox';
import { launchChromium } from './support/chromium';

/*
 * The sandbox bank listens on 127.0.0.1, which every page the workstation's browser opens can
 * reach. In Debian's Chromium: a page of another origin on this machine, and a page that reached
 * the sandbox under a name of its own (DNS rebinding), try the service and operator routes. None
 * gets an answer it can use, nothing in the sandbox changes, and the sandbox itself refused each
 * request (it was not the browser that held them back).
 */

/**
 * The rebinding attacker's name. This browser resolves it to a small relay on 127.0.0.1 that
 * serves the attacker's page at `/` and passes every other request to the sandbox untouched, Host
 * header included: what the sandbox receives once the attacker's DNS answers 127.0.0.1, while the
 * page itself comes from this machine as far as Chromium can tell (so its own Local Network
 * Access checks, which would stop a page from the internet, do not stand in for the sandbox's).
 */
const REBOUND_NAME = 'rebound.example';

let browser: Browser;
let relayTarget: Sandbox | null = null;
let relay: Server | undefined;
const cleanUps: (() => unknown)[] = [];

beforeAll(async () => {
  const server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void response.end('<!doctype html><title>A page that rebinds its name</title>');
    }
    const onward = httpRequest(
      {
        host: '127.0.0.1',
        port: relayTarget!.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', () => response.destroy());
    request.pipe(onward);
  });
  relay = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayPort = (server.address() as AddressInfo).port;
  browser = await launchChromium(undefined, [
    `--host-resolver-rules=MAP ${REBOUND_NAME} 127.0.0.1:${relayPort}`,
  ]);
});
afterAll(async () => {
  await browser?.close();
  relay?.closeAllConnections();
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
});
afterEach(async () => {
  while (cleanUps.length > 0) await cleanUps.pop()!();
});

async function sandboxForTest(): Promise<Sandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-desk-e2e-sandbox-'));
  cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const sandbox = await startSandbox({ dataDir, port: 0, rtgsWindow: 'open' });
  cleanUps.push(() => sandbox.close());
  return sandbox;
}

/** Another site on this machine: a plain page on another 127.0.0.1 port. */
async function foreignSite(): Promise<string> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Another site on this machine</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanUps.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  cleanUps.push(() => context.close());
  return context.newPage();
}

function publicKeyPem(): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

/** What the page would try: each an URL path and fetch options, run in the page. */
interface Attempt {
  what: string;
  path: string;
  init: {
    method?: string;
    mode?: 'cors' | 'no-cors';
    headers?: Record<string, string>;
    body?: string;
  };
}

function attempts(sandbox: Sandbox, pem: string): Attempt[] {
  const text = { 'Content-Type': 'text/plain' };
  const json = { 'Content-Type': 'application/json' };
  const credentials = JSON.stringify({
    merchantCode: sandbox.credentials.merchantCode,
    consumerSecret: sandbox.credentials.consumerSecret,
  });
  const fault = JSON.stringify({ route: 'rtgs', fault: 'hang' });
  return [
    {
      what: 'register a key (a simple POST)',
      path: '/sandbox/keys',
      init: { method: 'POST', mode: 'no-cors', headers: text, body: pem },
    },
    {
      what: 'register a key, with the operator token',
      path: '/sandbox/keys',
      init: {
        method: 'POST',
        headers: { ...text, Authorization: `Bearer ${sandbox.operatorToken}` },
        body: pem,
      },
    },
    {
      what: 'set a fault (a simple POST)',
      path: '/sandbox/faults',
      init: { method: 'POST', mode: 'no-cors', headers: text, body: fault },
    },
    {
      what: 'set a fault (JSON)',
      path: '/sandbox/faults',
      init: { method: 'POST', headers: json, body: fault },
    },
    {
      what: 'close the RTGS window',
      path: '/sandbox/rtgs-window',
      init: { method: 'POST', mode: 'no-cors', headers: text, body: '{"mode":"closed"}' },
    },
    { what: 'read the keys', path: '/sandbox/keys', init: {} },
    { what: 'read the books (no-cors)', path: '/sandbox/transactions', init: { mode: 'no-cors' } },
    {
      what: 'get an access token',
      path: SERVICE_PATHS.token,
      init: {
        method: 'POST',
        headers: { ...json, 'Api-Key': sandbox.credentials.apiKey },
        body: credentials,
      },
    },
    {
      what: 'get an access token (a simple POST)',
      path: SERVICE_PATHS.token,
      init: { method: 'POST', mode: 'no-cors', headers: text, body: credentials },
    },
    { what: 'read the purposes', path: SERVICE_PATHS.paymentPurposes, init: {} },
    {
      what: 'send an RTGS (a simple POST)',
      path: SERVICE_PATHS.rtgs,
      init: { method: 'POST', mode: 'no-cors', headers: text, body: '{}' },
    },
  ];
}

/** Runs each attempt in the page: the error's name, or what the page could see of the answer. */
function tryFromPage(page: Page, base: string, tries: Attempt[]) {
  return page.evaluate(
    async ({ base, tries }) =>
      Promise.all(
        tries.map(async ({ path, init }) => {
          try {
            const response = await fetch(base + path, init);
            return {
              type: response.type,
              status: response.status,
              body: response.type === 'opaque' ? '' : await response.text(),
            };
          } catch (error) {
            return { error: (error as Error).name };
          }
        }),
      ),
    { base, tries },
  );
}

/** Read over Node with the token: the sandbox's state, as a trainer would check it. */
async function operatorRead(sandbox: Sandbox, path: string): Promise<unknown> {
  const answer = await fetch(sandbox.url + path, {
    headers: { Authorization: `Bearer ${sandbox.operatorToken}` },
  });
  return ((await answer.json()) as { data: unknown }).data;
}

async function expectUnchanged(sandbox: Sandbox): Promise<void> {
  expect(sandbox.publicKeys()).toEqual([]);
  expect(sandbox.transactions()).toEqual([]);
  expect(await operatorRead(sandbox, '/sandbox/faults')).toEqual([]);
  expect(await operatorRead(sandbox, '/sandbox/rtgs-window')).toEqual({ mode: 'open' });
}

describe('the sandbox bank, in Chromium', () => {
  test('a page of another origin on 127.0.0.1 gets no answer and changes nothing', async () => {
    const sandbox = await sandboxForTest();
    const page = await newPage();
    await page.goto(await foreignSite());
    const tries = attempts(sandbox, publicKeyPem());

    const outcomes = await tryFromPage(page, sandbox.url, tries);

    // Every one failed in the page: refused without CORS headers, and with
    // Cross-Origin-Resource-Policy even a no-cors answer is withheld.
    expect(Object.fromEntries(tries.map((t, i) => [t.what, outcomes[i]]))).toEqual(
      Object.fromEntries(tries.map((t) => [t.what, { error: 'TypeError' }])),
    );
    await expectUnchanged(sandbox);
    // Each request reached the sandbox and was refused there as a web page's (a preflight too).
    expect(sandbox.refusals()).toEqual({
      host: 0,
      'web-page': tries.length,
      'operator-token': 0,
    });
  });

  test('a page that reached 127.0.0.1 under a name of its own (DNS rebinding) is refused', async () => {
    const sandbox = await sandboxForTest();
    relayTarget = sandbox;
    const page = await newPage();
    // The attacker's page, at the name and the port the sandbox answers on.
    const rebound = `http://${REBOUND_NAME}:${sandbox.port}`;
    await page.goto(`${rebound}/`);
    const tries = attempts(sandbox, publicKeyPem());

    // Same-origin for the page now: it can read every answer, so it would see any success.
    const outcomes = await tryFromPage(page, rebound, tries);

    for (const [i, outcome] of outcomes.entries()) {
      expect(outcome, tries[i]!.what).toMatchObject({ type: 'basic', status: 421 });
      expect(JSON.parse((outcome as { body: string }).body), tries[i]!.what).toMatchObject({
        status: false,
        code: 421,
        error_code: 'MISDIRECTED_REQUEST',
      });
    }
    await expectUnchanged(sandbox);
    // Each was refused for its Host before anything else was looked at. (Chromium asks once more
    // on a fresh connection after a 421, and asks for a favicon: so at least one per attempt.)
    const refusals = sandbox.refusals();
    expect(refusals.host).toBeGreaterThanOrEqual(tries.length);
    expect(refusals).toMatchObject({ 'web-page': 0, 'operator-token': 0 });
  });
});
