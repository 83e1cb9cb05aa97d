import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import {
  call,
  fileKey,
  generateTestKey,
  getToken,
  operator,
  readySandbox,
  rtgsBody,
  send,
  startTestSandbox,
  tempDataDir,
  type HttpAnswer,
} from './harness';

/*
 * The operator routes (keys, faults, the RTGS window, the books, info) need the per-run operator
 * token as `Authorization: Bearer`; the published service credentials and the access tokens they
 * buy open only the service routes. Over real HTTP.
 */

interface OperatorCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  contentType?: string;
  body?: string;
}

/** One call of every operator route; the ones that change something would change it if let in. */
function operatorCalls(intruderPem: string): OperatorCall[] {
  const json = 'application/json';
  return [
    { method: 'GET', path: '/sandbox/info' },
    { method: 'GET', path: '/sandbox/accounts' },
    { method: 'GET', path: '/sandbox/keys' },
    { method: 'POST', path: '/sandbox/keys', contentType: 'text/plain', body: intruderPem },
    { method: 'DELETE', path: '/sandbox/keys/abc' },
    { method: 'GET', path: '/sandbox/faults' },
    {
      method: 'POST',
      path: '/sandbox/faults',
      contentType: json,
      body: JSON.stringify({ route: 'rtgs', fault: 'hang' }),
    },
    { method: 'DELETE', path: '/sandbox/faults' },
    { method: 'DELETE', path: '/sandbox/faults/rtgs' },
    { method: 'GET', path: '/sandbox/transactions' },
    { method: 'GET', path: '/sandbox/transactions/123456789012' },
    { method: 'GET', path: '/sandbox/rtgs-window' },
    {
      method: 'POST',
      path: '/sandbox/rtgs-window',
      contentType: json,
      body: JSON.stringify({ mode: 'closed' }),
    },
  ];
}

function callWith(
  sandbox: Sandbox,
  request: OperatorCall,
  headers: Record<string, string>,
): Promise<HttpAnswer> {
  return call(sandbox, request.path, {
    method: request.method,
    headers: {
      ...(request.contentType ? { 'Content-Type': request.contentType } : {}),
      ...headers,
    },
    body: request.body,
  });
}

function expectUnauthorized(answer: HttpAnswer, what: string): void {
  expect(answer.status, what).toBe(401);
  expect(answer.json, what).toEqual({
    status: false,
    code: 401,
    message: expect.stringContaining('operator'),
    error_code: 'UNAUTHORIZED',
  });
  expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="sandbox operator"');
}

describe('the sandbox operator token', () => {
  it('is 256 random bits, new at every start, even on the same ledger', async () => {
    const dataDir = tempDataDir();
    const first = await startTestSandbox({ dataDir });
    const token = first.operatorToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    await first.close();
    const again = await startTestSandbox({ dataDir });
    expect(again.operatorToken).not.toBe(token);
    const other = await startTestSandbox();
    expect(new Set([token, again.operatorToken, other.operatorToken]).size).toBe(3);
  });

  it('without it, with a wrong one or with the service credentials, every operator route answers 401 and nothing changes', async () => {
    const sandbox = await readySandbox();
    const intruder = generateTestKey();
    const accessToken = await getToken(sandbox);
    const right = sandbox.operatorToken;
    const wrongSameLength = right.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const attempts: [string, Record<string, string>][] = [
      ['no Authorization', {}],
      ['a wrong token of the same length', { Authorization: `Bearer ${wrongSameLength}` }],
      ['the token cut short', { Authorization: `Bearer ${right.slice(0, -1)}` }],
      ['the token with more after it', { Authorization: `Bearer ${right}x` }],
      ['the token without the scheme', { Authorization: right }],
      ['the token as Basic', { Authorization: `Basic ${right}` }],
      ['the service access token', { Authorization: `Bearer ${accessToken}` }],
      [
        'the published credentials',
        {
          'Api-Key': sandbox.credentials.apiKey,
          Authorization: `Bearer ${sandbox.credentials.consumerSecret}`,
        },
      ],
    ];
    const calls = operatorCalls(intruder.publicPem);
    for (const [what, headers] of attempts) {
      for (const request of calls) {
        const answer = await callWith(sandbox, request, headers);
        expectUnauthorized(answer, `${what}: ${request.method} ${request.path}`);
        expect(answer.text).not.toContain(right);
      }
    }
    // Nothing was registered, set or forced: a send still goes through, signed by the file's key.
    expect(sandbox.publicKeys().map((k) => k.publicKeyPem)).toEqual([fileKey().publicPem]);
    const sent = await send(sandbox, 'rtgs', rtgsBody(), { token: accessToken });
    expect(sent.status).toBe(200);
    expect(sent.json!['data']).not.toHaveProperty('queued');
    expect(sandbox.refusals()).toEqual({
      host: 0,
      'web-page': 0,
      'operator-token': attempts.length * calls.length,
    });
  });

  it('with the right token, every operator route does its work', async () => {
    const sandbox = await readySandbox();
    const intruder = generateTestKey();
    for (const request of operatorCalls(intruder.publicPem)) {
      const answer = await callWith(sandbox, request, {
        Authorization: `Bearer ${sandbox.operatorToken}`,
      });
      expect(answer.status, `${request.method} ${request.path}: ${answer.text}`).not.toBe(401);
      expect(answer.status).toBeLessThan(500);
    }
    // The key went in, the window was forced closed (the fault was set, then cleared).
    expect(sandbox.publicKeys().map((k) => k.publicKeyPem)).toContain(intruder.publicPem);
    expect((await operator(sandbox, '/sandbox/rtgs-window')).json!['data']).toEqual({
      mode: 'closed',
    });
    expect(sandbox.refusals()['operator-token']).toBe(0);
  });

  it('reads the Bearer scheme without regard to case, as HTTP does', async () => {
    const sandbox = await startTestSandbox();
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const answer = await call(sandbox, '/sandbox/info', {
        headers: { Authorization: `${scheme} ${sandbox.operatorToken}` },
      });
      expect(answer.status, scheme).toBe(200);
    }
  });

  it('counts and logs refusals, and never logs the token', async () => {
    const lines: string[] = [];
    const sandbox = await startTestSandbox({ log: (line) => lines.push(line) });
    await call(sandbox, '/sandbox/faults');
    await call(sandbox, '/sandbox/faults', { headers: { Authorization: 'Bearer nope' } });
    await operator(sandbox, '/sandbox/faults');
    expect(lines).toContain('refused GET /sandbox/faults: no operator token');
    expect(lines).toContain('refused GET /sandbox/faults: wrong operator token');
    expect(lines).toContain('GET /sandbox/faults -> 200');
    expect(lines.join('\n')).not.toContain(sandbox.operatorToken);
    expect(sandbox.refusals()['operator-token']).toBe(2);
  });
});
