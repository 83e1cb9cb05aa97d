import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { createNodeFetch } from '../../../electron/main/bank/node-fetch';
import {
  checkConnection,
  type CheckInput,
  type CheckOutcome,
} from '../../../electron/main/environment/connection-check';
import { SANDBOX_CREDENTIALS, type Sandbox } from '../../../electron/main/sandbox/sandbox';
import type { ServiceCredentials } from '../../../electron/main/keys/service-credentials';
import { serviceOrigin } from '@shared/domain/base-url';
import { untrustedTlsFront } from '../../support/tls-front';
import { freePort } from '../engine/engine-fixture';
import { startTestSandbox, TUESDAY_MORNING } from '../sandbox/harness';
import { expectWordedAnswer } from '../../support/worded-answer';

/*
 * The admin's connection check over real HTTP on 127.0.0.1, against the sandbox bank and the
 * faults a branch meets: each failure is told in words, none quotes a credential.
 */

const clients: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

function input(
  baseUrl: string,
  overrides: Partial<Omit<CheckInput, 'credentials'>> & {
    credentials?: ServiceCredentials | null;
    /** The origin the credentials were entered for: the address's own unless given (D71). */
    origin?: string | null;
  } = {},
): CheckInput {
  const fetch = createNodeFetch({ connectTimeoutMs: overrides.connectTimeoutMs ?? 2_000 });
  clients.push(fetch);
  const given = overrides.credentials === undefined ? SANDBOX_CREDENTIALS : overrides.credentials;
  const origin = overrides.origin === undefined ? serviceOrigin(baseUrl) : overrides.origin;
  const credentials = given && { ...given, origin };
  return {
    baseUrl,
    tokenPath: SERVICE_PATHS.token,
    fetch,
    connectTimeoutMs: 2_000,
    requestTimeoutMs: 5_000,
    now: () => TUESDAY_MORNING,
    ...overrides,
    credentials: () => Promise.resolve(credentials),
  };
}

/**
 * A check's outcome, held to what the admin's window words (D65, D93): every outcome, passed or
 * not, carries its message, which French and Swahili word whole, the reason inside it too.
 */
async function checked(given: CheckInput): Promise<CheckOutcome> {
  const outcome = await checkConnection(given);
  expect(outcome.text).toBeDefined();
  expectWordedAnswer(outcome, outcome.text!.key);
  return outcome;
}

function expectNoSecrets(outcome: CheckOutcome) {
  const text = JSON.stringify(outcome);
  for (const value of Object.values(SANDBOX_CREDENTIALS)) expect(text).not.toContain(value);
  expect(text).not.toContain('wrong-consumer-secret-1');
}

