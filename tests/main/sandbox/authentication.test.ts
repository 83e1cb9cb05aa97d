import { describe, expect, it } from 'vitest';
import { DOCUMENTED_PURPOSE_CODES } from '@shared/api/payment-purpose';
import { SERVICE_PATHS } from '@shared/api/paths';
import { SANDBOX_CREDENTIALS } from '../../../electron/main/sandbox/sandbox';
import {
  TUESDAY_MORNING,
  call,
  getToken,
  listPurposes,
  postJson,
  readySandbox,
  rtgsBody,
  send,
  startTestSandbox,
  testClock,
} from './harness';

const credentialsBody = {
  merchantCode: SANDBOX_CREDENTIALS.merchantCode,
  consumerSecret: SANDBOX_CREDENTIALS.consumerSecret,
};
const apiKey = { 'Api-Key': SANDBOX_CREDENTIALS.apiKey };

describe('sandbox token endpoint (D1)', () => {
  it('issues a Bearer token for the published credentials, expiring after 15 minutes', async () => {
    const sandbox = await startTestSandbox();
    const answer = await postJson(sandbox, SERVICE_PATHS.token, credentialsBody, apiKey);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      issuedAt: '2026-11-24T08:00:00Z',
      expiresIn: '2026-11-24T08:15:00Z',
      tokenType: 'Bearer',
    });
    expect(answer.json!['accessToken']).not.toBe(answer.json!['refreshToken']);
  });

  it('never issues the same token twice', async () => {
    const sandbox = await startTestSandbox();
    const tokens = await Promise.all(Array.from({ length: 20 }, () => getToken(sandbox)));
    expect(new Set(tokens).size).toBe(20);
  });

  it('takes its token lifetime from the options', async () => {
    const sandbox = await startTestSandbox({ tokenLifetimeMs: 60_000 });
    const answer = await postJson(sandbox, SERVICE_PATHS.token, credentialsBody, apiKey);
    expect(answer.json!['expiresIn']).toBe('2026-11-24T08:01:00Z');
  });

  it.each([
    ['a wrong consumer secret', { ...credentialsBody, consumerSecret: 'guess' }, apiKey],
    ['a wrong merchant code', { ...credentialsBody, merchantCode: 'RDSANDBOX002' }, apiKey],
    ['a wrong API key', credentialsBody, { 'Api-Key': 'not-the-key' }],
    ['no API key', credentialsBody, {}],
  ])('answers 401 UNAUTHORIZED to %s', async (_case, body, headers) => {
    const sandbox = await startTestSandbox();
    const answer = await postJson(sandbox, SERVICE_PATHS.token, body, headers);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ status: false, code: 401, error_code: 'UNAUTHORIZED' });
    expect(answer.text).not.toContain(SANDBOX_CREDENTIALS.consumerSecret);
    expect(answer.json).not.toHaveProperty('accessToken');
  });

  it('answers 400 naming the missing credential field', async () => {
    const sandbox = await startTestSandbox();
    const answer = await postJson(
      sandbox,
      SERVICE_PATHS.token,
      { merchantCode: SANDBOX_CREDENTIALS.merchantCode },
      apiKey,
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error_code: 'INVALID_REQUEST', field: 'consumerSecret' });
  });

  it('accepts other credentials when the options set them', async () => {
    const sandbox = await startTestSandbox({ credentials: { consumerSecret: 'another' } });
    const answer = await postJson(
      sandbox,
      SERVICE_PATHS.token,
      { ...credentialsBody, consumerSecret: 'another' },
      apiKey,
    );
    expect(answer.status).toBe(200);
    const old = await postJson(sandbox, SERVICE_PATHS.token, credentialsBody, apiKey);
    expect(old.status).toBe(401);
  });
});

describe('sandbox access tokens on the operations', () => {
  it('accepts a token until it expires by the injected clock, then answers 401', async () => {
    const clock = testClock();
    const sandbox = await readySandbox({ now: clock.read });
    const token = await getToken(sandbox);
    clock.now = TUESDAY_MORNING + 15 * 60_000 - 1;
    expect((await send(sandbox, 'rtgs', rtgsBody(), { token })).status).toBe(200);
    clock.now = TUESDAY_MORNING + 15 * 60_000;
    const expired = await send(sandbox, 'rtgs', rtgsBody(), { token });
    expect(expired.status).toBe(401);
    expect(expired.json).toMatchObject({
      status: false,
      code: 401,
      error_code: 'UNAUTHORIZED',
      message: expect.stringMatching(/^Invalid or expired access token: .*expired/),
    });
    expect((await send(sandbox, 'rtgs', rtgsBody())).status).toBe(200); // a new token works
  });

  it.each([
    ['no Authorization header', undefined],
    ['a token it never issued', 'Bearer bm90LWEtdG9rZW4tdGhhdC13YXMtaXNzdWVk'],
    ['a header that is not Bearer', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 to a send with %s', async (_case, authorization) => {
    const sandbox = await readySandbox();
    const answer = await call(sandbox, SERVICE_PATHS.rtgs, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: JSON.stringify(rtgsBody()),
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ status: false, code: 401, error_code: 'UNAUTHORIZED' });
  });

  it('keeps issued tokens valid across a restart on the same data folder', async () => {
    const first = await readySandbox();
    const token = await getToken(first);
    await first.close();
    const second = await readySandbox({ dataDir: first.dataDir });
    expect((await send(second, 'rtgs', rtgsBody(), { token })).status).toBe(200);
  });
});

describe('sandbox payment purposes', () => {
  it('lists at least the documented codes with descriptions, behind the Bearer token', async () => {
    const sandbox = await startTestSandbox();
    const token = await getToken(sandbox);
    const answer = await listPurposes(sandbox, token);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: true, code: 200, message: expect.any(String) });
    const data = answer.json!['data'] as { code: string; value: string }[];
    expect(data.map((p) => p.code)).toEqual(expect.arrayContaining([...DOCUMENTED_PURPOSE_CODES]));
    expect(data.length).toBeGreaterThan(DOCUMENTED_PURPOSE_CODES.length);
    for (const purpose of data) expect(purpose.value.trim()).not.toBe('');
    expect(data.find((p) => p.code === 'CUR/DEP')?.value).toMatch(/cash deposit/i);
  });

  it('answers 401 without a token', async () => {
    const sandbox = await startTestSandbox();
    const answer = await call(sandbox, SERVICE_PATHS.paymentPurposes);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error_code: 'UNAUTHORIZED' });
  });
});
