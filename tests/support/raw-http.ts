import { request } from 'node:http';

/*
 * Plain HTTP from Node to the servers on 127.0.0.1 (the harness, the sandbox bank), with every
 * header under the test's control (fetch would not let a test set Host, and adds headers of its
 * own).
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: 'GET' | 'POST' | 'DELETE' | 'OPTIONS';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export function rawRequest(origin: string, options: RawRequest): Promise<RawAnswer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers ?? {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** An IPC call as the shim makes it: POST /harness/ipc/<channel> with `{ payload }`. */
export function ipcRequest(
  channel: string,
  payload: unknown,
  headers: Record<string, string>,
): RawRequest {
  return {
    method: 'POST',
    path: `/harness/ipc/${encodeURIComponent(channel)}`,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ payload }),
  };
}
