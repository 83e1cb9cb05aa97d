import { serviceOrigin } from '@shared/domain/base-url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { API_KEY_HEADER } from '@shared/api/token';
import type { Services } from '../../../electron/main/services';
import { credentialsFingerprint } from '../../../electron/main/keys/token-binding';
import { SANDBOX_CREDENTIALS, type Sandbox } from '../../../electron/main/sandbox/sandbox';
import {
  ADMIN,
  CLERK,
  freePort,
  imtDraft,
  recordingFetch,
  tempDir,
  testClock,
  testWorkstation,
  type WorkstationOptions,
  confirmedRepeat,
} from '../engine/engine-fixture';
import { useFileKey } from '../engine/file-bank';

/**
 * A token (D1) is bound to the address and the merchant it came from. Through the engine, the test
 * keyring and real HTTP: after the address or the credentials change, the next send asks for a new
 * token, and the old one is never shown to anybody.
 */
describe('access tokens bound to where they came from', () => {
  const file = useFileKey();
  const { teardown } = file;
  const clock = testClock();
  const bank = (options: Parameters<typeof file.bank>[0] = {}) => file.bank({ clock, ...options });

  async function send(services: Services) {
    // The same details again on purpose: the clerk confirms each as a second transfer (D46).
    const sent = await services.transfers.send(confirmedRepeat(services, imtDraft()), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  }

  const bearer = (headers: Record<string, string>) => headers['Authorization'];
  const recorder = recordingFetch();
  afterAll(() => recorder.close());

  /** A workstation on `sandbox` whose calls are written down, after one send to read its token. */
  async function stationWithToken(
    sandbox: Sandbox,
    options: Partial<Pick<WorkstationOptions, 'dataDir' | 'stores'>> = {},
  ) {
    const station = await testWorkstation({
      sandbox,
      key: file.key,
      clock,
      teardown,
      ...options,
      services: { http: () => recorder.fetch },
    });
    const before = recorder.to(SERVICE_PATHS.imt).length;
    expect((await send(station.services)).state).toBe('succeeded');
    return { ...station, token: bearer(recorder.to(SERVICE_PATHS.imt)[before]!.headers) };
  }

  /** What `sandbox` received since the test began, oldest first. */
  const callsTo = (sandbox: Sandbox) => recorder.calls.filter((c) => c.url.startsWith(sandbox.url));

  /** An admin points the workstation's test environment at another address. */
  function moveTo(services: Services, sandbox: Sandbox) {
    const moved = services.settings.update(
      'endpoints',
      { test: { baseUrl: sandbox.url, tokenPath: SERVICE_PATHS.token }, live: null },
      ADMIN,
    );
    expect(moved.ok).toBe(true);
  }

  it('a new address: nothing goes there with the old credentials or token, until they are entered for it', async () => {
    const first = await bank();
    const second = await bank();
    const { services, store, token: oldToken } = await stationWithToken(first);
    expect(await store.tokenCache.load()).toMatchObject({ binding: { baseUrl: first.url } });

    // The app keeps running while the address changes (as a hand-edited journal would, D71).
    moveTo(services, second);
    const refused = await send(services);
    expect(refused.state).toBe('not_sent');
    expect(refused.message).toContain(`were entered for ${new URL(first.url).origin}`);
    expect(callsTo(second)).toEqual([]);

    // The admin enters the credentials for the new address: a new token, never the old one.
    await store.saveCredentials(SANDBOX_CREDENTIALS, new URL(second.url).origin);
    const receipt = await send(services);
    expect(receipt.state).toBe('succeeded');
    const toSecond = callsTo(second);
    expect(new URL(toSecond[0]!.url).pathname).toBe(SERVICE_PATHS.token);
    expect(toSecond.map((c) => bearer(c.headers))).not.toContain(oldToken);
    expect(second.transaction(receipt.reference)?.processedCount).toBe(1);
    expect(await store.tokenCache.load()).toMatchObject({ binding: { baseUrl: second.url } });
  });

  it('new credentials: the next send asks for a token with them, though the old token is still good', async () => {
    const port = await freePort();
    const dataDir = tempDir('remit-desk-bank-');
    const before = await bank({ port, dataDir });
    const { services, store, token: oldToken } = await stationWithToken(before);

    // The bank moves this workstation to another merchant; its books (and the old token) stay.
    await before.close();
    const merchant = {
      apiKey: 'second-merchant-api-key',
      merchantCode: 'RDSANDBOX002',
      consumerSecret: 'second-merchant-secret',
    };
    const after = await bank({ port, dataDir, credentials: merchant });
    await store.saveCredentials(merchant, serviceOrigin(after.url)!);

    const receipt = await send(services);
    expect(receipt.state).toBe('succeeded');
    const [tokenCall, sendCall] = callsTo(after).slice(-2);
    expect(new URL(tokenCall!.url).pathname).toBe(SERVICE_PATHS.token);
    expect(tokenCall!.headers[API_KEY_HEADER]).toBe(merchant.apiKey);
    expect(new URL(sendCall!.url).pathname).toBe(SERVICE_PATHS.imt);
    expect(bearer(sendCall!.headers)).not.toBe(oldToken);
    expect(after.transaction(receipt.reference)?.processedCount).toBe(1);
    expect(await store.tokenCache.load()).toMatchObject({
      binding: { baseUrl: after.url, credentialsFingerprint: credentialsFingerprint(merchant) },
    });
  });

  it('a token cached for another address before a restart is not used after it', async () => {
    const first = await bank();
    const second = await bank();
    const station = await stationWithToken(first);
    moveTo(station.services, second);
    await station.stores
      .store('test')
      .saveCredentials(SANDBOX_CREDENTIALS, new URL(second.url).origin);
    await station.services.close();

    const restarted = await file.restart(station, {
      sandbox: second,
      clock,
      services: { http: () => recorder.fetch },
    });
    expect((await restarted.services.purposes.refresh()).ok).toBe(true);
    const toSecond = callsTo(second);
    expect(new URL(toSecond[0]!.url).pathname).toBe(SERVICE_PATHS.token);
    expect(toSecond.map((c) => bearer(c.headers))).not.toContain(station.token);
  });
});
