import type { IncomingMessage } from 'node:http';

/** The default cap on a request body: a send body is well under 4 KiB. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** Beyond this much we stop draining and drop the connection instead of reading on. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

export type RequestBody =
  | { kind: 'ok'; bytes: Buffer }
  | { kind: 'too-large'; limit: number }
  /** The client went away (or sent far too much) before the body ended: nobody to answer. */
  | { kind: 'gone' };

/**
 * Reads the whole body before any answer is written. An oversized body is drained, not answered
 * early, because answering before the client has finished writing makes many clients report a
 * reset instead of the answer.
 */
export function readRequestBody(request: IncomingMessage, limit: number): Promise<RequestBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (body: RequestBody) => {
      if (settled) return;
      settled = true;
      resolve(body);
    };
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else if (received > limit + DRAIN_LIMIT_BYTES) {
        settle({ kind: 'gone' });
        request.socket.destroy();
      }
    });
    request.on('end', () =>
      settle(
        received > limit
          ? { kind: 'too-large', limit }
          : { kind: 'ok', bytes: Buffer.concat(chunks) },
      ),
    );
    request.on('error', () => settle({ kind: 'gone' }));
    request.on('close', () => settle({ kind: 'gone' }));
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export type JsonObjectBody =
  { ok: true; value: Record<string, unknown>; text: string } | { ok: false; problem: string };

/** Text → one JSON object, with a message for each way it can fail. */
export function parseJsonObject(
  body: RequestBody,
  contentType: string | undefined,
): JsonObjectBody {
  if (body.kind === 'too-large') {
    return {
      ok: false,
      problem: `the request body is larger than ${body.limit} bytes; send one transfer per request`,
    };
  }
  if (body.kind !== 'ok') return { ok: false, problem: 'the request body was not received' };
  if (!isJsonContentType(contentType)) {
    return {
      ok: false,
      problem: `Content-Type must be application/json (got ${contentType ? JSON.stringify(contentType.slice(0, 60)) : 'none'})`,
    };
  }
  let text: string;
  try {
    text = utf8.decode(body.bytes);
  } catch {
    return { ok: false, problem: 'the request body is not valid UTF-8 text' };
  }
  if (text.trim() === '')
    return { ok: false, problem: 'the request body is empty; send a JSON object' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the request body is not valid JSON' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
    return { ok: false, problem: `the request body must be a JSON object, not ${what}` };
  }
  return { ok: true, value: value as Record<string, unknown>, text };
}

export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/json\s*(;.*)?$/i.test(contentType.trim());
}
