import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes as self-describing text: `scrypt$N$r$p$<salt base64>$<hash base64>`. The
 * parameters travel with each hash, so verification never assumes today's settings: they can be
 * raised later and older hashes still verify (and are re-hashed at the next sign-in). One module
 * for both sides (D101): the workstation's operators, head office's console operators, and the
 * verifiers head office publishes for the branches' operators, all in this one format.
 */

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/**
 * OWASP's scrypt setting (Password Storage Cheat Sheet): N=2^17, r=8, p=1, so 2^17 × 8 × 128 bytes
 * = 128 MiB and a few hundred milliseconds per hash on a branch PC. Spent once per sign-in, and
 * the cost that anyone guessing against a copied journal pays for every guess.
 */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({
  N: 2 ** 17,
  r: 8,
  p: 1,
});

export const SALT_BYTES = 16;
export const HASH_BYTES = 32;

/**
 * Bounds on what a stored hash may ask for. The parameters are read from the journal, which can
 * be edited behind the app's back: a hash that asks for more memory or work than the default
 * must not make a sign-in allocate gigabytes or spin for minutes, so it is unreadable. Memory is
 * 128·N·r bytes and work grows with N·r·p; both are capped at the default's (N·r ≤ 2^20, i.e.
 * 128 MiB, and N·r·p ≤ 2^20), which admits OWASP's equivalent settings (2^16/8/2 and so on).
 * Raising the default means raising these caps with it. The lower bounds are low so tests can
 * use cheap hashes.
 */
const LIMITS = {
  maxLogN: 20,
  maxR: 32,
  maxP: 16,
  maxMemoryBlocks: 2 ** 20,
  maxWork: 2 ** 20,
  minSalt: 16,
  minHash: 16,
  maxHash: 64,
} as const;

export interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

export type Verification = 'match' | 'mismatch' | 'unreadable';

/** The two operations the operator service needs; tests wrap the real ones to watch the work. */
export interface PasswordHasher {
  hash(password: string, params: ScryptParams): Promise<string>;
  verify(password: string, stored: string): Promise<Verification>;
}

/**
 * NIST SP 800-63B: normalise before hashing, so that "é" typed as one character or as "e" plus
 * an accent (different keyboards, input methods) is the same password.
 */
function passwordBytes(password: string): Buffer {
  return Buffer.from(password.normalize('NFKC'), 'utf8');
}

function scryptOptions({ N, r, p }: ScryptParams): ScryptOptions {
  // scrypt needs 128·N·r bytes for V plus 128·r·p for B; Node refuses above 32 MiB unless told.
  return { N, r, p, maxmem: 128 * r * (N + p + 2) + 2 ** 20 };
}

function derive(password: string, salt: Buffer, params: ScryptParams, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(passwordBytes(password), salt, length, scryptOptions(params), (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export function checkScryptParams(params: ScryptParams): string | null {
  const { N, r, p } = params;
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 1;
  if (!whole(N) || N < 2 || N > 2 ** LIMITS.maxLogN || (N & (N - 1)) !== 0) {
    // catalog-ignore: a developer's error about the code's own parameters, thrown at start
    return `scrypt N must be a power of two from 2 to 2^${LIMITS.maxLogN}.`;
  }
  // catalog-ignore: as above
  if (!whole(r) || r > LIMITS.maxR) return `scrypt r must be 1 to ${LIMITS.maxR}.`;
  // catalog-ignore: as above
  if (!whole(p) || p > LIMITS.maxP) return `scrypt p must be 1 to ${LIMITS.maxP}.`;
  if (N * r > LIMITS.maxMemoryBlocks) {
    // catalog-ignore: as above
    return `scrypt N × r must be at most 2^20 (128 MiB of memory); ${N} × ${r} asks for more.`;
  }
  if (N * r * p > LIMITS.maxWork) {
    // catalog-ignore: as above
    return `scrypt N × r × p must be at most 2^20; ${N} × ${r} × ${p} asks for more work.`;
  }
  return null;
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const problem = checkScryptParams(params);
  if (problem) throw new Error(problem);
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, params, HASH_BYTES);
  return formatHash({ params, salt, hash });
}

export function formatHash({ params, salt, hash }: ParsedHash): string {
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

const DECIMAL = /^[1-9][0-9]{0,9}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  if (![n, r, p].every((part) => DECIMAL.test(part))) return null;
  if (!BASE64.test(salt) || !BASE64.test(hash)) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (checkScryptParams(params) !== null) return null;
  const saltBytes = Buffer.from(salt, 'base64');
  const hashBytes = Buffer.from(hash, 'base64');
  if (saltBytes.length < LIMITS.minSalt) return null;
  if (hashBytes.length < LIMITS.minHash || hashBytes.length > LIMITS.maxHash) return null;
  return { params, salt: saltBytes, hash: hashBytes };
}

/** Derives with the parameters, salt and length stored in the hash and compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<Verification> {
  const parsed = parseHash(stored);
  if (!parsed) return 'unreadable';
  const derived = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(derived, parsed.hash) ? 'match' : 'mismatch';
}

/** True when the stored hash is cheaper than `params` in any dimension (or unreadable). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const had = parsed.params;
  return (
    had.N < params.N || had.r < params.r || had.p < params.p || parsed.hash.length < HASH_BYTES
  );
}

/**
 * A well-formed hash that no password matches (its stored hash is all zeros, which scrypt does
 * not produce in practice), with the given parameters. Verifying an unknown operator id against
 * it costs exactly what verifying a real one costs, so the time taken does not tell which ids
 * exist.
 */
export function decoyHash(params: ScryptParams): string {
  return formatHash({ params, salt: randomBytes(SALT_BYTES), hash: Buffer.alloc(HASH_BYTES) });
}

export const scryptHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
