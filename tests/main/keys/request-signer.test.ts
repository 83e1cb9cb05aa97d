import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateSigningKeyPair } from '../../../electron/main/keys/key-pair';
import {
  createRequestSigner,
  signText,
  verifyText,
} from '../../../electron/main/keys/request-signer';
import { openssl, tempDir, writeTemp } from './openssl';

const dir = tempDir();
const pair = generateSigningKeyPair();
const privatePath = writeTemp(dir, 'private.pem', pair.privateKeyPem);
const publicPath = writeTemp(dir, 'public.pem', pair.publicKeyPem);
const D2_RTGS_STRING = '6921946257982026-11-23001154789652311001949774041000.00';

describe('request signing (D2)', () => {
  it('produces exactly what `openssl dgst -sha256 -sign` produces, Base64 with padding', () => {
    const fromOpenssl = openssl(['dgst', '-sha256', '-sign', privatePath], D2_RTGS_STRING).toString(
      'base64',
    );
    const ours = createRequestSigner(pair.privateKeyPem).sign(D2_RTGS_STRING);
    expect(ours).toBe(fromOpenssl);
    expect(ours).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(ours.length % 4).toBe(0);
  });

  it('is verified by openssl over the UTF-8 bytes of the string', () => {
    const text = '1000.00KES692194625799Ñoño-é'; // non-ASCII proves UTF-8, not Latin-1
    const sigPath = writeTemp(
      dir,
      'sig.bin',
      Buffer.from(signText(pair.privateKeyPem, text), 'base64'),
    );
    const out = openssl(
      ['dgst', '-sha256', '-verify', publicPath, '-signature', sigPath],
      Buffer.from(text, 'utf8'),
    );
    expect(out.toString()).toContain('Verified OK');
  });

  it('verifies what openssl signed and rejects any change', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 3 }),
        (text, extra) => {
          const signature = signText(pair.privateKeyPem, text);
          expect(verifyText(pair.publicKeyPem, text, signature)).toBe(true);
          expect(verifyText(pair.publicKeyPem, text + extra, signature)).toBe(false);
        },
      ),
      { numRuns: 25 },
    );
    const fromOpenssl = openssl(['dgst', '-sha256', '-sign', privatePath], D2_RTGS_STRING).toString(
      'base64',
    );
    expect(verifyText(pair.publicKeyPem, D2_RTGS_STRING, fromOpenssl)).toBe(true);
  });

  it('rejects a signature made with another key, or text that is not Base64', () => {
    const other = generateSigningKeyPair();
    expect(verifyText(pair.publicKeyPem, 'x', signText(other.privateKeyPem, 'x'))).toBe(false);
    expect(verifyText(pair.publicKeyPem, 'x', 'not base64!')).toBe(false);
    expect(verifyText(pair.publicKeyPem, 'x', '')).toBe(false);
  });

  it('refuses to build a signer from a non-RSA key', () => {
    const ec = openssl([
      'genpkey',
      '-algorithm',
      'EC',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
    ]).toString();
    expect(() => createRequestSigner(ec)).toThrow(/RSA/);
  });
});
