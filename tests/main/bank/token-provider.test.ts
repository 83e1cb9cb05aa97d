import { describe, expect, it } from 'vitest';
import { parseToken } from '../../../electron/main/bank/token-client';
import { createTokenProvider } from '../../../electron/main/bank/token-provider';
import { bindingOf, type TokenBinding } from '../../../electron/main/keys/token-binding';
import type { BoundToken, CachedToken, TokenCache } from '../../../electron/main/keys/token-cache';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const CREDENTIALS = { apiKey: 'key-1', merchantCode: 'MERCHANT1', consumerSecret: 'secret-1' };
const HERE = bindingOf('https://uat.bank.example', CREDENTIALS);
const bound = () => Promise.resolve<TokenBinding | null>(HERE);

/** A token source that counts its calls and answers when told to. */
function tokenSource() {
  let calls = 0;
  const pending: ((token: BoundToken) => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    requestToken: () =>
      new Promise<BoundToken>((resolve) => {
        calls += 1;
        pending.push(resolve);
      }),
    answer(expiresAt: number) {
      pending
        .splice(0)
        .forEach((resolve, i) =>
          resolve({ accessToken: `token-${calls}-${i}`, expiresAt, binding: HERE }),
        );
    },
  };
}

/** A provider on `source` whose clock reads `clock.now`, renewing a minute before expiry. */
function renewingProvider(source: ReturnType<typeof tokenSource>, clock: { now: number }) {
  return createTokenProvider({
    requestToken: source.requestToken,
    binding: bound,
    now: () => clock.now,
    renewBeforeMs: 60_000,
  });
}

