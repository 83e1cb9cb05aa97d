import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CONSOLE_API, CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '../../hq/console-api/paths';
import { BENCH_ROOT } from './bench-journal';

/*
 * Head office started for a figure in its own process (hq-child.ts), its RSS sampled all along,
 * and the console's auditor signed in over HTTP as a browser would.
 */

export interface RssSample {
  /** performance.now() of this process when the sample arrived. */
  at: number;
  rssMb: number;
  /** V8's heap in use (live objects and garbage not yet collected) and the heap it holds. */
  heapUsedMb: number;
  heapTotalMb: number;
  /** Memory outside V8's heap that JavaScript objects hold (Buffers among it). */
  externalMb: number;
  /** CPU time head office had used by then (user and system). */
  cpuMs: number;
}

/** What head office holds once V8 has collected all it can (D134): its live memory. */
export interface LiveMemory {
  heapUsedMb: number;
  externalMb: number;
  rssMb: number;
}

export interface HeadOfficeProcess {
  url: string;
  lines: string[];
  samples: RssSample[];
  /** Has head office collect its garbage (a full GC) and answers what it then holds. */
  collected(): Promise<LiveMemory>;
  /** D157: head office's clock set to read `ms` and run on from it (a load's day is in the past). */
  setClock(ms: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startHeadOfficeProcess(options: {
  database?: string;
  dataDir?: string;
}): Promise<HeadOfficeProcess> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      join(BENCH_ROOT, 'scripts/bench/hq-child.ts'),
      JSON.stringify(options),
    ],
    { cwd: BENCH_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const samples: RssSample[] = [];
  const collections: ((memory: LiveMemory) => void)[] = [];
  const clocks: (() => void)[] = [];
  const exited = once(child, 'exit');
  const first = new Promise<{ url: string; lines: string[] }>((resolve, reject) => {
    const reader = createInterface({ input: child.stdout });
    reader.on('line', (line) => {
      const message = JSON.parse(line) as {
        url?: string;
        lines?: string[];
        rssMb?: number;
        heapUsedMb?: number;
        heapTotalMb?: number;
        externalMb?: number;
        cpuMs?: number;
        collected?: LiveMemory;
        clock?: true;
      };
      if (message.collected) collections.shift()?.(message.collected);
      else if (message.clock) clocks.shift()?.();
      else if (message.url) resolve({ url: message.url, lines: message.lines ?? [] });
      else if (message.rssMb !== undefined)
        samples.push({
          at: performance.now(),
          rssMb: message.rssMb,
          heapUsedMb: message.heapUsedMb ?? 0,
          heapTotalMb: message.heapTotalMb ?? 0,
          externalMb: message.externalMb ?? 0,
          cpuMs: message.cpuMs ?? 0,
        });
    });
    void exited.then(([code]) =>
      reject(new Error(`Head office exited (${String(code)}) before it served.`)),
    );
  });
  const started = await first;
  return {
    ...started,
    samples,
    collected() {
      return new Promise<LiveMemory>((resolve) => {
        collections.push(resolve);
        child.stdin.write('gc\n');
      });
    },
    setClock(ms: number) {
      return new Promise<void>((resolve) => {
        clocks.push(resolve);
        child.stdin.write(`clock ${ms}\n`);
      });
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

const ADMIN = {
  operatorId: 'bench.admin',
  displayName: 'Bench Admin',
  password: 'Harbour kite lamp 93',
};
const AUDITOR = { operatorId: 'bench.auditor', password: 'Granite otter sail 58' };

async function call(
  url: string,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown } = {},
): Promise<{ status: number; cookie: string | null; body: unknown }> {
  const response = await fetch(`${url}${CONSOLE_API}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
}

function expectOk(what: string, answer: { status: number; body: unknown }): void {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/**
 * The auditor's session cookie. On a new database (head office printed a set-up code) the first
 * admin is made with it, then the auditor, whose first password is changed as the console asks;
 * on a database a run before this one left, the auditor signs in.
 */
export async function auditorCookie(office: HeadOfficeProcess): Promise<string> {
  const code = /set-up code ([A-Z0-9-]{19})/.exec(office.lines.join(' '))?.[1];
  if (code) {
    const admin = await call(office.url, '/first-admin', {
      method: 'POST',
      body: { code, ...ADMIN },
    });
    expectOk('The first admin', admin);
    const first = 'Temporary bench pass 11';
    expectOk(
      'The auditor',
      await call(office.url, '/operators', {
        method: 'POST',
        cookie: admin.cookie!,
        body: { ...AUDITOR, displayName: 'Bench Auditor', role: 'auditor', password: first },
      }),
    );
    const signed = await call(office.url, '/session', {
      method: 'POST',
      body: { operatorId: AUDITOR.operatorId, password: first },
    });
    expectOk('Signing in', signed);
    expectOk(
      'The password change',
      await call(office.url, '/own-password', {
        method: 'POST',
        cookie: signed.cookie!,
        body: { currentPassword: first, newPassword: AUDITOR.password },
      }),
    );
    return signed.cookie!;
  }
  const signed = await call(office.url, '/session', { method: 'POST', body: AUDITOR });
  expectOk('Signing in', signed);
  return signed.cookie!;
}

/** GET of a console list; its rows, and the cursor of the next page. */
export async function consoleList(
  url: string,
  cookie: string,
  path: string,
  query: Record<string, string>,
): Promise<{ rows: unknown[]; nextCursor: string | null }> {
  const answer = await call(url, `${path}?${new URLSearchParams(query).toString()}`, { cookie });
  expectOk(`GET ${path}`, answer);
  return answer.body as { rows: unknown[]; nextCursor: string | null };
}

/**
 * CPU time head office used from `from` to `to` (the first and last samples inside): on a shared
 * machine its wall time is the machine's, its CPU time its own.
 */
export function cpuMsBetween(samples: readonly RssSample[], from: number, to: number): number {
  const inside = samples.filter((s) => s.at >= from && s.at <= to);
  if (inside.length < 2) return Number.NaN;
  return inside.at(-1)!.cpuMs - inside[0]!.cpuMs;
}
