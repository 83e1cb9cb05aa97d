import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { withConnectionPolicy } from '../../../electron/main/bank/connection-policy';
import type {
  BankHttp,
  HttpFetch,
  HttpRequestInit,
  WireFetch,
} from '../../../electron/main/bank/http-fetch';
import { createNodeFetch } from '../../../electron/main/bank/node-fetch';
import { classifyTransportError } from '../../../electron/main/bank/transport-errors';
import { CLERK, createTeardown, testWorkstation } from '../engine/engine-fixture';
import { useFileKey } from '../engine/file-bank';
import { testClock } from '../engine/test-clock';
import { rtgsDraft } from '../engine/drafts';
import { startRawBank, type RawBank, type RawReply, type ReceivedRequest } from './raw-bank';

/**
 * connection-policy.ts through Node's fetch, on real sockets: a send always opens a connection of
 * its own, sends go one at a time, and a connection that dies under a send is an unknown outcome
 * with the request received once, never a quiet second copy.
 */
describe('a send goes out on a connection of its own', () => {
  const teardown = createTeardown();
  afterEach(() => teardown.run());

  async function bank(reply: (request: ReceivedRequest) => RawReply): Promise<RawBank> {
    const raw = await startRawBank(reply);
    teardown.add(() => raw.close());
    return raw;
  }

  /** Until the bank has received `count` sends. */
  async function eventuallyReceived(raw: RawBank, count: number): Promise<void> {
    while (raw.to('/send').length < count) await sleep(10);
  }

  function nodeFetch(): BankHttp {
    const fetch = createNodeFetch({ connectTimeoutMs: 2_000 });
    teardown.add(() => fetch.close());
    return fetch;
  }

  const ANSWER: RawReply = { status: 200, body: { status: true } };

  async function call(
    fetch: HttpFetch,
    raw: RawBank,
    purpose: HttpRequestInit['purpose'],
    timers: Pick<HttpRequestInit, 'timeoutMs' | 'turnTimeoutMs'> = { timeoutMs: 5_000 },
  ): Promise<string> {
    const response = await fetch(`${raw.url}/${purpose}`, {
      purpose,
      method: purpose === 'purposes' ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(purpose === 'purposes' ? {} : { body: '{}' }),
      ...timers,
      redirect: 'manual',
    });
    return response.text();
  }

  it('never reuses a socket for a send, even when the server keeps every connection open', async () => {
    const raw = await bank(() => ANSWER);
    const fetch = nodeFetch();
    for (const purpose of [
      'token',
      'purposes',
      'send',
      'send',
      'purposes',
      'token',
      'send',
    ] as const) {
      await call(fetch, raw, purpose);
    }
    const sends = raw.to('/send');
    expect(sends).toHaveLength(3);
    for (const send of sends) {
      // The send's connection carried this request and nothing else, before or after.
      expect(raw.requests.filter((r) => r.connection === send.connection)).toEqual([send]);
    }
    // The server did keep connections open: token calls and purpose fetches went on reusing them.
    const shared = raw.requests.filter((r) => r.path !== '/send').map((r) => r.connection);
    expect(new Set(shared).size).toBeLessThan(shared.length);
  });

  it('closing the send pool before each send is what keeps sends apart on a keep-alive pool, as Chromium keeps one', async () => {
    const raw = await bank(() => ANSWER);
    let pool = new Agent();
    teardown.add(() => pool.destroy());
    const throughPool: WireFetch = (url, init) =>
      undiciFetch(url, {
        method: init.method,
        headers: init.headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        dispatcher: pool,
      });
    const bare: HttpFetch = (url, init) =>
      throughPool(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
    // The pool on its own: a second request rides on the first one's socket once it is idle.
    await call(bare, raw, 'send');
    await sleep(20);
    await call(bare, raw, 'send');
    const [bare1, bare2] = raw.to('/send');
    expect(bare2!.connection).toBe(bare1!.connection);

    const policy = withConnectionPolicy({
      shared: throughPool,
      sends: {
        fetch: throughPool,
        async closeConnections() {
          const old = pool;
          pool = new Agent();
          await old.destroy();
        },
      },
    });
    for (let i = 0; i < 3; i += 1) {
      await call(policy, raw, 'send');
      await sleep(20);
    }
    const sends = raw.to('/send').slice(2);
    expect(new Set(sends.map((r) => r.connection)).size).toBe(3);
    for (const send of sends) {
      expect(raw.requests.filter((r) => r.connection === send.connection)).toEqual([send]);
    }
  });

  it('sends one at a time: the second leaves only once the first has its whole answer', async () => {
    const raw = await bank((request) =>
      request.path === '/send' && raw.to('/send').length === 1
        ? { ...ANSWER, delayMs: 300 }
        : ANSWER,
    );
    const fetch = nodeFetch();
    const started = Date.now();
    const [first, second] = await Promise.all([call(fetch, raw, 'send'), call(fetch, raw, 'send')]);
    expect([first, second]).toEqual([JSON.stringify(ANSWER.body), JSON.stringify(ANSWER.body)]);
    const [one, two] = raw.to('/send');
    expect(two!.receivedAt - one!.receivedAt).toBeGreaterThanOrEqual(290);
    expect(two!.connection).not.toBe(one!.connection);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('a send that waited longer than its turn allows never leaves: not sent', async () => {
    const raw = await bank((request) => (request.path === '/send' ? { hold: true } : ANSWER));
    const fetch = nodeFetch();
    const held = call(fetch, raw, 'send', { timeoutMs: 1_000 }).catch((e: unknown) => e);
    const error = await call(fetch, raw, 'send', { timeoutMs: 5_000, turnTimeoutMs: 200 }).catch(
      (e: unknown) => e,
    );
    expect(classifyTransportError(error)).toMatchObject({
      kind: 'not-started',
      provenNotSent: true,
    });
    // The one on the wire ran out of its own time: it may have reached the bank.
    expect(classifyTransportError(await held)).toMatchObject({
      kind: 'timeout',
      provenNotSent: false,
    });
    expect(raw.to('/send')).toHaveLength(1);
    // The token calls are not held up behind a send.
    expect(await call(fetch, raw, 'token')).toBe(JSON.stringify(ANSWER.body));
  });

  it("a send's time starts when it goes out, not while it waits for the sends before it", async () => {
    // Each send is answered after 200 ms and has 2 s once it is out: twelve at once make the
    // last ones wait longer than their own 2 s for the eleven before them.
    const raw = await bank((request) =>
      request.path === '/send' ? { ...ANSWER, delayMs: 200 } : ANSWER,
    );
    const fetch = nodeFetch();
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        call(fetch, raw, 'send', { timeoutMs: 2_000, turnTimeoutMs: 60_000 }),
      ),
    );
    expect(answers).toEqual(
      Array.from({ length: 12 }, () => ({
        status: 'fulfilled',
        value: JSON.stringify(ANSWER.body),
      })),
    );
    expect(raw.to('/send')).toHaveLength(12);
  });

  it('the app closing gives up the sends still waiting their turn, and only those', async () => {
    const raw = await bank((request) =>
      request.path === '/send' ? { ...ANSWER, delayMs: 300 } : ANSWER,
    );
    const fetch = nodeFetch();
    const onTheWire = call(fetch, raw, 'send');
    const waiting = [call(fetch, raw, 'send'), call(fetch, raw, 'send')].map((sent) =>
      sent.catch((e: unknown) => e),
    );
    await eventuallyReceived(raw, 1);
    fetch.giveUpWaiting!();
    for (const error of await Promise.all(waiting)) {
      expect(classifyTransportError(error)).toMatchObject({
        kind: 'not-started',
        provenNotSent: true,
      });
    }
    // A send asked for once closing began is not started if it would have to wait.
    const late = await call(fetch, raw, 'send').catch((e: unknown) => e);
    expect(classifyTransportError(late)).toMatchObject({ kind: 'not-started' });
    expect(await onTheWire).toBe(JSON.stringify(ANSWER.body));
    expect(raw.to('/send')).toHaveLength(1);
  });
});

describe('the bank drops the connection under a send', () => {
  const file = useFileKey();
  const { teardown } = file;
  const clock = testClock();

  it('unknown after one attempt, and the bank received the request once', async () => {
    const raw = await startRawBank((request) => {
      switch (request.path) {
        case SERVICE_PATHS.token:
          return { status: 200, body: { accessToken: 'raw-bank-token', expiresIn: 900 } };
        case SERVICE_PATHS.paymentPurposes:
          return {
            status: 200,
            body: {
              status: true,
              code: 200,
              message: 'OK',
              data: [{ code: 'OTHR', value: 'Other' }],
            },
          };
        default:
          return { drop: true };
      }
    });
    teardown.add(() => raw.close());
    const { services } = await testWorkstation({
      baseUrl: raw.url,
      key: file.key,
      clock,
      teardown,
    });
    expect((await services.purposes.list()).ok).toBe(true);

    const sent = await services.transfers.send(rtgsDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.state).toBe('unknown');
    const record = services.journal.transfers.getByReference(sent.value.reference)!;
    expect(record.errorCode).toBe('connection-lost');
    expect(services.journal.transfers.attempts(record.id)).toEqual([
      expect.objectContaining({ n: 1, httpStatus: null, notProcessed: false }),
    ]);
    const sends = raw.to(SERVICE_PATHS.rtgs);
    expect(sends).toHaveLength(1);
    expect(JSON.parse(sends[0]!.body)).toMatchObject({
      transfer: { reference: sent.value.reference },
    });
    // It came on a connection of its own, not the one the token and purposes kept open.
    expect(raw.requests.filter((r) => r.connection === sends[0]!.connection)).toHaveLength(1);
  });
});
