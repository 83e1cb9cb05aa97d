import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import {
  TUESDAY_MORNING,
  call,
  getToken,
  operator,
  rawExchange,
  readySandbox,
  rtgsBody,
  send,
  signBody,
  fileKey,
  type HttpAnswer,
} from './harness';

const ROUTES = [
  SERVICE_PATHS.rtgs,
  SERVICE_PATHS.imt,
  SERVICE_PATHS.paymentPurposes,
  SERVICE_PATHS.token,
  '/sandbox/keys',
  '/sandbox/keys/abc',
  '/sandbox/faults',
  '/sandbox/faults/rtgs',
  '/sandbox/transactions',
  '/sandbox/transactions/123456789012',
  '/sandbox/accounts',
  '/sandbox/rtgs-window',
  '/sandbox/info',
  '/',
  '/v3-apis/transaction-api/v3.0/remittance',
  '/%E0%A4%A',
];

function expectJsonAnswer(answer: HttpAnswer): void {
  expect(answer.json, answer.text).toBeTypeOf('object');
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.json).toMatchObject({
      status: false,
      code: answer.status,
      message: expect.any(String),
      error_code: expect.any(String),
    });
    expect(answer.text).not.toMatch(/\n\s+at |\.ts:\d+/); // no stack traces
  }
}

const jsonText = fc.oneof(
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  // Near misses of a real body: the shape is right, the values are anything.
  fc
    .record({
      source: fc.dictionary(
        fc.constantFrom('countryCode', 'currency', 'name', 'accountNumber'),
        fc.jsonValue(),
      ),
      destination: fc.jsonValue(),
      transfer: fc.dictionary(
        fc.constantFrom('amount', 'reference', 'date', 'type'),
        fc.jsonValue(),
      ),
    })
    .map((v) => JSON.stringify(v)),
);

