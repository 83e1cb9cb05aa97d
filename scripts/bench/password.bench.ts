import { bench, describe } from 'vitest';
import {
  DEFAULT_SCRYPT_PARAMS,
  SALT_BYTES,
  HASH_BYTES,
  formatHash,
  hashPassword,
  verifyPassword,
} from '../../hq/protocol/password-hash';

const PASSWORD = 'maize tractor lantern 7';
const stored = await hashPassword(PASSWORD, DEFAULT_SCRYPT_PARAMS);
// What an edited journal could ask for: 2^22 × 32 × 128 bytes, 16 GiB.
const edited = formatHash({
  params: { N: 2 ** 22, r: 32, p: 1 },
  salt: Buffer.alloc(SALT_BYTES, 1),
  hash: Buffer.alloc(HASH_BYTES, 2),
});

describe('one sign-in’s password check', () => {
  bench(
    'verify against a hash at the default cost (scrypt 2^17, 8, 1: 128 MiB)',
    async () => {
      await verifyPassword(PASSWORD, stored);
    },
    { iterations: 5, time: 0 },
  );
  bench('refuse an edited hash that asks for 16 GiB', async () => {
    await verifyPassword(PASSWORD, edited);
  });
});
