import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isSecretKey,
  looksLikeEncodedSecret,
  REDACTED,
  redactText,
  redactValue,
} from '../../../electron/main/logging/redact';

/** Bytes that look random (as keys, tokens and signatures do), from a seed fast-check picks. */
function randomLooking(seed: number, length: number): Buffer {
  const chunks: Buffer[] = [];
  let block = createHash('sha256').update(String(seed)).digest();
  while (chunks.length * 32 < length) {
    chunks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(chunks).subarray(0, length);
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const SIGNATURE = sign(
  'sha256',
  Buffer.from('6921946257982026-11-230011547896523'),
  privateKey,
).toString('base64');
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJtZXJjaGFudCIsImV4cCI6MTc5NTAwMDAwMH0.Qm9ndXNTaWduYXR1cmVGb3JUZXN0c09ubHkxMjM0NQ';

describe('isSecretKey', () => {
  it.each([
    'token',
    'accessToken',
    'refreshToken',
    'access_token',
    'id-token',
    'ACCESS_TOKEN',
    'authorization',
    'Authorization',
    'proxy-authorization',
    'signature',
    'Signature',
    'requestSignature',
    'apiKey',
    'api-key',
    'Api-Key',
    'x-api-key',
    'API_KEY',
    'APIKEY',
    'consumerSecret',
    'consumer_secret',
    'clientSecret',
    'secret',
    'merchantCode',
    'merchant_code',
    'MERCHANTCODE',
    'privateKey',
    'private_key',
    'privateKeyPem',
    'PRIVATE-KEY',
    'password',
    'newPassword',
    'passphrase',
    'pin',
    'PIN',
    'newPin',
    'operator_pin',
    'pinCode',
    'cookie',
    'set-cookie',
    'credentials',
  ])('treats %s as secret', (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each([
    'amount',
    'reference',
    'accountNumber',
    'operatorId',
    'publicKey',
    'fingerprint',
    'expiresIn',
    'spin',
    'pinned',
    'shipping',
    'keyboard',
    'monkey',
    'status',
    'transactionId',
    'message',
  ])('leaves %s readable', (key) => {
    expect(isSecretKey(key)).toBe(false);
  });
});

describe('redactValue', () => {
  it('masks secret keys at any depth, whatever the value, and keeps the rest', () => {
    const input = {
      reference: '692194625798',
      amount: '1000.00',
      credentials: { merchantCode: 'M-001', consumerSecret: 's3cr3t' },
      headers: {
        Authorization: 'Bearer abc.def',
        'Content-Type': 'application/json',
        signature: SIGNATURE,
      },
      attempts: [{ n: 1, token: { accessToken: 'a', expiresIn: 900 } }],
      pin: 1234,
    };
    expect(redactValue(input)).toEqual({
      reference: '692194625798',
      amount: '1000.00',
      credentials: REDACTED,
      headers: { Authorization: REDACTED, 'Content-Type': 'application/json', signature: REDACTED },
      attempts: [{ n: 1, token: REDACTED }],
      pin: REDACTED,
    });
    expect(input.headers.Authorization).toBe('Bearer abc.def');
  });

  it('redacts Errors without losing what they are', () => {
    const cause = new Error('socket hang up');
    const error = Object.assign(
      new Error(`POST failed with Authorization: Bearer ${JWT}`, { cause }),
      {
        code: 'ECONNRESET',
        apiKey: 'k-123',
      },
    );
    const copy = redactValue(error) as Error & Record<string, unknown>;
    expect(copy).toBeInstanceOf(Error);
    expect(copy.message).toBe(`POST failed with Authorization: ${REDACTED}`);
    expect(copy.stack).not.toContain(JWT);
    expect(copy['code']).toBe('ECONNRESET');
    expect(copy['apiKey']).toBe(REDACTED);
    expect((copy['cause'] as Error).message).toBe('socket hang up');
  });

  it('cuts cycles, summarizes binary data and handles Maps, Sets, Headers and URLs', () => {
    const looped: Record<string, unknown> = { name: 'a' };
    looped['self'] = looped;
    expect(redactValue(looped)).toEqual({ name: 'a', self: '[Circular]' });
    expect(redactValue(Buffer.from('-----BEGIN PRIVATE KEY-----'))).toBe('[binary, 27 bytes]');
    expect(
      redactValue(
        new Map([
          ['password', 'x'],
          ['user', 'y'],
        ]),
      ),
    ).toEqual(
      new Map([
        ['password', REDACTED],
        ['user', 'y'],
      ]),
    );
    expect(redactValue(new Set([`Bearer ${JWT}`]))).toEqual(new Set([`Bearer ${REDACTED}`]));
    const headers = new Headers({
      authorization: 'Bearer x',
      signature: SIGNATURE,
      accept: 'application/json',
    });
    expect(redactValue(headers)).toEqual({
      accept: 'application/json',
      authorization: REDACTED,
      signature: REDACTED,
    });
    expect(redactValue(new URL('https://bank.example/cb?access_token=abc123&x=1'))).toBe(
      `https://bank.example/cb?access_token=${REDACTED}&x=1`,
    );
  });
});

describe('redactText', () => {
  it('removes bearer tokens, JWTs and authorization values', () => {
    expect(redactText(`Authorization: Bearer ${JWT}`)).toBe(`Authorization: ${REDACTED}`);
    expect(redactText('authorization: Basic dXNlcjpwYXNz')).toBe(`authorization: ${REDACTED}`);
    expect(redactText('sent with bearer abc-def_ghi.jkl')).toBe(`sent with bearer ${REDACTED}`);
    expect(redactText(`token ${JWT} expired`)).toBe(`token ${REDACTED} expired`);
  });

  it('removes PEM blocks, even an unterminated one', () => {
    expect(redactText(`key:\n${PRIVATE_PEM}done`)).toBe('key:\n[REDACTED PEM]\ndone');
    const cut = PRIVATE_PEM.slice(0, 200);
    expect(redactText(`oops ${cut}`)).toBe('oops [REDACTED PEM]');
    const jsonEscaped = JSON.stringify({ pem: PRIVATE_PEM });
    expect(redactText(jsonEscaped)).not.toContain(PRIVATE_PEM.split('\n')[1]!);
  });

  it('removes named values in JSON, headers and query strings', () => {
    const body = JSON.stringify({ merchantCode: 'M-001', consumerSecret: 'c s', amount: '1.00' });
    expect(redactText(body)).toBe(
      `{"merchantCode":"${REDACTED}","consumerSecret":"${REDACTED}","amount":"1.00"}`,
    );
    expect(redactText('Api-Key: k-123\nAccept: */*')).toBe(`Api-Key: ${REDACTED}\nAccept: */*`);
    expect(redactText('GET /cb?access_token=abc&state=1')).toBe(
      `GET /cb?access_token=${REDACTED}&state=1`,
    );
    expect(redactText("password='hunter 2' user=x")).toBe(`password='${REDACTED}' user=x`);
    expect(redactText('newPin=1234, spin: 3')).toBe(`newPin=${REDACTED}, spin: 3`);
  });

  it('removes a signature and keeps paths, references and fingerprints readable', () => {
    expect(redactText(`signed ${SIGNATURE} ok`)).toBe(`signed ${REDACTED} ok`);
    const readable = [
      'opened /home/clerk/.config/Remit Desk/journal.sqlite3',
      'C:/Users/ClerkAccount/AppData/Roaming/Remit-Desk/journal',
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      'reference 692194625798 for 1000.00 KES to 0011547896523',
      'fingerprint 3f5e7a9c1b2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f',
      'transfer 7d1f0c6e-2b9a-4f3e-8c5d-1a2b3c4d5e6f is queued',
    ];
    for (const line of readable) expect(redactText(line)).toBe(line);
  });
});

describe('a secret embedded anywhere never survives', () => {
  const around = fc.string({ maxLength: 40 });

  it('under a secret key, at any depth, inside any structure, whatever the value', () => {
    const secretKey = fc.constantFrom(
      'accessToken',
      'consumerSecret',
      'Api-Key',
      'merchantCode',
      'privateKey',
      'password',
      'pin',
      'signature',
      'authorization',
    );
    const marker = fc.integer({ min: 0 }).map((n) => `Zq${n.toString(36)}xV`);
    fc.assert(
      fc.property(
        secretKey,
        fc.oneof(fc.jsonValue(), marker),
        fc.array(fc.constantFrom('a', 'list', 'body', 'nested'), { maxLength: 5 }),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
        (key, secret, path, noise) => {
          let value: unknown = { ...noise, [key]: secret };
          for (const step of path) value = step === 'list' ? [value] : { [step]: value };
          let found = redactValue(value);
          for (const step of [...path].reverse()) {
            found =
              step === 'list' ? (found as unknown[])[0] : (found as Record<string, unknown>)[step];
          }
          expect((found as Record<string, unknown>)[key]).toBe(REDACTED);
          if (typeof secret === 'string' && secret.startsWith('Zq')) {
            expect(JSON.stringify(redactValue(value))).not.toContain(secret);
          }
        },
      ),
    );
  });

  it('as a bearer token, a named value or a PEM in any surrounding text', () => {
    const tokenChar = fc.constantFrom(
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/',
    );
    fc.assert(
      fc.property(
        fc.string({ unit: tokenChar, minLength: 8, maxLength: 60 }),
        fc.constantFrom(
          'Bearer ',
          'bearer ',
          'Authorization: ',
          'accessToken=',
          '"consumerSecret":"',
          "api-key: '",
          'password: ',
          '-----BEGIN PRIVATE KEY-----\n',
        ),
        around,
        around,
        (secret, lead, before, after) => {
          fc.pre(!before.includes(secret) && !after.includes(secret));
          const text = `${before} ${lead}${secret}${lead.endsWith('"') ? '"' : lead.endsWith("'") ? "'" : ''} ${after}`;
          expect(redactText(text)).not.toContain(secret);
        },
      ),
    );
  });

  it('as a signature-like Base64 run glued into any text', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 48, max: 512 }),
        fc.constantFrom<BufferEncoding>('base64', 'base64url'),
        around,
        around,
        (seed, bytes, encoding, before, after) => {
          const secret = randomLooking(seed, bytes).toString(encoding);
          fc.pre(!before.includes(secret) && !after.includes(secret));
          expect(redactText(`${before}${secret}${after}`)).not.toContain(secret);
          expect(JSON.stringify(redactValue({ note: `${before}${secret}${after}` }))).not.toContain(
            secret,
          );
        },
      ),
    );
  });

  it('recognizes real signatures as encoded secrets', () => {
    expect(looksLikeEncodedSecret(SIGNATURE)).toBe(true);
    expect(looksLikeEncodedSecret('A'.repeat(344))).toBe(false);
  });
});
