import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS, SIGNATURE_HEADER } from '@shared/api/paths';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import { rawRequest, type RawAnswer, type RawRequest } from '../../support/raw-http';
import {
  call,
  fileKey,
  generateTestKey,
  getToken,
  imtBody,
  listPurposes,
  rawExchange,
  readySandbox,
  rtgsBody,
  send,
  signBody,
  startTestSandbox,
} from './harness';

/*
 * The sandbox bank listens on 127.0.0.1, where every web page the workstation opens can reach it.
 * Over real HTTP: a request addressed to another name (DNS rebinding) or made by a web page
 * (Origin, Sec-Fetch-Site) is refused with the service's error body, changes nothing, and is
 * counted and logged; the app's own kind of client (Node's fetch) is refused nothing.
 */

function hostOf(sandbox: Sandbox): string {
  return `127.0.0.1:${sandbox.port}`;
}

function tokenRequest(sandbox: Sandbox, headers: Record<string, string>): RawRequest {
  return {
    method: 'POST',
    path: SERVICE_PATHS.token,
    headers: {
      'Api-Key': sandbox.credentials.apiKey,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify({
      merchantCode: sandbox.credentials.merchantCode,
      consumerSecret: sandbox.credentials.consumerSecret,
    }),
  };
}

/** A send that would be accepted: a fresh token, the file's registered key, a valid body. */
async function sendRequest(sandbox: Sandbox, headers: Record<string, string>): Promise<RawRequest> {
  const body = rtgsBody();
  return {
    method: 'POST',
    path: SERVICE_PATHS.rtgs,
    headers: {
      Authorization: `Bearer ${await getToken(sandbox)}`,
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: signBody('rtgs', body, fileKey().privateKey),
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

/** Registering a new key, as PEM text: what a page would most like to do. */
function keyRequest(publicPem: string, headers: Record<string, string>): RawRequest {
  return {
    method: 'POST',
    path: '/sandbox/keys',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body: publicPem,
  };
}

function expectRefused(answer: RawAnswer, status: number, errorCode: string, what: string): void {
  expect(answer.status, what).toBe(status);
  expect(JSON.parse(answer.body), what).toEqual({
    status: false,
    code: status,
    message: expect.any(String),
    error_code: errorCode,
  });
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
}

describe('the sandbox refuses a request addressed to another name (DNS rebinding)', () => {
  it('answers 421 on every kind of route, and nothing happens', async () => {
    const sandbox = await readySandbox();
    const intruder = generateTestKey();
    const { port } = sandbox;
    const hosts = [
      `evil.example:${port}`,
      'evil.example',
      `localhost:${port}`,
      `127.0.0.1:${port + 1}`,
      '127.0.0.1',
      `[::1]:${port}`,
      `127.0.0.1:${port}.evil.example`,
      `LOCALHOST:${port}`,
    ];
    for (const host of hosts) {
      const requests = [
        tokenRequest(sandbox, { Host: host }),
        { path: SERVICE_PATHS.paymentPurposes, headers: { Host: host } },
        await sendRequest(sandbox, { Host: host }),
        keyRequest(intruder.publicPem, { Host: host }),
        { path: '/sandbox/transactions', headers: { Host: host } },
        { path: '/nothing/here', headers: { Host: host } },
      ];
      for (const request of requests) {
        const answer = await rawRequest(sandbox.url, request);
        expectRefused(answer, 421, 'MISDIRECTED_REQUEST', `${host} ${request.path}`);
        expect(JSON.parse(answer.body).message).toContain(`http://127.0.0.1:${port}`);
        expect(answer.body).not.toContain('accessToken');
      }
    }
    expect(sandbox.publicKeys().map((k) => k.publicKeyPem)).not.toContain(intruder.publicPem);
    expect(sandbox.transactions()).toEqual([]);
    expect(sandbox.refusals()).toMatchObject({ host: hosts.length * 6, 'web-page': 0 });
  });

  it('refuses a request without a Host header (HTTP/1.0)', async () => {
    const sandbox = await startTestSandbox();
    const reply = await rawExchange(
      sandbox.port,
      `GET ${SERVICE_PATHS.paymentPurposes} HTTP/1.0\r\n\r\n`,
    );
    const [head, body] = reply.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.[01] 421 /);
    expect(JSON.parse(body!)).toMatchObject({ code: 421, error_code: 'MISDIRECTED_REQUEST' });
  });

  it('answers its own address as it gives it out', async () => {
    const sandbox = await readySandbox();
    const token = await rawRequest(sandbox.url, tokenRequest(sandbox, { Host: hostOf(sandbox) }));
    expect(token.status).toBe(200);
    expect(JSON.parse(token.body)).toMatchObject({ tokenType: 'Bearer' });
    const sent = await rawRequest(sandbox.url, await sendRequest(sandbox, {}));
    expect(sent.status, sent.body).toBe(200);
    expect(sandbox.refusals()).toMatchObject({ host: 0, 'web-page': 0 });
  });
});

describe('the sandbox refuses web pages', () => {
  const origins = (port: number) => [
    'http://evil.example',
    `http://127.0.0.1:${port}`,
    `http://127.0.0.1:${port + 1}`,
    `http://localhost:${port}`,
    'null',
    'app://remit-desk',
    '',
  ];

  it('refuses any Origin header, even its own, with 403 and changes nothing', async () => {
    const sandbox = await readySandbox();
    const intruder = generateTestKey();
    const host = { Host: hostOf(sandbox) };
    let refused = 0;
    for (const origin of origins(sandbox.port)) {
      const headers = { ...host, Origin: origin };
      for (const request of [
        tokenRequest(sandbox, headers),
        { path: SERVICE_PATHS.paymentPurposes, headers },
        await sendRequest(sandbox, headers),
        keyRequest(intruder.publicPem, headers),
        { method: 'OPTIONS' as const, path: '/sandbox/faults', headers },
      ]) {
        const answer = await rawRequest(sandbox.url, request);
        expectRefused(answer, 403, 'WEB_PAGE_REFUSED', `${origin} ${request.path}`);
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        refused += 1;
      }
    }
    expect(sandbox.publicKeys().map((k) => k.publicKeyPem)).not.toContain(intruder.publicPem);
    expect(sandbox.transactions()).toEqual([]);
    expect(sandbox.refusals()).toMatchObject({ host: 0, 'web-page': refused });
  });

  it('refuses what a page sends without an Origin (a no-cors GET): Sec-Fetch-Site other than none', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    for (const site of ['cross-site', 'same-site', 'same-origin', 'anything']) {
      const answer = await rawRequest(sandbox.url, {
        path: SERVICE_PATHS.paymentPurposes,
        headers: {
          Host: hostOf(sandbox),
          Authorization: `Bearer ${token}`,
          'Sec-Fetch-Site': site,
          'Sec-Fetch-Mode': 'no-cors',
        },
      });
      expectRefused(answer, 403, 'WEB_PAGE_REFUSED', site);
    }
    // `none`: a request no page started (Electron's net.fetch in the app sends it).
    const none = await rawRequest(sandbox.url, {
      path: SERVICE_PATHS.paymentPurposes,
      headers: {
        Host: hostOf(sandbox),
        Authorization: `Bearer ${token}`,
        'Sec-Fetch-Site': 'none',
      },
    });
    expect(none.status).toBe(200);
    expect(sandbox.refusals()['web-page']).toBe(4);
  });

  it('keeps even a refusal from being read by a page of another origin', async () => {
    const sandbox = await startTestSandbox();
    const answer = await rawRequest(sandbox.url, {
      path: SERVICE_PATHS.paymentPurposes,
      headers: { Host: hostOf(sandbox), Origin: 'http://evil.example' },
    });
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    const served = await call(sandbox, '/nothing/here');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('logs each refusal with its reason, never a header value', async () => {
    const lines: string[] = [];
    const sandbox = await readySandbox({ log: (line) => lines.push(line) });
    await rawRequest(sandbox.url, {
      path: SERVICE_PATHS.paymentPurposes,
      headers: { Host: `evil.example:${sandbox.port}` },
    });
    await rawRequest(sandbox.url, {
      ...keyRequest(generateTestKey().publicPem, {
        Host: hostOf(sandbox),
        Origin: 'http://evil.example',
      }),
    });
    expect(lines).toContain(
      `refused GET ${SERVICE_PATHS.paymentPurposes}: addressed to another host name or port`,
    );
    expect(lines).toContain(
      'refused POST /sandbox/keys: sent by a web page (Origin or Sec-Fetch-Site)',
    );
    expect(lines.join('\n')).not.toContain('evil.example');
  });
});

describe('the app’s own kind of client (Node’s fetch: no Origin)', () => {
  it('is refused nothing, and needs no operator token: the token, the purposes and sends work', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const purposes = await listPurposes(sandbox, token);
    expect(purposes.status).toBe(200);
    expect(purposes.json).toMatchObject({ status: true });
    for (const [operation, body] of [
      ['rtgs', rtgsBody()],
      ['imt', imtBody()],
    ] as const) {
      const sent = await send(sandbox, operation, body, { token });
      expect(sent.status, operation).toBe(200);
      expect(sent.json).toMatchObject({ status: true, data: { status: 'SUCCESS' } });
    }
    expect(sandbox.refusals()).toEqual({ host: 0, 'web-page': 0, 'operator-token': 0 });
  });
});
