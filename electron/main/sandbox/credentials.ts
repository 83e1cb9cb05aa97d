import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's fixed, published credentials (docs/sandbox-bank.md). They open nothing but this
 * simulator, which is why they can be printed by the CLI and written here; the app stores the
 * real services' credentials in the OS keychain, never in code.
 */
export interface SandboxCredentials {
  apiKey: string;
  merchantCode: string;
  consumerSecret: string;
}

export const SANDBOX_CREDENTIALS: Readonly<SandboxCredentials> = Object.freeze({
  apiKey: 'sandbox-api-key-7f3a9c2e41d8',
  merchantCode: 'RDSANDBOX001',
  consumerSecret: 'sandbox-consumer-secret-5b8e0d6a',
});

/** Compares in constant time, so response timing says nothing about how much of a guess was right. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