describe('sandbox robustness', () => {
  it('answers random bodies on every route with a JSON body, never a 5xx, and keeps answering', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH'),
        fc.oneof(jsonText, fc.uint8Array({ maxLength: 300 })),
        fc.constantFrom(
          undefined,
          'application/json',
          'text/plain',
          'application/json; charset=utf-8',
          '*/*',
        ),
        fc.constantFrom('none', 'access token', 'operator token'),
        fc.option(fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s))),
        async (path, method, body, contentType, bearer, signature) => {
          const headers: Record<string, string> = {};
          if (contentType) headers['Content-Type'] = contentType;
          if (bearer === 'access token') headers['Authorization'] = `Bearer ${token}`;
          if (bearer === 'operator token') {
            headers['Authorization'] = `Bearer ${sandbox.operatorToken}`;
          }
          if (signature !== null) headers['signature'] = signature;
          // DELETE of all faults and keys is valid and harmless; a GET carries no body.
          const answer = await call(sandbox, path, {
            method,
            headers,
            body: method === 'GET' ? undefined : body,
          });
          expectJsonAnswer(answer);
        },
      ),
      { numRuns: 250 },
    );
    sandbox.registerPublicKey(fileKey().publicPem); // in case a random DELETE removed it
    expect((await send(sandbox, 'rtgs', rtgsBody(), { token })).status).toBe(200);
  });

  it('answers bytes that are not HTTP with a JSON 400 (or a closed socket) and stays up', async () => {
    const sandbox = await readySandbox();
    const { port } = sandbox;
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 200 }), async (bytes) => {
        const reply = await rawExchange(
          port,
          Buffer.concat([Buffer.from(bytes), Buffer.from('\r\n\r\n')]),
        );
        if (reply !== '') {
          const [head, ...rest] = reply.split('\r\n\r\n');
          expect(head).toMatch(/^HTTP\/1\.1 [45]\d\d /);
          expect(head).not.toMatch(/^HTTP\/1\.1 5/);
          const body = JSON.parse(rest.join('\r\n\r\n')) as Record<string, unknown>;
          expect(body).toMatchObject({ status: false, error_code: expect.any(String) });
        }
      }),
      { numRuns: 60 },
    );
    expect((await operator(sandbox, '/sandbox/info')).status).toBe(200);
  });

  it.each([
    ['//sandbox/keys', 404],
    ['http://[::1/oops', 404],
    ['*', 404],
    ['/sandbox/transactions/%ZZ', 404],
  ])('answers the odd request target %s with a JSON %i', async (target, status) => {
    const sandbox = await readySandbox();
    const reply = await rawExchange(
      sandbox.port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nConnection: close\r\n\r\n`,
    );
    const [head, body] = reply.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 (${status}|400) `));
    expect(JSON.parse(body!)).toMatchObject({ status: false, error_code: expect.any(String) });
  });

  it('refuses a body over 64 KiB with 400 and keeps serving', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const body = rtgsBody();
    const huge = JSON.stringify({ ...body, padding: 'x'.repeat(100 * 1024) });
    const answer = await send(sandbox, 'rtgs', body, { token, text: huge });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error_code: 'INVALID_REQUEST',
      message: expect.stringContaining('larger than 65536 bytes'),
    });
    expect((await send(sandbox, 'rtgs', body, { token })).status).toBe(200);
  });

  it.each([
    [
      'a wrong content type',
      'text/plain',
      JSON.stringify(rtgsBody()),
      /Content-Type must be application\/json/,
    ],
    ['broken JSON', 'application/json', '{"source": {', /not valid JSON/],
    ['a JSON array', 'application/json', '[1,2,3]', /must be a JSON object, not an array/],
    ['a JSON string', 'application/json', '"hello"', /must be a JSON object, not a string/],
    ['null', 'application/json', 'null', /not null/],
    ['an empty body', 'application/json', '', /empty/],
  ])('answers %s with 400 INVALID_REQUEST and a clear message', async (_c, type, text, message) => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const answer = await call(sandbox, SERVICE_PATHS.rtgs, {
      method: 'POST',
      headers: { 'Content-Type': type, Authorization: `Bearer ${token}`, signature: 'AAAA' },
      body: text,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: false, code: 400, error_code: 'INVALID_REQUEST' });
    expect(answer.json!['message']).toMatch(message);
  });

  it('answers invalid UTF-8 with 400', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const answer = await call(sandbox, SERVICE_PATHS.rtgs, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(answer.json).toMatchObject({ code: 400, message: expect.stringContaining('UTF-8') });
  });

  it('answers a wrong method with 405 and Allow, an unknown path with 404, both as error bodies', async () => {
    const sandbox = await readySandbox();
    const wrong = await call(sandbox, SERVICE_PATHS.rtgs, { method: 'GET' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.json).toMatchObject({
      status: false,
      code: 405,
      error_code: 'METHOD_NOT_ALLOWED',
    });
    const missing = await call(sandbox, `${SERVICE_PATHS.rtgs}/extra`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ status: false, code: 404, error_code: 'NOT_FOUND' });
  });

  it('turns an unexpected exception into a 500 error body without details, and stays up', async () => {
    let broken = false;
    const lines: string[] = [];
    const sandbox = await readySandbox({
      now: () => {
        if (broken) throw new Error('clock exploded at /secret/path.ts:12');
        return TUESDAY_MORNING;
      },
      log: (line) => lines.push(line),
    });
    const token = await getToken(sandbox);
    broken = true;
    const answer = await send(sandbox, 'rtgs', rtgsBody(), { token });
    expect(answer.status).toBe(500);
    expect(answer.json).toMatchObject({ status: false, code: 500, error_code: 'INTERNAL_ERROR' });
    expect(answer.text).not.toContain('exploded');
    expect(lines.some((l) => l.includes('clock exploded'))).toBe(true);
    broken = false;
    expect((await send(sandbox, 'rtgs', rtgsBody(), { token })).status).toBe(200);
  });

  it('never writes tokens, credentials or signatures to its log', async () => {
    const lines: string[] = [];
    const sandbox = await readySandbox({ log: (line) => lines.push(line) });
    const token = await getToken(sandbox);
    const body = rtgsBody();
    const signature = signBody('rtgs', body, fileKey().privateKey);
    await send(sandbox, 'rtgs', body, { token, signature });
    await send(sandbox, 'rtgs', body, { token: 'wrong-token' });
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    for (const secret of [
      token,
      signature,
      sandbox.credentials.apiKey,
      sandbox.credentials.consumerSecret,
      body.source.name,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('refuses to listen anywhere but 127.0.0.1', async () => {
    const { startSandbox } = await import('../../../electron/main/sandbox/sandbox');
    for (const host of ['0.0.0.0', 'localhost', '::1', '192.168.1.10']) {
      await expect(startSandbox({ dataDir: 'unused', host })).rejects.toMatchObject({
        code: 'bad-option',
        message: expect.stringContaining('127.0.0.1'),
      });
    }
  });
});
