import type { ConsoleRefusal } from '../console-api/answers';
import { CONSOLE_API, CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '../console-api/paths';

/*
 * The console's one door to head office: JSON over fetch, the session cookie sent by the browser,
 * and on every change the header that proves the request came from this page (D101).
 */

export type Answer<T> = { ok: true; value: T } | { ok: false; error: ConsoleRefusal };

const ended = new Set<() => void>();

/** Called when head office says the session is gone: the page goes back to sign-in. */
export function onSessionEnded(listener: () => void): void {
  ended.add(listener);
}

const NETWORK: ConsoleRefusal = {
  code: 'invalid',
  message: 'Head office did not answer. Check the connection, then try again.',
};

export async function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  return sent<T>(path, {
    method,
    headers:
      method === 'GET'
        ? {}
        : { 'content-type': 'application/json', [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
}

/** D139: a file sent as the body itself (its bytes as they are), what it is in the query. */
export function upload<T>(path: string, query: string, file: Blob): Promise<Answer<T>> {
  return sent<T>(`${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE },
    body: file,
  });
}

async function sent<T>(
  path: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`${CONSOLE_API}${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    return { ok: false, error: NETWORK };
  }
  const answer = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, value: answer as T };
  const error = (answer as ConsoleRefusal | null) ?? {
    ...NETWORK,
    message: `Head office answered ${response.status}.`,
  };
  if (error.code === 'session-ended' || error.code === 'not-signed-in') {
    for (const listener of ended) listener();
  }
  return { ok: false, error };
}

/** A query string of the filters that are set, for a list or its CSV file. */
export function queryOf(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where the CSV file of a list is saved from: the browser downloads it with the session. */
export function csvUrl(list: string, filters: Record<string, string | undefined>): string {
  return `${CONSOLE_API}/${list}.csv${queryOf(filters)}`;
}
