import type { TokenBinding } from './token-binding';

/** An access token the service issued (D1), as the app keeps it. */
export interface IssuedToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A token with where it came from, as the provider hands it to the cache. */
export interface BoundToken extends IssuedToken {
  binding: TokenBinding;
}

/** A token as the cache gives it back: `binding` is null for one cached before tokens were bound. */
export interface CachedToken extends IssuedToken {
  binding: TokenBinding | null;
}

/** Where the current token is kept between runs: the OS keychain in the app. */
export interface TokenCache {
  load(): Promise<CachedToken | null>;
  save(token: BoundToken): Promise<void>;
  clear(): Promise<void>;
}
