import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openssl, tempDir, writeTemp } from '../keys/openssl';
import {
  operator,
  fileKey,
  generateTestKey,
  registerKey,
  rtgsBody,
  send,
  startTestSandbox,
} from './harness';

const fingerprintOf = (pem: string) =>
  createHash('sha256')
    .update(createPublicKey(pem).export({ type: 'spki', format: 'der' }))
    .digest('hex');

describe('sandbox key registration (operator routes)', () => {
  it('registers an SPKI public key and lists it with the SHA-256 fingerprint openssl computes', async () => {
    const sandbox = await startTestSandbox();
    const { publicPem } = fileKey();
    const answer = await registerKey(sandbox, publicPem);
    expect(answer.status).toBe(201);
    // openssl's own DER encoding of the key, hashed: independent of node:crypto.
    const der = openssl(['pkey', '-pubin', '-outform', 'DER'], publicPem);
    const expected = createHash('sha256').update(der).digest('hex');
    expect(answer.json).toMatchObject({
      status: true,
      data: { fingerprint: expected, bits: 2048 },
    });

    const listed = await operator(sandbox, '/sandbox/keys');
    expect(listed.json!['data']).toEqual([
      expect.objectContaining({ fingerprint: expected, bits: 2048, publicKeyPem: publicPem }),
    ]);
  });

  it('accepts a PKCS#1 RSA public key and files it as SPKI', async () => {
    const sandbox = await startTestSandbox();
    const pkcs1 = createPublicKey(fileKey().publicPem)
      .export({ type: 'pkcs1', format: 'pem' })
      .toString();
    expect(pkcs1).toContain('BEGIN RSA PUBLIC KEY');
    const answer = await registerKey(sandbox, pkcs1);
    expect(answer.status).toBe(201);
    expect(answer.json!['data']).toMatchObject({
      fingerprint: fingerprintOf(fileKey().publicPem),
      publicKeyPem: fileKey().publicPem,
    });
  });

  it('accepts JSON {"pem": …} too, and a second registration of the same key is a 200', async () => {
    const sandbox = await startTestSandbox();
    const first = await operator(sandbox, '/sandbox/keys', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pem: fileKey().publicPem }),
    });
    expect(first.status).toBe(201);
    const again = await registerKey(sandbox, fileKey().publicPem);
    expect(again.status).toBe(200);
    expect((await operator(sandbox, '/sandbox/keys')).json!['data']).toHaveLength(1);
  });

  it.each([
    ['a private key', () => fileKey().privatePem, /private key/i],
    [
      'an EC key',
      () =>
        generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .publicKey.export({ type: 'spki', format: 'pem' })
          .toString(),
      /RSA/,
    ],
    [
      'a 1024-bit RSA key',
      () =>
        generateKeyPairSync('rsa', { modulusLength: 1024 })
          .publicKey.export({ type: 'spki', format: 'pem' })
          .toString(),
      /1024 bits.*at least 2048/,
    ],
    ['text that is not PEM', () => 'hello', /not a PEM/],
    ['an empty body', () => '', /empty/],
    [
      'a damaged key',
      () => '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n',
      /damaged/,
    ],
    ['two keys at once', () => fileKey().publicPem + fileKey().publicPem, /more than one/],
  ])('refuses %s with a 400 that says why', async (_case, pem, message) => {
    const sandbox = await startTestSandbox();
    const answer = await registerKey(sandbox, pem());
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: false, code: 400, error_code: 'INVALID_REQUEST' });
    expect(answer.json!['message']).toMatch(message);
    expect((await operator(sandbox, '/sandbox/keys')).json!['data']).toEqual([]);
  });

  it('removes a key: sends signed with it are then refused with 403', async () => {
    const sandbox = await startTestSandbox();
    const fingerprint = (await registerKey(sandbox, fileKey().publicPem)).json!['data'] as {
      fingerprint: string;
    };
    expect((await send(sandbox, 'rtgs', rtgsBody())).status).toBe(200);
    const removed = await operator(sandbox, `/sandbox/keys/${fingerprint.fingerprint}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await send(sandbox, 'rtgs', rtgsBody())).status).toBe(403);
    const again = await operator(sandbox, `/sandbox/keys/${fingerprint.fingerprint}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
  });

  it('keeps registered keys across a restart', async () => {
    const first = await startTestSandbox();
    await registerKey(first, fileKey().publicPem);
    await first.close();
    const second = await startTestSandbox({ dataDir: first.dataDir });
    expect(second.publicKeys().map((k) => k.fingerprint)).toEqual([
      fingerprintOf(fileKey().publicPem),
    ]);
    expect((await send(second, 'rtgs', rtgsBody())).status).toBe(200);
  });

  it('verifies against every registered key (two workstations, two keys)', async () => {
    const sandbox = await startTestSandbox();
    const other = generateTestKey();
    await registerKey(sandbox, fileKey().publicPem);
    await registerKey(sandbox, other.publicPem);
    const answer = await send(sandbox, 'rtgs', rtgsBody(), { key: other.privateKey });
    expect(answer.status).toBe(200);
    const reference = (answer.json!['reference'] as string) ?? '';
    expect(sandbox.transaction(reference)?.signatureKey).toBe(fingerprintOf(other.publicPem));
  });

  it('takes the PEM from a file the openssl CLI exported', async () => {
    const dir = tempDir();
    const privatePath = writeTemp(dir, 'private.pem', fileKey().privatePem);
    const publicPem = openssl(['pkey', '-in', privatePath, '-pubout']).toString();
    const sandbox = await startTestSandbox();
    expect((await registerKey(sandbox, publicPem)).status).toBe(201);
  });
});
