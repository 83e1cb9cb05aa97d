import { createHash, randomBytes } from 'node:crypto';
import type { TokenResponse } from '@shared/api/token';
import type { Ledger } from './ledger';

/** D1: tokens live about 15 minutes. */
export const DEFAULT_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export type TokenCheck = { ok: true } | { ok: false; detail: string };

/**
 * Access tokens are 256 random bits; the ledger keeps only their SHA-256, so they survive a
 * restart of the sandbox (as a real service's would) without a usable copy on disk. The refresh
 * token is issued because D1 lists it, but no refresh endpoint exists: clients authenticate again.
 */
export function createTokenIssuer(ledger: Ledger, now: () => number, lifetimeMs: number) {
  return {
    issue(): TokenResponse {
      const issuedAt = now();
      const expiresAt = issuedAt + lifetimeMs;
      const accessToken = randomBytes(32).toString('base64url');
      ledger.purgeTokens(issuedAt - 24 * 60 * 60 * 1000);
      ledger.addToken(hash(accessToken), issuedAt, expiresAt);
      return {
        accessToken,
        refreshToken: randomBytes(32).toString('base64url'),
        expiresIn: isoSeconds(expiresAt),
        issuedAt: isoSeconds(issuedAt),
        tokenType: 'Bearer',
      };
    },

    check(authorization: string | undefined): TokenCheck {
      if (!authorization) return { ok: false, detail: 'the Authorization header is missing' };
      const match = /^Bearer ([\x21-\x7e]+)$/i.exec(authorization.trim());
      if (!match) {
        return { ok: false, detail: 'the Authorization header must be "Bearer <access token>"' };
      }
      const row = ledger.token(hash(match[1]!));
      if (!row) return { ok: false, detail: 'the access token is not known; get a new one' };
      if (now() >= row.expires_at) {
        return { ok: false, detail: 'the access token has expired; get a new one' };
      }
      return { ok: true };
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * D1's form, `2026-11-22T10:15:00Z`. Rounded down to the second, so a client never believes a
 * token lives longer than it does.
 */
function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
