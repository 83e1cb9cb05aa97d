import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { BankSetupView, ConnectionCheckView } from '@shared/domain/bank-setup';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import { startBank } from '../engine/engine-fixture';
import { ADMIN, SECOND_ADMIN } from '../operators/fixtures';
import { SUPERVISOR, useWindowIpc } from './window-ipc-fixture';

/*
 * D71: credentials go only where they were entered for. Through the IPC router, as the admin's
 * window (or a script in it) calls it, on the real services, the test keyring, a sandbox bank as
 * the bank's service and a capture server, both real HTTP on 127.0.0.1. The capture server answers
 * anything with a token, as a stranger's server would: every test asserts it received nothing.
 */
const NOW = Date.parse('2026-11-24T08:00:00Z');
const desk = useWindowIpc({ now: NOW, people: [ADMIN, SECOND_ADMIN, SUPERVISOR] });
const { call } = desk;

const BANK_CREDENTIALS = {
  apiKey: 'bank-api-key-7a41c9',
  merchantCode: 'MERCHANT-BANK-3390',
  consumerSecret: 'bank-consumer-secret-e52f',
};

interface Captured {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server on 127.0.0.1 that writes down every request and answers each with a token. */
async function captureServer(): Promise<{
  url: string;
  received: Captured[];
  close(): Promise<void>;
}> {
  const received: Captured[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ accessToken: 'captured-token', expiresIn: 900 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let bank: Sandbox;
let capture: Awaited<ReturnType<typeof captureServer>>;

beforeAll(async () => {
  bank = await startBank({ credentials: BANK_CREDENTIALS });
  capture = await captureServer();
});

afterAll(async () => {
  await bank.close();
  await capture.close();
});

beforeEach(() => {
  capture.received.length = 0;
});

const address = (environment: 'test' | 'live', baseUrl: string, extra: object = {}) => ({
  environment,
  baseUrl,
  tokenPath: SERVICE_PATHS.token,
  connectTimeoutMs: 2_000,
  requestTimeoutMs: 5_000,
  ...extra,
});

async function check(environment: 'test' | 'live'): Promise<ConnectionCheckView> {
  const answer = await call('bank:check', { environment });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value as ConnectionCheckView;
}

async function view(environment: 'test' | 'live'): Promise<BankSetupView> {
  const answer = await call('bank:setup', { environment });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value as BankSetupView;
}

/** The environment pointed at the bank, with its credentials, and a check that passed there. */
async function setUpAtTheBank(environment: 'test' | 'live'): Promise<void> {
  expect((await call('bank:save-address', address(environment, bank.url))).ok).toBe(true);
  const saved = await call('bank:save-credentials', { environment, ...BANK_CREDENTIALS });
  expect(saved.ok).toBe(true);
  expect(await check(environment)).toMatchObject({ passed: true });
}

/** Nothing the capture server received carries a credential or a token, and it received nothing. */
function expectCaptureGotNothing(): void {
  const everything = JSON.stringify(capture.received);
  for (const secret of [...Object.values(BANK_CREDENTIALS), 'Bearer']) {
    expect(everything).not.toContain(secret);
  }
  expect(capture.received).toEqual([]);
}

const auditActions = () => desk.services.journal.audit.entries().map((e) => e.action);

describe('an address on another origin (D71)', () => {
  it('is saved only when the admin agrees to remove the credentials; a check then sends nothing', async () => {
    await desk.operators.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password });
    await setUpAtTheBank('test');
    expect(await view('test')).toMatchObject({
      credentials: { state: 'set', origin: new URL(bank.url).origin },
    });

    // Without the admin's word, nothing changes, and the message says what saving would do.
    const refused = await call('bank:save-address', address('test', capture.url));
    expect(refused).toMatchObject({ ok: false, error: { code: 'credentials-bound' } });
    const message = refused.ok ? '' : refused.error.message;
    expect(message).toContain(`entered for ${new URL(bank.url).origin}`);
    expect(message).toContain('Saving this address removes them');
    expect(desk.services.settings.review().settings.endpoints.test?.baseUrl).toBe(bank.url);

    // With it, the address is saved and the credentials and the token are gone.
    const moved = await call(
      'bank:save-address',
      address('test', capture.url, { removeCredentials: true }),
    );
    expect(moved.ok).toBe(true);
    const after = (moved as { value: BankSetupView }).value;
    expect(after.credentials).toMatchObject({
      state: 'missing',
      removed: { by: ADMIN.operatorId, origin: new URL(bank.url).origin },
    });
    expect(after.missing[0]).toMatch(/Enter the credentials/);
    expect(await desk.stores.store('test').credentials()).toBeNull();
    expect(await desk.stores.store('test').tokenCache.load()).toBeNull();
    expect(auditActions()).toContain('bank.credentials-removed');

    const checked = await check('test');
    expect(checked).toMatchObject({ passed: false, failure: 'not-set-up' });
    expect(checked.message).toMatch(/credentials are not set/);
    expectCaptureGotNothing();
  });

  it('whatever moved the address, the credentials entered for the bank are not sent to it', async () => {
    await desk.operators.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password });
    await setUpAtTheBank('test');

    // A settings save is no way round: the section is refused over IPC…
    const bySettings = await call('settings:update', {
      section: 'endpoints',
      value: { test: { baseUrl: capture.url, tokenPath: SERVICE_PATHS.token }, live: null },
    });
    expect(bySettings).toMatchObject({ ok: false });
    expect(bySettings.ok ? '' : bySettings.error.message).toMatch(/Bank connection page/);
    expect(desk.services.settings.review().settings.endpoints.test?.baseUrl).toBe(bank.url);

    // …and an address changed behind the app's back (an edited journal) meets the binding.
    const edited = desk.services.settings.update(
      'endpoints',
      { test: { baseUrl: capture.url, tokenPath: SERVICE_PATHS.token }, live: null },
      ADMIN.operatorId,
    );
    expect(edited.ok).toBe(true);
    const checked = await check('test');
    expect(checked).toMatchObject({ passed: false, failure: 'credentials-elsewhere' });
    expect(checked.message).toContain(`Nothing was sent to ${new URL(capture.url).host}`);
    expect(checked.message).toContain(`entered for ${new URL(bank.url).origin}`);
    expect((await view('test')).credentials.state).toBe('elsewhere');
    expectCaptureGotNothing();
    // Put back, the credentials work where they were entered for.
    desk.services.settings.update(
      'endpoints',
      { test: { baseUrl: bank.url, tokenPath: SERVICE_PATHS.token }, live: null },
      ADMIN.operatorId,
    );
    expect(await check('test')).toMatchObject({ passed: true });
  });

