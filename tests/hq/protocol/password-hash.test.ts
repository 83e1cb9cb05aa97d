import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_PARAMS,
  HASH_BYTES,
  SALT_BYTES,
  decoyHash,
  formatHash,
  hashPassword,
  needsRehash,
  parseHash,
  verifyPassword,
} from '../../../hq/protocol/password-hash';

/** Cheap enough for a test: the format and the checks are what is tested, not the cost. */
const CHEAP_SCRYPT = { N: 1024, r: 8, p: 1 };
const PASSWORD = 'maize tractor lantern 7';

describe('password hashes', () => {
  it('are self-describing text with the parameters, a 16-byte salt and the hash', async () => {
    const stored = await hashPassword(PASSWORD, CHEAP_SCRYPT);
    const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(rest).toEqual([]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(SALT_BYTES);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(HASH_BYTES);
  });

  it('never contain the password, in any encoding', async () => {
    const stored = await hashPassword(PASSWORD, CHEAP_SCRYPT);
    for (const encoding of ['utf8', 'base64', 'hex'] as const) {
      expect(stored).not.toContain(Buffer.from(PASSWORD).toString(encoding));
    }
  });

  it('use a fresh salt each time', async () => {
    const first = await hashPassword(PASSWORD, CHEAP_SCRYPT);
    const second = await hashPassword(PASSWORD, CHEAP_SCRYPT);
    expect(first).not.toBe(second);
    expect(parseHash(first)!.salt.equals(parseHash(second)!.salt)).toBe(false);
  });

  it('verify the right password and no other', async () => {
    const stored = await hashPassword(PASSWORD, CHEAP_SCRYPT);
    expect(await verifyPassword(PASSWORD, stored)).toBe('match');
    expect(await verifyPassword(`${PASSWORD} `, stored)).toBe('mismatch');
    expect(await verifyPassword('Maize tractor lantern 7', stored)).toBe('mismatch');
  });

  it('default to OWASP’s scrypt strength, N=2^17, r=8, p=1, and verify a real hash at that cost', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    // 128 MiB of scrypt memory: four times Node's default cap, so this also proves maxmem is raised.
    const stored = await hashPassword(PASSWORD);
    expect(stored.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(parseHash(stored)?.params).toEqual(DEFAULT_SCRYPT_PARAMS);
    expect(await verifyPassword(PASSWORD, stored)).toBe('match');
    expect(await verifyPassword(`${PASSWORD}!`, stored)).toBe('mismatch');
  });

  it('verify with the parameters stored in the hash, not with the defaults', async () => {
    const params = { N: 2 ** 6, r: 2, p: 3 };
    const salt = Buffer.alloc(SALT_BYTES, 7);
    // Made by Node's scrypt directly: the hash module must read N, r, p, the salt and the length.
    const hash = scryptSync(Buffer.from(PASSWORD), salt, 24, params);
    const stored = formatHash({ params, salt, hash });
    expect(await verifyPassword(PASSWORD, stored)).toBe('match');
    expect(await verifyPassword('another password', stored)).toBe('mismatch');
    const withOtherN = formatHash({ params: { ...params, N: 2 ** 7 }, salt, hash });
    expect(await verifyPassword(PASSWORD, withOtherN)).toBe('mismatch');
  });

  it('treat the same text typed in composed or decomposed form as the same password', async () => {
    const composed = 'caf\u00e9 tractor lantern';
    const decomposed = 'cafe\u0301 tractor lantern';
    const stored = await hashPassword(composed, CHEAP_SCRYPT);
    expect(await verifyPassword(decomposed, stored)).toBe('match');
  });

  it.each([
    ['', 'empty'],
    ['plain text password', 'not a hash'],
    ['bcrypt$10$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==', 'another scheme'],
    [`scrypt$1000$8$1$${'A'.repeat(24)}$${'A'.repeat(44)}`, 'N not a power of two'],
    [`scrypt$${2 ** 30}$8$1$${'A'.repeat(24)}$${'A'.repeat(44)}`, 'N too large'],
    [`scrypt$1024$99$1$${'A'.repeat(24)}$${'A'.repeat(44)}`, 'r too large'],
    [`scrypt$${2 ** 18}$8$1$${'A'.repeat(24)}$${'A'.repeat(44)}`, 'twice the default memory'],
    [`scrypt$${2 ** 17}$16$1$${'A'.repeat(24)}$${'A'.repeat(44)}`, 'r doubling the memory'],
    [`scrypt$${2 ** 17}$8$2$${'A'.repeat(24)}$${'A'.repeat(44)}`, 'p doubling the work'],
    [`scrypt$${2 ** 22}$32$1$${'A'.repeat(24)}$${'A'.repeat(44)}`, '16 GiB'],
    [`scrypt$1024$8$1$AAAA$${'A'.repeat(44)}`, 'salt too short'],
    [`scrypt$1024$8$1$${'A'.repeat(24)}$AAAA`, 'hash too short'],
    [`scrypt$01024$8$1$${'A'.repeat(24)}$${'A'.repeat(44)}`, 'leading zero'],
    [`scrypt$1024$8$1$${'A'.repeat(24)}$${'A'.repeat(44)}$x`, 'extra part'],
  ])('report a stored value they cannot read (%j: %s) instead of guessing', async (stored) => {
    expect(parseHash(stored)).toBeNull();
    expect(await verifyPassword(PASSWORD, stored)).toBe('unreadable');
  });

  it('read hashes up to the default’s memory and work, in any of OWASP’s equivalent shapes', () => {
    const salt = Buffer.alloc(SALT_BYTES, 1);
    const hash = Buffer.alloc(HASH_BYTES, 2);
    for (const params of [
      { N: 2 ** 17, r: 8, p: 1 },
      { N: 2 ** 16, r: 8, p: 2 },
      { N: 2 ** 15, r: 8, p: 3 },
      { N: 2 ** 20, r: 1, p: 1 },
    ]) {
      expect(parseHash(formatHash({ params, salt, hash }))?.params).toEqual(params);
    }
  });

  it('refuse an edited hash that asks for a gigabyte as unreadable, without deriving anything', async () => {
    const edited = formatHash({
      params: { N: 2 ** 20, r: 8, p: 1 },
      salt: Buffer.alloc(SALT_BYTES, 1),
      hash: Buffer.alloc(HASH_BYTES, 2),
    });
    // The peak memory of this process: a derivation would raise it by the gigabyte asked for.
    const peakBefore = process.resourceUsage().maxRSS;
    expect(await verifyPassword(PASSWORD, edited)).toBe('unreadable');
    const grownKiB = process.resourceUsage().maxRSS - peakBefore;
    expect(grownKiB).toBeLessThan(64 * 1024);
  });

  it('say when a stored hash is weaker than the parameters in use', async () => {
    const cheap = await hashPassword(PASSWORD, CHEAP_SCRYPT);
    expect(needsRehash(cheap, DEFAULT_SCRYPT_PARAMS)).toBe(true);
    expect(needsRehash(cheap, CHEAP_SCRYPT)).toBe(false);
    expect(needsRehash(cheap, { ...CHEAP_SCRYPT, N: 512 })).toBe(false);
    expect(needsRehash(cheap, { ...CHEAP_SCRYPT, p: 2 })).toBe(true);
  });

  it('have a decoy that costs a real verification and matches nothing', async () => {
    const decoy = decoyHash(CHEAP_SCRYPT);
    expect(parseHash(decoy)?.params).toEqual(CHEAP_SCRYPT);
    expect(await verifyPassword(PASSWORD, decoy)).toBe('mismatch');
    expect(await verifyPassword('', decoy)).toBe('mismatch');
  });

  it('refuse to hash with parameters out of bounds', async () => {
    await expect(hashPassword(PASSWORD, { N: 1000, r: 8, p: 1 })).rejects.toThrow(/power of two/);
  });
});
