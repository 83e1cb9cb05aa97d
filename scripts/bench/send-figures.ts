import { constants, createPrivateKey, randomBytes, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_PATHS, SIGNATURE_HEADER } from '@shared/api/paths';
import { formatReference } from '@shared/domain/references';
import { signatureString } from '@shared/domain/signature-strings';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { createTokenClient } from '../../electron/main/bank/token-client';
import { DATABASE_KEY_BYTES, openKeyed } from '../../electron/main/journal/journal-cipher';
import { createKeychainJournalKeychain } from '../../electron/main/keys/journal-keychain';
import { createKeychainSecretStore } from '../../electron/main/keys/keychain-secret-store';
import type { KeychainBackend } from '../../electron/main/keys/keychain-session';
import { createRequestSigner } from '../../electron/main/keys/request-signer';
import { generateSigningKeyPair } from '../../electron/main/keys/key-pair';
import { createServices } from '../../electron/main/services';
import { bodyTextFor } from '../../electron/main/transfers/transfer-body';
import { interleaved, ratioAtP50, type Measured } from './figures';
import { RULES, rtgsDraft } from './fixtures';

/** Tuesday 24 November 2026, 11:00 in Nairobi: inside the RTGS window, whatever the hour here. */
export const BENCH_MORNING = Date.parse('2026-11-24T08:00:00Z');

/** A clock that starts at `at` and runs on with the real one, as the tests' clocks do. */
export function clockFrom(at: number): () => number {
  const offset = at - Date.now();
  return () => Date.now() + offset;
}

export function memoryKeychain(): KeychainBackend {
  const entries = new Map<string, string>();
  return {
    getPassword: async (service, account) => entries.get(`${service}\n${account}`) ?? null,
    setPassword: async (service, account, password) => {
      entries.set(`${service}\n${account}`, password);
    },
    deletePassword: async (service, account) => entries.delete(`${service}\n${account}`),
  };
}

/**
 * The send path end to end (draft checked, reference reserved, five durable commits, token from
 * its cache, signature, POST to the embedded sandbox bank on 127.0.0.1, answer read and
 * journaled), against what no app can avoid: a signed POST of the same body to the same sandbox,
 * on a new connection as the app's policy has it, and two durable SQLite commits (the reference
 * before, the answer after) to a file encrypted as the journal must be (D70). The keychain is in
 * memory so the figure is the app's own cost.
 */
export async function sendPathFigure(iterations: number): Promise<Measured> {
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-desk-bench-send-'));
  const backend = memoryKeychain();
  const now = clockFrom(BENCH_MORNING);
  const started = await createServices({
    dataDir,
    secretStore: (environment) => createKeychainSecretStore({ environment, backend }),
    journalKeychain: createKeychainJournalKeychain({ backend }),
    http: nodeHttp,
    now,
    sandbox: { rtgsWindow: 'open' },
  });
  if (!started.ok) throw new Error(started.error.message);
  const services = started.value;
  const http = nodeHttp({ connectTimeoutMs: 5_000 });
  const baselineDb = openKeyed(join(dataDir, 'baseline.sqlite'), randomBytes(DATABASE_KEY_BYTES));
  try {
    await services.purposes.refresh();
    const store = createKeychainSecretStore({ environment: 'sandbox', backend });
    const signer = createRequestSigner((await store.privateKeyPem())!);
    const baseUrl = services.sandbox!.url;
    const { accessToken: token } = await createTokenClient({
      baseUrl,
      tokenPath: SERVICE_PATHS.token,
      fetch: http,
      credentials: () => store.credentials(),
      timeoutMs: 10_000,
      now,
    }).requestToken();

    baselineDb.pragma('journal_mode = WAL');
    baselineDb.pragma('synchronous = FULL');
    baselineDb.exec('CREATE TABLE sent (reference TEXT PRIMARY KEY, body TEXT, answer TEXT)');
    const reserve = baselineDb.prepare('INSERT INTO sent (reference, body) VALUES (?, ?)');
    const answer = baselineDb.prepare('UPDATE sent SET answer = ? WHERE reference = ?');
    // Workstation 99: references the app (workstation 10 on the sandbox) never issues.
    let counter = 1;

    const appSend = async () => {
      const sent = await services.transfers.send(rtgsDraft(), 'clerk-1');
      if (!sent.ok || sent.value.state !== 'succeeded') {
        throw new Error(`The benchmark's send did not succeed: ${JSON.stringify(sent)}`);
      }
    };
    const bareSend = async () => {
      const reference = formatReference(99, counter++);
      const body = bodyTextFor(rtgsDraft(), reference, '2026-11-24', RULES);
      baselineDb.transaction(() => reserve.run(reference, body)).immediate();
      const signature = signer.sign(
        signatureString('rtgs', JSON.parse(body) as Record<string, unknown>),
      );
      const response = await http(baseUrl + SERVICE_PATHS.rtgs, {
        purpose: 'send',
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signature,
        },
        body,
        timeoutMs: 10_000,
        redirect: 'manual',
      });
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(`The baseline POST got ${response.status}: ${text}`);
      baselineDb.transaction(() => answer.run(text, reference)).immediate();
    };

    await interleaved(20, appSend, bareSend); // warm up: schemas, statements, token, JIT
    const times = await interleaved(iterations, appSend, bareSend);
    const { ratio, subjectP50, baselineP50 } = ratioAtP50(times);
    return {
      id: 'send-path',
      value: ratio,
      note: `app ${subjectP50.toFixed(1)} ms, baseline ${baselineP50.toFixed(1)} ms`,
      detail: { iterations, appP50Ms: subjectP50, baselineP50Ms: baselineP50 },
    };
  } finally {
    baselineDb.close();
    await http.close();
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The app's signer (D2) against Node's crypto.sign with the same key and text. */
export async function signingFigure(samples: number): Promise<Measured> {
  const pem = generateSigningKeyPair(2048).privateKeyPem;
  const signer = createRequestSigner(pem);
  const key = createPrivateKey(pem);
  const body = JSON.parse(bodyTextFor(rtgsDraft(), '106921946257', '2026-11-24', RULES)) as Record<
    string,
    unknown
  >;
  const text = signatureString('rtgs', body);
  const perSample = 20; // one signature is ~1 ms: a sample of 20 is well above the timer's grain
  const app = () => {
    for (let i = 0; i < perSample; i += 1) signer.sign(text);
  };
  const raw = () => {
    for (let i = 0; i < perSample; i += 1) {
      sign('sha256', Buffer.from(text, 'utf8'), { key, padding: constants.RSA_PKCS1_PADDING });
    }
  };
  await interleaved(5, app, raw);
  const times = await interleaved(samples, app, raw);
  const { ratio, subjectP50, baselineP50 } = ratioAtP50(times);
  return {
    id: 'signing',
    value: ratio,
    note: `app ${(subjectP50 / perSample).toFixed(3)} ms, raw ${(baselineP50 / perSample).toFixed(3)} ms per signature`,
    detail: {
      samples,
      perSample,
      appP50Ms: subjectP50 / perSample,
      rawP50Ms: baselineP50 / perSample,
    },
  };
}
