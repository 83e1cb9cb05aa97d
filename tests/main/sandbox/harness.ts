import { constants, generateKeyPairSync, randomInt, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { SERVICE_PATHS, SIGNATURE_HEADER, type SendOperation } from '@shared/api/paths';
import type { ImtRequest } from '@shared/api/imt-request';
import type { RtgsRequest } from '@shared/api/rtgs-request';
import { signatureString } from '@shared/domain/signature-strings';
import { D2_RTGS_BODY } from '../../shared/d2-example';
import { SANDBOX_WALLET_TRANSFER, sandboxWalletParties } from '../../shared/sandbox-wallet';
import {
  startSandbox,
  type Sandbox,
  type SandboxOptions,
} from '../../../electron/main/sandbox/sandbox';

/** Tuesday 24 November 2026, 11:00 in Nairobi: inside the RTGS window. */
export const TUESDAY_MORNING = Date.parse('2026-11-24T08:00:00Z');

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'remit-desk-sandbox-'));
}

/** A clock the test moves by hand. */
export function testClock(start = TUESDAY_MORNING) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

export interface TestKey {
  privateKey: KeyObject;
  privatePem: string;
  publicPem: string;
}

/** One RSA 2048 key pair; generate once per file, it is the slow part. */
export function generateTestKey(): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** D2 signing written here with node:crypto: the client's signer is not used against the sandbox. */
export function signBody(operation: SendOperation, body: object, key: KeyObject): string {
  return sign('sha256', Buffer.from(signatureString(operation, body as Record<string, unknown>)), {
    key,
    padding: constants.RSA_PKCS1_PADDING,
  }).toString('base64');
}

const started: Sandbox[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

/** A sandbox on a free port in a fresh folder, closed after the test; its clock stands still at TUESDAY_MORNING unless given one. */
export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  const sandbox = await startSandbox({
    dataDir: tempDataDir(),
    port: 0,
    now: () => TUESDAY_MORNING,
    ...options,
  });
  started.push(sandbox);
  return sandbox;
}

export interface HttpAnswer {
  status: number;
  text: string;
  headers: Headers;
  /** The body parsed, or undefined when it is not JSON. */
  json: Record<string, unknown> | undefined;
}

export async function call(
  sandbox: { url: string },
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Uint8Array;
    signal?: AbortSignal;
  } = {},
): Promise<HttpAnswer> {
  const response = await fetch(sandbox.url + path, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
    signal: init.signal,
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, headers: response.headers, json };
}

/** The header that opens the operator routes (`/sandbox/...`): this sandbox's operator token. */
export function operatorHeaders(sandbox: { operatorToken: string }): Record<string, string> {
  return { Authorization: `Bearer ${sandbox.operatorToken}` };
}

/** An operator route, with the operator token (unless `init.headers` sets Authorization itself). */
export function operator(
  sandbox: { url: string; operatorToken: string },
  path: string,
  init: Parameters<typeof call>[2] = {},
): Promise<HttpAnswer> {
  return call(sandbox, path, {
    ...init,
    headers: { ...operatorHeaders(sandbox), ...init.headers },
  });
}

export function postJson(
  sandbox: { url: string },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return call(sandbox, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function getToken(sandbox: Sandbox): Promise<string> {
  const answer = await postJson(
    sandbox,
    SERVICE_PATHS.token,
    {
      merchantCode: sandbox.credentials.merchantCode,
      consumerSecret: sandbox.credentials.consumerSecret,
    },
    { 'Api-Key': sandbox.credentials.apiKey },
  );
  if (answer.status !== 200) throw new Error(`token: ${answer.status} ${answer.text}`);
  return answer.json!['accessToken'] as string;
}

export async function registerKey(
  sandbox: { url: string; operatorToken: string },
  publicPem: string,
): Promise<HttpAnswer> {
  return operator(sandbox, '/sandbox/keys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-pem-file' },
    body: publicPem,
  });
}

/** The payment purposes, asked for with an access token. */
export function listPurposes(sandbox: { url: string }, token: string): Promise<HttpAnswer> {
  return call(sandbox, SERVICE_PATHS.paymentPurposes, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

/**
 * Bytes written on a fresh socket, and everything that comes back until the sandbox closes it (or
 * 2 s pass): for requests fetch cannot make, such as no Host header or a target that is no path.
 */
export function rawExchange(port: number, request: string | Uint8Array): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
    socket.end(request);
    setTimeout(() => socket.destroy(), 2000);
  });
}

/** Posts a send with a valid token and a valid signature unless told otherwise. */
export async function send(
  sandbox: Sandbox,
  operation: SendOperation,
  body: object,
  options: {
    token?: string;
    key?: KeyObject;
    signature?: string | null;
    text?: string;
    signal?: AbortSignal;
  } = {},
): Promise<HttpAnswer> {
  const token = options.token ?? (await getToken(sandbox));
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  };
  const signature =
    options.signature === undefined
      ? signBody(operation, body, options.key ?? fileKey().privateKey)
      : options.signature;
  if (signature !== null) headers[SIGNATURE_HEADER] = signature;
  return call(sandbox, SERVICE_PATHS[operation], {
    method: 'POST',
    headers,
    body: options.text ?? JSON.stringify(body),
    signal: options.signal,
  });
}

let key: TestKey | undefined;
/** The key of this test file, generated on first use. */
export function fileKey(): TestKey {
  key ??= generateTestKey();
  return key;
}

/** A sandbox with this file's key registered. */
export async function readySandbox(options: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  const sandbox = await startTestSandbox(options);
  const registered = sandbox.registerPublicKey(fileKey().publicPem);
  if (!registered.ok) throw new Error(registered.error.message);
  return sandbox;
}

/** 12 random digits: a fresh reference per send. */
export function newReference(): string {
  return String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));
}

/** The D2 example transfer (KE, 0011547896523 → 1100194977404), on the sandbox's Tuesday. */
export function rtgsBody(reference = newReference()): RtgsRequest {
  const body = structuredClone(D2_RTGS_BODY);
  body.transfer = { ...body.transfer, reference, date: '2026-11-24' };
  return body;
}

export function imtBody(reference = newReference()): ImtRequest {
  const { source, sender, destination } = sandboxWalletParties();
  const { amount, currencyCode, description } = SANDBOX_WALLET_TRANSFER;
  return {
    source,
    sender,
    destination: { type: 'mobile', ...destination },
    transfer: {
      type: 'MobileWallet',
      amount,
      currencyCode,
      reference,
      date: '2026-11-24',
      description,
    },
  };
}

/** A deep copy of `body` with one dotted path set (or removed when `value` is undefined). */
export function withField<T extends object>(body: T, path: string, value: unknown): T {
  const copy = structuredClone(body) as Record<string, unknown>;
  const parts = path.split('.');
  let target = copy;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  const last = parts[parts.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy as T;
}
