import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '../../../shared/api/paths';
import { API_KEY_HEADER } from '../../../shared/api/token';
import type { Services } from '../../../electron/main/services';
import { credentialsFingerprint } from '../../../electron/main/keys/token-binding';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import {
  ADMIN,
  CLERK,
  createTeardown,
  freePort,
  generateTestKey,
  imtDraft,
  recordingFetch,
  startBank,
  tempDir,
  testClock,
  testWorkstation,
  type TestKey,
} from '../engine/engine-fixture';

/**
 * Item 5: a token is bound to the address and the merchant it came from. Through the engine, the
 * test keyring and real HTTP: after the address or the credentials change, the next send asks
 * for a new token, and the old one is never shown to anybody.
 */
describe('access tokens bound to where they came from', () => {
  const teardown = createTeardown();
  const clock = testClock();
  let key: TestKey;
  beforeAll(() => {
    key = generateTestKey();
  });
  afterEach(() => teardown.run());

  async function bank(options: Parameters<typeof startBank>[0] = {}): Promise<Sandbox> {
    const sandbox = await startBank({ clock, ...options });
    teardown.add(() => sandbox.close());
    const registered = sandbox.registerPublicKey(key.publicPem);
    if (!registered.ok) throw new Error(registered.error.message);
    return sandbox;
  }

  async function send(services: Services) {
    const sent = await services.transfers.send(imtDraft(), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  }

  const bearer = (headers: Record<string, string>) => headers['Authorization'];

  it('a new address: the token of the old one is discarded, not sent there, and a new one asked for', async () => {
    const first = await bank();
    const second = await bank();
    const recorder = recordingFetch();
    teardown.add(() => recorder.close());
    const { services, store } = await testWorkstation({
      sandbox: first,
      key,
      clock,
      teardown,
      services: { http: () => recorder.fetch },
    });
    expect((await send(services)).state).toBe('succeeded');
    const oldToken = bearer(recorder.to(SERVICE_PATHS.imt)[0]!.headers);
    expect(await store.tokenCache.load()).toMatchObject({ binding: { baseUrl: first.url } });

    // An admin points the workstation at another address; the app keeps running.
    const moved = services.settings.update(
      'endpoints',
      { test: { baseUrl: second.url, tokenPath: SERVICE_PATHS.token }, live: null },
      ADMIN,
    );
    expect(moved.ok).toBe(true);
    const receipt = await send(services);
    expect(receipt.state).toBe('succeeded');

    const toSecond = recorder.calls.filter((c) => c.url.startsWith(second.url));
    expect(new URL(toSecond[0]!.url).pathname).toBe(SERVICE_PATHS.token);
    expect(toSecond.map((c) => bearer(c.headers))).not.toContain(oldToken);
    expect(second.transaction(receipt.reference)?.processedCount).toBe(1);
    expect(await store.tokenCache.load()).toMatchObject({ binding: { baseUrl: second.url } });
  });

  it('new credentials: the next send asks for a token with them, though the old token is still good', async () => {
    const port = await freePort();
    const dataDir = tempDir('remit-desk-bank-');
    const before = await bank({ port, dataDir });
    const recorder = recordingFetch();
    teardown.add(() => recorder.close());
    const { services, store } = await testWorkstation({
      sandbox: before,
      key,
      clock,
      teardown,
      services: { http: () => recorder.fetch },
    });
    expect((await send(services)).state).toBe('succeeded');
    const oldToken = bearer(recorder.to(SERVICE_PATHS.imt)[0]!.headers);

    // The bank moves this workstation to another merchant; its books (and the old token) stay.
    await before.close();
    const merchant = {
      apiKey: 'second-merchant-api-key',
      merchantCode: 'RDSANDBOX002',
      consumerSecret: 'second-merchant-secret',
    };
    const after = await bank({ port, dataDir, credentials: merchant });
    await store.saveCredentials(merchant);

    const receipt = await send(services);
    expect(receipt.state).toBe('succeeded');
    const tokenCalls = recorder.to(SERVICE_PATHS.token);
    expect(tokenCalls).toHaveLength(2);
    expect(tokenCalls[1]!.headers[API_KEY_HEADER]).toBe(merchant.apiKey);
    const sends = recorder.to(SERVICE_PATHS.imt);
    expect(sends).toHaveLength(2);
    expect(bearer(sends[1]!.headers)).not.toBe(oldToken);
    expect(after.transaction(receipt.reference)?.processedCount).toBe(1);
    expect(await store.tokenCache.load()).toMatchObject({
      binding: { baseUrl: after.url, credentialsFingerprint: credentialsFingerprint(merchant) },
    });
  });

  it('a token cached for another address before a restart is not used after it', async () => {
    const first = await bank();
    const second = await bank();
    const recorder = recordingFetch();
    teardown.add(() => recorder.close());
    const station = await testWorkstation({
      sandbox: first,
      key,
      clock,
      teardown,
      services: { http: () => recorder.fetch },
    });
    expect((await send(station.services)).state).toBe('succeeded');
    const oldToken = bearer(recorder.to(SERVICE_PATHS.imt)[0]!.headers);
    station.services.settings.update(
      'endpoints',
      { test: { baseUrl: second.url, tokenPath: SERVICE_PATHS.token }, live: null },
      ADMIN,
    );
    await station.services.close();

    const restarted = await testWorkstation({
      sandbox: second,
      key,
      clock,
      teardown,
      dataDir: station.dataDir,
      stores: station.stores,
      services: { http: () => recorder.fetch },
    });
    expect((await restarted.services.purposes.refresh()).ok).toBe(true);
    const toSecond = recorder.calls.filter((c) => c.url.startsWith(second.url));
    expect(new URL(toSecond[0]!.url).pathname).toBe(SERVICE_PATHS.token);
    expect(toSecond.map((c) => bearer(c.headers))).not.toContain(oldToken);
  });
});
