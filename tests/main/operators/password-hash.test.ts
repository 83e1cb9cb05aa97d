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
} from '../../../electron/main/operators/password-hash';
import { CHEAP_SCRYPT } from './fixtures';

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

  it('work with the default (desktop-strength) parameters, whose memory is above Node’s default cap', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored.startsWith(`scrypt$${2 ** 15}$8$1$`)).toBe(true);
    expect(await verifyPassword(PASSWORD, stored)).toBe('match');
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
    [`scrypt$1024$8$1$AAAA$${'A'.repeat(44)}`, 'salt too short'],
    [`scrypt$1024$8$1$${'A'.repeat(24)}$AAAA`, 'hash too short'],
    [`scrypt$01024$8$1$${'A'.repeat(24)}$${'A'.repeat(44)}`, 'leading zero'],
    [`scrypt$1024$8$1$${'A'.repeat(24)}$${'A'.repeat(44)}$x`, 'extra part'],
  ])('report a stored value they cannot read (%j: %s) instead of guessing', async (stored) => {
    expect(parseHash(stored)).toBeNull();
    expect(await verifyPassword(PASSWORD, stored)).toBe('unreadable');
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
