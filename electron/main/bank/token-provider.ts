import type { IssuedToken } from './token-client';

/** Where the current token is kept between runs: the OS keychain in the app. */
export interface TokenCache {
  load(): Promise<IssuedToken | null>;
  save(token: IssuedToken): Promise<void>;
  clear(): Promise<void>;
}

export interface TokenProvider {
  /** A token valid for at least `renewBeforeMs` more; one service call however many ask at once. */
  getToken(): Promise<string>;
  /** The service said 401 for this token: forget it so the next call fetches a fresh one. */
  invalidate(token: string): Promise<void>;
}

export interface TokenProviderOptions {
  requestToken: () => Promise<IssuedToken>;
  cache?: TokenCache;
  now: () => number;
  /** Renew this long before expiry, so a token never expires in the middle of a send. */
  renewBeforeMs?: number;
}

export function createTokenProvider(options: TokenProviderOptions): TokenProvider {
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  let current: IssuedToken | null = null;
  let loadedFromCache = false;
  let inFlight: Promise<IssuedToken> | null = null;

  const fresh = (token: IssuedToken | null): token is IssuedToken =>
    token !== null && token.expiresAt - renewBeforeMs > options.now();

  async function obtain(): Promise<IssuedToken> {
    if (!loadedFromCache && options.cache) {
      loadedFromCache = true;
      const cached = await options.cache.load().catch(() => null);
      if (fresh(cached)) return cached;
    }
    const token = await options.requestToken();
    await options.cache?.save(token).catch(() => undefined);
    return token;
  }

  return {
    async getToken() {
      if (fresh(current)) return current.accessToken;
      inFlight ??= obtain().finally(() => {
        inFlight = null;
      });
      current = await inFlight;
      return current.accessToken;
    },
    async invalidate(token) {
      if (current?.accessToken !== token) return;
      current = null;
      await options.cache?.clear().catch(() => undefined);
    },
  };
}
