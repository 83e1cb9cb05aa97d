import { sameBinding, type TokenBinding } from '../keys/token-binding';
import type { BoundToken, IssuedToken, TokenCache } from '../keys/token-cache';

export interface TokenProvider {
  /** A token valid for at least `renewBeforeMs` more; one service call however many ask at once. */
  getToken(): Promise<string>;
  /** The service said 401 for this token: forget it so the next call fetches a fresh one. */
  invalidate(token: string): Promise<void>;
  /**
   * Whether a token fresh for at least `renewBeforeMs` is held in memory now, so `getToken`
   * answers without asking the service (unless the credentials changed meanwhile).
   */
  inHand(): boolean;
}

export interface TokenProviderOptions {
  /** Asks the service for a token, and says what it was issued for (the credentials it used). */
  requestToken: () => Promise<BoundToken>;
  /**
   * What a token must be bound to now: this provider's address and the credentials stored now,
   * or null when none are. Asked before every use, so changed credentials are seen at once.
   */
  binding: () => Promise<TokenBinding | null>;
  cache?: TokenCache;
  now: () => number;
  /** Renew this long before expiry, so a token never expires in the middle of a send. */
  renewBeforeMs?: number;
}

export function createTokenProvider(options: TokenProviderOptions): TokenProvider {
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  let current: BoundToken | null = null;
  let loadedFromCache = false;
  let inFlight: Promise<BoundToken> | null = null;

  const fresh = (token: IssuedToken): boolean => token.expiresAt - renewBeforeMs > options.now();

  /** A token for another address or another merchant is not used, and not kept. */
  async function discard(): Promise<void> {
    current = null;
    await options.cache?.clear().catch(() => undefined);
  }

  async function obtain(wanted: TokenBinding | null): Promise<BoundToken> {
    if (!loadedFromCache && options.cache) {
      loadedFromCache = true;
      const cached = await options.cache.load().catch(() => null);
      if (cached?.binding && sameBinding(cached.binding, wanted)) {
        if (fresh(cached)) return { ...cached, binding: cached.binding };
      } else if (cached) {
        await discard();
      }
    }
    const token = await options.requestToken();
    await options.cache?.save(token).catch(() => undefined);
    return token;
  }

  return {
    async getToken() {
      const wanted = await options.binding();
      if (current && !sameBinding(current.binding, wanted)) await discard();
      if (current && fresh(current)) return current.accessToken;
      inFlight ??= obtain(wanted).finally(() => {
        inFlight = null;
      });
      const token = await inFlight;
      current = token;
      return token.accessToken;
    },
    inHand: () => current !== null && fresh(current),
    async invalidate(token) {
      if (current?.accessToken !== token) return;
      current = null;
      await options.cache?.clear().catch(() => undefined);
    },
  };
}