describe('token provider (D1)', () => {
  it('asks the service once however many sends need a token at the same time', async () => {
    const source = tokenSource();
    const provider = createTokenProvider({
      requestToken: source.requestToken,
      binding: bound,
      now: () => NOW,
    });
    const waiting = Promise.all(Array.from({ length: 10 }, () => provider.getToken()));
    await Promise.resolve();
    source.answer(NOW + 900_000);
    const tokens = await waiting;
    expect(source.calls).toBe(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('reuses the token until shortly before it expires, then renews', async () => {
    const clock = { now: NOW };
    const source = tokenSource();
    const provider = renewingProvider(source, clock);
    const first = provider.getToken();
    await Promise.resolve();
    source.answer(NOW + 900_000);
    const t1 = await first;
    clock.now = NOW + 839_000;
    expect(await provider.getToken()).toBe(t1);
    clock.now = NOW + 841_000;
    const second = provider.getToken();
    await Promise.resolve();
    source.answer(clock.now + 900_000);
    expect(await second).not.toBe(t1);
    expect(source.calls).toBe(2);
  });

  it('says a token is in hand only while getToken would answer without the service (D107)', async () => {
    const clock = { now: NOW };
    const source = tokenSource();
    const provider = renewingProvider(source, clock);
    expect(provider.inHand()).toBe(false);
    const first = provider.getToken();
    await Promise.resolve();
    expect(provider.inHand()).toBe(false); // asked for, not yet had
    source.answer(NOW + 900_000);
    const token = await first;
    expect(provider.inHand()).toBe(true);
    clock.now = NOW + 841_000; // inside the renewal margin: the next getToken asks the service
    expect(provider.inHand()).toBe(false);
    clock.now = NOW;
    await provider.invalidate(token);
    expect(provider.inHand()).toBe(false);
    expect(source.calls).toBe(1);
  });

  it('forgets a token the service refused, but not a newer one', async () => {
    const source = tokenSource();
    const provider = createTokenProvider({
      requestToken: source.requestToken,
      binding: bound,
      now: () => NOW,
    });
    const p1 = provider.getToken();
    await Promise.resolve();
    source.answer(NOW + 900_000);
    const t1 = await p1;
    await provider.invalidate(t1);
    const p2 = provider.getToken();
    await Promise.resolve();
    source.answer(NOW + 900_000);
    const t2 = await p2;
    expect(t2).not.toBe(t1);
    await provider.invalidate(t1); // a late 401 for the old token must not drop the new one
    expect(await provider.getToken()).toBe(t2);
    expect(source.calls).toBe(2);
  });

  it('starts from the cached token and writes new ones to the cache', async () => {
    const saved: BoundToken[] = [];
    let cleared = 0;
    const cache: TokenCache = {
      load: async () => ({ accessToken: 'from-keychain', expiresAt: NOW + 600_000, binding: HERE }),
      save: async (t) => void saved.push(t),
      clear: async () => void (cleared += 1),
    };
    const source = tokenSource();
    const provider = createTokenProvider({
      requestToken: source.requestToken,
      binding: bound,
      cache,
      now: () => NOW,
    });
    expect(await provider.getToken()).toBe('from-keychain');
    await provider.invalidate('from-keychain');
    expect(cleared).toBe(1);
    const next = provider.getToken();
    await Promise.resolve();
    await Promise.resolve();
    source.answer(NOW + 900_000);
    expect(await next).toMatch(/^token-/);
    expect(saved.map((t) => t.accessToken)).toEqual([await provider.getToken()]);
  });

  it('lets every waiting send see the failure of the one request', async () => {
    const provider = createTokenProvider({
      requestToken: () => Promise.reject(new Error('refused')),
      binding: bound,
      now: () => NOW,
    });
    const results = await Promise.allSettled([provider.getToken(), provider.getToken()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('tokens bound to where they came from', () => {
  /** A cache in memory, with what was saved and how often it was cleared. */
  function memoryCache(start: CachedToken | null) {
    let held = start;
    const log = { saved: [] as BoundToken[], cleared: 0 };
    const cache: TokenCache = {
      load: async () => held,
      save: async (token) => {
        held = token;
        log.saved.push(token);
      },
      clear: async () => {
        held = null;
        log.cleared += 1;
      },
    };
    return { cache, log, held: () => held };
  }

  async function firstToken(
    cached: CachedToken | null,
    binding: TokenBinding | null,
  ): Promise<{ token: string; calls: number; log: { saved: BoundToken[]; cleared: number } }> {
    const source = tokenSource();
    const { cache, log } = memoryCache(cached);
    const provider = createTokenProvider({
      requestToken: source.requestToken,
      binding: async () => binding,
      cache,
      now: () => NOW,
    });
    const pending = provider.getToken();
    for (let i = 0; i < 10 && source.calls === 0; i += 1) await Promise.resolve();
    source.answer(NOW + 900_000);
    return { token: await pending, calls: source.calls, log };
  }

  const live = (binding: TokenBinding | null): CachedToken => ({
    accessToken: 'cached-token',
    expiresAt: NOW + 600_000,
    binding,
  });

  it('uses a cached token bound to this address and these credentials', async () => {
    const source = tokenSource();
    const { cache } = memoryCache(live(HERE));
    const provider = createTokenProvider({
      requestToken: source.requestToken,
      binding: bound,
      cache,
      now: () => NOW,
    });
    expect(await provider.getToken()).toBe('cached-token');
    expect(source.calls).toBe(0);
  });

  it.each([
    ['another address', bindingOf('https://other.bank.example', CREDENTIALS)],
    ['another merchant', bindingOf(HERE.baseUrl, { ...CREDENTIALS, merchantCode: 'MERCHANT2' })],
    ['another consumer secret', bindingOf(HERE.baseUrl, { ...CREDENTIALS, consumerSecret: 'x' })],
    ['no binding (cached by an older version)', null],
  ])('discards a cached token for %s: not used, cleared, a new one asked for', async (_, from) => {
    const { token, calls, log } = await firstToken(live(from), HERE);
    expect(token).not.toBe('cached-token');
    expect(calls).toBe(1);
    expect(log.cleared).toBe(1);
    expect(log.saved).toEqual([expect.objectContaining({ accessToken: token, binding: HERE })]);
  });

  it('drops the token in memory as soon as the stored credentials change', async () => {
    let binding: TokenBinding | null = HERE;
    const source = tokenSource();
    const { cache, log } = memoryCache(null);
    const provider = createTokenProvider({
      requestToken: source.requestToken,
      binding: async () => binding,
      cache,
      now: () => NOW,
    });
    const first = provider.getToken();
    for (let i = 0; i < 10 && source.calls === 0; i += 1) await Promise.resolve();
    source.answer(NOW + 900_000);
    const t1 = await first;
    expect(await provider.getToken()).toBe(t1);

    binding = bindingOf(HERE.baseUrl, { ...CREDENTIALS, apiKey: 'key-2' });
    const second = provider.getToken();
    for (let i = 0; i < 10 && source.calls === 1; i += 1) await Promise.resolve();
    source.answer(NOW + 900_000);
    expect(await second).not.toBe(t1);
    expect(source.calls).toBe(2);
    expect(log.cleared).toBe(1);
  });

  it('uses no token at all once the credentials are gone', async () => {
    const { cache, log } = memoryCache(live(HERE));
    const provider = createTokenProvider({
      requestToken: () => Promise.reject(new Error('not configured')),
      binding: async () => null,
      cache,
      now: () => NOW,
    });
    await expect(provider.getToken()).rejects.toThrow('not configured');
    expect(log.cleared).toBe(1);
  });
});

describe('parsing the token answer', () => {
  it('takes expiresIn as an ISO instant', () => {
    expect(
      parseToken(JSON.stringify({ accessToken: 'abc', expiresIn: '2026-11-22T10:15:00Z' }), NOW),
    ).toEqual({
      accessToken: 'abc',
      expiresAt: Date.parse('2026-11-22T10:15:00Z'),
    });
  });

  it('takes expiresIn as a number of seconds, or digits', () => {
    expect(parseToken(JSON.stringify({ accessToken: 'abc', expiresIn: 900 }), NOW)?.expiresAt).toBe(
      NOW + 900_000,
    );
    expect(
      parseToken(JSON.stringify({ accessToken: 'abc', expiresIn: '900' }), NOW)?.expiresAt,
    ).toBe(NOW + 900_000);
  });

  it.each([
    ['not json', 'x'],
    ['no token', JSON.stringify({ expiresIn: 900 })],
    ['a token with spaces', JSON.stringify({ accessToken: 'a b', expiresIn: 900 })],
    [
      'an expiry in the past',
      JSON.stringify({ accessToken: 'a', expiresIn: '2020-01-01T00:00:00Z' }),
    ],
    ['a nonsense expiry', JSON.stringify({ accessToken: 'a', expiresIn: 'soon' })],
    ['a negative lifetime', JSON.stringify({ accessToken: 'a', expiresIn: -5 })],
  ])('refuses %s', (_name, text) => {
    expect(parseToken(text, NOW)).toBeNull();
  });
});
