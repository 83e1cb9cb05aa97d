import { createPublicKey } from 'node:crypto';
import { ok, type Result } from '@shared/result';
import type { Ledger } from './ledger';
import { parsePublicKeyPem, type PublicKeyError } from './public-keys';
import type { VerifyingKey } from './signature-check';

export interface RegisteredKey {
  fingerprint: string;
  bits: number;
  registeredAt: string;
  /** SPKI PEM, as the operator would file it. */
  publicKeyPem: string;
}

/**
 * The public keys the "service operator" has registered (interface, Authentication 4.1). Kept in
 * the ledger so they survive a restart; parsed once into key objects for verification.
 */
export function createKeyRegistry(ledger: Ledger, now: () => number) {
  let cache: VerifyingKey[] | null = null;

  const list = (): RegisteredKey[] =>
    ledger.keys().map((row) => ({
      fingerprint: row.fingerprint,
      bits: row.bits,
      registeredAt: row.registered_at,
      publicKeyPem: row.spki_pem,
    }));

  return {
    list,
    register(pem: string): Result<RegisteredKey & { added: boolean }, PublicKeyError> {
      const parsed = parsePublicKeyPem(pem);
      if (!parsed.ok) return parsed;
      const { fingerprint, bits, spkiPem } = parsed.value;
      const added = ledger.addKey({
        fingerprint,
        bits,
        spki_pem: spkiPem,
        registered_at: new Date(now()).toISOString(),
      });
      cache = null;
      const row = ledger.key(fingerprint)!;
      return ok({
        fingerprint,
        bits,
        registeredAt: row.registered_at,
        publicKeyPem: row.spki_pem,
        added,
      });
    },
    remove(fingerprint: string): boolean {
      cache = null;
      return ledger.removeKey(fingerprint.toLowerCase());
    },
    verifying(): VerifyingKey[] {
      cache ??= ledger
        .keys()
        .map((row) => ({ fingerprint: row.fingerprint, key: createPublicKey(row.spki_pem) }));
      return cache;
    },
  };
}

export type KeyRegistry = ReturnType<typeof createKeyRegistry>;
