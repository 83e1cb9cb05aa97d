import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS, SIGNATURE_HEADER } from '@shared/api/paths';
import {
  call,
  fileKey,
  getToken,
  imtBody,
  rawExchange,
  readySandbox,
  rtgsBody,
  signBody,
} from '../main/sandbox/harness';
import { APP_FIELD_NAMES } from './support/app-fields';
import { FUZZ_SEED, fuzzRuns, malformedStructure, within } from './support/hostile-input';

/*
 * The sandbox bank's request handling over real HTTP on 127.0.0.1, beyond the random bodies of
 * tests/main/sandbox/robustness.test.ts: bodies with the service's own field names and hostile
 * values, signed with the registered key and sent with a valid token so they reach the field
 * checks; hostile header names and values; hostile request paths. Every answer is a 4xx (or a
 * 200 for a body that happens to be valid) with a JSON error body, never a 5xx, never a hang.
 */

const RUNS = fuzzRuns(60);
const CALL_TIMEOUT_MS = 5_000;

function expectJsonError(status: number, text: string): void {
  expect(status, text).toBeLessThan(500);
  if (status >= 400) {
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).toMatchObject({ status: false, message: expect.any(String) });
    expect(text).not.toMatch(/\n\s+at |\.ts:\d+/);
  }
}

/** JSON text of a hostile structure (values JSON cannot hold are left out by JSON itself). */
const hostileJson = malformedStructure(APP_FIELD_NAMES)
  .map((value) => {
    try {
      return JSON.stringify(value) ?? 'null';
    } catch {
      return '{"amount":1e999}';
    }
  })
  .filter((text) => text.length < 60_000);

/** A valid body with one field replaced by a hostile JSON value. */
const nearMiss = fc
  .tuple(
    fc.constantFrom('rtgs' as const, 'imt' as const),
    fc.constantFrom('source', 'destination', 'transfer'),
    fc.constantFrom(...APP_FIELD_NAMES),
    fc.jsonValue(),
  )
  .map(([operation, group, field, value]) => {
    const body = (operation === 'rtgs' ? rtgsBody() : imtBody()) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    body[group] = { ...body[group], [field]: value };
    return { operation, body };
  });

describe('the sandbox bank, fuzzed over HTTP', () => {
  it('answers signed bodies with hostile values with a JSON 4xx, never a 5xx or a hang', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          nearMiss,
          fc
            .tuple(fc.constantFrom('rtgs' as const, 'imt' as const), hostileJson)
            .map(([operation, text]) => ({ operation, body: JSON.parse(text) as unknown })),
        ),
        async ({ operation, body }) => {
          let signature = 'AAAA';
          try {
            signature = signBody(operation, body as object, fileKey().privateKey);
          } catch {
            // A body the signature string cannot be made of is sent with a wrong signature.
          }
          const answer = await within(CALL_TIMEOUT_MS, `POST ${operation}`, () =>
            call(sandbox, SERVICE_PATHS[operation], {
              method: 'POST',
              headers: {
                Authorization: `Bearer ${token}`,
                'Content-Type': 'application/json',
                [SIGNATURE_HEADER]: signature,
              },
              body: JSON.stringify(body),
            }),
          );
          expectJsonError(answer.status, answer.text);
        },
      ),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  const headerName = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,40}$/);
  const headerValue = fc.oneof(
    fc.stringMatching(/^[\x20-\x7e]{0,200}$/),
    fc.constantFrom('Bearer ', 'Bearer \u00ff\u00fe', 'x'.repeat(20_000), '-1', '1e999', 'NaN'),
  );

  it('answers hostile headers with a JSON 4xx (or closes a request too big to read)', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(SERVICE_PATHS)),
        fc.dictionary(headerName, headerValue, { maxKeys: 12 }),
        fc.boolean(),
        async (path, headers, withToken) => {
          const lines = Object.entries(headers)
            .filter(([name]) => !/^(host|content-length|transfer-encoding|connection)$/i.test(name))
            .map(([name, value]) => `${name}: ${value}`);
          if (withToken) lines.push(`Authorization: Bearer ${token}`);
          const body = JSON.stringify(rtgsBody());
          const request =
            `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nConnection: close\r\n` +
            `${lines.map((l) => `${l}\r\n`).join('')}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
          const reply = await within(CALL_TIMEOUT_MS, `POST ${path}`, () =>
            rawExchange(sandbox.port, request),
          );
          if (reply === '') return;
          const [head, ...rest] = reply.split('\r\n\r\n');
          const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head ?? '')?.[1]);
          expectJsonError(status, rest.join('\r\n\r\n'));
        },
      ),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });

  it('answers hostile paths with a JSON 4xx', async () => {
    const sandbox = await readySandbox();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.webPath(),
          fc.webSegment().map((s) => `/sandbox/transactions/${s}`),
          fc
            .string({ unit: 'grapheme', maxLength: 30 })
            .map((s) => `/v3-apis/${encodeURIComponent(s)}`),
          fc.constantFrom(
            '/../../etc/passwd',
            '/%2e%2e/%2e%2e/etc/passwd',
            '/sandbox/keys/%00',
            '/__proto__',
            '/constructor/prototype',
            `/${'a/'.repeat(2_000)}`,
            '/sandbox/transactions/%F0%9F%92%B8',
          ),
        ),
        fc.constantFrom('GET', 'POST', 'DELETE', 'OPTIONS'),
        async (path, method) => {
          const target = path.startsWith('/') ? path : `/${path}`;
          const reply = await within(CALL_TIMEOUT_MS, `${method} ${target}`, () =>
            rawExchange(
              sandbox.port,
              `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
            ),
          );
          const [head, ...rest] = reply.split('\r\n\r\n');
          const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head ?? '')?.[1]);
          expect(status, head).toBeGreaterThanOrEqual(400);
          expectJsonError(status, rest.join('\r\n\r\n'));
        },
      ),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