  it('the same origin under another spelling keeps them; another port does not', async () => {
    await desk.operators.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password });
    await setUpAtTheBank('test');
    const samePlace = await call('bank:save-address', address('test', `${bank.url}/`));
    expect(samePlace.ok).toBe(true);
    expect((await view('test')).credentials.state).toBe('set');
    const otherPort = await call('bank:save-address', address('test', capture.url));
    expect(otherPort).toMatchObject({ ok: false, error: { code: 'credentials-bound' } });
  });

  it('credentials are not saved for an environment with no address', async () => {
    await desk.operators.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password });
    const saved = await call('bank:save-credentials', { environment: 'live', ...BANK_CREDENTIALS });
    expect(saved).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expect(saved.ok ? '' : saved.error.message).toMatch(
      /Save the Service address of the bank’s live service first/,
    );
    expect(await desk.stores.store('live').credentials()).toBeNull();
  });

  it('for live, only with a second admin’s id and password, checked as an approval', async () => {
    await desk.operators.signIn({ operatorId: ADMIN.operatorId, password: ADMIN.password });
    // The first live address needs no second admin: nothing was entered for another yet.
    await setUpAtTheBank('live');
    const move = (extra: object) =>
      call(
        'bank:save-address',
        address('live', capture.url, { removeCredentials: true, ...extra }),
      );

    const alone = await move({});
    expect(alone).toMatchObject({ ok: false, error: { code: 'second-admin-needed' } });
    expect(alone.ok ? '' : alone.error.message).toMatch(/needs a second admin/);
    const own = await move({
      secondAdmin: { operatorId: ADMIN.operatorId, password: ADMIN.password },
    });
    expect(own).toMatchObject({ ok: false, error: { code: 'own-approval' } });
    const supervisor = await move({
      secondAdmin: { operatorId: SUPERVISOR.operatorId, password: SUPERVISOR.password },
    });
    expect(supervisor).toMatchObject({ ok: false, error: { code: 'approver-not-allowed' } });
    const wrong = await move({
      secondAdmin: { operatorId: SECOND_ADMIN.operatorId, password: 'not the password 1' },
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'bad-credentials' } });
    // None of these moved anything.
    expect(desk.services.settings.review().settings.endpoints.live?.baseUrl).toBe(bank.url);
    expect(await desk.stores.store('live').credentials()).toMatchObject(BANK_CREDENTIALS);

    const confirmed = await move({
      secondAdmin: { operatorId: SECOND_ADMIN.operatorId, password: SECOND_ADMIN.password },
    });
    expect(confirmed.ok).toBe(true);
    expect(desk.services.settings.review().settings.endpoints.live?.baseUrl).toBe(capture.url);
    expect(await desk.stores.store('live').credentials()).toBeNull();
    const removal = desk.services.journal.audit
      .entries()
      .filter((e) => e.action === 'bank.credentials-removed')
      .at(-1);
    expect(removal?.details).toMatchObject({
      environment: 'live',
      confirmedBy: SECOND_ADMIN.operatorId,
      from: new URL(bank.url).origin,
      to: new URL(capture.url).origin,
    });
    expect(await check('live')).toMatchObject({ passed: false, failure: 'not-set-up' });
    expectCaptureGotNothing();
  });
});