describe('checkConnection', () => {
  let sandbox: Sandbox;

  it('passes with a token and the payment purposes, and counts them', async () => {
    sandbox = await startTestSandbox();
    const outcome = await checked(input(sandbox.url));
    expect(outcome).toMatchObject({ passed: true });
    if (!outcome.passed) return;
    expect(outcome.purposeCount).toBeGreaterThanOrEqual(4);
    expect(outcome.message).toBe(
      `Connected to ${new URL(sandbox.url).host}: the service accepted the credentials, issued a token and listed ${outcome.purposeCount} payment purposes.`,
    );
    expectNoSecrets(outcome);
  });

  it('says the credentials were refused, without saying them', async () => {
    sandbox = await startTestSandbox();
    const outcome = await checked(
      input(sandbox.url, {
        credentials: { ...SANDBOX_CREDENTIALS, consumerSecret: 'wrong-consumer-secret-1' },
      }),
    );
    expect(outcome).toMatchObject({ passed: false, failure: 'credentials-refused' });
    expect(outcome.message).toMatch(/refused the credentials \(HTTP 401\)\. Check the API key/);
    expectNoSecrets(outcome);
  });

  it('says nothing answers at an address whose port is closed', async () => {
    const port = await freePort();
    const outcome = await checked(input(`http://127.0.0.1:${port}`));
    expect(outcome).toMatchObject({ passed: false, failure: 'unreachable' });
    expect(outcome.message).toBe(
      `Nothing answers at 127.0.0.1:${port}: the connection was refused. Check the Service address, especially its port, and that the service is running.`,
    );
  });

  it('says a name that does not resolve is not known', async () => {
    const outcome = await checked(input('https://remit-desk-bank.invalid'));
    expect(outcome).toMatchObject({ passed: false, failure: 'unreachable' });
    expect(outcome.message).toMatch(/remit-desk-bank\.invalid\) is not known to this network/);
  });

  it('says the token path is wrong on a 404, whether the path or the address is off', async () => {
    sandbox = await startTestSandbox();
    const wrongPath = await checked(
      input(sandbox.url, { tokenPath: '/authentication/api/v3/authenticate/merchants' }),
    );
    expect(wrongPath).toMatchObject({ passed: false, failure: 'wrong-path' });
    expect(wrongPath.message).toBe(
      `Nothing answers at the token path /authentication/api/v3/authenticate/merchants on ${new URL(sandbox.url).host} (HTTP 404). Check the Token path and the Service address (some banks put the service under a path such as /api).`,
    );
    const wrongBase = await checked(input(`${sandbox.url}/api`));
    expect(wrongBase).toMatchObject({ passed: false, failure: 'wrong-path' });
  });

  it('says the certificate is not trusted, and sends nothing past the handshake', async () => {
    sandbox = await startTestSandbox();
    const front = await untrustedTlsFront(sandbox.port);
    try {
      const outcome = await checked(input(front.url));
      expect(outcome).toMatchObject({ passed: false, failure: 'certificate' });
      expect(outcome.message).toMatch(/^The certificate of 127\.0\.0\.1:\d+ is not trusted/);
      expect(front.handshakes()).toBeGreaterThan(0);
      expect(front.bytesForwarded()).toBe(0);
    } finally {
      await front.close();
    }
  });

  it('says a secure connection failed when https meets a plain http port', async () => {
    sandbox = await startTestSandbox();
    const outcome = await checked(input(`https://127.0.0.1:${sandbox.port}`));
    expect(outcome).toMatchObject({ passed: false, failure: 'secure-connection' });
    expect(outcome.message).toMatch(/A secure connection to 127\.0\.0\.1:\d+ could not be set up/);
  });

  it('says the service did not answer in time', async () => {
    sandbox = await startTestSandbox();
    sandbox.setFault({ route: 'token', fault: 'hang' });
    const outcome = await checked(input(sandbox.url, { requestTimeoutMs: 1_000 }));
    expect(outcome).toMatchObject({ passed: false, failure: 'timeout' });
    expect(outcome.message).toMatch(/did not answer within 1 seconds/);
  });

  it('says an answer that is no token is unexpected, with its status', async () => {
    sandbox = await startTestSandbox();
    sandbox.setFault({ route: 'token', fault: 'status', status: 503 });
    const outcome = await checked(input(sandbox.url));
    expect(outcome).toMatchObject({ passed: false, failure: 'unexpected-answer' });
    expect(outcome.message).toMatch(/answered the token request with HTTP 503 and no token/);
  });

  it('says the purposes failed after a token, so address and credentials are right', async () => {
    sandbox = await startTestSandbox();
    sandbox.setFault({ route: 'paymentPurposes', fault: 'status', status: 503 });
    const outcome = await checked(input(sandbox.url));
    expect(outcome).toMatchObject({ passed: false, failure: 'purposes-failed' });
    expect(outcome.message).toMatch(
      /^The service issued a token, so the address and the credentials are right, but the payment purposes could not be read: .*HTTP 503/,
    );
    const words = expectWordedAnswer(outcome, 'environment.connectionCheck.purposesFailed');
    expect(words.fr).toMatch(/^Le service a délivré un jeton.*: .*503/);
    expect(words.fr).not.toMatch(/The service|answered/);
  });

  it('says what to enter first when the credentials or the address are missing', async () => {
    sandbox = await startTestSandbox();
    expect(await checked(input(sandbox.url, { credentials: null }))).toMatchObject({
      passed: false,
      failure: 'not-set-up',
      message:
        'The credentials are not set. Enter the API key, the merchant code and the consumer secret first.',
    });
    expect(await checked(input('http://bank.example'))).toMatchObject({
      passed: false,
      failure: 'not-set-up',
    });
  });

  it('sends nothing with credentials entered for another origin, or for none (D71)', async () => {
    sandbox = await startTestSandbox();
    const host = new URL(sandbox.url).host;
    const elsewhere = await checked(input(sandbox.url, { origin: 'https://bank.example' }));
    expect(elsewhere).toMatchObject({ passed: false, failure: 'credentials-elsewhere' });
    expect(elsewhere.message).toBe(
      `Nothing was sent to ${host}: the credentials stored were entered for https://bank.example. If ${host} is the bank’s new address, enter the API key, the merchant code and the consumer secret again for it; if not, put the Service address back.`,
    );
    const unbound = await checked(input(sandbox.url, { origin: null }));
    expect(unbound).toMatchObject({ passed: false, failure: 'credentials-elsewhere' });
    expect(unbound.message).toMatch(/saved before they were tied to one address/);
    expectNoSecrets(elsewhere);
  });
});
