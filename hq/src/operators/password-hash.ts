import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * Head-office operators' passwords, hashed as the workstation hashes its operators'
 * (electron/main/operators/password-hash.ts; D101): scrypt with OWASP's setting, written as the
 * same self-describing text `scrypt$N$r$p$<salt>$<hash>`. Its own small module rather than an
 * import, because head office and the workstation share only hq/protocol (D91).
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB, a few hundred ms a hash). */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({
  N: 2 ** 17,
  r: 8,
  p: 1,
});

const SALT_BYTES = 16;
const HASH_BYTES = 32;
/**
 * The most a stored hash may ask for: the database can be written behind head office's back, and
 * a hash asking for gigabytes must not take an instance down at the next sign-in.
 */
const MAX_BLOCKS = 2 ** 20;

function derive(password: string, salt: Buffer, params: ScryptParams, length: number) {
  const { N, r, p } = params;
  return new Promise<Buffer>((resolve, reject) => {
    // NIST SP 800-63B: normalised, so a password typed on another keyboard is the same password.
    scrypt(
      Buffer.from(password.normalize('NFKC'), 'utf8'),
      salt,
      length,
      { N, r, p, maxmem: 128 * r * (N + p + 2) + 2 ** 20 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function readable({ N, r, p }: ScryptParams): boolean {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 1;
  return (
    whole(N) && whole(r) && whole(p) && N >= 2 && (N & (N - 1)) === 0 && N * r * p <= MAX_BLOCKS
  );
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  if (!readable(params))
    throw new Error('scrypt parameters out of bounds: N a power of two, N·r·p ≤ 2^20.');
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, params, HASH_BYTES);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

export type Verification = 'match' | 'mismatch' | 'unreadable';

/** Derives with the parameters and salt stored in the hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<Verification> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return 'unreadable';
  const [N, r, p] = parts
    .slice(1, 4)
    .map((part) => (/^[1-9][0-9]{0,9}$/.test(part) ? Number(part) : NaN));
  const params = { N: N!, r: r!, p: p! };
  const salt = Buffer.from(parts[4]!, 'base64');
  const hash = Buffer.from(parts[5]!, 'base64');
  if (!readable(params) || salt.length < SALT_BYTES || hash.length < 16 || hash.length > 64) {
    return 'unreadable';
  }
  const derived = await derive(password, salt, params, hash.length);
  return timingSafeEqual(derived, hash) ? 'match' : 'mismatch';
}

/**
 * A hash no password matches, with the given cost: an unknown id is checked against it, so the
 * time an answer takes does not tell which ids exist.
 */
export function decoyHash(params: ScryptParams): string {
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    randomBytes(SALT_BYTES).toString('base64'),
    Buffer.alloc(HASH_BYTES).toString('base64'),
  ].join('$');
}
