import { describe, expect, it } from 'vitest';
import { parseToken, type IssuedToken } from '../../../electron/main/bank/token-client';
import { createTokenProvider, type TokenCache } from '../../../electron/main/bank/token-provider';

const NOW = Date.parse('2026-11-22T10:00:00Z');

/** A token source that counts its calls and answers when told to. */
function tokenSource() {
  let calls = 0;
  const pending: ((token: IssuedToken) => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    requestToken: () =>
      new Promise<IssuedToken>((resolve) => {
        calls += 1;
        pending.push(resolve);
      }),
    answer(expiresAt: number) {
      pending
        .splice(0)
        .forEach((resolve, i) => resolve({ accessToken: `token-${calls}-${i}`, expiresAt }));
    },
  };
}

describe('token provider (D1)', () => {
  it('asks the service once however many sends need a token at the same time', async () => {
    const source = tokenSource();
    const provider = createTokenProvider({ requestToken: source.requestToken, now: () => NOW });
    const waiting = Promise.all(Array.from({ length: 10 }, () => provider.getToken()));
    await Promise.resolve();
    source.answer(NOW + 900_000);
    const tokens = await waiting;
    expect(source.calls).toBe(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('reuses the token until shortly before it expires, then renews', async () => {
    let now = NOW;
    const source = tokenSource();
    const provider = createTokenProvider({
      requestToken: source.requestToken,
      now: () => now,
      renewBeforeMs: 60_000,
    });
    const first = provider.getToken();
    await Promise.resolve();
    source.answer(NOW + 900_000);
    const t1 = await first;
    now = NOW + 839_000;
    expect(await provider.getToken()).toBe(t1);
    now = NOW + 841_000;
    const second = provider.getToken();
    await Promise.resolve();
    source.answer(now + 900_000);
    expect(await second).not.toBe(t1);
    expect(source.calls).toBe(2);
  });

  it('forgets a token the service refused, but not a newer one', async () => {
    const source = tokenSource();
    const provider = createTokenProvider({ requestToken: source.requestToken, now: () => NOW });
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
    const saved: IssuedToken[] = [];
    let cleared = 0;
    const cache: TokenCache = {
      load: async () => ({ accessToken: 'from-keychain', expiresAt: NOW + 600_000 }),
      save: async (t) => void saved.push(t),
      clear: async () => void (cleared += 1),
    };
    const source = tokenSource();
    const provider = createTokenProvider({
      requestToken: source.requestToken,
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
      now: () => NOW,
    });
    const results = await Promise.allSettled([provider.getToken(), provider.getToken()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
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
